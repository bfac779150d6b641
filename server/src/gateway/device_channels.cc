// Implementation of the connected-device registry.
#include "gateway/device_channels.h"

namespace chelian::gateway {

bool DeviceChannels::Attach(long long device_id, std::shared_ptr<DeviceChannel> channel) {
  std::lock_guard lock(mu_);
  auto [it, added] = channels_.try_emplace(device_id, channel);
  if (!added) {
    if (it->second == channel) return false;
    it->second = std::move(channel);  // a newer connection replaces the older one
  }
  return true;
}

bool DeviceChannels::Detach(long long device_id, const DeviceChannel* channel) {
  std::lock_guard lock(mu_);
  auto it = channels_.find(device_id);
  if (it == channels_.end() || it->second.get() != channel) return false;
  channels_.erase(it);
  return true;
}

std::shared_ptr<DeviceChannel> DeviceChannels::Find(long long device_id) const {
  std::lock_guard lock(mu_);
  auto it = channels_.find(device_id);
  return it == channels_.end() ? nullptr : it->second;
}

size_t DeviceChannels::size() const {
  std::lock_guard lock(mu_);
  return channels_.size();
}

}  // namespace chelian::gateway
