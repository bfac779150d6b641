// One device's TCP connection: feeds bytes to the protocol session, resolves the device, hands
// each decoded message to the pipeline and sends the protocol's replies — at once
// (gateway.ack = received) or after the message's positions, alarms and media are committed
// (committed; messages without such data are answered at once).
// Back-pressure: with too many messages in flight the connection stops reading. Frames whose check
// code does not verify are answered as errors and dropped; sign-ins are limited per source address;
// JT/T 808 terminals authenticate (gateway.jt808_auth, docs/pipeline.md § Device authentication).
// Once its device is resolved (and, under require, authenticated) the connection attaches a channel
// (DeviceChannels) through which commands reach it, and forwards the device's answers to commands
// to the command tracker while it holds that channel.
#pragma once

#include <atomic>
#include <memory>
#include <string>

#include "core/log_throttle.h"
#include "core/metrics.h"
#include "gateway/command_tracker.h"
#include "gateway/device_auth.h"
#include "gateway/device_channels.h"
#include "gateway/login_limiter.h"
#include "net/tcp_server.h"
#include "pipeline/pipeline.h"
#include "protocol/registry.h"
#include "store/device_directory.h"

namespace chelian::gateway {

enum class AckMode { kReceived, kCommitted };

// JT/T 808 terminal authentication (gateway.jt808_auth, docs/pipeline.md § Device authentication).
enum class AuthMode {
  kOff,      // no checks: registration answers the decoder's code, every 0x0102 succeeds
  kWarn,     // codes issued and checked, nothing refused; unauthenticated connections counted and logged
  kRequire,  // reports, commands and answers only after a successful 0x0102 on the connection
};

struct GatewayContext {
  store::DeviceDirectory& directory;
  pipeline::Pipeline& pipeline;
  NowFn now;
  AckMode ack = AckMode::kCommitted;
  int max_inflight_per_connection = 32;
  bool store = true;  // false: decode and acknowledge only (gateway benchmark)
  AuthMode auth = AuthMode::kOff;
  std::atomic<long long> frames{0}, errors{0}, unknown{0};
  // Identity (docs/pipeline.md § Device authentication): frames dropped for their check code;
  // connections that reported without authenticating (warn and require) and reports refused for it
  // (require); failed 0x0102; sign-ins over gateway.logins_per_minute_per_address; command
  // channels taken over by, or refused to, an unauthenticated connection; command answers ignored
  // because their connection does not hold the device's channel.
  std::atomic<long long> bad_check{0}, unauthenticated{0}, refused{0}, auth_failures{0}, logins_limited{0};
  std::atomic<long long> channel_takeovers{0}, channel_refusals{0}, answers_ignored{0};
  // Connections not read now because max_inflight of their messages wait for storage. Shared: the
  // pipeline's callbacks that resume a connection may run after the context is gone.
  std::shared_ptr<std::atomic<long long>> paused = std::make_shared<std::atomic<long long>>(0);
  // Commands (both null: connections carry no commands, e.g. the gateway benchmark).
  DeviceChannels* channels = nullptr;
  CommandTracker* commands = nullptr;
  int utc_offset_minutes = 480;  // for the times in command answers
  // Identity (null: none). `device_auth` is needed unless auth is kOff; `logins` limits sign-ins.
  DeviceAuth* device_auth = nullptr;
  LoginLimiter* logins = nullptr;
  KeyedLogThrottle notices;  // warnings about one terminal or address: one line per few minutes
  // Metrics (docs/metrics.md): fixes received from known devices, and the time from a message
  // carrying data to its acknowledgement (after the commit under gateway.ack = committed; shared
  // like `paused`, for the callbacks).
  metrics::Counter positions_received;
  std::shared_ptr<metrics::Histogram> ack_latency = std::make_shared<metrics::Histogram>();
};

std::unique_ptr<net::TcpSessionHandler> NewDeviceConnection(const ProtocolInfo& protocol, GatewayContext& context,
                                                            std::shared_ptr<net::TcpLink> link);

}  // namespace chelian::gateway
