// Loopback test of the 3G* watch protocol inside the whole server (issue 20): a watch added through
// the assets API as GPRS-手表 connects, its LK is answered, its UD and AL are stored (AL answered
// once committed, its SOS an alarm episode), 立即定位 reaches it as CR and its echo completes the
// command; an unknown watch is answered and listed, not stored; its first message is a sign-in.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <functional>
#include <thread>

#include "app/config.h"
#include "app/server_app.h"
#include "core/civil_time.h"
#include "core/clock.h"
#include "core/json.h"
#include "device_socket.h"
#include "gateway_ports.h"
#include "http_client.h"
#include "seeded_server.h"
#include "store/db.h"

namespace chelian {
namespace {

namespace json = boost::json;
using Clock = std::chrono::steady_clock;

long long Int(const json::value& v) { return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double()); }

// A frame of `content` from watch 8800000015 (maker 3G), with the right length field.
std::string Watch(std::string_view content, std::string_view id = "8800000015") {
  char length[8];
  std::snprintf(length, sizeof length, "%04zx", content.size());
  return "[3G*" + std::string(id) + "*" + length + "*" + std::string(content) + "]";
}

// "DDMMYY,HHMMSS" of `ms` (UTC), as watches send their fix times.
std::string WatchTime(int64_t ms) {
  CivilTime t = EpochMsToCivil(ms);
  char text[16];
  std::snprintf(text, sizeof text, "%02d%02d%02d,%02d%02d%02d", t.day, t.month, t.year % 100, t.hour, t.minute,
                t.second);
  return text;
}

using WatchSocket = testing::DeviceSocket;

class WatchLoopbackTest : public ::testing::Test {
 protected:
  void Start(std::vector<std::string> extra = {}) {
    extra.insert(extra.begin(), {"gateway.watch_port=0", "gateway.host=127.0.0.1", "store.batch_delay_ms=20"});
    ASSERT_TRUE(server_.Start("watch_test", 2, extra).ok());
    app_ = server_.app.get();
    port_ = app_->gateway_port("watch");
    ASSERT_GT(port_, 0);
    admin_ = testing::SignIn(app_->http_port(), "admin", "admin123");
  }

  json::value Call(const std::string& method, const std::string& target, const std::string& body = "") {
    std::vector<std::pair<std::string, std::string>> headers = {{"sessionId", admin_}};
    if (!body.empty()) headers.emplace_back("Content-Type", "application/json");
    auto r = testing::HttpCall(app_->http_port(), method, target, headers, body);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << target << ": " << r.body;
    return v;
  }
  long long Count(const std::string& sql, const store::Params& params = {}) {
    auto db = OpenConfiguredDatabase(server_.config);
    auto c = (*db)->Acquire();
    return c->Query(sql, params)->at(0).Int(0);
  }
  // The watch as the console's 添加车辆 adds it: terminal type GPRS-手表 under the top group.
  long long AddWatch(const std::string& terminal) {
    long long group = Count("SELECT id FROM groups WHERE parent_id IS NULL ORDER BY id LIMIT 1");
    json::value added = Call("POST", "/car/v4/api/assets/add.json",
                             R"({"assetsBaseVO":{"plate":"小明的手表","groupId":)" + std::to_string(group) +
                                 R"(,"iconType":0,"terminalType":"GPRS-手表","terminalNo":")" + terminal + R"("}})");
    EXPECT_EQ(Int(added.at("flag")), 1) << WriteJson(added);
    EXPECT_EQ(added.at("obj").at("protocol").as_string(), "watch");  // the registry's, by terminal type
    return Int(added.at("obj").at("vehicleId"));
  }

