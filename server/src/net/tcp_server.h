// A TCP listener for device gateways (Asio behind this plain interface). One handler object per
// connection receives the bytes in order; it answers through a thread-safe TcpLink, may pause
// reading for back-pressure, and is told when the connection closes.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "core/status.h"
#include "net/descriptors.h"

namespace chelian::net {

// A handle to one connection. Thread-safe; may outlive the connection (calls then do nothing).
class TcpLink {
 public:
  virtual ~TcpLink() = default;
  // Queues bytes for sending, in call order. Bounded: when more than the write limit is queued
  // the connection is closed (a device that does not read is broken).
  virtual void Send(std::string bytes) = 0;
  // Closes after the queued bytes are written.
  virtual void Close() = 0;
  // Back-pressure: stop/restart reading from the socket.
  virtual void PauseReading() = 0;
  virtual void ResumeReading() = 0;
  virtual uint64_t id() const = 0;
  virtual const std::string& remote() const = 0;
};

// Called on the connection's strand, never concurrently for one connection.
class TcpSessionHandler {
 public:
  virtual ~TcpSessionHandler() = default;
  virtual void OnData(std::string_view data) = 0;
  virtual void OnClose() {}
};

// Makes the handler of a new connection; `link` stays valid for the handler's lifetime.
using TcpHandlerFactory = std::function<std::unique_ptr<TcpSessionHandler>(std::shared_ptr<TcpLink> link)>;

// How sockets are driven: io_uring (one system call per loop turn for all sends and completions;
// falls back to Asio where the kernel refuses io_uring) or Asio (epoll).
enum class TcpEngine { kUring, kAsio };

struct TcpServerOptions {
  std::string name = "tcp";  // for logs: the protocol
  TcpEngine engine = TcpEngine::kUring;
  std::string host = "0.0.0.0";
  int port = 0;  // 0 picks a free port
  int threads = 1;
  int idle_timeout_s = 600;  // a silent connection is closed after this
  size_t read_chunk = 1024;  // Asio: bytes read per call; also the per-connection read buffer
  size_t max_write_queue_bytes = 256 * 1024;
  // io_uring: under load a loop turn waits up to batch_wait_us for `batch` socket events before it
  // handles fewer (one wake-up for many messages; 0: every event wakes it).
  int batch_wait_us = 1000;
  unsigned batch = 128;
  // Connections this listener may hold, shared with others (all device ports draw on one budget);
  // beyond it a new connection is closed at once and counted. Null: no cap.
  std::shared_ptr<ConnectionBudget> budget;
};

class TcpServerEngine;

class TcpServer {
 public:
  TcpServer(TcpServerOptions options, TcpHandlerFactory factory);
  ~TcpServer();
  TcpServer(const TcpServer&) = delete;
  TcpServer& operator=(const TcpServer&) = delete;

  Status Start();
  int port() const;
  size_t connection_count() const;
  // Connections closed at once because the budget was spent.
  long long refused_count() const { return options_.budget ? options_.budget->refused() : 0; }
  void Stop();
  // The engine in use after Start (kAsio when io_uring was refused).
  TcpEngine engine() const { return engine_; }

 private:
  TcpServerOptions options_;
  TcpHandlerFactory factory_;
  TcpEngine engine_;
  std::unique_ptr<TcpServerEngine> impl_;
};

}  // namespace chelian::net
