// The 车辆资料 dialog's save (saveVehicle, flat fields) and update (updateVehicle: the fields inside
// `updateVehicleInfo`, or flat; `alarmUtil` carries the 风控信息 tab). Fields are checked as the dialog
// checks them — 车牌号码 ≤ 20, SIM卡号 11–13 digits, 车架号码 16–17 letters or digits, a known 设备类型, a
// terminal number no other device has — and every save is logged and makes the gateway read its devices again.
// 状态 (`settle` "1" 结清 / "0" 未结清; absent: unchanged) goes through the 结清 action (api/renewal/settle_action.h).
#include <boost/json/object.hpp>
#include <cctype>

#include "api/accounts/account_access.h"
#include "api/alarm/place_routes.h"
#include "api/alarm/vehicle_risk_settings.h"
#include "api/envelope.h"
#include "api/fleet/fleet_common.h"
#include "api/fleet/fleet_routes.h"
#include "api/renewal/settle_action.h"
#include "core/json_member.h"
#include "core/strings.h"
#include "protocol/registry.h"
#include "store/asset_repo.h"
#include "store/fleet_repo.h"
#include "store/group_repo.h"

namespace chelian::api {
namespace {

using namespace fleet;

// The dialog's fields: members of `updateVehicleInfo` when the body has it, else the parameters.
class VehicleFields {
 public:
  explicit VehicleFields(const ApiCall& call) : call_(call) {
    if (call.json().is_object()) {
      const auto* v = call.json().get_object().if_contains("updateVehicleInfo");
      if (v && v->is_object()) nested_ = &v->get_object();
    }
  }
  std::string Text(std::string_view name) const {
    std::string raw = nested_ ? JsonText(*nested_, name).value_or("") : call_.ParamOr(name, "");
    return std::string(Trim(raw));
  }
  // A number field: nullopt when absent or empty; `*bad` set when present but no integer.
  std::optional<long long> Int(std::string_view name, bool* bad) const {
    std::string t = Text(name);
    if (t.empty() || t == "null") return std::nullopt;
    long long v = 0;
    if (!ParseInt64(t, &v)) {
      *bad = true;
      return std::nullopt;
    }
    return v;
  }

 private:
  const ApiCall& call_;
  const boost::json::object* nested_ = nullptr;
};

bool AllDigits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
}
bool AllAlnum(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isalnum(c); });
}

struct ReadVehicle {
  store::VehicleEdit edit;
  int service_years = 0;       // 续费年限: 0 未选择, 1–5
  std::optional<bool> settle;  // 状态: 结清 / 未结清; nullopt: not sent
};

// The remark the operation log shows for a settlement changed through the dialog.
constexpr char kSettleRemark[] = "车辆资料修改状态";

