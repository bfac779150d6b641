// Handlers of the asset and group calls.
#include "api/assets/asset_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <initializer_list>
#include <optional>

#include "api/envelope.h"
#include "api/paging.h"
#include "core/json_member.h"
#include "core/strings.h"
#include "protocol/registry.h"
#include "store/asset_repo.h"
#include "store/group_repo.h"
#include "store/unregistered_repo.h"

namespace chelian::api {
namespace {

// A member of a part of the body that may be absent (`o` null): text, "" when absent.
std::string Text(const boost::json::object* o, std::string_view key) { return o ? JsonText(*o, key).value_or("") : ""; }

// A member holding a number or a numeric string (clients send both, e.g. groupId 1024 or "1024").
std::optional<long long> Number(const boost::json::object* o, std::string_view key) {
  return o ? JsonInt(*o, key) : std::nullopt;
}

// The refusal naming the first of `names` that is present but not an integer, if any.
std::optional<net::HttpResponse> MalformedInteger(const ApiCall& call, std::initializer_list<const char*> names) {
  for (const char* name : names)
    if (!call.IntParamValid(name)) return Fail(kFlagFail, std::string("参数 ") + name + " 不是有效的整数");
  return std::nullopt;
}

const boost::json::object* Member(const boost::json::value& body, std::string_view key) {
  if (!body.is_object()) return nullptr;
  const auto* v = body.get_object().if_contains(key);
  return v && v->is_object() ? &v->get_object() : nullptr;
}

boost::json::object AssetJson(const store::AssetRow& a, int utc_offset) {
  boost::json::object o;
  o["vehicleId"] = a.id;
  o["plate"] = a.plate;
  o["terminalNo"] = a.terminal_no;
  o["terminalType"] = a.terminal_type;
  o["protocol"] = a.protocol;
  o["sim"] = a.sim;
  o["iccid"] = a.iccid;
  o["groupId"] = a.group_id;
  o["groupName"] = a.group_name;
  o["owner"] = a.owner;
  o["frameNo"] = a.frame_no;
  o["vehicleType"] = a.vehicle_type;
  o["iconType"] = a.icon_type;
  o["longStayTer"] = a.long_standby;
  o["kind"] = a.kind;
  o["createTime"] = FormatLocalTime(a.created_at, utc_offset);
  if (a.expires_at) o["expireTime"] = FormatLocalTime(a.expires_at, utc_offset);
  return o;
}

net::HttpResponse ListAssets(ApiServices& s, const ApiCall& call) {
  if (auto bad = MalformedInteger(call, {"groupId", "childFlag", "pageNumber", "pageSize"})) return *bad;
  store::AssetQuery q;
  q.group_id = call.IntParam("groupId").value_or(0);
  q.include_children = call.IntParam("childFlag").value_or(1) != 0;
  q.keyword = std::string(Trim(call.ParamOr("keyword", "")));
  PageParams page = ReadPage(call, 10, 1000);
  q.page_number = page.page_number;
  q.page_size = page.page_size;
  auto conn = s.db.Acquire();
  auto assets = store::QueryAssets(*conn, call.session().scope(), q);
  if (!assets.ok()) return FromStatus(assets.status());
  boost::json::array data;
  for (const auto& a : assets->rows) data.push_back(AssetJson(a, s.options.utc_offset_minutes));
  return Ok(PageObject(std::move(data), assets->total, page));
}

net::HttpResponse AddAsset(ApiServices& s, const ApiCall& call) {
  const auto* base = Member(call.json(), "assetsBaseVO");
  if (!base) return Fail(kFlagFail, "缺少资产信息 assetsBaseVO");
  const auto* card = Member(call.json(), "cardInfoVO");
  const auto* customer = Member(call.json(), "customerInfoVO");
  const auto* install = Member(call.json(), "iInstallInfoVO");
  if (!install) install = Member(call.json(), "installInfoVO");
  auto group_id = Number(base, "groupId");
  if (!group_id) return Fail(kFlagFail, "请选择所属分组");
  store::NewAsset asset;
  asset.group_id = *group_id;
  asset.plate = Text(base, "plate");
  asset.icon_type = static_cast<int>(Number(base, "iconType").value_or(0));
  asset.kind = static_cast<int>(Number(base, "kind").value_or(1));  // 4: an e-bike (电动车卫士)
  if (asset.kind < 1 || asset.kind > 4) return Fail(kFlagFail, "资产类型不正确");
  asset.remark = Text(base, "remark");
  asset.vehicle_type = Text(customer, "vehicleType");
  asset.engine_no = Text(customer, "engineNo");
  asset.frame_no = Text(customer, "frameNo");
  asset.owner = Text(customer, "owner");
  asset.license = Text(customer, "license");
  asset.phone = Text(customer, "phone");
  asset.address = Text(customer, "address");
  store::NewDevice device;
  device.terminal_no = Text(base, "terminalNo");
  if (std::string t = Text(base, "terminalType"); !t.empty()) device.terminal_type = t;
  device.protocol = std::string(ProtocolOfTerminalType(device.terminal_type).name);
  device.sim = Text(card, "sim");
  device.iccid = Text(card, "iccid");
  device.install_place = Text(install, "installPlace");
  device.install_person = Text(install, "installPerson");
  device.install_remark = Text(install, "installRemark");
  device.install_date = Text(install, "installDate");
  if (asset.plate.empty()) asset.plate = device.terminal_no;
  auto conn = s.db.Acquire();
  auto created = store::CreateAssetWithDevice(*conn, call.session().scope(), asset, device, s.now());
  if (!created.ok()) return FromStatus(created.status());
  if (s.devices_changed) s.devices_changed();
  return Ok(AssetJson(*created, s.options.utc_offset_minutes));
}

net::HttpResponse AddGroup(ApiServices& s, const ApiCall& call) {
  const boost::json::object* body = call.json().is_object() ? &call.json().get_object() : nullptr;
  // Form posts (V3 style) carry the same names as parameters.
  auto param = [&](const char* key) { return body ? Text(body, key) : call.ParamOr(key, ""); };
  store::NewGroup g;
  g.name = std::string(Trim(param("groupName")));
  long long parent = 0;
  if (!ParseInt64(param("parentId"), &parent)) parent = call.session().group_id;
  g.parent_id = parent;
  g.contact_name = param("contactName");
  g.phone = param("phone");
  g.remark = param("remark");
  if (g.name.empty()) return Fail(kFlagFail, "分组名称不能为空");
  auto conn = s.db.Acquire();
  auto created = store::CreateGroup(*conn, call.session().scope(), g, s.now());
  if (!created.ok()) return FromStatus(created.status());
  boost::json::object obj;
  obj["groupId"] = created->id;
  obj["groupName"] = created->name;
  obj["parentId"] = created->parent_id;
  return Ok(std::move(obj));
}

// Terminals that connected but are not registered (a kAdmin route: they belong to no group yet).
net::HttpResponse ListUnregistered(ApiServices& s, const ApiCall& call) {
  if (auto bad = MalformedInteger(call, {"pageNumber", "pageSize"})) return *bad;
  PageParams page = ReadPage(call, 10, 1000);
  std::string keyword(Trim(call.ParamOr("keyword", "")));
  auto conn = s.db.Acquire();
  auto listed =
      store::PageUnregisteredDevices(*conn, call.session().scope(), keyword, page.page_number, page.page_size);
  if (!listed.ok()) return FromStatus(listed.status());
  boost::json::array data;
  for (const store::UnregisteredDevice& u : listed->rows) {
    boost::json::object o;
    o["terminalNo"] = u.terminal_no;
    o["protocol"] = u.protocol;
    o["firstSeen"] = FormatLocalTime(u.first_seen, s.options.utc_offset_minutes);
    o["lastSeen"] = FormatLocalTime(u.last_seen, s.options.utc_offset_minutes);
    o["remote"] = u.remote;
    o["frames"] = u.frames;
    o["autoRegistered"] = u.auto_asset_id != 0 ? 1 : 0;
    if (u.auto_asset_id != 0) {
      o["vehicleId"] = u.auto_asset_id;
      o["plate"] = u.plate;
      o["groupName"] = u.group_name;
    }
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), listed->total, page));
}

