// The loopback of the e-bikes' device side (issue 25): `admin demo-seed --ebikes` and `admin
// demo-rental` register 电动车卫士's demo bikes and the rental fleet, chelian-sim rides them through
// the real JT/T 808 and GT06 gateways, and the apps' calls show each bike's battery and position;
// 设防 sent from 电动车卫士 reaches a simulated JT/T 808 bike and a GT06 one and their answers come back.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>

#include <chrono>
#include <map>
#include <thread>

#include "app/admin_cli.h"
#include "child_server.h"
#include "core/clock.h"
#include "core/json.h"
#include "core/strings.h"
#include "http_client.h"
#include "seeded_server.h"
#include "sim/demo_ebikes.h"
#include "sim/demo_rental.h"

namespace chelian {
namespace {

namespace json = boost::json;
using Clock = std::chrono::steady_clock;

long long Int(const json::value& v) { return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double()); }
std::string Str(const json::value& v) { return std::string(v.as_string()); }

constexpr int kEbikes = 4;  // the fourth has a GT06 tracker (sim/demo_ebikes.h)

class SimEbikesLoopbackTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(server_
                    .Start("sim_ebikes", 5,
                           {"gateway.jt808_port=0", "gateway.gt06_port=0", "command.reply_timeout_s=30",
                            "gateway.logins_per_minute_per_address=600"})
                    .ok());
    ASSERT_EQ(RunAdminCommand(server_.config, {"demo-seed", "--ebikes", std::to_string(kEbikes)}), 0);
    ASSERT_EQ(RunAdminCommand(server_.config, {"demo-rental"}), 0);
    port_ = server_.app->http_port();
    token_ = testing::SignIn(port_, "admin", "admin123");
    // chelian-sim in real time, a report every half second, until stopped.
    std::vector<std::string> args = {"--jt808-port", std::to_string(server_.app->gateway_port("jt808")), "--gt06-port",
                                     std::to_string(server_.app->gateway_port("gt06"))};
    for (std::string_view a : Split("--devices 0 --ebikes 4 --rental --interval 0.5 --parked-interval 0.5 "
                                    "--connects-per-s 1000 --duration 120",
                                    ' '))
      args.emplace_back(a);
    sim_ = testing::StartProcess(CHELIAN_SIM_BINARY, args);
  }
  void TearDown() override {
    if (sim_ <= 0) return;
    ::kill(sim_, SIGINT);
    int status = 0;
    ::waitpid(sim_, &status, 0);
  }

  json::value Call(const std::string& target, const json::object& body = {}) {
    auto r = testing::HttpCall(port_, "POST", target, {{"Content-Type", "application/json"}, {"sessionId", token_}},
                               WriteJson(body));
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << target << ": " << r.body.substr(0, 300);
    return v;
  }
  // 电动车卫士's bike list by plate.
  std::map<std::string, json::object> Bikes() {
    std::map<std::string, json::object> out;
    json::value r = Call("/car/v4/api/elecar/bikes.json");
    for (const auto& b : r.at("obj").at("data").as_array()) out[Str(b.at("plate"))] = b.as_object();
    return out;
  }
  // Waits (bounded) until every plate of `plates` shows a battery reading and a fix.
  std::map<std::string, json::object> WaitReported(const std::vector<std::string>& plates) {
    std::map<std::string, json::object> bikes;
    for (auto end = Clock::now() + std::chrono::seconds(60); Clock::now() < end;) {
      server_.app->FlushPipeline();
      bikes = Bikes();
      bool all = true;
      for (const auto& p : plates)
        all &= bikes.count(p) && Int(bikes[p].at("batteryPct")) >= 0 && bikes[p].at("gpsTime").as_string() != "";
      if (all) return bikes;
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
    return bikes;
  }
  json::object WaitCommand(long long id) {
    json::object row;
    for (auto end = Clock::now() + std::chrono::seconds(40); Clock::now() < end;) {
      json::value r = Call("/car/v1/api/command/getCommand.json", {{"id", id}});
      if (Int(r.at("flag")) == 1) row = r.at("obj").as_object();
      if (!row.empty() && Int(row.at("status")) >= 2) return row;
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
    return row;
  }

  testing::SeededServer server_;
  int port_ = 0;
  std::string token_;
  pid_t sim_ = 0;
};

TEST_F(SimEbikesLoopbackTest, BikesReportBatteryAndPositionAndAnswerArm) {
  std::vector<std::string> plates;
  for (int i = 0; i < kEbikes; ++i) plates.push_back(sim::DemoEbikeAt(i).plate);
  for (const sim::RentalBike& b : sim::RentalBikes())
    if (b.offline_days == 0) plates.emplace_back(b.plate);
  std::map<std::string, json::object> bikes = WaitReported(plates);
  for (const auto& plate : plates) {
    SCOPED_TRACE(plate);
    ASSERT_TRUE(bikes.count(plate));
    const json::object& b = bikes[plate];
    EXPECT_EQ(Int(b.at("online")), 1);
    EXPECT_GE(Int(b.at("batteryPct")), 0);
    EXPECT_LE(Int(b.at("batteryPct")), 100);
    EXPECT_NE(Int(b.at("armed")), -1);                        // the tracker says armed or not
    EXPECT_NEAR(b.at("lat").to_number<double>(), 22.6, 0.5);  // in 深圳
    EXPECT_NEAR(b.at("lon").to_number<double>(), 114.0, 0.5);
  }
  // The JT/T 808 bikes carry the pack voltage (item 0x82); a bike with its pack in shows a 48 V pack's.
  const json::object& jt808 = bikes[plates[0]];
  EXPECT_TRUE(jt808.at("packVoltage").to_number<double>() == 0 || jt808.at("packVoltage").to_number<double>() >= 42);

  // 设防 to a JT/T 808 bike (0x8500, answered by 0x0500) and to the GT06 one (ARM#, answered "ARM OK").
  for (int i : {0, 3}) {
    const std::string plate = sim::DemoEbikeAt(i).plate;
    SCOPED_TRACE(plate);
    json::value r = Call("/car/v4/api/elecar/arm.json", {{"vehicleId", Int(bikes[plate].at("vehicleId"))}});
    ASSERT_EQ(Int(r.at("flag")), 1) << WriteJson(r);
    json::object row = WaitCommand(Int(r.at("obj").at("id")));
    ASSERT_FALSE(row.empty());
    EXPECT_EQ(Int(row.at("status")), 2) << WriteJson(row);  // 成功: the bike's answer came back
    if (i == 3) {
      EXPECT_EQ(Str(row.at("replyText")), "ARM OK");
    }
  }

  // 电动车租赁's risk list has the rental bikes' fresh reports.
  json::value risk = Call("/elec-lease/v1/api/risk/page.json", {{"level", 0}, {"pageSize", 50}});
  ASSERT_EQ(Int(risk.at("flag")), 1) << WriteJson(risk).substr(0, 300);
  int fresh = 0;
  for (const auto& row : risk.at("obj").at("data").as_array()) {
    auto at = ParseLocalTime(Str(row.at("lastTime")), 480);
    if (at && SystemNowMs() - *at < 10 * 60'000) ++fresh;
  }
  EXPECT_GT(fresh, 0);
}

}  // namespace
}  // namespace chelian
