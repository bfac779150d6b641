// The device gateway: one TCP listener per protocol of the registry on its configured port,
// each connection handled by a DeviceConnection.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/status.h"
#include "gateway/device_connection.h"
#include "net/tcp_server.h"

namespace chelian::gateway {

struct GatewayOptions {
  std::string host = "0.0.0.0";
  std::map<std::string, int> ports;  // protocol name → port; 0 picks a free port; absent: off
  int threads = 1;
  int idle_timeout_s = 600;
  net::TcpEngine engine = net::TcpEngine::kUring;
  int batch_wait_us = 1000;  // io_uring: how long a busy turn gathers socket events
  // Device connections over all protocols (0: net::DefaultDeviceConnections of the descriptor limit).
  size_t max_connections = 0;
};

class Gateway {
 public:
  Gateway(GatewayOptions options, GatewayContext& context);
  ~Gateway();

  Status Start();
  // The bound port of `protocol` (0 when it does not listen).
  int port(const std::string& protocol) const;
  size_t connection_count() const;
  // Open connections of `protocol` (0 when it does not listen).
  size_t connection_count(const std::string& protocol) const;
  // Connections closed at once because max_connections were held.
  long long refused_count() const { return budget_ ? budget_->refused() : 0; }
  // Stops accepting and closes every device connection. Idempotent.
  void Stop();

 private:
  GatewayOptions options_;
  GatewayContext& context_;
  std::shared_ptr<net::ConnectionBudget> budget_;  // shared by every protocol's listener
  std::map<std::string, std::unique_ptr<net::TcpServer>> servers_;
};

}  // namespace chelian::gateway
