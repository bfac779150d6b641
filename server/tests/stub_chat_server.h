// A stand-in for an OpenAI-compatible chat API on 127.0.0.1 for the assistant's tests: records
// each request and answers /v1/chat/completions as server-sent events, the first piece at once and
// the rest only after Release(), so a test can see an answer that is still being written.
#pragma once

#include <condition_variable>
#include <mutex>
#include <string>
#include <vector>

#include "notify/loopback_servers_for_test.h"

namespace chelian::testing {

class StubChatServer : public notify::testing::LoopbackServer {
 public:
  // `pieces`: the answer's content deltas; `status`: the HTTP status answered.
  explicit StubChatServer(std::vector<std::string> pieces, int status = 200)
      : pieces_(std::move(pieces)), status_(status) {
    Serve();
  }
  ~StubChatServer() override {
    Release();
    StopServing();
  }
  std::string url() const { return "http://127.0.0.1:" + std::to_string(port()); }
  // Lets the pieces after the first go.
  void Release() {
    {
      std::lock_guard lock(mu_);
      released_ = true;
    }
    cv_.notify_all();
  }
  std::vector<notify::testing::HttpRequest> requests() {
    std::lock_guard lock(mu_);
    return requests_;
  }

 private:
  static std::string Event(const std::string& content) {
    std::string escaped;
    for (char c : content) escaped += c == '"' ? std::string("\\\"") : std::string(1, c);
    return "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"" + escaped + "\"}}]}\n\n";
  }
  static std::string Chunk(const std::string& data) {
    char size[16];
    std::snprintf(size, sizeof size, "%zx\r\n", data.size());
    return size + data + "\r\n";
  }
  void Handle(int c) override {
    std::string buffer;
    notify::testing::HttpRequest r;
    r.head = ReadUntil(c, "\r\n\r\n", buffer);
    size_t length = std::strtoul(r.Header("Content-Length").c_str(), nullptr, 10);
    while (buffer.size() < length) {
      char b[4096];
      ssize_t n = ::recv(c, b, sizeof b, 0);
      if (n <= 0) break;
      buffer.append(b, static_cast<size_t>(n));
    }
    r.body = buffer.substr(0, length);
    {
      std::lock_guard lock(mu_);
      requests_.push_back(r);
    }
    if (status_ != 200) {
      Write(c, "HTTP/1.1 " + std::to_string(status_) + " X\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
      return;
    }
    Write(c, "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n");
    for (size_t i = 0; i < pieces_.size(); ++i) {
      if (i == 1) {
        std::unique_lock lock(mu_);
        cv_.wait(lock, [this] { return released_ || stop_; });
      }
      Write(c, Chunk(Event(pieces_[i])));
    }
    Write(c, Chunk("data: [DONE]\n\n") + "0\r\n\r\n");
  }

  std::vector<std::string> pieces_;
  int status_;
  std::mutex mu_;
  std::condition_variable cv_;
  bool released_ = false;
  std::vector<notify::testing::HttpRequest> requests_;
};

}  // namespace chelian::testing
