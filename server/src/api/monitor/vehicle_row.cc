// Writing the one-letter monitor row.
#include "api/monitor/vehicle_row.h"

#include <boost/json/object.hpp>

#include "core/clock.h"
#include "core/json.h"
#include "domain/alarm_codes.h"

namespace chelian::api::monitor {
namespace {

// The label of an alarm code ("紧急报警"); the code itself when unknown.
std::string Label(const std::string& code) {
  auto c = AlarmCodeFromName(code);
  return c ? std::string(AlarmLabel(*c)) : code;
}

}  // namespace

std::vector<std::string> ShownAlarms(const VehicleView& v, bool hide_harsh) {
  std::vector<std::string> out;
  for (const auto& code : v.alarms)
    if (!hide_harsh || !IsHarshDrivingAlarm(code)) out.push_back(code);
  return out;
}

void AppendVehicleRow(std::string& out, const VehicleView& v, const RowOptions& o) {
  const store::MonitorVehicle& r = v.row;
  JsonObjectWriter row(out);
  row.Put("V", r.asset_id);
  row.Put("P", r.plate);
  row.Put("M", o.special_group != 0 ? o.special_group : r.group_id);
  row.Put("GI", r.group_id);
  row.Put("GN", r.group_name);
  row.Put("Z", static_cast<int>(v.status.state));
  row.Put("d", v.status.since_ms > 0 ? DurationText(o.now_ms - v.status.since_ms) : "");
  row.Put("ZT", v.status.since_ms > 0 ? FormatLocalTime(v.status.since_ms, o.utc_offset_minutes) : "");
  // B: a JSON string {"name": labels, "type": codes} while alarms are active, else "".
  std::vector<std::string> alarms = ShownAlarms(v, o.hide_harsh_alarms);
  if (!alarms.empty()) {
    std::string names, codes;
    for (const auto& code : alarms) {
      if (!names.empty()) {
        names += ",";
        codes += ",";
      }
      names += Label(code);
      codes += code;
    }
    row.Put("B", WriteJson(boost::json::object{{"name", names}, {"type", codes}}));
  } else {
    row.Put("B", "");
  }
  row.Put("CL", r.concern_level);
  row.Put("remark", r.concern_remark);
  row.Put("T", r.terminal_type);
  row.Put("N", r.terminal_no);
  row.Put("I", r.sim);
  row.Put("W", r.owner);
  row.Put("frameNo", r.frame_no);
  row.Put("iconType", r.icon_type);
  row.Put("longStayTer", r.long_standby);
  row.Put("settle", r.settled_at > 0 ? "1" : "0");
  row.Put("carType", 0);
  row.Put("EP", r.expires_at > 0 ? FormatLocalTime(r.expires_at, o.utc_offset_minutes) : "");
  row.Put("NOW", o.now_text);
  if (v.has_fix) {
    row.Put("X", v.lon);
    row.Put("Y", v.lat);
    row.Put("F", v.course);
    row.Put("S", v.speed);
    row.Put("L", v.mileage_km * 1000.0);
    row.Put("G", v.valid ? 1 : 0);
    row.Put("R", FormatLocalTime(v.recv_time, o.utc_offset_minutes));
    row.Put("PT", FormatLocalTime(v.fix_time, o.utc_offset_minutes));
    if (v.acc >= 0) row.Put("isAcc", v.acc == 0 ? 1 : 0);
    bool ok = false;
    boost::json::value attrs = v.attributes.empty() ? boost::json::value() : ParseJson(v.attributes, &ok);
    if (ok && attrs.is_object()) {
      const auto& a = attrs.get_object();
      if (const auto* p = a.if_contains("batteryPct"); p && p->is_number()) row.Put("E", *p);
      if (const auto* p = a.if_contains("batteryV"); p && p->is_number())
        row.Put("voltage", *p);
      else if (const auto* q = a.if_contains("voltageV"); q && q->is_number())
        row.Put("voltage", *q);
      if (const auto* p = a.if_contains("oilCut"); p && p->is_number())
        row.Put("oilIsNormal", p->to_number<double>() != 0 ? 1 : 0);
    }
  }
}

}  // namespace chelian::api::monitor
