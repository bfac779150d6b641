// Loopback tests of 系统管理 › 角色管理 (administrators only): the role calls of v3-console-inventory
// §3.9 and the resource tree; the built-in 管理员 stays as it is, a role held by accounts stays, and
// what a role grants is what its accounts' resource list and button-guarded routes follow.
#include <gtest/gtest.h>

#include <functional>

#include "accounts_fixture.h"

namespace chelian {
namespace {

namespace json = boost::json;

class RolesApiTest : public testing::AccountsFixture {
 protected:
  void SetUp() override { StartServer("roles_api_test"); }
  // Whether resource `id` is anywhere in the tree `nodes`.
  static bool InTree(const json::value& nodes, long long id) {
    for (const auto& n : nodes.as_array())
      if (n.at("id").as_int64() == id || InTree(n.at("children"), id)) return true;
    return false;
  }
  bool DemoHolds(long long id) {
    json::value list = Get(Token("demo"), "/car/v1/api/resource/newList.json?version=v4&from=carWeb4");
    EXPECT_EQ(Flag(list), 1);
    return InTree(list.at("obj"), id);
  }
  std::string RoleIds(long long role) {
    std::string out;
    auto rows =
        db_->Acquire()->Query("SELECT resource_id FROM role_resources WHERE role_id = ? ORDER BY resource_id", {role});
    for (const auto& r : *rows) out += (out.empty() ? "" : ",") + r.Text(0);
    return out;
  }
};

TEST_F(RolesApiTest, OnlyAdministratorsManageRoles) {
  for (const char* path :
       {"/car/v1/api/role/page.json", "/car/v1/api/role/get.json?roleId=2", "/car/v1/api/role/delete.json?roleId=2",
        "/car/v1/api/resource/tree.json", "/car/v1/api/role/updateResource.json?roleId=2&resourceIdList=0"}) {
    json::value r = Get(Token("demo"), path);
    EXPECT_EQ(Flag(r), 0) << path;
    EXPECT_EQ(Msg(r), "仅管理员可以操作") << path;
  }
  json::value add = PostJson(Token("demo"), "/car/v1/api/role/add.json", R"({"roleName":"越权"})");
  EXPECT_EQ(Msg(add), "仅管理员可以操作");
  EXPECT_EQ(db_->Acquire()->Query("SELECT COUNT(*) FROM roles WHERE name = '越权'")->at(0).Int(0), 0);
  EXPECT_EQ(RoleIds(2).find("160104") != std::string::npos, true);
}

TEST_F(RolesApiTest, AddGetUpdateAndDeleteARole) {
  json::value page = Get(Token("admin"), "/car/v1/api/role/page.json?pageNumber=1&pageSize=10");
  ASSERT_EQ(Flag(page), 1) << WriteJson(page);
  EXPECT_EQ(page.at("obj").at("total").as_int64(), 3);
  EXPECT_EQ(Str(page.at("obj").at("data").at(2).at("roleName")), "监控客户");

  json::value add = PostJson(Token("admin"), "/car/v1/api/role/add.json",
                             R"({"roleName":"调度员","roleDesc":"只删用户","resourceIdList":[160104,900801]})");
  ASSERT_EQ(Flag(add), 1) << WriteJson(add);
  const std::string id = std::to_string(add.at("obj").at("roleId").as_int64());
  json::value got = Get(Token("admin"), "/car/v1/api/role/get.json?roleId=" + id);
  ASSERT_EQ(Flag(got), 1);
  EXPECT_EQ(Str(got.at("obj").at("roleName")), "调度员");
  EXPECT_EQ(Str(got.at("obj").at("roleDesc")), "只删用户");
  EXPECT_EQ(got.at("obj").at("tenantId").as_int64(), GroupId("车联演示代理商"));
  std::vector<long long> ids;
  for (const auto& v : got.at("obj").at("resourceIdList").as_array()) ids.push_back(v.as_int64());
  // The buttons bring their pages and menus along.
  EXPECT_EQ(ids, (std::vector<long long>{0, 9008, 9012, 160104, 900801, 901201}));

  EXPECT_EQ(Msg(PostJson(Token("admin"), "/car/v1/api/role/add.json", R"({"roleName":"调度员"})")), "角色名称已存在");
  EXPECT_EQ(Msg(PostJson(Token("admin"), "/car/v1/api/role/add.json", R"({"roleDesc":"无名"})")), "请输入角色名称");
  EXPECT_EQ(
      Msg(PostJson(Token("admin"), "/car/v1/api/role/add.json", R"({"roleName":"坏的","resourceIdList":"424242"})")),
      "资源不存在: 424242");
  EXPECT_EQ(db_->Acquire()->Query("SELECT COUNT(*) FROM roles WHERE name = '坏的'")->at(0).Int(0), 0);

  json::value upd = PostJson(Token("admin"), "/car/v1/api/role/update.json",
                             R"({"roleId":)" + id + R"(,"roleName":"调度","roleDesc":"","status":2})");
  ASSERT_EQ(Flag(upd), 1) << WriteJson(upd);
  json::value frozen = Get(Token("admin"), "/car/v1/api/role/page.json?status=2");
  ASSERT_EQ(frozen.at("obj").at("total").as_int64(), 1);
  EXPECT_EQ(Str(frozen.at("obj").at("data").at(0).at("roleName")), "调度");
  EXPECT_EQ(RoleIds(std::stoll(id)), "0,9008,9012,160104,900801,901201");  // no list sent: kept
  // No status sent (the 角色管理 page sends none): it stays frozen.
  ASSERT_EQ(Flag(PostJson(Token("admin"), "/car/v1/api/role/update.json",
                          R"({"roleId":)" + id + R"(,"roleName":"调度","roleDesc":"冻结中"})")),
            1);
  EXPECT_EQ(db_->Acquire()->Query("SELECT status FROM roles WHERE id = ?", {std::stoll(id)})->at(0).Int(0), 2);
  // A frozen role is given to nobody.
  json::value give = PostJson(Token("admin"), "/car/v1/api/user/saveClientUser.json",
                              R"({"name":"staff","password":"pass1234","corpName":"x","roleId":)" + id +
                                  R"(,"groupIds":")" + std::to_string(GroupId("一车队")) + "\"}");
  EXPECT_EQ(Msg(give), "该角色已冻结，不能授予");
  ASSERT_EQ(Flag(Get(Token("admin"), "/car/v1/api/role/updateResource.json?roleId=" + id + "&resourceIdList=900802")),
            1);
  EXPECT_EQ(RoleIds(std::stoll(id)), "0,9008,900802");
  ASSERT_EQ(Flag(PostJson(Token("admin"), "/car/v1/api/role/update.json",
                          R"({"roleId":)" + id + R"(,"roleName":"调度","status":1})")),
            1);
  // Held by an account, it stays.
  give = PostJson(Token("admin"), "/car/v1/api/user/saveClientUser.json",
                  R"({"name":"staff","password":"pass1234","corpName":"x","roleId":)" + id + R"(,"groupIds":")" +
                      std::to_string(GroupId("一车队")) + "\"}");
  ASSERT_EQ(Flag(give), 1) << WriteJson(give);
  EXPECT_EQ(Column("staff", "role_id"), id);
  EXPECT_EQ(Msg(Get(Token("admin"), "/car/v1/api/role/delete.json?roleId=" + id)), "该角色下还有用户，不能删除");
  ASSERT_EQ(Flag(Get(Token("admin"), "/car/v1/api/user/deleteClientUser.json?userId=" + Id("staff"))), 1);
  ASSERT_EQ(Flag(Get(Token("admin"), "/car/v1/api/role/delete.json?roleId=" + id)), 1);
  EXPECT_EQ(Msg(Get(Token("admin"), "/car/v1/api/role/get.json?roleId=" + id)), "角色不存在");
  EXPECT_EQ(RoleIds(std::stoll(id)), "");
  for (const char* action : {"role.add", "role.update", "role.resources", "role.delete"})
    EXPECT_GE(db_->Acquire()->Query("SELECT COUNT(*) FROM operation_log WHERE action = ?", {action})->at(0).Int(0), 1)
        << action;
}

