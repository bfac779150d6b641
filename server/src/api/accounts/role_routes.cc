// 角色管理 (administrators only): roles over the resource tree (menus, pages, type-3 buttons). The
// built-in 管理员 cannot be changed or deleted; built-in roles belong to every tenant, so only the
// platform's administrator (a top group) changes them; a role that accounts hold stays. What a role
// grants is what its accounts' resource lists and button-guarded routes follow.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/accounts/account_access.h"
#include "api/accounts/account_routes.h"
#include "api/envelope.h"
#include "api/paging.h"
#include "api/resource/resource_routes.h"
#include "core/clock.h"
#include "store/group_repo.h"
#include "store/operation_log_repo.h"
#include "store/role_repo.h"

namespace chelian::api {
namespace {

store::Actor ActorOf(const ApiCall& call) {
  const auto& s = call.session();
  return {s.user_id, s.username, s.group_id};
}

boost::json::object RoleJson(const store::Role& r, int utc_offset_minutes) {
  return boost::json::object{{"roleId", r.id},
                             {"roleName", r.name},
                             {"roleDesc", r.description},
                             {"tenantId", r.group_id},
                             {"status", r.status},
                             {"isAdmin", r.is_admin},
                             {"builtIn", r.group_id == 0 ? 1 : 0},
                             {"userCount", r.users},
                             {"createTime", FormatLocalTime(r.created_at, utc_offset_minutes)}};
}

// The role `roleId` the caller may see; NotFound "角色不存在" otherwise.
Result<store::Role> RoleOf(store::Connection& conn, const ApiCall& call) {
  auto id = call.IntParam("roleId");
  if (!id) return InvalidArgument("请选择角色");
  return store::GetRole(conn, call.session().scope(), *id);
}

// Whether the caller may change role `r`: never 管理员; a built-in role only from a top group.
Status CheckMutable(store::Connection& conn, const ApiCall& call, const store::Role& r, const char* verb) {
  if (r.id == store::kRoleAdmin) return PermissionDenied(std::string("内置管理员角色不能") + verb);
  if (r.group_id != 0) return Status::Ok();
  auto own = store::GetGroup(conn, call.session().scope(), call.session().group_id);
  if (!own.ok()) return own.status();
  if (own->parent_id != 0) return PermissionDenied(std::string("内置角色只能由平台管理员") + verb);
  return Status::Ok();
}

// roleName, roleDesc, status of add and update.
struct RoleFields {
  std::string name, description;
  int status = 1;
};

// `current`: the role being updated (its status stays when none is sent), nullptr when adding.
Result<RoleFields> ReadRoleFields(store::Connection& conn, const ApiCall& call, const store::Role* current) {
  RoleFields f;
  f.name = accounts::TextParam(call, "roleName").value_or("");
  f.description = accounts::TextParam(call, "roleDesc").value_or("");
  if (f.name.empty()) return InvalidArgument("请输入角色名称");
  if (accounts::Chars(f.name) > 30) return InvalidArgument("角色名称不能超过30个字");
  if (accounts::Chars(f.description) > 200) return InvalidArgument("备注信息不能超过200个字");
  if (!call.IntParamValid("status")) return InvalidArgument("角色状态只能是使用或冻结");
  f.status = static_cast<int>(call.IntParam("status").value_or(current ? current->status : 1));
  if (f.status != 1 && f.status != 2) return InvalidArgument("角色状态只能是使用或冻结");
  auto taken = store::RoleNameTaken(conn, call.session().scope(), f.name, current ? current->id : 0);
  if (!taken.ok()) return taken.status();
  if (*taken) return AlreadyExists("角色名称已存在");
  return f;
}

// role/page.json
net::HttpResponse PageRoles(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 10, 100);
  store::RoleQuery q;
  q.name = accounts::TextParam(call, "roleName").value_or("");
  q.status = static_cast<int>(call.IntParam("status").value_or(0));
  q.page_number = page.page_number;
  q.page_size = page.page_size;
  auto conn = s.db.Acquire();
  auto rows = store::QueryRoles(*conn, call.session().scope(), q);
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array data;
  for (const auto& r : rows->rows) data.push_back(RoleJson(r, s.options.utc_offset_minutes));
  return Ok(PageObject(std::move(data), rows->total, page));
}

// role/get.json
net::HttpResponse GetRoleCall(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto role = RoleOf(*conn, call);
  if (!role.ok()) return FromStatus(role.status());
  auto ids = store::RoleResourceIds(*conn, role->id);
  if (!ids.ok()) return FromStatus(ids.status());
  boost::json::object o = RoleJson(*role, s.options.utc_offset_minutes);
  boost::json::array list;
  for (long long id : *ids) list.push_back(id);
  o["resourceIdList"] = std::move(list);
  return Ok(std::move(o));
}

// role/add.json
net::HttpResponse AddRole(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto fields = ReadRoleFields(*conn, call, nullptr);
  if (!fields.ok()) return FromStatus(fields.status());
  const std::vector<long long> resources = accounts::IdListParam(call, "resourceIdList");
  long long id = 0;
  Status st = store::InTransaction(*conn, [&]() -> Status {
    auto created =
        store::CreateRole(*conn, {fields->name, fields->description, call.session().group_id, fields->status}, s.now());
    if (!created.ok()) return created.status();
    id = *created;
    if (Status r = store::SetRoleResources(*conn, id, resources); !r.ok()) return r;
    return store::AppendOperation(
        *conn, ActorOf(call), {"role.add", fields->name, 0, "资源" + std::to_string(resources.size()) + "项"}, s.now());
  });
  if (!st.ok()) return FromStatus(st);
  return Ok(boost::json::object{{"roleId", id}});
}

// role/update.json
net::HttpResponse UpdateRoleCall(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto role = RoleOf(*conn, call);
  if (!role.ok()) return FromStatus(role.status());
  if (Status st = CheckMutable(*conn, call, *role, "修改"); !st.ok()) return FromStatus(st);
  auto fields = ReadRoleFields(*conn, call, &*role);
  if (!fields.ok()) return FromStatus(fields.status());
  // resourceIdList not sent: the grants stay.
  const bool with_resources = call.Param("resourceIdList").has_value() ||
                              (call.json().is_object() && call.json().get_object().contains("resourceIdList"));
  const std::vector<long long> resources = accounts::IdListParam(call, "resourceIdList");
  Status st = store::InTransaction(*conn, [&]() -> Status {
    if (Status u = store::UpdateRole(*conn, role->id, fields->name, fields->description, fields->status); !u.ok())
      return u;
    if (with_resources)
      if (Status r = store::SetRoleResources(*conn, role->id, resources); !r.ok()) return r;
    std::string detail = fields->name == role->name ? "" : "原名称 " + role->name + "；";
    if (with_resources) detail += "资源" + std::to_string(resources.size()) + "项";
    return store::AppendOperation(*conn, ActorOf(call), {"role.update", fields->name, 0, detail}, s.now());
  });
  if (!st.ok()) return FromStatus(st);
  return Ok();
}

// role/updateResource.json
net::HttpResponse UpdateRoleResources(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto role = RoleOf(*conn, call);
  if (!role.ok()) return FromStatus(role.status());
  if (Status st = CheckMutable(*conn, call, *role, "修改"); !st.ok()) return FromStatus(st);
  const std::vector<long long> resources = accounts::IdListParam(call, "resourceIdList");
  Status st = store::InTransaction(*conn, [&]() -> Status {
    if (Status r = store::SetRoleResources(*conn, role->id, resources); !r.ok()) return r;
    return store::AppendOperation(*conn, ActorOf(call),
                                  {"role.resources", role->name, 0, "资源" + std::to_string(resources.size()) + "项"},
                                  s.now());
  });
  if (!st.ok()) return FromStatus(st);
  return Ok();
}

// role/delete.json
net::HttpResponse DeleteRoleCall(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto role = RoleOf(*conn, call);
  if (!role.ok()) return FromStatus(role.status());
  if (Status st = CheckMutable(*conn, call, *role, "删除"); !st.ok()) return FromStatus(st);
  if (role->group_id == 0) return Fail(kFlagFail, "内置角色不能删除");
  if (role->users > 0) return Fail(kFlagFail, "该角色下还有用户，不能删除");
  Status st = store::InTransaction(*conn, [&]() -> Status {
    if (Status d = store::DeleteRole(*conn, role->id); !d.ok()) return d;
    return store::AppendOperation(*conn, ActorOf(call), {"role.delete", role->name, 0, ""}, s.now());
  });
  if (!st.ok()) return FromStatus(st);
  return Ok();
}

// resource/tree.json: every menu, page and button, for the role editor.
net::HttpResponse ResourceTreeCall(ApiServices& s) {
  auto conn = s.db.Acquire();
  auto all = store::ListAllResources(*conn);
  if (!all.ok()) return FromStatus(all.status());
  return Ok(ResourceTree(*all));
}

}  // namespace

void RegisterRoleRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v1/api/role/page.json", Access::kAdmin, [&s](ApiCall& c) { return PageRoles(s, c); });
  router.Add("/car/v1/api/role/get.json", Access::kAdmin, [&s](ApiCall& c) { return GetRoleCall(s, c); });
  router.Add("/car/v1/api/role/add.json", Access::kAdmin, [&s](ApiCall& c) { return AddRole(s, c); });
  router.Add("/car/v1/api/role/update.json", Access::kAdmin, [&s](ApiCall& c) { return UpdateRoleCall(s, c); });
  router.Add("/car/v1/api/role/delete.json", Access::kAdmin, [&s](ApiCall& c) { return DeleteRoleCall(s, c); });
  router.Add("/car/v1/api/role/updateResource.json", Access::kAdmin,
             [&s](ApiCall& c) { return UpdateRoleResources(s, c); });
  router.Add("/car/v1/api/resource/tree.json", Access::kAdmin, [&s](ApiCall&) { return ResourceTreeCall(s); });
}

}  // namespace chelian::api
