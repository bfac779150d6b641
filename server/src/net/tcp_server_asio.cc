// Asio implementation of TcpServer, used where the kernel refuses io_uring: a strand per connection,
// one outstanding read with a small buffer (memory per idle connection matters: gateways hold tens of
// thousands), a bounded write queue, idle timeout via a steady timer.
#include <spdlog/spdlog.h>

#include <atomic>
#include <boost/asio.hpp>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

#include "core/log_throttle.h"
#include "net/tcp_server_engine.h"

namespace chelian::net {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

namespace {

class Connection : public TcpLink, public std::enable_shared_from_this<Connection> {
 public:
  Connection(tcp::socket socket, const TcpServerOptions& options, uint64_t id, std::atomic<size_t>& count,
             ConnectionBudget::Slot slot)
      : socket_(std::move(socket)),
        timer_(socket_.get_executor()),
        options_(options),
        id_(id),
        count_(count),
        slot_(std::move(slot)) {
    boost::system::error_code ec;
    auto ep = socket_.remote_endpoint(ec);
    remote_ = ec ? "?" : ep.address().to_string() + ":" + std::to_string(ep.port());
    socket_.set_option(tcp::no_delay(true), ec);
    ++count_;
  }
  ~Connection() override { --count_; }

  void Start(std::unique_ptr<TcpSessionHandler> handler) {
    handler_ = std::move(handler);
    asio::dispatch(socket_.get_executor(), [self = shared_from_this()] {
      self->ArmTimer();
      self->Read();
    });
  }

  void Send(std::string bytes) override {
    if (bytes.empty()) return;
    asio::post(socket_.get_executor(), [self = shared_from_this(), b = std::move(bytes)]() mutable {
      if (self->closed_) return;
      self->queued_bytes_ += b.size();
      if (self->queued_bytes_ > self->options_.max_write_queue_bytes) {
        spdlog::warn("{} {}: write queue over {} bytes, closing", self->options_.name, self->remote_,
                     self->options_.max_write_queue_bytes);
        return self->Shutdown();
      }
      self->writes_.push_back(std::move(b));
      if (self->writes_.size() == 1) self->Write();
    });
  }

  void Close() override {
    asio::post(socket_.get_executor(), [self = shared_from_this()] {
      self->close_after_write_ = true;
      if (self->writes_.empty()) self->Shutdown();
    });
  }

  void PauseReading() override {
    asio::post(socket_.get_executor(), [self = shared_from_this()] { self->paused_ = true; });
  }

  void ResumeReading() override {
    asio::post(socket_.get_executor(), [self = shared_from_this()] {
      if (!self->paused_) return;
      self->paused_ = false;
      if (!self->reading_ && !self->closed_) self->Read();
    });
  }

  uint64_t id() const override { return id_; }
  const std::string& remote() const override { return remote_; }

  void ForceClose() {
    asio::post(socket_.get_executor(), [self = shared_from_this()] { self->Shutdown(); });
  }

 private:
  void ArmTimer() {
    timer_.expires_after(std::chrono::seconds(options_.idle_timeout_s));
    timer_.async_wait([w = weak_from_this()](boost::system::error_code ec) {
      auto self = w.lock();
      if (!self || ec || self->closed_) return;
      spdlog::debug("{} {}: idle timeout", self->options_.name, self->remote_);
      self->Shutdown();
    });
  }

  void Read() {
    if (closed_ || paused_) return;
    if (buffer_.size() != options_.read_chunk) buffer_.resize(options_.read_chunk);
    reading_ = true;
    socket_.async_read_some(asio::buffer(buffer_), [self = shared_from_this()](boost::system::error_code ec, size_t n) {
      self->reading_ = false;
      // A completion can be queued before a Shutdown that runs first: then there is nothing to do.
      if (self->closed_) return;
      if (ec) return self->Shutdown();
      self->ArmTimer();
      self->handler_->OnData(std::string_view(self->buffer_.data(), n));
      self->Read();
    });
  }

  void Write() {
    asio::async_write(socket_, asio::buffer(writes_.front()),
                      [self = shared_from_this()](boost::system::error_code ec, size_t) {
                        if (self->closed_) return self->writes_.clear();  // buffers were kept until now
                        if (ec) return self->Shutdown();
                        self->queued_bytes_ -= self->writes_.front().size();
                        self->writes_.pop_front();
                        if (!self->writes_.empty()) return self->Write();
                        if (self->close_after_write_) self->Shutdown();
                      });
  }

  void Shutdown() {
    if (closed_) return;
    closed_ = true;
    boost::system::error_code ec;
    timer_.cancel();
    socket_.shutdown(tcp::socket::shutdown_both, ec);
    socket_.close(ec);
    // An in-flight write still refers to writes_.front(): the queue is dropped by its completion.
    if (writes_.size() > 1) writes_.erase(writes_.begin() + 1, writes_.end());
    if (handler_) handler_->OnClose();
    // Drop the handler: it holds our link; breaking the cycle lets both go.
    handler_.reset();
  }

