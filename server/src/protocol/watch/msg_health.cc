// Health readings (protocols.md §4 Health; captures in testdata/traccar_decoder.hex): heart,<bpm> and
// PULSE,<bpm>; BLOOD,<systolic>,<diastolic>; bphrt,<systolic>,<diastolic>,<bpm>,…; oxygen,<?>,<SpO2 %>;
// TEMP,<°C>; btemp2,<valid 0/1>,<°C>. A zero or out-of-body value (no measurement) is left out.
#include "core/strings.h"
#include "protocol/watch/constants.h"
#include "protocol/watch/messages.h"

namespace chelian::watch {
namespace {

// Values a body can show (wider than the thresholds' checks, so that an alarm still sees them).
void SetInt(DeviceMessage* out, AttrKey key, std::string_view field, long long lo, long long hi) {
  if (auto v = IntegerField(field); v && *v >= lo && *v <= hi) out->attributes.Set(key, int64_t{*v});
}

void SetTemperature(DeviceMessage* out, std::string_view field) {
  if (auto v = NumberField(field); v && *v >= 25 && *v <= 45) out->attributes.Set(AttrKey::kBodyTempC, *v);
}

}  // namespace

Status DecodeHealth(uint16_t id, std::string_view type, std::string_view fields, DeviceMessage* out) {
  std::vector<std::string_view> f = Split(fields, ',');
  auto at = [&f](size_t i) { return i < f.size() ? f[i] : std::string_view(); };
  switch (id) {
    case kMsgHeart:
      SetInt(out, AttrKey::kHeartRate, at(0), 20, 250);
      break;
    case kMsgBlood:
      SetInt(out, AttrKey::kSystolic, at(0), 40, 300);
      SetInt(out, AttrKey::kDiastolic, at(1), 20, 200);
      if (EqualsIgnoreCase(type, "bphrt")) SetInt(out, AttrKey::kHeartRate, at(2), 20, 250);
      break;
    case kMsgOxygen:
      SetInt(out, AttrKey::kSpo2, at(1), 50, 100);
      break;
    case kMsgTemperature:
      if (EqualsIgnoreCase(type, "btemp2")) {
        if (IntegerField(at(0)).value_or(0) == 1) SetTemperature(out, at(1));
      } else {
        SetTemperature(out, at(0));
      }
      break;
    default:
      return InvalidArgument("watch: not a health message");
  }
  return Status::Ok();
}

}  // namespace chelian::watch
