// Roles as 系统管理 › 角色管理 keeps them: a name, a description, a state (1 使用, 2 冻结) and the
// resources (menus, pages, buttons) they grant. Built-in roles have no group and are seen by every
// administrator; a role made by an administrator belongs to their group and is seen in its subtree.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/resource_repo.h"
#include "store/scope.h"

namespace chelian::store {

inline constexpr long long kRoleAdmin = 1;             // 管理员
inline constexpr long long kRoleUser = 2;              // 普通用户
inline constexpr long long kRoleMonitorCustomer = 10;  // 监控客户 (migration 0060)

struct Role {
  long long id = 0;
  std::string name, description;
  long long group_id = 0;  // 0: built-in
  int is_admin = 0;
  int status = 1;  // 1 使用, 2 冻结
  long long created_at = 0;
  long long users = 0;  // accounts holding it
};

struct RoleQuery {
  std::string name;  // contained in the name
  int status = 0;    // 0: any
  int page_number = 1, page_size = 10;
};

struct RolePage {
  std::vector<Role> rows;
  long long total = 0;
};

// Built-in roles and those of groups inside `scope`, ordered by id.
Result<RolePage> QueryRoles(Connection& conn, const Scope& scope, const RoleQuery& q);

// The role `id` when it is built-in or its group lies in `scope`, else NotFound.
Result<Role> GetRole(Connection& conn, const Scope& scope, long long id);

// Whether a role other than `except_id` visible in `scope` is named `name`.
Result<bool> RoleNameTaken(Connection& conn, const Scope& scope, const std::string& name, long long except_id);

// The resource ids granted to role `id`, ascending.
Result<std::vector<long long>> RoleResourceIds(Connection& conn, long long id);

// Whether every resource of role `id` is also one of role `other`'s.
Result<bool> RoleResourcesWithin(Connection& conn, long long id, long long other);

struct NewRole {
  std::string name, description;
  long long group_id = 0;
  int status = 1;
};

// Creates a role (never an administrator's); returns its id.
Result<long long> CreateRole(Connection& conn, const NewRole& r, long long now_ms);

Status UpdateRole(Connection& conn, long long id, const std::string& name, const std::string& description, int status);

// Replaces the resources of role `id` with `resource_ids` and every ancestor of theirs (a button
// brings its page and menu along). Errors: InvalidArgument for an id that is no resource.
Status SetRoleResources(Connection& conn, long long id, const std::vector<long long>& resource_ids);

// Deletes role `id` and its grants.
Status DeleteRole(Connection& conn, long long id);

// Every resource, ordered by sort then id (the role editor's tree).
Result<std::vector<Resource>> ListAllResources(Connection& conn);

}  // namespace chelian::store
