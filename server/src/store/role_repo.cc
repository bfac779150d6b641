// Role repository.
#include "store/role_repo.h"

#include <algorithm>
#include <map>
#include <set>

#include "store/like_pattern.h"

namespace chelian::store {
namespace {

constexpr char kSelect[] =
    "SELECT r.id, r.name, r.description, r.group_id, r.is_admin, r.status, r.created_at, "
    "(SELECT COUNT(*) FROM users u WHERE u.role_id = r.id) FROM roles r LEFT JOIN groups g ON g.id = r.group_id ";

// Built-in roles, or roles of a group inside the scope (the first parameter).
constexpr char kVisible[] = "(r.group_id IS NULL OR g.path LIKE ? ESCAPE '\\') ";

Role FromRow(const Row& r) {
  Role o;
  o.id = r.Int(0);
  o.name = r.Text(1);
  o.description = r.Text(2);
  o.group_id = r.Int(3);
  o.is_admin = static_cast<int>(r.Int(4));
  o.status = static_cast<int>(r.Int(5));
  o.created_at = r.Int(6);
  o.users = r.Int(7);
  return o;
}

}  // namespace

Result<RolePage> QueryRoles(Connection& conn, const Scope& scope, const RoleQuery& q) {
  std::string where = std::string("WHERE ") + kVisible;
  Params params{LikePrefix(scope.group_path)};
  if (!q.name.empty()) {
    where += "AND r.name LIKE ? ESCAPE '\\' ";
    params.push_back(LikeContains(q.name));
  }
  if (q.status != 0) {
    where += "AND r.status = ? ";
    params.push_back(q.status);
  }
  auto count = conn.Query("SELECT COUNT(*) FROM roles r LEFT JOIN groups g ON g.id = r.group_id " + where, params);
  if (!count.ok()) return count.status();
  const int size = std::clamp(q.page_size, 1, 1000);
  params.push_back(size);
  params.push_back(static_cast<long long>(std::max(q.page_number, 1) - 1) * size);
  auto rows = conn.Query(std::string(kSelect) + where + "ORDER BY r.id LIMIT ? OFFSET ?", params);
  if (!rows.ok()) return rows.status();
  RolePage out;
  out.total = count->at(0).Int(0);
  for (const auto& r : *rows) out.rows.push_back(FromRow(r));
  return out;
}

Result<Role> GetRole(Connection& conn, const Scope& scope, long long id) {
  auto rows = conn.Query(std::string(kSelect) + "WHERE r.id = ? AND " + kVisible, {id, LikePrefix(scope.group_path)});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("角色不存在");
  return FromRow(rows->front());
}

Result<bool> RoleNameTaken(Connection& conn, const Scope& scope, const std::string& name, long long except_id) {
  auto rows = conn.Query(
      std::string("SELECT COUNT(*) FROM roles r LEFT JOIN groups g ON g.id = r.group_id WHERE r.name = ? AND r.id <> ? "
                  "AND ") +
          kVisible,
      {name, except_id, LikePrefix(scope.group_path)});
  if (!rows.ok()) return rows.status();
  return rows->at(0).Int(0) > 0;
}

Result<std::vector<long long>> RoleResourceIds(Connection& conn, long long id) {
  auto rows = conn.Query(
      "SELECT rr.resource_id FROM role_resources rr JOIN resources r ON r.id = rr.resource_id WHERE rr.role_id = ? "
      "ORDER BY rr.resource_id",
      {id});
  if (!rows.ok()) return rows.status();
  std::vector<long long> out;
  for (const auto& r : *rows) out.push_back(r.Int(0));
  return out;
}

Result<bool> RoleResourcesWithin(Connection& conn, long long id, long long other) {
  auto rows = conn.Query(
      "SELECT COUNT(*) FROM role_resources WHERE role_id = ? AND resource_id NOT IN "
      "(SELECT resource_id FROM role_resources WHERE role_id = ?)",
      {id, other});
  if (!rows.ok()) return rows.status();
  return rows->at(0).Int(0) == 0;
}

Result<long long> CreateRole(Connection& conn, const NewRole& r, long long now_ms) {
  auto rows = conn.Query(
      "INSERT INTO roles (name, description, group_id, is_admin, status, created_at) VALUES (?, ?, ?, 0, ?, ?) "
      "RETURNING id",
      {r.name, r.description, r.group_id ? Value(r.group_id) : Value(), r.status, now_ms});
  if (!rows.ok()) return rows.status();
  return rows->at(0).Int(0);
}

Status UpdateRole(Connection& conn, long long id, const std::string& name, const std::string& description, int status) {
  return conn.Exec("UPDATE roles SET name = ?, description = ?, status = ? WHERE id = ?",
                   {name, description, status, id});
}

Status SetRoleResources(Connection& conn, long long id, const std::vector<long long>& resource_ids) {
  auto all = conn.Query("SELECT id, parent_id FROM resources");
  if (!all.ok()) return all.status();
  std::map<long long, long long> parent;  // -1: none
  for (const auto& r : *all) parent[r.Int(0)] = r.IsNull(1) ? -1 : r.Int(1);
  std::set<long long> granted;
  for (long long rid : resource_ids) {
    if (!parent.count(rid)) return InvalidArgument("资源不存在: " + std::to_string(rid));
    // The resource and its ancestors (bounded: the tree is shallow, the bound guards against a cycle).
    for (long long at = rid, depth = 0; at >= 0 && parent.count(at) && depth < 32; at = parent[at], ++depth)
      granted.insert(at);
  }
  return InTransaction(conn, [&]() -> Status {
    if (Status s = conn.Exec("DELETE FROM role_resources WHERE role_id = ?", {id}); !s.ok()) return s;
    for (long long rid : granted)
      if (Status s = conn.Exec("INSERT INTO role_resources (role_id, resource_id) VALUES (?, ?)", {id, rid}); !s.ok())
        return s;
    return Status::Ok();
  });
}

Status DeleteRole(Connection& conn, long long id) {
  return InTransaction(conn, [&]() -> Status {
    if (Status s = conn.Exec("DELETE FROM role_resources WHERE role_id = ?", {id}); !s.ok()) return s;
    return conn.Exec("DELETE FROM roles WHERE id = ?", {id});
  });
}

Result<std::vector<Resource>> ListAllResources(Connection& conn) {
  auto rows = conn.Query("SELECT id, parent_id, name, type, path, icon, sort FROM resources ORDER BY sort, id");
  if (!rows.ok()) return rows.status();
  std::vector<Resource> out;
  for (const auto& r : *rows)
    out.push_back({r.Int(0), r.IsNull(1) ? -1 : r.Int(1), r.Text(2), static_cast<int>(r.Int(3)), r.Text(4), r.Text(5),
                   static_cast<int>(r.Int(6))});
  return out;
}

}  // namespace chelian::store
