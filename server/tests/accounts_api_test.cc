// Loopback tests of 系统管理 › 用户管理's V3 user calls (v3-console-inventory §3.9): adding, editing,
// deleting (coins back to the parent, sub-accounts confirmed first), password resets, the one bound
// group, the reads of the user tree and the export — and who may do what to whom: admin, 我的客户,
// 监控客户 and an account without 删除用户, on their own sub-tree, their parent and another tenant.
#include <gtest/gtest.h>

#include "accounts_fixture.h"

namespace chelian {
namespace {

namespace json = boost::json;

constexpr char kNoAccount[] = "用户不存在或无权操作";

class AccountsApiTest : public testing::AccountsFixture {
 protected:
  void SetUp() override {
    StartServer("accounts_api_test");
    BuildTree();
  }
  json::value Update(const std::string& caller, const std::string& target, const std::string& members) {
    return PostJson(Token(caller), "/car/v1/api/user/updateClientUser.json",
                    R"({"userId":)" + Id(target) + (members.empty() ? "" : "," + members) + "}");
  }
  json::value Delete(const std::string& caller, const std::string& target, int type = 0) {
    return Get(Token(caller),
               "/car/v1/api/user/deleteClientUser.json?userId=" + Id(target) + "&type=" + std::to_string(type));
  }
  json::value Reset(const std::string& caller, const std::string& target, int type) {
    return Get(Token(caller),
               "/car/v1/api/user/resetUserPassword.json?userId=" + Id(target) + "&type=" + std::to_string(type));
  }
  json::value Bind(const std::string& caller, const std::string& target, const std::string& groups) {
    return PostJson(Token(caller), "/car/v1/api/user/bindUserGroup.json",
                    R"({"userId":)" + Id(target) + R"(,"groupIds":")" + groups + "\"}");
  }
  std::vector<std::string> Names(const json::value& rows) {
    std::vector<std::string> out;
    for (const auto& r : rows.as_array()) out.push_back(Str(r.at("name")));
    return out;
  }
  // The login accounts listUser.json gives `caller`.
  std::vector<std::string> Tree(const std::string& caller, const std::string& query = "") {
    json::value r = Get(Token(caller), "/car/v1/api/user/listUser.json?type=0" + query);
    EXPECT_EQ(Flag(r), 1) << WriteJson(r);
    return Names(r.at("obj"));
  }
};

TEST_F(AccountsApiTest, AnAddedAccountCarriesTheV3FieldsAndSignsIn) {
  json::value me = Get(Token("cust"), "/car/v1/api/user/getUser.json");
  ASSERT_EQ(Flag(me), 1) << WriteJson(me);
  const json::value& o = me.at("obj");
  EXPECT_EQ(o.at("userId").as_int64(), UserId("cust"));
  EXPECT_EQ(Str(o.at("username")), "cust");
  EXPECT_EQ(Str(o.at("name")), "cust");  // no display name: the login account, as the V3 pages show it
  EXPECT_EQ(Str(o.at("corpName")), "一车队客户");
  EXPECT_EQ(Str(o.at("phone")), "13900000001");
  EXPECT_EQ(o.at("parentId").as_int64(), UserId("demo"));
  EXPECT_EQ(Str(o.at("parentName")), "demo");
  EXPECT_EQ(o.at("accountType").as_int64(), 3);
  EXPECT_EQ(o.at("money").as_int64(), 0);
  EXPECT_EQ(o.at("roleId").as_int64(), 2);
  EXPECT_EQ(Str(o.at("groupName")), "一车队");
  for (const char* key : {"createTime", "parentCorp", "customCode", "remark", "checkGroup", "checkOffOil", "checkUser",
                          "checkVehicle", "topUserId", "lastLoginTime", "roleName", "isAdmin"})
    EXPECT_TRUE(o.as_object().contains(key)) << key;
  EXPECT_FALSE(o.as_object().contains("password"));
  EXPECT_FALSE(o.as_object().contains("passwordHash"));
  // The top of the tree the pages draw: demo (顺达) lies outside cust's scope (一车队).
  EXPECT_EQ(o.at("topUserId").as_int64(), UserId("cust"));
  EXPECT_EQ(Get(Token("cust_sub"), "/car/v1/api/user/getUser.json").at("obj").at("topUserId").as_int64(),
            UserId("cust"));
  // A 监控客户 gets the built-in role 监控客户 and no data rights.
  json::value mon = Get(Token("mon"), "/car/v1/api/user/getUser.json").at("obj");
  EXPECT_EQ(mon.at("roleId").as_int64(), 10);
  EXPECT_EQ(Str(mon.at("roleName")), "监控客户");
  EXPECT_EQ(mon.at("checkOffOil").as_int64(), 1);
  EXPECT_EQ(mon.at("checkUser").as_int64(), 1);
  // Another account: one inside the caller's sub-tree, never its parent or another tenant.
  json::value sub = Get(Token("demo"), "/car/v1/api/user/getUser.json?userId=" + Id("cust_sub"));
  ASSERT_EQ(Flag(sub), 1);
  EXPECT_EQ(Str(sub.at("obj").at("parentCorp")), "一车队客户");
  for (const char* other : {"demo", "jh", "mon"}) {
    json::value r = Get(Token("cust"), std::string("/car/v1/api/user/getUser.json?userId=") + Id(other));
    EXPECT_EQ(Flag(r), 0) << other;
    EXPECT_EQ(Msg(r), kNoAccount);
  }
  // The change is on record.
  EXPECT_EQ(Operations("user.add", "cust"), 1);
}

TEST_F(AccountsApiTest, AddingRefusesBadInput) {
  auto save = [&](const std::string& caller, const std::string& body) {
    return PostJson(Token(caller), "/car/v1/api/user/saveClientUser.json", body);
  };
  const std::string g1 = std::to_string(GroupId("一车队")), g2 = std::to_string(GroupId("二车队"));
  json::value dup = save("demo", R"({"name":"cust","password":"pass1234","corpName":"x","groupIds":")" + g1 + "\"}");
  EXPECT_EQ(Msg(dup), "登录账户已存在: cust");
  json::value two =
      save("demo", R"({"name":"two","password":"pass1234","corpName":"x","groupIds":")" + g1 + "," + g2 + "\"}");
  EXPECT_EQ(Msg(two), "一个账户只能绑定一个车组（含其下级车组）");
  json::value arr =
      save("demo", R"({"name":"two","password":"pass1234","corpName":"x","groupIds":[)" + g1 + "," + g2 + "]}");
  EXPECT_EQ(Msg(arr), "一个账户只能绑定一个车组（含其下级车组）");
  json::value foreign = save("demo", R"({"name":"two","password":"pass1234","corpName":"x","groupIds":")" +
                                         std::to_string(GroupId("1路车队")) + "\"}");
  EXPECT_EQ(Msg(foreign), "车组不存在或无权操作");
  EXPECT_EQ(Msg(save("demo", R"({"name":"two","password":"123","corpName":"x","groupIds":")" + g1 + "\"}")),
            "密码长度需为6-32位");
  EXPECT_EQ(Msg(save("demo", R"({"name":"two","password":"pass1234","groupIds":")" + g1 + "\"}")), "请输入客户名称");
  EXPECT_EQ(Msg(save("demo", R"({"name":"two","password":"pass1234","corpName":"x"})")), "请选择要绑定的车组");
  // A sub-account's group lies inside its parent's: cust (一车队) cannot bind 二车队 for a sub-user.
  EXPECT_EQ(Msg(save("demo", R"({"name":"two","password":"pass1234","corpName":"x","parentId":)" + Id("cust") +
                                 R"(,"groupIds":")" + g2 + "\"}")),
            "只能绑定上级账户车组（含其下级车组）内的车组");
  // 监控客户 have no sub-users: neither by their own hand nor under them.
  EXPECT_EQ(Msg(save("demo", R"({"name":"two","password":"pass1234","corpName":"x","parentId":)" + Id("mon") +
                                 R"(,"groupIds":")" + g2 + "\"}")),
            "监控客户不能添加下级用户");
  json::value by_mon = save("mon", R"({"name":"two","password":"pass1234","corpName":"x","groupIds":")" + g2 + "\"}");
  EXPECT_EQ(Flag(by_mon), 0);  // the role 监控客户 holds no 新增用户 button
  // A parent outside the caller's tree.
  EXPECT_EQ(Msg(save("cust", R"({"name":"two","password":"pass1234","corpName":"x","parentId":)" + Id("jh") +
                                 R"(,"groupIds":")" + g1 + "\"}")),
            kNoAccount);
  // A right the caller does not hold cannot be granted: nodel has no 删除用户.
  EXPECT_EQ(Msg(save("nodel", R"({"name":"two","password":"pass1234","corpName":"x","checkUser":0,"groupIds":")" +
                                  std::to_string(GroupId("冷链车队")) + "\"}")),
            "您没有删除用户权限，不能授予该权限");
  // An administrator's role is not given.
  EXPECT_EQ(
      Msg(save("admin", R"({"name":"two","password":"pass1234","corpName":"x","roleId":1,"groupIds":")" + g1 + "\"}")),
      "不能授予管理员角色");
  EXPECT_EQ(UserId("two"), 0);  // none of them created anything
  // Not sent: the rights both the caller and the parent hold (nodel lacks 删除用户).
  json::value ok = save("nodel", R"({"name":"two","password":"pass1234","corpName":"x","groupIds":")" +
                                     std::to_string(GroupId("冷链车队")) + "\"}");
  ASSERT_EQ(Flag(ok), 1) << WriteJson(ok);
  EXPECT_EQ(ok.at("obj").at("checkUser").as_int64(), 1);
  EXPECT_EQ(ok.at("obj").at("checkOffOil").as_int64(), 0);
}

