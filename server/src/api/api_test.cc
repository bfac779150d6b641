// Tests for the envelope, parameter parsing, token lookup, routing with session checks and the
// resource tree.
#include <gtest/gtest.h>

#include "api/api_call.h"
#include "api/api_router.h"
#include "api/envelope.h"
#include "api/live/live_socket.h"
#include "api/resource/resource_routes.h"
#include "api/rights.h"
#include "auth/password.h"
#include "core/json.h"
#include "store/test_db.h"

namespace chelian::api {
namespace {

net::HttpRequest Req(std::string method, std::string path, std::string query = "") {
  net::HttpRequest r;
  r.method = std::move(method);
  r.path = std::move(path);
  r.query = std::move(query);
  return r;
}

TEST(Envelope, ShapesAndNoJsonLiterals) {
  boost::json::object obj{{"ok", true}, {"none", nullptr}, {"lat", 23.0}};
  auto res = Ok(obj);
  EXPECT_EQ(res.body, R"({"flag":1,"msg":"成功","obj":{"ok":1,"lat":23.0}})");
  EXPECT_EQ(Fail(kFlagFail, "错误").body, R"({"flag":0,"msg":"错误"})");
  EXPECT_EQ(SessionExpired().body, R"({"flag":4010,"msg":"登陆超时!"})");
  EXPECT_EQ(FromStatus(Internal("db exploded")).body, R"({"flag":0,"msg":"服务器内部错误，请稍后再试"})");
  EXPECT_EQ(FromStatus(InvalidArgument("参数错误")).body, R"({"flag":0,"msg":"参数错误"})");
}

TEST(ApiCall, MergesQueryFormMultipartAndJson) {
  auto r = Req("GET", "/x", "a=1&b=%E8%BD%A6");
  r.headers = {{"Content-Type", "application/x-www-form-urlencoded"}};
  r.body = "c=3";
  auto call = ApiCall::Parse(r);
  ASSERT_TRUE(call.ok());
  EXPECT_EQ(call->Param("b"), "车");
  EXPECT_EQ(call->IntParam("c"), 3);
  EXPECT_FALSE(call->Param("d").has_value());

  // GET with a multipart body, as the real scripts send alarmDetail (api-contract §2.7).
  auto g = Req("GET", "/x");
  g.headers = {{"content-type", "multipart/form-data; boundary=zz"}};
  g.body = "--zz\r\nContent-Disposition: form-data; name=\"vehicleId\"\r\n\r\n37706639\r\n--zz--\r\n";
  EXPECT_EQ(ApiCall::Parse(g)->IntParam("vehicleId"), 37706639);

  auto j = Req("POST", "/x");
  j.headers = {{"Content-Type", "application/json"}};
  j.body = R"({"oldPassword":"a","n":5,"f":1.5})";
  auto jc = ApiCall::Parse(j);
  ASSERT_TRUE(jc.ok());
  EXPECT_EQ(jc->Param("oldPassword"), "a");
  EXPECT_EQ(jc->IntParam("n"), 5);
  EXPECT_EQ(jc->JsonText("f"), "1.5");

  j.body = "{broken";
  EXPECT_EQ(ApiCall::Parse(j).status().code(), StatusCode::kInvalidArgument);
}

TEST(ApiRouter, TokenFromHeaderAnyCaseCookieAndQuery) {
  auto r = Req("GET", "/x", "sessionId=q-token");
  r.headers = {{"SESSIONID", "h-token"}, {"Cookie", "a=b; satoken=c-token"}};
  EXPECT_EQ(ApiRouter::TokenCandidates(r, {}), (std::vector<std::string>{"h-token", "c-token", "q-token"}));
  auto n = Req("GET", "/x");
  n.headers = {{"Sessionid", "null"}};
  EXPECT_TRUE(ApiRouter::TokenCandidates(n, {}).empty());
}

// Issue #19: a page on another site must not act with the cookie the browser sends along.
TEST(ApiRouter, TheCookieCountsOnlyForRequestsFromThisSite) {
  auto r = Req("POST", "/x");
  r.headers = {{"Host", "console.example.com"}, {"Cookie", "satoken=c-token"}, {"Origin", "https://evil.example"}};
  EXPECT_TRUE(ApiRouter::TokenCandidates(r, {}).empty());
  EXPECT_EQ(ApiRouter::TokenCandidates(r, {"https://evil.example"}), std::vector<std::string>{"c-token"});
  r.headers = {{"Host", "console.example.com"}, {"Cookie", "satoken=c-token"}, {"Sec-Fetch-Site", "cross-site"}};
  EXPECT_TRUE(ApiRouter::TokenCandidates(r, {}).empty());
  r.headers.push_back({"sessionId", "h-token"});  // a header no other site can set: it counts
  EXPECT_EQ(ApiRouter::TokenCandidates(r, {}), std::vector<std::string>{"h-token"});
  r.headers = {
      {"Host", "console.example.com"}, {"Cookie", "satoken=c-token"}, {"Origin", "https://console.example.com"}};
  EXPECT_EQ(ApiRouter::TokenCandidates(r, {}), std::vector<std::string>{"c-token"});
}

// A live socket that never authenticates is closed at its deadline.
TEST(PendingLiveSockets, ClosesThoseThatDoNotAuthenticateInTime) {
  struct Link : net::WsLink {
    std::vector<std::string> sent;
    bool closed = false;
    void Send(std::string text) override { sent.push_back(std::move(text)); }
    void Close() override { closed = true; }
    size_t QueuedBytes() const override { return 0; }
  };
  long long now = 0;
  PendingLiveSockets pending([&] { return now; }, 10'000);
  auto slow = std::make_shared<Link>();
  auto quick = std::make_shared<Link>();
  pending.Add(slow);
  pending.Add(quick);
  pending.Remove(quick.get());  // it authenticated
  now = 9'999;
  EXPECT_EQ(pending.CloseExpired(), 0u);
  now = 10'000;
  EXPECT_EQ(pending.CloseExpired(), 1u);
  EXPECT_TRUE(slow->closed);
  EXPECT_EQ(slow->sent, std::vector<std::string>{R"({"type":"error","code":4010,"msg":"登陆超时!"})"});
  EXPECT_FALSE(quick->closed);
  EXPECT_EQ(pending.size(), 0u);
}

class RouterTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auth::InitCrypto();
    db_ = store::OpenTestDatabase("router");
    auto c = db_->Acquire();
    c->Exec("INSERT INTO groups (id, parent_id, name, path, created_at) VALUES (1, NULL, 'g', '/1/', 0)");
    c->Exec(
        "INSERT INTO users (id, username, password_hash, group_id, role_id, created_at) VALUES (1, 'u', 'x', 1, 2, 0)");
    // An administrator, and a role holding no button permission at all (role 2, 普通用户, holds
    // 指令下发 but not 断油电).
    c->Exec(
        "INSERT INTO users (id, username, password_hash, group_id, role_id, created_at) VALUES (2, 'boss', 'x', 1, 1, "
        "0)");
    c->Exec(
        "INSERT INTO roles (id, name, description, group_id, is_admin, created_at) VALUES (3, '访客', '', 1, 0, 0)");
    c->Exec(
        "INSERT INTO users (id, username, password_hash, group_id, role_id, created_at) VALUES (3, 'guest', 'x', 1, 3, "
        "0)");
    sessions_ = std::make_unique<auth::SessionManager>(
        *db_, [] { return 1000LL; }, 60000, 86400000);
    token_ = TokenOf(*c, "u");
    admin_token_ = TokenOf(*c, "boss");
    guest_token_ = TokenOf(*c, "guest");
    router_ = std::make_unique<ApiRouter>(*sessions_, *db_);
    router_->Add("/p", Access::kPublic, [](ApiCall&) { return Ok("public"); });
    router_->Add("/s", Access::kSession, [](ApiCall& c) { return Ok(boost::json::value(c.session().username)); });
  }
  std::string TokenOf(store::Connection& c, const std::string& username) {
    return sessions_->Create(store::FindUserByUsername(c, username).value(), "", "").value();
  }
  std::string Body(const std::string& path, const std::string& token) {
    auto r = Req("POST", path);
    r.headers = {{"sessionId", token}};
    return router_->Dispatch(r)->body;
  }
  store::TestDb db_;
  std::unique_ptr<auth::SessionManager> sessions_;
  std::unique_ptr<ApiRouter> router_;
  std::string token_, admin_token_, guest_token_;
};

TEST_F(RouterTest, ProtectedRoutesNeedASession) {
  EXPECT_FALSE(router_->Dispatch(Req("GET", "/unknown")).has_value());
  EXPECT_EQ(router_->Dispatch(Req("GET", "/p"))->body, R"({"flag":1,"msg":"成功","obj":"public"})");
  EXPECT_EQ(router_->Dispatch(Req("GET", "/s"))->body, R"({"flag":4010,"msg":"登陆超时!"})");
  auto with = Req("POST", "/s");
  with.headers = {{"sessionid", "stale-junk"}, {"Cookie", "satoken=" + token_}};  // a stale header, a good cookie
  EXPECT_EQ(router_->Dispatch(with)->body, R"({"flag":1,"msg":"成功","obj":"u"})");
  EXPECT_EQ(router_->Dispatch(Req("GET", "/s", "sessionId=" + token_))->body, R"({"flag":1,"msg":"成功","obj":"u"})");
  EXPECT_EQ(router_->Dispatch(Req("DELETE", "/p"))->status, 405);
}

// Issue #19: the body of a call without a session is not parsed (4010, not a parse error).
TEST_F(RouterTest, TheSessionIsCheckedBeforeTheBodyIsParsed) {
  auto stranger = Req("POST", "/s");
  stranger.headers = {{"Content-Type", "application/json"}};
  stranger.body = "{broken";
  EXPECT_EQ(router_->Dispatch(stranger)->body, R"({"flag":4010,"msg":"登陆超时!"})");
  stranger.headers.push_back({"sessionId", token_});
  EXPECT_NE(router_->Dispatch(stranger)->body.find("请求参数格式错误"),
            std::string::npos);  // signed in: the body is at fault
}

TEST_F(RouterTest, AdminRoutesRefuseOtherRolesWithTheRoutesMessage) {
  int calls = 0;
  auto handler = [&calls](ApiCall& c) {
    ++calls;
    return Ok(boost::json::value(c.session().username));
  };
  router_->Add("/admin", Access::kAdmin, handler);
  router_->Add("/admin/publish", Access::kAdmin, handler, {.refusal = "仅管理员可以发布公告"});
  EXPECT_EQ(Body("/admin", ""), R"({"flag":4010,"msg":"登陆超时!"})");
  EXPECT_EQ(Body("/admin", token_), R"({"flag":0,"msg":"仅管理员可以操作"})");
  EXPECT_EQ(Body("/admin/publish", token_), R"({"flag":0,"msg":"仅管理员可以发布公告"})");
  EXPECT_EQ(calls, 0);  // refused before the handler
  EXPECT_EQ(Body("/admin", admin_token_), R"({"flag":1,"msg":"成功","obj":"boss"})");
  EXPECT_EQ(calls, 1);
}

TEST_F(RouterTest, RoutesNeedingARightRefuseRolesWithoutIt) {
  int calls = 0;
  auto handler = [&calls](ApiCall&) {
    ++calls;
    return Ok();
  };
  router_->Add("/command", Access::kSession, handler, {.right = Right::kCommand});
  router_->Add("/cut", Access::kSession, handler, {.right = Right::kCutOil});
  router_->Add("/cut/quiet", Access::kSession, handler, {.right = Right::kCutOil, .refusal = "不可以"});
  EXPECT_EQ(Body("/command", ""), R"({"flag":4010,"msg":"登陆超时!"})");
  EXPECT_EQ(Body("/command", guest_token_), R"({"flag":0,"msg":"没有指令下发权限"})");
  EXPECT_EQ(Body("/cut", token_), R"({"flag":0,"msg":"没有断油电权限"})");
  EXPECT_EQ(Body("/cut/quiet", token_), R"({"flag":0,"msg":"不可以"})");
  EXPECT_EQ(calls, 0);
  EXPECT_EQ(Body("/command", token_), R"({"flag":1,"msg":"成功"})");    // the role holds 指令下发
  EXPECT_EQ(Body("/cut", admin_token_), R"({"flag":1,"msg":"成功"})");  // administrators hold every right
  EXPECT_EQ(calls, 2);
}

// Issue #21: a route may need a button of the role (系统管理's 1601xx ids); the guest role holds
// none, 普通用户 holds 删除用户 (migration 0059), administrators hold every one.
TEST_F(RouterTest, RoutesNeedingAButtonRefuseRolesWithoutIt) {
  int calls = 0;
  auto handler = [&calls](ApiCall&) {
    ++calls;
    return Ok();
  };
  router_->Add("/user/delete", Access::kSession, handler, {.button = 160104});
  router_->Add("/role/delete", Access::kSession, handler, {.button = 901208, .refusal = "没有角色管理权限"});
  EXPECT_EQ(Body("/user/delete", ""), R"({"flag":4010,"msg":"登陆超时!"})");
  EXPECT_EQ(Body("/user/delete", guest_token_), R"({"flag":0,"msg":"没有该操作的权限"})");
  EXPECT_EQ(Body("/role/delete", token_), R"({"flag":0,"msg":"没有角色管理权限"})");
  EXPECT_EQ(calls, 0);
  EXPECT_EQ(Body("/user/delete", token_), R"({"flag":1,"msg":"成功"})");
  EXPECT_EQ(Body("/role/delete", admin_token_), R"({"flag":1,"msg":"成功"})");
  EXPECT_EQ(calls, 2);
}

TEST_F(RouterTest, HoldsRightAnswersForTheSessionsRole) {
  auto c = db_->Acquire();
  auth::SessionInfo user = sessions_->Resolve(token_).value(), admin = sessions_->Resolve(admin_token_).value();
  EXPECT_TRUE(*HoldsRight(*c, user, Right::kCommand));
  EXPECT_FALSE(*HoldsRight(*c, user, Right::kCutOil));
  EXPECT_TRUE(*HoldsRight(*c, user, Right::kNone));
  EXPECT_TRUE(*HoldsRight(*c, admin, Right::kCutOil));
}

TEST(ResourceTree, BuildsNestedChildrenAndKeepsOrphansAsRoots) {
  std::vector<store::Resource> flat = {
      {0, -1, "根菜单", 1},
      {40, 0, "系统中心", 1, "/center"},
      {4002, 40, "站内信", 2, "/center/notice"},
      {777, 999, "孤儿", 3},
  };
  std::string json = WriteJson(ResourceTree(flat));
  EXPECT_EQ(json,
            R"([{"id":0,"name":"根菜单","type":1,"children":[{"id":40,"name":"系统中心","type":1,"path":"/center",)"
            R"("children":[{"id":4002,"name":"站内信","type":2,"path":"/center/notice","children":[]}]}]},)"
            R"({"id":777,"name":"孤儿","type":3,"children":[]}])");
}

}  // namespace
}  // namespace chelian::api
