// Who may act on which account (docs/accounts.md): a caller manages the accounts below it in the
// user tree whose group lies in its scope; an administrator every account of its scope but itself
// and the accounts above it. Nobody manages itself, a parent or another tenant: such an account is
// answered as if it did not exist. Also the account's JSON as the previous console reads it and the
// parameters several account calls share.
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <vector>

#include "api/api_call.h"
#include "auth/session_manager.h"
#include "core/status.h"
#include "store/account_repo.h"
#include "store/db.h"

namespace chelian::api::accounts {

inline constexpr char kMsgNoAccount[] = "用户不存在或无权操作";

// The signed-in caller's own account and the accounts above it.
struct Caller {
  store::Account self;
  std::vector<long long> ancestors;
  bool admin = false;
};

Result<Caller> LoadCaller(store::Connection& conn, const auth::SessionInfo& session);

// The query of the accounts `caller` manages (narrow it further before use).
store::AccountQuery ManagedQuery(const Caller& caller);

// The account `id` when `caller` manages it; NotFound(kMsgNoAccount) otherwise (itself included).
Result<store::Account> ManagedAccount(store::Connection& conn, const auth::SessionInfo& session, const Caller& caller,
                                      long long id);

// The caller itself, or an account it manages.
Result<store::Account> VisibleAccount(store::Connection& conn, const auth::SessionInfo& session, const Caller& caller,
                                      long long id);

// The account as the previous console's user rows carry it: userId, name (the login account, as
// there), username, corpName, accountType, parentId, parentName, parentCorp, createTime, money,
// customCode, phone, remark, checkOffOil, checkUser, checkGroup, checkVehicle, groupId, groupName,
// roleId, roleName. Never the password.
boost::json::object AccountJson(const store::Account& a, int utc_offset_minutes);

// 账号类型 as the page shows it.
const char* AccountTypeName(int account_type);

// The distinct ids of list parameter `name` (a JSON array, "1,2" or one number), ascending.
std::vector<long long> IdListParam(const ApiCall& call, std::string_view name);

// The group ids of `groupIds`, or else `groupId`.
std::vector<long long> GroupIdsParam(const ApiCall& call);

// A 0/1 flag parameter (also a JSON true/false: true = 1); nullopt when absent. Errors:
// InvalidArgument for anything else.
Result<std::optional<int>> FlagParam(const ApiCall& call, std::string_view name);

// The trimmed text parameter `name`, or nullopt when absent.
std::optional<std::string> TextParam(const ApiCall& call, std::string_view name);

// Characters (not bytes) of UTF-8 text.
size_t Chars(std::string_view s);

}  // namespace chelian::api::accounts