// The rights matrix: each caller on its own sub-tree, its parent and another tenant.
TEST_F(AccountsApiTest, CallersActOnlyOnTheirOwnSubTree) {
  struct Case {
    std::string caller, target;
    bool allowed;
  };
  const std::vector<Case> cases = {
      {"admin", "cust_sub", true},  {"admin", "demo", true},  {"admin", "admin", false}, {"demo", "cust_sub", true},
      {"demo", "jh", false},        {"demo", "admin", false}, {"demo", "demo", false},   {"cust", "cust_sub", true},
      {"cust", "demo", false},      {"cust", "mon", false},   {"cust", "jh", false},     {"cust_sub", "cust", false},
      {"nodel", "nodel_sub", true}, {"nodel", "demo", false}, {"nodel", "cust", false},  {"mon", "demo", false},
      {"mon", "cust", false},       {"jh", "demo", false},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.caller + " → " + c.target);
    const std::string before = Column(c.target, "remark");
    json::value edit = Update(c.caller, c.target, R"("remark":"由)" + c.caller + R"(修改")");
    json::value reset = Reset(c.caller, c.target, 0);
    if (c.allowed) {
      EXPECT_EQ(Flag(edit), 1) << WriteJson(edit);
      EXPECT_EQ(Column(c.target, "remark"), "由" + c.caller + "修改");
      EXPECT_EQ(Flag(reset), 1) << WriteJson(reset);
    } else {
      EXPECT_EQ(Flag(edit), 0) << WriteJson(edit);
      EXPECT_EQ(Flag(reset), 0) << WriteJson(reset);
      EXPECT_EQ(Column(c.target, "remark"), before);
      // Anything out of reach reads as not existing (monitor roles are refused their buttons first).
      if (c.caller != "mon") {
        EXPECT_EQ(Msg(edit), kNoAccount);
      }
    }
  }
  // Deleting: the account without 删除用户 is refused even on its own sub-tree; the others may.
  json::value no_right = Delete("nodel", "nodel_sub");
  EXPECT_EQ(Msg(no_right), "没有删除用户权限");
  EXPECT_NE(UserId("nodel_sub"), 0);
  EXPECT_EQ(Msg(Delete("cust", "demo")), kNoAccount);
  EXPECT_EQ(Msg(Delete("demo", "jh")), kNoAccount);
  EXPECT_EQ(Flag(Delete("mon", "cust")), 0);
  EXPECT_NE(UserId("jh"), 0);
  EXPECT_EQ(Flag(Delete("cust", "cust_sub")), 1);
  EXPECT_EQ(UserId("cust_sub"), 0);
  EXPECT_EQ(Flag(Delete("admin", "nodel_sub")), 1);
  EXPECT_EQ(UserId("nodel_sub"), 0);
  // Binding: the 监控客户 cannot, the others only inside their tree.
  const std::string g1 = std::to_string(GroupId("一车队"));
  EXPECT_EQ(Flag(Bind("mon", "cust", g1)), 0);
  EXPECT_EQ(Msg(Bind("cust", "demo", g1)), kNoAccount);
  EXPECT_EQ(Column("demo", "group_id"), std::to_string(GroupId("顺达物流有限公司")));
}

