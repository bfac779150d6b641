// Test-only receivers on 127.0.0.1 for the notifier's real deliveries: an HTTP server that records
// each request and answers scripted statuses, and a minimal SMTP server that records each message.
// Real sockets, one connection at a time, each on its own thread.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace chelian::notify::testing {

class LoopbackServer {
 public:
  LoopbackServer() {
    fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
    int one = 1;
    ::setsockopt(fd_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a);
    ::listen(fd_, 16);
    socklen_t len = sizeof a;
    ::getsockname(fd_, reinterpret_cast<sockaddr*>(&a), &len);
    port_ = ntohs(a.sin_port);
  }
  virtual ~LoopbackServer() { StopServing(); }
  int port() const { return port_; }

 protected:
  void Serve() {
    thread_ = std::thread([this] {
      while (!stop_) {
        pollfd p{fd_, POLLIN, 0};
        if (::poll(&p, 1, 100) <= 0) continue;
        int c = ::accept(fd_, nullptr, nullptr);
        if (c < 0) continue;
        Handle(c);
        ::close(c);
      }
    });
  }
  void StopServing() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
    if (fd_ >= 0) ::close(fd_), fd_ = -1;
  }
  virtual void Handle(int c) = 0;
  // Reads until `until` appears (or the peer closes / 5 s pass); returns everything read.
  static std::string ReadUntil(int c, const std::string& until, std::string& buffer) {
    while (buffer.find(until) == std::string::npos) {
      pollfd p{c, POLLIN, 0};
      if (::poll(&p, 1, 5000) <= 0) break;
      char b[4096];
      ssize_t n = ::recv(c, b, sizeof b, 0);
      if (n <= 0) break;
      buffer.append(b, static_cast<size_t>(n));
    }
    size_t at = buffer.find(until);
    if (at == std::string::npos) return std::exchange(buffer, "");
    std::string out = buffer.substr(0, at + until.size());
    buffer.erase(0, at + until.size());
    return out;
  }
  static void Write(int c, const std::string& s) { ::send(c, s.data(), s.size(), MSG_NOSIGNAL); }

  int fd_ = -1;
  int port_ = 0;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

struct HttpRequest {
  std::string head;  // request line and headers
  std::string body;
  std::string Header(const std::string& name) const {
    std::string lower_head;
    for (char ch : head) lower_head += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    std::string key = "\r\n";
    for (char ch : name) key += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    key += ": ";
    size_t at = lower_head.find(key);
    if (at == std::string::npos) return "";
    size_t start = at + key.size(), end = head.find("\r\n", start);
    return head.substr(start, end - start);
  }
};

// Answers the statuses in `script` in turn (then 200).
class RecordingHttpServer : public LoopbackServer {
 public:
  explicit RecordingHttpServer(std::deque<int> script = {}) : script_(std::move(script)) { Serve(); }
  ~RecordingHttpServer() override { StopServing(); }
  std::vector<HttpRequest> requests() {
    std::lock_guard lock(mu_);
    return requests_;
  }
  std::string url() const { return "http://127.0.0.1:" + std::to_string(port()) + "/hook"; }

 private:
  void Handle(int c) override {
    std::string buffer;
    HttpRequest r;
    r.head = ReadUntil(c, "\r\n\r\n", buffer);
    size_t length = std::strtoul(r.Header("Content-Length").c_str(), nullptr, 10);
    while (buffer.size() < length) {
      pollfd p{c, POLLIN, 0};
      if (::poll(&p, 1, 5000) <= 0) break;
      char b[4096];
      ssize_t n = ::recv(c, b, sizeof b, 0);
      if (n <= 0) break;
      buffer.append(b, static_cast<size_t>(n));
    }
    r.body = buffer.substr(0, length);
    int status = 200;
    {
      std::lock_guard lock(mu_);
      requests_.push_back(r);
      if (!script_.empty()) status = script_.front(), script_.pop_front();
    }
    Write(c, "HTTP/1.1 " + std::to_string(status) + " X\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok");
  }
  std::mutex mu_;
  std::deque<int> script_;
  std::vector<HttpRequest> requests_;
};

struct SmtpMessage {
  std::string from;
  std::vector<std::string> to;
  std::string data;
};

class RecordingSmtpServer : public LoopbackServer {
 public:
  RecordingSmtpServer() { Serve(); }
  ~RecordingSmtpServer() override { StopServing(); }
  std::vector<SmtpMessage> messages() {
    std::lock_guard lock(mu_);
    return messages_;
  }
  std::string url() const { return "smtp://127.0.0.1:" + std::to_string(port()); }

 private:
  void Handle(int c) override {
    std::string buffer;
    SmtpMessage m;
    Write(c, "220 test ESMTP\r\n");
    while (true) {
      std::string line = ReadUntil(c, "\r\n", buffer);
      if (line.empty()) return;
      std::string verb = line.substr(0, 4);
      for (char& ch : verb) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      if (verb == "EHLO" || verb == "HELO")
        Write(c, "250 test\r\n");
      else if (verb == "MAIL")
        m.from = line.substr(10, line.size() - 12), Write(c, "250 OK\r\n");
      else if (verb == "RCPT")
        m.to.push_back(line.substr(8, line.size() - 10)), Write(c, "250 OK\r\n");
      else if (verb == "DATA") {
        Write(c, "354 go\r\n");
        m.data = ReadUntil(c, "\r\n.\r\n", buffer);
        {
          std::lock_guard lock(mu_);
          messages_.push_back(m);
        }
        Write(c, "250 queued\r\n");
      } else if (verb == "QUIT") {
        Write(c, "221 bye\r\n");
        return;
      } else {
        Write(c, "250 OK\r\n");
      }
    }
  }
  std::mutex mu_;
  std::vector<SmtpMessage> messages_;
};

}  // namespace chelian::notify::testing
