// Account repository.
#include "store/account_repo.h"

#include "store/like_pattern.h"
#include "store/placeholders.h"

namespace chelian::store {
namespace {

constexpr char kSelect[] =
    "SELECT u.id, u.username, u.name, u.group_id, g.name, g.path, u.role_id, r.name, r.is_admin, u.phone, u.email, "
    "u.status, u.parent_id, p.username, p.corp_name, u.account_type, u.corp_name, u.custom_code, u.remark, u.coins, "
    "u.check_off_oil, u.check_user, u.check_group, u.check_vehicle, u.created_at "
    "FROM users u JOIN groups g ON g.id = u.group_id JOIN roles r ON r.id = u.role_id "
    "LEFT JOIN users p ON p.id = u.parent_id ";

// The ids below the account bound to the first `?` (UNION, not UNION ALL: a cycle in bad data ends).
constexpr char kBelow[] =
    "WITH RECURSIVE below(id) AS (SELECT id FROM users WHERE parent_id = ? "
    "UNION SELECT u.id FROM users u JOIN below b ON u.parent_id = b.id) ";

Account FromRow(const Row& r) {
  Account a;
  a.id = r.Int(0);
  a.username = r.Text(1);
  a.name = r.Text(2);
  a.group_id = r.Int(3);
  a.group_name = r.Text(4);
  a.group_path = r.Text(5);
  a.role_id = r.Int(6);
  a.role_name = r.Text(7);
  a.role_is_admin = static_cast<int>(r.Int(8));
  a.phone = r.Text(9);
  a.email = r.Text(10);
  a.status = static_cast<int>(r.Int(11));
  a.parent_id = r.Int(12);
  a.parent_name = r.Text(13);
  a.parent_corp = r.Text(14);
  a.account_type = static_cast<int>(r.Int(15));
  a.corp_name = r.Text(16);
  a.custom_code = r.Text(17);
  a.remark = r.Text(18);
  a.coins = r.Int(19);
  a.checks = {static_cast<int>(r.Int(20)), static_cast<int>(r.Int(21)), static_cast<int>(r.Int(22)),
              static_cast<int>(r.Int(23))};
  a.created_at = r.Int(24);
  return a;
}

Result<std::vector<long long>> BelowIds(Connection& conn, long long id) {
  auto rows = conn.Query(std::string(kBelow) + "SELECT id FROM below ORDER BY id", {id});
  if (!rows.ok()) return rows.status();
  std::vector<long long> out;
  for (const auto& r : *rows) out.push_back(r.Int(0));
  return out;
}

}  // namespace

Result<Account> GetAccount(Connection& conn, const Scope& scope, long long id) {
  auto rows = conn.Query(std::string(kSelect) + "WHERE u.id = ? AND g.path LIKE ? ESCAPE '\\'",
                         {id, LikePrefix(scope.group_path)});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("用户不存在或无权操作");
  return FromRow(rows->front());
}

Result<std::vector<long long>> AncestorIds(Connection& conn, long long id) {
  auto rows = conn.Query(
      "WITH RECURSIVE above(id) AS (SELECT parent_id FROM users WHERE id = ? AND parent_id IS NOT NULL "
      "UNION SELECT u.parent_id FROM users u JOIN above a ON u.id = a.id WHERE u.parent_id IS NOT NULL) "
      "SELECT id FROM above",
      {id});
  if (!rows.ok()) return rows.status();
  std::vector<long long> out;
  for (const auto& r : *rows) out.push_back(r.Int(0));
  return out;
}

Result<bool> IsBelow(Connection& conn, long long ancestor, long long id) {
  auto rows = conn.Query(std::string(kBelow) + "SELECT COUNT(*) FROM below WHERE id = ?", {ancestor, id});
  if (!rows.ok()) return rows.status();
  return rows->at(0).Int(0) > 0;
}

Result<long long> CountChildren(Connection& conn, long long id) {
  auto rows = conn.Query("SELECT COUNT(*) FROM users WHERE parent_id = ?", {id});
  if (!rows.ok()) return rows.status();
  return rows->at(0).Int(0);
}

Result<long long> CountBelowOutside(Connection& conn, long long id, const std::string& path) {
  auto rows = conn.Query(std::string(kBelow) +
                             "SELECT COUNT(*) FROM users u JOIN groups g ON g.id = u.group_id "
                             "WHERE u.id IN (SELECT id FROM below) AND g.path NOT LIKE ? ESCAPE '\\'",
                         {id, LikePrefix(path)});
  if (!rows.ok()) return rows.status();
  return rows->at(0).Int(0);
}

Result<AccountPage> QueryAccounts(Connection& conn, const Scope& scope, const AccountQuery& q) {
  std::string with;
  Params params;
  if (q.below > 0) {
    with = kBelow;
    params.push_back(q.below);
  }
  std::string where = "WHERE g.path LIKE ? ESCAPE '\\' ";
  params.push_back(LikePrefix(scope.group_path));
  if (q.below > 0) where += "AND u.id IN (SELECT id FROM below) ";
  if (!q.exclude.empty()) {
    where += "AND u.id NOT IN (" + Placeholders(q.exclude.size()) + ") ";
    for (long long id : q.exclude) params.push_back(id);
  }
  if (!q.username.empty()) {
    where += "AND u.username LIKE ? ESCAPE '\\' ";
    params.push_back(LikeContains(q.username));
  }
  if (!q.keyword.empty()) {
    where += "AND (u.username LIKE ? ESCAPE '\\' OR u.corp_name LIKE ? ESCAPE '\\') ";
    params.push_back(LikeContains(q.keyword));
    params.push_back(LikeContains(q.keyword));
  }
  AccountPage out;
  auto count = conn.Query(
      with + "SELECT COUNT(*) FROM users u JOIN groups g ON g.id = u.group_id JOIN roles r ON r.id = u.role_id " +
          where,
      params);
  if (!count.ok()) return count.status();
  out.total = count->at(0).Int(0);
  std::string sql = with + kSelect + where + "ORDER BY u.id";
  if (q.limit > 0) {
    sql += " LIMIT ? OFFSET ?";
    params.push_back(q.limit);
    params.push_back(q.offset);
  }
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const auto& r : *rows) out.rows.push_back(FromRow(r));
  return out;
}

