// Implementation of the remote devices' latest states.
#include "cluster/remote_states.h"

namespace chelian::cluster {

void RemoteStates::Update(long long device_id, pipeline::DeviceState state) {
  std::lock_guard lock(mu_);
  auto [it, added] = states_.try_emplace(device_id, state);
  if (added || it->second.recv_time_ms > state.recv_time_ms) return;
  // The motion's start is not carried: it is kept while the motion stays the same.
  state.motion_since_ms = state.motion == it->second.motion ? it->second.motion_since_ms : state.fix_time_ms;
  it->second = std::move(state);
}

std::optional<pipeline::DeviceState> RemoteStates::Get(long long device_id) const {
  std::lock_guard lock(mu_);
  auto it = states_.find(device_id);
  if (it == states_.end()) return std::nullopt;
  return it->second;
}

size_t RemoteStates::size() const {
  std::lock_guard lock(mu_);
  return states_.size();
}

std::optional<pipeline::DeviceState> Fresher(std::optional<pipeline::DeviceState> local,
                                             std::optional<pipeline::DeviceState> remote) {
  if (!remote) return local;
  if (!local || !local->has_fix || remote->recv_time_ms > local->recv_time_ms) return remote;
  return local;
}

}  // namespace chelian::cluster
