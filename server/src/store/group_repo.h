// Tenant groups (agent → customer → department → vehicle group) as a tree with materialised paths.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct Group {
  long long id = 0;
  long long parent_id = 0;  // 0 for a root
  std::string name;
  std::string path;
  std::string contact_name, phone, remark;
  int is_finance = 0;
  long long created_at = 0;
};

struct NewGroup {
  long long parent_id = 0;  // 0 creates a root (only with Scope::Everything)
  std::string name;
  std::string contact_name, phone, remark;
};

// Creates a group under `parent_id`, which must be inside `scope`. Errors: NotFound (parent not
// visible), InvalidArgument (empty name).
Result<Group> CreateGroup(Connection& conn, const Scope& scope, const NewGroup& g, long long now_ms);

// The group `id` if it is inside `scope`, else NotFound.
Result<Group> GetGroup(Connection& conn, const Scope& scope, long long id);

// Every group inside `scope`, ordered by path.
Result<std::vector<Group>> ListGroups(Connection& conn, const Scope& scope);

// The first group inside `scope` with this name (NotFound when none).
Result<Group> FindGroupByName(Connection& conn, const Scope& scope, const std::string& name);

// The scope rooted at group `id` (no visibility check: used after authentication).
Result<Scope> ScopeOfGroup(Connection& conn, long long id);

}  // namespace chelian::store
