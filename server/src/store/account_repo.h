// Accounts as 系统管理 › 用户管理 keeps them (v3-console-inventory §2.7, §3.9): the user tree (the
// account that created another is its parent), 账号类型, 客户名称, coins and the four data rights;
// reads by tree and scope, creation, changes, rights withdrawn down the tree and whole sub-trees
// deleted with their coins returned.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

inline constexpr int kAccountMyCustomer = 3;       // 我的客户
inline constexpr int kAccountMonitorCustomer = 4;  // 监控客户

// The four data rights as the previous console stores them: 0 allowed, 1 not allowed.
struct AccountChecks {
  int off_oil = 0, user = 0, group = 0, vehicle = 0;
};

struct Account {
  long long id = 0;
  std::string username;
  std::string name;  // the display name (users.name)
  long long group_id = 0;
  std::string group_name, group_path;
  long long role_id = 0;
  std::string role_name;
  int role_is_admin = 0;
  std::string phone, email;
  int status = 1;
  long long parent_id = 0;  // 0: no parent
  std::string parent_name, parent_corp;
  int account_type = kAccountMyCustomer;
  std::string corp_name, custom_code, remark;
  long long coins = 0;
  AccountChecks checks;
  long long created_at = 0;
};

// The account `id` when its group lies in `scope`, else NotFound.
Result<Account> GetAccount(Connection& conn, const Scope& scope, long long id);

// The accounts above `id` in the user tree: its parent, the parent's parent, …
Result<std::vector<long long>> AncestorIds(Connection& conn, long long id);

// Whether `id` lies below `ancestor` in the user tree (at any depth).
Result<bool> IsBelow(Connection& conn, long long ancestor, long long id);

// How many accounts have `id` as their parent.
Result<long long> CountChildren(Connection& conn, long long id);

// How many accounts below `id` in the user tree have a group outside the subtree `path`.
Result<long long> CountBelowOutside(Connection& conn, long long id, const std::string& path);

struct AccountQuery {
  long long below = 0;             // only accounts below this one in the user tree; 0: all
  std::vector<long long> exclude;  // left out
  std::string username;            // contained in the username
  std::string keyword;             // contained in the username or the 客户名称
  int limit = 0, offset = 0;       // limit 0: every row
};

struct AccountPage {
  std::vector<Account> rows;
  long long total = 0;
};

// Accounts whose group lies in `scope`, narrowed by `q`, ordered by id.
Result<AccountPage> QueryAccounts(Connection& conn, const Scope& scope, const AccountQuery& q);

struct NewAccount {
  std::string username, password_hash;
  std::string name;  // display name; empty for accounts made in 用户管理 (they show the login account)
  long long group_id = 0, role_id = 0, parent_id = 0;
  int account_type = kAccountMyCustomer;
  std::string corp_name, custom_code, phone, remark;
  AccountChecks checks;
};

// Creates an account in a group inside `scope`. Errors: AlreadyExists (username taken, "登录账户已存在"),
// NotFound (group outside the scope or role unknown).
Result<Account> CreateAccount(Connection& conn, const Scope& scope, const NewAccount& a, long long now_ms);

// What updateClientUser changes; unset members stay.
struct AccountChange {
  std::optional<std::string> corp_name, custom_code, phone, remark;
  std::optional<int> account_type;
  std::optional<long long> group_id, role_id;
  std::optional<int> off_oil, user, group, vehicle;  // the check flags (0 allowed, 1 not)
};

Status UpdateAccount(Connection& conn, long long id, const AccountChange& change);

// Withdraws the rights set in `withdrawn` (members equal to 1) from every account below `id`.
Status WithdrawRightsBelow(Connection& conn, long long id, const AccountChecks& withdrawn);

struct DeletedAccount {
  long long id = 0;
  std::string username;
  long long coins = 0;
};

// Deletes account `id` and every account below it, with their sessions, switches and personal
// settings; their coins go to account `coins_to`. Returns the deleted accounts, `id` first.
Result<std::vector<DeletedAccount>> DeleteAccountTree(Connection& conn, long long id, long long coins_to);

}  // namespace chelian::store
