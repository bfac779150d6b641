// Loopback tests of the daily-aggregate reports (issue 22; docs/reports.md): a constructed day
// driven through the JT/T 808 gateway, then 里程报表, 里程明细, 总里程, 离线统计, 剩余电量 and 车辆日在线
// called with the V3 parameter names (POST forms), their exports, the rebuild command, and the
// subtree rule: the fleet user never sees another tenant's vehicle and a foreign chooseId is refused.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cctype>
#include <filesystem>

#include "app/admin_cli.h"
#include "app/config.h"
#include "app/server_app.h"
#include "core/clock.h"
#include "core/json.h"
#include "driven_day.h"
#include "gateway_ports.h"
#include "http_client.h"
#include "jt808_terminal.h"
#include "reports/test_tracks.h"
#include "sim/demo_fleet.h"
#include "sim/device_frames.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;
namespace json = boost::json;

constexpr long long kDayMs = 86'400'000;
constexpr int kOffsetMin = 480;
constexpr char kBase[] = "/car/v1/accelerate/report/";

std::string Q(const std::string& text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

long long Int(const json::value& v) { return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double()); }
double Num(const json::value& v) { return v.is_double() ? v.as_double() : static_cast<double>(v.as_int64()); }
std::string Str(const json::value& v) { return std::string(v.as_string()); }

class DayReportApiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) / ("chelian_day_report_test_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    std::vector<std::string> sets = testing::GatewaysOff(
        {"http.port=0", "gateway.jt808_port=0", "gateway.jt808_auth=require", "gateway.host=127.0.0.1",
         "store.sqlite_path=" + (dir_ / "db.sqlite").string(), "auth.captcha=off", "store.batch_delay_ms=20",
         "export.dir=" + (dir_ / "exports").string()});
    config_ = Config::Load("", sets).value();
    // 12 vehicles: the demo user (顺达物流) sees i = 0,1,2,6,7,8; vehicle 3 is another tenant's.
    ASSERT_EQ(RunAdminCommand(config_, {"demo-seed", "--vehicles", "12"}), 0);
    app_ = std::move(ServerApp::Create(config_).value());
    ASSERT_TRUE(app_->Start().ok());
    port_ = app_->http_port();
    demo_ = testing::SignIn(port_, "demo", "demo123");
    admin_ = testing::SignIn(port_, "admin", "admin123");
    long long local_now = SystemNowMs() + kOffsetMin * 60'000LL;
    day_start_ = local_now - local_now % kDayMs - kOffsetMin * 60'000LL - kDayMs;  // yesterday 00:00
    day_ = FormatLocalTime(day_start_, kOffsetMin).substr(0, 10);
  }
  void TearDown() override {
    app_->Stop();
    fs::remove_all(dir_);
  }
  testing::HttpReply Raw(const std::string& token, const std::string& path, const std::string& form) {
    return testing::HttpCall(port_, "POST", path,
                             {{"sessionId", token}, {"Content-Type", "application/x-www-form-urlencoded"}}, form);
  }
  json::value Post(const std::string& token, const std::string& path, const std::string& form) {
    auto r = Raw(token, path, form);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << r.body.substr(0, 300);
    return v;
  }
  std::string Yesterday() const { return "startTime=" + Q(day_ + " 00:00:00") + "&endTime=" + Q(day_ + " 23:59:59"); }
  long long VehicleId(const std::string& token, int i) {
    sim::DemoVehicle v = sim::DemoVehicleAt(i);
    return Int(Post(token, "/car/v4/api/assets/list.json",
                    "keyword=" + v.terminal_no + "&state=0&childFlag=1&pageNumber=1&pageSize=10")
                   .at("obj")
                   .at("data")
                   .at(0)
                   .at("vehicleId"));
  }
  // Demo vehicle `i` drives yesterday's morning (driven_day.h) through the JT/T 808 gateway.
  void DriveDay(int i) {
    ASSERT_TRUE(testing::SendDrivenDay(app_->gateway_port("jt808"), i, day_start_));
    app_->FlushPipeline();
  }

  // The latest states reach device_state with the pipeline's next snapshot (every 5 s): waits,
  // at most 15 s, until `n` vehicles have one.
  void WaitForStates(long long n) {
    for (int i = 0; i < 150; ++i) {
      json::value r = Post(admin_, std::string(kBase) + "offOnlineReport/pageOffOnline.json",
                           "beginOffTimeMin=0&endOffTimeMin=0&pageNumber=1&pageSize=1");
      if (Int(r.at("flag")) == 1 && Int(r.at("obj").at("total")) >= n) return;
      ::usleep(100'000);
    }
  }

  fs::path dir_;
  Config config_;
  std::unique_ptr<ServerApp> app_;
  int port_ = 0;
  std::string demo_, admin_, day_;
  long long day_start_ = 0;
};

