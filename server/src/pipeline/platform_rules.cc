// Implementation of the platform alarm rules.
#include "pipeline/platform_rules.h"

#include <algorithm>

namespace chelian::pipeline {
namespace {

constexpr int64_t kDayMs = 86'400'000;

int64_t LocalMidnight(int64_t t, int utc_offset_minutes) {
  int64_t offset = utc_offset_minutes * 60'000LL;
  int64_t local = t + offset;
  int64_t day = local >= 0 ? local / kDayMs : (local - kDayMs + 1) / kDayMs;
  return day * kDayMs - offset;
}

}  // namespace

std::set<AlarmCode> EvaluatePositionRules(const PlatformRules& r, RuleState& s, const Position& p, double moving_kmh,
                                          int utc_offset_minutes) {
  std::set<AlarmCode> active;
  const int64_t t = p.fix_time_ms;
  const bool moving = p.speed_kmh >= moving_kmh && !(p.acc.has_value() && !*p.acc);

  // Overspeed: above the limit continuously for the minimum duration.
  if (p.speed_kmh > r.overspeed_kmh) {
    if (!s.overspeed_since) s.overspeed_since = t;
    if (r.overspeed && t - *s.overspeed_since >= r.overspeed_min_s * 1000LL) active.insert(AlarmCode::kOverSpeed);
  } else {
    s.overspeed_since.reset();
  }

  // Fatigue: a drive starts after a rest of at least fatigue_rest_min; alarm while it lasts too long.
  const int64_t rest_ms = r.fatigue_rest_min * 60'000LL;
  if (moving) {
    if (!s.drive_start || t - s.last_moving >= rest_ms) s.drive_start = t;
    s.last_moving = t;
  }
  if (r.fatigue && s.drive_start && t - s.last_moving < rest_ms &&
      s.last_moving - *s.drive_start >= r.fatigue_drive_min * 60'000LL)
    active.insert(AlarmCode::kFatigueDriving);

  // Daily driving: time between consecutive moving fixes of one local day (gaps above
  // kMaxDrivingGapMs are missing data, not driving); the count restarts at local midnight.
  int64_t midnight = LocalMidnight(t, utc_offset_minutes);
  if (midnight != s.day_start) {
    s.day_start = midnight;
    s.day_driven_ms = 0;
  }
  if (moving && s.last_fix_moving && s.last_fix && t > *s.last_fix && t - *s.last_fix <= kMaxDrivingGapMs)
    s.day_driven_ms += t - std::max(*s.last_fix, midnight);
  s.last_fix = t;
  s.last_fix_moving = moving;
  if (r.daily_driving && s.day_driven_ms >= r.daily_driving_hours * 3'600'000LL)
    active.insert(AlarmCode::kDailyDriving);

  // Idle: ignition known on, standing still.
  const bool standing = p.speed_kmh < moving_kmh;
  if (standing && p.acc.value_or(false)) {
    if (!s.idle_since) s.idle_since = t;
    if (r.idle && t - *s.idle_since >= r.idle_min * 60'000LL) active.insert(AlarmCode::kIdleAlarm);
  } else {
    s.idle_since.reset();
  }

  // Stay and long stay: not moving (whatever the ignition) for minutes or hours.
  if (!moving) {
    if (!s.parked_since) s.parked_since = t;
    if (r.stayed && t - *s.parked_since >= r.stayed_min * 60'000LL) active.insert(AlarmCode::kStayed);
    if (r.long_stay && t - *s.parked_since >= r.long_stay_hours * 3'600'000LL) active.insert(AlarmCode::kStayedL);
  } else {
    s.parked_since.reset();
  }

  // Low battery with hysteresis, when the device reports a level.
  if (auto pct = p.attributes.GetDouble(AttrKey::kBatteryPct)) {
    if (*pct < r.low_battery_pct)
      s.low_battery = true;
    else if (*pct >= r.low_battery_pct + 5)
      s.low_battery = false;
  }
  if (r.low_battery && s.low_battery) active.insert(AlarmCode::kLowerPowerAlarm);

  // Power cut: the main power voltage the device reports fell below the threshold. A device that
  // reports the cut itself (alarm bit) already opens its own episode.
  if (auto volts = p.attributes.GetDouble(AttrKey::kVoltageV);
      r.power_cut && volts && *volts < r.power_cut_v &&
      std::find(p.alarms.begin(), p.alarms.end(), AlarmCode::kPowerDown) == p.alarms.end())
    active.insert(AlarmCode::kPowerDown);
  return active;
}

bool OfflineDue(const PlatformRules& r, int64_t last_recv_ms, int64_t now_ms) {
  return r.offline && last_recv_ms > 0 && now_ms - last_recv_ms >= r.offline_hours * 3'600'000LL;
}

const std::set<AlarmCode>& PositionRuleCodes() {
  static const std::set<AlarmCode> kCodes = {
      AlarmCode::kOverSpeed, AlarmCode::kFatigueDriving, AlarmCode::kDailyDriving,    AlarmCode::kIdleAlarm,
      AlarmCode::kStayed,    AlarmCode::kStayedL,        AlarmCode::kLowerPowerAlarm, AlarmCode::kPowerDown};
  return kCodes;
}

}  // namespace chelian::pipeline