TEST_F(AccountsApiTest, DeletingAskesFirstThenReturnsEveryCoinToTheParent) {
  auto c = db_->Acquire();
  ASSERT_TRUE(c->Exec("UPDATE users SET coins = 10 WHERE username = 'cust'").ok());
  ASSERT_TRUE(c->Exec("UPDATE users SET coins = 7 WHERE username = 'cust_sub'").ok());
  ASSERT_TRUE(c->Exec("UPDATE users SET coins = 100 WHERE username = 'demo'").ok());
  json::value ask = Delete("demo", "cust");
  EXPECT_EQ(Flag(ask), 0);
  EXPECT_EQ(Msg(ask), "该用户下还有子用户,是否继续删除该用户？");
  EXPECT_NE(UserId("cust"), 0);
  json::value done = Delete("demo", "cust", 1);
  ASSERT_EQ(Flag(done), 1) << WriteJson(done);
  EXPECT_EQ(done.at("obj").at("deleted").as_int64(), 2);
  EXPECT_EQ(done.at("obj").at("money").as_int64(), 17);
  EXPECT_EQ(UserId("cust"), 0);
  EXPECT_EQ(UserId("cust_sub"), 0);
  EXPECT_EQ(Column("demo", "coins"), "117");
  // Their sessions ended.
  EXPECT_EQ(Flag(Get(Token("cust"), "/car/v1/api/user/getUser.json")), 4010);
  EXPECT_EQ(Flag(Get(Token("cust_sub"), "/car/v1/api/user/getUser.json")), 4010);
  EXPECT_EQ(Operations("user.delete", "cust"), 1);
  // An account without a parent gives its coins to the one who deleted it.
  ASSERT_TRUE(c->Exec("UPDATE users SET coins = 5 WHERE username = 'demo'").ok());
  ASSERT_TRUE(c->Exec("UPDATE users SET coins = 0 WHERE username = 'admin'").ok());
  ASSERT_EQ(Flag(Delete("admin", "demo", 1)), 1);
  EXPECT_EQ(Column("admin", "coins"), "5");
  EXPECT_EQ(UserId("mon"), 0);
  EXPECT_EQ(UserId("nodel_sub"), 0);
  EXPECT_NE(UserId("jh"), 0);
}