Result<Account> CreateAccount(Connection& conn, const Scope& scope, const NewAccount& a, long long now_ms) {
  if (a.username.empty()) return InvalidArgument("请输入登录账户");
  auto group = conn.Query("SELECT id FROM groups WHERE id = ? AND path LIKE ? ESCAPE '\\'",
                          {a.group_id, LikePrefix(scope.group_path)});
  if (!group.ok()) return group.status();
  if (group->empty()) return NotFound("车组不存在或无权操作");
  auto role = conn.Query("SELECT id FROM roles WHERE id = ?", {a.role_id});
  if (!role.ok()) return role.status();
  if (role->empty()) return NotFound("角色不存在");
  auto rows = conn.Query(
      "INSERT INTO users (username, password_hash, name, group_id, role_id, phone, created_at, parent_id, "
      "account_type, corp_name, custom_code, remark, check_off_oil, check_user, check_group, check_vehicle) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
      {a.username, a.password_hash, a.name, a.group_id, a.role_id, a.phone, now_ms,
       a.parent_id ? Value(a.parent_id) : Value(), a.account_type, a.corp_name, a.custom_code, a.remark,
       a.checks.off_oil, a.checks.user, a.checks.group, a.checks.vehicle});
  if (!rows.ok()) {
    if (rows.status().code() == StatusCode::kAlreadyExists) return AlreadyExists("登录账户已存在: " + a.username);
    return rows.status();
  }
  return GetAccount(conn, scope, rows->at(0).Int(0));
}

Status UpdateAccount(Connection& conn, long long id, const AccountChange& c) {
  std::string sets;
  Params params;
  auto set = [&](const char* column, Value v) {
    sets += sets.empty() ? "" : ", ";
    sets += column;
    sets += " = ?";
    params.push_back(std::move(v));
  };
  if (c.corp_name) set("corp_name", *c.corp_name);
  if (c.custom_code) set("custom_code", *c.custom_code);
  if (c.phone) set("phone", *c.phone);
  if (c.remark) set("remark", *c.remark);
  if (c.account_type) set("account_type", *c.account_type);
  if (c.group_id) set("group_id", *c.group_id);
  if (c.role_id) set("role_id", *c.role_id);
  if (c.off_oil) set("check_off_oil", *c.off_oil);
  if (c.user) set("check_user", *c.user);
  if (c.group) set("check_group", *c.group);
  if (c.vehicle) set("check_vehicle", *c.vehicle);
  if (sets.empty()) return Status::Ok();
  params.push_back(id);
  return conn.Exec("UPDATE users SET " + sets + " WHERE id = ?", params);
}

Status WithdrawRightsBelow(Connection& conn, long long id, const AccountChecks& withdrawn) {
  std::string sets;
  auto add = [&](int flag, const char* column) {
    if (flag != 1) return;
    sets += sets.empty() ? "" : ", ";
    sets += std::string(column) + " = 1";
  };
  add(withdrawn.off_oil, "check_off_oil");
  add(withdrawn.user, "check_user");
  add(withdrawn.group, "check_group");
  add(withdrawn.vehicle, "check_vehicle");
  if (sets.empty()) return Status::Ok();
  return conn.Exec(std::string(kBelow) + "UPDATE users SET " + sets + " WHERE id IN (SELECT id FROM below)", {id});
}

Result<std::vector<DeletedAccount>> DeleteAccountTree(Connection& conn, long long id, long long coins_to) {
  std::vector<DeletedAccount> out;
  Status s = InTransaction(conn, [&]() -> Status {
    auto below = BelowIds(conn, id);
    if (!below.ok()) return below.status();
    std::vector<long long> ids{id};
    ids.insert(ids.end(), below->begin(), below->end());
    Params params(ids.begin(), ids.end());
    const std::string in = "(" + Placeholders(ids.size()) + ")";
    auto rows = conn.Query("SELECT id, username, coins FROM users WHERE id IN " + in, params);
    if (!rows.ok()) return rows.status();
    long long coins = 0;
    for (long long want : ids)
      for (const auto& r : *rows)
        if (r.Int(0) == want) {
          out.push_back({r.Int(0), r.Text(1), r.Int(2)});
          coins += r.Int(2);
        }
    if (out.empty() || out.front().id != id) return NotFound("用户不存在或无权操作");
    for (const char* table : {"sessions", "user_settings", "vehicle_concerns", "user_privacy", "wx_bindings",
                              "wx_bind_tickets", "oauth_clients"})
      if (Status d = conn.Exec(std::string("DELETE FROM ") + table + " WHERE user_id IN " + in, params); !d.ok())
        return d;
    if (Status d = conn.Exec("DELETE FROM users WHERE id IN " + in, params); !d.ok()) return d;
    if (coins != 0)
      if (Status d = conn.Exec("UPDATE users SET coins = coins + ? WHERE id = ?", {coins, coins_to}); !d.ok()) return d;
    return Status::Ok();
  });
  if (!s.ok()) return s;
  return out;
}

}  // namespace chelian::store
