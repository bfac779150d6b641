// Implementation of the device gateway.
#include "gateway/gateway.h"

#include <spdlog/spdlog.h>

namespace chelian::gateway {

Gateway::Gateway(GatewayOptions options, GatewayContext& context) : options_(std::move(options)), context_(context) {}

Gateway::~Gateway() { Stop(); }

Status Gateway::Start() {
  size_t cap =
      options_.max_connections ? options_.max_connections : net::DefaultDeviceConnections(net::DescriptorLimit());
  budget_ = std::make_shared<net::ConnectionBudget>(cap);
  for (const ProtocolInfo& protocol : Protocols()) {
    auto it = options_.ports.find(std::string(protocol.name));
    if (it == options_.ports.end() || it->second < 0) continue;
    net::TcpServerOptions o;
    o.name = std::string(protocol.name);
    o.host = options_.host;
    o.port = it->second;
    o.threads = options_.threads;
    o.engine = options_.engine;
    o.idle_timeout_s = options_.idle_timeout_s;
    o.batch_wait_us = options_.batch_wait_us;
    o.budget = budget_;
    const ProtocolInfo* p = &protocol;
    auto server = std::make_unique<net::TcpServer>(o, [this, p](std::shared_ptr<net::TcpLink> link) {
      return NewDeviceConnection(*p, context_, std::move(link));
    });
    if (Status s = server->Start(); !s.ok()) return s;
    spdlog::info("{} gateway listening on {}:{} ({})", protocol.name, options_.host, server->port(),
                 server->engine() == net::TcpEngine::kUring ? "io_uring" : "epoll");
    servers_[std::string(protocol.name)] = std::move(server);
  }
  return Status::Ok();
}

int Gateway::port(const std::string& protocol) const {
  auto it = servers_.find(protocol);
  return it == servers_.end() ? 0 : it->second->port();
}

size_t Gateway::connection_count() const {
  size_t n = 0;
  for (const auto& [name, s] : servers_) n += s->connection_count();
  return n;
}

size_t Gateway::connection_count(const std::string& protocol) const {
  auto it = servers_.find(protocol);
  return it == servers_.end() ? 0 : it->second->connection_count();
}

void Gateway::Stop() {
  for (auto& [name, s] : servers_) s->Stop();
}

}  // namespace chelian::gateway