TEST_F(AccountsApiTest, WithdrawingARightWithdrawsItFromTheWholeSubTree) {
  json::value r = Update("demo", "cust", R"("checkOffOil":1,"checkVehicle":true)");
  ASSERT_EQ(Flag(r), 1) << WriteJson(r);
  for (const char* user : {"cust", "cust_sub"}) {
    EXPECT_EQ(Column(user, "check_off_oil"), "1") << user;
    EXPECT_EQ(Column(user, "check_vehicle"), "1") << user;
    EXPECT_EQ(Column(user, "check_user"), "0") << user;
  }
  EXPECT_EQ(Column("demo", "check_off_oil"), "0");
  EXPECT_EQ(Column("nodel", "check_off_oil"), "0");
  // cust may no longer grant it, nor may demo grant it below a parent that lacks it.
  EXPECT_EQ(Msg(Update("cust", "cust_sub", R"("checkOffOil":0)")), "您没有断油电权限，不能授予该权限");
  EXPECT_EQ(Msg(Update("demo", "cust_sub", R"("checkOffOil":0)")), "上级账户没有断油电权限，不能授予该权限");
  EXPECT_EQ(Column("cust_sub", "check_off_oil"), "1");
  // Given back from the top down.
  ASSERT_EQ(Flag(Update("demo", "cust", R"("checkOffOil":0)")), 1);
  ASSERT_EQ(Flag(Update("cust", "cust_sub", R"("checkOffOil":0)")), 1);
  EXPECT_EQ(Column("cust_sub", "check_off_oil"), "0");
  EXPECT_GE(Operations("user.update", "cust"), 2);
}

