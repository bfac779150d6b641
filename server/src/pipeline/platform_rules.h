// Platform alarm rules: alarms the server raises from the position stream, as opposed to alarms
// devices report. Pure functions over a per-device rule state; the pipeline turns the active set
// into episodes (source 2). Defaults are documented in docs/alarms.md; groups override them.
// Place-based rules (fences, points, administrative areas) live in risk_rules.h.
#pragma once

#include <cstdint>
#include <optional>
#include <set>

#include "domain/alarm_codes.h"
#include "domain/position.h"

namespace chelian::pipeline {

struct PlatformRules {
  bool overspeed = true;
  double overspeed_kmh = 100;  // 超速报警 above this speed …
  int overspeed_min_s = 10;    // … held this long
  bool fatigue = true;
  int fatigue_drive_min = 240;  // 疲劳驾驶: continuous driving this long …
  int fatigue_rest_min = 20;    // … without a rest this long
  bool daily_driving = true;
  int daily_driving_hours = 8;  // 当天累计驾驶超时: driving time of one local day
  bool idle = true;
  int idle_min = 10;  // 怠速报警: ignition on, standing still this long
  bool stayed = false;
  int stayed_min = 60;  // 停留报警 (parking overtime): not moving this long; off by default
  bool long_stay = true;
  int long_stay_hours = 24;  // 超长停留报警: parked this long
  bool low_battery = true;
  int low_battery_pct = 20;  // 低压报警 below this battery level (ends 5 points above)
  bool power_cut = true;
  double power_cut_v = 1.0;  // 终端主电源掉电 when the reported main power is below this voltage
  bool offline = true;
  int offline_hours = 24;      // 离线报警: no data this long
  int abnormal_stay_days = 3;  // 异常停留报警: home and company not visited this long (risk_rules.h)
};

struct RuleState {
  std::optional<int64_t> overspeed_since;
  std::optional<int64_t> drive_start;
  int64_t last_moving = 0;
  std::optional<int64_t> idle_since;
  std::optional<int64_t> parked_since;
  bool low_battery = false;
  int64_t day_start = 0;            // local midnight (as epoch ms) of the day being counted
  int64_t day_driven_ms = 0;        // driving time counted that day
  std::optional<int64_t> last_fix;  // time of the previous real-time fix and whether it was moving
  bool last_fix_moving = false;
};

// The longest gap between two moving fixes still counted as driving time (longer: a data gap).
inline constexpr int64_t kMaxDrivingGapMs = 10 * 60'000;

// The platform alarms active after position `p` (real-time, not back-filled). `moving_kmh` is the
// speed from which the vehicle counts as moving; days for the daily driving limit are local days at
// `utc_offset_minutes`.
std::set<AlarmCode> EvaluatePositionRules(const PlatformRules& rules, RuleState& state, const Position& p,
                                          double moving_kmh, int utc_offset_minutes = 480);

// Whether the offline alarm is due for a device last heard of at `last_recv_ms`.
bool OfflineDue(const PlatformRules& rules, int64_t last_recv_ms, int64_t now_ms);

// The codes the position rules can raise (for ending them when a rule is switched off).
const std::set<AlarmCode>& PositionRuleCodes();

}  // namespace chelian::pipeline
