// 车辆管理's group tree: add, edit, read and delete a group (车组 dialog: 上级车组, 车组名, 联系方式, 备注) and
// the page a vehicle sits on. A group is deleted only when it holds no vehicles, sub-groups, users or
// roles, never the caller's own top group, and only by an account holding 删除车组.
#include <algorithm>
#include <boost/json/object.hpp>

#include "api/accounts/account_access.h"
#include "api/envelope.h"
#include "api/fleet/fleet_common.h"
#include "api/fleet/fleet_routes.h"
#include "core/strings.h"
#include "store/fleet_repo.h"
#include "store/group_repo.h"
#include "store/operation_log_repo.h"

namespace chelian::api {
namespace {

using namespace fleet;

constexpr size_t kMaxGroupName = 50;

// The group as the 车组 dialog reads it; the parent named only when the caller sees it.
boost::json::object GroupJson(store::Connection& conn, const ApiCall& call, const store::Group& g) {
  std::string parent_name;
  if (g.parent_id != 0) {
    auto parent = store::GetGroup(conn, call.session().scope(), g.parent_id);
    if (parent.ok()) parent_name = parent->name;
  }
  return {{"groupId", g.id},
          {"cgroupId", call.session().group_id},
          {"delFlag", 1},
          {"isFinance", g.is_finance},
          {"groupName", g.name},
          {"parentId", g.parent_id},
          {"parentName", parent_name},
          {"contactName", g.contact_name},
          {"phone", g.phone},
          {"remark", g.remark}};
}

// The group fields of the form; a refusal text when one is wrong.
struct GroupForm {
  std::string name, contact, phone, remark;
};
std::optional<std::string> ReadGroupForm(const ApiCall& call, GroupForm* f) {
  f->name = std::string(Trim(call.ParamOr("groupName", "")));
  f->contact = std::string(Trim(call.ParamOr("contactName", "")));
  f->phone = std::string(Trim(call.ParamOr("phone", "")));
  f->remark = std::string(Trim(call.ParamOr("remark", "")));
  if (f->name.empty()) return "车组名称不能为空";
  if (accounts::Chars(f->name) > kMaxGroupName) return "车组名称不能超过50个字符";
  if (f->phone.size() > 20) return "联系方式不能超过20个字符";
  if (accounts::Chars(f->remark) > 200) return "备注不能超过200个字符";
  return std::nullopt;
}

net::HttpResponse AddGroup(ApiServices& s, const ApiCall& call) {
  GroupForm f;
  if (auto bad = ReadGroupForm(call, &f)) return Fail(kFlagFail, *bad);
  if (!call.IntParamValid("parentId")) return Fail(kFlagFail, "上级车组不存在或无权操作");
  long long parent = call.IntParam("parentId").value_or(call.session().group_id);
  auto conn = s.db.Acquire();
  if (!store::GetGroup(*conn, call.session().scope(), parent).ok()) return Fail(kFlagFail, "上级车组不存在或无权操作");
  store::Group created;
  Status st = store::InTransaction(*conn, [&]() -> Status {
    auto taken = store::SiblingNamed(*conn, parent, f.name, 0);
    if (!taken.ok()) return taken.status();
    if (*taken) return AlreadyExists("同一上级车组下已有车组: " + f.name);
    auto g = store::CreateGroup(*conn, call.session().scope(), {parent, f.name, f.contact, f.phone, f.remark}, s.now());
    if (!g.ok()) {
      if (g.status().code() == StatusCode::kNotFound) return NotFound("上级车组不存在或无权操作");
      return g.status();
    }
    created = std::move(*g);
    return store::AppendOperation(*conn, ActorOf(call), {"group.add", created.name, 0, "新增车组"}, s.now());
  });
  if (!st.ok()) return FromStatus(st);
  return Ok(boost::json::object{{"data", GroupJson(*conn, call, created)}});
}

net::HttpResponse UpdateGroup(ApiServices& s, const ApiCall& call) {
  auto id = IdParam(call, "groupId");
  if (!id) return Fail(kFlagFail, "请选择车组");
  GroupForm f;
  if (auto bad = ReadGroupForm(call, &f)) return Fail(kFlagFail, *bad);
  auto conn = s.db.Acquire();
  auto g = store::GetGroup(*conn, call.session().scope(), *id);
  if (!g.ok()) return Fail(kFlagFail, "车组不存在或无权操作");
  if (g->id == call.session().group_id) return Fail(kFlagFail, "不能修改自己的顶级车组");
  if (auto parent = IdParam(call, "parentId"); parent && *parent != 0 && *parent != g->parent_id)
    return Fail(kFlagFail, "不能更改上级车组");
  Status st = store::InTransaction(*conn, [&]() -> Status {
    auto taken = store::SiblingNamed(*conn, g->parent_id, f.name, g->id);
    if (!taken.ok()) return taken.status();
    if (*taken) return AlreadyExists("同一上级车组下已有车组: " + f.name);
    if (Status u = store::UpdateGroupInfo(*conn, call.session().scope(), g->id, f.name, f.contact, f.phone, f.remark);
        !u.ok())
      return u;
    std::string detail = g->name == f.name ? "修改车组" : "修改车组，原名称 " + g->name;
    return store::AppendOperation(*conn, ActorOf(call), {"group.update", f.name, 0, detail}, s.now());
  });
  if (!st.ok()) return FromStatus(st);
  auto updated = store::GetGroup(*conn, call.session().scope(), g->id);
  if (!updated.ok()) return FromStatus(updated.status());
  return Ok(boost::json::object{{"data", GroupJson(*conn, call, *updated)}});
}

net::HttpResponse ReadGroup(ApiServices& s, const ApiCall& call) {
  auto id = IdParam(call, "groupId");
  if (!id) return Fail(kFlagFail, "请选择车组");
  auto conn = s.db.Acquire();
  auto g = store::GetGroup(*conn, call.session().scope(), *id);
  if (!g.ok()) return Fail(kFlagFail, "车组不存在或无权操作");
  return Ok(boost::json::object{{"data", GroupJson(*conn, call, *g)}});
}

net::HttpResponse DeleteGroup(ApiServices& s, const ApiCall& call) {
  auto id = IdParam(call, "groupId");
  if (!id) return Fail(kFlagFail, "请选择车组");
  auto conn = s.db.Acquire();
  if (auto refused = DeleteRightRefusal(*conn, call, true)) return *refused;
  auto g = store::GetGroup(*conn, call.session().scope(), *id);
  if (!g.ok()) return Fail(kFlagFail, "车组不存在或无权操作");
  if (g->id == call.session().group_id) return Fail(kFlagFail, "不能删除自己的顶级车组");
  Status st = store::InTransaction(*conn, [&]() -> Status {
    auto usage = store::GroupUsageOf(*conn, g->id);
    if (!usage.ok()) return usage.status();
    if (usage->children > 0) return FailedPrecondition("该车组下还有下级车组，不能删除");
    if (usage->vehicles > 0)
      return FailedPrecondition("该车组下还有" + std::to_string(usage->vehicles) + "台车辆，不能删除");
    if (usage->users > 0) return FailedPrecondition("该车组已绑定用户，不能删除");
    if (usage->roles > 0) return FailedPrecondition("该车组下还有角色，不能删除");
    if (Status d = store::DeleteEmptyGroup(*conn, call.session().scope(), g->id); !d.ok()) return d;
    return store::AppendOperation(*conn, ActorOf(call), {"group.delete", g->name, 0, "删除车组"}, s.now());
  });
  if (!st.ok()) return FromStatus(st);
  return Ok();
}

// The page and row of a vehicle in its group's table (40 a page unless pageSize says otherwise).
net::HttpResponse LocationData(ApiServices& s, const ApiCall& call) {
  auto id = IdParam(call, "vehicleId");
  if (!id) return Fail(kFlagFail, "请选择车辆");
  if (!call.IntParamValid("pageSize")) return Fail(kFlagFail, "参数 pageSize 不是有效的整数");
  long long size = std::clamp<long long>(call.IntParam("pageSize").value_or(40), 1, 1000);
  auto conn = s.db.Acquire();
  auto v = store::GetFleetVehicle(*conn, call.session().scope(), *id);
  if (!v.ok()) return FromStatus(v.status());
  auto rank = store::VehicleRankInGroup(*conn, *v);
  if (!rank.ok()) return FromStatus(rank.status());
  boost::json::object data{{"groupId", v->group_id}, {"pageNumber", *rank / size + 1}, {"jump", *rank % size + 1}};
  return Ok(boost::json::object{{"data", std::move(data)}});
}

}  // namespace

void RegisterFleetGroupRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v1/api/group/addVehGroup.json", Access::kSession, [&s](ApiCall& c) { return AddGroup(s, c); },
             {.button = kButtonAddGroup});
  router.Add("/car/v1/api/group/updateVehicleGroup.json", Access::kSession,
             [&s](ApiCall& c) { return UpdateGroup(s, c); }, {.button = kButtonEditGroup});
  router.Add("/car/v1/api/group/getGroup.json", Access::kSession, [&s](ApiCall& c) { return ReadGroup(s, c); });
  router.Add("/car/v1/api/group/deleteVehicleGroup.json", Access::kSession,
             [&s](ApiCall& c) { return DeleteGroup(s, c); }, {.button = kButtonDeleteGroup});
  router.Add("/car/v1/api/group/getLocationData.json", Access::kSession,
             [&s](ApiCall& c) { return LocationData(s, c); });
}

}  // namespace chelian::api