  testing::SeededServer server_;  // stopped and removed with the test
  ServerApp* app_ = nullptr;
  int port_ = 0;
  std::string admin_;
};

TEST_F(WatchLoopbackTest, AWatchReportsIsStoredAndTakesACommand) {
  Start();
  long long vehicle = AddWatch("8800000015");
  EXPECT_EQ(Count("SELECT COUNT(*) FROM devices WHERE terminal_no = '8800000015' AND protocol = 'watch' AND "
                  "terminal_type = 'GPRS-手表'"),
            1);

  WatchSocket watch(port_);
  ASSERT_TRUE(watch.connected());
  watch.Send(Watch("LK,120,0,87"));
  EXPECT_EQ(watch.Read(23), "[3G*8800000015*0002*LK]");

  // A GPS fix two minutes ago, then an SOS alarm ten seconds later at the same place.
  int64_t fix = SystemNowMs() / 1000 * 1000 - 120'000;
  watch.Send(Watch("UD," + WatchTime(fix) +
                   ",A,22.571707,N,113.8613968,E,3.5,90.0,100,7,60,90,1200,0,00000000,1,1,460,0,"
                   "9360,4082,131"));
  watch.Send(Watch("AL," + WatchTime(fix + 10'000) +
                   ",A,22.571707,N,113.8613968,E,0.0,90.0,100,7,60,89,1200,0,00010000,1,1,"
                   "460,0,9360,4082,131"));
  // gateway.ack = committed: the AL is answered once its position is in the database.
  EXPECT_EQ(watch.Read(23), "[3G*8800000015*0002*AL]");
  EXPECT_EQ(
      Count("SELECT COUNT(*) FROM stored_positions p JOIN devices d ON d.id = p.device_id WHERE d.terminal_no = ? "
            "AND p.alarms LIKE '%emergencyAlarm%'",
            {std::string("8800000015")}),
      1);
  app_->FlushPipeline();
  EXPECT_EQ(
      Count("SELECT COUNT(*) FROM stored_positions p JOIN devices d ON d.id = p.device_id WHERE d.terminal_no = ?",
            {std::string("8800000015")}),
      2);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM alarms WHERE asset_id = ? AND code = 'emergencyAlarm'", {vehicle}), 1);

  // The catalogue offers 立即定位 for GPRS-手表 and sends it as CR (SG for a device that says 3G).
  json::value resources = Call("GET", "/car/v1/api/resource/listTerminalResource.json");
  bool offered = false;
  for (const auto& t : resources.at("obj").as_array())
    if (t.at("terminalType").as_string() == "GPRS-手表") {
      EXPECT_EQ(t.at("protocol").as_string(), "watch");
      for (const auto& id : t.at("resourceIdList").as_array()) offered |= Int(id) == 7003;
    }
  EXPECT_TRUE(offered);
  json::value down =
      Call("POST", "/car/v1/api/command/down.json",
           WriteJson(json::object{{"vehicleId", vehicle}, {"commandType", "LOCATE"}, {"commandMsg", ""}}));
  ASSERT_EQ(Int(down.at("flag")), 1) << WriteJson(down);
  long long command = Int(down.at("obj").at("id"));
  EXPECT_EQ(watch.Read(23), "[SG*8800000015*0002*CR]");
  watch.Send(Watch("CR"));  // the watch echoes the keyword
  json::object row;
  for (auto end = Clock::now() + std::chrono::seconds(30); Clock::now() < end;) {
    json::value r = Call("GET", "/car/v1/api/command/getCommand.json?id=" + std::to_string(command));
    row = r.at("obj").as_object();
    if (Int(row.at("status")) >= 2) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(Int(row.at("status")), 2) << WriteJson(row);  // 成功
  EXPECT_EQ(row.at("replyText").as_string(), "终端已收到指令");
}

TEST_F(WatchLoopbackTest, UnknownWatchesAreAnsweredListedAndNotStored) {
  Start();
  WatchSocket stranger(port_);
  ASSERT_TRUE(stranger.connected());
  stranger.Send(Watch("LK", "9059011020"));
  EXPECT_EQ(stranger.Read(23), "[3G*9059011020*0002*LK]");
  int64_t fix = SystemNowMs() / 1000 * 1000 - 60'000;
  stranger.Send(
      Watch("AL," + WatchTime(fix) + ",A,54.427538,N,6.409275,W,0.0,0.0,0,8,19,90,0,0,00010000,0", "9059011020"));
  EXPECT_EQ(stranger.Read(23), "[3G*9059011020*0002*AL]");
  app_->FlushPipeline();
  EXPECT_EQ(Count("SELECT COUNT(*) FROM stored_positions"), 0);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM unregistered_devices WHERE terminal_no = '9059011020' AND protocol = 'watch'"),
            1);
}

TEST_F(WatchLoopbackTest, TheFirstMessageOfAConnectionIsASignIn) {
  // Two sign-ins a minute from this address: a third connection's first LK closes it unanswered;
  // heartbeats on a signed-in connection are no sign-ins.
  Start({"gateway.logins_per_minute_per_address=2"});
  WatchSocket first(port_), second(port_);
  for (WatchSocket* s : {&first, &second}) {
    s->Send(Watch("LK"));
    EXPECT_EQ(s->Read(23), "[3G*8800000015*0002*LK]");
  }
  for (int i = 0; i < 3; ++i) {
    first.Send(Watch("LK"));
    EXPECT_EQ(first.Read(23), "[3G*8800000015*0002*LK]");
  }
  WatchSocket third(port_);
  third.Send(Watch("LK"));
  EXPECT_TRUE(third.Closed());
  EXPECT_EQ(app_->DeviceSide().logins_limited, 1);
}

}  // namespace
}  // namespace chelian
