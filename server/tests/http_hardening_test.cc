// The HTTP side of the hardening issue (#19), tried from outside as an attacker would: the file
// server's path forms, stored session tokens, cross-site requests, headers and odd bytes.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "app/server_app.h"
#include "core/json.h"
#include "http_client.h"
#include "seeded_server.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;
using testing::HttpCall;
using testing::RawExchange;

class HttpHardeningTest : public ::testing::Test {
 protected:
  void Start(std::vector<std::string> settings = {}) {
    web_ = fs::path(::testing::TempDir()) / ("chelian_hardening_web_" + std::to_string(::getpid()));
    fs::remove_all(web_);
    fs::create_directories(web_ / "assets");
    std::ofstream(web_ / "index.html") << "<html>shell</html>";
    std::ofstream(web_ / "assets/app-1.js") << "app()";
    settings.push_back("web.root=" + web_.string());
    Status s = server_.Start("hardening", 3, settings);
    ASSERT_TRUE(s.ok()) << s.message();
    port_ = server_.app->http_port();
  }
  void TearDown() override { fs::remove_all(web_); }

  static boost::json::value Json(const std::string& body) {
    bool ok = false;
    auto v = ParseJson(body, &ok);
    EXPECT_TRUE(ok) << body;
    return v;
  }

  testing::SeededServer server_;
  fs::path web_;
  int port_ = 0;
};

std::string Get(int port, const std::string& target) {
  return RawExchange(port, "GET " + target + " HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n");
}

TEST_F(HttpHardeningTest, TheFileServerNeverLeavesTheWebRoot) {
  Start();
  std::string db = (server_.dir / "db.sqlite").string();
  for (std::string target :
       std::vector<std::string>{"//etc/passwd", "/%2Fetc%2Fpasswd", "/%2fetc/passwd", "///etc//passwd",
                                "/..%2F..%2F..%2Fetc%2Fpasswd", "/assets/%2E%2E/%2E%2E/etc/passwd"}) {
    std::string reply = Get(port_, target);
    EXPECT_EQ(reply.find("root:"), std::string::npos) << target;
  }
  std::string cmdline = Get(port_, "//proc/self/cmdline");
  EXPECT_EQ(cmdline.find("server_tests"), std::string::npos);
  for (std::string target : std::vector<std::string>{"/" + db, "/" + db + "-wal", "/" + db + "-shm"}) {
    std::string reply = Get(port_, target);
    EXPECT_EQ(reply.find("SQLite format 3"), std::string::npos) << target;
  }
  // The console itself is still served.
  EXPECT_NE(Get(port_, "/assets/app-1.js").find("app()"), std::string::npos);
  EXPECT_NE(Get(port_, "/monitor").find("<html>shell</html>"), std::string::npos);
}

TEST_F(HttpHardeningTest, RepliesCarryTheSecurityHeaders) {
  Start();
  for (const char* target : {"/monitor", "/assets/app-1.js", "/oauth/loginPage", "/nothing.json"}) {
    auto r = HttpCall(port_, "GET", target);
    EXPECT_EQ(r.Header("X-Content-Type-Options"), "nosniff") << target;
    EXPECT_EQ(r.Header("X-Frame-Options"), "SAMEORIGIN") << target;
    EXPECT_EQ(r.Header("Content-Security-Policy"), "frame-ancestors 'self'") << target;
    EXPECT_EQ(r.Header("Referrer-Policy"), "strict-origin-when-cross-origin") << target;
  }
}

TEST_F(HttpHardeningTest, EmbeddingOriginsMayFrameTheConsole) {
  Start({"http.frame_ancestors=https://portal.example.com"});
  auto r = HttpCall(port_, "GET", "/checkLogin");
  EXPECT_EQ(r.Header("Content-Security-Policy"), "frame-ancestors 'self' https://portal.example.com");
  EXPECT_EQ(r.Header("X-Frame-Options"), "");  // it cannot name another origin: CSP alone decides
}

