// io_uring implementation of TcpServer: one UringLoop per thread, each accepting on the shared
// listening socket. Links may be used from any thread: calls from elsewhere are posted to the loop.
// Idle connections are found by a periodic sweep: one that received nothing for enough sweeps in a
// row is closed (no timer and no clock read per read).
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <future>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <vector>

#include "core/log_throttle.h"
#include "core/thread_name.h"
#include "net/tcp_server_engine.h"
#include "net/uring_loop.h"

namespace chelian::net {
namespace {

std::string RemoteOf(int fd) {
  sockaddr_storage a{};
  socklen_t len = sizeof a;
  if (::getpeername(fd, reinterpret_cast<sockaddr*>(&a), &len) != 0) return "?";
  char host[INET6_ADDRSTRLEN] = "?";
  int port = 0;
  if (a.ss_family == AF_INET) {
    auto* in = reinterpret_cast<sockaddr_in*>(&a);
    ::inet_ntop(AF_INET, &in->sin_addr, host, sizeof host);
    port = ntohs(in->sin_port);
  } else if (a.ss_family == AF_INET6) {
    auto* in6 = reinterpret_cast<sockaddr_in6*>(&a);
    ::inet_ntop(AF_INET6, &in6->sin6_addr, host, sizeof host);
    port = ntohs(in6->sin6_port);
  }
  return std::string(host) + ":" + std::to_string(port);
}

class Connection;

// How other threads reach a loop: links outlive it (pipeline callbacks acknowledge after commit),
// so the pointer is cleared, under the mutex, before the loop goes.
struct LoopRef {
  std::mutex mu;
  UringLoop* loop = nullptr;              // GUARDED_BY(mu)
  std::atomic<std::thread::id> thread{};  // the loop's thread while it runs (ids are reused after)
};

// One loop and its thread, with the connections it serves (touched on its thread only).
struct Worker {
  std::unique_ptr<UringLoop> loop;
  std::shared_ptr<LoopRef> ref = std::make_shared<LoopRef>();
  std::thread thread;
  std::unordered_map<SocketId, std::shared_ptr<Connection>> connections;
};

class Connection : public TcpLink, public std::enable_shared_from_this<Connection> {
 public:
  Connection(Worker& worker, const TcpServerOptions& options, uint64_t id, std::string remote,
             std::atomic<size_t>& count, ConnectionBudget::Slot slot)
      : worker_(worker),
        ref_(worker.ref),
        options_(options),
        id_(id),
        remote_(std::move(remote)),
        count_(count),
        slot_(std::move(slot)) {
    ++count_;
  }
  ~Connection() override { --count_; }

  void Begin(SocketId socket, std::unique_ptr<TcpSessionHandler> handler) {
    socket_ = socket;
    handler_ = std::move(handler);
  }

  void OnData(std::string_view data) {
    if (!handler_) return;
    silent_sweeps_ = 0;
    handler_->OnData(data);
  }

  void Send(std::string bytes) override {
    if (bytes.empty() || closed_) return;
    OnLoop([bytes = std::move(bytes)](Connection& c) {
      if (c.closed_) return;
      if (c.worker_.loop->Queued(c.socket_) + bytes.size() > c.options_.max_write_queue_bytes) {
        spdlog::warn("{} {}: write queue over {} bytes, closing", c.options_.name, c.remote_,
                     c.options_.max_write_queue_bytes);
        return c.Later([](Connection& c) { c.Shutdown(true); });
      }
      c.worker_.loop->Send(c.socket_, bytes);
    });
  }

  void Close() override {
    Later([](Connection& c) {
      if (c.closed_) return;
      c.worker_.loop->CloseAfterSend(c.socket_);
      c.Shutdown(false);
    });
  }

  void PauseReading() override {
    OnLoop([](Connection& c) { c.worker_.loop->PauseReading(c.socket_); });
  }
  void ResumeReading() override {
    OnLoop([](Connection& c) { c.worker_.loop->ResumeReading(c.socket_); });
  }

  uint64_t id() const override { return id_; }
  const std::string& remote() const override { return remote_; }
  // Counts the idle sweeps since the connection last received something.
  int SilentSweep() { return ++silent_sweeps_; }

  // Ends the connection on the loop's thread: tells the handler and forgets it. `close_socket`:
  // the socket is still open in the loop (false when the peer or an error already ended it, or
  // when Close() leaves it to finish sending).
  void Shutdown(bool close_socket) {
    if (closed_.exchange(true)) return;
    if (close_socket) worker_.loop->Close(socket_);
    auto self = shared_from_this();  // the map may hold the last reference
    worker_.connections.erase(socket_);
    if (handler_) handler_->OnClose();
    handler_.reset();  // it holds our link: breaking the cycle lets both go
  }

 private:
  // Runs fn on the loop's thread: now when already there, else posted (dropped once the loop is gone).
  template <typename Fn>
  void OnLoop(Fn fn) {
    if (std::this_thread::get_id() == ref_->thread.load()) return fn(*this);
    Later(std::move(fn));
  }
  // Runs fn on the loop's thread after what runs now (never inside the handler's own call).
  template <typename Fn>
  void Later(Fn fn) {
    if (closed_) return;
    std::lock_guard lock(ref_->mu);
    if (ref_->loop) ref_->loop->Post([self = shared_from_this(), fn = std::move(fn)]() mutable { fn(*self); });
  }

