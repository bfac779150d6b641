// Loopback tests of the event reports of 数据报表 (v3-console-inventory §2.6 1501–1515, §3.7) with
// the V3 parameter names: 行车统计 from a day driven through the JT/T 808 gateway, 停车报表, 操作记录,
// 保养/保险, the OBD and lock reports, the exports — and that a fleet user never sees another
// tenant's vehicles (a foreign vehicle answers flag 0 with a Chinese message).
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "api/report/acc_report.h"
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
#include "store/asset_repo.h"
#include "store/group_repo.h"
#include "store/operation_log_repo.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;
namespace json = boost::json;

constexpr long long kDayMs = 86'400'000;
constexpr long long kHourMs = 3'600'000;
constexpr int kOffsetMin = 480;
const std::string kBase = "/car/v1/accelerate/";

std::string Q(const std::string& text) { return testing::UrlEncode(text); }

class ReportEventsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) / ("chelian_report_events_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    config_ =
        Config::Load("", testing::GatewaysOff({"http.port=0", "gateway.jt808_port=0", "gateway.jt808_auth=require",
                                               "gateway.host=127.0.0.1",
                                               "store.sqlite_path=" + (dir_ / "db.sqlite").string(), "auth.captcha=off",
                                               "store.batch_delay_ms=20", "export.dir=" + (dir_ / "exports").string()}))
            .value();
    // 12 vehicles: the demo user (顺达物流: fleets 0–2) sees i = 0,1,2,6,7,8; i = 3 is 京华城市客运's.
    ASSERT_EQ(RunAdminCommand(config_, {"demo-seed", "--vehicles", "12"}), 0);
    app_ = std::move(ServerApp::Create(config_).value());
    ASSERT_TRUE(app_->Start().ok());
    port_ = app_->http_port();
    demo_ = Login("demo", "demo123");
    admin_ = Login("admin", "admin123");
    long long local_now = SystemNowMs() + kOffsetMin * 60'000LL;
    day_start_ = local_now - local_now % kDayMs - kOffsetMin * 60'000LL - kDayMs;  // yesterday 00:00 local
    db_ = std::move(OpenConfiguredDatabase(config_).value());
  }
  void TearDown() override {
    db_.reset();
    app_->Stop();
    fs::remove_all(dir_);
  }
  std::string Login(const std::string& user, const std::string& password) {
    return testing::SignIn(port_, user, password);
  }
  testing::HttpReply Raw(const std::string& token, const std::string& method, const std::string& path,
                         const std::string& form) {
    if (method == "GET") return testing::HttpCall(port_, "GET", kBase + path + "?" + form, {{"sessionId", token}});
    return testing::HttpCall(port_, "POST", kBase + path,
                             {{"sessionId", token}, {"Content-Type", "application/x-www-form-urlencoded"}}, form);
  }
  // A report call as the console makes it: POST form (or GET), the envelope parsed.
  json::value Call(const std::string& token, const std::string& path, const std::string& form,
                   const std::string& method = "POST") {
    auto r = Raw(token, method, path, form);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << path << ": " << r.body.substr(0, 300);
    return ok ? v : json::value(json::object{{"flag", -1}, {"msg", ""}});
  }
  // The file of an export call: an .xlsx (a zip) sent as application/vnd.ms-excel.
  void ExpectSheet(const std::string& token, const std::string& path, const std::string& query) {
    auto r = Raw(token, "GET", path, query);
    EXPECT_EQ(r.status, 200) << path;
    EXPECT_EQ(r.Header("Content-Type"), "application/vnd.ms-excel") << path << ": " << r.body.substr(0, 200);
    EXPECT_EQ(r.body.substr(0, 2), "PK") << path;
  }
  long long VehicleId(int index) {
    auto c = db_->Acquire();
    return store::FindAssetByTerminal(*c, store::Scope::Everything(), sim::DemoVehicleAt(index).terminal_no)->id;
  }
  long long DeviceOf(long long asset_id) {
    auto c = db_->Acquire();
    return c->Query("SELECT MIN(id) FROM devices WHERE asset_id = ?", {asset_id})->front().Int(0);
  }
  long long GroupId(const std::string& name) {
    auto c = db_->Acquire();
    return store::FindGroupByName(*c, store::Scope::Everything(), name)->id;
  }
  std::string Time(long long ms) const { return FormatLocalTime(ms, kOffsetMin); }
  std::string AccPeriod() const {
    return "&accBeginTime=" + Q(Time(day_start_)) + "&accEndTime=" + Q(Time(day_start_ + kDayMs - 1000));
  }

  // Demo vehicle `i` drives yesterday's morning (driven_day.h) through the JT/T 808 gateway.
  void DriveDay(int i) {
    ASSERT_TRUE(testing::SendDrivenDay(app_->gateway_port("jt808"), i, day_start_));
    app_->FlushPipeline();
  }
  static long long Int(const json::value& v) {
    return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double());
  }
  static std::string Str(const json::value& v) { return std::string(v.as_string()); }
  static const json::array& Rows(const json::value& r) { return r.at("obj").at("data").as_array(); }

  fs::path dir_;
  Config config_;
  std::unique_ptr<ServerApp> app_;
  std::unique_ptr<store::Database> db_;
  int port_ = 0;
  std::string demo_, admin_;
  long long day_start_ = 0;
};