TEST_F(DayReportApiTest, MileageReportAndItsDaysFromTheAggregates) {
  DriveDay(0);
  DriveDay(3);
  long long mine = VehicleId(demo_, 0);
  json::value r = Post(demo_, std::string(kBase) + "mileageReport/pageMileage.json",
                       Yesterday() + "&chooseId=0&flag=0&longStay=0&pageNumber=1&pageSize=10");
  ASSERT_EQ(Int(r.at("flag")), 1) << WriteJson(r);
  // The fleet user sees its own vehicle only; the other tenant's drove the same day.
  ASSERT_EQ(Int(r.at("obj").at("total")), 1);
  const json::value& row = r.at("obj").at("data").at(0);
  EXPECT_EQ(Int(row.at("vehicleId")), mine);
  EXPECT_EQ(Str(row.at("plate")), sim::DemoVehicleAt(0).plate);
  EXPECT_EQ(Str(row.at("terminalNo")), sim::DemoVehicleAt(0).terminal_no);
  EXPECT_FALSE(Str(row.at("groupName")).empty());
  EXPECT_NEAR(Num(row.at("thisMileage")), 7.5 + 7.5 - 0.125, 0.15);  // from the first fix; odometer in 0.1 km
  EXPECT_EQ(Str(row.at("beginTimeS")), day_ + " 08:00:10");
  EXPECT_EQ(Str(row.at("endTimeS")), day_ + " 08:50:00");
  json::value all = Post(admin_, std::string(kBase) + "mileageReport/pageMileage.json",
                         Yesterday() + "&chooseId=0&flag=0&pageNumber=1&pageSize=10");
  EXPECT_EQ(Int(all.at("obj").at("total")), 2);

  json::value days = Post(demo_, std::string(kBase) + "mileageReport/listMileageDetail.json",
                          Yesterday() + "&vehicleId=" + std::to_string(mine) + "&pageNumber=1&pageSize=10");
  ASSERT_EQ(Int(days.at("flag")), 1) << WriteJson(days);
  ASSERT_EQ(Int(days.at("obj").at("total")), 1);
  const json::value& d = days.at("obj").at("data").at(0);
  EXPECT_EQ(Str(d.at("date")), day_);
  EXPECT_NEAR(Num(d.at("mileageEnd")) - Num(d.at("mileageBegin")), Num(d.at("thisMileage")), 0.02);

  json::value online = Post(demo_, std::string(kBase) + "carDayOnline/pageCarDayOnline.json",
                            Yesterday() + "&chooseId=" + std::to_string(mine) + "&flag=1&pageNumber=1&pageSize=10");
  ASSERT_EQ(Int(online.at("flag")), 1) << WriteJson(online);
  ASSERT_EQ(Int(online.at("obj").at("total")), 1);
  const json::value& o = online.at("obj").at("data").at(0);
  EXPECT_EQ(Int(o.at("onlineMinutes")), 2990 / 60);  // 08:00:10 to 08:50:00, no silence over 10 min
  EXPECT_EQ(Int(o.at("driveMinutes")), 1190 / 60);
  EXPECT_EQ(Int(o.at("stopNum")), 1);

  // The rebuild from stored positions gives the same day.
  ASSERT_EQ(RunAdminCommand(config_, {"rebuild-days", "--from", day_}), 0);
  json::value again = Post(demo_, std::string(kBase) + "mileageReport/listMileageDetail.json",
                           Yesterday() + "&vehicleId=" + std::to_string(mine) + "&pageNumber=1&pageSize=10");
  EXPECT_NEAR(Num(again.at("obj").at("data").at(0).at("thisMileage")), Num(d.at("thisMileage")), 0.011);
}

