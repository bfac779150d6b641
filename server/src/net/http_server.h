// The HTTP/1.1 server (Boost.Beast behind this plain interface): keep-alive, a body-size limit,
// read timeouts, gzip of compressible replies when the client accepts it, and WebSocket upgrades.
#pragma once

#include <functional>
#include <memory>
#include <string>

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
};

// Called on an I/O thread for every complete request; must be thread-safe and must not block for
// long (it runs on the thread that serves other connections too).
using HttpHandler = std::function<HttpResponse(const HttpRequest&)>;

class HttpServer {
 public:
  HttpServer(HttpServerOptions options, HttpHandler handler);
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  // Upgrade requests for `path` become WebSocket sessions through `acceptor`. REQUIRES: before Start.
  void SetWebSocket(std::string path, WsAcceptor acceptor);

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
