// Loopback tests of the monitoring centre's API (issue 5): vehicles moved by real JT/T 808 0x0200
// frames through the gateway, then read back by a fleet user and the admin — counts, one-letter
// rows, states, follow levels, search, area search, real-time alarms and their handling, and that
// every read stays inside the user's group subtree.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <map>
#include <string>
#include <thread>

#include "app/admin_cli.h"
#include "app/config.h"
#include "app/server_app.h"
#include "core/clock.h"
#include "core/json.h"
#include "gateway_ports.h"
#include "http_client.h"
#include "jt808_terminal.h"
#include "sim/demo_fleet.h"
#include "sim/device_frames.h"
#include "store/group_repo.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;
namespace json = boost::json;

// Sends one frame as its terminal does (signed in: the server runs with gateway.jt808_auth =
// require) and waits for the gateway's answer; true when it is a success.
bool SendFrame(int port, const Bytes& frame) { return testing::SendSignedIn(port, frame); }

class MonitorApiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) / ("chelian_monitor_test_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    config_ = Config::Load("", testing::GatewaysOff({"http.port=0", "gateway.jt808_port=0",
                                                     "gateway.jt808_auth=require", "gateway.host=127.0.0.1",
                                                     "store.sqlite_path=" + (dir_ / "db.sqlite").string(),
                                                     "auth.captcha=off", "store.batch_delay_ms=20"}))
                  .value();
    // 12 vehicles: fleet = i % 6, so the demo user (顺达物流: fleets 0–2) sees i = 0,1,2,6,7,8.
    ASSERT_EQ(RunAdminCommand(config_, {"demo-seed", "--vehicles", "12"}), 0);
    app_ = std::move(ServerApp::Create(config_).value());
    ASSERT_TRUE(app_->Start().ok());
    port_ = app_->http_port();
    demo_ = Login("demo", "demo123");
    admin_ = Login("admin", "admin123");
    auto db = OpenConfiguredDatabase(config_);
    auto c = (*db)->Acquire();
    fleet1_ = store::FindGroupByName(*c, store::Scope::Everything(), "一车队")->id;
    bus_ = store::FindGroupByName(*c, store::Scope::Everything(), "1路车队")->id;
  }
  void TearDown() override {
    app_->Stop();
    fs::remove_all(dir_);
  }
  std::string Login(const std::string& user, const std::string& password) {
    return testing::SignIn(port_, user, password);
  }
  json::value Get(const std::string& token, const std::string& target) {
    auto r = testing::HttpCall(port_, "GET", target, {{"sessionId", token}});
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << r.body;
    return v;
  }
  json::value PostJson(const std::string& token, const std::string& target, const std::string& body) {
    auto r =
        testing::HttpCall(port_, "POST", target, {{"sessionId", token}, {"Content-Type", "application/json"}}, body);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << r.body;
    return v;
  }
  // Reports a fix of demo vehicle `i` through the JT/T 808 gateway.
  void Report(int i, double speed, bool emergency = false) {
    sim::DemoVehicle v = sim::DemoVehicleAt(i);
    sim::Fix fix;
    fix.time_ms = SystemNowMs() / 1000 * 1000;
    fix.where = {22.54 + i * 0.01, 114.05 + i * 0.01};
    fix.speed_kmh = speed;
    fix.course = 90;
    fix.acc = speed > 0;
    fix.odometer_km = 1234.5;
    fix.emergency = emergency;
    ASSERT_TRUE(SendFrame(app_->gateway_port("jt808"), sim::Jt808Location({v.terminal_no}, 1, fix)));
  }
  // The row of vehicle `plate` in a loadVehicles reply.
  static const json::object* RowOf(const json::value& reply, const std::string& plate) {
    for (const auto& r : reply.at("obj").at("data").as_array())
      if (r.at("P").as_string() == plate) return &r.as_object();
    return nullptr;
  }
  static long long Int(const json::value& v) {
    return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double());
  }

  fs::path dir_;
  Config config_;
  std::unique_ptr<ServerApp> app_;
  int port_ = 0;
  std::string demo_, admin_;
  long long fleet1_ = 0, bus_ = 0;
};

