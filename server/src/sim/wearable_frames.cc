// The wearable and phone frame builders and the command answers (protocols.md §3 and §4).
#include "sim/wearable_frames.h"

#include <cmath>
#include <cstdio>

#include "core/civil_time.h"
#include "core/strings.h"

namespace chelian::sim {
namespace {

constexpr double kKnotsPerKmh = 1 / 1.852;
constexpr unsigned kWatchSosBit = 1u << 16;  // AL status word
constexpr unsigned kH02SosBit = 1u << 1;     // negative logic: 0 = active
constexpr unsigned kH02IgnitionBit = 1u << 10;

std::string Format(const char* format, auto... values) {
  char buf[256];
  std::snprintf(buf, sizeof buf, format, values...);
  return buf;
}

std::string DayMonthYear(long long ms) {
  CivilTime t = EpochMsToCivil(ms);
  return Format("%02d%02d%02d", t.day, t.month, t.year % 100);
}
std::string HourMinuteSecond(long long ms) {
  CivilTime t = EpochMsToCivil(ms);
  return Format("%02d%02d%02d", t.hour, t.minute, t.second);
}

std::string WatchFrame(const std::string& id, const std::string& content) {
  return "[SG*" + id + "*" + Format("%04X", static_cast<unsigned>(content.size())) + "*" + content + "]";
}

// UD/AL fields: date, time, A, lat, N|S, lon, E|W, speed, course, altitude, satellites, signal,
// battery, steps, tumbles, status, then no cells and no Wi-Fi.
std::string WatchFields(const Fix& fix, int steps, unsigned status) {
  return DayMonthYear(fix.time_ms) + "," + HourMinuteSecond(fix.time_ms) + "," + (fix.valid ? "A" : "V") + "," +
         Format("%.6f,%c,%.6f,%c,%.2f,%d,0,%d,80,%d,%d,0,%08X,0,0", std::fabs(fix.where.lat),
                fix.where.lat < 0 ? 'S' : 'N', std::fabs(fix.where.lon), fix.where.lon < 0 ? 'W' : 'E', fix.speed_kmh,
                fix.course, fix.satellites, fix.battery_pct, steps, status);
}

// DDMM.MMMM of a latitude (2 degree digits) or DDDMM.MMMM of a longitude (3).
std::string DegreesMinutes(double degrees, int width) {
  double a = std::fabs(degrees);
  int whole = static_cast<int>(a);
  return Format(width == 2 ? "%02d%07.4f" : "%03d%07.4f", whole, (a - whole) * 60);
}

std::string H02Fix(const Fix& fix, unsigned status) {
  return HourMinuteSecond(fix.time_ms) + "," + (fix.valid ? "A" : "V") + "," + DegreesMinutes(fix.where.lat, 2) + "," +
         (fix.where.lat < 0 ? "S" : "N") + "," + DegreesMinutes(fix.where.lon, 3) + "," +
         (fix.where.lon < 0 ? "W" : "E") + "," + Format("%.2f,%03d,", fix.speed_kmh * kKnotsPerKmh, fix.course) +
         DayMonthYear(fix.time_ms) + "," + Format("%08X", status);
}

unsigned H02Status(const Fix& fix, bool sos) {
  unsigned status = 0xFFFFFFFFu & ~kH02IgnitionBit;
  if (fix.acc) status |= kH02IgnitionBit;
  if (sos) status &= ~kH02SosBit;
  return status;
}

}  // namespace

std::string WatchPosition(const std::string& id, const Fix& fix, int steps) {
  return WatchFrame(id, "UD," + WatchFields(fix, steps, 0));
}

std::string WatchLink(const std::string& id, int steps, int battery_pct) {
  return WatchFrame(id, Format("LK,%d,0,%d", steps, battery_pct));
}

std::string WatchSos(const std::string& id, const Fix& fix, int steps) {
  return WatchFrame(id, "AL," + WatchFields(fix, steps, kWatchSosBit));
}

std::string WatchHealth(const std::string& id, int n) {
  const int heart = n % 7 == 6 ? 128 + n % 5 : 62 + (n * 7) % 30;
  const int spo2 = n % 11 == 10 ? 92 : 96 + n % 4;
  return WatchFrame(id, Format("heart,%d", heart)) +
         WatchFrame(id, Format("BLOOD,%d,%d", 108 + (n * 5) % 25, 68 + (n * 3) % 15)) +
         WatchFrame(id, Format("oxygen,0,%d", spo2)) + WatchFrame(id, Format("btemp2,1,%.1f", 36.1 + (n % 9) * 0.1));
}

std::string H02Position(const std::string& id, const Fix& fix, bool sos) {
  return "*HQ," + id + ",V1," + H02Fix(fix, H02Status(fix, sos)) + "#";
}

std::string H02Link(const std::string& id, const Fix& fix, int steps) {
  return "*HQ," + id + ",LINK," + HourMinuteSecond(fix.time_ms) +
         Format(",80,%d,%d,%d,0,", fix.satellites, fix.battery_pct, steps) + DayMonthYear(fix.time_ms) + "," +
         Format("%08X", H02Status(fix, false)) + "#";
}

std::string OsmAndRequest(const std::string& id, const Fix& fix) {
  return "GET /?id=" + id +
         Format("&lat=%.6f&lon=%.6f&timestamp=%lld&speed=%.1f&bearing=%d&batt=%d", fix.where.lat, fix.where.lon,
                fix.time_ms / 1000, fix.speed_kmh * kKnotsPerKmh, fix.course, fix.battery_pct) +
         " HTTP/1.1\r\nHost: chelian\r\nUser-Agent: chelian-sim\r\n\r\n";
}

std::optional<std::string> WatchCommandAnswer(std::string_view frame) {
  if (frame.size() < 4 || frame.front() != '[' || frame.back() != ']') return std::nullopt;
  std::vector<std::string_view> parts = Split(frame.substr(1, frame.size() - 2), '*');
  if (parts.size() < 4) return std::nullopt;
  std::string_view content = parts.back();
  std::string keyword(content.substr(0, content.find(',')));
  if (keyword.empty() || keyword == "LK" || keyword == "AL" || StartsWith(keyword, "UD") || keyword == "INIT")
    return std::nullopt;
  return "[" + std::string(parts[0]) + "*" + std::string(parts[1]) + "*" +
         Format("%04X", static_cast<unsigned>(keyword.size())) + "*" + keyword + "]";
}

std::optional<std::string> H02CommandAnswer(std::string_view frame, const Fix& fix) {
  if (frame.size() < 4 || frame.front() != '*' || frame.back() != '#') return std::nullopt;
  std::vector<std::string_view> f = Split(frame.substr(1, frame.size() - 2), ',');
  if (f.size() < 4 || f[2] == "V4" || f[2] == "HTBT" || f[2] == "V1") return std::nullopt;
  return "*HQ," + std::string(f[1]) + ",V4," + std::string(f[2]) + ",DONE," + std::string(f[3]) + "," +
         H02Fix(fix, H02Status(fix, false)) + "#";
}

}  // namespace chelian::sim