  Worker& worker_;  // used on the loop's thread only
  std::shared_ptr<LoopRef> ref_;
  const TcpServerOptions& options_;
  uint64_t id_;
  std::string remote_;
  std::atomic<size_t>& count_;
  ConnectionBudget::Slot slot_;  // the connection's place in the budget, given back when it ends
  SocketId socket_ = 0;
  std::unique_ptr<TcpSessionHandler> handler_;
  int silent_sweeps_ = 0;  // on the loop's thread
  std::atomic<bool> closed_{false};
};

class UringTcpServer : public TcpServerEngine {
 public:
  UringTcpServer(TcpServerOptions options, TcpHandlerFactory factory)
      : options_(std::move(options)), factory_(std::move(factory)) {}
  ~UringTcpServer() override { Stop(); }

  Status Start() override {
    Result<int> listener = OpenListener(options_, port_);
    if (!listener.ok()) return listener.status();
    // Each loop is created, run and destroyed on its own thread (see UringLoop).
    for (int i = 0; i < std::max(1, options_.threads); ++i) {
      auto worker = std::make_unique<Worker>();
      Worker* w = worker.get();
      int fd = i == 0 ? *listener : ::dup(*listener);
      std::promise<Status> created;
      auto ready = created.get_future();
      w->thread = std::thread([this, w, fd, &created] {
        NameThisThread("gw-" + options_.name);
        UringLoopOptions loop_options;
        loop_options.batch = options_.batch;
        loop_options.batch_wait_us = static_cast<unsigned>(std::max(0, options_.batch_wait_us));
        auto loop = UringLoop::Create(loop_options);
        if (!loop.ok()) {
          ::close(fd);
          return created.set_value(loop.status());
        }
        w->loop = std::move(loop.value());
        {
          std::lock_guard lock(w->ref->mu);
          w->ref->loop = w->loop.get();
          w->ref->thread = std::this_thread::get_id();
        }
        w->loop->Listen(fd, [this, w](int accepted) { Accepted(*w, accepted); });
        ScheduleSweep(*w);
        created.set_value(Status::Ok());
        w->loop->Run();
        {
          std::lock_guard lock(w->ref->mu);
          w->ref->loop = nullptr;
          w->ref->thread = std::thread::id{};
        }
        w->connections.clear();
        w->loop.reset();
      });
      workers_.push_back(std::move(worker));
      if (Status s = ready.get(); !s.ok()) {
        Stop();
        return s;
      }
    }
    return Status::Ok();
  }

  int port() const override { return port_; }
  size_t connection_count() const override { return count_.load(); }

  void Stop() override {
    if (stopped_.exchange(true)) return;
    for (auto& w : workers_) {
      if (!w->loop) continue;  // its loop could not be created: the thread has ended
      w->loop->Post([w = w.get()] {
        CloseWhere(*w, [](Connection&) { return true; });
        w->loop->Stop();
      });
    }
    for (auto& w : workers_)
      if (w->thread.joinable()) w->thread.join();
    workers_.clear();
  }

 private:
  void Accepted(Worker& w, int fd) {
    ConnectionBudget::Slot slot;
    if (options_.budget && !(slot = options_.budget->TryTake())) {
      ::close(fd);
      if (long long held = refusal_log_.Admit(); held >= 0)
        spdlog::warn("{}: {} device connections, the cap: new ones are closed ({} more since the last report)",
                     options_.name, options_.budget->limit(), held);
      return;
    }
    int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    auto conn = std::make_shared<Connection>(w, options_, next_id_++, RemoteOf(fd), count_, std::move(slot));
    SocketCallbacks callbacks;
    callbacks.on_data = [conn](std::string_view d) { conn->OnData(d); };
    callbacks.on_close = [conn](int) { conn->Shutdown(false); };
    SocketId socket = w.loop->Adopt(fd, std::move(callbacks));
    w.connections.emplace(socket, conn);
    conn->Begin(socket, factory_(conn));
  }

  // Closes (Shutdown) the worker's connections for which `pred` holds; on the loop's thread.
  template <typename Pred>
  static void CloseWhere(Worker& w, Pred pred) {
    std::vector<std::shared_ptr<Connection>> chosen;
    for (auto& [id, c] : w.connections)
      if (pred(*c)) chosen.push_back(c);
    for (auto& c : chosen) c->Shutdown(true);
  }

  // A few sweeps per idle timeout: a connection silent for all the sweeps of one timeout is closed
  // (between the timeout and one sweep period later).
  void ScheduleSweep(Worker& w) {
    int period_ms = std::clamp(options_.idle_timeout_s * 1000 / 4, 250, 5000);
    int sweeps = (options_.idle_timeout_s * 1000 + period_ms - 1) / period_ms;
    w.loop->After(std::chrono::milliseconds(period_ms), [this, &w, sweeps] {
      CloseWhere(w, [&](Connection& c) {
        if (c.SilentSweep() <= sweeps) return false;  // the first sweep may come right after a read
        spdlog::debug("{} {}: idle timeout", options_.name, c.remote());
        return true;
      });
      ScheduleSweep(w);
    });
  }

  TcpServerOptions options_;
  TcpHandlerFactory factory_;
  int port_ = 0;
  std::vector<std::unique_ptr<Worker>> workers_;
  std::atomic<uint64_t> next_id_{1};
  std::atomic<size_t> count_{0};
  std::atomic<bool> stopped_{false};
  LogThrottle refusal_log_{std::chrono::seconds(10)};
};

}  // namespace

std::unique_ptr<TcpServerEngine> NewUringTcpServer(const TcpServerOptions& options, TcpHandlerFactory factory) {
  return std::make_unique<UringTcpServer>(options, std::move(factory));
}

}  // namespace chelian::net