TEST_F(MonitorApiTest, GroupTreeCountsOnlyTheUsersSubtree) {
  Report(0, 60);  // 一车队, driving
  Report(1, 0);   // 二车队, parked
  Report(3, 40);  // 1路车队: not the demo user's
  app_->FlushPipeline();
  json::value r = Get(demo_, "/car/v1/api/monitor/loadGroups?concernNeed=true");
  ASSERT_EQ(Int(r.at("flag")), 1);
  std::map<std::string, const json::object*> by_name;
  for (const auto& g : r.at("obj").at("data").as_array()) by_name[std::string(g.at("gn").as_string())] = &g.as_object();
  ASSERT_TRUE(by_name.count("顺达物流有限公司"));
  EXPECT_FALSE(by_name.count("1路车队"));
  EXPECT_FALSE(by_name.count("车联演示代理商"));
  EXPECT_EQ(Int(by_name["顺达物流有限公司"]->at("an")), 6);
  EXPECT_EQ(Int(by_name["顺达物流有限公司"]->at("on")), 2);
  EXPECT_EQ(Int(by_name["一车队"]->at("an")), 2);
  EXPECT_EQ(Int(by_name["一车队"]->at("on")), 1);
  EXPECT_EQ(Int(by_name["重点关注"]->at("gi")), -1);
  EXPECT_EQ(Int(by_name["无线设备"]->at("gi")), -2);
  EXPECT_EQ(Int(by_name["无线设备"]->at("an")), 1);  // vehicle 6 is a long-standby device
  // Without concernNeed the special nodes are absent.
  json::value plain = Get(demo_, "/car/v1/api/monitor/loadGroups");
  for (const auto& g : plain.at("obj").at("data").as_array()) EXPECT_GT(Int(g.at("gi")), 0);
  // The admin sees the whole demo tenant.
  json::value all = Get(admin_, "/car/v1/api/monitor/loadGroups");
  bool has_bus = false;
  for (const auto& g : all.at("obj").at("data").as_array())
    if (g.at("gn").as_string() == "1路车队") has_bus = Int(g.at("on")) == 1;
  EXPECT_TRUE(has_bus);
}

