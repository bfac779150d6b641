// The alarm code table (api-contract.md §3.1), one row per AlarmCode in enum order.
#include "domain/alarm_codes.h"

#include <iterator>

namespace chelian {
namespace {

struct AlarmInfo {
  AlarmCode code;
  std::string_view name;
  std::string_view label;
  std::string_view picker_label;  // empty: same as label
  bool terminal;
};

constexpr AlarmInfo kAlarmTable[] = {
    {AlarmCode::kEmergencyAlarm, "emergencyAlarm", "紧急报警", "", true},
    {AlarmCode::kOverSpeed, "overSpeed", "超速报警", "", true},
    {AlarmCode::kLowVoltage, "lowVoltage", "终端主电源欠压", "", true},
    {AlarmCode::kPowerDown, "powerDown", "终端主电源掉电", "", true},
    {AlarmCode::kGpsAntennaState, "GPSAntennaState", "GPS天线开路", "GPS天线开路报警", true},
    {AlarmCode::kIsIllegalRemove, "isIllegalRemove", "防拆除报警", "", true},
    {AlarmCode::kIllegalMove, "illegalMove", "位移报警", "", true},
    {AlarmCode::kIllegalStart, "illegalStart", "非法点火报警", "", true},
    {AlarmCode::kShockAlarm, "shockAlarm", "震动报警", "", true},
    {AlarmCode::kCollideAlarm, "collideAlarm", "碰撞报警", "", true},
    {AlarmCode::kRolloverAlarm, "rolloverAlarm", "侧翻报警", "", false},
    {AlarmCode::kAccelerateAlarm, "accelerateAlarm", "急加速报警", "", false},
    {AlarmCode::kSlowDownAlarm, "slowDownAlarm", "急减速报警", "", false},
    {AlarmCode::kSwerveAlarm, "swerveAlarm", "急转弯报警", "", false},
    {AlarmCode::kPseudoLbs, "pseudoLbs", "伪基站报警", "", true},
    {AlarmCode::kLightAlarm, "lightAlarm", "光感报警", "", false},
    {AlarmCode::kAudioAlarm, "audioAlarm", "声控报警", "", false},
    {AlarmCode::kCardRemovalAlarm, "cardRemovalAlarm", "TF卡拔出报警", "", false},
    {AlarmCode::kCardErrorAlarm, "cardErrorAlarm", "TF卡异常报警", "", false},
    {AlarmCode::kWeakSignalAlarm, "weakSignalAlarm", "信号弱报警", "", false},
    {AlarmCode::kAbnormalMoveRemove, "abnormalMoveRemove", "车辆异常轮动", "", false},
    {AlarmCode::kPryingAlarm, "pryingAlarm", "撬锁报警", "", false},
    {AlarmCode::kScissorsAlarm, "scissorsAlarm", "剪锁报警", "", false},
    {AlarmCode::kLowerPowerAlarm, "lowerPowerAlarm", "低压报警", "", false},
    {AlarmCode::kIllegalAreaAlarm, "illegalAreaAlarm", "非法区域报警", "", false},
    {AlarmCode::kOutAreaAlarm, "outAreaAlarm", "终端出区域报警", "", true},
    {AlarmCode::kInAreaAlarm, "inAreaAlarm", "终端进区域报警", "", true},
    {AlarmCode::kOutRegionAlarm, "outRegionAlarm", "出区域报警", "", false},
    {AlarmCode::kInRegionAlarm, "inRegionAlarm", "进区域报警", "", false},
    {AlarmCode::kOutCircleAlarm, "outCircleAlarm", "圆形区域报警", "", false},
    {AlarmCode::kOutAdminAreaAlarm, "outAdminAreaAlarm", "超出区域报警", "", false},
    {AlarmCode::kAreaOverSpeedAlarm, "areaOverSpeedAlarm", "区域超速报警", "", false},
    {AlarmCode::kRoadOverSpeedAlarm, "roadOverSpeedAlarm", "分段限速报警", "", false},
    {AlarmCode::kMaxOverSpeedAlarm, "maxOverSpeedAlarm", "道路限速", "", false},
    {AlarmCode::kInRoadAlarm, "inRoadAlarm", "进路线报警", "", false},
    {AlarmCode::kOutRoadAlarm, "outRoadAlarm", "出路线报警", "", false},
    {AlarmCode::kAbnormalStayAlarm, "abnormalStayAlarm", "异常停留报警", "", false},
    {AlarmCode::kStayed, "stayed", "停留报警", "", false},
    {AlarmCode::kStayedL, "stayedL", "超长停留报警", "", false},
    {AlarmCode::kNearPoint, "nearPoint", "近点报警", "", false},
    {AlarmCode::kBcarIsAlarm, "bcarIsAlarm", "Bcar拆除报警", "", true},
    {AlarmCode::kAcarBts, "acarBts", "ACAR蓝牙报警", "", true},
    {AlarmCode::kBcarBts, "bcarBts", "BCAR蓝牙报警", "", true},
    {AlarmCode::kTwoChargeAlarm, "twoChargeAlarm", "二押点报警", "", false},
    {AlarmCode::kSeparateAlarm, "separateAlarm", "分离报警", "", false},
    {AlarmCode::kFatigueDriving, "fatigueDriving", "疲劳驾驶报警", "", false},
    {AlarmCode::kOfflineAlarm, "offlineAlarm", "离线报警", "", false},
    {AlarmCode::kIdleAlarm, "idleAlarm", "怠速报警", "", false},
    {AlarmCode::kDailyDriving, "dailyDrivingAlarm", "当天累计驾驶超时", "", false},
    {AlarmCode::kFallDownAlarm, "fallDownAlarm", "跌倒报警", "", true},
    {AlarmCode::kHeartRateAlarm, "heartRateAlarm", "心率异常", "", false},
    {AlarmCode::kBloodPressureAlarm, "bloodPressureAlarm", "血压异常", "", false},
    {AlarmCode::kTemperatureAlarm, "temperatureAlarm", "体温异常", "", false},
    {AlarmCode::kSpo2Alarm, "spo2Alarm", "血氧过低", "", false},
};

constexpr size_t kCodeCount = static_cast<size_t>(AlarmCode::kCount);
static_assert(std::size(kAlarmTable) == kCodeCount, "one table row per AlarmCode");

constexpr bool TableInEnumOrder() {
  for (size_t i = 0; i < kCodeCount; ++i) {
    if (static_cast<size_t>(kAlarmTable[i].code) != i) return false;
  }
  return true;
}
static_assert(TableInEnumOrder(), "kAlarmTable rows must follow the AlarmCode order");

const AlarmInfo& Info(AlarmCode code) {
  size_t i = static_cast<size_t>(code);
  return kAlarmTable[i < kCodeCount ? i : 0];
}

}  // namespace

std::string_view AlarmCodeName(AlarmCode code) { return Info(code).name; }
std::string_view AlarmLabel(AlarmCode code) { return Info(code).label; }
std::string_view AlarmPickerLabel(AlarmCode code) {
  const AlarmInfo& a = Info(code);
  return a.picker_label.empty() ? a.label : a.picker_label;
}
bool IsTerminalAlarm(AlarmCode code) { return Info(code).terminal; }

std::optional<AlarmCode> AlarmCodeFromName(std::string_view name) {
  if (name == "suddenBrakeAlarm") return AlarmCode::kSlowDownAlarm;  // BE older name
  if (name == "sharpTurnAlarm") return AlarmCode::kSwerveAlarm;      // BE older name
  for (const AlarmInfo& a : kAlarmTable) {
    if (a.name == name) return a.code;
  }
  return std::nullopt;
}

std::optional<AlarmCode> AlarmCodeFromLabel(std::string_view label) {
  if (label.empty()) return std::nullopt;  // rows without a picker label must not match ""
  for (const AlarmInfo& a : kAlarmTable) {
    if (a.label == label || a.picker_label == label) return a.code;
  }
  return std::nullopt;
}

}  // namespace chelian
