// An in-process bus for tests: buses made from one MemoryBroker deliver each other's messages at
// once on the publisher's thread (never to the publisher itself, as NATS with no echo).
#pragma once

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
  mutable std::mutex mu_;
  std::vector<Sub> subs_;
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
  }

 private:
  std::shared_ptr<MemoryBroker> broker_;
};

inline std::unique_ptr<Bus> MemoryBroker::NewBus() { return std::make_unique<MemoryBus>(shared_from_this()); }

}  // namespace chelian::cluster
