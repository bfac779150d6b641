// Writing the track reply.
#include "api/track/track_json.h"

#include <charconv>
#include <cmath>

#include "core/json.h"

namespace chelian::api::track {
namespace {

// Fixed notation with `digits` decimals (so always with a point): 22.540000, 45.0.
void AppendFixed(std::string& out, double v, int digits) {
  char buf[48];
  auto res = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, digits);
  if (res.ec != std::errc()) {
    out += "0.0";
    return;
  }
  out.append(buf, res.ptr);
}

void AppendInt(std::string& out, long long v) {
  char buf[24];
  auto res = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, res.ptr);
}

// The digits `v` prints with in fixed notation with `digits` decimals, as one integer: 22.540000
// → 22540000. The same rounding as AppendFixed, so both replies hold the very same values. A value
// whose digits would not stay exact in a browser's number (2^53; a device's garbage) is 0.
long long FixedDigits(double v, int digits) {
  if (!(std::fabs(v) * std::pow(10.0, digits) < 1e15)) return 0;
  char buf[48];
  auto res = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, digits);
  if (res.ec != std::errc()) return 0;
  long long out = 0;
  bool negative = false;
  for (const char* c = buf; c < res.ptr; ++c) {
    if (*c == '-') negative = true;
    if (*c >= '0' && *c <= '9') out = out * 10 + (*c - '0');
  }
  return negative ? -out : out;
}

// The vehicle's fields of `data`, up to and with the comma after terminalNo.
void AppendVehicleFields(std::string& out, const LoadedTrack& t) {
  out += "\"vehicleId\":";
  AppendInt(out, t.vehicle.asset_id);
  out += ",\"groupId\":";
  AppendInt(out, t.vehicle.group_id);
  out += ",\"groupName\":";
  AppendJsonString(out, t.vehicle.group_name);
  out += ",\"longStayTer\":";
  AppendInt(out, t.vehicle.long_standby);
  out += ",\"plate\":";
  AppendJsonString(out, t.vehicle.plate);
  out += ",\"terminalType\":";
  AppendJsonString(out, t.vehicle.terminal_type);
  out += ",\"terminalNo\":";
  AppendJsonString(out, t.vehicle.terminal_no);
  out += ',';
}

long long StopSpeedOr(const reports::TrackPoint& p, const reports::TrackSample& s) {
  return p.state == reports::kPointStopped ? 0 : FixedDigits(s.speed_kmh, 1);
}

}  // namespace

size_t TrackReplySizeHint(const LoadedTrack& t) { return 200 + t.points.size() * 128; }

void AppendTrackReplyJson(std::string& out, const LoadedTrack& t, int utc_offset_minutes) {
  LocalTimeFormatter time(utc_offset_minutes);
  out += "{\"total\":";
  AppendInt(out, static_cast<long long>(t.points.size()));
  out += ",\"data\":{";
  AppendVehicleFields(out, t);
  out += "\"trackList\":[";
  bool first = true;
  for (const reports::TrackPoint& p : t.points) {
    const reports::TrackSample& s = t.samples[p.index];
    if (!first) out += ',';
    first = false;
    out += "{\"t\":\"";
    time.Append(out, s.time_ms);
    out += "\",\"a\":";
    AppendFixed(out, s.lat, 6);
    out += ",\"o\":";
    AppendFixed(out, s.lon, 6);
    out += ",\"s\":";
    AppendFixed(out, p.state == reports::kPointStopped ? 0.0 : s.speed_kmh, 1);
    out += ",\"d\":";
    AppendInt(out, s.course);
    out += ",\"g\":";
    AppendFixed(out, s.mileage_km, 2);
    out += ",\"e\":";
    out += s.acc == 0 ? '1' : '0';  // 1 = ACC off
    out += ",\"i\":";
    out += s.valid ? '1' : '0';
    out += ",\"x\":";
    out += static_cast<char>('0' + p.state);
    out += ",\"m\":";
    AppendInt(out, p.duration_ms / 1000);
    out += ",\"b\":";
    out += s.back_filled ? '1' : '0';
    out += ",\"u\":";
    AppendInt(out, p.report_type);
    if (int power = t.battery[p.index]; power >= 0) {
      out += ",\"power\":";
      AppendInt(out, power);
    }
    if (p.state == reports::kPointStopped) {  // the stop's span, "begin~~end" (V3 stop points)
      out += ",\"date\":\"";
      time.Append(out, p.stop_begin_ms);
      out += "~~";
      time.Append(out, p.stop_end_ms);
      out += '"';
    }
    out += '}';
  }
  out += "]}}";
}

size_t TrackColumnsSizeHint(const LoadedTrack& t) { return 300 + t.points.size() * 40; }

void AppendTrackColumnsJson(std::string& out, const LoadedTrack& t, int utc_offset_minutes) {
  out += "{\"total\":";
  AppendInt(out, static_cast<long long>(t.points.size()));
  out += ",\"data\":{";
  AppendVehicleFields(out, t);
  out += "\"zone\":";
  AppendInt(out, utc_offset_minutes);
  out += ",\"columns\":{";
  // One array of the points' integers; `delta`: each less the one before.
  bool first_column = true;
  auto column = [&](const char* key, bool delta, auto&& value) {
    if (!first_column) out += ',';
    first_column = false;
    out += '"';
    out += key;
    out += "\":[";
    long long previous = 0;
    for (size_t k = 0; k < t.points.size(); ++k) {
      const reports::TrackPoint& p = t.points[k];
      long long v = value(p, t.samples[p.index], t.battery[p.index]);
      if (k > 0) out += ',';
      AppendInt(out, delta ? v - previous : v);
      previous = v;
    }
    out += ']';
  };
  using P = const reports::TrackPoint&;
  using S = const reports::TrackSample&;
  auto seconds = [](long long ms) { return ms >= 0 ? ms / 1000 : (ms - 999) / 1000; };
  column("t", true, [&](P, S s, int) { return seconds(s.time_ms); });
  column("a", true, [](P, S s, int) { return FixedDigits(s.lat, 6); });
  column("o", true, [](P, S s, int) { return FixedDigits(s.lon, 6); });
  column("s", false, [](P p, S s, int) { return StopSpeedOr(p, s); });
  column("d", false, [](P, S s, int) { return static_cast<long long>(s.course); });
  column("g", true, [](P, S s, int) { return FixedDigits(s.mileage_km, 2); });
  column("f", false, [](P, S s, int) {
    return static_cast<long long>((s.acc == 0 ? 1 : 0) | (s.valid ? 2 : 0) | (s.back_filled ? 4 : 0));
  });
  column("x", false, [](P p, S, int) { return static_cast<long long>(p.state); });
  column("m", false, [](P p, S, int) { return p.duration_ms / 1000; });
  column("u", false, [](P p, S, int) { return static_cast<long long>(p.report_type); });
  column("p", false, [](P, S, int power) { return static_cast<long long>(power >= 0 ? power : -1); });
  out += ",\"date\":[";
  bool first = true;
  for (size_t k = 0; k < t.points.size(); ++k) {
    const reports::TrackPoint& p = t.points[k];
    if (p.state != reports::kPointStopped) continue;
    if (!first) out += ',';
    first = false;
    out += '[';
    AppendInt(out, static_cast<long long>(k));
    out += ',';
    AppendInt(out, seconds(p.stop_begin_ms));
    out += ',';
    AppendInt(out, seconds(p.stop_end_ms));
    out += ']';
  }
  out += "]}}}";
}

}  // namespace chelian::api::track