TEST_F(AccountsApiTest, EditingChangesTheFormsFieldsOnly) {
  json::value r = Update("demo", "cust",
                         R"("name":"cust","corpName":"新名称","phone":"020-1234","remark":"备注","customCode":"C01")");
  ASSERT_EQ(Flag(r), 1) << WriteJson(r);
  EXPECT_EQ(Str(r.at("obj").at("corpName")), "新名称");
  EXPECT_EQ(Column("cust", "custom_code"), "C01");
  EXPECT_EQ(Msg(Update("demo", "cust", R"("name":"renamed")")), "登录账户不能修改");
  EXPECT_EQ(Msg(Update("demo", "cust", R"("phone":"abc")")), "联系电话格式不正确");
  // A 我的客户 with sub-users cannot become a 监控客户; one without can, and loses its rights.
  EXPECT_EQ(Msg(Update("demo", "cust", R"("accountType":4)")), "该用户下还有子用户，不能改为监控客户");
  ASSERT_EQ(Flag(Update("cust", "cust_sub", R"("accountType":4)")), 1);
  EXPECT_EQ(Column("cust_sub", "role_id"), "10");
  EXPECT_EQ(Column("cust_sub", "check_off_oil"), "1");
  // The role changed: the account signs in again.
  EXPECT_EQ(Flag(Get(Token("cust_sub"), "/car/v1/api/user/getUser.json")), 4010);
  ASSERT_EQ(Flag(Update("cust", "cust_sub", R"("accountType":3)")), 1);
  EXPECT_EQ(Column("cust_sub", "role_id"), "2");
  // The tree's edit button (160103) is as good as the table's (160101).
  auto c = db_->Acquire();
  ASSERT_TRUE(
      c->Exec("INSERT INTO roles (id, name, group_id, is_admin, created_at) VALUES (5, '树编辑', NULL, 0, 0)").ok());
  ASSERT_TRUE(c->Exec("INSERT INTO role_resources (role_id, resource_id) VALUES (5, 160103)").ok());
  ASSERT_TRUE(c->Exec("UPDATE users SET role_id = 5 WHERE username = 'cust'").ok());
  std::string tree_editor = testing::SignIn(port_, "cust", kPassword);
  EXPECT_EQ(Flag(PostJson(tree_editor, "/car/v1/api/user/updateClientUser.json",
                          R"({"userId":)" + Id("cust_sub") + R"(,"remark":"树"})")),
            1);
  ASSERT_TRUE(c->Exec("DELETE FROM role_resources WHERE role_id = 5").ok());
  json::value refused = PostJson(tree_editor, "/car/v1/api/user/updateClientUser.json",
                                 R"({"userId":)" + Id("cust_sub") + R"(,"remark":"不行"})");
  EXPECT_EQ(Msg(refused), "没有该操作的权限");
  EXPECT_EQ(Column("cust_sub", "remark"), "树");
}

TEST_F(AccountsApiTest, ResettingAPasswordAsksThenShowsTheNewOneOnce) {
  json::value ask = Reset("demo", "cust", 0);
  ASSERT_EQ(Flag(ask), 1);
  EXPECT_NE(Str(ask.at("obj")).find("cust"), std::string::npos);
  EXPECT_EQ(testing::SignIn(port_, "cust", kPassword).empty(), false);  // nothing changed yet
  json::value done = Reset("demo", "cust", 1);
  ASSERT_EQ(Flag(done), 1) << WriteJson(done);
  const std::string text = Str(done.at("obj"));
  const std::string marker = "重置为：";
  size_t at = text.find(marker);
  ASSERT_NE(at, std::string::npos) << text;
  const std::string fresh = text.substr(at + marker.size(), 8);
  EXPECT_EQ(fresh.find_first_not_of("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789"), std::string::npos);
  EXPECT_EQ(Flag(Get(Token("cust"), "/car/v1/api/user/getUser.json")), 4010);  // signed out
  EXPECT_TRUE(testing::SignIn(port_, "cust", kPassword).empty());
  EXPECT_FALSE(testing::SignIn(port_, "cust", fresh).empty());
  EXPECT_EQ(Operations("user.resetPassword", "cust"), 1);
  // The text never lands in the log.
  auto rows = db_->Acquire()->Query("SELECT COUNT(*) FROM operation_log WHERE detail LIKE ?", {"%" + fresh + "%"});
  EXPECT_EQ(rows->at(0).Int(0), 0);
}

