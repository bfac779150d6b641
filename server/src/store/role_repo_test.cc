// Tests for the role repository: built-in roles are seen by every tenant, a tenant's roles only in
// its subtree; grants bring their ancestors along; the 监控客户 role of migration 0060 grants no
// command button and nothing of 系统管理.
#include "store/role_repo.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "store/two_tenants_for_test.h"

namespace chelian::store {
namespace {

class RoleRepoTest : public TwoTenantsTest {
 protected:
  bool Has(const std::vector<long long>& ids, long long id) {
    return std::find(ids.begin(), ids.end(), id) != ids.end();
  }
};

TEST_F(RoleRepoTest, TenantsSeeBuiltInRolesAndTheirOwn) {
  auto c = db_->Acquire();
  auto role_a = CreateRole(*c, {"A调度", "A的角色", a_.id}, 1);
  ASSERT_TRUE(role_a.ok());
  auto in_a = QueryRoles(*c, ScopeA(), {});
  ASSERT_TRUE(in_a.ok());
  EXPECT_EQ(in_a->total, 4);  // 管理员, 普通用户, 监控客户, A调度
  EXPECT_EQ(QueryRoles(*c, ScopeB(), {})->total, 3);
  EXPECT_EQ(GetRole(*c, ScopeB(), *role_a).status().code(), StatusCode::kNotFound);
  EXPECT_TRUE(*RoleNameTaken(*c, ScopeA(), "A调度", 0));
  EXPECT_FALSE(*RoleNameTaken(*c, ScopeA(), "A调度", *role_a));
  EXPECT_FALSE(*RoleNameTaken(*c, ScopeB(), "A调度", 0));
  RoleQuery q;
  q.name = "监控";
  auto monitor = QueryRoles(*c, ScopeB(), q);
  ASSERT_EQ(monitor->rows.size(), 1u);
  EXPECT_EQ(monitor->rows[0].id, kRoleMonitorCustomer);
  ASSERT_TRUE(UpdateRole(*c, *role_a, "A调度", "", 2).ok());
  q = {};
  q.status = 2;
  EXPECT_EQ(QueryRoles(*c, ScopeA(), q)->total, 1);
}

TEST_F(RoleRepoTest, GrantsBringTheirPageAndMenuAlong) {
  auto c = db_->Acquire();
  long long id = CreateRole(*c, {"删除员", "", a_.id}, 1).value();
  ASSERT_TRUE(SetRoleResources(*c, id, {160104}).ok());
  EXPECT_EQ(*RoleResourceIds(*c, id), (std::vector<long long>{0, 9012, 160104, 901201}));
  EXPECT_TRUE(*RoleResourcesWithin(*c, id, kRoleUser));
  EXPECT_FALSE(*RoleResourcesWithin(*c, kRoleUser, id));
  EXPECT_EQ(SetRoleResources(*c, id, {160104, 424242}).code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(RoleResourceIds(*c, id)->size(), 4u);  // nothing changed
  ASSERT_TRUE(DeleteRole(*c, id).ok());
  EXPECT_TRUE(RoleResourceIds(*c, id)->empty());
}

TEST_F(RoleRepoTest, TheMonitorCustomerRoleOnlyMonitors) {
  auto c = db_->Acquire();
  auto ids = RoleResourceIds(*c, kRoleMonitorCustomer).value();
  for (long long want : {900801LL, 900802LL, 9020LL, 40LL, 4001LL}) EXPECT_TRUE(Has(ids, want)) << want;
  for (long long banned : {9012LL, 901201LL, 130112LL, 130113LL, 160104LL}) EXPECT_FALSE(Has(ids, banned)) << banned;
  auto role = GetRole(*c, ScopeA(), kRoleMonitorCustomer);
  ASSERT_TRUE(role.ok());
  EXPECT_EQ(role->name, "监控客户");
  EXPECT_EQ(role->is_admin, 0);
  EXPECT_TRUE(*RoleResourcesWithin(*c, kRoleMonitorCustomer, kRoleUser));
}

TEST_F(RoleRepoTest, TheEditorsTreeHoldsEveryResource) {
  auto c = db_->Acquire();
  auto all = ListAllResources(*c);
  ASSERT_TRUE(all.ok());
  std::vector<long long> ids;
  for (const auto& r : *all) ids.push_back(r.id);
  for (long long want : {0LL, 9012LL, 901208LL, 160705LL, 130113LL}) EXPECT_TRUE(Has(ids, want)) << want;
}

}  // namespace
}  // namespace chelian::store
