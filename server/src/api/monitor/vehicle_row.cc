// Building the one-letter monitor row.
#include "api/monitor/vehicle_row.h"

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

boost::json::object VehicleRow(const VehicleView& v, const RowOptions& o) {
  const store::MonitorVehicle& r = v.row;
  boost::json::object row;
  row.reserve(40);  // every field without a rehash (a list of 50,000 rows, issue 28)
  row["V"] = r.asset_id;
  row["P"] = r.plate;
  row["M"] = o.special_group != 0 ? o.special_group : r.group_id;
  row["GI"] = r.group_id;
  row["GN"] = r.group_name;
  row["Z"] = static_cast<int>(v.status.state);
  row["d"] = v.status.since_ms > 0 ? DurationText(o.now_ms - v.status.since_ms) : "";
  row["ZT"] = v.status.since_ms > 0 ? FormatLocalTime(v.status.since_ms, o.utc_offset_minutes) : "";
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
    row["B"] = WriteJson(boost::json::object{{"name", names}, {"type", codes}});
  } else {
    row["B"] = "";
  }
  row["CL"] = r.concern_level;
  row["remark"] = r.concern_remark;
  row["T"] = r.terminal_type;
  row["N"] = r.terminal_no;
  row["I"] = r.sim;
  row["W"] = r.owner;
  row["frameNo"] = r.frame_no;
  row["iconType"] = r.icon_type;
  row["longStayTer"] = r.long_standby;
  row["settle"] = r.settled_at > 0 ? "1" : "0";
  row["carType"] = 0;
  row["EP"] = r.expires_at > 0 ? FormatLocalTime(r.expires_at, o.utc_offset_minutes) : "";
  row["NOW"] = FormatLocalTime(o.now_ms, o.utc_offset_minutes);
  if (v.has_fix) {
    row["X"] = v.lon;
    row["Y"] = v.lat;
    row["F"] = v.course;
    row["S"] = v.speed;
    row["L"] = v.mileage_km * 1000.0;
    row["G"] = v.valid ? 1 : 0;
    row["R"] = FormatLocalTime(v.recv_time, o.utc_offset_minutes);
    row["PT"] = FormatLocalTime(v.fix_time, o.utc_offset_minutes);
    if (v.acc >= 0) row["isAcc"] = v.acc == 0 ? 1 : 0;
    bool ok = false;
    boost::json::value attrs = v.attributes.empty() ? boost::json::value() : ParseJson(v.attributes, &ok);
    if (ok && attrs.is_object()) {
      const auto& a = attrs.get_object();
      if (const auto* p = a.if_contains("batteryPct"); p && p->is_number()) row["E"] = *p;
      if (const auto* p = a.if_contains("batteryV"); p && p->is_number())
        row["voltage"] = *p;
      else if (const auto* q = a.if_contains("voltageV"); q && q->is_number())
        row["voltage"] = *q;
      if (const auto* p = a.if_contains("oilCut"); p && p->is_number())
        row["oilIsNormal"] = p->to_number<double>() != 0 ? 1 : 0;
    }
  }
  return row;
}

}  // namespace chelian::api::monitor
