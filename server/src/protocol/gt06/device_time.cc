// GT06 device times: the login's zone or UTC, decided per connection by the first current time.
#include "protocol/gt06/device_time.h"

#include <cstdlib>

namespace chelian::gt06 {
namespace {
constexpr int64_t kCurrentMs = 15 * 60 * 1000;
}  // namespace

std::optional<int64_t> DeviceTimeToUtc(const CivilTime& t, Session& session, int64_t now_ms) {
  auto zoned = CivilToEpochMs(t, session.utc_offset_minutes);
  if (!zoned) return std::nullopt;
  if (session.time_reading != TimeReading::kUndecided || session.utc_offset_minutes == 0) {
    return session.time_reading == TimeReading::kUtc ? CivilToEpochMs(t, 0) : zoned;
  }
  auto utc = CivilToEpochMs(t, 0);
  bool zoned_current = std::llabs(*zoned - now_ms) <= kCurrentMs;
  bool utc_current = std::llabs(*utc - now_ms) <= kCurrentMs;
  if (zoned_current != utc_current) session.time_reading = utc_current ? TimeReading::kUtc : TimeReading::kLoginZone;
  return utc_current && !zoned_current ? utc : zoned;
}

}  // namespace chelian::gt06
