// One device's TCP connection: feeds bytes to the protocol session, resolves the device, hands
// each decoded message to the pipeline and sends the protocol's replies — at once
// (gateway.ack = received) or after the message's positions, alarms and media are committed
// (committed; messages without such data are answered at once).
// Back-pressure: with too many messages in flight the connection stops reading. Once its device is
// resolved the connection attaches a channel (DeviceChannels) through which commands reach it, and
// forwards the device's answers to commands to the command tracker.
#pragma once

#include <atomic>
#include <memory>
#include <string>

#include "gateway/command_tracker.h"
#include "gateway/device_channels.h"
#include "net/tcp_server.h"
#include "pipeline/pipeline.h"
#include "protocol/registry.h"
#include "store/device_directory.h"

namespace chelian::gateway {

enum class AckMode { kReceived, kCommitted };

struct GatewayContext {
  store::DeviceDirectory& directory;
  pipeline::Pipeline& pipeline;
  NowFn now;
  AckMode ack = AckMode::kCommitted;
  int max_inflight_per_connection = 32;
  bool store = true;  // false: decode and acknowledge only (gateway benchmark)
  std::atomic<long long> frames{0}, errors{0}, unknown{0};
  // Connections not read now because max_inflight of their messages wait for storage. Shared: the
  // pipeline's callbacks that resume a connection may run after the context is gone.
  std::shared_ptr<std::atomic<long long>> paused = std::make_shared<std::atomic<long long>>(0);
  // Commands (both null: connections carry no commands, e.g. the gateway benchmark).
  DeviceChannels* channels = nullptr;
  CommandTracker* commands = nullptr;
  int utc_offset_minutes = 480;  // for the times in command answers
};

std::unique_ptr<net::TcpSessionHandler> NewDeviceConnection(const ProtocolInfo& protocol, GatewayContext& context,
                                                            std::shared_ptr<net::TcpLink> link);

}  // namespace chelian::gateway