// The dialog's fields checked; a refusal text when one is wrong. `current_type`: the vehicle's terminal
// type today (kept even when no protocol lists it), "" for a new vehicle.
Result<ReadVehicle> ReadVehicleFields(const ApiCall& call, long long default_group, const std::string& current_type) {
  VehicleFields f(call);
  ReadVehicle out;
  store::VehicleEdit& e = out.edit;
  bool bad = false;
  e.group_id = f.Int("groupId", &bad).value_or(default_group);
  if (bad || e.group_id == 0) return InvalidArgument("请选择所属车组");
  e.plate = f.Text("plate");
  if (e.plate.empty()) return InvalidArgument("请输入车牌号码");
  if (accounts::Chars(e.plate) > 20) return InvalidArgument("车牌号码不能超过20个字符");
  e.sim = f.Text("sim");
  if (e.sim.empty()) return InvalidArgument("请输入SIM卡号");
  if (!AllDigits(e.sim) || e.sim.size() < 11 || e.sim.size() > 13) return InvalidArgument("SIM卡号必须为11到13位数字");
  e.terminal_no = f.Text("terminalNo");
  if (e.terminal_no.empty()) return InvalidArgument("请输入设备号码");
  if (!AllAlnum(e.terminal_no) || e.terminal_no.size() > 30)
    return InvalidArgument("设备号码只能为30位以内的字母或数字");
  e.terminal_type = f.Text("terminalType");
  if (e.terminal_type.empty()) return InvalidArgument("请选择设备类型");
  if (e.terminal_type != current_type && !FindTerminalType(e.terminal_type, ""))
    return InvalidArgument("设备类型不存在: " + e.terminal_type);
  e.protocol = std::string(ProtocolOfTerminalType(e.terminal_type).name);
  e.frame_no = f.Text("frameNo");
  if (!e.frame_no.empty() && (!AllAlnum(e.frame_no) || e.frame_no.size() < 16 || e.frame_no.size() > 17))
    return InvalidArgument("车架号码必须为16到17位字母或数字");
  e.iccid = f.Text("iccid");
  if (!e.iccid.empty() && (!AllAlnum(e.iccid) || e.iccid.size() < 19 || e.iccid.size() > 20))
    return InvalidArgument("ICCID必须为19到20位字母或数字");
  e.mac = f.Text("mac");
  if (e.mac.size() > 32) return InvalidArgument("MAC不能超过32个字符");
  e.engine_no = f.Text("engineNo");
  e.vehicle_type = f.Text("vehicleType");
  e.service_code = f.Text("serviceCode");
  e.owner = f.Text("owner");
  e.license = f.Text("license");
  e.phone = f.Text("phone");
  e.address = f.Text("address");
  e.install_person = f.Text("installPerson");
  e.install_place = f.Text("installPlace");
  e.install_remark = f.Text("installRemark");
  e.install_date = f.Text("installDate");
  e.remark = f.Text("remark");
  for (const std::string* text : {&e.engine_no, &e.vehicle_type, &e.service_code, &e.owner, &e.license, &e.phone,
                                  &e.install_person, &e.install_date})
    if (accounts::Chars(*text) > 50) return InvalidArgument("填写的内容过长: " + *text);
  for (const std::string* text : {&e.address, &e.install_place, &e.install_remark, &e.remark})
    if (accounts::Chars(*text) > 200) return InvalidArgument("备注或地址不能超过200个字符");
  e.icon_type = static_cast<int>(f.Int("iconType", &bad).value_or(0));
  if (bad || e.icon_type < 0 || e.icon_type >= static_cast<int>(std::size(kIconNames)))
    return InvalidArgument("图标类型不正确");
  std::string years = f.Text("displayYear");
  if (!years.empty() && years != "未选择") {
    long long y = 0;
    if (!ParseInt64(years, &y) || y < 0 || y > 5) return InvalidArgument("续费年限只能为1到5年");
    out.service_years = static_cast<int>(y);
  }
  e.display_year = out.service_years > 0 ? std::to_string(out.service_years) : "";
  if (std::string settle = f.Text("settle"); !settle.empty()) {
    if (settle != "0" && settle != "1") return InvalidArgument("状态只能为结清或未结清");
    out.settle = settle == "1";
  }
  return out;
}

net::HttpResponse SaveVehicle(ApiServices& s, const ApiCall& call) {
  auto read = ReadVehicleFields(call, 0, "");
  if (!read.ok()) return FromStatus(read.status());
  const store::VehicleEdit& e = read->edit;
  store::NewAsset asset;
  asset.group_id = e.group_id;
  asset.plate = e.plate;
  asset.icon_type = e.icon_type;
  asset.vehicle_type = e.vehicle_type;
  asset.engine_no = e.engine_no;
  asset.frame_no = e.frame_no;
  asset.owner = e.owner;
  asset.license = e.license;
  asset.phone = e.phone;
  asset.address = e.address;
  asset.remark = e.remark;
  store::NewDevice device;
  device.terminal_no = e.terminal_no;
  device.terminal_type = e.terminal_type;
  device.protocol = e.protocol;
  device.sim = e.sim;
  device.iccid = e.iccid;
  device.install_place = e.install_place;
  device.install_person = e.install_person;
  device.install_remark = e.install_remark;
  device.install_date = e.install_date;
  auto conn = s.db.Acquire();
  long long id = 0;
  Status st = store::InTransaction(*conn, [&]() -> Status {
    auto created = store::CreateAssetWithDevice(*conn, call.session().scope(), asset, device, s.now());
    if (!created.ok()) {
      if (created.status().code() == StatusCode::kNotFound) return NotFound("车组不存在或无权操作");
      return created.status();
    }
    id = created->id;
    if (Status x =
            store::SetNewVehicleExtras(*conn, id, e.mac, read->service_years * 12, e.service_code, e.display_year);
        !x.ok())
      return x;
    if (Status x = store::AppendOperation(*conn, ActorOf(call),
                                          {"vehicle.add", e.plate, id, "新增车辆，设备号 " + e.terminal_no}, s.now());
        !x.ok())
      return x;
    if (read->settle.value_or(false)) return ChangeSettlement(*conn, call, id, true, kSettleRemark, s.now());
    return Status::Ok();
  });
  if (!st.ok()) return FromStatus(st);
  if (s.devices_changed) s.devices_changed();
  return Ok(boost::json::object{{"vehicleId", id}, {"groupId", e.group_id}, {"plate", e.plate}});
}

