// Loopback tests of the system center (issue 4): notices, account security (password, SMS bind
// and sign-in, WeChat bindings, privacy, status), the download center, health thresholds, help,
// dictionary, QR codes, vehicle verification and the embedding clients' token sign-in. Every
// read is checked against the group-subtree rule with the demo tenant: demo (顺达物流有限公司)
// must not reach 京华城市客运 or another user's data.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <set>
#include <thread>

#include "app/admin_cli.h"
#include "app/config.h"
#include "app/server_app.h"
#include "core/json.h"
#include "gateway_ports.h"
#include "http_client.h"
#include "store/db.h"
#include "store/health_repo.h"

namespace chelian {
namespace {

using testing::HttpCall;
namespace fs = std::filesystem;
namespace json = boost::json;

class CenterApiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) / ("chelian_center_test_" + std::to_string(::getpid()) + "_" +
                                             ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    config_ =
        Config::Load("", testing::GatewaysOff({"http.port=0", "gateway.jt808_auth=require",
                                               "store.sqlite_path=" + (dir_ / "db.sqlite").string(), "auth.captcha=off",
                                               "test.hooks=on", "export.dir=" + (dir_ / "exports").string()}))
            .value();
    ASSERT_EQ(RunAdminCommand(config_, {"demo-seed", "--vehicles", "12"}), 0);
    app_ = std::move(ServerApp::Create(config_).value());
    ASSERT_TRUE(app_->Start().ok());
    port_ = app_->http_port();
    db_ = std::move(store::OpenSqlite((dir_ / "db.sqlite").string(), 1).value());
  }
  void TearDown() override {
    app_->Stop();
    db_.reset();
    fs::remove_all(dir_);
  }
  json::value Call(const std::string& target, const std::string& token, const std::string& body = "",
                   const std::string& type = "application/json") {
    auto r =
        HttpCall(port_, body.empty() ? "GET" : "POST", target, {{"sessionId", token}, {"Content-Type", type}}, body);
    bool ok = false;
    auto v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << target << ": " << r.body;
    EXPECT_EQ(r.body.find("null"), std::string::npos) << r.body;
    return v;
  }
  static long long Flag(const json::value& v) { return v.at("flag").as_int64(); }
  static std::string Msg(const json::value& v) { return std::string(v.at("msg").as_string()); }
  std::string Login(const std::string& user, const std::string& pw) {
    auto v = Call("/oauth/v4/token", "", "username=" + user + "&password=" + pw, "application/x-www-form-urlencoded");
    if (Flag(v) != 1) return "";
    return std::string(v.at("obj").at("sessionId").as_string());
  }
  long long GroupId(const std::string& name) {
    auto conn = db_->Acquire();
    return conn->Query("SELECT id FROM groups WHERE name = ?", {name}).value().at(0).Int(0);
  }
  long long UserId(const std::string& name) {
    auto conn = db_->Acquire();
    return conn->Query("SELECT id FROM users WHERE username = ?", {name}).value().at(0).Int(0);
  }
  std::string LastSmsCode(const std::string& phone) {
    auto v = Call("/test/smsOutbox?phone=" + phone, "");
    EXPECT_EQ(Flag(v), 1) << WriteJson(v);
    return std::string(v.at("obj").at("code").as_string());
  }
  static std::vector<std::string> Titles(const json::value& page) {
    std::vector<std::string> out;
    for (const auto& n : page.at("obj").at("data").as_array()) out.emplace_back(n.at("title").as_string());
    return out;
  }
  static bool Has(const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
  }

  fs::path dir_;
  Config config_;
  std::unique_ptr<ServerApp> app_;
  std::unique_ptr<store::Database> db_;
  int port_ = 0;
};

