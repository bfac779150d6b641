// 用户管理's changes: add, edit and delete accounts, reset a password, bind the one group. Every change
// is checked against the user tree (account_access.h), the caller's buttons and data rights, and
// appends one operation_log entry inside its transaction.
#include <boost/json/object.hpp>
#include <boost/json/string.hpp>

#include "api/accounts/account_access.h"
#include "api/accounts/account_routes.h"
#include "api/envelope.h"
#include "api/rights.h"
#include "auth/login_service.h"
#include "auth/password.h"
#include "store/account_repo.h"
#include "store/group_repo.h"
#include "store/operation_log_repo.h"
#include "store/resource_repo.h"
#include "store/role_repo.h"
#include "store/security_repo.h"
#include "store/user_repo.h"

namespace chelian::api {
namespace {

using accounts::Caller;
using accounts::Chars;
using accounts::FlagParam;
using accounts::TextParam;

constexpr long long kButtonEdit = 160101;      // 修改用户 (table)
constexpr long long kButtonAdd = 160102;       // 新增用户 / 新增下级
constexpr long long kButtonEditTree = 160103;  // 修改用户 (tree)
constexpr long long kButtonDelete = 160104;    // 删除用户
constexpr long long kButtonBind = 160105;      // 绑定车组
constexpr long long kButtonReset = 160106;     // 重置密码

constexpr char kMsgOneGroup[] = "一个账户只能绑定一个车组（含其下级车组）";
constexpr char kMsgMonitorNoSub[] = "监控客户不能添加下级用户";
constexpr char kMsgMonitorNoBind[] = "监控客户不能绑定车组";
constexpr char kMsgHasChildren[] = "该用户下还有子用户,是否继续删除该用户？";

store::Actor ActorOf(const ApiCall& call) {
  const auto& s = call.session();
  return {s.user_id, s.username, s.group_id};
}

// The four data rights, by position: parameter, name and member.
struct RightDef {
  const char* param;
  const char* name;
  int store::AccountChecks::*member;
};
constexpr RightDef kRights[] = {
    {"checkOffOil", "断油电", &store::AccountChecks::off_oil},
    {"checkUser", "删除用户", &store::AccountChecks::user},
    {"checkGroup", "删除车组", &store::AccountChecks::group},
    {"checkVehicle", "删除车辆", &store::AccountChecks::vehicle},
};

// The requested check flags (nullopt: not sent).
struct RequestedChecks {
  std::optional<int> v[4];
};

Result<RequestedChecks> ReadChecks(const ApiCall& call) {
  RequestedChecks out;
  for (int i = 0; i < 4; ++i) {
    auto f = FlagParam(call, kRights[i].param);
    if (!f.ok()) return f.status();
    out.v[i] = *f;
  }
  return out;
}

// Refuses granting a right (flag 0) that the caller or the account's parent does not hold.
// `current`: the account's flags today (nullptr for a new account).
Status CheckGrants(const RequestedChecks& req, const store::AccountChecks* current, const store::Account& caller,
                   const store::Account& parent) {
  for (int i = 0; i < 4; ++i) {
    const RightDef& r = kRights[i];
    if (req.v[i] != 0) continue;
    if (current && (*current).*r.member == 0) continue;  // kept, not granted
    if (caller.checks.*r.member != 0) return PermissionDenied(std::string("您没有") + r.name + "权限，不能授予该权限");
    if (parent.checks.*r.member != 0)
      return PermissionDenied(std::string("上级账户没有") + r.name + "权限，不能授予该权限");
  }
  return Status::Ok();
}

// The parent account of `a` (no scope: used for rules only, never shown); nullopt for a top account.
Result<std::optional<store::Account>> ParentOf(store::Connection& conn, const store::Account& a) {
  if (a.parent_id == 0) return std::optional<store::Account>();
  auto p = store::GetAccount(conn, store::Scope::Everything(), a.parent_id);
  if (!p.ok()) {
    if (p.status().code() == StatusCode::kNotFound) return std::optional<store::Account>();
    return p.status();
  }
  return std::optional<store::Account>(std::move(*p));
}

// The one group named by `ids` for an account under `parent_path`: inside the caller's scope and
// the parent account's group subtree.
Result<store::Group> BindableGroup(store::Connection& conn, const ApiCall& call, const std::string& parent_path,
                                   const std::vector<long long>& ids) {
  if (ids.empty()) return InvalidArgument("请选择要绑定的车组");
  if (ids.size() > 1) return InvalidArgument(kMsgOneGroup);
  auto g = store::GetGroup(conn, call.session().scope(), ids.front());
  if (!g.ok()) {
    if (g.status().code() == StatusCode::kNotFound) return NotFound("车组不存在或无权操作");
    return g.status();
  }
  if (g->path.compare(0, parent_path.size(), parent_path) != 0)
    return InvalidArgument("只能绑定上级账户车组（含其下级车组）内的车组");
  return g;
}

// A role the caller may give: not an administrator's, in use, visible in its scope and — for a
// caller who is no administrator — granting nothing the caller's own role does not.
Status CheckGivableRole(store::Connection& conn, const ApiCall& call, const Caller& caller, long long role_id) {
  auto role = store::GetRole(conn, call.session().scope(), role_id);
  if (!role.ok()) return role.status();
  if (role->is_admin) return PermissionDenied("不能授予管理员角色");
  if (role->status != 1) return InvalidArgument("该角色已冻结，不能授予");
  if (!caller.admin) {
    auto within = store::RoleResourcesWithin(conn, role_id, call.session().role_id);
    if (!within.ok()) return within.status();
    if (!*within) return PermissionDenied("不能授予超出自己权限的角色");
  }
  return Status::Ok();
}

// Login accounts: 2–32 characters, no spaces or control characters.
Status CheckUsername(const std::string& name) {
  if (name.empty()) return InvalidArgument("请输入登录账户");
  size_t chars = Chars(name);
  if (chars < 2 || chars > 32) return InvalidArgument("登录账户长度需为2-32位");
  for (unsigned char c : name)
    if (c <= ' ' || c == 0x7F) return InvalidArgument("登录账户不能包含空格或控制字符");
  return Status::Ok();
}

// The optional text fields of the form with their limits; a field not sent stays nullopt.
struct TextFields {
  std::optional<std::string> corp_name, phone, remark, custom_code;
};

Result<TextFields> ReadTextFields(const ApiCall& call) {
  TextFields f{TextParam(call, "corpName"), TextParam(call, "phone"), TextParam(call, "remark"),
               TextParam(call, "customCode")};
  if (f.corp_name && f.corp_name->empty()) return InvalidArgument("请输入客户名称");
  if (f.corp_name && Chars(*f.corp_name) > 50) return InvalidArgument("客户名称不能超过50个字");
  if (f.phone && (f.phone->size() > 20 || f.phone->find_first_not_of("0123456789-+ ") != std::string::npos))
    return InvalidArgument("联系电话格式不正确");
  if (f.remark && Chars(*f.remark) > 200) return InvalidArgument("备注信息不能超过200个字");
  if (f.custom_code && Chars(*f.custom_code) > 50) return InvalidArgument("客户代码不能超过50个字");
  return f;
}

Result<int> ReadAccountType(const ApiCall& call, int fallback) {
  if (!call.IntParamValid("accountType")) return InvalidArgument("账户类型不正确");
  int type = static_cast<int>(call.IntParam("accountType").value_or(fallback));
  if (type != store::kAccountMyCustomer && type != store::kAccountMonitorCustomer)
    return InvalidArgument("账户类型只能是我的客户或监控客户");
  return type;
}

constexpr store::AccountChecks kNoRights{1, 1, 1, 1};

// saveClientUser.json
net::HttpResponse SaveClientUser(ApiServices& s, const ApiCall& call) {
  const auto& session = call.session();
  const std::string username = TextParam(call, "name").value_or(TextParam(call, "username").value_or(""));
  if (Status st = CheckUsername(username); !st.ok()) return FromStatus(st);
  const std::string password = call.ParamOr("password", "");
  if (password.empty()) return Fail(kFlagFail, "请输入登录密码");
  if (Status st = auth::CheckNewPassword(password); !st.ok()) return FromStatus(st);
  auto text = ReadTextFields(call);
  if (!text.ok()) return FromStatus(text.status());
  if (!text->corp_name) return Fail(kFlagFail, "请输入客户名称");
  auto type = ReadAccountType(call, store::kAccountMyCustomer);
  if (!type.ok()) return FromStatus(type.status());
  auto req = ReadChecks(call);
  if (!req.ok()) return FromStatus(req.status());

  store::NewAccount a;
  a.username = username;
  a.account_type = *type;
  a.corp_name = *text->corp_name;
  a.custom_code = text->custom_code.value_or("");
  a.phone = text->phone.value_or("");
  a.remark = text->remark.value_or("");
  std::string parent_name, group_name;
  {
    auto conn = s.db.Acquire();
    auto caller = accounts::LoadCaller(*conn, session);
    if (!caller.ok()) return FromStatus(caller.status());
    if (caller->self.account_type == store::kAccountMonitorCustomer) return Fail(kFlagFail, kMsgMonitorNoSub);
    // The parent: the caller, or an account it manages.
    store::Account parent = caller->self;
    if (auto pid = call.IntParam("parentId"); pid && *pid > 0 && *pid != caller->self.id) {
      auto p = accounts::ManagedAccount(*conn, session, *caller, *pid);
      if (!p.ok()) return FromStatus(p.status());
      parent = std::move(*p);
    }
    if (parent.account_type == store::kAccountMonitorCustomer) return Fail(kFlagFail, kMsgMonitorNoSub);
    auto group = BindableGroup(*conn, call, parent.group_path, accounts::GroupIdsParam(call));
    if (!group.ok()) return FromStatus(group.status());
    a.role_id = *type == store::kAccountMonitorCustomer ? store::kRoleMonitorCustomer : store::kRoleUser;
    if (auto rid = call.IntParam("roleId"); rid && *rid > 0 && *type == store::kAccountMyCustomer) {
      if (Status st = CheckGivableRole(*conn, call, *caller, *rid); !st.ok()) return FromStatus(st);
      a.role_id = *rid;
    }
    a.checks = kNoRights;
    if (*type == store::kAccountMyCustomer) {
      if (Status st = CheckGrants(*req, nullptr, caller->self, parent); !st.ok()) return FromStatus(st);
      for (int i = 0; i < 4; ++i) {
        const auto m = kRights[i].member;
        // Not sent: what both the caller and the parent hold.
        a.checks.*m = req->v[i].value_or(caller->self.checks.*m || parent.checks.*m ? 1 : 0);
      }
    }
    if (store::FindUserByUsername(*conn, username).ok()) return Fail(kFlagFail, "登录账户已存在: " + username);
    a.group_id = group->id;
    a.parent_id = parent.id;
    parent_name = parent.username;
    group_name = group->name;
  }
  // Hashing takes tens of milliseconds: no connection is held meanwhile.
  auto hash = auth::HashPassword(password);
  if (!hash.ok()) return FromStatus(hash.status());
  a.password_hash = *hash;
  auto conn = s.db.Acquire();
  Result<store::Account> created = NotFound(accounts::kMsgNoAccount);
  Status st = store::InTransaction(*conn, [&]() -> Status {
    created = store::CreateAccount(*conn, session.scope(), a, s.now());
    if (!created.ok()) return created.status();
    return store::AppendOperation(
        *conn, ActorOf(call),
        {"user.add", username, 0,
         std::string("新增") + accounts::AccountTypeName(*type) + "，上级账户 " + parent_name + "，车组 " + group_name},
        s.now());
  });
  if (!st.ok()) return FromStatus(st);
  boost::json::object o = accounts::AccountJson(*created, s.options.utc_offset_minutes);
  o["ctime"] = o["createTime"];
  return Ok(std::move(o));
}

// Whether the caller's role holds 160101 or 160103 (either edits a user; the route table names one
// button only). Administrators hold every one.
Result<bool> MayEdit(store::Connection& conn, const auth::SessionInfo& session) {
  return HoldsAnyButton(conn, session, {kButtonEdit, kButtonEditTree});
}

// updateClientUser.json (UpdateClientUser below ends the account's sessions when `relogin`).
net::HttpResponse EditAccount(ApiServices& s, const ApiCall& call, bool* relogin) {
  const auto& session = call.session();
  auto conn = s.db.Acquire();
  auto may = MayEdit(*conn, session);
  if (!may.ok()) return FromStatus(may.status());
  if (!*may) return Fail(kFlagFail, kMsgNoButton);
  auto caller = accounts::LoadCaller(*conn, session);
  if (!caller.ok()) return FromStatus(caller.status());
  auto target = accounts::ManagedAccount(*conn, session, *caller, call.IntParam("userId").value_or(0));
  if (!target.ok()) return FromStatus(target.status());
  if (auto name = TextParam(call, "name"); name && !name->empty() && *name != target->username)
    return Fail(kFlagFail, "登录账户不能修改");
  auto parent = ParentOf(*conn, *target);
  if (!parent.ok()) return FromStatus(parent.status());
  // Without a parent account the caller's own account bounds what may be granted and bound.
  const store::Account& bound = parent->has_value() ? **parent : caller->self;

  auto text = ReadTextFields(call);
  if (!text.ok()) return FromStatus(text.status());
  store::AccountChange change;
  change.corp_name = text->corp_name;
  change.phone = text->phone;
  change.remark = text->remark;
  change.custom_code = text->custom_code;
  std::string detail;

  auto type = ReadAccountType(call, target->account_type);
  if (!type.ok()) return FromStatus(type.status());
  if (*type != target->account_type) {
    if (*type == store::kAccountMonitorCustomer) {
      auto children = store::CountChildren(*conn, target->id);
      if (!children.ok()) return FromStatus(children.status());
      if (*children > 0) return Fail(kFlagFail, "该用户下还有子用户，不能改为监控客户");
      change.role_id = store::kRoleMonitorCustomer;
    } else if (target->role_id == store::kRoleMonitorCustomer) {
      change.role_id = store::kRoleUser;
    }
    change.account_type = *type;
    detail += std::string("账号类型改为") + accounts::AccountTypeName(*type) + "；";
  }
  if (auto rid = call.IntParam("roleId");
      rid && *rid > 0 && *type == store::kAccountMyCustomer && *rid != change.role_id.value_or(target->role_id)) {
    if (Status st = CheckGivableRole(*conn, call, *caller, *rid); !st.ok()) return FromStatus(st);
    change.role_id = *rid;
  }
  if (change.role_id == target->role_id) change.role_id.reset();
  if (change.role_id) detail += "角色改为" + std::to_string(*change.role_id) + "；";

  if (auto ids = accounts::GroupIdsParam(call); !ids.empty() && !(ids.size() == 1 && ids[0] == target->group_id)) {
    if (caller->self.account_type == store::kAccountMonitorCustomer) return Fail(kFlagFail, kMsgMonitorNoBind);
    auto group = BindableGroup(*conn, call, bound.group_path, ids);
    if (!group.ok()) return FromStatus(group.status());
    auto outside = store::CountBelowOutside(*conn, target->id, group->path);
    if (!outside.ok()) return FromStatus(outside.status());
    if (*outside > 0) return Fail(kFlagFail, "下级用户绑定的车组不在所选车组内，不能更换");
    change.group_id = group->id;
    detail += "车组改为" + group->name + "；";
  }

  auto req = ReadChecks(call);
  if (!req.ok()) return FromStatus(req.status());
  store::AccountChecks withdrawn;
  if (*type == store::kAccountMonitorCustomer) {
    for (auto& v : req->v) v = 1;  // 监控客户 hold no data rights
  } else if (Status st = CheckGrants(*req, &target->checks, caller->self, bound); !st.ok()) {
    return FromStatus(st);
  }
  std::optional<int>* fields[4] = {&change.off_oil, &change.user, &change.group, &change.vehicle};
  for (int i = 0; i < 4; ++i) {
    if (!req->v[i]) continue;
    *fields[i] = *req->v[i];
    if (*req->v[i] == 1) withdrawn.*kRights[i].member = 1;
    if (*req->v[i] != target->checks.*kRights[i].member)
      detail += std::string(*req->v[i] ? "收回" : "授予") + kRights[i].name + "权限；";
  }

  Status st = store::InTransaction(*conn, [&]() -> Status {
    if (Status u = store::UpdateAccount(*conn, target->id, change); !u.ok()) return u;
    if (Status w = store::WithdrawRightsBelow(*conn, target->id, withdrawn); !w.ok()) return w;
    return store::AppendOperation(*conn, ActorOf(call),
                                  {"user.update", target->username, 0, detail.empty() ? "修改资料" : detail}, s.now());
  });
  if (!st.ok()) return FromStatus(st);
  *relogin = change.group_id || change.role_id;
  auto updated = store::GetAccount(*conn, session.scope(), target->id);
  if (!updated.ok()) return FromStatus(updated.status());
  return Ok(accounts::AccountJson(*updated, s.options.utc_offset_minutes));
}

net::HttpResponse UpdateClientUser(ApiServices& s, const ApiCall& call) {
  bool relogin = false;
  net::HttpResponse reply = EditAccount(s, call, &relogin);
  // Group and role are part of a session: the account signs in again.
  if (relogin) s.sessions.DestroyOthers(call.IntParam("userId").value_or(0), "");
  return reply;
}

// deleteClientUser.json
net::HttpResponse DeleteClientUser(ApiServices& s, const ApiCall& call) {
  const auto& session = call.session();
  std::vector<store::DeletedAccount> deleted;
  long long coins = 0;
  {
    auto conn = s.db.Acquire();
    auto caller = accounts::LoadCaller(*conn, session);
    if (!caller.ok()) return FromStatus(caller.status());
    if (caller->self.checks.user != 0) return Fail(kFlagFail, "没有删除用户权限");
    auto target = accounts::ManagedAccount(*conn, session, *caller, call.IntParam("userId").value_or(0));
    if (!target.ok()) return FromStatus(target.status());
    auto children = store::CountChildren(*conn, target->id);
    if (!children.ok()) return FromStatus(children.status());
    if (*children > 0 && call.IntParam("type").value_or(0) != 1) return Fail(kFlagFail, kMsgHasChildren);
    auto outside = store::CountBelowOutside(*conn, target->id, session.group_path);
    if (!outside.ok()) return FromStatus(outside.status());
    if (*outside > 0) return Fail(kFlagFail, "该用户的下级用户不在您的管理范围内，不能删除");
    // Coins go back to the parent account (the caller when the account has none).
    const long long coins_to = target->parent_id ? target->parent_id : caller->self.id;
    const std::string receiver = target->parent_id ? target->parent_name : caller->self.username;
    Status st = store::InTransaction(*conn, [&]() -> Status {
      auto d = store::DeleteAccountTree(*conn, target->id, coins_to);
      if (!d.ok()) return d.status();
      deleted = std::move(*d);
      for (const auto& a : deleted) coins += a.coins;
      return store::AppendOperation(
          *conn, ActorOf(call),
          {"user.delete", target->username, 0,
           "删除账户" + std::to_string(deleted.size()) + "个（含下级用户" + std::to_string(deleted.size() - 1) +
               "个），退回车币" + std::to_string(coins) + "个给 " + receiver},
          s.now());
    });
    if (!st.ok()) return FromStatus(st);
  }
  for (const auto& a : deleted) s.sessions.DestroyOthers(a.id, "");
  return Ok(boost::json::object{{"deleted", static_cast<long long>(deleted.size())}, {"money", coins}});
}

// 8 characters from letters and digits that cannot be mistaken for each other, with both kinds.
std::string RandomPassword() {
  static constexpr char kLetters[] = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz";
  static constexpr char kDigits[] = "23456789";
  std::string out;
  for (int i = 0; i < 8; ++i) {
    bool digit = i == 3 || i == 6 || auth::RandomBelow(4) == 0;
    out += digit ? kDigits[auth::RandomBelow(sizeof kDigits - 1)] : kLetters[auth::RandomBelow(sizeof kLetters - 1)];
  }
  return out;
}

// resetUserPassword.json: type 0 asks, type 1 sets a new random password shown once.
net::HttpResponse ResetUserPassword(ApiServices& s, const ApiCall& call) {
  const auto& session = call.session();
  store::Account target;
  {
    auto conn = s.db.Acquire();
    auto caller = accounts::LoadCaller(*conn, session);
    if (!caller.ok()) return FromStatus(caller.status());
    auto managed = accounts::ManagedAccount(*conn, session, *caller, call.IntParam("userId").value_or(0));
    if (!managed.ok()) return FromStatus(managed.status());
    target = std::move(*managed);
  }
  if (call.IntParam("type").value_or(0) != 1)
    return Ok(boost::json::string("确定要重置用户“" + target.username +
                                  "”的密码吗？重置后将生成新的随机密码，该用户需重新登录。"));
  const std::string password = RandomPassword();
  auto hash = auth::HashPassword(password);
  if (!hash.ok()) return FromStatus(hash.status());
  {
    auto conn = s.db.Acquire();
    Status st = store::InTransaction(*conn, [&]() -> Status {
      if (Status u = store::UpdatePasswordHash(*conn, target.id, *hash); !u.ok()) return u;
      if (conn->Changes() != 1) return NotFound(accounts::kMsgNoAccount);
      if (Status t = store::TouchPasswordChanged(*conn, target.id, s.now()); !t.ok()) return t;
      return store::AppendOperation(*conn, ActorOf(call), {"user.resetPassword", target.username, 0, "重置登录密码"},
                                    s.now());
    });
    if (!st.ok()) return FromStatus(st);
  }
  s.sessions.DestroyOthers(target.id, "");
  return Ok(
      boost::json::string("用户“" + target.username + "”的密码已重置为：" + password + "（仅显示这一次，请妥善保存）"));
}

// bindUserGroup.json: the account's one group; `*bound` the account whose sessions end.
net::HttpResponse BindGroup(ApiServices& s, const ApiCall& call, long long* bound) {
  const auto& session = call.session();
  auto conn = s.db.Acquire();
  auto caller = accounts::LoadCaller(*conn, session);
  if (!caller.ok()) return FromStatus(caller.status());
  if (caller->self.account_type == store::kAccountMonitorCustomer) return Fail(kFlagFail, kMsgMonitorNoBind);
  auto target = accounts::ManagedAccount(*conn, session, *caller, call.IntParam("userId").value_or(0));
  if (!target.ok()) return FromStatus(target.status());
  auto parent = ParentOf(*conn, *target);
  if (!parent.ok()) return FromStatus(parent.status());
  const std::string& bound_path = parent->has_value() ? (*parent)->group_path : caller->self.group_path;
  auto group = BindableGroup(*conn, call, bound_path, accounts::GroupIdsParam(call));
  if (!group.ok()) return FromStatus(group.status());
  if (group->id == target->group_id) return Ok();
  auto outside = store::CountBelowOutside(*conn, target->id, group->path);
  if (!outside.ok()) return FromStatus(outside.status());
  if (*outside > 0) return Fail(kFlagFail, "下级用户绑定的车组不在所选车组内，不能更换");
  store::AccountChange change;
  change.group_id = group->id;
  Status st = store::InTransaction(*conn, [&]() -> Status {
    if (Status u = store::UpdateAccount(*conn, target->id, change); !u.ok()) return u;
    return store::AppendOperation(*conn, ActorOf(call),
                                  {"user.bindGroup", target->username, 0, "绑定车组 " + group->name}, s.now());
  });
  if (!st.ok()) return FromStatus(st);
  *bound = target->id;
  return Ok();
}

net::HttpResponse BindUserGroup(ApiServices& s, const ApiCall& call) {
  long long bound = 0;
  net::HttpResponse reply = BindGroup(s, call, &bound);
  if (bound) s.sessions.DestroyOthers(bound, "");
  return reply;
}

}  // namespace

void RegisterAccountWriteRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v1/api/user/saveClientUser.json", Access::kSession,
             [&s](ApiCall& c) { return SaveClientUser(s, c); }, {.work = Work::kPassword, .button = kButtonAdd});
  // 160101 or 160103: checked in the handler (MayEdit).
  router.Add("/car/v1/api/user/updateClientUser.json", Access::kSession,
             [&s](ApiCall& c) { return UpdateClientUser(s, c); });
  router.Add("/car/v1/api/user/deleteClientUser.json", Access::kSession,
             [&s](ApiCall& c) { return DeleteClientUser(s, c); }, {.button = kButtonDelete});
  router.Add("/car/v1/api/user/resetUserPassword.json", Access::kSession,
             [&s](ApiCall& c) { return ResetUserPassword(s, c); }, {.work = Work::kPassword, .button = kButtonReset});
  router.Add("/car/v1/api/user/bindUserGroup.json", Access::kSession, [&s](ApiCall& c) { return BindUserGroup(s, c); },
             {.button = kButtonBind});
}

}  // namespace chelian::api
