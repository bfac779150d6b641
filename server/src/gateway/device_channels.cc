// Implementation of the connected-device registry.
#include "gateway/device_channels.h"

namespace chelian::gateway {

DeviceChannels::Attached DeviceChannels::Attach(long long device_id, std::shared_ptr<DeviceChannel> channel,
                                                bool authenticated) {
  std::lock_guard lock(mu_);
  auto [it, added] = channels_.try_emplace(device_id, Holder{channel, authenticated});
  if (added) return Attached::kNew;
  Holder& h = it->second;
  if (h.channel == channel) {
    h.authenticated = h.authenticated || authenticated;
    return Attached::kSame;
  }
  if (!authenticated && h.authenticated) return Attached::kRefused;
  Attached outcome = authenticated ? Attached::kReplaced : Attached::kTakenOver;
  h = Holder{std::move(channel), authenticated};
  return outcome;
}

bool DeviceChannels::Detach(long long device_id, const DeviceChannel* channel) {
  std::lock_guard lock(mu_);
  auto it = channels_.find(device_id);
  if (it == channels_.end() || it->second.channel.get() != channel) return false;
  channels_.erase(it);
  return true;
}

std::shared_ptr<DeviceChannel> DeviceChannels::Find(long long device_id) const {
  std::lock_guard lock(mu_);
  auto it = channels_.find(device_id);
  return it == channels_.end() ? nullptr : it->second.channel;
}

bool DeviceChannels::Holds(long long device_id, const DeviceChannel* channel) const {
  std::lock_guard lock(mu_);
  auto it = channels_.find(device_id);
  return it != channels_.end() && it->second.channel.get() == channel;
}

size_t DeviceChannels::size() const {
  std::lock_guard lock(mu_);
  return channels_.size();
}

std::vector<long long> DeviceChannels::DeviceIds() const {
  std::lock_guard lock(mu_);
  std::vector<long long> ids;
  ids.reserve(channels_.size());
  for (const auto& [id, holder] : channels_) ids.push_back(id);
  return ids;
}

bool DeviceChannels::Drop(long long device_id) {
  std::shared_ptr<DeviceChannel> channel;
  {
    std::lock_guard lock(mu_);
    auto it = channels_.find(device_id);
    if (it == channels_.end()) return false;
    channel = std::move(it->second.channel);
    channels_.erase(it);
  }
  channel->Close();
  return true;
}

}  // namespace chelian::gateway
