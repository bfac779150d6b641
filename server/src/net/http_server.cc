// Boost.Beast implementation of HttpServer: an acceptor, one session per connection (strand per
// connection via the tcp_stream executor), synchronous handler calls on the I/O threads.
#include "net/http_server.h"

#include <spdlog/spdlog.h>

#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include "core/log_throttle.h"
#include "core/strings.h"
#include "net/descriptors.h"
#include "net/gzip.h"
#include "net/request_origin.h"

namespace chelian::net {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = boost::beast::http;
namespace websocket = boost::beast::websocket;
using tcp = asio::ip::tcp;

namespace {

constexpr char kTooLargeBody[] = R"({"flag":413,"msg":"请求内容过大","code":413})";
constexpr char kBadRequestBody[] = R"({"flag":400,"msg":"请求格式错误","code":400})";
constexpr char kBusyBody[] = R"({"flag":503,"msg":"服务器繁忙，请稍后再试","code":503})";
constexpr char kInternalBody[] = R"({"flag":500,"msg":"服务器内部错误","code":500})";
constexpr char kNoFileBody[] = R"({"flag":404,"msg":"文件不存在","code":404})";
constexpr auto kWriteTimeout = std::chrono::seconds(60);

std::string DecodePath(std::string_view target, std::string* query) {
  size_t q = target.find('?');
  if (q != std::string_view::npos) {
    *query = std::string(target.substr(q + 1));
    target = target.substr(0, q);
  }
  return PercentDecode(target, false);
}

constexpr size_t kMaxWsQueuedBytes = 4 * 1024 * 1024;

class WsSession : public WsLink, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(beast::tcp_stream stream, ConnectionBudget::Slot slot) : ws_(std::move(stream)), slot_(std::move(slot)) {}

  // Accepts the upgrade `req` if `acceptor` gives a handler; otherwise answers with its refusal.
  void Run(bhttp::request<bhttp::string_body> req, const HttpRequest& plain, const WsAcceptor& acceptor) {
    HttpResponse refusal;
    handler_ = acceptor(plain, shared_from_this(), &refusal);
    if (!handler_) {
      auto res = std::make_shared<bhttp::response<bhttp::string_body>>(static_cast<bhttp::status>(refusal.status), 11);
      res->set(bhttp::field::content_type, refusal.content_type);
      res->body() = refusal.body;
      res->prepare_payload();
      res->keep_alive(false);
      bhttp::async_write(ws_.next_layer(), *res, [self = shared_from_this(), res](beast::error_code, size_t) {
        beast::error_code ec;
        self->ws_.next_layer().socket().shutdown(asio::ip::tcp::socket::shutdown_both, ec);
      });
      return;
    }
    beast::get_lowest_layer(ws_).expires_never();
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.async_accept(req, [self = shared_from_this()](beast::error_code ec) {
      if (ec) return self->Closed();
      self->open_ = true;
      self->handler_->OnOpen();
      self->Read();
    });
  }

  void Send(std::string text) override {
    queued_ += text.size();
    asio::post(ws_.get_executor(), [self = shared_from_this(), t = std::move(text)]() mutable {
      if (!self->open_) {
        self->queued_ -= t.size();
        return;
      }
      if (self->queued_ > kMaxWsQueuedBytes) {
        spdlog::warn("websocket client too slow ({} bytes queued), disconnecting", self->queued_.load());
        self->queued_ -= t.size();
        return self->Close();
      }
      self->writes_.push_back(std::move(t));
      if (self->writes_.size() == 1) self->Write();
    });
  }

  void Close() override {
    asio::post(ws_.get_executor(), [self = shared_from_this()] {
      if (!self->open_) return;
      self->open_ = false;
      self->ws_.async_close(websocket::close_code::normal, [self](beast::error_code) { self->Closed(); });
    });
  }

  size_t QueuedBytes() const override { return queued_.load(); }