// R-ENT-4 (paged 10 from page 1), R-ENT-5 (envelope without null).
TEST_F(CenterApiTest, NoticesReachTheirAudienceOnlyAndAreMarkedRead) {
  std::string admin = Login("admin", "admin123"), demo = Login("demo", "demo123");
  auto p1 = Call(
      "/car/v4/api/notice/publish.json", admin,
      R"({"title":"京华通知","content":"只发京华城市客运","groupId":)" + std::to_string(GroupId("京华城市客运")) + "}");
  ASSERT_EQ(Flag(p1), 1) << WriteJson(p1);
  auto p2 = Call(
      "/car/v4/api/notice/publish.json", admin,
      R"({"title":"顺达通知","content":"发给顺达物流","groupId":)" + std::to_string(GroupId("顺达物流有限公司")) + "}");
  ASSERT_EQ(Flag(p2), 1);
  // A non-admin may not publish, and nobody publishes outside their subtree.
  EXPECT_EQ(Msg(Call("/car/v4/api/notice/publish.json", demo, R"({"title":"x","content":"y"})")),
            "仅管理员可以发布公告");

  auto demo_page = Titles(Call("/car/v4/api/notice/page.json?pageNumber=1&pageSize=10", demo));
  EXPECT_TRUE(Has(demo_page, "顺达通知"));
  EXPECT_TRUE(Has(demo_page, "欢迎使用车联智能监控平台"));  // platform-wide announcement
  EXPECT_FALSE(Has(demo_page, "京华通知"));
  // An announcement reaches its group's subtree, not the ancestors (the publisher included).
  auto admin_page = Titles(Call("/car/v4/api/notice/page.json", admin));
  EXPECT_FALSE(Has(admin_page, "京华通知"));
  EXPECT_FALSE(Has(admin_page, "顺达通知"));
  EXPECT_TRUE(Has(admin_page, "欢迎使用车联智能监控平台"));

  // Another user's message and an announcement outside the audience stay hidden, also by id.
  long long jinghua = p1.at("obj").at("id").as_int64();
  EXPECT_EQ(Msg(Call("/car/v4/api/notice/detail.json?id=" + std::to_string(jinghua), demo)), "消息不存在或无权查看");
  ASSERT_EQ(Flag(Call("/car/v1/api/user/updateUserPassword.json", admin,
                      R"({"oldPassword":"admin123","newPassword":"admin456"})")),
            1);
  admin = Login("admin", "admin456");
  auto admin_msgs = Call("/car/v4/api/notice/page.json?kind=2", admin);
  ASSERT_EQ(admin_msgs.at("obj").at("total").as_int64(), 1);
  long long msg_id = admin_msgs.at("obj").at("data").at(0).at("id").as_int64();
  EXPECT_EQ(Flag(Call("/car/v4/api/notice/detail.json?id=" + std::to_string(msg_id), demo)), 0);
  EXPECT_EQ(Call("/car/v4/api/notice/markRead.json", demo, R"({"ids":[)" + std::to_string(msg_id) + "]}")
                .at("obj")
                .at("marked")
                .as_int64(),
            0);

  // Unread counts, detail marks read, mark all read; page size 10 and first page 1 by default.
  auto before = Call("/car/v4/api/notice/unreadCount.json", demo).at("obj");
  EXPECT_EQ(before.at("announcement").as_int64(), 3);
  long long shunda = p2.at("obj").at("id").as_int64();
  auto detail = Call("/car/v4/api/notice/detail.json?id=" + std::to_string(shunda), demo);
  EXPECT_EQ(detail.at("obj").at("content").as_string(), "发给顺达物流");
  EXPECT_EQ(detail.at("obj").at("read").as_int64(), 1);
  EXPECT_EQ(Call("/car/v4/api/notice/unreadCount.json", demo).at("obj").at("announcement").as_int64(), 2);
  auto unread = Call("/car/v4/api/notice/page.json?read=0", demo).at("obj");
  EXPECT_EQ(unread.at("total").as_int64(), 2);
  EXPECT_EQ(unread.at("pageNumber").as_int64(), 1);
  EXPECT_EQ(unread.at("pageSize").as_int64(), 10);
  EXPECT_EQ(Call("/car/v4/api/notice/markAllRead.json", demo, "{}").at("obj").at("marked").as_int64(), 2);
  EXPECT_EQ(Call("/car/v4/api/notice/unreadCount.json", demo).at("obj").at("total").as_int64(), 0);
  // Pinned first.
  EXPECT_EQ(Call("/car/v4/api/notice/page.json", demo).at("obj").at("data").at(0).at("title").as_string(),
            "欢迎使用车联智能监控平台");
}

