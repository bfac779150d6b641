// Account access rules and the account's JSON.
#include "api/accounts/account_access.h"

#include <algorithm>
#include <boost/json/array.hpp>

#include "core/clock.h"
#include "core/strings.h"

namespace chelian::api::accounts {

Result<Caller> LoadCaller(store::Connection& conn, const auth::SessionInfo& session) {
  Caller c;
  auto self = store::GetAccount(conn, session.scope(), session.user_id);
  if (!self.ok()) return self.status();
  c.self = std::move(*self);
  auto above = store::AncestorIds(conn, session.user_id);
  if (!above.ok()) return above.status();
  c.ancestors = std::move(*above);
  c.admin = session.is_admin != 0;
  return c;
}

store::AccountQuery ManagedQuery(const Caller& caller) {
  store::AccountQuery q;
  if (caller.admin) {
    q.exclude = caller.ancestors;
    q.exclude.push_back(caller.self.id);
  } else {
    q.below = caller.self.id;
  }
  return q;
}

Result<store::Account> ManagedAccount(store::Connection& conn, const auth::SessionInfo& session, const Caller& caller,
                                      long long id) {
  if (id == caller.self.id) return NotFound(kMsgNoAccount);
  auto account = store::GetAccount(conn, session.scope(), id);
  if (!account.ok()) return account.status();
  if (caller.admin) {
    if (std::find(caller.ancestors.begin(), caller.ancestors.end(), id) != caller.ancestors.end())
      return NotFound(kMsgNoAccount);
    return account;
  }
  auto below = store::IsBelow(conn, caller.self.id, id);
  if (!below.ok()) return below.status();
  if (!*below) return NotFound(kMsgNoAccount);
  return account;
}

Result<store::Account> VisibleAccount(store::Connection& conn, const auth::SessionInfo& session, const Caller& caller,
                                      long long id) {
  if (id == caller.self.id) return caller.self;
  return ManagedAccount(conn, session, caller, id);
}

const char* AccountTypeName(int account_type) {
  return account_type == store::kAccountMonitorCustomer ? "监控客户" : "我的客户";
}

boost::json::object AccountJson(const store::Account& a, int utc_offset_minutes) {
  boost::json::object o;
  o["userId"] = a.id;
  o["name"] = a.username;
  o["username"] = a.username;
  o["corpName"] = a.corp_name;
  o["accountType"] = a.account_type;
  o["accountTypeName"] = AccountTypeName(a.account_type);
  o["parentId"] = a.parent_id;
  o["parentName"] = a.parent_name;
  o["parentCorp"] = a.parent_corp;
  o["createTime"] = FormatLocalTime(a.created_at, utc_offset_minutes);
  o["money"] = a.coins;
  o["customCode"] = a.custom_code;
  o["phone"] = a.phone;
  o["remark"] = a.remark;
  o["checkOffOil"] = a.checks.off_oil;
  o["checkUser"] = a.checks.user;
  o["checkGroup"] = a.checks.group;
  o["checkVehicle"] = a.checks.vehicle;
  o["groupId"] = a.group_id;
  o["groupName"] = a.group_name;
  o["roleId"] = a.role_id;
  o["roleName"] = a.role_name;
  return o;
}

std::vector<long long> IdListParam(const ApiCall& call, std::string_view name) {
  std::vector<long long> out;
  if (call.json().is_object())
    if (const auto* v = call.json().get_object().if_contains(name); v && v->is_array()) {
      for (const auto& item : v->get_array()) {
        long long n = 0;
        if (item.is_int64())
          out.push_back(item.get_int64());
        else if (item.is_string() && ParseInt64(Trim(std::string_view(item.get_string())), &n))
          out.push_back(n);
      }
    }
  if (out.empty())
    for (const std::string& part : SplitList(call.ParamOr(name, ""))) {
      long long n = 0;
      if (ParseInt64(part, &n)) out.push_back(n);
    }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<long long> GroupIdsParam(const ApiCall& call) {
  std::vector<long long> ids = IdListParam(call, "groupIds");
  return ids.empty() ? IdListParam(call, "groupId") : ids;
}

Result<std::optional<int>> FlagParam(const ApiCall& call, std::string_view name) {
  if (call.json().is_object())
    if (const auto* v = call.json().get_object().if_contains(name); v && v->is_bool())
      return std::optional<int>(v->get_bool() ? 1 : 0);
  auto text = call.Param(name);
  if (!text) return std::optional<int>();
  std::string_view t = Trim(*text);
  if (t.empty() || t == "null" || t == "undefined") return std::optional<int>();
  if (t == "0" || t == "false") return std::optional<int>(0);
  if (t == "1" || t == "true") return std::optional<int>(1);
  return InvalidArgument("参数" + std::string(name) + "只能是0或1");
}

std::optional<std::string> TextParam(const ApiCall& call, std::string_view name) {
  auto v = call.Param(name);
  if (!v) return std::nullopt;
  return std::string(Trim(*v));
}

size_t Chars(std::string_view s) {
  size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

}  // namespace chelian::api::accounts
