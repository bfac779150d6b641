// Loopback tests of the header's 系统设置 switches (per user; 工单模块 off hides its pages), listAll,
// 断油电 withheld by the account's own right (checkOffOil) through the command API, and the operation
// log entries of commands and alarm handling.
#include <gtest/gtest.h>

#include <functional>

#include "accounts_fixture.h"
#include "sim/demo_fleet.h"

namespace chelian {
namespace {

namespace json = boost::json;

class SettingsApiTest : public testing::AccountsFixture {
 protected:
  void SetUp() override { StartServer("settings_api_test"); }
  static bool InTree(const json::value& nodes, long long id) {
    for (const auto& n : nodes.as_array())
      if (n.at("id").as_int64() == id || InTree(n.at("children"), id)) return true;
    return false;
  }
  bool Holds(const std::string& user, long long id) {
    json::value list = Get(Token(user), "/car/v1/api/resource/list.json");
    return InTree(list.at("obj"), id);
  }
  std::map<long long, long long> Switches(const std::string& user) {
    std::map<long long, long long> out;
    json::value list = Get(Token(user), "/car/v1/api/user/permission/list.json");
    for (const auto& s : list.at("obj").as_array()) out[s.at("permissionId").as_int64()] = s.at("status").as_int64();
    return out;
  }
  long long VehicleId(int i) {
    return db_->Acquire()->Query("SELECT id FROM assets WHERE plate = ?", {sim::DemoVehicleAt(i).plate})->at(0).Int(0);
  }
  json::value CutOil(const std::string& user) {
    return PostJson(
        Token(user), "/car/v1/api/command/down.json",
        R"({"vehicleId":)" + std::to_string(VehicleId(0)) + R"(,"commandType":"CUT_OIL","commandMsg":"pass1234"})");
  }
};

TEST_F(SettingsApiTest, SwitchesAreStoredPerUserAndWorkOrdersHideTheirPages) {
  json::value catalogue = Get(Token("demo"), "/car/v1/api/user/permission/listPermission.json");
  ASSERT_EQ(Flag(catalogue), 1);
  ASSERT_EQ(catalogue.at("obj").as_array().size(), 3u);
  EXPECT_EQ(catalogue.at("obj").at(2).at("permissionId").as_int64(), 11);
  EXPECT_EQ(Str(catalogue.at("obj").at(2).at("name")), "工单模块");
  EXPECT_FALSE(Str(catalogue.at("obj").at(0).at("remark")).empty());
  EXPECT_EQ(Switches("demo"), (std::map<long long, long long>{{7, 0}, {8, 0}, {11, 0}}));
  EXPECT_TRUE(Holds("demo", 901206));
  EXPECT_TRUE(Holds("demo", 160601));

  json::value saved = PostJson(Token("demo"), "/car/v1/api/user/permission/update.json",
                               R"([{"permissionId":11,"status":1},{"permissionId":8,"status":1}])");
  ASSERT_EQ(Flag(saved), 1) << WriteJson(saved);
  EXPECT_EQ(Switches("demo"), (std::map<long long, long long>{{7, 0}, {8, 1}, {11, 1}}));
  EXPECT_EQ(Switches("admin"), (std::map<long long, long long>{{7, 0}, {8, 0}, {11, 0}}));
  // 工单模块 off: 工单管理 and 安装人员管理 leave demo's list with their buttons; the rest stays.
  for (long long id : {901206LL, 901207LL, 160601LL, 160705LL}) EXPECT_FALSE(Holds("demo", id)) << id;
  EXPECT_TRUE(Holds("demo", 901201));
  EXPECT_TRUE(Holds("admin", 901206));
  EXPECT_EQ(db_->Acquire()
                ->Query("SELECT COUNT(*) FROM operation_log WHERE action = 'setting.update' AND user_name = 'demo'")
                ->at(0)
                .Int(0),
            1);

  EXPECT_EQ(Msg(PostJson(Token("demo"), "/car/v1/api/user/permission/update.json",
                         R"([{"permissionId":11,"status":0},{"permissionId":99,"status":1}])")),
            "未知的设置项: 99");
  EXPECT_EQ(
      Msg(PostJson(Token("demo"), "/car/v1/api/user/permission/update.json", R"([{"permissionId":7,"status":3}])")),
      "设置状态只能是0（开启）或1（关闭）");
  EXPECT_EQ(Switches("demo")[11], 1);  // nothing of the refused update stored
  ASSERT_EQ(
      Flag(PostJson(Token("demo"), "/car/v1/api/user/permission/update.json", R"([{"permissionId":11,"status":0}])")),
      1);
  EXPECT_TRUE(Holds("demo", 901207));
}

TEST_F(SettingsApiTest, ListAllCarriesCommandsAndSwitches) {
  json::value all = Get(Token("demo"), "/car/v1/api/resource/listAll.json");
  ASSERT_EQ(Flag(all), 1);
  const json::value& o = all.at("obj");
  ASSERT_FALSE(o.at("commandResource").as_array().empty());
  json::value commands = Get(Token("demo"), "/car/v1/api/resource/listCommandResource.json");
  EXPECT_EQ(WriteJson(o.at("commandResource")), WriteJson(commands.at("obj")));
  ASSERT_EQ(o.at("sysPermission").as_array().size(), 3u);
  EXPECT_EQ(o.at("sysPermission").at(0).at("permissionId").as_int64(), 7);
  EXPECT_TRUE(o.at("terminalMenuResource").as_array().empty());
}

// 断油电 needs the role's button and the account's own right: withdrawn in 用户管理, it is refused.
TEST_F(SettingsApiTest, CutOilFollowsTheAccountsRight) {
  json::value role = PostJson(Token("admin"), "/car/v1/api/role/add.json",
                              R"({"roleName":"断油调度","resourceIdList":[130112,130113,900802]})");
  ASSERT_EQ(Flag(role), 1) << WriteJson(role);
  Create("admin", "oiler", "顺达物流有限公司",
         R"("corpName":"调度","checkOffOil":0,"roleId":)" + std::to_string(role.at("obj").at("roleId").as_int64()));
  json::value sent = CutOil("oiler");
  ASSERT_EQ(Flag(sent), 1) << WriteJson(sent);
  EXPECT_EQ(Get(Token("oiler"), "/car/v4/api/command/catalogue.json").at("obj").at("cutOilPermission").as_int64(), 1);
  const std::string plate(sim::DemoVehicleAt(0).plate);
  EXPECT_EQ(Operations("command.send", plate), 1);
  auto detail =
      db_->Acquire()->Query("SELECT detail, asset_id, user_name FROM operation_log WHERE action = 'command.send'");
  EXPECT_EQ(detail->at(0).Text(0), "断开油电");
  EXPECT_EQ(detail->at(0).Int(1), VehicleId(0));
  EXPECT_EQ(detail->at(0).Text(2), "oiler");

  ASSERT_EQ(Flag(PostJson(Token("admin"), "/car/v1/api/user/updateClientUser.json",
                          R"({"userId":)" + Id("oiler") + R"(,"checkOffOil":1})")),
            1);
  json::value refused = CutOil("oiler");
  EXPECT_EQ(Flag(refused), 0);
  EXPECT_EQ(Msg(refused), "没有断油电权限");
  EXPECT_EQ(Get(Token("oiler"), "/car/v4/api/command/catalogue.json").at("obj").at("cutOilPermission").as_int64(), 0);
  EXPECT_EQ(Operations("command.send", plate), 1);
  // Other commands stay allowed.
  json::value text = PostJson(Token("oiler"), "/car/v1/api/command/down.json",
                              R"({"vehicleId":)" + std::to_string(VehicleId(0)) + R"(,"commandType":"VERSION"})");
  EXPECT_EQ(Flag(text), 1) << WriteJson(text);
  // Administrators too: past the right, only the password (not pass1234) stops admin — until its
  // own right is withdrawn.
  EXPECT_EQ(Msg(CutOil("admin")), "账号密码错误，指令未下发");
  ASSERT_TRUE(db_->Acquire()->Exec("UPDATE users SET check_off_oil = 1 WHERE username = 'admin'").ok());
  EXPECT_EQ(Msg(CutOil("admin")), "没有断油电权限");
}

TEST_F(SettingsApiTest, HandlingAnAlarmIsLogged) {
  const long long vehicle = VehicleId(0);
  long long alarm = 0;
  {
    auto c = db_->Acquire();
    auto device = c->Query("SELECT id FROM devices WHERE asset_id = ?", {vehicle})->at(0).Int(0);
    auto group = c->Query("SELECT group_id FROM assets WHERE id = ?", {vehicle})->at(0).Int(0);
    alarm =
        c->Query(
             "INSERT INTO alarms (device_id, asset_id, group_id, code, label, begin_time, insert_time, update_time) "
             "VALUES (?, ?, ?, 'emergencyAlarm', '紧急报警', 1, 1, 1) RETURNING id",
             {device, vehicle, group})
            ->at(0)
            .Int(0);
  }
  json::value r =
      PostJson(Token("demo"), "/car/v1/api/monitor/processAlarm",
               R"({"result":2,"remark":"误触","contact":"张三","contactNumber":"13800000000","obj":{"alarmId":)" +
                   std::to_string(alarm) + "}}");
  ASSERT_EQ(Flag(r), 1) << WriteJson(r);
  auto rows = db_->Acquire()->Query(
      "SELECT target, asset_id, detail, user_name FROM operation_log WHERE action = 'alarm.handle'");
  ASSERT_EQ(rows->size(), 1u);
  EXPECT_EQ(rows->at(0).Text(0), std::string(sim::DemoVehicleAt(0).plate));
  EXPECT_EQ(rows->at(0).Int(1), vehicle);
  EXPECT_EQ(rows->at(0).Text(2), "紧急报警，处理结果 误报，误触");
  EXPECT_EQ(rows->at(0).Text(3), "demo");
}

}  // namespace
}  // namespace chelian
