// The product's alarm codes (`enType`) and their Chinese labels (`type`), one table as in
// api-contract.md §3.1. Decoders emit AlarmCode values; the API prints code and label from here.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace chelian {

enum class AlarmCode : uint8_t {
  kEmergencyAlarm,
  kOverSpeed,
  kLowVoltage,
  kPowerDown,
  kGpsAntennaState,
  kIsIllegalRemove,
  kIllegalMove,
  kIllegalStart,
  kShockAlarm,
  kCollideAlarm,
  kRolloverAlarm,
  kAccelerateAlarm,
  kSlowDownAlarm,
  kSwerveAlarm,
  kPseudoLbs,
  kLightAlarm,
  kAudioAlarm,
  kCardRemovalAlarm,
  kCardErrorAlarm,
  kWeakSignalAlarm,
  kAbnormalMoveRemove,
  kPryingAlarm,
  kScissorsAlarm,
  kLowerPowerAlarm,
  kIllegalAreaAlarm,
  kOutAreaAlarm,
  kInAreaAlarm,
  kOutRegionAlarm,
  kInRegionAlarm,
  kOutCircleAlarm,
  kOutAdminAreaAlarm,
  kAreaOverSpeedAlarm,
  kRoadOverSpeedAlarm,
  kMaxOverSpeedAlarm,
  kInRoadAlarm,
  kOutRoadAlarm,
  kAbnormalStayAlarm,
  kStayed,
  kStayedL,
  kNearPoint,
  kBcarIsAlarm,
  kAcarBts,
  kBcarBts,
  kTwoChargeAlarm,
  kSeparateAlarm,
  // Platform rules without a code in the contract's table (Chelian's own, docs/alarms.md).
  kFatigueDriving,
  kOfflineAlarm,
  kIdleAlarm,
  kDailyDriving,
  // Wearables (docs/card.md): a fall the badge reports, and readings outside the group's health
  // thresholds (store/health_repo.h), judged by the platform.
  kFallDownAlarm,
  kHeartRateAlarm,
  kBloodPressureAlarm,
  kTemperatureAlarm,
  kSpo2Alarm,
  kCount,  // not a code: the number of codes
};

// The `enType` code ("emergencyAlarm").
std::string_view AlarmCodeName(AlarmCode code);
// The label returned in `type` ("紧急报警").
std::string_view AlarmLabel(AlarmCode code);
// The V3 console picker's label where it differs from AlarmLabel (else AlarmLabel).
std::string_view AlarmPickerLabel(AlarmCode code);
// Whether the backend counts the code as device-originated (BE TerminalAlarmType.isTerminalAlarm).
bool IsTerminalAlarm(AlarmCode code);
// Code from its name; also accepts the backend's older names suddenBrakeAlarm / sharpTurnAlarm.
std::optional<AlarmCode> AlarmCodeFromName(std::string_view name);
// Code from its label ("紧急报警"); nullopt if unknown.
std::optional<AlarmCode> AlarmCodeFromLabel(std::string_view label);

}  // namespace chelian
