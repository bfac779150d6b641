// User repository.
#include "store/user_repo.h"

namespace chelian::store {
namespace {

constexpr char kSelect[] =
    "SELECT u.id, u.username, u.password_hash, u.name, u.group_id, g.name, g.path, u.role_id, r.name, r.is_admin, "
    "u.phone, u.email, u.status, u.failed_logins, u.first_failure_at, u.last_failure_at, u.locked_until, "
    "u.last_login_at, u.created_at FROM users u JOIN groups g ON g.id = u.group_id JOIN roles r ON r.id = u.role_id ";

User FromRow(const Row& r) {
  User u;
  u.id = r.Int(0);
  u.username = r.Text(1);
  u.password_hash = r.Text(2);
  u.name = r.Text(3);
  u.group_id = r.Int(4);
  u.group_name = r.Text(5);
  u.group_path = r.Text(6);
  u.role_id = r.Int(7);
  u.role_name = r.Text(8);
  u.role_is_admin = static_cast<int>(r.Int(9));
  u.phone = r.Text(10);
  u.email = r.Text(11);
  u.status = static_cast<int>(r.Int(12));
  u.failed_logins = static_cast<int>(r.Int(13));
  u.first_failure_at = r.Int(14);
  u.last_failure_at = r.Int(15);
  u.locked_until = r.Int(16);
  u.last_login_at = r.Int(17);
  u.created_at = r.Int(18);
  return u;
}

Result<User> One(Result<Rows> rows) {
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("用户不存在");
  return FromRow(rows->front());
}

}  // namespace

Result<User> CreateUser(Connection& conn, const Scope& scope, const NewUser& u, long long now_ms) {
  if (u.username.empty()) return InvalidArgument("用户名不能为空");
  auto group = conn.Query("SELECT id FROM groups WHERE id = ? AND path LIKE ?", {u.group_id, scope.LikePattern()});
  if (!group.ok()) return group.status();
  if (group->empty()) return NotFound("分组不存在或无权访问");
  auto role = conn.Query("SELECT id FROM roles WHERE id = ?", {u.role_id});
  if (!role.ok()) return role.status();
  if (role->empty()) return NotFound("角色不存在");
  auto rows = conn.Query(
      "INSERT INTO users (username, password_hash, name, group_id, role_id, phone, email, created_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
      {u.username, u.password_hash, u.name, u.group_id, u.role_id, u.phone, u.email, now_ms});
  if (!rows.ok()) {
    if (rows.status().code() == StatusCode::kAlreadyExists) return AlreadyExists("用户名已存在: " + u.username);
    return rows.status();
  }
  return GetUser(conn, scope, rows->at(0).Int(0));
}

Result<User> FindUserByUsername(Connection& conn, const std::string& username) {
  return One(conn.Query(std::string(kSelect) + "WHERE u.username = ?", {username}));
}

Result<User> GetUser(Connection& conn, const Scope& scope, long long id) {
  return One(conn.Query(std::string(kSelect) + "WHERE u.id = ? AND g.path LIKE ?", {id, scope.LikePattern()}));
}

Result<std::vector<User>> ListUsers(Connection& conn, const Scope& scope) {
  auto rows = conn.Query(std::string(kSelect) + "WHERE g.path LIKE ? ORDER BY u.id", {scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  std::vector<User> out;
  for (const auto& r : *rows) out.push_back(FromRow(r));
  return out;
}

Status UpdatePasswordHash(Connection& conn, long long user_id, const std::string& hash) {
  return conn.Exec("UPDATE users SET password_hash = ? WHERE id = ?", {hash, user_id});
}

Result<bool> ReplaceLoginFailures(Connection& conn, long long user_id, const LoginFailures& expected,
                                  const LoginFailures& next) {
  Status s = conn.Exec(
      "UPDATE users SET failed_logins = ?, first_failure_at = ?, last_failure_at = ?, locked_until = ? WHERE id = ? "
      "AND failed_logins = ? AND first_failure_at = ? AND last_failure_at = ? AND locked_until = ?",
      {next.failed, next.first_at, next.last_at, next.locked_until, user_id, expected.failed, expected.first_at,
       expected.last_at, expected.locked_until});
  if (!s.ok()) return s;
  return conn.Changes() == 1;
}

Status RecordLoginSuccess(Connection& conn, long long user_id, long long now_ms) {
  return conn.Exec(
      "UPDATE users SET failed_logins = 0, first_failure_at = 0, last_failure_at = 0, locked_until = 0, "
      "last_login_at = ? WHERE id = ?",
      {now_ms, user_id});
}

}  // namespace chelian::store