TEST_F(DayReportApiTest, AnotherTenantsVehicleOrGroupIsRefusedInChinese) {
  DriveDay(3);
  long long foreign = VehicleId(admin_, 3);
  for (const char* path : {"mileageReport/pageMileage.json", "mileageReport/listMileageDetail.json",
                           "offOnlineReport/pageOffOnline.json", "totalMileageReport/pageTotalMileageReport.json",
                           "energyReport/pageEnergyReport.json", "carDayOnline/pageCarDayOnline.json"}) {
    json::value r = Post(demo_, std::string(kBase) + path,
                         Yesterday() + "&chooseId=" + std::to_string(foreign) +
                             "&flag=1&vehicleId=" + std::to_string(foreign) + "&pageNumber=1&pageSize=10");
    EXPECT_EQ(Int(r.at("flag")), 0) << path;
    EXPECT_EQ(Str(r.at("msg")), "车辆不存在或无权访问") << path;
  }
  // The admin's root group is outside the fleet user's subtree.
  json::value groups =
      Post(admin_, "/car/v4/api/assets/list.json",
           "keyword=" + sim::DemoVehicleAt(3).terminal_no + "&state=0&childFlag=1&pageNumber=1&pageSize=1");
  long long foreign_group = Int(groups.at("obj").at("data").at(0).at("groupId"));
  json::value g = Post(demo_, std::string(kBase) + "offOnlineReport/pageOffOnline.json",
                       "chooseId=" + std::to_string(foreign_group) + "&flag=0&beginOffTimeMin=0&endOffTimeMin=0");
  EXPECT_EQ(Int(g.at("flag")), 0);
  EXPECT_EQ(Str(g.at("msg")), "车组不存在或无权查看");
  // Bad input answers with a Chinese message.
  json::value bad = Post(demo_, std::string(kBase) + "mileageReport/pageMileage.json", "startTime=yesterday");
  EXPECT_EQ(Int(bad.at("flag")), 0);
  EXPECT_EQ(Str(bad.at("msg")).rfind("开始时间", 0), 0u);
}

