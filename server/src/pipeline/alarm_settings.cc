// Implementation of alarm settings resolution and storage.
#include "pipeline/alarm_settings.h"

#include <cmath>

namespace chelian::pipeline {
namespace {

constexpr AlarmControlSpec kSpecs[] = {
    {AlarmCode::kOverSpeed, true, "速度阈值", "km/h", 20, 220, "持续时间", "秒", 0, 600},
    {AlarmCode::kFatigueDriving, true, "连续驾驶", "分钟", 30, 720, "最短休息", "分钟", 5, 120},
    {AlarmCode::kDailyDriving, true, "当天驾驶", "小时", 1, 24, "", "", 0, 0},
    {AlarmCode::kIdleAlarm, true, "怠速时长", "分钟", 1, 240, "", "", 0, 0},
    {AlarmCode::kStayed, true, "停留时长", "分钟", 5, 1440, "", "", 0, 0},
    {AlarmCode::kStayedL, true, "停留时长", "小时", 1, 720, "", "", 0, 0},
    {AlarmCode::kLowerPowerAlarm, true, "电量低于", "%", 1, 90, "", "", 0, 0},
    {AlarmCode::kPowerDown, true, "外电电压低于", "V", 0, 36, "", "", 0, 0},
    {AlarmCode::kOfflineAlarm, true, "离线时长", "小时", 1, 720, "", "", 0, 0},
    {AlarmCode::kAbnormalStayAlarm, true, "未到访天数", "天", 1, 30, "", "", 0, 0},
    // Place rules: switched per group; their values belong to each fence or point.
    {AlarmCode::kInRegionAlarm, true, "", "", 0, 0, "", "", 0, 0},
    {AlarmCode::kOutRegionAlarm, true, "", "", 0, 0, "", "", 0, 0},
    {AlarmCode::kOutCircleAlarm, true, "", "", 0, 0, "", "", 0, 0},
    {AlarmCode::kAreaOverSpeedAlarm, true, "", "", 0, 0, "", "", 0, 0},
    {AlarmCode::kOutAdminAreaAlarm, true, "", "", 0, 0, "", "", 0, 0},
    {AlarmCode::kTwoChargeAlarm, true, "", "", 0, 0, "", "", 0, 0},
};

}  // namespace

std::span<const AlarmControlSpec> AlarmControlSpecs() {
  static const std::vector<AlarmControlSpec> kAll = [] {
    std::vector<AlarmControlSpec> all(std::begin(kSpecs), std::end(kSpecs));
    for (size_t i = 0; i < static_cast<size_t>(AlarmCode::kCount); ++i) {
      AlarmCode c = static_cast<AlarmCode>(i);
      bool listed = false;
      for (const auto& s : kSpecs) listed |= s.code == c;
      if (!listed) all.push_back({c, false, "", "", 0, 0, "", "", 0, 0});
    }
    return all;
  }();
  return kAll;
}

const AlarmControlSpec* FindAlarmControlSpec(AlarmCode code) {
  for (const auto& s : AlarmControlSpecs())
    if (s.code == code) return &s;
  return nullptr;
}

namespace {

void Apply(GroupAlarmSettings& g, AlarmCode code, bool on, std::optional<double> v, std::optional<int> d) {
  PlatformRules& r = g.rules;
  switch (code) {
    case AlarmCode::kOverSpeed:
      r.overspeed = on;
      if (v) r.overspeed_kmh = *v;
      if (d) r.overspeed_min_s = *d;
      break;
    case AlarmCode::kFatigueDriving:
      r.fatigue = on;
      if (v) r.fatigue_drive_min = static_cast<int>(*v);
      if (d) r.fatigue_rest_min = *d;
      break;
    case AlarmCode::kDailyDriving:
      r.daily_driving = on;
      if (v) r.daily_driving_hours = static_cast<int>(*v);
      break;
    case AlarmCode::kIdleAlarm:
      r.idle = on;
      if (v) r.idle_min = static_cast<int>(*v);
      break;
    case AlarmCode::kStayed:
      r.stayed = on;
      if (v) r.stayed_min = static_cast<int>(*v);
      break;
    case AlarmCode::kPowerDown:
      r.power_cut = on;
      if (v) r.power_cut_v = *v;
      break;
    case AlarmCode::kAbnormalStayAlarm:
      if (v) r.abnormal_stay_days = static_cast<int>(*v);
      break;
    case AlarmCode::kStayedL:
      r.long_stay = on;
      if (v) r.long_stay_hours = static_cast<int>(*v);
      break;
    case AlarmCode::kLowerPowerAlarm:
      r.low_battery = on;
      if (v) r.low_battery_pct = static_cast<int>(*v);
      break;
    case AlarmCode::kOfflineAlarm:
      r.offline = on;
      if (v) r.offline_hours = static_cast<int>(*v);
      break;
    default:
      break;
  }
  if (on)
    g.disabled.erase(code);
  else
    g.disabled.insert(code);
}

}  // namespace

GroupAlarmSettings ResolveAlarmSettings(const std::vector<AlarmControlRow>& rows) {
  GroupAlarmSettings g;
  for (const auto& row : rows)
    if (auto code = AlarmCodeFromName(row.code)) Apply(g, *code, row.enabled != 0, row.value, row.duration);
  return g;
}

void DescribeRule(const GroupAlarmSettings& s, AlarmCode code, bool* enabled, double* value, int* duration) {
  const PlatformRules& r = s.rules;
  *enabled = !s.disabled.count(code);
  *value = 0;
  *duration = 0;
  switch (code) {
    case AlarmCode::kOverSpeed:
      *enabled = r.overspeed, *value = r.overspeed_kmh, *duration = r.overspeed_min_s;
      break;
    case AlarmCode::kFatigueDriving:
      *enabled = r.fatigue, *value = r.fatigue_drive_min, *duration = r.fatigue_rest_min;
      break;
    case AlarmCode::kDailyDriving:
      *enabled = r.daily_driving, *value = r.daily_driving_hours;
      break;
    case AlarmCode::kIdleAlarm:
      *enabled = r.idle, *value = r.idle_min;
      break;
    case AlarmCode::kStayed:
      *enabled = r.stayed, *value = r.stayed_min;
      break;
    case AlarmCode::kPowerDown:
      *enabled = r.power_cut, *value = r.power_cut_v;
      break;
    case AlarmCode::kAbnormalStayAlarm:
      *value = r.abnormal_stay_days;
      break;
    case AlarmCode::kStayedL:
      *enabled = r.long_stay, *value = r.long_stay_hours;
      break;
    case AlarmCode::kLowerPowerAlarm:
      *enabled = r.low_battery, *value = r.low_battery_pct;
      break;
    case AlarmCode::kOfflineAlarm:
      *enabled = r.offline, *value = r.offline_hours;
      break;
    default:
      break;
  }
}

Status ValidateAlarmControl(const AlarmControlRow& row) {
  auto code = AlarmCodeFromName(row.code);
  if (!code) return InvalidArgument("未知的报警类型: " + row.code);
  const AlarmControlSpec* spec = FindAlarmControlSpec(*code);
  std::string label(AlarmLabel(*code));
  if (row.value) {
    if (spec->value_name.empty()) return InvalidArgument(label + "没有可设置的阈值");
    if (!std::isfinite(*row.value) || *row.value < spec->value_min || *row.value > spec->value_max)
      return InvalidArgument(
          label + "的" + std::string(spec->value_name) + "应在" + std::to_string(static_cast<int>(spec->value_min)) +
          "到" + std::to_string(static_cast<int>(spec->value_max)) + std::string(spec->value_unit) + "之间");
  }
  if (row.duration) {
    if (spec->duration_name.empty()) return InvalidArgument(label + "没有可设置的时长");
    if (*row.duration < spec->duration_min || *row.duration > spec->duration_max)
      return InvalidArgument(label + "的" + std::string(spec->duration_name) + "应在" +
                             std::to_string(spec->duration_min) + "到" + std::to_string(spec->duration_max) +
                             std::string(spec->duration_unit) + "之间");
  }
  return Status::Ok();
}

}  // namespace chelian::pipeline