TEST_F(ReportEventsTest, AccReportFromADrivenDay) {
  DriveDay(0);
  long long id = VehicleId(0);
  json::value on = Call(demo_, "report/accReport/pageAccReport.json",
                        "flag=1&chooseId=" + std::to_string(id) + "&accState=0&pageNumber=1&pageSize=10" + AccPeriod());
  ASSERT_EQ(Int(on.at("flag")), 1) << Str(on.at("msg"));
  ASSERT_EQ(Rows(on).size(), 1u);
  const json::value& row = Rows(on)[0];
  EXPECT_EQ(Int(row.at("vehicleId")), id);
  EXPECT_EQ(Str(row.at("plate")), sim::DemoVehicleAt(0).plate);
  EXPECT_EQ(Str(row.at("terminalNo")), sim::DemoVehicleAt(0).terminal_no);
  EXPECT_FALSE(Str(row.at("groupName")).empty());
  const long long t0 = day_start_ + 8 * kHourMs;
  // On 08:00:10 → 08:11:00 (the first parked fix), then 08:40:10 → 08:50:00 (the last fix).
  EXPECT_EQ(Str(row.at("accBeginTime")), Time(t0 + 10'000));
  EXPECT_EQ(Str(row.at("beginTime")), Time(t0 + 10'000));
  EXPECT_EQ(Str(row.at("accEndTime")), Time(t0 + 3'000'000));
  EXPECT_EQ(Int(row.at("thisSecs")), 650 + 590);
  EXPECT_EQ(Str(row.at("accSpaceTime")), "20分");
  EXPECT_NEAR(row.at("thisMileage").as_double(), 14.9, 0.4);
  EXPECT_EQ(Int(row.at("accNum")), 2);
  EXPECT_TRUE(row.at("accInfos").as_array().empty());  // the intervals are the detail's (D139)

  // The detail (from the fixes) lists the two intervals, which add up to the row (from the daily rows).
  json::value all_on = Call(demo_, "report/accReport/pageAccDetail.json",
                            "vehicleId=" + std::to_string(id) + "&accState=0&pageNumber=1&pageSize=10" + AccPeriod());
  const json::array& infos = Rows(all_on);
  ASSERT_EQ(infos.size(), 2u);
  EXPECT_EQ(Int(infos[0].at("type")), 0);
  EXPECT_EQ(Str(infos[0].at("accEndTime")), Time(t0 + 660'000));
  EXPECT_EQ(Int(infos[0].at("thisSecs")), 650);
  EXPECT_NEAR(infos[0].at("thisMileage").as_double(), 7.5, 0.2);
  EXPECT_NEAR(infos[0].at("lonBegin").as_double(), 114.05, 0.01);
  EXPECT_EQ(Int(infos[0].at("thisSecs")) + Int(infos[1].at("thisSecs")), Int(row.at("thisSecs")));
  EXPECT_NEAR(infos[0].at("thisMileage").as_double() + infos[1].at("thisMileage").as_double(),
              row.at("thisMileage").as_double(), 0.011);
  for (const char* k : {"id", "plate", "vehicleId", "groupId", "groupName", "latBegin", "mileageBegin", "latEnd",
                        "lonEnd", "mileageEnd", "updateTime", "accSpaceTime"})
    EXPECT_TRUE(infos[1].as_object().contains(k)) << k;

  // ACC off: the half hour parked.
  json::value off = Call(demo_, "report/accReport/pageAccReport.json",
                         "flag=1&chooseId=" + std::to_string(id) + "&accState=1" + AccPeriod());
  ASSERT_EQ(Rows(off).size(), 1u);
  EXPECT_EQ(Int(Rows(off)[0].at("thisSecs")), 1750);
  EXPECT_EQ(Str(Rows(off)[0].at("accSpaceTime")), "29分");

  // The detail, paged.
  json::value detail = Call(demo_, "report/accReport/pageAccDetail.json",
                            "vehicleId=" + std::to_string(id) + "&accState=0&pageNumber=2&pageSize=1" + AccPeriod());
  ASSERT_EQ(Int(detail.at("flag")), 1);
  EXPECT_EQ(Int(detail.at("obj").at("total")), 2);
  ASSERT_EQ(Rows(detail).size(), 1u);
  EXPECT_EQ(Str(Rows(detail)[0].at("accBeginTime")), Time(t0 + 2'410'000));

  // Times of day are read as their whole local days (D139): the same answer.
  json::value noon =
      Call(demo_, "report/accReport/pageAccReport.json",
           "flag=1&chooseId=" + std::to_string(id) + "&accBeginTime=" + Q(Time(day_start_ + 12 * kHourMs)) +
               "&accEndTime=" + Q(Time(day_start_ + 13 * kHourMs)));
  ASSERT_EQ(Rows(noon).size(), 1u);
  EXPECT_EQ(Int(Rows(noon)[0].at("thisSecs")), 650 + 590);

  // Rebuilt from the stored positions by the existing command: the same row.
  std::string day = Time(day_start_).substr(0, 10);
  ASSERT_EQ(RunAdminCommand(config_, {"rebuild-days", "--from", day, "--to", day}), 0);
  json::value rebuilt = Call(demo_, "report/accReport/pageAccReport.json",
                             "flag=1&chooseId=" + std::to_string(id) + "&accState=0" + AccPeriod());
  ASSERT_EQ(Rows(rebuilt).size(), 1u);
  EXPECT_EQ(Int(Rows(rebuilt)[0].at("thisSecs")), 650 + 590);
  EXPECT_EQ(Int(Rows(rebuilt)[0].at("accNum")), 2);
  EXPECT_EQ(Str(Rows(rebuilt)[0].at("accEndTime")), Time(t0 + 3'000'000));

  ExpectSheet(demo_, "report/accReport/exportAccReport.json", "flag=1&chooseId=" + std::to_string(id) + AccPeriod());
  ExpectSheet(demo_, "report/accReport/exportPageAccDetail.json",
              "vehicleId=" + std::to_string(id) + "&accState=1" + AccPeriod());
}

// The group's page (daily rows kept by the pipeline) says what the raw computation over the same
// stored fixes and whole days says, vehicle by vehicle, for ACC on and off.
TEST_F(ReportEventsTest, AccSummaryEqualsTheRawComputation) {
  for (int i : {0, 1, 6}) DriveDay(i);
  long long group = GroupId("顺达物流有限公司");
  for (int state : {0, 1}) {
    json::value page = Call(demo_, "report/accReport/pageAccReport.json",
                            "flag=0&chooseId=" + std::to_string(group) + "&accState=" + std::to_string(state) +
                                "&pageSize=100" + AccPeriod());
    ASSERT_EQ(Int(page.at("flag")), 1) << Str(page.at("msg"));
    auto c = db_->Acquire();
    auto raw = api::report::ComputeAccReport(*c, store::Scope::Everything(), {.group_id = group}, day_start_,
                                             day_start_ + kDayMs, state == 0);
    ASSERT_TRUE(raw.ok());
    ASSERT_EQ(raw->size(), 3u);
    ASSERT_EQ(Rows(page).size(), raw->size());
    for (const api::report::VehicleAcc& v : *raw) {
      SCOPED_TRACE(v.vehicle.plate);
      const json::value* row = nullptr;
      for (const json::value& r : Rows(page))
        if (Int(r.at("vehicleId")) == v.vehicle.asset_id) row = &r;
      ASSERT_NE(row, nullptr);
      EXPECT_EQ(Int(row->at("thisSecs")), v.total_ms() / 1000);
      EXPECT_EQ(Int(row->at("accNum")), static_cast<long long>(v.intervals.size()));
      EXPECT_NEAR(row->at("thisMileage").as_double(), v.total_km(), 0.006);
      EXPECT_EQ(Str(row->at("beginTime")), Time(v.intervals.front().begin_ms));
      EXPECT_EQ(Str(row->at("endTime")), Time(v.intervals.back().end_ms));
    }
  }
}

TEST_F(ReportEventsTest, AccReportStaysInsideTheUsersSubtree) {
  DriveDay(0);
  DriveDay(3);  // 京华城市客运's
  long long own = VehicleId(0), foreign = VehicleId(3);
  json::value mine = Call(demo_, "report/accReport/pageAccReport.json", "flag=0&accState=0" + AccPeriod());
  ASSERT_EQ(Int(mine.at("flag")), 1);
  ASSERT_EQ(Rows(mine).size(), 1u);
  EXPECT_EQ(Int(Rows(mine)[0].at("vehicleId")), own);
  json::value all = Call(admin_, "report/accReport/pageAccReport.json", "flag=0&accState=0" + AccPeriod());
  EXPECT_EQ(Int(all.at("obj").at("total")), 2);
  for (std::string path : {"report/accReport/pageAccReport.json", "report/accReport/pageAccDetail.json",
                           "report/accReport/exportAccReport.json", "report/accReport/exportPageAccDetail.json"}) {
    json::value r =
        Call(demo_, path,
             "flag=1&chooseId=" + std::to_string(foreign) + "&vehicleId=" + std::to_string(foreign) + AccPeriod());
    EXPECT_EQ(Int(r.at("flag")), 0) << path;
    EXPECT_EQ(Str(r.at("msg")), "车辆不存在或无权访问") << path;
  }
  json::value group = Call(demo_, "report/accReport/pageAccReport.json",
                           "flag=0&chooseId=" + std::to_string(GroupId("1路车队")) + AccPeriod());
  EXPECT_EQ(Str(group.at("msg")), "车组不存在或无权查看");
}

TEST_F(ReportEventsTest, AccReportBadInputInChinese) {
  auto msg = [&](const std::string& form) {
    return Str(Call(demo_, "report/accReport/pageAccReport.json", form).at("msg"));
  };
  EXPECT_EQ(msg("accState=2"), "ACC状态应为 0（开）或 1（关）");
  EXPECT_EQ(msg("accState=开"), "ACC状态应为 0（开）或 1（关）");
  EXPECT_EQ(msg("accBeginTime=昨天"), "开始时间格式错误，应为 yyyy-MM-dd HH:mm:ss");
  EXPECT_EQ(msg("accBeginTime=2025-01-02%2000%3A00%3A00&accEndTime=2025-01-01%2000%3A00%3A00"),
            "结束时间不能早于开始时间");
  EXPECT_EQ(msg("accBeginTime=2025-01-01&accEndTime=2025-03-01"), "查询时间范围不能超过31天");
  EXPECT_EQ(msg("flag=1"), "请选择车辆");
  EXPECT_EQ(msg("chooseId=abc"), "参数 chooseId 应为整数");
  EXPECT_EQ(Str(Call(demo_, "report/accReport/pageAccDetail.json", "accState=0").at("msg")), "请选择车辆");
  // A day without fixes is an empty page.
  json::value empty =
      Call(demo_, "report/accReport/pageAccReport.json", "accBeginTime=2025-01-01&accEndTime=2025-01-01");
  EXPECT_EQ(Int(empty.at("flag")), 1);
  EXPECT_EQ(Int(empty.at("obj").at("total")), 0);
}

TEST_F(ReportEventsTest, VehiclesParkedNow) {
  long long now = SystemNowMs();
  auto park = [&](int index, long long since, int flags) {
    auto c = db_->Acquire();
    ASSERT_TRUE(c->Exec("INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, flags, motion, "
                        "motion_since) VALUES (?, ?, ?, 22.5, 114.1, ?, 2, ?)",
                        {DeviceOf(VehicleId(index)), since, since, flags, since})
                    .ok());
  };
  park(0, now - (26 * 60 + 3) * 60'000LL - 20'000, 1);  // 1天2小时3分, positioned
  park(1, now - 30 * 60'000LL, 0);                      // half an hour, no fix
  park(3, now - 5 * kHourMs, 1);                        // another tenant's
  json::value r = Call(demo_, "report/nowStopReport/pageNowStopReport.json", "flag=0&min=1&pageNumber=1&pageSize=10");
  ASSERT_EQ(Int(r.at("flag")), 1) << Str(r.at("msg"));
  ASSERT_EQ(Rows(r).size(), 1u);
  const json::value& row = Rows(r)[0];
  EXPECT_EQ(Str(row.at("plate")), sim::DemoVehicleAt(0).plate);
  EXPECT_EQ(Str(row.at("displayTimeStr")), "1天2小时3分");
  EXPECT_EQ(Int(row.at("isPos")), 1);
  EXPECT_EQ(Str(row.at("terminalType")), "GPRS-部标");
  for (const char* k : {"terminalNo", "displayTime", "groupName", "lon", "lat", "beginTime"})
    EXPECT_TRUE(row.as_object().contains(k)) << k;
  // min −1: every parked vehicle of the user, longest first; the other tenant's never.
  json::value every = Call(demo_, "report/nowStopReport/pageNowStopReport.json", "min=-1");
  ASSERT_EQ(Rows(every).size(), 2u);
  EXPECT_EQ(Int(Rows(every)[1].at("isPos")), 0);
  EXPECT_EQ(Int(Call(admin_, "report/nowStopReport/pageNowStopReport.json", "min=2").at("obj").at("total")), 2);
  EXPECT_EQ(Int(Call(demo_, "report/nowStopReport/pageNowStopReport.json", "min=27").at("obj").at("total")), 0);
  json::value foreign = Call(demo_, "report/nowStopReport/pageNowStopReport.json",
                             "flag=1&chooseId=" + std::to_string(VehicleId(3)) + "&min=-1");
  EXPECT_EQ(Int(foreign.at("flag")), 0);
  EXPECT_EQ(Str(foreign.at("msg")), "车辆不存在或无权访问");
  EXPECT_EQ(Str(Call(demo_, "report/nowStopReport/pageNowStopReport.json", "min=一天").at("msg")),
            "停留时间应为整数小时");
  ExpectSheet(demo_, "report/nowStopReport/exportStopReport.json", "min=-1");
}

TEST_F(ReportEventsTest, OperationRecordsOfUsersAndVehicles) {
  long long sunda = GroupId("顺达物流有限公司"), bus = GroupId("京华城市客运");
  long long demo_id = 0;
  {
    auto c = db_->Acquire();
    demo_id = c->Query("SELECT id FROM users WHERE username = 'demo'")->front().Int(0);
    long long now = SystemNowMs();
    store::Actor demo{demo_id, "demo", sunda}, other{999, "jinghua", bus};
    ASSERT_TRUE(store::AppendOperation(*c, demo, {"user.add", "cust1", 0, "新增用户"}, now).ok());
    ASSERT_TRUE(store::AppendOperation(*c, demo, {"vehicle.update", "粤B0", VehicleId(0), "修改车牌"}, now).ok());
    ASSERT_TRUE(store::AppendOperation(*c, other, {"vehicle.update", "京A3", VehicleId(3), "修改车型"}, now).ok());
  }
  json::value users = Call(demo_, "report/operRecord/pageOperRecord.json", "flag=0&pageNumber=1&pageSize=10");
  ASSERT_EQ(Int(users.at("flag")), 1) << Str(users.at("msg"));
  ASSERT_EQ(Rows(users).size(), 1u);
  const json::value& u = Rows(users)[0];
  EXPECT_EQ(Int(u.at("type")), 0);
  EXPECT_EQ(Str(u.at("name")), "cust1");
  EXPECT_EQ(Str(u.at("operType")), "新增用户");
  EXPECT_EQ(Str(u.at("operUserName")), "demo");
  EXPECT_EQ(Int(u.at("operUserId")), demo_id);
  for (const char* k : {"theId", "remark", "operTime", "ip"}) EXPECT_TRUE(u.as_object().contains(k)) << k;
  EXPECT_EQ(Int(Call(demo_, "report/operRecord/pageOperRecord.json", "flag=0&inputUserId=12345").at("obj").at("total")),
            0);

  json::value vehicles = Call(demo_, "report/operRecord/pageOperRecord.json", "flag=1&vehicleFlag=-1");
  ASSERT_EQ(Rows(vehicles).size(), 1u);  // not 京华's
  EXPECT_EQ(Int(Rows(vehicles)[0].at("theId")), VehicleId(0));
  EXPECT_EQ(Str(Rows(vehicles)[0].at("operType")), "修改车辆");
  json::value one = Call(demo_, "report/operRecord/pageOperRecord.json",
                         "flag=1&vehicleFlag=1&vehicleId=" + std::to_string(VehicleId(0)));
  EXPECT_EQ(Int(one.at("obj").at("total")), 1);
  json::value foreign = Call(demo_, "report/operRecord/pageOperRecord.json",
                             "flag=1&vehicleFlag=1&vehicleId=" + std::to_string(VehicleId(3)));
  EXPECT_EQ(Int(foreign.at("flag")), 0);
  EXPECT_EQ(Str(foreign.at("msg")), "车辆不存在或无权访问");
  json::value foreign_group =
      Call(demo_, "report/operRecord/pageOperRecord.json", "flag=1&vehicleFlag=0&groupId=" + std::to_string(bus));
  EXPECT_EQ(Str(foreign_group.at("msg")), "车组不存在或无权查看");
  json::value admin_group =
      Call(admin_, "report/operRecord/pageOperRecord.json", "flag=1&vehicleFlag=0&groupId=" + std::to_string(bus));
  ASSERT_EQ(Rows(admin_group).size(), 1u);
  EXPECT_EQ(Str(Rows(admin_group)[0].at("name")), "京A3");
  EXPECT_EQ(Str(Call(demo_, "report/operRecord/pageOperRecord.json", "flag=3").at("msg")),
            "操作类型应为 0（用户操作记录）或 1（车辆操作记录）");
  ExpectSheet(demo_, "report/operRecord/exportOperRecord.json", "flag=1&vehicleFlag=-1");
}

TEST_F(ReportEventsTest, MaintenanceAndInsuranceReadTheirTables) {
  // Nothing recorded: an honest empty page.
  json::value empty = Call(demo_, "report/maintainReport/pageMaintainReport.json", "type=0&pageNumber=1&pageSize=10");
  ASSERT_EQ(Int(empty.at("flag")), 1) << Str(empty.at("msg"));
  EXPECT_EQ(Int(empty.at("obj").at("total")), 0);
  long long now = SystemNowMs();
  {
    auto c = db_->Acquire();
    for (int i : {0, 3}) {
      ASSERT_TRUE(c->Exec("INSERT INTO vehicle_maintenance (asset_id, last_time, last_mileage, next_time, "
                          "next_mileage, lead_days, advance_km, tips, created_at) VALUES (?, ?, 1000, ?, 6000, 7, "
                          "500, '请按时保养', ?)",
                          {VehicleId(i), now - kDayMs, now + 10 * kDayMs + kHourMs, now})
                      .ok());
      ASSERT_TRUE(c->Exec("INSERT INTO vehicle_insurance (asset_id, first_time, amount, company, kinds, lead_days, "
                          "login_time, next_time, created_at) VALUES (?, 1, 3200.5, '平安保险', '交强险', 30, ?, ?, ?)",
                          {VehicleId(i), now - kDayMs, now + 300 * kDayMs, now})
                      .ok());
    }
  }
  json::value m = Call(demo_, "report/maintainReport/pageMaintainReport.json", "type=0");
  ASSERT_EQ(Rows(m).size(), 1u);
  EXPECT_EQ(Int(Rows(m)[0].at("vehicleId")), VehicleId(0));
  EXPECT_EQ(Int(Rows(m)[0].at("keepDay")), 10);
  EXPECT_EQ(Str(Rows(m)[0].at("tips")), "请按时保养");
  for (const char* k :
       {"currentMileage", "lastMileage", "lastMaintainTime", "leadTime", "advanceKilometers", "remark", "plate",
        "terminalNo", "groupName", "owner", "phone", "nextTimeMaintainTime", "nextCurrentMileage"})
    EXPECT_TRUE(Rows(m)[0].as_object().contains(k)) << k;
  EXPECT_EQ(Int(Call(admin_, "report/maintainReport/pageMaintainReport.json", "").at("obj").at("total")), 2);
  json::value ins =
      Call(demo_, "report/insuranceReport/pageInsuranceReport.json", "type=1&id=" + std::to_string(VehicleId(0)));
  ASSERT_EQ(Rows(ins).size(), 1u);
  EXPECT_EQ(Str(Rows(ins)[0].at("insuranceCompany")), "平安保险");
  EXPECT_EQ(Int(Rows(ins)[0].at("type")), 1);
  EXPECT_NEAR(Rows(ins)[0].at("amountMoney").as_double(), 3200.5, 1e-9);
  for (std::string path :
       {"report/maintainReport/pageMaintainReport.json", "report/insuranceReport/pageInsuranceReport.json",
        "report/maintainReport/exportMaintainReport.json", "report/insuranceReport/exportInsuranceReport.json"}) {
    json::value r = Call(demo_, path, "type=1&id=" + std::to_string(VehicleId(3)));
    EXPECT_EQ(Int(r.at("flag")), 0) << path;
    EXPECT_EQ(Str(r.at("msg")), "车辆不存在或无权访问") << path;
  }
  EXPECT_EQ(Str(Call(demo_, "report/maintainReport/pageMaintainReport.json", "type=1").at("msg")), "请选择车辆");
  ExpectSheet(demo_, "report/maintainReport/exportMaintainReport.json", "type=0");
  ExpectSheet(demo_, "report/insuranceReport/exportInsuranceReport.json", "type=0");
}

TEST_F(ReportEventsTest, ObdAndLockReportsAreEmptyPagesOfTheV3Shape) {
  std::string own = std::to_string(VehicleId(0)), foreign = std::to_string(VehicleId(3));
  json::value obd = Call(demo_, "report/alarm/pageOBDAlarmList.json",
                         "alarmTypes=1,2&vehicleId=" + own + "&pageNumber=1&pageSize=10", "GET");
  ASSERT_EQ(Int(obd.at("flag")), 1);
  EXPECT_EQ(Int(obd.at("obj").at("total")), 0);
  EXPECT_TRUE(Rows(obd).empty());
  EXPECT_EQ(Int(obd.at("obj").at("pageSize")), 10);
  for (std::string path :
       {"report/bluetoothReport/pageBluetoothAlarmReport.json", "report/bluetoothReport/pageUnlockHistory.json"}) {
    json::value page = Call(demo_, path, "vehicleId=" + own + "&queryType=0&type=0&pageNumber=1&pageSize=10");
    EXPECT_EQ(Int(page.at("flag")), 1) << path;
    EXPECT_EQ(Int(page.at("obj").at("total")), 0) << path;
    ExpectSheet(demo_, path, "vehicleId=" + own);
    EXPECT_EQ(Str(Call(demo_, path, "vehicleId=" + foreign).at("msg")), "车辆不存在或无权访问") << path;
    EXPECT_EQ(Str(Call(demo_, path, "").at("msg")), "请选择车辆") << path;
    EXPECT_EQ(Str(Call(demo_, path, "vehicleId=" + own + "&queryType=x").at("msg")), "参数 queryType 应为整数");
  }
  EXPECT_EQ(Str(Call(demo_, "report/alarm/pageOBDAlarmList.json", "vehicleId=" + foreign, "GET").at("msg")),
            "车辆不存在或无权访问");
}

TEST_F(ReportEventsTest, StopCommandAndAlarmExports) {
  DriveDay(0);
  long long id = VehicleId(0);
  std::string period =
      "&runStopBeginTime=" + Q(Time(day_start_)) + "&runStopEndTime=" + Q(Time(day_start_ + kDayMs - 1000));
  ExpectSheet(demo_, "report/stopReport/exportStopRePort.json",
              "vehicleId=" + std::to_string(id) + "&spaceTime=10" + period);
  json::value foreign_stop = Call(demo_, "report/stopReport/exportStopRePort.json",
                                  "vehicleId=" + std::to_string(VehicleId(3)) + period, "GET");
  EXPECT_EQ(Int(foreign_stop.at("flag")), 0);
  ExpectSheet(demo_, "report/commandReport/exportCommandReport.json", "flag=0");
  json::value foreign_cmd = Call(demo_, "report/commandReport/exportCommandReport.json",
                                 "flag=1&chooseId=" + std::to_string(VehicleId(3)), "GET");
  EXPECT_EQ(Str(foreign_cmd.at("msg")), "车辆不存在或无权访问");

  // No alarms yet: 暂无报警数据 and nothing queued.
  std::string alarm_period = "startTime=" + Q(Time(day_start_)) + "&endTime=" + Q(Time(day_start_ + kDayMs - 1000));
  json::value none = Call(demo_, "export/alarm.json", alarm_period + "&flag=0", "GET");
  EXPECT_EQ(Int(none.at("flag")), 0);
  EXPECT_EQ(Str(none.at("msg")), "暂无报警数据");
  {
    auto c = db_->Acquire();
    for (int i : {0, 3}) {
      long long v = VehicleId(i);
      long long group = c->Query("SELECT group_id FROM assets WHERE id = ?", {v})->front().Int(0);
      ASSERT_TRUE(c->Exec("INSERT INTO alarms (device_id, asset_id, group_id, code, label, begin_time, insert_time, "
                          "update_time) VALUES (?, ?, ?, 'emergencyAlarm', '紧急报警', ?, ?, ?)",
                          {DeviceOf(v), v, group, day_start_ + 9 * kHourMs, day_start_, day_start_})
                      .ok());
    }
  }
  json::value queued = Call(demo_, "export/alarm.json", alarm_period + "&flag=0", "GET");
  ASSERT_EQ(Int(queued.at("flag")), 1) << Str(queued.at("msg"));
  // The download center lists it as 报警记录 (type 1) and finishes it.
  json::value record;
  for (int i = 0; i < 200; ++i) {
    record = Call(demo_, "export/listExportRecord.json", "type=1&pageNumber=1&pageSize=100");
    if (!Rows(record).empty() && Int(Rows(record)[0].at("status")) >= 3) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ASSERT_EQ(Rows(record).size(), 1u);
  EXPECT_EQ(Int(Rows(record)[0].at("status")), 3);
  EXPECT_EQ(Int(Rows(record)[0].at("rowCount")), 1);  // the demo user's vehicle only
  json::value foreign_alarm = Call(demo_, "export/alarm.json",
                                   alarm_period + "&flag=0&chooseId=" + std::to_string(GroupId("京华城市客运")), "GET");
  EXPECT_EQ(Int(foreign_alarm.at("flag")), 0);
  ExpectSheet(demo_, "report/alarm/exportAlarmDetail.json", "vehicleId=" + std::to_string(id) + "&" + alarm_period);
  EXPECT_EQ(Str(Call(demo_, "report/alarm/exportAlarmDetail.json", alarm_period, "GET").at("msg")), "请选择车辆");
}

// Every file export of 数据报表 also runs in the download center when the console asks (toCenter=1):
// the reply is the queued record, the list shows it as 数据报表 (type 8) and it finishes with its
// rows; a foreign vehicle is refused at once where the export names one.
TEST_F(ReportEventsTest, FileExportsRunInTheDownloadCenterWhenAsked) {
  DriveDay(0);
  long long id = VehicleId(0);
  {
    auto c = db_->Acquire();
    store::Actor demo{c->Query("SELECT id FROM users WHERE username = 'demo'")->front().Int(0), "demo",
                      GroupId("顺达物流有限公司")};
    for (int i = 0; i < 3; ++i)
      ASSERT_TRUE(store::AppendOperation(*c, demo, {"vehicle.update", "粤B0", id, "修改车牌"}, SystemNowMs()).ok());
  }
  const std::string day = Q(Time(day_start_)), day_end = Q(Time(day_start_ + kDayMs - 1000));
  const std::string vid = std::to_string(id);
  const std::vector<std::pair<std::string, std::string>> exports = {
      {"report/operRecord/exportOperRecord.json", "flag=1&vehicleFlag=-1"},
      {"report/accReport/exportAccReport.json", "flag=1&chooseId=" + vid + AccPeriod()},
      {"report/accReport/exportPageAccDetail.json", "vehicleId=" + vid + AccPeriod()},
      {"report/nowStopReport/exportStopReport.json", "flag=0&min=0"},
      {"report/commandReport/exportCommandReport.json", "flag=0"},
      {"report/alarm/exportAlarmDetail.json", "vehicleId=" + vid + "&startTime=" + day + "&endTime=" + day_end},
      {"report/stopReport/exportStopRePort.json",
       "vehicleId=" + vid + "&spaceTime=10&runStopBeginTime=" + day + "&runStopEndTime=" + day_end},
      {"report/offOnlineReport/exportOffOnline.json", "beginOffTimeMin=0"},
      {"report/mileageReport/exportMileageDetail.json",
       "vehicleId=" + vid + "&startTime=" + day + "&endTime=" + day_end},
      {"report/maintainReport/exportMaintainReport.json", "type=2"},
      {"report/bluetoothReport/pageUnlockHistory.json",
       "vehicleId=" + vid + "&beginTime=" + day + "&endTime=" + day_end},
  };
  for (const auto& [path, query] : exports) {
    json::value queued = Call(demo_, path, query + "&toCenter=1", "GET");
    ASSERT_EQ(Int(queued.at("flag")), 1) << path << ": " << Str(queued.at("msg"));
    EXPECT_GT(Int(queued.at("obj").at("id")), 0) << path;
  }
  json::value list;
  for (int i = 0; i < 400; ++i) {
    list = Call(demo_, "export/listExportRecord.json", "type=8&pageNumber=1&pageSize=100");
    bool done = Rows(list).size() == exports.size();
    for (const auto& r : Rows(list)) done = done && Int(r.at("status")) >= 3;
    if (done) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ASSERT_EQ(Rows(list).size(), exports.size());
  for (const auto& r : Rows(list)) {
    EXPECT_EQ(Int(r.at("status")), 3) << Str(r.at("fileName")) << ": " << Str(r.at("error"));
    EXPECT_EQ(Str(r.at("typeName")), "数据报表");
    EXPECT_EQ(Int(r.at("progress")), 100);
  }
  const json::value& oper = Rows(list).back();  // the first queued
  EXPECT_EQ(Str(oper.at("fileName")).rfind("操作记录_", 0), 0u) << Str(oper.at("fileName"));
  EXPECT_EQ(Int(oper.at("rowCount")), 3);

  // A foreign vehicle: refused now, nothing queued.
  json::value foreign = Call(demo_, "report/accReport/exportPageAccDetail.json",
                             "vehicleId=" + std::to_string(VehicleId(3)) + AccPeriod() + "&toCenter=1", "GET");
  EXPECT_EQ(Int(foreign.at("flag")), 0);
  EXPECT_EQ(Int(Call(demo_, "export/listExportRecord.json", "type=8").at("obj").at("total")),
            static_cast<long long>(exports.size()));
}

// An export needs its page's 导出 button (migration 0072): a role without 操作记录's 导出 (151002) can
// search the report but not export it, in a file or through the download center.
TEST_F(ReportEventsTest, AnExportNeedsItsPagesExportButton) {
  {
    auto c = db_->Acquire();
    ASSERT_TRUE(c->Exec("INSERT INTO roles (id, name, is_admin, created_at) VALUES (77, '无导出', 0, 0)").ok());
    ASSERT_TRUE(c->Exec("INSERT INTO role_resources (role_id, resource_id) SELECT 77, resource_id FROM role_resources "
                        "WHERE role_id = (SELECT role_id FROM users WHERE username = 'demo') AND resource_id <> 151002")
                    .ok());
    ASSERT_TRUE(c->Exec("UPDATE users SET role_id = 77 WHERE username = 'demo'").ok());
  }
  std::string demo = Login("demo", "demo123");
  EXPECT_EQ(Int(Call(demo, "report/operRecord/pageOperRecord.json", "flag=0").at("flag")), 1);
  for (const char* extra : {"", "&toCenter=1"}) {
    json::value refused = Call(demo, "report/operRecord/exportOperRecord.json", std::string("flag=0") + extra, "GET");
    EXPECT_EQ(Int(refused.at("flag")), 0);
    EXPECT_EQ(Str(refused.at("msg")), "没有该操作的权限");
  }
  ExpectSheet(demo, "report/commandReport/exportCommandReport.json", "flag=0");  // 指令查询's 导出 is held
}

}  // namespace
}  // namespace chelian
