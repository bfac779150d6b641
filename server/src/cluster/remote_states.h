// The latest state of devices connected to other nodes, learnt from their live updates: what the
// monitor's lists read for a vehicle this node's pipeline has not seen lately. Thread-safe; one
// entry per device that reported elsewhere since the start (bounded by the fleet).
#pragma once

#include <mutex>
#include <optional>
#include <unordered_map>

#include "pipeline/device_state.h"

namespace chelian::cluster {

class RemoteStates {
 public:
  // Keeps `state` unless the device's kept state was received later.
  void Update(long long device_id, pipeline::DeviceState state);
  std::optional<pipeline::DeviceState> Get(long long device_id) const;
  size_t size() const;

 private:
  mutable std::mutex mu_;
  std::unordered_map<long long, pipeline::DeviceState> states_;  // GUARDED_BY(mu_)
};

// The fresher of this node's own state of a device and another node's (by receive time).
std::optional<pipeline::DeviceState> Fresher(std::optional<pipeline::DeviceState> local,
                                             std::optional<pipeline::DeviceState> remote);

}  // namespace chelian::cluster
