// Loopback tests of the console's live WebSocket: authentication, hello, subscriptions and that a
// user only receives vehicles of their own group subtree.
#include <gtest/gtest.h>

#include "core/json.h"
#include "http_client.h"
#include "live/push_hub.h"
#include "seeded_server.h"
#include "store/group_repo.h"
#include "ws_client.h"

namespace chelian {
namespace {

class LiveSocketTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(server_.Start("live_test", 10).ok());
    port_ = server_.app->http_port();
    token_ = testing::SignIn(port_, "demo", "demo123");
    auto db = OpenConfiguredDatabase(server_.config);
    auto c = (*db)->Acquire();
    mine_ = store::FindGroupByName(*c, store::Scope::Everything(), "一车队")->path;
    theirs_ = store::FindGroupByName(*c, store::Scope::Everything(), "1路车队")->path;
  }
  testing::SeededServer server_;
  int port_ = 0;
  std::string token_, mine_, theirs_;
};

TEST_F(LiveSocketTest, RefusesAStaleToken) {
  testing::WsClient bad;
  EXPECT_EQ(bad.Connect(port_, "/ws/live?sessionId=not-a-session"), 401);
  EXPECT_EQ(bad.refusal_body(), R"({"flag":4010,"msg":"登陆超时!"})");
}

// The console keeps its token out of the URL (issue #19): the first message authenticates.
TEST_F(LiveSocketTest, TheFirstMessageAuthenticates) {
  testing::WsClient ws;
  ASSERT_EQ(ws.Connect(port_, "/ws/live"), 101);
  ws.SendText(R"({"type":"auth","sessionId":")" + token_ + R"("})");
  auto hello = ws.Receive(3000);
  ASSERT_TRUE(hello);
  EXPECT_NE(hello->find(R"("type":"hello")"), std::string::npos);
  ws.SendText(R"({"type":"subscribe","all":1})");
  EXPECT_EQ(ws.Receive(3000), R"({"type":"subscribed"})");
  server_.app->hub().Publish({"positions", 2, mine_, R"({"vehicleId":2})"});
  EXPECT_EQ(ws.Receive(3000), R"({"type":"positions","data":[{"vehicleId":2}]})");
}

// A socket the handshake already authenticated (session cookie, scripts' ?sessionId=) still gets
// the console's auth message first: it is accepted quietly, not answered with an error.
TEST_F(LiveSocketTest, AnAuthMessageOnAnAuthenticatedSocketIsQuiet) {
  testing::WsClient ws;
  ASSERT_EQ(ws.Connect(port_, "/ws/live?sessionId=" + token_), 101);
  auto hello = ws.Receive(3000);
  ASSERT_TRUE(hello);
  EXPECT_NE(hello->find(R"("type":"hello")"), std::string::npos);
  ws.SendText(R"({"type":"auth","sessionId":")" + token_ + R"("})");
  ws.SendText(R"({"type":"subscribe","all":1})");
  EXPECT_EQ(ws.Receive(3000), R"({"type":"subscribed"})");
}

TEST_F(LiveSocketTest, WithoutAValidAuthMessageTheSocketIsClosed) {
  for (std::string first : std::vector<std::string>{R"({"type":"auth","sessionId":"not-a-session"})",
                                                    R"({"type":"subscribe","all":1})", std::string("junk")}) {
    testing::WsClient ws;
    ASSERT_EQ(ws.Connect(port_, "/ws/live"), 101);
    ws.SendText(first);
    EXPECT_EQ(ws.Receive(3000), R"({"type":"error","code":4010,"msg":"登陆超时!"})") << first;
    EXPECT_FALSE(ws.Receive(3000)) << first;  // and closed
  }
}

