// The devices connected right now and a way to send each a command from any thread (the API's
// command tracker). A connection attaches its channel once its device is resolved and detaches it
// when it closes; a newer connection of the same device replaces the older one. Thread-safe.
#pragma once

#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>

#include "domain/device_command.h"

namespace chelian::gateway {

// The sending side of one device connection. Thread-safe. Send frames the command with the
// connection's protocol session (its serial and header layout) and queues it on the socket's
// bounded write queue; nullopt when the connection is closed or cannot carry the command.
class DeviceChannel {
 public:
  virtual ~DeviceChannel() = default;
  virtual std::optional<EncodedCommand> Send(const DeviceCommand& command, uint32_t tag) = 0;
};

class DeviceChannels {
 public:
  // Returns true when `channel` is new for the device (it came online or reconnected).
  bool Attach(long long device_id, std::shared_ptr<DeviceChannel> channel);
  // Detaches only when `channel` is still the device's current one; true when it was.
  bool Detach(long long device_id, const DeviceChannel* channel);
  std::shared_ptr<DeviceChannel> Find(long long device_id) const;
  size_t size() const;

 private:
  mutable std::mutex mu_;
  std::unordered_map<long long, std::shared_ptr<DeviceChannel>> channels_;  // GUARDED_BY(mu_)
};

}  // namespace chelian::gateway
