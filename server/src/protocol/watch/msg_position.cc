// UD…, WT and AL… (protocols.md §4 "one field list"): date, time, A|V, lat, N|S, lon, E|W, speed
// km/h, course, altitude, satellites, GSM signal, battery %, steps, tumbles, status (hex); then
// cells (count, TA, MCC, MNC, (LAC, CI, RSSI)…), Wi-Fi (count, (name, MAC, RSSI)…), accuracy.
#include <charconv>
#include <cmath>
#include <optional>
#include <span>

#include "core/civil_time.h"
#include "core/strings.h"
#include "protocol/watch/messages.h"

namespace chelian::watch {
namespace {

enum FieldIndex : size_t {
  kDate,
  kTime,
  kValidity,
  kLat,
  kLatHemisphere,
  kLon,
  kLonHemisphere,
  kSpeed,
  kCourse,
  kAltitude,
  kSatellites,
  kSignal,
  kBattery,
  kSteps,
  kTumbles,
  kStatus,
  kFixedFields,  // cells and Wi-Fi follow
};

// Decimal, or hexadecimal when it has a letter a–f (LAC and CI of some devices).
std::optional<long long> DecimalOrHex(std::string_view s) {
  s = Trim(s);
  bool hex = false;
  for (char c : s) hex |= (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  if (!hex) return IntegerField(s);
  long long v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v, 16);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

std::optional<uint32_t> HexWord(std::string_view s) {
  s = Trim(s);
  uint32_t v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v, 16);
  if (s.empty() || s.size() > 8 || ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

// DDMMYY, HHMMSS → UTC (the devices send UTC; Traccar reads it so too).
std::optional<int64_t> FixTime(std::string_view date, std::string_view time) {
  auto two = [](std::string_view s, size_t at) { return (s[at] - '0') * 10 + (s[at + 1] - '0'); };
  for (std::string_view s : {date, time}) {
    if (s.size() != 6) return std::nullopt;
    for (char c : s)
      if (c < '0' || c > '9') return std::nullopt;
  }
  return CivilToEpochMs({2000 + two(date, 4), two(date, 2), two(date, 0), two(time, 0), two(time, 2), two(time, 4)}, 0);
}

// A coordinate and its hemisphere: S and W make it negative; with N, E or none its own sign stands.
std::optional<double> Coordinate(std::string_view value, std::string_view hemisphere, char negative) {
  auto v = NumberField(value);
  hemisphere = Trim(hemisphere);
  if (!v || hemisphere.size() > 1) return std::nullopt;
  if (!hemisphere.empty() && hemisphere[0] == negative) return -std::fabs(*v);
  return v;
}

// The serving cell of the cell block (the first of `count`), when the block has that layout.
void DecodeCells(std::span<const std::string_view> rest, Attributes* a) {
  // Traccar: some devices send another layout, recognisable by hex letters in its fourth value.
  if (rest.size() >= 4) {
    for (char c : rest[3])
      if ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')) return;
  }
  auto count = rest.empty() ? std::nullopt : IntegerField(rest[0]);
  if (!count || *count <= 0 || rest.size() < 6) return;
  auto mcc = IntegerField(rest[2]), mnc = IntegerField(rest[3]);
  auto lac = DecimalOrHex(rest[4]), cell = DecimalOrHex(rest[5]);
  if (mcc) a->Set(AttrKey::kMcc, int64_t{*mcc});
  if (mnc) a->Set(AttrKey::kMnc, int64_t{*mnc});
  if (lac) a->Set(AttrKey::kLac, int64_t{*lac});
  if (cell) a->Set(AttrKey::kCellId, int64_t{*cell});
}

}  // namespace

Status DecodePosition(std::string_view fields, DeviceMessage* out) {
  std::vector<std::string_view> f = Split(fields, ',');
  if (f.size() < kFixedFields)
    return InvalidArgument("watch: " + std::to_string(f.size()) + " position fields, " + std::to_string(kFixedFields) +
                           " needed");
  auto time = FixTime(Trim(f[kDate]), Trim(f[kTime]));
  if (!time) return InvalidArgument("watch: bad date or time");
  std::string_view validity = Trim(f[kValidity]);
  if (validity != "A" && validity != "V") return InvalidArgument("watch: validity is neither A nor V");
  auto lat = Coordinate(f[kLat], f[kLatHemisphere], 'S');
  auto lon = Coordinate(f[kLon], f[kLonHemisphere], 'W');
  if (!lat || !lon) return InvalidArgument("watch: bad coordinates");
  bool fix = validity == "A";
  if (fix && (std::fabs(*lat) > 90 || std::fabs(*lon) > 180)) {
    fix = false;
    out->warning += (out->warning.empty() ? "" : "; ") + std::string("coordinates out of range: no fix");
  }

  Position p;
  Attributes& a = fix ? p.attributes : out->attributes;
  if (auto v = IntegerField(f[kSignal]); v && *v >= 0) a.Set(AttrKey::kSignal, int64_t{*v});
  if (auto v = IntegerField(f[kBattery]); v && *v >= 0) a.Set(AttrKey::kBatteryPct, int64_t{*v});
  if (auto v = IntegerField(f[kSteps]); v && *v >= 0) a.Set(AttrKey::kSteps, int64_t{*v});
  std::vector<AlarmCode> alarms;
  if (auto status = HexWord(f[kStatus])) {
    a.Set(AttrKey::kStatusFlags, int64_t{*status});
    StatusToAlarms(*status, &alarms);
  }
  DecodeCells(std::span<const std::string_view>(f).subspan(kFixedFields), &a);
  if (!fix) {
    // No GPS (cells or Wi-Fi only): no coordinates, still a message. The alarms of a report sent
    // long after (UD2) say nothing of now.
    if (!out->back_filled) out->alarms = std::move(alarms);
    return Status::Ok();
  }
  p.device_id = out->device_id;
  p.fix_time_ms = *time;
  p.valid = true;
  p.lat = *lat;
  p.lon = *lon;
  if (auto v = NumberField(f[kSpeed]); v && *v >= 0 && *v < 2000) p.speed_kmh = *v;
  if (auto v = NumberField(f[kCourse]); v && *v >= 0 && *v <= 360) p.course = *v;
  if (auto v = NumberField(f[kAltitude]); v && std::fabs(*v) < 100'000) p.altitude_m = *v;
  if (auto v = IntegerField(f[kSatellites]); v && *v >= 0 && *v < 256) p.satellites = static_cast<int>(*v);
  p.back_filled = out->back_filled;
  p.alarms = std::move(alarms);
  out->positions.push_back(std::move(p));
  return Status::Ok();
}

}  // namespace chelian::watch
