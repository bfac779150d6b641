// An in-process bus for tests: buses made from one MemoryBroker deliver each other's messages at
// once on the publisher's thread (never to the publisher itself, as NATS with no echo); a request
// waits for its reply like NATS's.
#pragma once

#include <chrono>
#include <future>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "cluster/bus.h"

namespace chelian::cluster {

class MemoryBroker : public std::enable_shared_from_this<MemoryBroker> {
 public:
  std::unique_ptr<Bus> NewBus();
  // Messages published so far (all buses).
  size_t published() const {
    std::lock_guard lock(mu_);
    return published_;
  }

 private:
  friend class MemoryBus;
  struct Sub {
    const void* bus;
    std::string subject;
    std::shared_ptr<Bus::Handler> handler;
  };
  struct Answering {
    const void* bus;
    std::string subject;
    std::shared_ptr<Bus::Answerer> answer;
  };
  static bool Matches(const std::string& pattern, const std::string& subject) {
    if (pattern.size() >= 2 && pattern.ends_with(".>"))
      return subject.size() > pattern.size() - 1 && subject.starts_with(pattern.substr(0, pattern.size() - 1));
    return pattern == subject;
  }
  void Deliver(const void* from, const std::string& subject, std::string_view payload) {
    std::vector<std::shared_ptr<Bus::Handler>> to;
    {
      std::lock_guard lock(mu_);
      ++published_;
      for (const auto& s : subs_)
        if (s.bus != from && Matches(s.subject, subject)) to.push_back(s.handler);
    }
    for (const auto& h : to) (*h)(subject, payload);
  }
  // The reply of a request: an inbox subject whose one message fulfils a promise.
  Result<std::string> Ask(const void* from, const std::string& subject, std::string_view payload, int timeout_ms) {
    std::shared_ptr<Bus::Answerer> to;
    auto reply = std::make_shared<std::promise<std::string>>();
    std::string inbox;
    {
      std::lock_guard lock(mu_);
      for (const auto& a : answering_)
        if (a.bus != from && a.subject == subject) to = a.answer;
      inbox = "_INBOX." + std::to_string(++inboxes_);
      subs_.push_back({from, inbox, std::make_shared<Bus::Handler>([reply](std::string_view, std::string_view p) {
                         try {
                           reply->set_value(std::string(p));
                         } catch (const std::future_error&) {  // a second reply: ignored
                         }
                       })});
    }
    auto cleanup = [&] {
      std::lock_guard lock(mu_);
      std::erase_if(subs_, [&](const Sub& s) { return s.subject == inbox; });
    };
    if (!to) {
      cleanup();
      return Unavailable("no node answers " + subject);
    }
    auto got = reply->get_future();
    (*to)(payload, inbox);
    bool ready = got.wait_for(std::chrono::milliseconds(timeout_ms)) == std::future_status::ready;
    cleanup();
    if (!ready) return Unavailable("no answer on " + subject);
    return got.get();
  }
  mutable std::mutex mu_;
  std::vector<Sub> subs_;
  std::vector<Answering> answering_;
  size_t inboxes_ = 0;
  size_t published_ = 0;
};

class MemoryBus final : public Bus {
 public:
  explicit MemoryBus(std::shared_ptr<MemoryBroker> broker) : broker_(std::move(broker)) {}
  ~MemoryBus() override { Unsubscribe(); }
  bool Publish(const std::string& subject, std::string_view payload) override {
    broker_->Deliver(this, subject, payload);
    return true;
  }
  Status Subscribe(const std::string& subject, Handler handler) override {
    std::lock_guard lock(broker_->mu_);
    broker_->subs_.push_back({this, subject, std::make_shared<Handler>(std::move(handler))});
    return Status::Ok();
  }
  void Unsubscribe() override {
    std::lock_guard lock(broker_->mu_);
    std::erase_if(broker_->subs_, [this](const MemoryBroker::Sub& s) { return s.bus == this; });
    std::erase_if(broker_->answering_, [this](const MemoryBroker::Answering& a) { return a.bus == this; });
  }
  Status Answer(const std::string& subject, Answerer answer) override {
    std::lock_guard lock(broker_->mu_);
    broker_->answering_.push_back({this, subject, std::make_shared<Answerer>(std::move(answer))});
    return Status::Ok();
  }
  Result<std::string> Request(const std::string& subject, std::string_view payload, int timeout_ms) override {
    return broker_->Ask(this, subject, payload, timeout_ms);
  }

 private:
  std::shared_ptr<MemoryBroker> broker_;
};

inline std::unique_ptr<Bus> MemoryBroker::NewBus() { return std::make_unique<MemoryBus>(shared_from_this()); }

}  // namespace chelian::cluster
