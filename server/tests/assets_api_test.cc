// Loopback tests of the asset and group calls the real V4 scripts make (api-contract §2.3–§2.5),
// including the rule that a user only reaches their own group subtree.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "app/admin_cli.h"
#include "app/config.h"
#include "app/server_app.h"
#include "core/json.h"
#include "gateway_ports.h"
#include "http_client.h"

namespace chelian {
namespace {

using testing::HttpCall;
namespace fs = std::filesystem;

class AssetsApiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) / ("chelian_assets_test_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    config_ = Config::Load(
                  "", testing::GatewaysOff({"http.port=0", "gateway.jt808_auth=require",
                                            "store.sqlite_path=" + (dir_ / "db.sqlite").string(), "auth.captcha=off"}))
                  .value();
    ASSERT_EQ(RunAdminCommand(config_, {"demo-seed", "--vehicles", "12"}), 0);
    app_ = std::move(ServerApp::Create(config_).value());
    ASSERT_TRUE(app_->Start().ok());
    port_ = app_->http_port();
  }
  void TearDown() override {
    app_->Stop();
    fs::remove_all(dir_);
  }
  boost::json::value Call(const std::string& method, const std::string& target, const std::string& token,
                          const std::string& body = "", const std::string& type = "application/json") {
    auto r = HttpCall(port_, method, target, {{"Sessionid", token}, {"Content-Type", type}}, body);
    bool ok = false;
    auto v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << r.body;
    EXPECT_EQ(r.body.find("null"), std::string::npos) << r.body;
    return v;
  }
  std::string Login(const std::string& user, const std::string& pw) {
    auto v = Call("POST", "/oauth/v4/token", "", "username=" + user + "&password=" + pw,
                  "application/x-www-form-urlencoded");
    return std::string(v.at("obj").at("sessionId").as_string());
  }
  fs::path dir_;
  Config config_;
  std::unique_ptr<ServerApp> app_;
  int port_ = 0;
};

TEST_F(AssetsApiTest, AddGroupAddAssetThenFindItByTerminalNumber) {
  std::string admin = Login("admin", "admin123");
  auto root = Call("GET", "/car/v4/api/assets/list.json?pageNumber=1&pageSize=1", admin);
  long long root_group = root.at("obj").at("data").at(0).at("groupId").as_int64();
  // addVehGroup with the scripts' null fields.
  auto group = Call(
      "POST", "/car/v4/api/v4Department/addVehGroup.json", admin,
      R"({"groupName":"测试1","parentId":)" + std::to_string(root_group) +
          R"(,"contactName":null,"phone":null,"remark":null,"provinceCode":null,"cityCode":null,"areaCode":null,"address":null})");
  ASSERT_EQ(group.at("flag").as_int64(), 1) << WriteJson(group);
  long long gid = group.at("obj").at("groupId").as_int64();
  // assets/add with a numeric-string groupId, as the scripts send it.
  std::string add =
      R"({"assetsBaseVO":{"plate":"10445000001","groupId":")" + std::to_string(gid) +
      R"(","iconType":0,"terminalType":"GPRS-部标","terminalNo":"10445000001","terminalStatus":0,)"
      R"("displayYear":null,"activationTmeStr":null,"serviceCode":null,"remark":null},)"
      R"("cardInfoVO":{"sim":"1440000001","iccid":"89860477012070271501","totalFlow":0,"flowType":2},)"
      R"("customerInfoVO":{"vehicleType":"小型轿车","engineNo":"E1","frameNo":"F1","owner":"张三","license":"L","phone":"138","address":"深圳"},)"
      R"("iInstallInfoVO":{"installPlace":"仪表台","installPerson":"李四","installRemark":"","installDate":"2024-07-09 09:48:01"}})";
  auto added = Call("POST", "/car/v4/api/assets/add.json", admin, add);
  ASSERT_EQ(added.at("flag").as_int64(), 1) << WriteJson(added);
  // The reply is the stored vehicle, as assets/list shows it.
  const auto& row = added.at("obj");
  EXPECT_EQ(row.at("iccid").as_string(), "89860477012070271501");
  EXPECT_EQ(row.at("owner").as_string(), "张三");
  EXPECT_EQ(row.at("frameNo").as_string(), "F1");
  EXPECT_EQ(row.at("vehicleType").as_string(), "小型轿车");
  EXPECT_EQ(row.at("groupName").as_string(), "测试1");
  EXPECT_NE(std::string(row.at("createTime").as_string()).substr(0, 4), "1970");
  auto again = Call("POST", "/car/v4/api/assets/add.json", admin, add);
  EXPECT_EQ(again.at("flag").as_int64(), 0);
  EXPECT_EQ(again.at("msg").as_string(), "终端号已存在: 10445000001");
  // Leading zeros are not significant (the gateway strips them): the same terminal.
  std::string padded = add;
  padded.replace(padded.find(R"("terminalNo":"10445000001")"), 26, R"("terminalNo":"010445000001")");
  auto zero = Call("POST", "/car/v4/api/assets/add.json", admin, padded);
  EXPECT_EQ(zero.at("flag").as_int64(), 0);
  EXPECT_EQ(zero.at("msg").as_string(), "终端号已存在: 10445000001");
  // assets/list exactly as the scripts call it.
  auto list = Call("GET",
                   "/car/v4/api/assets/list.json?keyword=10445000001&groupId=" + std::to_string(gid) +
                       "&state=0&childFlag=1&pageNumber=1&pageSize=10",
                   admin);
  ASSERT_EQ(list.at("obj").at("total").as_int64(), 1);
  EXPECT_EQ(list.at("obj").at("data").at(0).at("vehicleId").as_int64(), added.at("obj").at("vehicleId").as_int64());
  EXPECT_EQ(list.at("obj").at("data").at(0).at("groupName").as_string(), "测试1");
}