 private:
  void Read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, size_t) {
      if (ec) return self->Closed();
      std::string text = beast::buffers_to_string(self->buffer_.data());
      self->buffer_.consume(self->buffer_.size());
      if (self->handler_) self->handler_->OnMessage(text);
      self->Read();
    });
  }

  void Write() {
    ws_.text(true);
    ws_.async_write(asio::buffer(writes_.front()), [self = shared_from_this()](beast::error_code ec, size_t) {
      self->queued_ -= self->writes_.front().size();
      self->writes_.pop_front();
      if (ec || !self->open_) return self->Closed();
      if (!self->writes_.empty()) self->Write();
    });
  }

  void Closed() {
    open_ = false;
    // Keep writes_.front() while a write may still be using it; drop the rest.
    while (writes_.size() > 1) {
      queued_ -= writes_.back().size();
      writes_.pop_back();
    }
    if (handler_) {
      handler_->OnClose();
      handler_.reset();  // it holds our link: break the cycle
    }
  }

  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
  std::deque<std::string> writes_;
  std::atomic<size_t> queued_{0};
  std::unique_ptr<WsSessionHandler> handler_;
  bool open_ = false;
  ConnectionBudget::Slot slot_;  // the connection's place under http.max_connections
};

class Session : public std::enable_shared_from_this<Session> {
 public:
  Session(tcp::socket socket, ConnectionBudget::Slot slot, const HttpServerOptions& options, const HttpHandler& handler,
          const HandlerRunner& runner, const std::string& ws_path, const WsAcceptor& ws_acceptor)
      : stream_(std::move(socket)),
        slot_(std::move(slot)),
        options_(options),
        handler_(handler),
        runner_(runner),
        ws_path_(ws_path),
        ws_acceptor_(ws_acceptor) {}

  void Run() { asio::dispatch(stream_.get_executor(), beast::bind_front_handler(&Session::Read, shared_from_this())); }

  void Close() {
    asio::post(stream_.get_executor(), [self = shared_from_this()] {
      beast::error_code ec;
      self->stream_.socket().shutdown(tcp::socket::shutdown_both, ec);
      self->stream_.close();
    });
  }

 private:
  void Read() {
    parser_.emplace();
    parser_->body_limit(options_.body_limit_bytes);
    parser_->header_limit(32 * 1024);
    stream_.expires_after(std::chrono::seconds(first_ ? options_.header_timeout_s : options_.keepalive_timeout_s));
    bhttp::async_read(stream_, buffer_, *parser_, beast::bind_front_handler(&Session::OnRead, shared_from_this()));
  }

  void OnRead(beast::error_code ec, size_t) {
    first_ = false;
    if (ec == bhttp::error::end_of_stream || ec == beast::error::timeout || ec == asio::error::operation_aborted)
      return Shutdown();
    if (ec == bhttp::error::body_limit) return SendRaw(413, kTooLargeBody, false);
    if (ec) {
      if (ec.category() == bhttp::make_error_code(bhttp::error::bad_method).category())
        return SendRaw(400, kBadRequestBody, false);
      return Shutdown();
    }
    auto& req = parser_->get();
    HttpRequest in;
    in.method = std::string(req.method_string());
    in.target = std::string(req.target());
    in.path = DecodePath(in.target, &in.query);
    for (const auto& field : req) in.headers.emplace_back(std::string(field.name_string()), std::string(field.value()));
    in.body = std::move(req.body());
    beast::error_code ep_ec;
    auto ep = stream_.socket().remote_endpoint(ep_ec);
    if (!ep_ec)
      in.remote_ip = ClientAddress(ep.address().to_string(), in.Header("X-Forwarded-For"), options_.trusted_proxies);

    if (ws_acceptor_ && in.path == ws_path_ && websocket::is_upgrade(req)) {
      std::make_shared<WsSession>(std::move(stream_), std::move(slot_))->Run(parser_->release(), in, ws_acceptor_);
      return;
    }

    bool keep_alive = req.keep_alive();
    bool head = req.method() == bhttp::verb::head;
    unsigned version = req.version();
    if (!runner_) return Send(Respond(in), keep_alive, head, version);
    // Off the I/O thread: the handler and the gzip run on the runner's thread, the write on ours.
    auto request = std::make_shared<HttpRequest>(std::move(in));
    bool taken = runner_(*request, [self = shared_from_this(), request, keep_alive, head, version] {
      HttpResponse out = self->Respond(*request);
      asio::post(self->stream_.get_executor(), [self, out = std::move(out), keep_alive, head, version]() mutable {
        self->Send(std::move(out), keep_alive, head, version);
      });
    });
    if (!taken) SendRaw(503, kBusyBody, false);
  }