TEST_F(AccountsApiTest, AnAccountIsBoundToOneGroupInsideItsParents) {
  json::value groups = Get(Token("demo"), "/car/v1/api/user/listUserGroup.json?userId=" + Id("cust"));
  ASSERT_EQ(Flag(groups), 1);
  ASSERT_EQ(groups.at("obj").as_array().size(), 1u);
  EXPECT_EQ(Str(groups.at("obj").at(0).at("groupName")), "一车队");
  EXPECT_EQ(Str(groups.at("obj").at(0).at("parentName")), "顺达物流有限公司");
  // demo's own group's parent (the agent) is not named to demo.
  json::value own = Get(Token("demo"), "/car/v1/api/user/listUserGroup.json");
  EXPECT_EQ(Str(own.at("obj").at(0).at("parentName")), "");
  EXPECT_EQ(Msg(Get(Token("cust"), "/car/v1/api/user/listUserGroup.json?userId=" + Id("jh"))), kNoAccount);

  const std::string g1 = std::to_string(GroupId("一车队")), g2 = std::to_string(GroupId("二车队"));
  EXPECT_EQ(Msg(Bind("demo", "nodel", g1 + "," + g2)), "一个账户只能绑定一个车组（含其下级车组）");
  // cust_sub is bound to 一车队: cust cannot move to 二车队 while it stays there.
  EXPECT_EQ(Msg(Bind("demo", "cust", g2)), "下级用户绑定的车组不在所选车组内，不能更换");
  EXPECT_EQ(Msg(Bind("demo", "nodel", std::to_string(GroupId("通勤班车")))), "车组不存在或无权操作");
  EXPECT_EQ(Msg(Bind("demo", "nodel", g2)), "下级用户绑定的车组不在所选车组内，不能更换");
  EXPECT_EQ(Column("nodel", "group_id"), std::to_string(GroupId("冷链车队")));
  ASSERT_EQ(Flag(Bind("demo", "mon", g1)), 1);
  EXPECT_EQ(Column("mon", "group_id"), g1);
  EXPECT_EQ(Operations("user.bindGroup", "mon"), 1);
  // Signed in again, mon sees 一车队.
  EXPECT_EQ(Flag(Get(Token("mon"), "/car/v1/api/user/getUser.json")), 4010);
  std::string again = testing::SignIn(port_, "mon", kPassword);
  EXPECT_EQ(Str(Get(again, "/car/v1/api/user/getUser.json").at("obj").at("groupName")), "一车队");
  // A JSON array of one id is one group too.
  ASSERT_EQ(Flag(PostJson(Token("demo"), "/car/v1/api/user/bindUserGroup.json",
                          R"({"userId":)" + Id("mon") + R"(,"groupIds":[)" + g2 + "]}")),
            1);
  EXPECT_EQ(Column("mon", "group_id"), g2);
}