TEST_F(CenterApiTest, PasswordChangeTakesEffectAndLeavesASecurityMessage) {
  std::string demo = Login("demo", "demo123");
  auto wrong =
      Call("/car/v1/api/user/updateUserPassword.json", demo, R"({"oldPassword":"nope","newPassword":"demo456"})");
  EXPECT_EQ(Flag(wrong), 0);
  ASSERT_EQ(Flag(Call("/car/v1/api/user/updateUserPassword.json", demo,
                      R"({"oldPassword":"demo123","newPassword":"demo456"})")),
            1);
  EXPECT_EQ(Login("demo", "demo123"), "");
  std::string fresh = Login("demo", "demo456");
  ASSERT_FALSE(fresh.empty());
  auto msgs = Titles(Call("/car/v4/api/notice/page.json?kind=2", fresh));
  EXPECT_TRUE(Has(msgs, "登录密码已修改"));
  auto status = Call("/car/v4/api/account/checkStatus.json", fresh).at("obj");
  EXPECT_EQ(status.at("status").as_int64(), 1);
  EXPECT_EQ(status.at("passwordAgeDays").as_int64(), 0);
  EXPECT_EQ(status.at("securityLevelText").as_string(), "低");
}

// R-CALL-1: sendSmsCode.json, phoneCodeVerify.json, /oauth/sendLoginSms, userAuth/phoneAuth.json,
// userAuth/doGetAuthData.json.
TEST_F(CenterApiTest, PhoneIsBoundBySmsCodeAndThenSignsIn) {
  std::string demo = Login("demo", "demo123");
  EXPECT_EQ(Msg(Call("/car/v1/api/user/sendSmsCode.json", demo, R"({"phone":"12345"})")), "请输入正确的11位手机号");
  auto sent = Call("/car/v1/api/user/sendSmsCode.json", demo, R"({"phone":"13900001111"})");
  ASSERT_EQ(Flag(sent), 1) << WriteJson(sent);
  EXPECT_EQ(sent.at("obj").at("phone").as_string(), "139****1111");
  // One text per minute per phone.
  EXPECT_EQ(
      Msg(Call("/car/v1/api/user/sendSmsCode.json", demo, R"({"phone":"13900001111"})")).rfind("验证码发送过于频繁", 0),
      0u);
  std::string code = LastSmsCode("13900001111");
  ASSERT_EQ(code.size(), 6u);
  std::string wrong = code == "000000" ? "111111" : "000000";
  EXPECT_EQ(
      Msg(Call("/car/v1/api/user/phoneCodeVerify.json", demo, R"({"phone":"13900001111","code":")" + wrong + "\"}")),
      "短信验证码错误");
  ASSERT_EQ(
      Flag(Call("/car/v1/api/user/phoneCodeVerify.json", demo, R"({"phone":"13900001111","code":")" + code + "\"}")),
      1);
  // A used code does not work twice.
  EXPECT_EQ(
      Msg(Call("/car/v1/api/user/phoneCodeVerify.json", demo, R"({"phone":"13900001111","code":")" + code + "\"}")),
      "验证码已使用，请重新获取");
  auto status = Call("/car/v4/api/account/checkStatus.json", demo).at("obj");
  EXPECT_EQ(status.at("phoneBound").as_int64(), 1);
  EXPECT_EQ(status.at("phone").as_string(), "139****1111");

  // SMS sign-in: unknown phones are refused; the bound one gets a login code.
  EXPECT_EQ(Msg(Call("/oauth/sendLoginSms", "", R"({"phone":"13900002222"})")),
            "该手机号未绑定任何账号，请使用账号密码登录");
  ASSERT_EQ(Flag(Call("/oauth/sendLoginSms", "", R"({"phone":"13900001111"})")), 1);
  std::string login_code = LastSmsCode("13900001111");
  auto auth =
      Call("/car/v1/api/userAuth/phoneAuth.json", "", R"({"phone":"13900001111","code":")" + login_code + "\"}");
  ASSERT_EQ(Flag(auth), 1) << WriteJson(auth);
  std::string token(auth.at("obj").at("sessionId").as_string());
  EXPECT_EQ(Call("/car/v1/api/user/getUser.json", token).at("obj").at("username").as_string(), "demo");
  auto bindings = Call("/car/v1/api/userAuth/doGetAuthData.json", token).at("obj");
  EXPECT_EQ(bindings.at("phoneBound").as_int64(), 1);

  // The outbox: an administrator of the subtree reads it, a plain user does not.
  auto outbox = Call("/car/v4/api/sms/outbox.json", Login("admin", "admin123"));
  ASSERT_EQ(Flag(outbox), 1);
  EXPECT_EQ(outbox.at("obj").at("total").as_int64(), 2);
  EXPECT_EQ(outbox.at("obj").at("data").at(0).at("provider").as_string(), "log");
  EXPECT_EQ(Msg(Call("/car/v4/api/sms/outbox.json", token)), "无权查看短信发送记录");
}