  tcp::socket socket_;
  asio::steady_timer timer_;
  const TcpServerOptions& options_;
  uint64_t id_;
  std::atomic<size_t>& count_;
  ConnectionBudget::Slot slot_;  // the connection's place in the budget, given back when it ends
  std::string remote_;
  std::unique_ptr<TcpSessionHandler> handler_;
  std::vector<char> buffer_;
  std::deque<std::string> writes_;
  size_t queued_bytes_ = 0;
  bool reading_ = false, paused_ = false, closed_ = false, close_after_write_ = false;
};

}  // namespace

class AsioTcpServer : public TcpServerEngine {
 public:
  AsioTcpServer(TcpServerOptions o, TcpHandlerFactory f) : options(std::move(o)), factory(std::move(f)) {}
  ~AsioTcpServer() override { Stop(); }
  Status Start() override;
  int port() const override { return port_; }
  size_t connection_count() const override { return count.load(); }
  void Stop() override;

 private:
  TcpServerOptions options;
  TcpHandlerFactory factory;
  asio::io_context ioc;
  tcp::acceptor acceptor{ioc};
  std::vector<std::thread> threads;
  std::atomic<bool> stopped{false};
  std::atomic<uint64_t> next_id{1};
  std::atomic<size_t> count{0};
  std::mutex mu;
  std::vector<std::weak_ptr<Connection>> live;  // GUARDED_BY(mu), pruned as it grows
  LogThrottle accept_log{std::chrono::seconds(10)};
  LogThrottle refusal_log{std::chrono::seconds(10)};
  int port_ = 0;

  void Accept() {
    acceptor.async_accept(asio::make_strand(ioc), [this](boost::system::error_code ec, tcp::socket socket) {
      if (ec) {
        if (stopped) return;
        if (long long held = accept_log.Admit(); held >= 0)
          spdlog::warn("{}: accept failed: {} ({} more since the last report)", options.name, ec.message(), held);
        // Out of descriptors: back off briefly instead of spinning.
        auto timer = std::make_shared<asio::steady_timer>(ioc, std::chrono::milliseconds(50));
        timer->async_wait([this, timer](boost::system::error_code) { Accept(); });
        return;
      }
      ConnectionBudget::Slot slot;
      if (options.budget && !(slot = options.budget->TryTake())) {
        boost::system::error_code ignored;
        socket.close(ignored);
        if (long long held = refusal_log.Admit(); held >= 0)
          spdlog::warn("{}: {} device connections, the cap: new ones are closed ({} more since the last report)",
                       options.name, options.budget->limit(), held);
        return Accept();
      }
      auto conn = std::make_shared<Connection>(std::move(socket), options, next_id++, count, std::move(slot));
      {
        std::lock_guard lock(mu);
        if (live.size() > 2 * count.load() + 1024)
          std::erase_if(live, [](const std::weak_ptr<Connection>& w) { return w.expired(); });
        live.push_back(conn);
      }
      conn->Start(factory(conn));
      Accept();
    });
  }
};

Status AsioTcpServer::Start() {
  boost::system::error_code ec;
  auto address = asio::ip::make_address(options.host, ec);
  if (ec) return InvalidArgument("bad listen address: " + options.host);
  tcp::endpoint endpoint(address, static_cast<unsigned short>(options.port));
  acceptor.open(endpoint.protocol(), ec);
  if (!ec) acceptor.set_option(asio::socket_base::reuse_address(true), ec);
  if (!ec) acceptor.bind(endpoint, ec);
  if (!ec) acceptor.listen(asio::socket_base::max_listen_connections, ec);
  if (ec)
    return Unavailable(options.name + ": cannot listen on " + options.host + ":" + std::to_string(options.port) + ": " +
                       ec.message());
  port_ = acceptor.local_endpoint().port();
  Accept();
  for (int i = 0; i < std::max(1, options.threads); ++i) threads.emplace_back([this] { ioc.run(); });
  return Status::Ok();
}

void AsioTcpServer::Stop() {
  if (stopped.exchange(true)) return;
  asio::post(ioc, [this] {
    boost::system::error_code ec;
    acceptor.close(ec);
  });
  {
    std::lock_guard lock(mu);
    for (auto& w : live)
      if (auto c = w.lock()) c->ForceClose();
    live.clear();
  }
  // Let the close handlers (OnClose) run, then stop the loop.
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
  while (count.load() > 0 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  ioc.stop();
  for (auto& t : threads)
    if (t.joinable()) t.join();
}

std::unique_ptr<TcpServerEngine> NewAsioTcpServer(const TcpServerOptions& options, TcpHandlerFactory factory) {
  return std::make_unique<AsioTcpServer>(options, std::move(factory));
}

}  // namespace chelian::net