TEST_F(AccountsApiTest, TheTreeTableSearchAndExportShowTheCallersSubTree) {
  EXPECT_EQ(Tree("demo"), (std::vector<std::string>{"demo", "cust", "cust_sub", "mon", "nodel", "nodel_sub"}));
  EXPECT_EQ(Tree("cust"), (std::vector<std::string>{"cust", "cust_sub"}));
  EXPECT_EQ(Tree("mon"), (std::vector<std::string>{"mon"}));
  EXPECT_EQ(Tree("jh"), (std::vector<std::string>{"jh"}));
  // The administrator: every account of its scope, demo (no parent) placed under it.
  json::value all = Get(Token("admin"), "/car/v1/api/user/listUser.json");
  std::vector<std::string> names = Names(all.at("obj"));
  EXPECT_EQ(names.front(), "admin");
  EXPECT_EQ(names.size(), 8u);
  for (const auto& row : all.at("obj").as_array())
    if (Str(row.at("name")) == "demo") {
      EXPECT_EQ(row.at("treeParentId").as_int64(), UserId("admin"));
    }
  // A node: itself and below it.
  EXPECT_EQ(Tree("demo", "&userId=" + Id("nodel")), (std::vector<std::string>{"nodel", "nodel_sub"}));
  EXPECT_EQ(Msg(Get(Token("cust"), "/car/v1/api/user/listUser.json?userId=" + Id("demo"))), kNoAccount);

  json::value page =
      Get(Token("demo"), "/car/v1/api/user/pageUser.json?type=0&pageNumber=1&pageSize=2&userId=" + Id("demo"));
  ASSERT_EQ(Flag(page), 1);
  EXPECT_EQ(page.at("obj").at("total").as_int64(), 5);
  EXPECT_EQ(page.at("obj").at("pageSize").as_int64(), 2);
  EXPECT_EQ(Names(page.at("obj").at("data")), (std::vector<std::string>{"cust", "cust_sub"}));
  const json::value& row = page.at("obj").at("data").at(1);
  EXPECT_EQ(Str(row.at("parentName")), "cust");
  EXPECT_EQ(Str(row.at("parentCorp")), "一车队客户");
  EXPECT_EQ(Str(row.at("accountTypeName")), "我的客户");
  json::value filtered = Get(Token("demo"), "/car/v1/api/user/pageUser.json?userName=nodel");
  EXPECT_EQ(Names(filtered.at("obj").at("data")), (std::vector<std::string>{"nodel", "nodel_sub"}));
  EXPECT_EQ(Get(Token("demo"), "/car/v1/api/user/pageUser.json").at("obj").at("pageSize").as_int64(), 30);
  json::value node = Get(Token("demo"), "/car/v1/api/user/pageUser.json?userId=" + Id("cust"));
  EXPECT_EQ(Names(node.at("obj").at("data")), std::vector<std::string>{"cust_sub"});
  EXPECT_EQ(Msg(Get(Token("cust"), "/car/v1/api/user/pageUser.json?userId=" + Id("jh"))), kNoAccount);

  json::value found = Get(Token("demo"), "/car/v1/api/user/searchUser.json?name=%E5%86%B7%E9%93%BE");  // 冷链
  EXPECT_EQ(Names(found.at("obj")), (std::vector<std::string>{"nodel", "nodel_sub"}));
  EXPECT_TRUE(Get(Token("cust"), "/car/v1/api/user/searchUser.json?name=jh").at("obj").as_array().empty());

  auto file = testing::HttpCall(port_, "GET",
                                "/car/v1/api/user/export.json?userId=" + Id("demo") + "&sessionId=" + Token("demo"));
  EXPECT_EQ(file.status, 200);
  EXPECT_NE(file.Header("Content-Type").find("application/vnd.ms-excel"), std::string::npos);
  EXPECT_EQ(file.body.substr(0, 2), "PK");  // a zip: the .xlsx
  EXPECT_NE(file.Header("Content-Disposition").find(".xlsx"), std::string::npos);
  // 监控客户 hold no 导出用户 button.
  json::value refused = Get(Token("mon"), "/car/v1/api/user/export.json");
  EXPECT_EQ(Msg(refused), "没有该操作的权限");
}

TEST_F(AccountsApiTest, ThePasswordChangeTakesTheV3Names) {
  json::value r =
      PostJson(Token("cust"), "/car/v1/api/user/updateUserPassword.json", R"({"bPwd":"pass1234","nPwd":"newpass99"})");
  ASSERT_EQ(Flag(r), 1) << WriteJson(r);
  EXPECT_TRUE(testing::SignIn(port_, "cust", kPassword).empty());
  EXPECT_FALSE(testing::SignIn(port_, "cust", "newpass99").empty());
  EXPECT_EQ(Msg(PostJson(Token("cust"), "/car/v1/api/user/updateUserPassword.json",
                         R"({"bPwd":"wrong-one","nPwd":"another99"})")),
            "原密码错误");
  EXPECT_EQ(Operations("user.password", "cust"), 1);
}

}  // namespace
}  // namespace chelian