TEST_F(HttpHardeningTest, TheSessionCookieIsStrictHttpOnlyAndSecureBehindTls) {
  Start();
  std::string form = "username=admin&password=admin123";
  std::vector<std::pair<std::string, std::string>> headers = {{"Content-Type", "application/x-www-form-urlencoded"}};
  auto plain = HttpCall(port_, "POST", "/oauth/v4/token", headers, form);
  std::string cookie = plain.Header("Set-Cookie");
  EXPECT_NE(cookie.find("HttpOnly"), std::string::npos) << cookie;
  EXPECT_NE(cookie.find("SameSite=Strict"), std::string::npos) << cookie;
  EXPECT_EQ(cookie.find("Secure"), std::string::npos) << cookie;
  headers.push_back({"X-Forwarded-Proto", "https"});
  auto tls = HttpCall(port_, "POST", "/oauth/v4/token", headers, form);
  EXPECT_NE(tls.Header("Set-Cookie").find("; Secure"), std::string::npos) << tls.Header("Set-Cookie");
}

// A page on another site opened in a signed-in browser: the browser sends the cookie along, and
// says where the request comes from.
TEST_F(HttpHardeningTest, ACookieOnlyRequestFromAnotherSiteIsRefused) {
  Start();
  std::string token = testing::SignIn(port_, "admin", "admin123");
  ASSERT_FALSE(token.empty());
  std::string host = "127.0.0.1:" + std::to_string(port_);
  auto flag = [&](std::vector<std::pair<std::string, std::string>> headers) {
    headers.push_back({"Cookie", "satoken=" + token});
    return Json(HttpCall(port_, "POST", "/car/v1/api/user/getUser.json", headers).body).at("flag").as_int64();
  };
  EXPECT_EQ(flag({{"Origin", "https://evil.example"}}), 4010);
  EXPECT_EQ(flag({{"Sec-Fetch-Site", "cross-site"}}), 4010);
  EXPECT_EQ(flag({{"Sec-Fetch-Site", "same-site"}}), 4010);
  EXPECT_EQ(flag({{"Origin", "null"}}), 4010);
  EXPECT_EQ(flag({{"Origin", "http://" + host}}), 1);  // the console itself
  EXPECT_EQ(flag({{"Sec-Fetch-Site", "same-origin"}}), 1);
  EXPECT_EQ(flag({}), 1);  // a script: no browser, no cross-site request
  // The scripts' way: an Origin of the product's site, a stale cookie, the token in the header.
  EXPECT_EQ(Json(HttpCall(port_, "GET", "/car/v1/api/user/getUser.json",
                          {{"Origin", "https://other.example"},
                           {"Cookie", "satoken=5e43775c-bfe6-455d-b257-a063d95ac8e9"},
                           {"sessionid", token}})
                     .body)
                .at("flag")
                .as_int64(),
            1);
  // A cross-site sign-out through the cookie does not end the session.
  HttpCall(port_, "GET", "/oauth/logout", {{"Cookie", "satoken=" + token}, {"Sec-Fetch-Site", "cross-site"}});
  EXPECT_EQ(flag({}), 1);
}

TEST_F(HttpHardeningTest, A404NeverEchoesRawBytes) {
  Start();
  std::string reply = Get(port_, "/car/v1/api/%FF%FE%C0%AF.json");
  ASSERT_NE(reply.find("404"), std::string::npos);
  std::string body = reply.substr(reply.find("\r\n\r\n") + 4);
  bool ok = false;
  auto v = ParseJson(body, &ok);
  ASSERT_TRUE(ok) << body;
  EXPECT_EQ(v.at("flag").as_int64(), 404);
  EXPECT_EQ(body.find("\xFF"), std::string::npos);
  std::string longer = Get(port_, "/car/v1/api/" + std::string(5000, 'x') + ".json");
  EXPECT_LT(longer.size(), 1500u);  // the echo is shortened
}

}  // namespace
}  // namespace chelian