// R-CALL-1: unbindWxRelation.json.
TEST_F(CenterApiTest, WeChatBindingByQrTicketThenUnbind) {
  std::string demo = Login("demo", "demo123");
  auto qr = Call("/car/v1/api/user/wxBindQrCode.json", demo);
  ASSERT_EQ(Flag(qr), 1);
  EXPECT_EQ(std::string(qr.at("obj").at("qrCode").as_string()).rfind("data:image/png;base64,iVBORw0KGgo", 0), 0u);
  std::string ticket(qr.at("obj").at("ticket").as_string());
  ASSERT_EQ(Flag(Call("/oauth/wxBindCallback?ticket=" + ticket + "&openId=oWx123456789&nickname=Driver", "")), 1);
  EXPECT_EQ(Flag(Call("/oauth/wxBindCallback?ticket=" + ticket + "&openId=oWx123456789", "")), 0);  // one use
  auto list = Call("/car/v1/api/user/listWxRelation.json", demo).at("obj").as_array();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].at("nickname").as_string(), "Driver");
  // Another account cannot unbind it.
  std::string admin = Login("admin", "admin123");
  EXPECT_EQ(
      Flag(Call("/car/v1/api/user/unbindWxRelation.json?id=" + std::to_string(list[0].at("id").as_int64()), admin)), 0);
  ASSERT_EQ(
      Flag(Call("/car/v1/api/user/unbindWxRelation.json?id=" + std::to_string(list[0].at("id").as_int64()), demo)), 1);
  EXPECT_TRUE(Call("/car/v1/api/user/listWxRelation.json", demo).at("obj").as_array().empty());
}

// R-CALL-1: updatePrivacy.json, checkStatus.json.
TEST_F(CenterApiTest, PrivacySettingsRoundTripAndRecentLogins) {
  std::string demo = Login("demo", "demo123");
  auto p = Call("/car/v1/api/user/getPrivacy.json", demo).at("obj");
  EXPECT_EQ(p.at("loginAlert").as_int64(), 1);
  EXPECT_EQ(p.at("remoteAssist").as_int64(), 0);
  auto saved = Call("/car/v1/api/user/updatePrivacy.json", demo, R"({"remoteAssist":1,"loginAlert":false})");
  ASSERT_EQ(Flag(saved), 1);
  p = Call("/car/v1/api/user/getPrivacy.json", demo).at("obj");
  EXPECT_EQ(p.at("remoteAssist").as_int64(), 1);
  EXPECT_EQ(p.at("loginAlert").as_int64(), 0);
  EXPECT_EQ(p.at("maskPhone").as_int64(), 1);
  // With 手机号脱敏显示 off, the owner sees the whole bound phone.
  {
    auto conn = db_->Acquire();
    ASSERT_TRUE(conn->Exec("UPDATE users SET phone = '13900003333', phone_verified = 1 WHERE username = 'demo'").ok());
  }
  EXPECT_EQ(Call("/car/v4/api/account/checkStatus.json", demo).at("obj").at("phone").as_string(), "139****3333");
  ASSERT_EQ(Flag(Call("/car/v1/api/user/updatePrivacy.json", demo, R"({"maskPhone":0})")), 1);
  EXPECT_EQ(Call("/car/v4/api/account/checkStatus.json", demo).at("obj").at("phone").as_string(), "13900003333");
  Login("demo", "wrong-password");
  auto log = Call("/car/v1/api/user/loginLog.json?pageSize=5", demo).at("obj");
  EXPECT_EQ(log.at("total").as_int64(), 2);
  EXPECT_EQ(log.at("data").at(0).at("result").as_string(), "失败");
  EXPECT_EQ(log.at("data").at(1).at("result").as_string(), "成功");
}