  // The handler's reply to `in`, gzipped when the client accepts it.
  HttpResponse Respond(const HttpRequest& in) {
    HttpResponse out;
    try {
      out = handler_(in);
    } catch (const std::exception& e) {  // last line of defence: a handler bug must not kill the server
      spdlog::error("handler threw on {} {}: {}", in.method, in.path, e.what());
      out = HttpResponse{500, "application/json;charset=UTF-8", {}, kInternalBody};
    }
    if (out.compressible && out.body.size() >= options_.gzip_min_bytes && AcceptsGzip(in.Header("Accept-Encoding"))) {
      std::string gz = Gzip(out.body);
      if (!gz.empty()) {
        out.body = std::move(gz);
        out.SetHeader("Content-Encoding", "gzip");
        out.SetHeader("Vary", "Accept-Encoding");
      }
    }
    return out;
  }

  void Send(HttpResponse out, bool keep_alive, bool head, unsigned version) {
    if (!out.body_file.empty()) return SendFile(std::move(out), keep_alive, head, version);
    auto res = std::make_shared<bhttp::response<bhttp::string_body>>(static_cast<bhttp::status>(out.status), version);
    Headers(*res, out, keep_alive);
    size_t length = out.body.size();
    if (!head) res->body() = std::move(out.body);
    if (out.status != 304) res->content_length(length);  // a 304 has no body and names none
    stream_.expires_after(kWriteTimeout);
    bhttp::async_write(stream_, *res, [self = shared_from_this(), res, keep_alive](beast::error_code ec, size_t) {
      if (ec || !keep_alive) return self->Shutdown();
      self->Read();
    });
  }

  // A file body: Beast reads it in pieces as the socket takes them. The write may take longer than
  // other replies: a minute plus a second per 256 kB.
  void SendFile(HttpResponse out, bool keep_alive, bool head, unsigned version) {
    beast::error_code ec;
    bhttp::file_body::value_type file;
    file.open(out.body_file.c_str(), beast::file_mode::scan, ec);
    if (ec) return SendRaw(404, kNoFileBody, keep_alive);
    const uint64_t size = file.size();
    if (head) {  // the headers only: the string path with the file's length
      out.body_file.clear();
      auto res = std::make_shared<bhttp::response<bhttp::empty_body>>(static_cast<bhttp::status>(out.status), version);
      Headers(*res, out, keep_alive);
      res->content_length(size);
      stream_.expires_after(kWriteTimeout);
      bhttp::async_write(stream_, *res, [self = shared_from_this(), res, keep_alive](beast::error_code ec, size_t) {
        if (ec || !keep_alive) return self->Shutdown();
        self->Read();
      });
      return;
    }
    auto res = std::make_shared<bhttp::response<bhttp::file_body>>(static_cast<bhttp::status>(out.status), version);
    Headers(*res, out, keep_alive);
    res->body() = std::move(file);
    res->content_length(size);
    stream_.expires_after(kWriteTimeout + std::chrono::seconds(size / (256 * 1024)));
    bhttp::async_write(stream_, *res, [self = shared_from_this(), res, keep_alive](beast::error_code ec, size_t) {
      if (ec || !keep_alive) return self->Shutdown();
      self->Read();
    });
  }
  template <class Response>
  static void Headers(Response& res, const HttpResponse& out, bool keep_alive) {
    res.set(bhttp::field::server, "chelian");
    res.set(bhttp::field::content_type, out.content_type);
    for (auto& [k, v] : out.headers) res.set(k, v);
    res.keep_alive(keep_alive);
  }

  void SendRaw(int status, const char* body, bool keep_alive) {
    HttpResponse out;
    out.status = status;
    out.body = body;
    Send(std::move(out), keep_alive, false, 11);
  }

  void Shutdown() {
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
  }

  beast::tcp_stream stream_;
  ConnectionBudget::Slot slot_;  // the connection's place under http.max_connections
  beast::flat_buffer buffer_;
  std::optional<bhttp::request_parser<bhttp::string_body>> parser_;
  const HttpServerOptions& options_;
  const HttpHandler& handler_;
  const HandlerRunner& runner_;
  const std::string& ws_path_;
  const WsAcceptor& ws_acceptor_;
  bool first_ = true;
};

}  // namespace

