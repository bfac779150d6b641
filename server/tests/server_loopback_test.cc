// Cross-process-style tests: the whole server (ServerApp) on a loopback port with a fresh SQLite
// database, driven over real HTTP the way the product's real clients call it.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <regex>

#include "app/admin_cli.h"
#include "app/config.h"
#include "app/server_app.h"
#include "auth/captcha_image.h"
#include "core/json.h"
#include "gateway_ports.h"
#include "http_client.h"

namespace chelian {
namespace {

using testing::HttpCall;
using testing::RawExchange;

namespace fs = std::filesystem;

class ServerTest : public ::testing::Test {
 protected:
  void Start(std::vector<std::string> extra = {}) {
    dir_ = fs::path(::testing::TempDir()) / ("chelian_server_test_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "web/assets");
    std::ofstream(dir_ / "web/index.html") << "<html>shell</html>";
    std::ofstream(dir_ / "web/assets/app-1.js") << std::string(5000, 'x');
    std::vector<std::string> overrides = testing::GatewaysOff({"http.port=0", "gateway.jt808_auth=require",
                                                               "store.sqlite_path=" + (dir_ / "db.sqlite").string(),
                                                               "web.root=" + (dir_ / "web").string(), "test.hooks=on"});
    overrides.insert(overrides.end(), extra.begin(), extra.end());
    config_ = Config::Load("", overrides).value();
    ASSERT_EQ(RunAdminCommand(config_, {"user-add", "--username", "YA123", "--password",
                                        "+B7I4Uv2HRZomxWqAbEMaw==", "--role", "user", "--group", "客户A"}),
              0);
    auto app = ServerApp::Create(config_);
    ASSERT_TRUE(app.ok()) << app.status().message();
    app_ = std::move(app.value());
    ASSERT_TRUE(app_->Start().ok());
    port_ = app_->http_port();
  }
  void TearDown() override {
    if (app_) app_->Stop();
    fs::remove_all(dir_);
  }

  boost::json::value Json(const std::string& body) {
    bool ok = false;
    auto v = ParseJson(body, &ok);
    EXPECT_TRUE(ok) << body;
    return v;
  }

  // Reads the captcha answer through the test-only hook.
  std::pair<std::string, std::string> Captcha() {
    auto code = Json(HttpCall(port_, "GET", "/oauth/getCode").body);
    std::string uuid(code.at("obj").at("uuid").as_string());
    auto answer = Json(HttpCall(port_, "GET", "/test/captchaAnswer?uuid=" + uuid).body);
    return {uuid, std::string(answer.at("obj").at("code").as_string())};
  }

  // Logs in exactly as the V4 scripts do (api-contract §2.2): multipart, fixed boundary, junk
  // sessionId header and a stale satoken cookie.
  testing::HttpReply ScriptLogin(const std::string& code, const std::string& uuid, const std::string& password) {
    std::string b = "---011000010111000001101001";
    std::string body;
    for (auto [k, v] : std::vector<std::pair<std::string, std::string>>{{"username", "YA123"},
                                                                        {"scope", "carWeb4"},
                                                                        {"tenantId", "1"},
                                                                        {"password", password},
                                                                        {"code", code},
                                                                        {"uuid", uuid}})
      body += "--" + b + "\r\nContent-Disposition: form-data; name=\"" + k + "\"\r\n\r\n" + v + "\r\n";
    body += "--" + b + "--\r\n";
    return HttpCall(port_, "POST", "/oauth/v4/token",
                    {{"Content-Type", "multipart/form-data; boundary=" + b},
                     {"sessionId", "13243"},
                     {"Cookie", "satoken=5e43775c-bfe6-455d-b257-a063d95ac8e9"}},
                    body);
  }

  static bool LiteralParserSafe(const std::string& body) {
    return body.find("true") == std::string::npos && body.find("false") == std::string::npos &&
           body.find("null") == std::string::npos;
  }

  fs::path dir_;
  Config config_;
  std::unique_ptr<ServerApp> app_;
  int port_ = 0;
};

TEST_F(ServerTest, CaptchaIsADataUriWithA22CharacterPrefix) {
  Start();
  auto r = HttpCall(port_, "GET", "/oauth/getCode", {{"User-Agent", "python-requests/2.31"}});
  ASSERT_EQ(r.status, 200);
  EXPECT_TRUE(LiteralParserSafe(r.body));
  auto obj = Json(r.body).at("obj");
  std::string code(obj.at("code").as_string());
  EXPECT_EQ(code.substr(0, 22), "data:image/png;base64,");
  EXPECT_EQ(code.substr(22, 8), "iVBORw0K");  // base64 of the PNG signature
  EXPECT_EQ(obj.at("uuid").as_string().size(), 36u);
}

TEST_F(ServerTest, ScriptStyleLoginThenCallsWithAnyHeaderCase) {
  Start();
  auto [uuid, code] = Captcha();
  auto wrong = ScriptLogin("WRONG", uuid, "+B7I4Uv2HRZomxWqAbEMaw==");
  EXPECT_EQ(Json(wrong.body).at("msg").as_string(), "验证码错误或已过期");
  auto [uuid2, code2] = Captcha();
  auto r = ScriptLogin(code2, uuid2, "+B7I4Uv2HRZomxWqAbEMaw==");
  ASSERT_TRUE(LiteralParserSafe(r.body)) << r.body;
  auto reply = Json(r.body);
  ASSERT_EQ(reply.at("flag").as_int64(), 1) << r.body;
  std::string token(reply.at("obj").at("sessionId").as_string());
  EXPECT_NE(r.Header("Set-Cookie").find("satoken=" + token), std::string::npos);
  for (const char* header : {"sessionId", "sessionid", "Sessionid"}) {
    auto u = Json(HttpCall(port_, "GET", "/car/v1/api/user/getUser.json", {{header, token}}).body);
    EXPECT_EQ(u.at("obj").at("username").as_string(), "YA123") << header;
    EXPECT_EQ(u.at("obj").at("groupName").as_string(), "客户A");
  }
  auto res = Json(
      HttpCall(port_, "GET", "/car/v1/api/resource/newList.json?version=v4&from=carWeb4", {{"sessionId", token}}).body);
  EXPECT_EQ(res.at("obj").at(0).at("id").as_int64(), 0);
  // Logout ends the session: the next call answers 4010.
  HttpCall(port_, "GET", "/oauth/logout", {{"sessionId", token}});
  auto after = Json(HttpCall(port_, "GET", "/car/v1/api/user/getUser.json", {{"sessionId", token}}).body);
  EXPECT_EQ(after.at("flag").as_int64(), 4010);
  EXPECT_EQ(after.at("msg").as_string(), "登陆超时!");
}

TEST_F(ServerTest, PasswordChangeOverJson) {
  Start({"auth.captcha=off"});
  auto login = [&](const std::string& pw) {
    return Json(HttpCall(port_, "POST", "/oauth/v4/token", {{"Content-Type", "application/x-www-form-urlencoded"}},
                         "username=YA123&password=" + pw)
                    .body);
  };
  auto first = login("%2BB7I4Uv2HRZomxWqAbEMaw%3D%3D");
  ASSERT_EQ(first.at("flag").as_int64(), 1);
  std::string token(first.at("obj").at("sessionId").as_string());
  auto changed = Json(HttpCall(port_, "POST", "/car/v1/api/user/updateUserPassword.json",
                               {{"Content-Type", "application/json"}, {"sessionId", token}},
                               R"({"oldPassword":"+B7I4Uv2HRZomxWqAbEMaw==","newPassword":"n3w-pass"})")
                          .body);
  EXPECT_EQ(changed.at("flag").as_int64(), 1);
  EXPECT_EQ(login("n3w-pass").at("flag").as_int64(), 1);
  auto bad_json = Json(HttpCall(port_, "POST", "/car/v1/api/user/updateUserPassword.json",
                                {{"Content-Type", "application/json"}, {"sessionId", token}}, "{oops")
                           .body);
  EXPECT_EQ(bad_json.at("flag").as_int64(), 0);
  EXPECT_NE(std::string(bad_json.at("msg").as_string()).find("请求参数格式错误"), std::string::npos);
}

TEST_F(ServerTest, LastLoginTimeIsThePreviousSignIn) {
  Start({"auth.captcha=off"});
  auto login = [&] {
    auto r = Json(HttpCall(port_, "POST", "/oauth/v4/token", {{"Content-Type", "application/x-www-form-urlencoded"}},
                           "username=YA123&password=%2BB7I4Uv2HRZomxWqAbEMaw%3D%3D")
                      .body);
    return std::string(r.at("obj").at("sessionId").as_string());
  };
  auto user = [&](const std::string& token) {
    return Json(HttpCall(port_, "GET", "/car/v1/api/user/getUser.json", {{"sessionId", token}}).body).at("obj");
  };
  EXPECT_EQ(user(login()).at("lastLoginTime").as_string(), "");  // first sign-in ever
  std::string second = std::string(user(login()).at("lastLoginTime").as_string());
  EXPECT_TRUE(std::regex_match(second, std::regex(R"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)"))) << second;
}

TEST_F(ServerTest, ConsoleIsServedWithHistoryFallbackAndApiMissesAre404Envelopes) {
  Start();
  EXPECT_EQ(HttpCall(port_, "GET", "/").body, "<html>shell</html>");
  auto page = HttpCall(port_, "GET", "/center/notice");
  EXPECT_EQ(page.body, "<html>shell</html>");
  EXPECT_EQ(page.Header("Cache-Control"), "no-cache");
  auto asset = HttpCall(port_, "GET", "/assets/app-1.js", {{"Accept-Encoding", "gzip, deflate"}});
  EXPECT_EQ(asset.Header("Content-Encoding"), "gzip");
  EXPECT_NE(asset.Header("Cache-Control").find("immutable"), std::string::npos);
  for (const char* path : {"/car/v1/api/nothing.json", "/oauth/nothing", "/missing.json"}) {
    auto r = HttpCall(port_, "GET", path);
    EXPECT_EQ(r.status, 404) << path;
    EXPECT_EQ(Json(r.body).at("flag").as_int64(), 404) << path;
  }
  EXPECT_EQ(Json(HttpCall(port_, "GET", "/car/v1/api/user/getUser.json").body).at("flag").as_int64(), 4010);
}

TEST_F(ServerTest, KeepAliveServesSeveralRequestsOnOneConnection) {
  Start();
  std::string two =
      "GET /oauth/loginPage HTTP/1.1\r\nHost: a\r\n\r\nGET /oauth/customerInfo?url=a HTTP/1.1\r\nHost: "
      "a\r\nConnection: close\r\n\r\n";
  std::string out = RawExchange(port_, two);
  EXPECT_EQ(std::count(out.begin(), out.end(), '{') >= 2, true);
  size_t first = out.find("HTTP/1.1 200"), second = out.find("HTTP/1.1 200", first + 1);
  EXPECT_NE(first, std::string::npos);
  EXPECT_NE(second, std::string::npos);
}

TEST_F(ServerTest, OversizedBodiesAndGarbageGetClearErrors) {
  Start({"http.body_limit_bytes=1000"});
  auto big = HttpCall(port_, "POST", "/oauth/v4/token", {{"Content-Type", "application/x-www-form-urlencoded"}},
                      std::string(5000, 'a'));
  EXPECT_EQ(big.status, 413);
  EXPECT_EQ(Json(big.body).at("msg").as_string(), "请求内容过大");
  std::string garbage = RawExchange(port_, "\x01\x02 nonsense\r\n\r\n");
  EXPECT_NE(garbage.find("400"), std::string::npos);
  // The server is still fine afterwards.
  EXPECT_EQ(HttpCall(port_, "GET", "/oauth/loginPage").status, 200);
}

TEST_F(ServerTest, TestHookIsRefusedOutsideTestMode) {
  Start({"test.hooks=off"});
  auto code = Json(HttpCall(port_, "GET", "/oauth/getCode").body);
  std::string uuid(code.at("obj").at("uuid").as_string());
  auto r = HttpCall(port_, "GET", "/test/captchaAnswer?uuid=" + uuid);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(Json(r.body).at("msg").as_string(), "测试接口未开启");
}

TEST_F(ServerTest, LegacyLoginScreenForConfiguredHosts) {
  Start({"site.legacy_login_hosts=old.example.com"});
  auto legacy = Json(HttpCall(port_, "GET", "/oauth/loginPage?url=old.example.com:8080").body);
  EXPECT_EQ(legacy.at("obj").at("loginStyle").as_string(), "legacy");
  auto fresh = Json(HttpCall(port_, "GET", "/oauth/loginPage?url=http://new.example.com/login").body);
  EXPECT_EQ(fresh.at("obj").at("loginStyle").as_string(), "new");
}

TEST_F(ServerTest, DisabledCustomerHostAnswers5001) {
  Start();
  {
    auto db = OpenConfiguredDatabase(config_);
    auto c = (*db)->Acquire();
    ASSERT_TRUE(
        c->Exec("INSERT INTO customer_configs (host, title, enabled) VALUES ('off.example.com', '停用', 0)").ok());
  }
  auto r = Json(HttpCall(port_, "GET", "/oauth/customerInfo?url=off.example.com").body);
  EXPECT_EQ(r.at("flag").as_int64(), 5001);
  auto ok = Json(HttpCall(port_, "GET", "/oauth/customerInfo?url=127.0.0.1:8080").body);
  EXPECT_EQ(ok.at("flag").as_int64(), 1);
  EXPECT_EQ(ok.at("obj").at("title").as_string(), "车联智能监控平台");
}

}  // namespace
}  // namespace chelian
