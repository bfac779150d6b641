// Resource, platform and customer-config repository.
#include "store/resource_repo.h"

namespace chelian::store {

Result<std::vector<Resource>> ListRoleResources(Connection& conn, long long role_id) {
  auto rows = conn.Query(
      "SELECT r.id, r.parent_id, r.name, r.type, r.path, r.icon, r.sort FROM resources r "
      "JOIN role_resources rr ON rr.resource_id = r.id WHERE rr.role_id = ? ORDER BY r.sort, r.id",
      {role_id});
  if (!rows.ok()) return rows.status();
  std::vector<Resource> out;
  for (const auto& r : *rows)
    out.push_back({r.Int(0), r.IsNull(1) ? -1 : r.Int(1), r.Text(2), static_cast<int>(r.Int(3)), r.Text(4), r.Text(5),
                   static_cast<int>(r.Int(6))});
  return out;
}

Result<bool> RoleHoldsResource(Connection& conn, long long role_id, long long resource_id) {
  auto rows = conn.Query(
      "SELECT 1 FROM role_resources rr JOIN resources r ON r.id = rr.resource_id WHERE rr.role_id = ? AND "
      "rr.resource_id = ?",
      {role_id, resource_id});
  if (!rows.ok()) return rows.status();
  return !rows->empty();
}

Result<std::vector<Platform>> ListRolePlatforms(Connection& conn, long long role_id) {
  auto rows = conn.Query(
      "SELECT p.platform_id, p.system_id, p.name, p.title, p.icon, p.iconfont, p.path, p.production_entry, "
      "p.development_entry, p.created, p.enabled FROM platforms p "
      "JOIN role_resources rr ON rr.resource_id = 9000 + p.platform_id "
      "WHERE rr.role_id = ? AND p.enabled = 1 ORDER BY p.sort, p.platform_id",
      {role_id});
  if (!rows.ok()) return rows.status();
  std::vector<Platform> out;
  for (const auto& r : *rows)
    out.push_back({static_cast<int>(r.Int(0)), static_cast<int>(r.Int(1)), r.Text(2), r.Text(3), r.Text(4), r.Text(5),
                   r.Text(6), r.Text(7), r.Text(8), r.Text(9), static_cast<int>(r.Int(10))});
  return out;
}

Result<CustomerConfig> FindCustomerConfig(Connection& conn, const std::string& host) {
  std::string bare = host.substr(0, host.rfind(':') == std::string::npos ? host.size() : host.rfind(':'));
  auto rows = conn.Query(
      "SELECT host, title, description, keyword, icon_url, logo, background, chat_logo, copyright, enabled "
      "FROM customer_configs WHERE host IN (?, ?, '*') ORDER BY CASE WHEN host = ? THEN 0 WHEN host = ? THEN 1 ELSE 2 "
      "END "
      "LIMIT 1",
      {host, bare, host, bare});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("no customer config");
  const Row& r = rows->front();
  return CustomerConfig{r.Text(0), r.Text(1), r.Text(2), r.Text(3), r.Text(4),
                        r.Text(5), r.Text(6), r.Text(7), r.Text(8), static_cast<int>(r.Int(9))};
}

}  // namespace chelian::store