TEST_F(RolesApiTest, BuiltInRolesAreProtected) {
  const std::string admin_ids = RoleIds(1);
  EXPECT_EQ(Msg(PostJson(Token("admin"), "/car/v1/api/role/update.json",
                         R"({"roleId":1,"roleName":"改名","resourceIdList":[0]})")),
            "内置管理员角色不能修改");
  EXPECT_EQ(Msg(Get(Token("admin"), "/car/v1/api/role/updateResource.json?roleId=1&resourceIdList=0")),
            "内置管理员角色不能修改");
  EXPECT_EQ(Msg(Get(Token("admin"), "/car/v1/api/role/delete.json?roleId=1")), "内置管理员角色不能删除");
  EXPECT_EQ(Msg(Get(Token("admin"), "/car/v1/api/role/delete.json?roleId=2")), "内置角色不能删除");
  EXPECT_EQ(Msg(Get(Token("admin"), "/car/v1/api/role/delete.json?roleId=10")), "内置角色不能删除");
  EXPECT_EQ(RoleIds(1), admin_ids);
  EXPECT_EQ(Column("admin", "role_id"), "1");
  // An administrator below the platform's top group manages its own roles, not the built-in ones
  // every tenant shares, and never sees another tenant's.
  ASSERT_TRUE(db_->Acquire()->Exec("UPDATE users SET role_id = 1 WHERE username = 'demo'").ok());
  std::string fleet_admin = testing::SignIn(port_, "demo", "demo123");
  EXPECT_EQ(Msg(PostJson(fleet_admin, "/car/v1/api/role/update.json", R"({"roleId":2,"roleName":"普通"})")),
            "内置角色只能由平台管理员修改");
  json::value own = PostJson(fleet_admin, "/car/v1/api/role/add.json", R"({"roleName":"顺达调度"})");
  ASSERT_EQ(Flag(own), 1);
  json::value agent = PostJson(Token("admin"), "/car/v1/api/role/add.json", R"({"roleName":"代理商专用"})");
  ASSERT_EQ(Flag(agent), 1);
  EXPECT_EQ(Get(fleet_admin, "/car/v1/api/role/page.json").at("obj").at("total").as_int64(), 4);
  EXPECT_EQ(Msg(Get(fleet_admin,
                    "/car/v1/api/role/get.json?roleId=" + std::to_string(agent.at("obj").at("roleId").as_int64()))),
            "角色不存在");
  EXPECT_EQ(Get(Token("admin"), "/car/v1/api/role/page.json").at("obj").at("total").as_int64(), 5);
}