TEST_F(LiveSocketTest, PushesOnlyVisibleVehicles) {
  testing::WsClient ws;
  ASSERT_EQ(ws.Connect(port_, "/ws/live?sessionId=" + token_), 101);
  auto hello = ws.Receive(3000);
  ASSERT_TRUE(hello);
  EXPECT_NE(hello->find(R"("type":"hello")"), std::string::npos);
  ws.SendText(R"({"type":"ping"})");
  EXPECT_EQ(ws.Receive(3000), R"({"type":"pong"})");
  ws.SendText("not json");
  EXPECT_NE(ws.Receive(3000)->find("消息格式错误"), std::string::npos);
  server_.app->hub().Publish({"positions", 1, theirs_, R"({"vehicleId":1})"});
  server_.app->hub().Publish({"positions", 2, mine_, R"({"vehicleId":2,"speed":10})"});
  server_.app->hub().Publish({"positions", 2, mine_, R"({"vehicleId":2,"speed":20})"});
  auto msg = ws.Receive(3000);
  ASSERT_TRUE(msg);
  EXPECT_EQ(*msg, R"({"type":"positions","data":[{"vehicleId":2,"speed":20}]})");
  // Subscribing to one vehicle narrows what comes.
  ws.SendText(R"({"type":"subscribe","vehicles":[3]})");
  EXPECT_EQ(ws.Receive(3000), R"({"type":"subscribed"})");  // confirmed once in force
  server_.app->hub().Publish({"positions", 2, mine_, R"({"vehicleId":2})"});
  server_.app->hub().Publish({"positions", 3, mine_, R"({"vehicleId":3})"});
  EXPECT_EQ(ws.Receive(3000), R"({"type":"positions","data":[{"vehicleId":3}]})");
  // A map's area: a position outside it waits for the slow round, one inside comes at once.
  ws.SendText(R"({"type":"subscribe","all":1,"area":[114,22]})");
  EXPECT_NE(ws.Receive(3000)->find("地图范围格式错误"), std::string::npos);
  ws.SendText(R"({"type":"subscribe","all":1,"area":[114.4,22.4,113.7,22.9]})");
  EXPECT_NE(ws.Receive(3000)->find("地图范围格式错误"), std::string::npos);
  ws.SendText(R"({"type":"subscribe","all":1,"area":[113.7,22.4,114.4,22.9]})");
  EXPECT_EQ(ws.Receive(3000), R"({"type":"subscribed"})");
  live::LiveUpdate shanghai{"positions", 2, mine_, R"({"vehicleId":2,"city":"上海"})"};
  shanghai.lat = 31.23;
  shanghai.lon = 121.47;
  live::LiveUpdate shenzhen{"positions", 3, mine_, R"({"vehicleId":3,"city":"深圳"})"};
  shenzhen.lat = 22.54;
  shenzhen.lon = 114.05;
  server_.app->hub().Publish(shanghai);
  server_.app->hub().Publish(shenzhen);
  EXPECT_EQ(ws.Receive(3000), R"({"type":"positions","data":[{"vehicleId":3,"city":"深圳"}]})");
}

TEST_F(LiveSocketTest, SigningOutClosesTheSessionsLiveConnection) {
  testing::WsClient ws;
  ASSERT_EQ(ws.Connect(port_, "/ws/live?sessionId=" + token_), 101);
  ASSERT_TRUE(ws.Receive(3000));  // hello
  testing::HttpCall(port_, "POST", "/oauth/logout", {{"Sessionid", token_}});
  // Checked every 2 s: the client is told, with the API's envelope code, then the socket closes.
  EXPECT_EQ(ws.Receive(10'000), R"({"type":"error","code":4010,"msg":"登陆超时!"})");
  server_.app->hub().Publish({"positions", 2, mine_, R"({"vehicleId":2})"});
  EXPECT_FALSE(ws.Receive(3000));
  // And it cannot come back with that session.
  testing::WsClient again;
  EXPECT_EQ(again.Connect(port_, "/ws/live?sessionId=" + token_), 401);
}

TEST_F(LiveSocketTest, ABrowserPageOfAnotherSiteIsRefused) {
  testing::WsClient foreign;
  EXPECT_EQ(foreign.Connect(port_, "/ws/live?sessionId=" + token_, "Origin: https://evil.example\r\n"), 403);
  testing::WsClient same;  // the console itself: its origin names the host it asked for
  EXPECT_EQ(same.Connect(port_, "/ws/live?sessionId=" + token_, "Origin: http://127.0.0.1\r\n"), 101);
}

TEST_F(LiveSocketTest, PlainGetOfTheSocketPathIsA404Envelope) {
  auto r = testing::HttpCall(port_, "GET", "/ws/live");
  EXPECT_EQ(r.status, 404);
}

}  // namespace
}  // namespace chelian