TEST_F(AssetsApiTest, AFleetUserSeesOnlyItsSubtree) {
  std::string admin = Login("admin", "admin123");
  std::string demo = Login("demo", "demo123");
  auto all = Call("GET", "/car/v4/api/assets/list.json?pageSize=100", admin);
  auto mine = Call("GET", "/car/v4/api/assets/list.json?pageSize=100", demo);
  long long total_all = all.at("obj").at("total").as_int64();
  long long total_mine = mine.at("obj").at("total").as_int64();
  EXPECT_EQ(total_all, 12);
  EXPECT_GT(total_mine, 0);
  EXPECT_LT(total_mine, total_all);
  long long foreign_group = 0;
  for (const auto& row : all.at("obj").at("data").as_array()) {
    std::string group(row.at("groupName").as_string());
    if (group == "1路车队") foreign_group = row.at("groupId").as_int64();
  }
  ASSERT_NE(foreign_group, 0);
  auto refused = Call("GET", "/car/v4/api/assets/list.json?groupId=" + std::to_string(foreign_group), demo);
  EXPECT_EQ(refused.at("flag").as_int64(), 0);
  EXPECT_EQ(refused.at("msg").as_string(), "分组不存在或无权访问");
  auto add =
      Call("POST", "/car/v4/api/assets/add.json", demo,
           R"({"assetsBaseVO":{"plate":"X","groupId":)" + std::to_string(foreign_group) + R"(,"terminalNo":"999"}})");
  EXPECT_EQ(add.at("flag").as_int64(), 0);
  auto group = Call("POST", "/car/v4/api/v4Department/addVehGroup.json", demo,
                    R"({"groupName":"越权","parentId":)" + std::to_string(foreign_group) + "}");
  EXPECT_EQ(group.at("flag").as_int64(), 0);
  // Malformed numbers are refused by name; the unset values browsers send are not.
  auto bad = Call("GET", "/car/v4/api/assets/list.json?groupId=abc", admin);
  EXPECT_EQ(bad.at("flag").as_int64(), 0);
  EXPECT_EQ(bad.at("msg").as_string(), "参数 groupId 不是有效的整数");
  auto size = Call("GET", "/car/v4/api/assets/list.json?pageSize=1x", admin);
  EXPECT_EQ(size.at("msg").as_string(), "参数 pageSize 不是有效的整数");
  auto unset = Call("GET", "/car/v4/api/assets/list.json?groupId=undefined&pageSize=", admin);
  EXPECT_EQ(unset.at("flag").as_int64(), 1);
  // Keyword search with LIKE wildcards is literal.
  auto wild = Call("GET", "/car/v4/api/assets/list.json?keyword=%25", admin);
  EXPECT_EQ(wild.at("obj").at("total").as_int64(), 0);
}

}  // namespace
}  // namespace chelian
