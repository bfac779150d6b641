// Loopback tests of service.hide_expired over 数据报表 and the alarm lists (docs/renewal.md, D93):
// an expired vehicle's rows leave every covered report and alarm list, a call naming it answers
// 车辆已过期，续费后可查看数据, and it comes back once renewed — or at once with the setting off.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "app/admin_cli.h"
#include "app/config.h"
#include "app/server_app.h"
#include "core/civil_time.h"
#include "core/clock.h"
#include "core/json.h"
#include "driven_day.h"
#include "gateway_ports.h"
#include "http_client.h"
#include "sim/demo_fleet.h"
#include "store/asset_repo.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;
namespace json = boost::json;

constexpr long long kDayMs = 86'400'000;
constexpr long long kHourMs = 3'600'000;
constexpr int kOffsetMin = 480;
constexpr char kHidden[] = "车辆已过期，续费后可查看数据";

long long Int(const json::value& v) { return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double()); }

// Whether `text` occurs as a string anywhere in `v` (a plate in a report's rows).
bool Mentions(const json::value& v, const std::string& text) {
  if (v.is_string()) return v.as_string() == text;
  if (v.is_array())
    for (const auto& e : v.as_array())
      if (Mentions(e, text)) return true;
  if (v.is_object())
    for (const auto& kv : v.as_object())
      if (Mentions(kv.value(), text)) return true;
  return false;
}

