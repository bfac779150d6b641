// Loopback tests of the activation that starts a vehicle's expiry (docs/renewal.md): months bought
// before the first report wait; the first JT/T 808 position through the gateway stores the
// activation and the expiry = activation + those months; a later report changes neither.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "app/admin_cli.h"
#include "app/config.h"
#include "app/server_app.h"
#include "core/clock.h"
#include "gateway_ports.h"
#include "http_client.h"
#include "jt808_terminal.h"
#include "sim/demo_fleet.h"
#include "sim/device_frames.h"
#include "store/renewal_repo.h"
#include "ws_client.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;

class RenewalActivationTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) / ("chelian_activation_test_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    config_ = Config::Load("", testing::GatewaysOff({"http.port=0", "gateway.jt808_port=0",
                                                     "gateway.jt808_auth=require", "gateway.host=127.0.0.1",
                                                     "store.sqlite_path=" + (dir_ / "db.sqlite").string(),
                                                     "auth.captcha=off", "store.batch_delay_ms=20"}))
                  .value();
    ASSERT_EQ(RunAdminCommand(config_, {"demo-seed", "--vehicles", "3"}), 0);
    db_ = std::move(OpenConfiguredDatabase(config_).value());
    app_ = std::move(ServerApp::Create(config_).value());
    ASSERT_TRUE(app_->Start().ok());
  }
  void TearDown() override {
    if (app_) app_->Stop();
    db_.reset();
    fs::remove_all(dir_);
  }
  void Report(const sim::DemoVehicle& v, uint16_t serial, bool emergency = false) {
    sim::Fix fix;
    fix.emergency = emergency;
    fix.time_ms = SystemNowMs() / 1000 * 1000;
    fix.where = {22.54, 114.05};
    fix.speed_kmh = 20;
    fix.course = 90;
    ASSERT_TRUE(testing::SendSignedIn(app_->gateway_port("jt808"), sim::Jt808Location({v.terminal_no}, serial, fix)));
  }
  long long Column(const std::string& terminal, const std::string& column) {
    return db_->Acquire()
        ->Query("SELECT COALESCE(" + column + ", 0) FROM devices WHERE terminal_no = ?", {terminal})
        ->at(0)
        .Int(0);
  }

  fs::path dir_;
  Config config_;
  std::unique_ptr<store::Database> db_;
  std::unique_ptr<ServerApp> app_;
};

TEST_F(RenewalActivationTest, TheFirstReportStartsTheMonthsBought) {
  const sim::DemoVehicle bought = sim::DemoVehicleAt(0), none = sim::DemoVehicleAt(1);
  ASSERT_TRUE(
      db_->Acquire()->Exec("UPDATE devices SET service_months = 12 WHERE terminal_no = ?", {bought.terminal_no}).ok());
  EXPECT_EQ(Column(bought.terminal_no, "activated_at"), 0);
  const long long before = SystemNowMs();
  Report(bought, 1);
  Report(none, 1);
  Report(bought, 2);  // a later report is no first report
  app_->FlushPipeline();
  app_->Stop();  // the pipeline saves its states (and the activations) on the way out
  const long long after = SystemNowMs();
  const long long activated = Column(bought.terminal_no, "activated_at");
  EXPECT_GE(activated, before);
  EXPECT_LE(activated, after);
  EXPECT_EQ(Column(bought.terminal_no, "expires_at"), store::AddMonths(activated, 12));
  // No months bought: activated, no expiry.
  EXPECT_GT(Column(none.terminal_no, "activated_at"), 0);
  EXPECT_EQ(Column(none.terminal_no, "expires_at"), 0);
}

// Its positions and alarms (D131) are stored, neither is pushed to a console.
TEST_F(RenewalActivationTest, AnExpiredVehicleIsStoredButNotPushedLive) {
  const sim::DemoVehicle expired = sim::DemoVehicleAt(0), live = sim::DemoVehicleAt(1);
  const long long now = SystemNowMs();
  ASSERT_TRUE(db_->Acquire()
                  ->Exec("UPDATE devices SET activated_at = ?, expires_at = ? WHERE terminal_no = ?",
                         {now - 86'400'000, now - 60'000, expired.terminal_no})
                  .ok());
  auto asset = [&](const sim::DemoVehicle& v) {
    return db_->Acquire()->Query("SELECT asset_id FROM devices WHERE terminal_no = ?", {v.terminal_no})->at(0).Int(0);
  };
  const std::string token = testing::SignIn(app_->http_port(), "admin", "admin123");
  testing::WsClient ws;
  ASSERT_EQ(ws.Connect(app_->http_port(), "/ws/live"), 101);
  ws.SendText(R"({"type":"auth","sessionId":")" + token + R"("})");
  ASSERT_TRUE(ws.Receive(3000));  // hello
  ws.SendText(R"({"type":"subscribe","all":1})");
  ASSERT_EQ(ws.Receive(3000), R"({"type":"subscribed"})");
  Report(expired, 1, true);
  Report(live, 1, true);
  // Frames come in order: everything until the live vehicle's alarm and position show, and none
  // of it is the expired vehicle's.
  const std::string expired_id = "\"vehicleId\":" + std::to_string(asset(expired)) + ",";
  const std::string live_id = "\"vehicleId\":" + std::to_string(asset(live)) + ",";
  bool seen_position = false, seen_alarm = false;
  while (!seen_position || !seen_alarm) {
    auto msg = ws.Receive(5000);
    ASSERT_TRUE(msg) << "no live position or alarm";
    EXPECT_EQ(msg->find(expired_id), std::string::npos) << *msg;
    if (msg->find(live_id) == std::string::npos) continue;
    if (msg->find(R"("type":"alarms")") != std::string::npos) seen_alarm = true;
    if (msg->find(R"("type":"positions")") != std::string::npos) seen_position = true;
  }
  // Its position was stored all the same.
  app_->FlushPipeline();
  EXPECT_GT(db_->Acquire()
                ->Query("SELECT COUNT(*) FROM stored_positions p JOIN devices d ON d.id = p.device_id "
                        "WHERE d.terminal_no = ?",
                        {expired.terminal_no})
                ->at(0)
                .Int(0),
            0);
  EXPECT_EQ(db_->Acquire()
                ->Query("SELECT COUNT(*) FROM alarms WHERE asset_id = ? AND code = 'emergencyAlarm'", {asset(expired)})
                ->at(0)
                .Int(0),
            1);
}

}  // namespace
}  // namespace chelian
