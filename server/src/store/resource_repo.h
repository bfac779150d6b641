// Resources (menus, pages, buttons) granted to roles, the sub-app platforms a role may open and
// white-label customer configs by host.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

struct Resource {
  long long id = 0;
  long long parent_id = -1;  // -1 for the root (id 0)
  std::string name;
  int type = 1;  // 3 = button
  std::string path, icon;
  int sort = 0;
};

struct Platform {
  int platform_id = 0;
  int system_id = 0;
  std::string name, title, icon, iconfont, path, production_entry, development_entry, created;
  int enabled = 1;
};

struct CustomerConfig {
  std::string host;
  std::string title, description, keyword, icon_url, logo, background, chat_logo, copyright;
  int enabled = 1;
};

// Resources granted to `role_id`, ordered by sort then id.
Result<std::vector<Resource>> ListRoleResources(Connection& conn, long long role_id);

// Whether `role_id` is granted resource `resource_id` (a button permission such as 断油电).
Result<bool> RoleHoldsResource(Connection& conn, long long role_id, long long resource_id);

// Enabled platforms whose menu resource (9000 + platformId) is granted to `role_id`.
Result<std::vector<Platform>> ListRolePlatforms(Connection& conn, long long role_id);

// The config for `host`: an exact match, then the host without its port, then the '*' default.
Result<CustomerConfig> FindCustomerConfig(Connection& conn, const std::string& host);

// The resource id of a sub-app's menu.
constexpr long long PlatformMenuId(int platform_id) { return 9000 + platform_id; }

}  // namespace chelian::store
