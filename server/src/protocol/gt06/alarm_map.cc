// GT06 alarms → product alarm codes (api-contract §3.1): SOS → emergencyAlarm, power cut →
// powerDown, vibration → shockAlarm, low battery → lowVoltage, overspeed → overSpeed, fence
// in/out → inAreaAlarm/outAreaAlarm, displacement → illegalMove, tamper → isIllegalRemove, …
#include "protocol/gt06/constants.h"
#include "protocol/gt06/messages.h"

namespace chelian::gt06 {

std::optional<AlarmCode> AlertToAlarm(uint8_t alert) {
  switch (alert) {
    case kAlertSos:
      return AlarmCode::kEmergencyAlarm;
    case kAlertPowerCut:
      return AlarmCode::kPowerDown;
    case kAlertVibration:
      return AlarmCode::kShockAlarm;
    case kAlertEnterFence:
      return AlarmCode::kInAreaAlarm;
    case kAlertExitFence:
      return AlarmCode::kOutAreaAlarm;
    case kAlertOverspeed:
      return AlarmCode::kOverSpeed;
    case kAlertDisplacement:
      return AlarmCode::kIllegalMove;
    case kAlertLowExternalBattery:
    case kAlertExternalLowVoltageProtection:
    case kAlertLowInternalBattery:
      return AlarmCode::kLowVoltage;
    case kAlertTamper:
    case kAlertCoverRemoved:
      return AlarmCode::kIsIllegalRemove;
    case kAlertHarshAcceleration:
      return AlarmCode::kAccelerateAlarm;
    case kAlertSharpLeft:
    case kAlertSharpRight:
      return AlarmCode::kSwerveAlarm;
    case kAlertCollision:
      return AlarmCode::kCollideAlarm;
    case kAlertHarshBraking:
      return AlarmCode::kSlowDownAlarm;
    case kAlertUnplugged:
      return AlarmCode::kPowerDown;
    case kAlertSoundControl:
      return AlarmCode::kAudioAlarm;
    case kAlertRogueBaseStation:
      return AlarmCode::kPseudoLbs;
    default:
      return std::nullopt;
  }
}

std::optional<AlarmCode> InfoBitsToAlarm(uint8_t info) {
  switch ((info >> 3) & 0x7) {
    case kInfoAlarmSos:
      return AlarmCode::kEmergencyAlarm;
    case kInfoAlarmLowBattery:
      return AlarmCode::kLowVoltage;
    case kInfoAlarmPowerCut:
      return AlarmCode::kPowerDown;
    case kInfoAlarmVibration:
      return AlarmCode::kShockAlarm;
    case kInfoAlarmRemoved:
      return AlarmCode::kIsIllegalRemove;
    default:
      return std::nullopt;
  }
}

void DecodeTerminalInfo(uint8_t info, Attributes* a, std::vector<AlarmCode>* alarms) {
  a->Set(AttrKey::kArmed, int64_t{(info & kInfoArmed) != 0});
  a->Set(AttrKey::kCharging, int64_t{(info & kInfoCharging) != 0});
  a->Set(AttrKey::kGpsPositioned, int64_t{(info & kInfoGpsPositioned) != 0});
  if (info & kInfoOilCut) a->Set(AttrKey::kOilCut, int64_t{1});
  if (auto code = InfoBitsToAlarm(info)) AddAlarmOnce(*alarms, *code);
}

void DecodeStatusBlock(const StatusBlock& s, Attributes* a, std::vector<AlarmCode>* alarms, std::optional<bool>* acc) {
  DecodeTerminalInfo(s.info, a, alarms);
  *acc = (s.info & kInfoAcc) != 0;
  a->Set(AttrKey::kVoltageLevel, int64_t{s.level});
  if (auto pct = VoltageLevelToPercent(s.level)) a->Set(AttrKey::kBatteryPct, int64_t{*pct});
  a->Set(AttrKey::kSignal, int64_t{s.gsm});
  a->Set(AttrKey::kDeviceAlarm, int64_t{s.alert});
  if (auto code = AlertToAlarm(s.alert)) AddAlarmOnce(*alarms, *code);
  if (s.alert == kAlertAccOn) *acc = true;
  if (s.alert == kAlertAccOff) *acc = false;
}

std::optional<int> VoltageLevelToPercent(uint8_t level) {
  if (level <= 6) return level * 100 / 6;
  if (level <= 100) return level;
  return std::nullopt;  // not a level nor a percentage
}

}  // namespace chelian::gt06
