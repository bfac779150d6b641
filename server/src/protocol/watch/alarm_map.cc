// 3G* watch status word → product alarm codes (api-contract §3.1): SOS → emergencyAlarm, low
// battery → lowVoltage, fence out/in → outAreaAlarm/inAreaAlarm, power cut → powerDown, taken off
// → isIllegalRemove, fall-down (bits 21, 22) → fallDownAlarm. Every bit that is set counts (Traccar
// keeps the first only).
#include "protocol/watch/constants.h"
#include "protocol/watch/messages.h"

namespace chelian::watch {

void StatusToAlarms(uint32_t status, std::vector<AlarmCode>* alarms) {
  if (status & kAlarmSos) AddAlarmOnce(*alarms, AlarmCode::kEmergencyAlarm);
  if (status & (kStatusLowBattery | kAlarmLowBattery)) AddAlarmOnce(*alarms, AlarmCode::kLowVoltage);
  if (status & (kStatusOutOfFence | kAlarmOutOfFence)) AddAlarmOnce(*alarms, AlarmCode::kOutAreaAlarm);
  if (status & (kStatusIntoFence | kAlarmIntoFence)) AddAlarmOnce(*alarms, AlarmCode::kInAreaAlarm);
  if (status & kStatusPowerCut) AddAlarmOnce(*alarms, AlarmCode::kPowerDown);
  if (status & kAlarmRemoved) AddAlarmOnce(*alarms, AlarmCode::kIsIllegalRemove);
  if (status & kAlarmFallDown) AddAlarmOnce(*alarms, AlarmCode::kFallDownAlarm);
}

}  // namespace chelian::watch