// Takes a terminal off the list (a kAdmin route): one the gateway registered by itself keeps its vehicle; a
// refused one is listed again when it next reports.
net::HttpResponse RemoveUnregistered(ApiServices& s, const ApiCall& call) {
  // Form or JSON body: ApiCall reads either into its parameters.
  std::string terminal(Trim(call.ParamOr("terminalNo", ""))), protocol(Trim(call.ParamOr("protocol", "")));
  if (terminal.empty()) return Fail(kFlagFail, "终端号不能为空");
  if (protocol.empty()) return Fail(kFlagFail, "协议不能为空");
  auto conn = s.db.Acquire();
  Status removed = store::RemoveUnregisteredDevice(*conn, call.session().scope(), terminal, protocol);
  if (!removed.ok()) return FromStatus(removed);
  return Ok(boost::json::object{{"terminalNo", terminal}, {"protocol", protocol}});
}

}  // namespace

void RegisterAssetRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v4/api/assets/list.json", Access::kSession, [&s](ApiCall& c) { return ListAssets(s, c); });
  router.Add("/car/v4/api/assets/add.json", Access::kSession, [&s](ApiCall& c) { return AddAsset(s, c); });
  router.Add("/car/v4/api/device/listUnregistered.json", Access::kAdmin,
             [&s](ApiCall& c) { return ListUnregistered(s, c); }, {.refusal = "仅管理员可查看未注册设备"});
  router.Add("/car/v4/api/device/removeUnregistered.json", Access::kAdmin,
             [&s](ApiCall& c) { return RemoveUnregistered(s, c); }, {.refusal = "仅管理员可移除未注册设备"});
  router.Add("/car/v4/api/v4Department/addVehGroup.json", Access::kSession,
             [&s](ApiCall& c) { return AddGroup(s, c); });
}

}  // namespace chelian::api