// What changed, as the operation log's detail reads it.
std::string ChangeDetail(const store::FleetVehicle& before, const store::VehicleEdit& e) {
  std::string d = "修改车辆资料";
  if (before.plate != e.plate) d += "，车牌 " + before.plate + " → " + e.plate;
  if (before.terminal_no != e.terminal_no) d += "，设备号 " + before.terminal_no + " → " + e.terminal_no;
  if (before.sim != e.sim) d += "，SIM卡号 " + before.sim + " → " + e.sim;
  if (before.group_id != e.group_id) d += "，车组 " + before.group_name;
  return d;
}

net::HttpResponse UpdateVehicle(ApiServices& s, AlarmServices& alarm, const ApiCall& call) {
  VehicleFields f(call);
  bool bad = false;
  auto id = f.Int("vehicleId", &bad);
  if (!id) return Fail(kFlagFail, "请选择车辆");
  auto conn = s.db.Acquire();
  auto before = store::GetFleetVehicle(*conn, call.session().scope(), *id);
  if (!before.ok()) return FromStatus(before.status());
  auto read = ReadVehicleFields(call, before->group_id, before->terminal_type);
  if (!read.ok()) return FromStatus(read.status());
  const store::VehicleEdit& e = read->edit;
  const boost::json::object* util = nullptr;
  if (call.json().is_object())
    if (const auto* u = call.json().get_object().if_contains("alarmUtil"); u && u->is_object()) util = &u->get_object();
  bool places_changed = false;
  Status st = store::InTransaction(*conn, [&]() -> Status {
    if (Status u = store::UpdateFleetVehicle(*conn, call.session().scope(), *id, e); !u.ok()) return u;
    std::string detail = ChangeDetail(*before, e);
    if (util) {
      auto risk = ApplyAlarmUtil(alarm, *conn, call.session().scope(), *id, *util, call.session().user_id, s.now());
      if (!risk.ok()) return risk.status();
      places_changed = !risk->empty();
      if (places_changed) detail += "；风控信息：" + *risk;
    }
    if (Status x = store::AppendOperation(*conn, ActorOf(call), {"vehicle.update", e.plate, *id, detail}, s.now());
        !x.ok())
      return x;
    if (read->settle && *read->settle != (before->settled_at > 0))
      return ChangeSettlement(*conn, call, *id, *read->settle, kSettleRemark, s.now());
    return Status::Ok();
  });
  if (!st.ok()) return FromStatus(st);
  if (places_changed) ReloadPlaces(alarm);
  if (s.devices_changed) s.devices_changed();
  return Ok(boost::json::object{{"vehicleId", *id}, {"groupId", e.group_id}, {"plate", e.plate}});
}

}  // namespace

void RegisterFleetVehicleRoutes(ApiRouter& router, ApiServices& s, AlarmServices& alarm) {
  router.Add("/car/v1/api/vehicle/saveVehicle.json", Access::kSession, [&s](ApiCall& c) { return SaveVehicle(s, c); },
             {.button = kButtonAddVehicle});
  router.Add("/car/v1/api/vehicle/updateVehicle.json", Access::kSession,
             [&s, &alarm](ApiCall& c) { return UpdateVehicle(s, alarm, c); }, {.button = kButtonEditVehicle});
}

}  // namespace chelian::api
