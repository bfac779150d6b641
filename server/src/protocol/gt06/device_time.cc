// GT06 device times: the login's zone or UTC, decided per connection by the first current time.
#include "protocol/gt06/device_time.h"

#include <cstdlib>

namespace chelian::gt06 {
namespace {
constexpr int64_t kCurrentMs = 15 * 60 * 1000;
}  // namespace

std::optional<int64_t> DeviceTimeToUtc(const CivilTime& t, Session& session, int64_t now_ms) {
  if (session.time_reading == TimeReading::kUtc) return CivilToEpochMs(t, 0);
  auto zoned = CivilToEpochMs(t, session.utc_offset_minutes);
  if (!zoned || session.time_reading == TimeReading::kLoginZone || session.utc_offset_minutes == 0) return zoned;
  auto utc = CivilToEpochMs(t, 0);
  bool zoned_current = std::llabs(*zoned - now_ms) <= kCurrentMs;
  bool utc_current = std::llabs(*utc - now_ms) <= kCurrentMs;
  if (zoned_current != utc_current) session.time_reading = utc_current ? TimeReading::kUtc : TimeReading::kLoginZone;
  return utc_current && !zoned_current ? utc : zoned;
}

bool ReadDeviceTime(ByteReader& r, Session& session, int64_t now_ms, int64_t* ms) {
  uint8_t t[6];
  for (uint8_t& b : t) b = r.U8();
  if (!r.ok()) return false;
  auto v = DeviceTimeToUtc({2000 + t[0], t[1], t[2], t[3], t[4], t[5]}, session, now_ms);
  if (!v) return false;
  *ms = *v;
  return true;
}

}  // namespace chelian::gt06