TEST_F(RolesApiTest, TheResourceTreeHoldsMenusPagesAndButtons) {
  json::value tree = Get(Token("admin"), "/car/v1/api/resource/tree.json");
  ASSERT_EQ(Flag(tree), 1);
  std::function<const json::value*(const json::value&, long long)> find = [&](const json::value& nodes, long long id) {
    for (const auto& n : nodes.as_array()) {
      if (n.at("id").as_int64() == id) return &n;
      if (const json::value* c = find(n.at("children"), id)) return c;
    }
    return static_cast<const json::value*>(nullptr);
  };
  const json::value* users = find(tree.at("obj"), 901201);
  ASSERT_NE(users, nullptr);
  EXPECT_EQ(Str(users->at("name")), "用户管理");
  EXPECT_EQ(users->at("type").as_int64(), 2);
  const json::value* del = find(users->at("children"), 160104);
  ASSERT_NE(del, nullptr);
  EXPECT_EQ(del->at("type").as_int64(), 3);
  EXPECT_NE(find(tree.at("obj"), 901208), nullptr);  // 角色管理 itself, which 普通用户 lacks
  EXPECT_NE(find(tree.at("obj"), 130113), nullptr);
}

// A button taken from a role leaves its accounts' resource list and its route refuses them.
TEST_F(RolesApiTest, TheResourceListAndTheRoutesFollowTheRole) {
  Create("demo", "victim", "一车队", R"("corpName":"待删")");
  ASSERT_TRUE(DemoHolds(160104));
  std::string without_delete;
  auto rows = db_->Acquire()->Query(
      "SELECT resource_id FROM role_resources WHERE role_id = 2 AND resource_id <> 160104 ORDER BY resource_id");
  for (const auto& r : *rows) without_delete += (without_delete.empty() ? "" : ",") + r.Text(0);
  ASSERT_EQ(Flag(Get(Token("admin"), "/car/v1/api/role/updateResource.json?roleId=2&resourceIdList=" + without_delete)),
            1);
  EXPECT_FALSE(DemoHolds(160104));
  EXPECT_TRUE(DemoHolds(160101));
  json::value refused = Get(Token("demo"), "/car/v1/api/user/deleteClientUser.json?userId=" + Id("victim"));
  EXPECT_EQ(Flag(refused), 0);
  EXPECT_EQ(Msg(refused), "没有该操作的权限");
  EXPECT_NE(UserId("victim"), 0);
  // Given back, it works again.
  ASSERT_EQ(Flag(PostJson(Token("admin"), "/car/v1/api/role/update.json",
                          R"({"roleId":2,"roleName":"普通用户","resourceIdList":")" + without_delete + ",160104\"}")),
            1);
  EXPECT_TRUE(DemoHolds(160104));
  EXPECT_EQ(Flag(Get(Token("demo"), "/car/v1/api/user/deleteClientUser.json?userId=" + Id("victim"))), 1);
  EXPECT_EQ(UserId("victim"), 0);
}

}  // namespace
}  // namespace chelian
