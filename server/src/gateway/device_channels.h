// The devices connected right now and a way to send each a command from any thread (the API's
// command tracker). A connection attaches its channel once its device is resolved and detaches it
// when it closes. Who may take a device's channel from another connection depends on whether each
// authenticated (docs/pipeline.md § Device authentication): an authenticated connection replaces
// any holder (the device reconnected); an unauthenticated one replaces only an unauthenticated
// holder (counted and logged by the gateway) and never an authenticated one. Thread-safe.
#pragma once

#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <vector>

#include "domain/device_command.h"

namespace chelian::gateway {

// The sending side of one device connection. Thread-safe. Send frames the command with the
// connection's protocol session (its serial and header layout) and queues it on the socket's
// bounded write queue; nullopt when the connection is closed or cannot carry the command.
class DeviceChannel {
 public:
  virtual ~DeviceChannel() = default;
  virtual std::optional<EncodedCommand> Send(const DeviceCommand& command, uint32_t tag) = 0;
  // Closes the connection (after what is queued on it).
  virtual void Close() = 0;
};

class DeviceChannels {
 public:
  enum class Attached {
    kSame,       // `channel` held the device already (now authenticated if `authenticated`)
    kNew,        // nobody held the device: it came online
    kReplaced,   // an authenticated connection replaced the holder (the device reconnected)
    kTakenOver,  // an unauthenticated connection replaced an unauthenticated holder
    kRefused,    // an unauthenticated connection may not replace an authenticated holder
  };
  // True for the outcomes that give the device a new channel (the tracker sends what waits).
  static bool Changed(Attached a) {
    return a == Attached::kNew || a == Attached::kReplaced || a == Attached::kTakenOver;
  }

  Attached Attach(long long device_id, std::shared_ptr<DeviceChannel> channel, bool authenticated);
  // Detaches only when `channel` is still the device's current one; true when it was.
  bool Detach(long long device_id, const DeviceChannel* channel);
  std::shared_ptr<DeviceChannel> Find(long long device_id) const;
  // True when `channel` is the device's current channel (whose answers to commands count).
  bool Holds(long long device_id, const DeviceChannel* channel) const;
  size_t size() const;
  // The devices connected here right now.
  std::vector<long long> DeviceIds() const;
  // Detaches the device's channel and closes its connection: after an administrator reset the
  // terminal's authentication, the connection that proved the old code proves nothing any more.
  // False when nobody held the device.
  bool Drop(long long device_id);

 private:
  struct Holder {
    std::shared_ptr<DeviceChannel> channel;
    bool authenticated = false;
  };
  mutable std::mutex mu_;
  std::unordered_map<long long, Holder> channels_;  // GUARDED_BY(mu_)
};

}  // namespace chelian::gateway
