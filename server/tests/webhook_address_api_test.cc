// Loopback tests of the webhook address rule in the whole server (hardening issue #19): without
// notify.webhook_allow_private, 推送设置 refuses a webhook URL whose host is this machine or a
// private, link-local, CGNAT … address literal (or localhost), and so does 测试推送 for one saved
// before the rule existed. Host names are checked at send time (notify_test.cc).
#include <gtest/gtest.h>

#include "core/json.h"
#include "http_client.h"
#include "seeded_server.h"
#include "store/db.h"

namespace chelian {
namespace {

namespace json = boost::json;

constexpr char kRefused[] = "Webhook 地址不能指向内网或本机地址";

class WebhookAddressApiTest : public ::testing::Test {
 protected:
  void Start(const std::vector<std::string>& settings = {}) {
    ASSERT_TRUE(server_.Start("webhook_address_test", 2, settings).ok());
    port_ = server_.app->http_port();
    demo_ = testing::SignIn(port_, "demo", "demo123");
    ASSERT_FALSE(demo_.empty());
  }
  json::value PostJson(const std::string& target, const std::string& body) {
    auto r =
        testing::HttpCall(port_, "POST", target, {{"sessionId", demo_}, {"Content-Type", "application/json"}}, body);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << r.body;
    return v;
  }
  json::value SaveWebhook(const std::string& url) {
    return PostJson("/car/v4/api/alarm/push/configAlarmPush.json",
                    R"({"targets":{"emails":"","phones":"","webhookUrl":")" + url + R"(","webhookSecret":""}})");
  }
  static long long Flag(const json::value& v) { return v.at("flag").as_int64(); }
  static std::string Msg(const json::value& v) { return std::string(v.at("msg").as_string()); }

  testing::SeededServer server_;
  int port_ = 0;
  std::string demo_;
};

TEST_F(WebhookAddressApiTest, SavingAPrivateOrLoopbackAddressIsRefused) {
  Start();
  for (const std::string url :
       {"http://127.0.0.1:8080/hook", "http://localhost/hook", "http://LOCALHOST.:9/x", "http://api.localhost/x",
        "http://[::1]:80/x", "http://10.1.2.3/x", "http://192.168.1.10/x", "https://172.20.0.1/x",
        "http://169.254.169.254/latest/meta-data/", "http://100.64.0.1/x", "http://0.0.0.0:22/", "http://2130706433/",
        "http://0x7f.1/", "http://[::ffff:127.0.0.1]/x", "http://[fd00::1]/x", "http://[fe80::1]/x",
        "http://user:pw@127.0.0.1/x"}) {
    json::value r = SaveWebhook(url);
    EXPECT_EQ(Flag(r), 0) << url;
    EXPECT_EQ(Msg(r), kRefused) << url;
  }
  // Public addresses and names are accepted (a name is checked when the webhook is sent).
  for (const std::string url : {"https://hooks.example.com/a", "http://8.8.8.8/x", "https://[2001:4860::8888]/x"}) {
    json::value r = SaveWebhook(url);
    EXPECT_EQ(Flag(r), 1) << url << " " << WriteJson(r);
  }
}

TEST_F(WebhookAddressApiTest, TheTestButtonRefusesAPrivateAddressSavedBeforeTheRule) {
  Start();
  ASSERT_EQ(Flag(SaveWebhook("https://hooks.example.com/a")), 1);
  {
    auto db = OpenConfiguredDatabase(server_.config).value();
    ASSERT_TRUE(db->Acquire()->Exec("UPDATE alarm_push_targets SET webhook_url = 'http://127.0.0.1:9/x'").ok());
  }
  json::value r = PostJson("/car/v4/api/alarm/push/testAlarmPush.json", R"({"webhook":1})");
  EXPECT_EQ(Flag(r), 0);
  EXPECT_EQ(Msg(r), kRefused);
}

TEST_F(WebhookAddressApiTest, TheOperatorSettingAllowsPrivateAddresses) {
  Start({"notify.webhook_allow_private=on"});
  EXPECT_EQ(Flag(SaveWebhook("http://127.0.0.1:8080/hook")), 1);
  EXPECT_EQ(Flag(SaveWebhook("http://10.1.2.3/x")), 1);
  EXPECT_EQ(Flag(PostJson("/car/v4/api/alarm/push/testAlarmPush.json", R"({"webhook":1})")), 1);
}

}  // namespace
}  // namespace chelian
