// Loopback tests of the assistant's API: its configuration, FAQ answers, and quick actions that
// only ever find vehicles inside the asking user's group subtree (R-ASSIST-1, R-APP-5, R-QA-1..3).
#include <gtest/gtest.h>

#include "core/json.h"
#include "http_client.h"
#include "seeded_server.h"
#include "sim/demo_fleet.h"

namespace chelian {
namespace {

namespace json = boost::json;

class AssistantApiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    // 12 vehicles: fleet = i % 6, so the demo user (顺达物流: fleets 0–2) sees i = 0,1,2,6,7,8.
    ASSERT_TRUE(server_.Start("assistant_test", 12, {"gateway.jt808_port=0", "gateway.host=127.0.0.1"}).ok());
    port_ = server_.app->http_port();
    demo_ = Login("demo", "demo123");
    admin_ = Login("admin", "admin123");
  }
  std::string Login(const std::string& user, const std::string& password) {
    return testing::SignIn(port_, user, password);
  }
  json::value Chat(const std::string& token, const std::string& body) {
    auto r = testing::HttpCall(port_, "POST", "/car/v4/api/assistant/chat.json",
                               {{"sessionId", token}, {"Content-Type", "application/json"}}, body);
    EXPECT_EQ(r.body.find("true"), std::string::npos);
    EXPECT_EQ(r.body.find("null"), std::string::npos);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << r.body;
    return v;
  }
  static std::string Str(const json::value& v) { return std::string(v.as_string()); }

  testing::SeededServer server_;
  int port_ = 0;
  std::string demo_, admin_;
};

TEST_F(AssistantApiTest, R_ASSIST_1_ConfigNamesTheBotAndOffersTheFaq) {
  auto r = testing::HttpCall(port_, "GET", "/car/v4/api/assistant/config.json", {{"sessionId", demo_}});
  bool ok = false;
  json::value v = ParseJson(r.body, &ok);
  ASSERT_TRUE(ok) << r.body;
  ASSERT_EQ(v.at("flag").as_int64(), 1);
  const auto& obj = v.at("obj");
  EXPECT_EQ(Str(obj.at("botName")), "车联小助手");
  EXPECT_EQ(Str(obj.at("appType")), "carWeb4");
  EXPECT_GT(obj.at("userId").as_int64(), 0);
  for (const char* key : {"baseUrl", "productName", "robotHeaderUrl", "staticUrl", "chatStyle"})
    EXPECT_TRUE(obj.as_object().contains(key)) << key;
  EXPECT_EQ(obj.at("faq").as_array().size(), 16u);
  // Without a session: the usual 4010.
  auto anon = testing::HttpCall(port_, "GET", "/car/v4/api/assistant/config.json");
  EXPECT_NE(anon.body.find("4010"), std::string::npos);
}

TEST_F(AssistantApiTest, R_QA_1_QuickActionsFindOnlyVehiclesOfTheUsersSubtree) {
  std::string mine = sim::DemoVehicleAt(0).plate;    // 一车队, the demo user's
  std::string theirs = sim::DemoVehicleAt(3).plate;  // 1路车队, not the demo user's
  json::value r = Chat(demo_, R"({"message":")" + mine + R"( 轨迹"})");
  ASSERT_EQ(r.at("flag").as_int64(), 1);
  EXPECT_EQ(Str(r.at("obj").at("kind")), "action");
  EXPECT_EQ(Str(r.at("obj").at("action")), "track");
  ASSERT_EQ(r.at("obj").at("vehicles").as_array().size(), 1u);
  EXPECT_EQ(Str(r.at("obj").at("vehicles").at(0).at("plate")), mine);

  json::value hidden = Chat(demo_, R"({"message":")" + theirs + R"( 在哪"})");
  EXPECT_EQ(Str(hidden.at("obj").at("kind")), "notFound");
  EXPECT_TRUE(hidden.at("obj").at("vehicles").as_array().empty());

  json::value admin = Chat(admin_, R"({"message":")" + theirs + R"( 在哪"})");
  EXPECT_EQ(Str(admin.at("obj").at("kind")), "action");
  EXPECT_EQ(Str(admin.at("obj").at("action")), "location");

  json::value by_number = Chat(demo_, R"({"message":")" + sim::DemoVehicleAt(1).terminal_no + R"( 报警"})");
  EXPECT_EQ(Str(by_number.at("obj").at("action")), "alarmDetail");
  EXPECT_EQ(Str(by_number.at("obj").at("vehicles").at(0).at("plate")), sim::DemoVehicleAt(1).plate);
}

TEST_F(AssistantApiTest, R_APP_5_FaqAnswersNameThisPlatformsPorts) {
  json::value r = Chat(demo_, R"({"message":"设备接入的域名和端口是多少？"})");
  EXPECT_EQ(Str(r.at("obj").at("kind")), "faq");
  EXPECT_EQ(r.at("obj").at("faqId").as_int64(), 14);
  std::string text = Str(r.at("obj").at("text"));
  EXPECT_NE(text.find("http://127.0.0.1:" + std::to_string(port_)), std::string::npos) << text;
  EXPECT_NE(text.find(std::to_string(server_.app->gateway_port("jt808"))), std::string::npos) << text;
  EXPECT_EQ(text.find("GT06（"), std::string::npos) << text;  // GT06 is off in this server
  json::value clicked = Chat(demo_, R"({"faqId":8})");
  EXPECT_EQ(clicked.at("obj").at("faqId").as_int64(), 8);
}

TEST_F(AssistantApiTest, BadInputGetsAChineseMessage) {
  json::value empty = Chat(demo_, R"({"message":"   "})");
  EXPECT_EQ(empty.at("flag").as_int64(), 0);
  EXPECT_EQ(Str(empty.at("msg")), "请输入您的问题");
  json::value long_text = Chat(demo_, R"({"message":")" + std::string(600, 'a') + R"("})");
  EXPECT_EQ(long_text.at("flag").as_int64(), 0);
  auto broken = testing::HttpCall(port_, "POST", "/car/v4/api/assistant/chat.json",
                                  {{"sessionId", demo_}, {"Content-Type", "application/json"}}, "{not json");
  EXPECT_NE(broken.body.find("\"flag\""), std::string::npos);
  EXPECT_EQ(broken.body.find("\"flag\":1"), std::string::npos);
}

}  // namespace
}  // namespace chelian
