// TcpServer: picks its engine (io_uring unless refused by the kernel, else Asio) and opens
// listening sockets for the io_uring engine.
#include "net/tcp_server.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <spdlog/spdlog.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "net/tcp_server_engine.h"
#include "net/uring_loop.h"

namespace chelian::net {

TcpServer::TcpServer(TcpServerOptions options, TcpHandlerFactory factory)
    : options_(std::move(options)), factory_(std::move(factory)), engine_(options_.engine) {}

TcpServer::~TcpServer() { Stop(); }

Status TcpServer::Start() {
  if (engine_ == TcpEngine::kUring && !UringLoop::Available()) {
    spdlog::warn("{}: io_uring is not available here, using epoll (Asio)", options_.name);
    engine_ = TcpEngine::kAsio;
  }
  impl_ = engine_ == TcpEngine::kUring ? NewUringTcpServer(options_, factory_) : NewAsioTcpServer(options_, factory_);
  return impl_->Start();
}

int TcpServer::port() const { return impl_ ? impl_->port() : 0; }
size_t TcpServer::connection_count() const { return impl_ ? impl_->connection_count() : 0; }

void TcpServer::Stop() {
  if (impl_) impl_->Stop();
}

Result<int> OpenListener(const TcpServerOptions& options, int& port) {
  sockaddr_in6 a6{};
  sockaddr_in a4{};
  bool v6 = options.host.find(':') != std::string::npos;
  if (v6) {
    a6.sin6_family = AF_INET6;
    a6.sin6_port = htons(static_cast<uint16_t>(options.port));
    if (::inet_pton(AF_INET6, options.host.c_str(), &a6.sin6_addr) != 1)
      return InvalidArgument("bad listen address: " + options.host);
  } else {
    a4.sin_family = AF_INET;
    a4.sin_port = htons(static_cast<uint16_t>(options.port));
    if (::inet_pton(AF_INET, options.host.c_str(), &a4.sin_addr) != 1)
      return InvalidArgument("bad listen address: " + options.host);
  }
  int fd = ::socket(v6 ? AF_INET6 : AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return Unavailable(options.name + ": socket: " + std::strerror(errno));
  int one = 1;
  ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  auto* address = v6 ? reinterpret_cast<sockaddr*>(&a6) : reinterpret_cast<sockaddr*>(&a4);
  socklen_t length = v6 ? sizeof a6 : sizeof a4;
  if (::bind(fd, address, length) != 0 || ::listen(fd, SOMAXCONN) != 0) {
    std::string why = std::strerror(errno);
    ::close(fd);
    return Unavailable(options.name + ": cannot listen on " + options.host + ":" + std::to_string(options.port) + ": " +
                       why);
  }
  ::getsockname(fd, address, &length);
  port = ntohs(v6 ? a6.sin6_port : a4.sin_port);
  return fd;
}

}  // namespace chelian::net
