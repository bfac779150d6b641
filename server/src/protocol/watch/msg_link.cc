// LK (protocols.md §4): link keeping, "LK" or "LK,<steps>,<tumbles>,<battery %>".
#include "core/strings.h"
#include "protocol/watch/messages.h"

namespace chelian::watch {

Status DecodeLink(std::string_view fields, DeviceMessage* out) {
  if (fields.empty()) return Status::Ok();
  std::vector<std::string_view> f = Split(fields, ',');
  if (f.size() < 3) return Status::Ok();  // "LK,0,100" (Traccar's capture): nothing to take
  long long steps = 0, battery = 0;
  if (ParseInt64(Trim(f[0]), &steps) && steps >= 0) out->attributes.Set(AttrKey::kSteps, int64_t{steps});
  if (ParseInt64(Trim(f[2]), &battery) && battery >= 0) out->attributes.Set(AttrKey::kBatteryPct, int64_t{battery});
  return Status::Ok();
}

}  // namespace chelian::watch