// R-HTTP-6 (the file answers application/vnd.ms-excel), R-HTTP-8 (sessionId as a query parameter),
// R-CALL-1 (exportDataReport.json, also with the V3 double slash; listExportRecord.json; download.json).
TEST_F(CenterApiTest, ExportRunsAsAJobAndDownloadsOnlyForItsOwner) {
  std::string demo = Login("demo", "demo123");
  auto started = Call("/car/v1/accelerate//export/exportDataReport.json", demo);
  ASSERT_EQ(Flag(started), 1) << WriteJson(started);
  long long id = started.at("obj").at("id").as_int64();
  json::value record;
  for (int i = 0; i < 100; ++i) {
    record = Call("/car/v1/accelerate/export/listExportRecord.json", demo, "pageNumber=1&pageSize=10",
                  "application/x-www-form-urlencoded")
                 .at("obj")
                 .at("data")
                 .at(0);
    if (record.at("status").as_int64() >= 3) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ASSERT_EQ(record.at("statusName").as_string(), "成功") << WriteJson(record);
  // Only the scope's vehicles: as many rows as demo's asset list has.
  auto assets = Call("/car/v4/api/assets/list.json?pageNumber=1&pageSize=1", demo).at("obj");
  EXPECT_EQ(record.at("rowCount").as_int64(), assets.at("total").as_int64());
  EXPECT_LT(record.at("rowCount").as_int64(), 12);
  // download.json with the session in the query, as the hidden export frame sends it.
  std::string name(record.at("fileName").as_string());
  auto file =
      HttpCall(port_, "GET", "/car/v1/accelerate/export/download.json?id=" + std::to_string(id) + "&sessionId=" + demo);
  EXPECT_EQ(file.status, 200);
  EXPECT_EQ(file.Header("Content-Type"), "application/vnd.ms-excel");
  EXPECT_NE(file.Header("Content-Disposition").find("attachment"), std::string::npos);
  EXPECT_NE(file.Header("Content-Disposition").find("filename*=UTF-8''%E5%85%A8%E9%83%A8%E8%B5%84%E6%96%99_"),
            std::string::npos);
  EXPECT_EQ(file.body.substr(0, 2), "PK");  // a zip container: .xlsx
  // Another user cannot fetch it, neither by id nor by name; nor without a session.
  std::string admin = Login("admin", "admin123");
  EXPECT_EQ(Msg(Call("/car/v1/accelerate/export/download.json?id=" + std::to_string(id), admin)), "文件不存在或已过期");
  EXPECT_EQ(Flag(Call("/car/v1/accelerate/export/download.json?fileName=" + name, admin)), 0);
  EXPECT_EQ(Flag(Call("/car/v1/accelerate/export/download.json?id=" + std::to_string(id), "")), 4010);
  EXPECT_EQ(Call("/car/v1/accelerate/export/listExportRecord.json", admin).at("obj").at("total").as_int64(), 0);
  // The owner got an in-site message.
  EXPECT_TRUE(Has(Titles(Call("/car/v4/api/notice/page.json?kind=2", demo)), "导出完成：" + name));
  // Login-log export, and an unknown type.
  EXPECT_EQ(Flag(Call("/car/v1/accelerate/export/exportDataReport.json?type=6", demo)), 1);
  EXPECT_EQ(Msg(Call("/car/v1/accelerate/export/exportDataReport.json?type=99", demo)), "暂不支持该导出类型");
}

// R-CALL-1: getHealthThreshold.json, updateHealthThreshold.json.
TEST_F(CenterApiTest, HealthThresholdsInheritDownTheTreeAndStayInScope) {
  std::string admin = Login("admin", "admin123"), demo = Login("demo", "demo123");
  auto defaults = Call("/car/v4/api/health/threshold/getHealthThreshold.json?wearerType=1", demo).at("obj");
  EXPECT_EQ(defaults.at("list").at(0).at("sourceName").as_string(), "平台默认");
  EXPECT_EQ(defaults.at("list").at(0).at("heartRateMax").as_int64(), 120);
  // The root group's setting reaches demo's group.
  ASSERT_EQ(Flag(Call("/car/v4/api/health/threshold/updateHealthThreshold.json", admin,
                      R"({"wearerType":1,"heartRateMin":45,"heartRateMax":130,"temperatureMax":"37.5"})")),
            1);
  auto inherited =
      Call("/car/v4/api/health/threshold/getHealthThreshold.json?wearerType=1", demo).at("obj").at("list").at(0);
  EXPECT_EQ(inherited.at("heartRateMax").as_int64(), 130);
  EXPECT_EQ(inherited.at("temperatureMax").as_double(), 37.5);
  EXPECT_EQ(inherited.at("source").as_int64(), 1);
  EXPECT_EQ(inherited.at("sourceName").as_string(), "沿用上级：车联演示代理商");  // a group above demo's subtree
  // demo's own setting overrides it for demo's subtree only.
  auto own = Call("/car/v4/api/health/threshold/updateHealthThreshold.json", demo,
                  R"({"wearerType":1,"heartRateMin":55,"heartRateMax":110,"spo2Min":92})");
  ASSERT_EQ(Flag(own), 1) << WriteJson(own);
  EXPECT_EQ(own.at("obj").at("source").as_int64(), 0);
  EXPECT_EQ(own.at("obj").at("heartRateMin").as_int64(), 55);
  EXPECT_EQ(Call("/car/v4/api/health/threshold/getHealthThreshold.json?wearerType=1", admin)
                .at("obj")
                .at("list")
                .at(0)
                .at("heartRateMax")
                .as_int64(),
            130);
  // Outside the subtree: refused, for reading and for writing.
  std::string jinghua = std::to_string(GroupId("京华城市客运"));
  EXPECT_EQ(Msg(Call("/car/v4/api/health/threshold/getHealthThreshold.json?groupId=" + jinghua, demo)),
            "分组不存在或无权访问");
  EXPECT_EQ(Flag(Call("/car/v4/api/health/threshold/updateHealthThreshold.json", demo,
                      R"({"groupId":)" + jinghua + R"(,"wearerType":1,"heartRateMin":40})")),
            0);
  // Impossible ranges are refused with the reason.
  EXPECT_EQ(Msg(Call("/car/v4/api/health/threshold/updateHealthThreshold.json", demo,
                     R"({"wearerType":1,"heartRateMin":150,"heartRateMax":100})")),
            "心率范围应在 20–250 次/分之间，且下限小于上限");
  // The groups demo may edit: its subtree only, with where an own setting exists.
  auto groups = Call("/car/v4/api/health/threshold/listGroups.json", demo).at("obj").as_array();
  std::set<std::string> names;
  for (const auto& g : groups) {
    names.insert(std::string(g.at("groupName").as_string()));
    if (g.at("groupName").as_string() == "顺达物流有限公司") {
      EXPECT_EQ(g.at("parentId").as_int64(), 0);
      EXPECT_EQ(g.at("ownBadge").as_int64(), 1);
      EXPECT_EQ(g.at("ownWatch").as_int64(), 0);
    }
  }
  EXPECT_EQ(names, (std::set<std::string>{"顺达物流有限公司", "一车队", "二车队", "冷链车队"}));
  // Reset: inherit again.
  ASSERT_EQ(Flag(Call("/car/v4/api/health/threshold/resetHealthThreshold.json", demo, R"({"wearerType":1})")), 1);
  EXPECT_EQ(Call("/car/v4/api/health/threshold/getHealthThreshold.json?wearerType=1", demo)
                .at("obj")
                .at("list")
                .at(0)
                .at("source")
                .as_int64(),
            1);
}

TEST(HealthRule, ReadingsOutsideTheThresholdRaiseHealthAlarms) {
  store::HealthThreshold t = store::DefaultHealthThreshold(store::kWearerWatch);
  EXPECT_EQ(t.temperature_min, 355);
  EXPECT_TRUE(store::HealthAlarmCodes(t, {72, 120, 80, 365, 98}).empty());
  EXPECT_EQ(store::HealthAlarmCodes(t, {130, std::nullopt, std::nullopt, std::nullopt, std::nullopt}),
            std::vector<std::string>{"heartRateAlarm"});
  EXPECT_EQ(store::HealthAlarmCodes(t, {std::nullopt, 120, 95, 380, 90}),
            (std::vector<std::string>{"bloodPressureAlarm", "temperatureAlarm", "spo2Alarm"}));
  t.enabled = 0;
  EXPECT_TRUE(store::HealthAlarmCodes(t, {200, 200, 200, 420, 50}).empty());
}

// R-CALL-1: generateQRCode.json, vehicleVerify.json.
TEST_F(CenterApiTest, QrCodesAndVehicleVerificationStayInScope) {
  std::string demo = Login("demo", "demo123"), admin = Login("admin", "admin123");
  auto qr = Call("/car/v4/api/prevent/declare/generateQRCode.json?content=hello&size=128", demo);
  ASSERT_EQ(Flag(qr), 1);
  EXPECT_EQ(std::string(qr.at("obj").at("qrCode").as_string()).rfind("data:image/png;base64,iVBORw0KGgo", 0), 0u);
  auto png = HttpCall(port_, "GET",
                      "/car/v4/api/prevent/declare/generateQRCode.json?content=hello&format=png&sessionId=" + demo);
  EXPECT_EQ(png.Header("Content-Type"), "image/png");
  EXPECT_EQ(png.body.substr(1, 3), "PNG");
  // Every vehicle of the tenant, then which of them demo may verify.
  auto all = Call("/car/v4/api/assets/list.json?pageNumber=1&pageSize=100", admin).at("obj").at("data").as_array();
  long long mine = 0, foreign = 0;
  for (const auto& a : all) {
    std::string group(a.at("groupName").as_string());
    if (group == "1路车队" || group == "通勤班车" || group == "京华城市客运") foreign = a.at("vehicleId").as_int64();
    if (group == "一车队") mine = a.at("vehicleId").as_int64();
  }
  ASSERT_TRUE(mine && foreign);
  auto ok = Call("/car/v4/api/vehicle/vehicleVerify.json?vehicleId=" + std::to_string(mine), demo);
  ASSERT_EQ(Flag(ok), 1);
  EXPECT_EQ(ok.at("obj").at("verified").as_int64(), 1);
  std::string plate(ok.at("obj").at("plate").as_string());
  EXPECT_EQ(Flag(Call("/car/v4/api/vehicle/vehicleVerify.json?terminalNo=" +
                          std::string(ok.at("obj").at("terminalNo").as_string()),
                      demo)),
            1);
  EXPECT_EQ(Msg(Call("/car/v4/api/vehicle/vehicleVerify.json?vehicleId=" + std::to_string(foreign), demo)),
            "车辆不存在或无权访问");
  EXPECT_EQ(Flag(Call("/car/v4/api/prevent/declare/generateQRCode.json?vehicleId=" + std::to_string(foreign), demo)),
            0);
  auto vqr = Call("/car/v4/api/prevent/declare/generateQRCode.json?vehicleId=" + std::to_string(mine), demo);
  EXPECT_EQ(vqr.at("obj").at("plate").as_string(), plate);
}

// R-CALL-1: pageHelpMessage, getHelpMessage, markRead, dictionary/list.json.
TEST_F(CenterApiTest, HelpMessagesAndDictionary) {
  std::string demo = Login("demo", "demo123");
  auto page = Call("/car/v1/helpCenter/helpMessage/pageHelpMessage?pageKey=/center/download", demo).at("obj");
  ASSERT_GE(page.at("total").as_int64(), 2);
  EXPECT_EQ(page.at("data").at(0).at("title").as_string(), "导出文件保存多久");  // the page's own help first
  long long id = page.at("data").at(0).at("id").as_int64();
  EXPECT_EQ(Call("/car/v1/helpCenter/helpMessage/getHelpMessage?id=" + std::to_string(id), demo)
                .at("obj")
                .at("read")
                .as_int64(),
            0);
  EXPECT_EQ(Call("/car/v1/helpCenter/helpMessage/markRead", demo, R"({"ids":[)" + std::to_string(id) + "]}")
                .at("obj")
                .at("marked")
                .as_int64(),
            1);
  EXPECT_EQ(Call("/car/v1/helpCenter/helpMessage/getHelpMessage?id=" + std::to_string(id), demo)
                .at("obj")
                .at("read")
                .as_int64(),
            1);
  // Read marks are per user.
  EXPECT_EQ(Call("/car/v1/helpCenter/helpMessage/getHelpMessage?id=" + std::to_string(id), Login("admin", "admin123"))
                .at("obj")
                .at("read")
                .as_int64(),
            0);
  auto dict = Call("/car/v4/api/system/dictionary/list.json?dictType=exportStatus", demo).at("obj").as_array();
  ASSERT_EQ(dict.size(), 4u);
  EXPECT_EQ(dict[1].at("label").as_string(), "导出中");
  EXPECT_GT(Call("/car/v4/api/system/dictionary/list.json", demo).at("obj").as_array().size(), 50u);
}

// R-CALL-1: /oauthToken/loginPage, /oauthToken/v4/token, /oauthToken/getConfig, /oauthToken/listResource.
TEST_F(CenterApiTest, EmbeddingClientSignsInWithItsTokenAndSeesItsResources) {
  std::string admin = Login("admin", "admin123");
  auto created = Call("/car/v4/api/oauthToken/createClient.json", admin,
                      R"({"name":"物流调度系统","appKey":"wl-dispatch","userId":)" + std::to_string(UserId("demo")) +
                          R"(,"resourceIds":[40,4002,9008],"hideHeader":1,"homePath":"/car/monitor"})");
  ASSERT_EQ(Flag(created), 1) << WriteJson(created);
  std::string secret(created.at("obj").at("appSecret").as_string());
  EXPECT_EQ(Msg(Call("/car/v4/api/oauthToken/createClient.json", Login("demo", "demo123"), R"({"name":"x"})")),
            "仅管理员可以创建接入应用");
  EXPECT_EQ(Call("/oauthToken/loginPage?appKey=wl-dispatch", "").at("obj").at("title").as_string(), "物流调度系统");
  EXPECT_EQ(Msg(Call("/oauthToken/v4/token", "", R"({"appKey":"wl-dispatch","appSecret":"wrong"})")),
            "应用标识或密钥错误");
  auto token = Call("/oauthToken/v4/token", "", R"({"appKey":"wl-dispatch","appSecret":")" + secret + "\"}");
  ASSERT_EQ(Flag(token), 1);
  std::string session(token.at("obj").at("sessionId").as_string());
  EXPECT_EQ(Call("/car/v1/api/user/getUser.json", session).at("obj").at("username").as_string(), "demo");
  auto config = Call("/oauthToken/getConfig", session).at("obj");
  EXPECT_EQ(config.at("embedded").as_int64(), 1);
  EXPECT_EQ(config.at("homePath").as_string(), "/car/monitor");
  auto tree = WriteJson(Call("/oauthToken/listResource", session).at("obj"));
  EXPECT_NE(tree.find("\"id\":4002"), std::string::npos);
  EXPECT_EQ(tree.find("\"id\":4001"), std::string::npos);  // not granted to the client
  EXPECT_EQ(Call("/oauthToken/getConfig", Login("demo", "demo123")).at("obj").at("embedded").as_int64(), 0);
}

}  // namespace
}  // namespace chelian
