// Implementation of the monitor's short-lived view snapshots.
#include "api/monitor/view_snapshots.h"

#include <exception>

#include "api/monitor/monitor_context.h"

namespace chelian::api::monitor {

Result<ViewSnapshots::Views> ViewSnapshots::Get(const std::string& key, long long now_ms, const Compute& compute) {
  {
    std::unique_lock lock(mu_);
    for (;;) {
      auto it = entries_.find(key);
      if (it == entries_.end() || (it->second.views && now_ms - it->second.at >= keep_ms_)) break;
      if (it->second.views) return it->second.views;
      computed_.wait(lock);  // another call computes this snapshot
    }
    entries_[key] = Entry{now_ms, nullptr};
  }
  Result<std::vector<VehicleView>> computed = Internal("车辆列表读取失败");
  try {
    computed = compute();
  } catch (const std::exception& e) {  // the waiters must not wait for ever
    computed = Internal(std::string("车辆列表读取失败: ") + e.what());
  }
  std::lock_guard lock(mu_);
  if (!computed.ok()) {
    entries_.erase(key);
    computed_.notify_all();
    return computed.status();
  }
  Views views = std::make_shared<const std::vector<VehicleView>>(std::move(computed.value()));
  entries_[key] = Entry{now_ms, views};
  // Expired ones leave; then the oldest kept while more than max_kept are held (never one computing).
  for (auto it = entries_.begin(); it != entries_.end();)
    it = it->second.views && now_ms - it->second.at >= keep_ms_ ? entries_.erase(it) : std::next(it);
  while (entries_.size() > max_kept_) {
    auto oldest = entries_.end();
    for (auto it = entries_.begin(); it != entries_.end(); ++it)
      if (it->second.views && it->first != key && (oldest == entries_.end() || it->second.at < oldest->second.at))
        oldest = it;
    if (oldest == entries_.end()) break;
    entries_.erase(oldest);
  }
  computed_.notify_all();
  return views;
}

}  // namespace chelian::api::monitor
