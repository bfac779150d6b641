// The HTTP/1.1 server (Boost.Beast behind this plain interface): keep-alive, a body-size limit,
// read timeouts, gzip of compressible replies when the client accepts it, WebSocket upgrades, a cap
// on connections, and handlers run off the I/O threads when a runner is given.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/status.h"
#include "net/http_types.h"
#include "net/websocket.h"

namespace chelian::net {

struct HttpServerOptions {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0 picks a free port; see HttpServer::port()
  int threads = 2;
  size_t body_limit_bytes = 10 * 1024 * 1024;
  int header_timeout_s = 30;
  int keepalive_timeout_s = 75;
  size_t gzip_min_bytes = 1024;
  // Connections held at once (WebSockets included); at the cap the server stops accepting until
  // one ends. 0: a tenth of the descriptor limit (net/descriptors.h).
  size_t max_connections = 0;
  // Reverse proxies whose X-Forwarded-For names the client (HttpRequest::remote_ip).
  std::vector<std::string> trusted_proxies;
};

// Called for every complete request; must be thread-safe. Without a runner it runs on an I/O
// thread (and must not block); with one, where the runner puts it.
using HttpHandler = std::function<HttpResponse(const HttpRequest&)>;

// Takes `job` (which calls the handler for `req` and sends its reply) to a thread of its choice;
// false when it cannot take it now: the client gets 503 with a busy envelope. Thread-safe.
using HandlerRunner = std::function<bool(const HttpRequest& req, std::function<void()> job)>;

class HttpServer {
 public:
  HttpServer(HttpServerOptions options, HttpHandler handler);
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  // Upgrade requests for `path` become WebSocket sessions through `acceptor`. REQUIRES: before Start.
  void SetWebSocket(std::string path, WsAcceptor acceptor);
  // Handlers run through `runner` instead of on the I/O threads. REQUIRES: before Start.
  void SetHandlerRunner(HandlerRunner runner);

  // Binds and starts the I/O threads. Errors: Unavailable when the address cannot be bound.
  Status Start();
  // The bound port (after Start).
  int port() const;
  // Stops accepting, closes connections and joins the threads. Idempotent.
  void Stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace chelian::net
