// Implementation of the OsmAnd parser (facts: Traccar's OsmAnd decoder tests and traccar.org/osmand).
#include "protocol/osmand/report.h"

#include <boost/json.hpp>
#include <charconv>
#include <cmath>

#include "core/clock.h"
#include "core/json.h"
#include "core/json_member.h"
#include "core/strings.h"
#include "protocol/osmand/constants.h"

namespace chelian::osmand {
namespace {

constexpr size_t kMaxParams = 64;
constexpr size_t kMaxJsonLocations = 50;
constexpr int64_t kEarliestMs = 946'684'800'000;  // 2000-01-01 UTC

Status Bad(std::string reason) { return InvalidArgument(std::move(reason)); }

std::optional<double> Number(std::string_view s) {
  s = Trim(s);
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  double v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

std::optional<bool> Flag(std::string_view s) {
  if (s == "true" || s == "1") return true;
  if (s == "false" || s == "0") return false;
  return std::nullopt;
}

bool ValidDeviceId(std::string_view id) {
  if (id.empty() || id.size() > kMaxDeviceIdBytes) return false;
  for (char c : id)
    if (c <= ' ' || c > '~') return false;
  return true;
}

// Digits after the time of day: ".862" → 862 ms (further digits ignored); moves `s` past them.
int Fraction(std::string_view& s) {
  if (s.empty() || s.front() != '.') return 0;
  s.remove_prefix(1);
  int ms = 0, digits = 0;
  while (!s.empty() && s.front() >= '0' && s.front() <= '9') {
    if (digits < 3) ms = ms * 10 + (s.front() - '0');
    ++digits;
    s.remove_prefix(1);
  }
  for (; digits < 3; ++digits) ms *= 10;
  return ms;
}

// "", "Z", "+08:00", "+0800", "-05" → minutes east of UTC; nullopt otherwise.
std::optional<int> Offset(std::string_view s) {
  if (s.empty() || s == "Z" || s == "z") return 0;
  if (s.front() != '+' && s.front() != '-') return std::nullopt;
  int sign = s.front() == '-' ? -1 : 1;
  std::string digits;
  for (char c : s.substr(1)) {
    if (c == ':') continue;
    if (c < '0' || c > '9') return std::nullopt;
    digits += c;
  }
  if (digits.size() != 2 && digits.size() != 4) return std::nullopt;
  int hours = std::stoi(digits.substr(0, 2)), minutes = digits.size() == 4 ? std::stoi(digits.substr(2)) : 0;
  if (hours > 14 || minutes > 59) return std::nullopt;
  return sign * (hours * 60 + minutes);
}

struct Fix {
  std::optional<double> lat, lon, speed_kmh, course, altitude, accuracy, battery_pct;
  std::optional<bool> valid, charging, ignition;
  std::optional<int64_t> time;
};

// The fix and values of a report as a Report (a position when it has coordinates).
Result<Report> Build(std::string device_id, const Fix& f, int64_t now_ms) {
  if (!ValidDeviceId(device_id)) return Bad("设备号无效（1–64 个可见字符）");
  if (f.lat.has_value() != f.lon.has_value()) return Bad("纬度和经度须同时提供");
  if (f.lat && (std::fabs(*f.lat) > 90 || std::fabs(*f.lon) > 180)) return Bad("经纬度超出范围");
  Report r;
  r.device_id = std::move(device_id);
  Attributes values;
  if (f.battery_pct) values.Set(AttrKey::kBatteryPct, static_cast<int64_t>(std::lround(*f.battery_pct)));
  if (f.charging) values.Set(AttrKey::kCharging, static_cast<int64_t>(*f.charging));
  if (f.accuracy && *f.accuracy >= 0) values.Set(AttrKey::kAccuracyM, *f.accuracy);
  if (!f.lat) {
    r.attributes = std::move(values);
    return r;
  }
  Position p;
  p.device_id = r.device_id;
  p.fix_time_ms = f.time.value_or(now_ms);
  p.valid = f.valid.value_or(true);
  p.lat = *f.lat;
  p.lon = *f.lon;
  p.altitude_m = f.altitude.value_or(0);
  if (f.speed_kmh && *f.speed_kmh >= 0) p.speed_kmh = *f.speed_kmh;  // negative: unknown
  if (f.course && *f.course >= 0) p.course = std::fmod(*f.course, 360.0);
  p.acc = f.ignition;
  p.attributes = std::move(values);
  r.positions.push_back(std::move(p));
  return r;
}

// One parameter into `f`; false when its value cannot be read (`reason` says which).
bool ReadParam(std::string_view key, std::string_view value, Fix& f, std::string& reason) {
  auto number = [&](std::optional<double>& into, double scale) {
    auto v = Number(value);
    if (!v) return false;
    into = *v * scale;
    return true;
  };
  auto flag = [&](std::optional<bool>& into) {
    into = Flag(value);
    return into.has_value();
  };
  bool ok = true;
  if (key == "lat") {
    ok = number(f.lat, 1);
  } else if (key == "lon") {
    ok = number(f.lon, 1);
  } else if (key == "location") {
    size_t comma = value.find(',');
    ok = comma != std::string_view::npos;
    if (ok) f.lat = Number(value.substr(0, comma)), f.lon = Number(value.substr(comma + 1));
    ok = ok && f.lat && f.lon;
  } else if (key == "timestamp") {
    f.time = ReadTime(value);
    ok = f.time.has_value();
  } else if (key == "speed") {
    ok = number(f.speed_kmh, kKmhPerKnot);
  } else if (key == "bearing" || key == "heading") {
    ok = number(f.course, 1);
  } else if (key == "altitude") {
    ok = number(f.altitude, 1);
  } else if (key == "accuracy") {
    ok = number(f.accuracy, 1);
  } else if (key == "batt") {
    ok = number(f.battery_pct, 1) && *f.battery_pct >= 0 && *f.battery_pct <= 100;
  } else if (key == "charge") {
    ok = flag(f.charging);
  } else if (key == "ignition") {
    ok = flag(f.ignition);
  } else if (key == "valid") {
    ok = flag(f.valid);
  }  // other parameters (hdop, cell, wifi, driverUniqueId …) are not kept
  if (!ok) reason = "参数 " + std::string(key) + " 无效";
  return ok;
}

Result<Report> ReadJsonLocation(const boost::json::object& location, std::string device_id, int64_t now_ms) {
  Fix f;
  if (auto t = JsonString(location, "timestamp")) {
    f.time = ReadTime(*t);
    if (!f.time) return Bad("location.timestamp 无效");
  }
  const boost::json::value* coords = location.if_contains("coords");
  if (coords && !coords->is_object()) return Bad("location.coords 无效");
  if (coords) {
    const boost::json::object& c = coords->get_object();
    f.lat = JsonDouble(c, "latitude");
    f.lon = JsonDouble(c, "longitude");
    if (auto v = JsonDouble(c, "speed")) f.speed_kmh = *v * kKmhPerMs;
    f.course = JsonDouble(c, "heading");
    f.altitude = JsonDouble(c, "altitude");
    f.accuracy = JsonDouble(c, "accuracy");
  }
  if (const boost::json::value* b = location.if_contains("battery"); b && b->is_object()) {
    auto level = JsonDouble(b->get_object(), "level");  // 0–1, -1 unknown
    if (level && *level >= 0 && *level <= 1) f.battery_pct = *level * 100;
    if (const boost::json::value* c = b->get_object().if_contains("is_charging"); c && c->is_bool())
      f.charging = c->get_bool();
  }
  return Build(std::move(device_id), f, now_ms);
}

}  // namespace

void AppendParams(std::string_view urlencoded, Params& out) {
  for (std::string_view part : Split(urlencoded, '&')) {
    if (part.empty() || out.size() >= kMaxParams) continue;
    size_t eq = part.find('=');
    std::string_view key = part.substr(0, eq), value = eq == std::string_view::npos ? "" : part.substr(eq + 1);
    out.emplace_back(PercentDecode(key, true), PercentDecode(value, true));
  }
}

std::optional<int64_t> ReadTime(std::string_view text) {
  text = Trim(text);
  if (text.empty() || text.size() > 40) return std::nullopt;
  long long number = 0;
  std::optional<int64_t> ms;
  if (ParseInt64(text, &number)) {
    if (number <= 0) return std::nullopt;
    ms = number < kMillisecondsFrom ? number * 1000 : number;
  } else if (text.size() >= 19 && (text[10] == 'T' || text[10] == ' ')) {
    auto local = ParseLocalTime(text.substr(0, 19), 0);
    std::string_view rest = text.substr(19);
    int fraction = Fraction(rest);
    auto offset = Offset(rest);
    if (!local || !offset) return std::nullopt;
    ms = *local + fraction - *offset * 60'000LL;
  }
  if (!ms || *ms < kEarliestMs) return std::nullopt;
  return ms;
}

Result<Report> ReadParamsReport(const Params& params, int64_t now_ms) {
  Fix f;
  std::string device_id;
  bool named = false;
  for (const auto& [key, value] : params) {
    if (key == "id" || key == "deviceid") {
      device_id = value;
      named = true;
      continue;
    }
    std::string reason;
    if (!ReadParam(key, value, f, reason)) return Bad(reason);
  }
  if (!named) return Bad("缺少设备号（id 或 deviceid）");
  return Build(std::move(device_id), f, now_ms);
}

Result<Report> ReadJsonReport(std::string_view body, int64_t now_ms) {
  bool ok = false;
  boost::json::value doc = ParseJson(body, &ok);
  if (!ok || !doc.is_object()) return Bad("JSON 无法解析");
  const boost::json::object& o = doc.get_object();
  auto device_id = JsonText(o, "device_id");
  if (!device_id) return Bad("缺少设备号（device_id）");
  const boost::json::value* location = o.if_contains("location");
  if (!location) return Bad("缺少 location");
  if (location->is_object()) return ReadJsonLocation(location->get_object(), *device_id, now_ms);
  if (!location->is_array() || location->get_array().size() > kMaxJsonLocations) return Bad("location 无效");
  Report all;  // a batch: every location, in order
  all.device_id = *device_id;
  for (const boost::json::value& one : location->get_array()) {
    if (!one.is_object()) return Bad("location 无效");
    auto r = ReadJsonLocation(one.get_object(), *device_id, now_ms);
    if (!r.ok()) return r.status();
    for (Position& p : r->positions) all.positions.push_back(std::move(p));
    all.attributes.Merge(r->attributes);
  }
  if (!ValidDeviceId(all.device_id)) return Bad("设备号无效（1–64 个可见字符）");
  return all;
}

}  // namespace chelian::osmand
