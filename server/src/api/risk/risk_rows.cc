// The risk centre's reply rows and export columns (risk_rows.h).
#include "api/risk/risk_rows.h"

#include "api/monitor/vehicle_status.h"
#include "core/clock.h"
#include "core/strings.h"

namespace chelian::api::risk {
namespace {

std::string Time(long long ms, int offset) { return ms > 0 ? FormatLocalTime(ms, offset) : std::string(); }

// "广东省深圳市南山区" of a position, or "" (no geocoder, no position).
std::string DistrictOf(const geo::ReverseGeocoder* g, const boost::json::value* lat, const boost::json::value* lon) {
  if (!g || !lat || !lon || !lat->is_number() || !lon->is_number()) return {};
  double la = lat->to_number<double>(), lo = lon->to_number<double>();
  if (la == 0 && lo == 0) return {};
  auto m = g->Lookup({la, lo});
  return m ? m->Address() : std::string();
}

}  // namespace

boost::json::object VehicleFields(const store::RiskVehicleInfo& v, const RowContext& ctx) {
  monitor::StatusInputs in;
  in.has_fix = v.has_state;
  in.recv_time_ms = v.recv_time;
  in.fix_time_ms = v.fix_time;
  in.motion = v.motion;
  in.motion_since_ms = v.motion_since;
  auto status = monitor::ClassifyVehicle(in, ctx.now_ms, ctx.offline_after_ms);
  boost::json::object o;
  o["vehicleId"] = v.asset_id;
  o["vehId"] = v.asset_id;
  o["groupId"] = v.group_id;
  o["groupName"] = v.group_name;
  o["plate"] = v.plate;
  o["frameNo"] = v.frame_no;
  o["owner"] = v.owner;
  o["nowRemark"] = v.remark;
  o["sim"] = v.sim;
  o["terminalType"] = v.terminal_type;
  o["terminalNo"] = v.terminal_no;
  o["iccid"] = v.iccid;
  o["installDate"] = v.install_date;
  o["activationTme"] = Time(v.activated_at, ctx.utc_offset_minutes);
  o["concernLevel"] = v.concern_level;
  o["remark"] = v.concern_remark;
  o["settle"] = v.settled_at > 0 ? 1 : 0;
  o["lat"] = v.lat;
  o["lon"] = v.lon;
  o["speed"] = v.speed;
  o["devTime"] = Time(v.recv_time, ctx.utc_offset_minutes);
  o["pos"] = v.has_state ? 1 : -1;
  o["state"] = static_cast<int>(status.state);
  o["stateTime"] = status.since_ms > 0 ? monitor::DurationText(ctx.now_ms - status.since_ms) : std::string();
  o["nowAddress"] = "";
  o["address"] = "";
  return o;
}

const std::vector<ExportColumn>& ExportColumns() {
  static const std::vector<ExportColumn> kAll = {
      {"plate", "车牌号"},
      {"frameNo", "车架号"},
      {"groupName", "车组名称"},
      {"alarmName", "报警类型"},
      {"alarmTime", "报警时间"},
      {"alarmAddress", "报警地址"},
      {"nowAddress", "当前地址"},
      {"concernLevel", "关注度等级"},
      {"remark", "关注备注"},
      {"nowRemark", "备注"},
      {"owner", "车主"},
      {"sim", "SIM卡号"},
      {"terminalType", "设备类型"},
      {"installDate", "安装日期"},
      {"activationTme", "激活时间"},
      {"iccid", "ICCID"},
      {"speed", "速度"},
      {"devTime", "最后上线时间"},
      {"pos", "定位"},
      {"stateTime", "状态时长"},
      {"alarmStr", "报警类型"},
      {"displayTime", "停留时间"},
  };
  return kAll;
}

std::vector<ExportColumn> ChosenColumns(const std::string& keys_csv, int export_code) {
  std::vector<ExportColumn> out;
  for (const auto& k : Split(keys_csv, ',')) {
    auto key = Trim(k);
    for (const auto& c : ExportColumns())
      if (c.key == key) out.push_back(c);
  }
  if (!out.empty()) return out;
  std::vector<std::string_view> defaults;
  if (export_code == 3)
    defaults = {"plate",   "groupName", "concernLevel", "frameNo", "terminalType", "speed",
                "devTime", "stateTime", "alarmStr",     "remark",  "nowRemark"};
  else if (export_code == 11)
    defaults = {"plate", "groupName", "frameNo", "displayTime", "nowAddress"};
  else
    defaults = {"plate",        "groupName", "frameNo",      "alarmName", "alarmTime",
                "concernLevel", "remark",    "alarmAddress", "nowRemark"};
  for (auto key : defaults)
    for (const auto& c : ExportColumns())
      if (c.key == key) out.push_back(c);
  return out;
}

exporter::Cell ExportCell(const boost::json::object& row, std::string_view key) {
  const auto* v = row.if_contains(key);
  if (key == "alarmAddress" && (!v || (v->is_string() && v->get_string().empty()))) v = row.if_contains("pathName");
  if (!v) return std::string();
  if (key == "concernLevel" && v->is_int64()) {
    static const char* const kLevels[] = {"", "高", "中", "低"};
    auto l = v->get_int64();
    return std::string(l >= 1 && l <= 3 ? kLevels[l] : "");
  }
  if (key == "pos" && v->is_int64()) return std::string(v->get_int64() == 1 ? "卫星定位" : "--");
  if (v->is_string()) return std::string(v->get_string());
  if (v->is_int64()) return static_cast<long long>(v->get_int64());
  if (v->is_double()) return v->get_double();
  return std::string();
}

void FillExportAddresses(boost::json::object& row, const geo::ReverseGeocoder* g) {
  auto empty = [&row](std::string_view key) {
    const auto* v = row.if_contains(key);
    return !v || (v->is_string() && v->get_string().empty());
  };
  // The lists name positions two ways: risk rows lat/lon (now) + alarmLat/alarmLon; alarm category
  // rows nowLat/nowLon (now) + lat/lon (the alarm's).
  const bool now_apart = row.contains("nowLat");
  if (empty("nowAddress"))
    row["nowAddress"] = now_apart ? DistrictOf(g, row.if_contains("nowLat"), row.if_contains("nowLon"))
                                  : DistrictOf(g, row.if_contains("lat"), row.if_contains("lon"));
  if (empty("alarmAddress") && empty("pathName"))
    row["alarmAddress"] = now_apart ? DistrictOf(g, row.if_contains("lat"), row.if_contains("lon"))
                                    : DistrictOf(g, row.if_contains("alarmLat"), row.if_contains("alarmLon"));
}

}  // namespace chelian::api::risk