// issue 28: the console reads a large fleet in pages; the pages of one `snapshot` id come from one
// reading (a vehicle that moves between two pages is seen as it was), kept per user and filter.
TEST_F(MonitorApiTest, PagesOfOneSnapshotReadOneListAndAnotherUserGetsTheirOwn) {
  Report(0, 60);
  app_->FlushPipeline();
  const std::string plate = sim::DemoVehicleAt(0).plate;
  auto speed = [&](const std::string& token, const std::string& query) {
    json::value r = Get(token, "/car/v1/api/monitor/loadVehicles?pageSize=1200&state=0" + query);
    const json::object* row = RowOf(r, plate);
    return row ? row->at("S").as_double() : -1.0;
  };
  EXPECT_DOUBLE_EQ(speed(demo_, "&snapshot=a1"), 60.0);
  std::this_thread::sleep_for(std::chrono::milliseconds(1'100));  // a fix of the next second
  Report(0, 30);
  app_->FlushPipeline();
  EXPECT_DOUBLE_EQ(speed(demo_, "&snapshot=a1"), 60.0);       // the same list
  EXPECT_DOUBLE_EQ(speed(demo_, ""), 30.0);                   // no snapshot: read now
  EXPECT_DOUBLE_EQ(speed(demo_, "&snapshot=a2"), 30.0);       // another list
  EXPECT_DOUBLE_EQ(speed(admin_, "&snapshot=a1"), 30.0);      // another user's list of that id
  EXPECT_DOUBLE_EQ(speed(demo_, "&snapshot=a1&kind=2"), -1);  // another filter: no vehicle of kind 2
  json::value narrowed = Get(
      demo_, "/car/v1/api/monitor/loadVehicles?pageSize=1200&state=0&snapshot=a1&groupId=" + std::to_string(fleet1_));
  EXPECT_EQ(Int(narrowed.at("obj").at("allNum")), 2);  // 一车队 alone, not the kept list of the whole subtree
}

// issue 28: the console's first list and its group counts name one snapshot: the account is read
// once for both, whichever call comes first, and the counts are those of the listed vehicles.
TEST_F(MonitorApiTest, GroupCountsOfASnapshotAreThoseOfItsList) {
  Report(0, 60);  // 一车队
  app_->FlushPipeline();
  auto online_in = [&](const std::string& query, const std::string& group) {
    json::value r = Get(demo_, "/car/v1/api/monitor/loadGroups?concernNeed=true" + query);
    for (const auto& g : r.at("obj").at("data").as_array())
      if (g.at("gn").as_string() == group) return Int(g.at("on"));
    return -1LL;
  };
  const std::string second = sim::DemoVehicleAt(1).plate;  // 二车队
  auto listed = [&](const std::string& query) {
    return RowOf(Get(demo_, "/car/v1/api/monitor/loadVehicles?pageSize=1200&state=0" + query), second) != nullptr;
  };
  ASSERT_TRUE(listed("&snapshot=g1"));
  EXPECT_EQ(online_in("&snapshot=g2", "二车队"), 0);  // the groups first, of another snapshot
  Report(1, 0);                                       // 二车队's vehicle comes online
  app_->FlushPipeline();
  EXPECT_EQ(online_in("", "二车队"), 1);              // read now
  EXPECT_EQ(online_in("&snapshot=g1", "二车队"), 0);  // the list's reading
  EXPECT_EQ(online_in("&snapshot=g2", "二车队"), 0);  // its own earlier reading
  json::value g2 = Get(demo_, "/car/v1/api/monitor/loadVehicles?pageSize=1200&state=1&snapshot=g2");
  EXPECT_EQ(Int(g2.at("obj").at("onlineNum")), 1);  // the list of g2 is the groups' reading: one online
  // Another user naming the same snapshot gets their own reading of their own tree, never the
  // demo user's: the admin sees the whole tenant, 1路车队 included, and 二车队 online now.
  json::value admin = Get(admin_, "/car/v1/api/monitor/loadGroups?concernNeed=true&snapshot=g1");
  std::map<std::string, long long> online;
  for (const auto& g : admin.at("obj").at("data").as_array())
    online[std::string(g.at("gn").as_string())] = Int(g.at("on"));
  EXPECT_TRUE(online.count("1路车队"));
  EXPECT_EQ(online["二车队"], 1);
  // And the demo user naming the admin's snapshot still sees only the demo subtree.
  json::value demo = Get(demo_, "/car/v1/api/monitor/loadGroups?concernNeed=true&snapshot=g1");
  for (const auto& g : demo.at("obj").at("data").as_array()) EXPECT_NE(g.at("gn").as_string(), "1路车队");
}

TEST_F(MonitorApiTest, VehicleRowsCarryTheOneLetterKeysAndStates) {
  Report(0, 60);
  Report(1, 0);
  app_->FlushPipeline();
  json::value r = Get(demo_, "/car/v1/api/monitor/loadVehicles?pageSize=1200&state=0");
  ASSERT_EQ(Int(r.at("flag")), 1);
  EXPECT_EQ(Int(r.at("obj").at("total")), 6);
  EXPECT_EQ(Int(r.at("obj").at("allNum")), 6);
  EXPECT_EQ(Int(r.at("obj").at("onlineNum")), 2);
  const std::string driving = sim::DemoVehicleAt(0).plate, parked = sim::DemoVehicleAt(1).plate,
                    never = sim::DemoVehicleAt(2).plate;
  const json::object* row = RowOf(r, driving);
  ASSERT_NE(row, nullptr);
  EXPECT_EQ(Int(row->at("Z")), 1);
  EXPECT_DOUBLE_EQ(row->at("S").as_double(), 60.0);
  EXPECT_NEAR(row->at("Y").as_double(), 22.54, 1e-5);
  EXPECT_NEAR(row->at("X").as_double(), 114.05, 1e-5);
  EXPECT_EQ(Int(row->at("F")), 90);
  EXPECT_EQ(Int(row->at("G")), 1);
  EXPECT_EQ(row->at("N").as_string(), sim::DemoVehicleAt(0).terminal_no);
  EXPECT_EQ(row->at("T").as_string(), "GPRS-部标");
  EXPECT_EQ(row->at("GN").as_string(), "一车队");
  EXPECT_EQ(Int(row->at("M")), fleet1_);
  EXPECT_EQ(row->at("B").as_string(), "");
  EXPECT_EQ(Int(row->at("CL")), 0);
  EXPECT_EQ(Int(row->at("isAcc")), 0);               // ACC on
  EXPECT_EQ(row->at("PT").as_string().size(), 19u);  // yyyy-MM-dd HH:mm:ss
  EXPECT_EQ(row->at("NOW").as_string().size(), 19u);
  EXPECT_EQ(row->at("NOW"), r.at("obj").at("NOW"));  // the page's one time on every row
  EXPECT_EQ(Int(RowOf(r, parked)->at("Z")), 2);
  EXPECT_EQ(Int(RowOf(r, never)->at("Z")), 3);
  EXPECT_FALSE(RowOf(r, never)->contains("X"));
  // Tabs: 在线 = driving + parked, 离线 = the rest.
  EXPECT_EQ(Int(Get(demo_, "/car/v1/api/monitor/loadVehicles?state=1").at("obj").at("total")), 2);
  EXPECT_EQ(Int(Get(demo_, "/car/v1/api/monitor/loadVehicles?state=2").at("obj").at("total")), 4);
  // One group's subtree; a group outside the scope is refused.
  EXPECT_EQ(
      Int(Get(demo_, "/car/v1/api/monitor/loadVehicles?groupId=" + std::to_string(fleet1_)).at("obj").at("total")), 2);
  json::value refused = Get(demo_, "/car/v1/api/monitor/loadVehicles?groupId=" + std::to_string(bus_));
  EXPECT_EQ(Int(refused.at("flag")), 0);
  // searchVehId finds the page and the 1-based position of a vehicle.
  json::value located = Get(demo_, "/car/v1/api/monitor/loadVehicles?pageSize=2&searchVehId=" +
                                       std::to_string(Int(RowOf(r, never)->at("V"))));
  EXPECT_GE(Int(located.at("obj").at("searchLocation")), 1);
  EXPECT_NE(RowOf(located, never), nullptr);
  // Counts of the alarm panel's title and of selected groups.
  json::value count = Get(demo_, "/car/v1/api/renew/getUserVehicleCount.json");
  EXPECT_EQ(Int(count.at("obj").at("data").at("totalNum")), 6);
  EXPECT_EQ(Int(count.at("obj").at("data").at("onlineNum")), 2);
  json::value groups = Get(demo_, "/car/v1/api/monitor/statisticsGroupVehicleNum?groupIds=" + std::to_string(fleet1_));
  EXPECT_EQ(Int(groups.at("obj").at("allNum")), 2);
  EXPECT_EQ(Int(groups.at("obj").at("allOnlineCount")), 1);
}

TEST_F(MonitorApiTest, FollowLevelsArePerUserAndScoped) {
  json::value list = Get(demo_, "/car/v1/api/monitor/loadVehicles");
  const std::string plate = sim::DemoVehicleAt(0).plate;
  long long vehicle = Int(RowOf(list, plate)->at("V"));
  json::value saved =
      PostJson(demo_, "/car/v1/api/concern/saveVehicleConcern",
               R"({"vehicleId":)" + std::to_string(vehicle) + R"(,"concernLevel":1,"remark":"重点客户/需要回访"})");
  ASSERT_EQ(Int(saved.at("flag")), 1) << WriteJson(saved);
  json::value after = Get(demo_, "/car/v1/api/monitor/loadVehicles");
  EXPECT_EQ(Int(RowOf(after, plate)->at("CL")), 1);
  EXPECT_EQ(RowOf(after, plate)->at("remark").as_string(), "重点客户/需要回访");
  json::value followed = Get(demo_, "/car/v1/api/monitor/loadVehicles?groupId=-1");
  ASSERT_EQ(Int(followed.at("obj").at("total")), 1);
  EXPECT_EQ(Int(followed.at("obj").at("data").at(0).at("M")), -1);
  // The admin follows nothing yet: levels belong to the user.
  EXPECT_EQ(Int(RowOf(Get(admin_, "/car/v1/api/monitor/loadVehicles"), plate)->at("CL")), 0);
  // A vehicle outside the demo user's subtree cannot be followed.
  json::value all = Get(admin_, "/car/v1/api/monitor/loadVehicles");
  long long foreign = Int(RowOf(all, sim::DemoVehicleAt(3).plate)->at("V"));
  json::value refused = PostJson(demo_, "/car/v1/api/concern/saveVehicleConcern",
                                 R"({"vehicleId":)" + std::to_string(foreign) + R"(,"concernLevel":2})");
  EXPECT_EQ(Int(refused.at("flag")), 0);
  EXPECT_EQ(Int(PostJson(demo_, "/car/v1/api/concern/saveVehicleConcern",
                         R"({"vehicleId":)" + std::to_string(vehicle) + R"(,"concernLevel":7})")
                    .at("flag")),
            0);
  // Remark presets come as a JSON string; deleting clears the level.
  json::value presets = Get(demo_, "/car/v1/api/concern/getRemarkList");
  bool ok = false;
  EXPECT_TRUE(ParseJson(presets.at("obj").as_string(), &ok).is_array());
  EXPECT_EQ(Int(Get(demo_, "/car/v1/api/concern/deleteVehicleConcern?vehicleId=" + std::to_string(vehicle)).at("flag")),
            1);
  EXPECT_EQ(Int(RowOf(Get(demo_, "/car/v1/api/monitor/loadVehicles"), plate)->at("CL")), 0);
}

TEST_F(MonitorApiTest, SearchAndAreaStayInsideTheScope) {
  Report(0, 30);
  Report(3, 30);
  app_->FlushPipeline();
  const std::string foreign_terminal = sim::DemoVehicleAt(3).terminal_no;
  json::value mine = Get(demo_, "/car/v1/api/vehicle/searchBindingOfVehicles.json?plate=" + foreign_terminal);
  EXPECT_TRUE(mine.at("obj").at("data").as_array().empty());
  json::value admin = Get(admin_, "/car/v1/api/vehicle/searchBindingOfVehicles.json?plate=" + foreign_terminal);
  ASSERT_EQ(admin.at("obj").at("data").as_array().size(), 1u);
  EXPECT_EQ(Int(admin.at("obj").at("data").at(0).at("type")), 2);  // matched on the terminal number
  // Plate search (Latin letters in any case) finds only the demo user's vehicles.
  json::value plates = Get(demo_, "/car/v1/api/vehicle/searchBindingOfVehicles.json?plate=d100");
  ASSERT_FALSE(plates.at("obj").at("data").as_array().empty());
  for (const auto& m : plates.at("obj").at("data").as_array()) {
    EXPECT_EQ(Int(m.at("type")), 1);
    EXPECT_NE(m.at("terminalNo").as_string(), foreign_terminal);
  }
  // A rectangle around both vehicles: the demo user counts only their own.
  std::string area = "/car/v1/api/monitor/listVehicleInArea?lat1=22.5&lat2=22.6&lon1=114.0&lon2=114.1";
  json::value in_area = Get(demo_, area);
  EXPECT_EQ(Int(in_area.at("obj").at("C")), 1);
  EXPECT_EQ(Int(in_area.at("obj").at("Z")), 1);
  EXPECT_EQ(in_area.at("obj").at("vehData").at(0).at("P").as_string(), sim::DemoVehicleAt(0).plate);
  EXPECT_EQ(Int(Get(admin_, area).at("obj").at("C")), 2);
  // Vehicle details for the info dialog, only inside the scope.
  json::value list = Get(demo_, "/car/v1/api/monitor/loadVehicles");
  long long own = Int(RowOf(list, sim::DemoVehicleAt(0).plate)->at("V"));
  json::value info = Get(demo_, "/car/v1/api/vehicle/searchVehicleInfo.json?vehicleId=" + std::to_string(own));
  ASSERT_EQ(Int(info.at("flag")), 1);
  EXPECT_EQ(info.at("obj").at("data").at("terminalNo").as_string(), sim::DemoVehicleAt(0).terminal_no);
  EXPECT_EQ(info.at("obj").at("data").at("groupName").as_string(), "一车队");
  json::value all = Get(admin_, "/car/v1/api/monitor/loadVehicles");
  long long foreign = Int(RowOf(all, sim::DemoVehicleAt(3).plate)->at("V"));
  EXPECT_EQ(
      Int(Get(demo_, "/car/v1/api/vehicle/searchVehicleInfo.json?vehicleId=" + std::to_string(foreign)).at("flag")), 0);
}

TEST_F(MonitorApiTest, RealTimeAlarmsAreListedAndHandled) {
  Report(3, 20, /*emergency=*/true);  // 1路车队 (admin only)
  Report(0, 20, /*emergency=*/true);  // 一车队 (demo user)
  app_->FlushPipeline();
  json::value admin = Get(admin_, "/car/v1/api/monitor/queryAlarm?updateTime=&alarmPermission=0");
  ASSERT_EQ(Int(admin.at("flag")), 1);
  ASSERT_EQ(Int(admin.at("obj").at("total")), 2);
  // A page smaller than the alarms: the list stops, the total stays true (#30 item 4).
  json::value paged = Get(admin_, "/car/v1/api/monitor/queryAlarm?updateTime=&alarmPermission=0&pageSize=1");
  EXPECT_EQ(paged.at("obj").at("alarm").as_array().size(), 1u);
  EXPECT_EQ(Int(paged.at("obj").at("total")), 2);
  json::value demo = Get(demo_, "/car/v1/api/monitor/queryAlarm?updateTime=&alarmPermission=0");
  ASSERT_EQ(Int(demo.at("obj").at("total")), 1);
  const json::value& row = demo.at("obj").at("alarm").at(0);
  EXPECT_EQ(row.at("T").as_string(), "紧急报警");
  EXPECT_EQ(row.at("P").as_string(), sim::DemoVehicleAt(0).plate);
  EXPECT_EQ(row.at("N").as_string(), "一车队");
  // The vehicle row carries the active alarm in B.
  json::value list = Get(demo_, "/car/v1/api/monitor/loadVehicles");
  std::string b(RowOf(list, sim::DemoVehicleAt(0).plate)->at("B").as_string());
  bool ok = false;
  EXPECT_EQ(ParseJson(b, &ok).at("name").as_string(), "紧急报警");
  // Handling needs a contact; the demo user cannot handle the admin-only alarm.
  long long mine = Int(row.at("A"));
  long long foreign = 0;
  for (const auto& a : admin.at("obj").at("alarm").as_array())
    if (Int(a.at("A")) != mine) foreign = Int(a.at("A"));
  std::string body = R"({"result":2,"remark":"测试","contact":"张三","contactNumber":"13800000000","obj":{"alarmId":)";
  EXPECT_EQ(Int(PostJson(demo_, "/car/v1/api/monitor/processAlarm",
                         R"({"result":2,"obj":{"alarmId":)" + std::to_string(mine) + "}}")
                    .at("flag")),
            0);
  EXPECT_EQ(Int(PostJson(demo_, "/car/v1/api/monitor/processAlarm", body + std::to_string(foreign) + "}}").at("flag")),
            0);
  EXPECT_EQ(Int(PostJson(demo_, "/car/v1/api/monitor/processAlarm", body + std::to_string(mine) + "}}").at("flag")), 1);
  EXPECT_EQ(Int(Get(demo_, "/car/v1/api/monitor/queryAlarm").at("obj").at("total")), 0);
  EXPECT_EQ(Int(Get(admin_, "/car/v1/api/monitor/queryAlarm").at("obj").at("total")), 1);
}

}  // namespace
}  // namespace chelian
