// H02 fix times (UTC, as the devices send them: protocols.md §3) and positions from their parts.
#include <cmath>

#include "core/civil_time.h"
#include "protocol/h02/messages.h"

namespace chelian::h02 {
namespace {

constexpr double kKmhPerKnot = 1.852;

void Warn(DeviceMessage* m, const std::string& text) {
  if (!m->warning.empty()) m->warning += "; ";
  m->warning += text;
}

}  // namespace

std::optional<int64_t> FixTime(std::string_view date, std::string_view time) {
  for (std::string_view s : {date, time}) {
    if (s.size() != 6) return std::nullopt;
    for (char c : s)
      if (c < '0' || c > '9') return std::nullopt;
  }
  auto two = [](std::string_view s, size_t at) { return (s[at] - '0') * 10 + (s[at + 1] - '0'); };
  int day = two(date, 0), month = two(date, 2), hour = two(time, 0), minute = two(time, 2), second = two(time, 4);
  if (day < 1 || day > 31 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 60) return std::nullopt;
  return CivilToEpochMs({2000 + two(date, 4), month, day, hour, minute, second}, 0);
}

void AddFix(std::optional<int64_t> time, int64_t now_ms, bool valid, double lat, double lon, double speed_knots,
            double course, DeviceMessage* out) {
  if (!std::isfinite(lat) || !std::isfinite(lon) || std::fabs(lat) > 90 || std::fabs(lon) > 180) {
    Warn(out, "coordinates out of range: no fix");
    return;
  }
  if (!time) Warn(out, "no fix time: the receive time is taken");
  Position p;
  p.device_id = out->device_id;
  p.fix_time_ms = time.value_or(now_ms);
  p.valid = valid;
  p.lat = lat;
  p.lon = lon;
  if (std::isfinite(speed_knots) && speed_knots >= 0 && speed_knots < 1000) p.speed_kmh = speed_knots * kKmhPerKnot;
  if (std::isfinite(course) && course >= 0 && course <= 360) p.course = course;
  out->positions.push_back(std::move(p));
}

}  // namespace chelian::h02
