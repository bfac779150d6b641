// Loopback test of the H02 protocol inside the whole server (issue 24): a tracker added through the
// assets API as GPRS-H02 (its terminal number the H02 id) connects; its text V1 is confirmed and
// stored, a binary frame and a heartbeat on the same connection too, its status word's SOS becomes
// an alarm episode; 断油 reaches it as S20 and its V4 confirmation completes the command.
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

// "HHMMSS" and "DDMMYY" of `ms` (UTC), as H02 trackers send their fix times.
std::string H02Time(int64_t ms) {
  CivilTime t = EpochMsToCivil(ms);
  char text[16];
  std::snprintf(text, sizeof text, "%02d%02d%02d", t.hour, t.minute, t.second);
  return text;
}
std::string H02Date(int64_t ms) {
  CivilTime t = EpochMsToCivil(ms);
  char text[16];
  std::snprintf(text, sizeof text, "%02d%02d%02d", t.day, t.month, t.year % 100);
  return text;
}

// A binary position of tracker 4210209006 at `ms`: 22°34.3024'N 113°51.6838'E, valid, 10 knots,
// course 90, status word FFFFFFFF (nothing active).
std::string BinaryFix(int64_t ms) {
  std::string hex = "244210209006" + H02Time(ms) + H02Date(ms) + "22343024" + "00" + "113516838" + "e" + "010090" +
                    "ffffffff" + "ff0000";
  std::string out;
  for (size_t i = 0; i < hex.size(); i += 2) out += static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16));
  return out;
}

using TrackerSocket = testing::DeviceSocket;

class H02LoopbackTest : public ::testing::Test {
 protected:
  void Start(std::vector<std::string> extra = {}) {
    extra.insert(extra.begin(), {"gateway.h02_port=0", "gateway.host=127.0.0.1", "store.batch_delay_ms=20"});
    ASSERT_TRUE(server_.Start("h02_test", 2, extra).ok());
    app_ = server_.app.get();
    port_ = app_->gateway_port("h02");
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
  // The tracker as the console's 添加车辆 adds it: terminal type GPRS-H02 under the top group.
  long long AddTracker(const std::string& terminal) {
    long long group = Count("SELECT id FROM groups WHERE parent_id IS NULL ORDER BY id LIMIT 1");
    json::value added = Call("POST", "/car/v4/api/assets/add.json",
                             R"({"assetsBaseVO":{"plate":"京AH0201","groupId":)" + std::to_string(group) +
                                 R"(,"iconType":0,"terminalType":"GPRS-H02","terminalNo":")" + terminal + R"("}})");
    EXPECT_EQ(Int(added.at("flag")), 1) << WriteJson(added);
    EXPECT_EQ(added.at("obj").at("protocol").as_string(), "h02");  // the registry's, by terminal type
    return Int(added.at("obj").at("vehicleId"));
  }

  testing::SeededServer server_;  // stopped and removed with the test
  ServerApp* app_ = nullptr;
  int port_ = 0;
  std::string admin_;
};

TEST_F(H02LoopbackTest, ATrackerReportsIsStoredAndConfirmsEngineCut) {
  Start();
  long long vehicle = AddTracker("4210209006");
  EXPECT_EQ(Count("SELECT COUNT(*) FROM devices WHERE terminal_no = '4210209006' AND protocol = 'h02' AND "
                  "terminal_type = 'GPRS-H02'"),
            1);

  TrackerSocket tracker(port_);
  ASSERT_TRUE(tracker.connected());
  // A text fix two minutes ago (confirmed with V4,V1,<yyyyMMddHHmmss>), a binary fix a minute ago and
  // a heartbeat (echoed) on one connection, then an SOS (status bit 1 at 0) ten seconds later.
  int64_t fix = SystemNowMs() / 1000 * 1000 - 120'000;
  tracker.Send("*HQ,4210209006,V1," + H02Time(fix) + ",A,2234.3024,N,11351.6838,E,5.40,090," + H02Date(fix) +
               ",FFFFFFFF#\r\n");
  std::string confirm = tracker.Read(36);
  ASSERT_EQ(confirm.size(), 36u) << confirm;
  EXPECT_EQ(confirm.substr(0, 23), "*HQ,4210209006,V4,V1,20") << confirm;
  EXPECT_EQ(confirm.back(), '#');
  tracker.Send(BinaryFix(fix + 60'000) + "*HQ,4210209006,HTBT#");
  EXPECT_EQ(tracker.Read(20), "*HQ,4210209006,HTBT#");
  tracker.Send("*HQ,4210209006,V1," + H02Time(fix + 70'000) + ",A,2234.3024,N,11351.6838,E,0.00,090," +
               H02Date(fix + 70'000) + ",FFFFFFFD#");
  EXPECT_EQ(tracker.Read(36).substr(0, 23), "*HQ,4210209006,V4,V1,20");
  app_->FlushPipeline();
  EXPECT_EQ(
      Count("SELECT COUNT(*) FROM stored_positions p JOIN devices d ON d.id = p.device_id WHERE d.terminal_no = ?",
            {std::string("4210209006")}),
      3);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM alarms WHERE asset_id = ? AND code = 'emergencyAlarm'", {vehicle}), 1);

  // The position is visible through the API like any vehicle's (the monitor's area search).
  json::value area = Call("GET", "/car/v1/api/monitor/listVehicleInArea?lat1=22.5&lat2=22.6&lon1=113.8&lon2=113.9");
  const json::value* row_of_tracker = nullptr;
  for (const auto& r : area.at("obj").at("vehData").as_array())
    if (Int(r.at("V")) == vehicle) row_of_tracker = &r;
  ASSERT_NE(row_of_tracker, nullptr) << WriteJson(area);
  EXPECT_NEAR(row_of_tracker->at("W").as_double(), 22 + 34.3024 / 60, 1e-5);
  EXPECT_NEAR(row_of_tracker->at("J").as_double(), 113 + 51.6838 / 60, 1e-5);

  // 断油 (CUT_OIL, the user's password) goes out as S20,<HHMMSS>,1,1; V4,S20,DONE completes it.
  json::value down =
      Call("POST", "/car/v1/api/command/down.json",
           WriteJson(json::object{{"vehicleId", vehicle}, {"commandType", "CUT_OIL"}, {"commandMsg", "admin123"}}));
  ASSERT_EQ(Int(down.at("flag")), 1) << WriteJson(down);
  long long command = Int(down.at("obj").at("id"));
  std::string sent = tracker.Read(30);
  ASSERT_EQ(sent.size(), 30u) << sent;
  EXPECT_EQ(sent.substr(0, 19), "*HQ,4210209006,S20,") << sent;
  EXPECT_EQ(sent.substr(25), ",1,1#") << sent;
  tracker.Send("*HQ,4210209006,V4,S20,DONE," + sent.substr(19, 6) + "," + H02Time(fix + 80'000) +
               ",A,2234.3024,N,11351.6838,E,0.00,090," + H02Date(fix + 80'000) + ",FFFFFFFF#");
  json::object row;
  for (auto end = Clock::now() + std::chrono::seconds(30); Clock::now() < end;) {
    json::value r = Call("GET", "/car/v1/api/command/getCommand.json?id=" + std::to_string(command));
    row = r.at("obj").as_object();
    if (Int(row.at("status")) >= 2) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(Int(row.at("status")), 2) << WriteJson(row);  // 成功
  EXPECT_EQ(row.at("replyText").as_string(), "终端应答: DONE");
}

}  // namespace
}  // namespace chelian