class ExpiredHiddenTest : public ::testing::Test {
 protected:
  void Start(bool hide) {
    dir_ = fs::path(::testing::TempDir()) / ("chelian_expired_hidden_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    config_ =
        Config::Load("", testing::GatewaysOff({"http.port=0", "gateway.jt808_port=0", "gateway.jt808_auth=require",
                                               "gateway.host=127.0.0.1",
                                               "store.sqlite_path=" + (dir_ / "db.sqlite").string(), "auth.captcha=off",
                                               "store.batch_delay_ms=20", "export.dir=" + (dir_ / "exports").string(),
                                               std::string("service.hide_expired=") + (hide ? "on" : "off")}))
            .value();
    // The demo user (顺达物流) sees demo vehicles 0, 1, 2, 6, 7, 8.
    ASSERT_EQ(RunAdminCommand(config_, {"demo-seed", "--vehicles", "12"}), 0);
    app_ = std::move(ServerApp::Create(config_).value());
    ASSERT_TRUE(app_->Start().ok());
    port_ = app_->http_port();
    demo_ = testing::SignIn(port_, "demo", "demo123");
    db_ = std::move(OpenConfiguredDatabase(config_).value());
    now_ = SystemNowMs();
    long long local_now = now_ + kOffsetMin * 60'000LL;
    day_start_ = local_now - local_now % kDayMs - kOffsetMin * 60'000LL - kDayMs;  // yesterday 00:00 local
    for (int i : {0, 1}) {
      ASSERT_TRUE(testing::SendDrivenDay(app_->gateway_port("jt808"), i, day_start_));
      AddAlarmAndCommand(i);
    }
    app_->FlushPipeline();
    WaitForStates();
  }
  void TearDown() override {
    db_.reset();
    if (app_) app_->Stop();
    fs::remove_all(dir_);
  }

  long long VehicleId(int i) {
    auto c = db_->Acquire();
    return store::FindAssetByTerminal(*c, store::Scope::Everything(), sim::DemoVehicleAt(i).terminal_no)->id;
  }
  // An unhandled alarm of yesterday and one of a minute ago, and an acknowledged command.
  void AddAlarmAndCommand(int i) {
    long long v = VehicleId(i);
    auto c = db_->Acquire();
    auto row = c->Query(
        "SELECT a.group_id, MIN(d.id) FROM assets a JOIN devices d ON d.asset_id = a.id "
        "WHERE a.id = ? GROUP BY a.group_id",
        {v});
    ASSERT_TRUE(row.ok() && !row->empty());
    long long group = row->front().Int(0), device = row->front().Int(1);
    for (long long t : {day_start_ + 9 * kHourMs, now_ - 60'000})
      ASSERT_TRUE(c->Exec("INSERT INTO alarms (device_id, asset_id, group_id, code, label, begin_time, insert_time, "
                          "update_time) VALUES (?, ?, ?, 'emergencyAlarm', '紧急报警', ?, ?, ?)",
                          {device, v, group, t, t, t})
                      .ok());
    ASSERT_TRUE(c->Exec("INSERT INTO commands (uuid, asset_id, device_id, group_id, user_id, user_name, command_type, "
                        "command_name, protocol, payload, status, created_at, expires_at) "
                        "VALUES (?, ?, ?, ?, 1, 'admin', 'LOCATE', '立即定位', 'jt808', '{}', 2, ?, ?)",
                        {"expired-test-" + std::to_string(i), v, device, group, now_ - kHourMs, now_})
                    .ok());
  }
  void SetExpiry(int i, long long expires_at) {
    auto c = db_->Acquire();
    ASSERT_TRUE(c->Exec("UPDATE devices SET expires_at = ? WHERE asset_id = ?", {expires_at, VehicleId(i)}).ok());
  }
  // device_state reaches the store with the pipeline's snapshot (every 5 s): waits for both.
  void WaitForStates() {
    for (int i = 0; i < 150; ++i) {
      auto c = db_->Acquire();
      auto n = c->Query(
          "SELECT COUNT(*) FROM device_state s JOIN devices d ON d.id = s.device_id "
          "WHERE d.asset_id IN (?, ?)",
          {VehicleId(0), VehicleId(1)});
      if (n.ok() && n->front().Int(0) >= 2) return;
      ::usleep(100'000);
    }
    FAIL() << "no device states";
  }
  json::value Post(const std::string& path, const std::string& form) {
    auto r = testing::HttpCall(port_, "POST", path,
                               {{"sessionId", demo_}, {"Content-Type", "application/x-www-form-urlencoded"}}, form);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << path << ": " << r.body.substr(0, 300);
    return ok ? v : json::value(json::object{{"flag", -1}, {"msg", ""}});
  }
  std::string Period(const char* begin, const char* end) const {
    return std::string("&") + begin + "=" + testing::UrlEncode(FormatLocalTime(day_start_, kOffsetMin)) + "&" + end +
           "=" + testing::UrlEncode(FormatLocalTime(now_ + kHourMs, kOffsetMin));
  }

  // Every covered list of the demo user's vehicles: path and form.
  std::vector<std::pair<std::string, std::string>> Lists() const {
    const std::string r = "/car/v1/accelerate/report/";
    const std::string page = "&pageNumber=1&pageSize=100";
    const std::string days = Period("startTime", "endTime");
    return {
        {r + "mileageReport/pageMileage.json", "flag=0&chooseId=0" + days + page},
        {r + "totalMileageReport/pageTotalMileageReport.json", "flag=0&chooseId=0" + page},
        {r + "offOnlineReport/pageOffOnline.json", "flag=0&beginOffTimeMin=0&endOffTimeMin=0" + page},
        {r + "carDayOnline/pageCarDayOnline.json", "flag=0&chooseId=0" + days + page},
        {r + "accReport/pageAccReport.json", "flag=0&accState=0" + Period("accBeginTime", "accEndTime") + page},
        {r + "alarm/alarmAnalysis.json", "flag=0" + Period("startTime", "endTime") + page},
        {r + "alarm/newQueryAlarm", "flag=0" + Period("startTime", "endTime") + page},
        {r + "alarm/actualTimeAlarmQuery.json", "pageNumber=1&pageSize=100"},
        {r + "commandReport/pageCommandReport.json", "flag=0" + Period("startTime", "endTime") + page},
        {"/car/v1/api/monitor/queryAlarm", "pageSize=500"},
        {r + "commandReport/pageCommandAndTextUp.json", "pageNumber=1&pageSize=100"},
    };
  }
  // Each list answers and names demo vehicle 0 exactly when `shown`; vehicle 1 always.
  void ExpectLists(bool shown) {
    for (const auto& [path, form] : Lists()) {
      json::value v = Post(path, form);
      ASSERT_EQ(Int(v.at("flag")), 1) << path << ": " << WriteJson(v);
      EXPECT_EQ(Mentions(v, sim::DemoVehicleAt(0).plate), shown) << path;
      EXPECT_TRUE(Mentions(v, sim::DemoVehicleAt(1).plate)) << path << ": " << WriteJson(v);
    }
    // The header's alarm count: alarming vehicles of the real-time window.
    json::value n = Post("/car/v1/accelerate/report/alarm/queryActualTimeAlarmNum.json", "");
    ASSERT_EQ(Int(n.at("flag")), 1) << WriteJson(n);
    EXPECT_EQ(Int(n.at("obj").at("vehicles")), shown ? 2 : 1) << WriteJson(n);
  }
  // Calls naming demo vehicle 0: refused in Chinese when hidden, else answered.
  void ExpectOneVehicle(bool shown) {
    const std::string id = std::to_string(VehicleId(0));
    const std::string r = "/car/v1/accelerate/report/";
    const std::vector<std::pair<std::string, std::string>> calls = {
        {r + "mileageReport/listMileageDetail.json", "vehicleId=" + id + Period("startTime", "endTime")},
        {r + "offOnlineReport/pageOffOnline.json", "flag=1&chooseId=" + id + "&beginOffTimeMin=0&endOffTimeMin=0"},
        {r + "accReport/pageAccReport.json",
         "flag=1&chooseId=" + id + "&accState=0" + Period("accBeginTime", "accEndTime")},
        {r + "alarm/alarmDetail.json", "vehicleId=" + id + Period("startTime", "endTime")},
        {r + "alarm/actualTimeAlarmQuery.json", "vehicleId=" + id},
        {r + "commandReport/pageCommandReport.json", "flag=1&chooseId=" + id + Period("startTime", "endTime")},
        {"/car/v1/api/audioImage/pageImage.json", "vehicleId=" + id},
    };
    for (const auto& [path, form] : calls) {
      json::value v = Post(path, form);
      if (shown) {
        EXPECT_EQ(Int(v.at("flag")), 1) << path << ": " << WriteJson(v);
      } else {
        EXPECT_EQ(Int(v.at("flag")), 0) << path;
        EXPECT_EQ(std::string(v.at("msg").as_string()), kHidden) << path;
      }
    }
  }

  fs::path dir_;
  Config config_;
  std::unique_ptr<ServerApp> app_;
  std::unique_ptr<store::Database> db_;
  int port_ = 0;
  std::string demo_;
  long long now_ = 0, day_start_ = 0;
};

TEST_F(ExpiredHiddenTest, AnExpiredVehicleLeavesReportsAndAlarmListsUntilRenewed) {
  Start(true);
  ExpectLists(true);
  ExpectOneVehicle(true);
  SetExpiry(0, now_ - kDayMs);
  ExpectLists(false);
  ExpectOneVehicle(false);
  // A media file of it: refused as hidden before it is even looked for.
  json::value file =
      Post("/car/v1/api/audioImage/getImageFile.json", "vehicleId=" + std::to_string(VehicleId(0)) + "&fileId=1");
  EXPECT_EQ(std::string(file.at("msg").as_string()), kHidden);
  SetExpiry(0, now_ + 30 * kDayMs);  // renewed
  ExpectLists(true);
  ExpectOneVehicle(true);
}

TEST_F(ExpiredHiddenTest, ASettledVehicleIsNotHidden) {
  Start(true);
  SetExpiry(0, now_ - kDayMs);
  long long id = VehicleId(0);
  ASSERT_TRUE(db_->Acquire()->Exec("UPDATE devices SET settled_at = ? WHERE asset_id = ?", {now_, id}).ok());
  ExpectLists(true);
}

TEST_F(ExpiredHiddenTest, WithTheSettingOffNothingIsHidden) {
  Start(false);
  SetExpiry(0, now_ - kDayMs);
  ExpectLists(true);
  ExpectOneVehicle(true);
}

}  // namespace
}  // namespace chelian
