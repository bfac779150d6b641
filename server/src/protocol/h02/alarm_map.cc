// H02 status word → product alarm codes (api-contract §3.1). Negative logic: a bit at 0 is active
// (protocols.md §3): bit 0 vibration → shockAlarm, bit 1 or 18 SOS → emergencyAlarm, bit 2
// overspeed → overSpeed, bit 19 power cut → powerDown; bit 10 set is ignition on.
#include "protocol/h02/constants.h"
#include "protocol/h02/messages.h"

namespace chelian::h02 {

void StatusToAlarms(uint32_t status, std::vector<AlarmCode>* alarms) {
  auto active = [status](uint32_t bit) { return (status & bit) == 0; };
  if (active(kStatusVibration)) AddAlarmOnce(*alarms, AlarmCode::kShockAlarm);
  if (active(kStatusSos) || active(kStatusSos2)) AddAlarmOnce(*alarms, AlarmCode::kEmergencyAlarm);
  if (active(kStatusOverspeed)) AddAlarmOnce(*alarms, AlarmCode::kOverSpeed);
  if (active(kStatusPowerCut)) AddAlarmOnce(*alarms, AlarmCode::kPowerDown);
}

bool IgnitionOn(uint32_t status) { return (status & kStatusIgnition) != 0; }

void ApplyStatus(uint32_t status, DeviceMessage* out) {
  if (!out->positions.empty()) {
    Position& p = out->positions.back();
    p.attributes.Set(AttrKey::kStatusFlags, int64_t{status});
    p.acc = IgnitionOn(status);
    StatusToAlarms(status, &p.alarms);
    return;
  }
  out->attributes.Set(AttrKey::kStatusFlags, int64_t{status});
  out->attributes.Set(AttrKey::kAcc, int64_t{IgnitionOn(status) ? 1 : 0});
  StatusToAlarms(status, &out->alarms);
}

}  // namespace chelian::h02
