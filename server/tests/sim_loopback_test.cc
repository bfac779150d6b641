// The loopback of the whole device side: chelian-sim drives five demo vehicles (JT/T 808 2013 and
// 2019, GT06) through the real gateways for a time-compressed hour of driving, and the console's
// calls then show it — every stored fix in listVehTrackPoint.json, in the vehicles' cities, and the
// device alarms as episodes with a beginning, an end and their Chinese labels in alarmDetail.json.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <map>

#include "core/civil_time.h"
#include "core/clock.h"
#include "core/json.h"
#include "http_client.h"
#include "seeded_server.h"
#include "sim/demo_fleet.h"
#include "store/db.h"

namespace chelian {
namespace {

namespace json = boost::json;

constexpr int kDevices = 5;  // index 2 speaks JT/T 808-2019, index 4 is a GT06

long long Int(const json::value& v) { return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double()); }

class SimLoopbackTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(server_.Start("sim_loopback", 10, {"gateway.jt808_port=0", "gateway.gt06_port=0"}).ok());
    port_ = server_.app->http_port();
    token_ = testing::SignIn(port_, "admin", "admin123");
  }

  // Runs chelian-sim to its end: 20 reports a second per device for 15 s, each advancing the
  // vehicle's clock 10 s, from two hours ago; a trip never goes without an overspeed stretch and
  // an emergency alarm.
  void RunSimulator(int devices = kDevices, int seconds = 15, const std::string& auth_file = "") {
    pid_t pid = ::fork();
    if (pid == 0) {
      std::vector<std::string> args = {CHELIAN_SIM_BINARY,
                                       "--jt808-port",
                                       std::to_string(server_.app->gateway_port("jt808")),
                                       "--gt06-port",
                                       std::to_string(server_.app->gateway_port("gt06")),
                                       "--devices",
                                       std::to_string(devices),
                                       "--interval",
                                       "0.05",
                                       "--parked-interval",
                                       "0.05",
                                       "--sim-seconds-per-report",
                                       "10",
                                       "--start-ago-s",
                                       "7200",
                                       "--alarm-chance",
                                       "1",
                                       "--duration",
                                       std::to_string(seconds),
                                       "--connects-per-s",
                                       "1000"};
      if (!auth_file.empty()) {
        args.push_back("--auth-file");
        args.push_back(auth_file);
      }
      std::vector<char*> argv;
      for (auto& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      ::execv(argv[0], argv.data());
      ::_exit(127);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
    server_.app->FlushPipeline();
  }

  json::value Get(const std::string& target) {
    auto r = testing::HttpCall(port_, "GET", target, {{"sessionid", token_}});
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << r.body.substr(0, 300);
    return v;
  }
  static std::string Q(const std::string& s) {
    std::string out;
    for (char c : s) out += c == ' ' ? std::string("%20") : c == ':' ? std::string("%3A") : std::string(1, c);
    return out;
  }
  std::string Local(long long ms) const { return FormatLocalTime(ms, 480); }

  long long VehicleId(const sim::DemoVehicle& v) {
    return Int(Get("/car/v4/api/assets/list.json?keyword=" + v.terminal_no + "&pageSize=1")
                   .at("obj")
                   .at("data")
                   .at(0)
                   .at("vehicleId"));
  }

  testing::SeededServer server_;
  int port_ = 0;
  std::string token_;
};

TEST_F(SimLoopbackTest, SimulatedFleetShowsInTracksAndAlarmEpisodes) {
  const long long begin = SystemNowMs() - 3 * 3'600'000LL, end = SystemNowMs();
  RunSimulator();
  auto db = OpenConfiguredDatabase(server_.config);
  ASSERT_TRUE(db.ok());
  std::map<std::string, int> episodes;  // code → episodes that began and ended
  for (int i = 0; i < kDevices; ++i) {
    sim::DemoVehicle v = sim::DemoVehicleAt(i);
    long long id = VehicleId(v);
    // Every stored fix of the vehicle comes back as a track point, none outside its city.
    long long stored = (*db)
                           ->Acquire()
                           ->Query(
                               "SELECT COUNT(*) FROM stored_positions WHERE device_id IN "
                               "(SELECT id FROM devices WHERE asset_id = ?)",
                               {id})
                           ->at(0)
                           .Int(0);
    EXPECT_GT(stored, 100) << v.terminal_no << " " << v.protocol;
    json::value track = Get("/car/v1/accelerate/track/listVehTrackPoint.json?vehicleId=" + std::to_string(id) +
                            "&beginTime=" + Q(Local(begin)) + "&endTime=" + Q(Local(end)) + "&filterTime=0&converge=0");
    ASSERT_EQ(Int(track.at("flag")), 1) << WriteJson(track).substr(0, 300);
    const json::array& points = track.at("obj").at("data").at("trackList").as_array();
    EXPECT_EQ(static_cast<long long>(points.size()), stored) << v.terminal_no;
    for (const auto& p : points) {
      double lat = p.at("a").as_double(), lon = p.at("o").as_double();  // the compact point of the contract
      EXPECT_TRUE(lat > 18 && lat < 54 && lon > 73 && lon < 135) << lat << "," << lon;
    }
    // The device alarms as episodes, the way the report pages read them.
    json::value alarms = Get("/car/v1/accelerate/report/alarm/alarmDetail.json?vehicleId=" + std::to_string(id) +
                             "&startTime=" + Q(Local(begin)) + "&endTime=" + Q(Local(end)) +
                             "&enType=emergencyAlarm,overSpeed&pageNumber=1&pageSize=100");
    ASSERT_EQ(Int(alarms.at("flag")), 1) << WriteJson(alarms).substr(0, 300);
    for (const auto& row : alarms.at("obj").at("data").as_array()) {
      std::string code(row.at("enType").as_string()), label(row.at("type").as_string());
      EXPECT_EQ(label, code == "emergencyAlarm" ? "紧急报警" : "超速报警");
      const json::value* ended = row.as_object().if_contains("timeEnd");  // absent while it lasts
      if (ended && !ended->as_string().empty()) ++episodes[code];
    }
  }
  EXPECT_GT(episodes["emergencyAlarm"], 0);
  EXPECT_GT(episodes["overSpeed"], 0);
}

// Like real terminals the simulated ones keep their code: a second run (with --auth-file) only
// authenticates — registering again would be refused (终端已被注册) under gateway.jt808_auth = require,
// which the seeded server runs with.
TEST_F(SimLoopbackTest, SimulatedTerminalsKeepTheirCodesAcrossRuns) {
  std::string codes = (server_.dir / "sim_codes.txt").string();
  auto stored = [&] {
    auto db = OpenConfiguredDatabase(server_.config);
    return (*db)->Acquire()->Query("SELECT COUNT(*) FROM stored_positions")->at(0).Int(0);
  };
  RunSimulator(2, 3, codes);  // demo vehicles 0 and 1: JT/T 808
  long long first = stored();
  EXPECT_GT(first, 0);
  RunSimulator(2, 3, codes);
  EXPECT_GT(stored(), first);
  std::ifstream in(codes);
  int lines = 0;
  for (std::string line; std::getline(in, line);) ++lines;
  EXPECT_EQ(lines, 2);  // one registration each, in the first run
  auto db = OpenConfiguredDatabase(server_.config);
  EXPECT_EQ((*db)->Acquire()->Query("SELECT COUNT(*) FROM devices WHERE auth_proven_at IS NOT NULL")->at(0).Int(0), 2);
}

}  // namespace
}  // namespace chelian