struct HttpServer::Impl {
  HttpServerOptions options;
  HttpHandler handler;
  HandlerRunner runner;
  std::string ws_path;
  WsAcceptor ws_acceptor;
  asio::io_context ioc;
  tcp::acceptor acceptor{ioc};
  asio::steady_timer retry{ioc};
  std::shared_ptr<ConnectionBudget> budget;
  ReserveDescriptor reserve;
  LogThrottle accept_log{std::chrono::seconds(10)};
  std::chrono::milliseconds backoff{0};
  std::vector<std::thread> threads;
  std::atomic<bool> stopped{false};
  int port = 0;

  void Accept() {
    if (stopped) return;
    auto slot = budget->TryTake();
    if (!slot) return Later(std::chrono::milliseconds(50));  // at the cap: wait for a connection to end
    acceptor.async_accept(asio::make_strand(ioc), [this, slot = std::move(slot)](beast::error_code ec,
                                                                                 tcp::socket socket) mutable {
      if (ec) {
        if (ec == asio::error::operation_aborted || stopped) return;
        if (IsResourceExhaustion(ec.value())) reserve.ShedOnePending(acceptor.native_handle());
        if (long long held = accept_log.Admit(); held >= 0)
          spdlog::warn("http: accept failed: {} ({} more failures since the last report); retrying", ec.message(),
                       held);
        // Out of descriptors or memory: back off (50 ms, doubling up to 1 s) instead of spinning.
        backoff = std::min<std::chrono::milliseconds>(
            std::chrono::seconds(1), std::max<std::chrono::milliseconds>(std::chrono::milliseconds(50), backoff * 2));
        return Later(backoff);
      }
      backoff = std::chrono::milliseconds(0);
      std::make_shared<Session>(std::move(socket), std::move(slot), options, handler, runner, ws_path, ws_acceptor)
          ->Run();
      Accept();
    });
  }

  void Later(std::chrono::milliseconds delay) {
    retry.expires_after(delay);
    retry.async_wait([this](beast::error_code ec) {
      if (!ec) Accept();
    });
  }
};

HttpServer::HttpServer(HttpServerOptions options, HttpHandler handler) : impl_(std::make_unique<Impl>()) {
  impl_->options = std::move(options);
  impl_->handler = std::move(handler);
}

HttpServer::~HttpServer() { Stop(); }

void HttpServer::SetWebSocket(std::string path, WsAcceptor acceptor) {
  impl_->ws_path = std::move(path);
  impl_->ws_acceptor = std::move(acceptor);
}

void HttpServer::SetHandlerRunner(HandlerRunner runner) { impl_->runner = std::move(runner); }

Status HttpServer::Start() {
  beast::error_code ec;
  auto address = asio::ip::make_address(impl_->options.host, ec);
  if (ec) return InvalidArgument("bad http.host: " + impl_->options.host);
  tcp::endpoint endpoint(address, static_cast<unsigned short>(impl_->options.port));
  impl_->acceptor.open(endpoint.protocol(), ec);
  if (!ec) impl_->acceptor.set_option(asio::socket_base::reuse_address(true), ec);
  if (!ec) impl_->acceptor.bind(endpoint, ec);
  if (!ec) impl_->acceptor.listen(asio::socket_base::max_listen_connections, ec);
  if (ec)
    return Unavailable("cannot listen on " + impl_->options.host + ":" + std::to_string(impl_->options.port) + ": " +
                       ec.message());
  impl_->port = impl_->acceptor.local_endpoint().port();
  size_t cap =
      impl_->options.max_connections ? impl_->options.max_connections : DefaultHttpConnections(DescriptorLimit());
  impl_->budget = std::make_shared<ConnectionBudget>(cap);
  impl_->Accept();
  int n = std::max(1, impl_->options.threads);
  for (int i = 0; i < n; ++i) impl_->threads.emplace_back([this] { impl_->ioc.run(); });
  return Status::Ok();
}

int HttpServer::port() const { return impl_->port; }

void HttpServer::Stop() {
  if (!impl_ || impl_->stopped.exchange(true)) return;
  asio::post(impl_->ioc, [this] {
    beast::error_code ec;
    impl_->acceptor.close(ec);
    impl_->retry.cancel();
  });
  // Give in-flight requests a moment to finish, then stop the loop.
  impl_->ioc.stop();
  for (auto& t : impl_->threads)
    if (t.joinable()) t.join();
}

}  // namespace chelian::net