TEST_F(DayReportApiTest, TotalMileageOfflineEnergyAndExports) {
  DriveDay(0);
  DriveDay(3);
  WaitForStates(2);
  json::value total = Post(demo_, std::string(kBase) + "totalMileageReport/pageTotalMileageReport.json",
                           "chooseId=0&flag=0&pageNumber=1&pageSize=50");
  ASSERT_EQ(Int(total.at("flag")), 1) << WriteJson(total);
  EXPECT_EQ(Int(total.at("obj").at("total")), 6);  // every vehicle of the fleet, reported or not
  bool found = false;
  for (const auto& row : total.at("obj").at("data").as_array()) {
    EXPECT_NE(Str(row.at("PL")), sim::DemoVehicleAt(3).plate);
    if (Str(row.at("PL")) == sim::DemoVehicleAt(0).plate) {
      found = true;
      EXPECT_GT(Num(row.at("MI")), 1000.0);  // the track's odometer starts at 1000 km
      EXPECT_EQ(Str(row.at("TI")), day_ + " 08:50:00");
    }
  }
  EXPECT_TRUE(found);
  // Just reported: offline for less than an hour, so not in 离线统计 from 60 minutes on.
  json::value off = Post(demo_, std::string(kBase) + "offOnlineReport/pageOffOnline.json",
                         "chooseId=0&flag=0&longStay=0&beginOffTimeMin=60&endOffTimeMin=0&pageNumber=1&pageSize=50");
  ASSERT_EQ(Int(off.at("flag")), 1) << WriteJson(off);
  EXPECT_EQ(Int(off.at("obj").at("total")), 0);
  json::value any = Post(admin_, std::string(kBase) + "offOnlineReport/pageOffOnline.json",
                         "beginOffTimeMin=0&endOffTimeMin=0&pageNumber=1&pageSize=50");
  EXPECT_EQ(Int(any.at("obj").at("total")), 2);
  // Each row carries the caller's own 关注度 and remark (the big screen's detail shows them).
  const long long followed = VehicleId(demo_, 0);
  ASSERT_EQ(
      Int(Post(admin_, "/car/v1/api/concern/saveVehicleConcern",
               "vehicleId=" + std::to_string(followed) + "&concernLevel=1&remark=" + testing::UrlEncode("夜间离线"))
              .at("flag")),
      1);
  auto concern_of = [&](const std::string& token) {
    json::value r = Post(token, std::string(kBase) + "offOnlineReport/pageOffOnline.json",
                         "beginOffTimeMin=0&endOffTimeMin=0&pageNumber=1&pageSize=50");
    for (const auto& row : r.at("obj").at("data").as_array())
      if (Int(row.at("vehicleId")) == followed)
        return std::to_string(Int(row.at("concernLevel"))) + Str(row.at("remark"));
    return std::string("absent");
  };
  EXPECT_EQ(concern_of(admin_), "1夜间离线");
  EXPECT_EQ(concern_of(demo_), "0");  // following is per user
  // JT/T 808 terminals of the demo report no battery level: an honest empty list.
  json::value energy = Post(demo_, std::string(kBase) + "energyReport/pageEnergyReport.json",
                            "percent=30&gl=l&longStay=0&pageNumber=1&pageSize=10");
  ASSERT_EQ(Int(energy.at("flag")), 1);
  EXPECT_EQ(Int(energy.at("obj").at("total")), 0);
  EXPECT_EQ(Int(Post(demo_, std::string(kBase) + "energyReport/pageEnergyReport.json", "percent=300").at("flag")), 0);

  auto file = Raw(demo_, std::string(kBase) + "mileageReport/exportMileageDetail.json",
                  Yesterday() + "&vehicleId=" + std::to_string(VehicleId(demo_, 0)));
  ASSERT_EQ(file.status, 200);
  EXPECT_EQ(file.body.substr(0, 2), "PK");  // an .xlsx (zip) file
  auto off_file = Raw(demo_, std::string(kBase) + "offOnlineReport/exportOffOnline.json", "beginOffTimeMin=0");
  EXPECT_EQ(off_file.body.substr(0, 2), "PK");
  json::value job = Post(demo_, "/car/v1/accelerate/export/mileage.json", Yesterday() + "&chooseId=0&flag=0");
  ASSERT_EQ(Int(job.at("flag")), 1) << WriteJson(job);
  EXPECT_FALSE(Str(job.at("obj").at("fileName")).empty());
}

// 剩余电量 › 电量趋势 reads the day rows' battery (kept by the pipeline, tested in day_totals_test):
// the caller's vehicle only, days in range, none invented.
TEST_F(DayReportApiTest, BatteryTrendOfOneVehicleFromTheDailyRows) {
  const long long mine = VehicleId(demo_, 0);
  {
    auto db = OpenConfiguredDatabase(config_).value();
    const int day = std::stoi(day_.substr(0, 4) + day_.substr(5, 2) + day_.substr(8, 2));
    ASSERT_TRUE(db->Acquire()
                    ->Exec("INSERT INTO vehicle_days (device_id, day, last_time, battery_min, battery_last) "
                           "SELECT id, ?, 1, 18, 64 FROM devices WHERE asset_id = ?",
                           {day, mine})
                    .ok());
  }
  json::value r = Post(demo_, std::string(kBase) + "energyReport/batteryTrend.json",
                       Yesterday() + "&vehicleId=" + std::to_string(mine));
  ASSERT_EQ(Int(r.at("flag")), 1) << WriteJson(r);
  const auto& days = r.at("obj").at("data").as_array();
  ASSERT_EQ(days.size(), 1u);
  EXPECT_EQ(Str(days[0].at("day")), day_);
  EXPECT_EQ(Int(days[0].at("min")), 18);
  EXPECT_EQ(Int(days[0].at("last")), 64);
  EXPECT_EQ(Str(r.at("obj").at("startDay")), day_);
  // Another tenant's vehicle, or none: refused in Chinese.
  json::value foreign = Post(demo_, std::string(kBase) + "energyReport/batteryTrend.json",
                             "vehicleId=" + std::to_string(VehicleId(admin_, 3)));
  EXPECT_EQ(Int(foreign.at("flag")), 0);
  EXPECT_EQ(Str(Post(demo_, std::string(kBase) + "energyReport/batteryTrend.json", "").at("msg")), "请选择车辆");
}

}  // namespace
}  // namespace chelian
