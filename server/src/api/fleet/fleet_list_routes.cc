// 车辆管理's reads: the vehicle table of one group (40 a page, v3-console-inventory §3.4
// listVehicleByGroupRds), one vehicle's 车辆资料 (queryVehicleInfo, with its 风控信息 `extend`), the
// table's export through the download center (下载列表 type 4), the terminal types (getTerminalMap),
// the map icons (getVehicleIconType) and the related vehicle whose fields the dialog offers (getVehicleDateByPlate).
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/alarm/vehicle_risk_settings.h"
#include "api/envelope.h"
#include "api/fleet/fleet_common.h"
#include "api/fleet/fleet_routes.h"
#include "api/monitor/vehicle_status.h"
#include "api/paging.h"
#include "core/clock.h"
#include "core/strings.h"
#include "protocol/registry.h"
#include "store/fleet_repo.h"
#include "store/group_repo.h"

namespace chelian::api {
namespace {

using namespace fleet;
using monitor::VehicleState;

constexpr int kExportTypeFleet = 4;  // 下载列表: 车辆管理

// The table's 车辆状态 (§4.1 listVehicleByGroupRds scheme: 0 从未上线, 1 行驶, 2 停车, 3 离线, 4 过期).
struct TableStatus {
  int code = 0;
  std::string name, format_time;
};

// Takes the pipeline's state of the vehicle's device over the saved snapshot when it has one.
void MergeLatest(const FleetOptions& o, store::FleetVehicle& v) {
  if (!o.latest || v.device_id == 0) return;
  auto live = o.latest(v.device_id);
  if (!live || !live->has_fix) return;
  v.has_state = true;
  v.fix_time = live->fix_time_ms;
  v.recv_time = live->recv_time_ms;
  v.motion = static_cast<int>(live->motion);
  v.motion_since = live->motion_since_ms;
}

TableStatus StatusOf(const store::FleetVehicle& v, long long now_ms, long long offline_after_ms) {
  monitor::StatusInputs in;
  in.has_fix = v.has_state && v.fix_time > 0;
  in.recv_time_ms = v.recv_time;
  in.fix_time_ms = v.fix_time;
  in.motion = v.motion;
  in.motion_since_ms = v.motion_since;
  in.expires_at_ms = v.expires_at;
  monitor::VehicleStatus st = monitor::ClassifyVehicle(in, now_ms, offline_after_ms);
  TableStatus out;
  out.name = monitor::StateName(st.state);
  switch (st.state) {
    case VehicleState::kNeverOnline:
      out.code = 0;
      out.format_time = "从未上线";
      break;
    case VehicleState::kDriving:
      out.code = 1;
      break;
    case VehicleState::kParked:
      out.code = 2;
      break;
    case VehicleState::kOffline:
      out.code = 3;
      break;
    case VehicleState::kExpired:
      out.code = 4;
      out.format_time = "已过期";
      break;
  }
  if (out.format_time.empty()) out.format_time = monitor::DurationText(now_ms - st.since_ms);
  return out;
}

std::string TimeOrEmpty(long long ms, int offset) { return ms > 0 ? FormatLocalTime(ms, offset) : std::string(); }

// 添加时间: the installation date typed in the dialog, else when the vehicle was added.
std::string InstallDate(const store::FleetVehicle& v, int offset) {
  return v.install_date.empty() ? FormatLocalTime(v.created_at, offset) : v.install_date;
}

boost::json::object TableRow(const store::FleetVehicle& v, const TableStatus& st, long long now_ms, int offset) {
  return {{"vehicleId", v.id},
          {"plate", v.plate},
          {"sim", v.sim},
          {"terminalNo", v.terminal_no},
          {"terminalType", v.terminal_type},
          {"frameNo", v.frame_no},
          {"mac", v.mac},
          {"iccid", v.iccid},
          {"nowRemark", v.remark},
          {"installDate", InstallDate(v, offset)},
          {"createTime", FormatLocalTime(v.created_at, offset)},
          {"gpsTime", TimeOrEmpty(v.fix_time, offset)},
          {"vehicleStatus", st.code},
          {"vehicleStatusName", st.name},
          {"formatTime", st.format_time},
          {"EP", TimeOrEmpty(v.expires_at, offset)},
          {"NOW", FormatLocalTime(now_ms, offset)},
          {"settle", v.settled_at > 0 ? "1" : "0"},
          {"groupId", v.group_id},
          {"groupName", v.group_name}};
}

// The group of the call: `groupId`, else the caller's own.
std::optional<long long> GroupOf(const ApiCall& call) {
  if (!call.IntParamValid("groupId")) return std::nullopt;
  return call.IntParam("groupId").value_or(call.session().group_id);
}

net::HttpResponse ListVehicles(ApiServices& s, const FleetOptions& o, const ApiCall& call) {
  auto group = GroupOf(call);
  if (!group) return Fail(kFlagFail, "参数 groupId 不是有效的整数");
  PageParams page = ReadPage(call, 40, 1000);
  auto conn = s.db.Acquire();
  auto listed = store::PageGroupVehicles(*conn, call.session().scope(), *group, page.page_number, page.page_size);
  if (!listed.ok()) return FromStatus(listed.status());
  long long now = s.now();
  int offset = s.options.utc_offset_minutes;
  boost::json::array data;
  for (auto& v : listed->rows) {
    MergeLatest(o, v);
    data.push_back(TableRow(v, StatusOf(v, now, o.offline_after_ms), now, offset));
  }
  return Ok(PageObject(std::move(data), listed->total, page));
}

// Every field of the 车辆资料 dialog.
boost::json::object VehicleJson(const store::FleetVehicle& v, int offset) {
  return {{"vehicleId", v.id},
          {"groupId", v.group_id},
          {"groupName", v.group_name},
          {"plate", v.plate},
          {"sim", v.sim},
          {"mac", v.mac},
          {"terminalType", v.terminal_type},
          {"terminalNo", v.terminal_no},
          {"protocol", v.protocol},
          {"frameNo", v.frame_no},
          {"engineNo", v.engine_no},
          {"vehicleType", v.vehicle_type},
          {"iccid", v.iccid},
          {"serviceCode", v.service_code},
          {"activationTmeStr", TimeOrEmpty(v.activated_at, offset)},
          {"installDate", v.install_date},
          {"owner", v.owner},
          {"settle", v.settled_at > 0 ? "1" : "0"},
          {"displayYear", v.display_year},
          {"serviceMonths", v.service_months},
          {"renewState", v.renew_state},
          {"remark", v.remark},
          {"iconType", v.icon_type},
          {"license", v.license},
          {"phone", v.phone},
          {"address", v.address},
          {"installPerson", v.install_person},
          {"installPlace", v.install_place},
          {"installRemark", v.install_remark},
          {"EP", TimeOrEmpty(v.expires_at, offset)},
          {"createTime", FormatLocalTime(v.created_at, offset)}};
}

net::HttpResponse QueryVehicleInfo(ApiServices& s, const ApiCall& call) {
  auto id = IdParam(call, "vehicleId");
  if (!id) return Fail(kFlagFail, "请选择车辆");
  auto conn = s.db.Acquire();
  auto v = store::GetFleetVehicle(*conn, call.session().scope(), *id);
  if (!v.ok()) return FromStatus(v.status());
  auto extend = VehicleRiskExtend(*conn, call.session().scope(), *id);
  if (!extend.ok()) return FromStatus(extend.status());
  return Ok(boost::json::object{{"delFlag", 1},
                                {"groupId", v->group_id},
                                {"groupName", v->group_name},
                                {"parentId", v->parent_group_id},
                                {"vehicle", VehicleJson(*v, s.options.utc_offset_minutes)},
                                {"extend", std::move(*extend)}});
}

// getVehicleDateByPlate.json (v3-console-inventory §2.3 VehDialog): the vehicle of the caller's scope
// with the plate typed (or else the frame number), other than `vehicleId`, as the fields the dialog may
// fill (车型 as `brand`); {} when there is none. `groupId` / `vehicleId`, when given, must be in scope.
net::HttpResponse GetVehicleDateByPlate(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  if (auto refusal = AnyButtonRefusal(*conn, call, {kButtonAddVehicle, kButtonEditVehicle})) return *refusal;
  const store::Scope scope = call.session().scope();
  if (auto gid = IdParam(call, "groupId"); gid && *gid > 0 && !store::GetGroup(*conn, scope, *gid).ok())
    return Fail(kFlagFail, "车组不存在或无权操作");
  const long long except = IdParam(call, "vehicleId").value_or(0);
  if (except > 0)
    if (auto v = store::GetFleetVehicle(*conn, scope, except); !v.ok()) return FromStatus(v.status());
  std::string plate(Trim(call.ParamOr("plate", ""))), frame_no(Trim(call.ParamOr("frameNo", "")));
  if (plate.empty() && frame_no.empty()) return Fail(kFlagFail, "请输入车牌号码或车架号码");
  auto related = store::FindRelatedFleetVehicle(*conn, scope, plate, frame_no, except);
  if (!related.ok()) return FromStatus(related.status());
  if (!*related) return Ok(boost::json::object{});
  const store::FleetVehicle& v = **related;
  return Ok(boost::json::object{{"vehicleId", v.id},
                                {"groupId", v.group_id},
                                {"groupName", v.group_name},
                                {"plate", v.plate},
                                {"frameNo", v.frame_no},
                                {"engineNo", v.engine_no},
                                {"brand", v.vehicle_type},
                                {"serviceCode", v.service_code},
                                {"owner", v.owner},
                                {"remark", v.remark},
                                {"displayYear", v.display_year},
                                {"license", v.license},
                                {"phone", v.phone},
                                {"address", v.address},
                                {"installPerson", v.install_person},
                                {"installPlace", v.install_place}});
}

// The export's table: the columns of the page's table.
Result<exporter::Table> BuildFleetTable(store::Connection& conn, const store::Scope& scope, long long group_id,
                                        long long now_ms, long long offline_after_ms, int offset) {
  auto vehicles = store::ListGroupVehicles(conn, scope, group_id);
  if (!vehicles.ok()) return vehicles.status();
  exporter::Table t;
  t.sheet_name = "车辆管理";
  t.headers = {"序号", "车牌号",   "SIM卡号",  "设备号",   "设备类型",     "车架号",  "MAC",
               "备注", "所属车组", "添加时间", "车辆状态", "最后在线时间", "到期时间"};
  long long n = 0;
  for (const auto& v : *vehicles) {
    TableStatus st = StatusOf(v, now_ms, offline_after_ms);
    std::string state = st.name + (st.code == 0 || st.code == 4 ? "" : " " + st.format_time);
    t.rows.push_back({++n, v.plate, v.sim, v.terminal_no, v.terminal_type, v.frame_no, v.mac, v.remark, v.group_name,
                      InstallDate(v, offset), state, TimeOrEmpty(v.fix_time, offset),
                      TimeOrEmpty(v.expires_at, offset)});
  }
  return t;
}

net::HttpResponse ExportVehicles(ApiServices& s, exporter::ExportRunner& runner, const FleetOptions& o,
                                 const ApiCall& call) {
  auto group = GroupOf(call);
  if (!group) return Fail(kFlagFail, "参数 groupId 不是有效的整数");
  store::Scope scope = call.session().scope();
  {
    auto conn = s.db.Acquire();
    if (!store::GetGroup(*conn, scope, *group).ok()) return Fail(kFlagFail, "车组不存在或无权操作");
  }
  exporter::ExportRequest req;
  req.user_id = call.session().user_id;
  req.group_id = call.session().group_id;
  req.type = kExportTypeFleet;
  req.title = "车辆管理";
  req.produce = exporter::FromTable([scope, group_id = *group, now = s.now, offline = o.offline_after_ms,
                                     offset = s.options.utc_offset_minutes](store::Connection& conn) {
    return BuildFleetTable(conn, scope, group_id, now(), offline, offset);
  });
  auto record = runner.Submit(std::move(req));
  if (!record.ok()) return FromStatus(record.status());
  return Ok(boost::json::object{{"id", record->id}, {"fileName", record->name}, {"status", record->status}});
}

// getTerminalMap.json: every terminal type the protocols list, {data:[{type, typemap, protocol}]}
// (type the name shown, typemap what saveVehicle's terminalType takes: the same name here).
net::HttpResponse TerminalMap() {
  boost::json::array data;
  for (const ProtocolInfo& p : Protocols())
    for (const TerminalType& t : p.parts.terminal_types())
      data.push_back(boost::json::object{{"type", t.name}, {"typemap", t.name}, {"protocol", p.name}});
  return Ok(boost::json::object{{"data", std::move(data)}});
}

// getVehicleIconType.json: the icons 车辆资料 offers, [{iconName, iconType}] in iconType order.
net::HttpResponse IconTypes() {
  boost::json::array out;
  for (size_t i = 0; i < std::size(kIconNames); ++i)
    out.push_back(boost::json::object{{"iconName", kIconNames[i]}, {"iconType", static_cast<long long>(i)}});
  return Ok(std::move(out));
}

}  // namespace

void RegisterFleetListRoutes(ApiRouter& router, ApiServices& s, exporter::ExportRunner& exports, FleetOptions o) {
  router.Add("/car/v1/api/vehicle/listVehicleByGroupRds.json", Access::kSession,
             [&s, o](ApiCall& c) { return ListVehicles(s, o, c); });
  router.Add("/car/v1/api/terminal/getTerminalMap.json", Access::kSession, [](ApiCall&) { return TerminalMap(); });
  router.Add("/car/v1/api/vehicle/getVehicleIconType.json", Access::kSession, [](ApiCall&) { return IconTypes(); });
  // Either button of the dialog (新增车辆 160204, 修改 160209): checked in the handler.
  router.Add("/car/v1/api/vehicle/getVehicleDateByPlate.json", Access::kSession,
             [&s](ApiCall& c) { return GetVehicleDateByPlate(s, c); });
  router.Add("/car/v1/api/vehicleManagement/queryVehicleInfo", Access::kSession,
             [&s](ApiCall& c) { return QueryVehicleInfo(s, c); });
  router.Add("/car/v1/api/vehicle/exportVehicleByGroupRds.json", Access::kSession,
             [&s, &exports, o](ApiCall& c) { return ExportVehicles(s, exports, o, c); }, {.button = kButtonExport});
}

}  // namespace chelian::api
