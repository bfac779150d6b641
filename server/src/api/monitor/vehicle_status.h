// The monitor's vehicle state (`Z`: 0 离线, 1 行驶, 2 停车, 3 从未上线, 4 过期) and its duration
// text (`d`), computed from the latest state, the device's expiry and "now" — pure functions.
#pragma once

#include <string>

namespace chelian::api::monitor {

enum class VehicleState : int { kOffline = 0, kDriving = 1, kParked = 2, kNeverOnline = 3, kExpired = 4 };

struct StatusInputs {
  bool has_fix = false;        // a position was ever received
  long long recv_time_ms = 0;  // last data of any kind
  long long fix_time_ms = 0;
  int motion = 0;  // pipeline motion: 1 driving, 2 parked (others: parked)
  long long motion_since_ms = 0;
  long long expires_at_ms = 0;  // 0: never expires
};

struct VehicleStatus {
  VehicleState state = VehicleState::kNeverOnline;
  long long since_ms = 0;  // start of the state (0 when it has none: never online)
};

// Expired wins; then never online; then offline when nothing arrived for `offline_after_ms`;
// else driving or parked since the motion changed.
VehicleStatus ClassifyVehicle(const StatusInputs& in, long long now_ms, long long offline_after_ms);

// Online = driving or parked (the 在线 tab, loadVehicles state 1).
inline bool IsOnline(VehicleState s) { return s == VehicleState::kDriving || s == VehicleState::kParked; }

// "3天2小时", "2小时5分", "12分钟", "40秒"; "" for a negative or zero span.
std::string DurationText(long long span_ms);

// 行驶 / 停车 / 离线 / 从未上线 / 过期.
const char* StateName(VehicleState s);

}  // namespace chelian::api::monitor
