// The loopback of the wearables' device side (issue 24): `admin demo-seed --wearables` adds the demo
// school and pets, chelian-sim drives them through the real gateways for a time-compressed ten
// minutes (each wearable sends an SOS in its fifth report), and the console's track call shows a
// badge's (3G* watch) and a pet tracker's (H02) stored fixes, in Shenzhen, and their SOS alarms.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include "app/admin_cli.h"
#include "child_server.h"
#include "core/clock.h"
#include "core/json.h"
#include "core/strings.h"
#include "http_client.h"
#include "seeded_server.h"
#include "sim/demo_fleet.h"
#include "store/db.h"

namespace chelian {
namespace {

namespace json = boost::json;

long long Int(const json::value& v) { return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double()); }

class SimWearablesLoopbackTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(server_.Start("sim_wearables", 10, {"gateway.watch_port=0", "gateway.h02_port=0"}).ok());
    ASSERT_EQ(RunAdminCommand(server_.config, {"demo-seed", "--wearables", "31"}), 0);
    port_ = server_.app->http_port();
    token_ = testing::SignIn(port_, "admin", "admin123");
  }

  // chelian-sim with no vehicles and the first 31 wearables (30 badges, one pet) for 8 s: a report
  // every 0.15 s each, 10 s later on the device's clock every time, from two hours ago.
  void RunSimulator() {
    std::vector<std::string> args = {"--watch-port", std::to_string(server_.app->gateway_port("watch")), "--h02-port",
                                     std::to_string(server_.app->gateway_port("h02"))};
    for (std::string_view a : Split("--devices 0 --wearables 31 --interval 0.05 --parked-interval 0.05 "
                                    "--sim-seconds-per-report 10 --start-ago-s 7200 --alarm-chance 1 --duration 8 "
                                    "--connects-per-s 1000",
                                    ' '))
      args.emplace_back(a);
    pid_t pid = testing::StartProcess(CHELIAN_SIM_BINARY, args);
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
    server_.app->FlushPipeline();
  }

  long long Count(const std::string& sql, const store::Params& params) {
    auto db = OpenConfiguredDatabase(server_.config);
    return (*db)->Acquire()->Query(sql, params)->at(0).Int(0);
  }
  json::value Get(const std::string& target) {
    auto r = testing::HttpCall(port_, "GET", target, {{"sessionid", token_}});
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << r.body.substr(0, 300);
    return v;
  }
  testing::SeededServer server_;
  int port_ = 0;
  std::string token_;
};

TEST_F(SimWearablesLoopbackTest, ABadgeAndAPetTrackerShowInTracksWithSosAlarms) {
  const long long begin = SystemNowMs() - 3 * 3'600'000LL, end = SystemNowMs();
  RunSimulator();
  for (int i : {0, sim::kDemoPeople}) {
    sim::DemoWearable w = sim::DemoWearableAt(i);
    SCOPED_TRACE(w.terminal_no + " " + w.protocol);
    long long asset =
        Count("SELECT asset_id FROM devices WHERE terminal_no = ? AND protocol = ?", {w.terminal_no, w.protocol});
    EXPECT_EQ(Count("SELECT kind FROM assets WHERE id = ?", {asset}), w.kind);
    long long stored =
        Count("SELECT COUNT(*) FROM stored_positions WHERE device_id IN (SELECT id FROM devices WHERE asset_id = ?)",
              {asset});
    EXPECT_GT(stored, 20);
    json::value track = Get("/car/v1/accelerate/track/listVehTrackPoint.json?vehicleId=" + std::to_string(asset) +
                            "&beginTime=" + testing::UrlEncode(FormatLocalTime(begin, 480)) +
                            "&endTime=" + testing::UrlEncode(FormatLocalTime(end, 480)) + "&filterTime=0&converge=0");
    ASSERT_EQ(Int(track.at("flag")), 1) << WriteJson(track).substr(0, 300);
    const json::array& points = track.at("obj").at("data").at("trackList").as_array();
    EXPECT_EQ(static_cast<long long>(points.size()), stored);
    for (const auto& p : points) {  // in Shenzhen
      EXPECT_NEAR(p.at("a").as_double(), 22.6, 0.5);
      EXPECT_NEAR(p.at("o").as_double(), 114.0, 0.5);
    }
    EXPECT_GT(Count("SELECT COUNT(*) FROM alarms WHERE asset_id = ? AND code = 'emergencyAlarm'", {asset}), 0);
  }
}

}  // namespace
}  // namespace chelian
