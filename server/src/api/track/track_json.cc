// Writing the track reply.
#include "api/track/track_json.h"

#include <charconv>

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

}  // namespace

size_t TrackReplySizeHint(const LoadedTrack& t) { return 200 + t.points.size() * 128; }

void AppendTrackReplyJson(std::string& out, const LoadedTrack& t, int utc_offset_minutes) {
  LocalTimeFormatter time(utc_offset_minutes);
  out += "{\"total\":";
  AppendInt(out, static_cast<long long>(t.points.size()));
  out += ",\"data\":{\"vehicleId\":";
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
  out += ",\"trackList\":[";
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

}  // namespace chelian::api::track
