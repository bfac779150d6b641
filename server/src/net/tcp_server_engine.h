// The two implementations behind TcpServer: io_uring (net/tcp_server_uring.cc, the default) and
// Asio (net/tcp_server_asio.cc, where the kernel refuses io_uring). Internal to net/.
#pragma once

#include <memory>

#include "net/tcp_server.h"

namespace chelian::net {

class TcpServerEngine {
 public:
  virtual ~TcpServerEngine() = default;
  virtual Status Start() = 0;
  virtual int port() const = 0;
  virtual size_t connection_count() const = 0;
  virtual void Stop() = 0;
};

std::unique_ptr<TcpServerEngine> NewAsioTcpServer(const TcpServerOptions& options, TcpHandlerFactory factory);
std::unique_ptr<TcpServerEngine> NewUringTcpServer(const TcpServerOptions& options, TcpHandlerFactory factory);

// A listening socket on options.host:port (port 0: a free one); sets `port`.
Result<int> OpenListener(const TcpServerOptions& options, int& port);

}  // namespace chelian::net
