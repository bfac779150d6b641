// Vehicle state classification and duration texts.
#include "api/monitor/vehicle_status.h"

namespace chelian::api::monitor {

VehicleStatus ClassifyVehicle(const StatusInputs& in, long long now_ms, long long offline_after_ms) {
  if (in.expires_at_ms > 0 && in.expires_at_ms <= now_ms) return {VehicleState::kExpired, in.expires_at_ms};
  if (!in.has_fix) return {VehicleState::kNeverOnline, 0};
  if (now_ms - in.recv_time_ms > offline_after_ms) return {VehicleState::kOffline, in.recv_time_ms};
  long long since = in.motion_since_ms > 0 ? in.motion_since_ms : in.fix_time_ms;
  return {in.motion == 1 ? VehicleState::kDriving : VehicleState::kParked, since};
}

std::string DurationText(long long span_ms) {
  if (span_ms <= 0) return "";
  long long s = span_ms / 1000;
  long long days = s / 86400, hours = s % 86400 / 3600, minutes = s % 3600 / 60;
  if (days > 0) return std::to_string(days) + "天" + std::to_string(hours) + "小时";
  if (hours > 0) return std::to_string(hours) + "小时" + std::to_string(minutes) + "分";
  if (minutes > 0) return std::to_string(minutes) + "分钟";
  return std::to_string(s) + "秒";
}

const char* StateName(VehicleState s) {
  switch (s) {
    case VehicleState::kOffline:
      return "离线";
    case VehicleState::kDriving:
      return "行驶";
    case VehicleState::kParked:
      return "停车";
    case VehicleState::kNeverOnline:
      return "从未上线";
    case VehicleState::kExpired:
      return "过期";
  }
  return "";
}

}  // namespace chelian::api::monitor
