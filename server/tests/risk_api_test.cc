// Loopback tests of 风控中心's calls (v3-console-inventory §3.8) with the V3 names: risk rows from
// a fleet run, the tiles, the category lists, exports, the stop range and a trend — each seen only
// inside the caller's subtree (the demo user never sees 京华城市客运's vehicle), bad input answered
// in Chinese.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "app/server_app.h"
#include "core/clock.h"
#include "core/json.h"
#include "http_client.h"
#include "risk/risk_fleet.h"
#include "seeded_server.h"
#include "sim/demo_fleet.h"
#include "store/asset_repo.h"
#include "xlsx/xlsx_reader.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;
namespace json = boost::json;

const std::string kHome = "/car/v1/accelerate/home/";

class RiskApiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    // 6 vehicles: the demo user (顺达物流) sees i = 0, 1, 2; i = 3 is 京华城市客运's. No job thread:
    // the tests run the fleet evaluation themselves.
    ASSERT_TRUE(server_.Start("risk_api", 6, {"risk.interval_s=0"}).ok());
    port_ = server_.app->http_port();
    demo_ = testing::SignIn(port_, "demo", "demo123");
    admin_ = testing::SignIn(port_, "admin", "admin123");
    db_ = std::move(OpenConfiguredDatabase(server_.config).value());
  }
  void TearDown() override { db_.reset(); }
  json::value Get(const std::string& token, const std::string& path, const std::string& query = "") {
    auto r = testing::HttpCall(port_, "GET", path + "?" + query, {{"sessionId", token}});
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << path << ": " << r.body.substr(0, 300);
    return ok ? v : json::value(json::object{{"flag", -1}, {"msg", ""}});
  }
  long long VehicleId(int index) {
    auto c = db_->Acquire();
    return store::FindAssetByTerminal(*c, store::Scope::Everything(), sim::DemoVehicleAt(index).terminal_no)->id;
  }
  // An episode of `code` for demo vehicle `index`, begun `ago_ms` ago.
  void Alarm(int index, const char* code, long long ago_ms) {
    auto c = db_->Acquire();
    long long asset = VehicleId(index);
    long long now = SystemNowMs();
    ASSERT_TRUE(c->Exec("INSERT INTO alarms (device_id, asset_id, group_id, code, label, begin_time, begin_lat, "
                        "begin_lon, insert_time, update_time) SELECT d.id, a.id, a.group_id, ?, ?, ?, 22.5, 114.0, ?, "
                        "? FROM assets a JOIN devices d ON d.asset_id = a.id WHERE a.id = ?",
                        {code, code, now - ago_ms, now, now, asset})
                    .ok());
  }
  void RunRiskJob() {
    auto c = db_->Acquire();
    ASSERT_TRUE(risk::EvaluateFleet(*c, SystemNowMs(), risk::RiskOptions{}).ok());
  }
  // The file of export `id` once the download center has made it ("" when it fails).
  std::string Download(const std::string& token, long long id) {
    for (int i = 0; i < 200; ++i) {
      json::value list = Get(token, "/car/v1/accelerate/export/listExportRecord.json", "pageNumber=1&pageSize=50");
      for (const auto& rec : list.at("obj").at("data").as_array())
        if (Int(rec.at("id")) == id && Int(rec.at("status")) >= 3) {
          if (Int(rec.at("status")) != 3) return "";
          return testing::HttpCall(
                     port_, "GET",
                     "/car/v1/accelerate/export/download.json?id=" + std::to_string(id) + "&sessionId=" + token)
              .body;
        }
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return "";
  }
  static long long Int(const json::value& v) {
    return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double());
  }
  static std::string Str(const json::value& v) { return std::string(v.as_string()); }

  testing::SeededServer server_;
  std::unique_ptr<store::Database> db_;
  int port_ = 0;
  std::string demo_, admin_;
};

TEST_F(RiskApiTest, RiskVehiclesAndTilesStayInsideTheUsersSubtree) {
  for (int i : {0, 3}) {
    Alarm(i, "twoChargeAlarm", 3'600'000);
    Alarm(i, "isIllegalRemove", 1'800'000);
  }
  Alarm(1, "overSpeed", 600'000);
  RunRiskJob();
  EXPECT_EQ(Int(Get(demo_, kHome + "queryHomePageRisk.json").at("obj").at("riskTotalNum")), 1);
  EXPECT_EQ(Int(Get(admin_, kHome + "queryHomePageRisk.json").at("obj").at("riskTotalNum")), 2);

  json::value risks = Get(demo_, kHome + "pageRiskAnalysis.json", "type=1&pageNumber=1&pageSize=50");
  ASSERT_EQ(Int(risks.at("flag")), 1);
  const auto& rows = risks.at("obj").at("data").as_array();
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(Int(rows[0].at("vehicleId")), VehicleId(0));
  EXPECT_EQ(Str(rows[0].at("alarmName")), "拆除+二押点报警");
  EXPECT_EQ(rows[0].at("evidence").as_array().size(), 2u);
  EXPECT_EQ(Int(Get(demo_, kHome + "pageRiskAnalysis.json", "type=2").at("obj").at("total")), 0);

  json::value two = Get(demo_, kHome + "pageHomePageTwo.json").at("obj");
  EXPECT_EQ(Int(two.at("removeNum")), 1);
  EXPECT_EQ(Int(two.at("twoNum")), 1);
  EXPECT_EQ(Int(two.at("speedNum")), 1);
  EXPECT_EQ(Int(two.at("alarmVehicleNum")), 2);
  EXPECT_EQ(Int(Get(admin_, kHome + "pageHomePageTwo.json").at("obj").at("removeNum")), 2);

  json::value removed = Get(demo_, kHome + "pageHomePageAlarmInfo.json", "type=7&pageNumber=1&pageSize=50");
  ASSERT_EQ(Int(removed.at("obj").at("total")), 1);
  EXPECT_EQ(Str(removed.at("obj").at("data").as_array()[0].at("alarmName")), "isIllegalRemove");
  EXPECT_EQ(Int(Get(admin_, kHome + "pageHomePageAlarmInfo.json", "type=7").at("obj").at("total")), 2);
}

TEST_F(RiskApiTest, ExportsQueueTheChosenCategories) {
  Alarm(0, "isIllegalRemove", 1'800'000);
  Alarm(3, "isIllegalRemove", 1'800'000);  // 京华's: not in the demo user's file
  json::value r = Get(demo_, kHome + "excelAlarmExport.json", "type=5&keys=plate,alarmTime,groupName,noSuchKey");
  ASSERT_EQ(Int(r.at("flag")), 1) << Str(r.at("msg"));
  EXPECT_GT(Int(r.at("obj").at("id")), 0);
  // The file has the chosen columns in the chosen order (unknown keys left out), the user's row only.
  auto sheet = xlsx::ReadFirstSheet(Download(demo_, Int(r.at("obj").at("id"))));
  ASSERT_TRUE(sheet.ok()) << sheet.status().message();
  ASSERT_EQ(sheet->rows.size(), 2u);
  EXPECT_EQ(sheet->rows[0].cells, (std::vector<std::string>{"序号", "车牌号", "报警时间", "车组名称"}));
  EXPECT_EQ(sheet->rows[1].cells[1], sim::DemoVehicleAt(0).plate);
  EXPECT_EQ(sheet->rows[1].cells[3], "一车队");
  // 京华's vehicle only: nothing of the demo user's to export.
  Alarm(3, "emergencyAlarm", 1'800'000);
  EXPECT_EQ(Str(Get(demo_, kHome + "excelAlarmExport.json", "type=13").at("msg")), "暂无可导出的数据");
  json::value both = Get(admin_, kHome + "excelAlarmExport.json", "type=13,5&keys=plate");
  ASSERT_EQ(Int(both.at("flag")), 1) << Str(both.at("msg"));
  // Several categories: a 分类 column, the rows of each (admin: 紧急 of vehicle 3, 拆除 of 0 and 3).
  sheet = xlsx::ReadFirstSheet(Download(admin_, Int(both.at("obj").at("id"))));
  ASSERT_TRUE(sheet.ok()) << sheet.status().message();
  ASSERT_EQ(sheet->rows.size(), 4u);
  EXPECT_EQ(sheet->rows[0].cells, (std::vector<std::string>{"序号", "分类", "车牌号"}));
  EXPECT_EQ(sheet->rows[1].cells[1], "紧急警报");
  EXPECT_EQ(sheet->rows[2].cells[1], "拆除报警");
}

// service.hide_expired: a vehicle past its expiry leaves the risk centre's tiles and lists, as it
// leaves the reports and alarm lists, until it is renewed (a settled one is not hidden).
TEST_F(RiskApiTest, ExpiredVehiclesLeaveTheTilesAndLists) {
  Alarm(0, "isIllegalRemove", 1'800'000);
  Alarm(1, "isIllegalRemove", 1'800'000);
  auto removed = [&] { return Int(Get(demo_, kHome + "pageHomePageTwo.json").at("obj").at("removeNum")); };
  auto listed = [&] {
    return Int(
        Get(demo_, kHome + "pageHomePageAlarmInfo.json", "type=7&pageNumber=1&pageSize=50").at("obj").at("total"));
  };
  ASSERT_EQ(removed(), 2);
  ASSERT_EQ(listed(), 2);
  auto expire = [&](long long expires_at, long long settled_at) {
    ASSERT_TRUE(db_->Acquire()
                    ->Exec("UPDATE devices SET expires_at = ?, settled_at = ? WHERE asset_id = ?",
                           {expires_at, settled_at, VehicleId(0)})
                    .ok());
  };
  expire(SystemNowMs() - 86'400'000, 0);
  EXPECT_EQ(removed(), 1);
  EXPECT_EQ(listed(), 1);
  expire(SystemNowMs() - 86'400'000, SystemNowMs());  // settled: shown again
  EXPECT_EQ(listed(), 2);
  expire(SystemNowMs() + 86'400'000, 0);  // renewed
  EXPECT_EQ(removed(), 2);
}

TEST_F(RiskApiTest, StopRangeAndLongStops) {
  json::value saved = Get(demo_, kHome + "getStopTimeSetting.json").at("obj");
  EXPECT_EQ(Int(saved.at("startDay")), 7);
  auto r =
      testing::HttpCall(port_, "POST", kHome + "addStopTimeSetting.json",
                        {{"sessionId", demo_}, {"Content-Type", "application/json"}}, R"({"startDay":1,"endDay":5})");
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(Int(Get(demo_, kHome + "getStopTimeSetting.json").at("obj").at("endDay")), 5);
  EXPECT_EQ(Int(Get(admin_, kHome + "getStopTimeSetting.json").at("obj").at("endDay")), 30);
  {
    auto c = db_->Acquire();
    long long now = SystemNowMs();
    for (int i : {0, 3})
      ASSERT_TRUE(c->Exec("INSERT OR REPLACE INTO device_state (device_id, fix_time, recv_time, lat, lon, motion, "
                          "motion_since) SELECT id, ?, ?, 22.5, 114.0, 2, ? FROM devices WHERE asset_id = ?",
                          {now, now, now - 2 * 86'400'000LL, VehicleId(i)})
                      .ok());
  }
  json::value stops = Get(demo_, kHome + "pageLongStop.json", "pageNumber=1&pageSize=50");
  ASSERT_EQ(Int(stops.at("obj").at("total")), 1);
  EXPECT_EQ(Str(stops.at("obj").at("data").as_array()[0].at("displayTime")).rfind("2天", 0), 0u);
  EXPECT_EQ(Int(Get(demo_, kHome + "pageLongStop.json", "startDay=3&endDay=9").at("obj").at("total")), 0);
  EXPECT_EQ(Int(Get(admin_, kHome + "pageLongStop.json", "startDay=1&endDay=9").at("obj").at("total")), 2);
}

TEST_F(RiskApiTest, RenewTrendCountsTheUsersExpiringVehicles) {
  {
    auto c = db_->Acquire();
    long long now = SystemNowMs();
    for (int i : {0, 3})
      ASSERT_TRUE(
          c->Exec("UPDATE devices SET expires_at = ? WHERE asset_id = ?", {now + 10 * 86'400'000LL, VehicleId(i)})
              .ok());
  }
  json::value days = Get(demo_, "/car/v1/api/maintainRisk/getRenewRiskNum.json").at("obj");
  EXPECT_EQ(Int(days.at("firstData")), 1);
  EXPECT_EQ(Int(days.at("seventhData")), 1);
  EXPECT_EQ(Int(Get(admin_, "/car/v1/api/maintainRisk/getRenewRiskNum.json").at("obj").at("firstData")), 2);
  json::value rows = Get(demo_, "/car/v1/api/maintainRisk/getRenewRiskData.json", "pageNumber=1&pageSize=10");
  ASSERT_EQ(rows.at("obj").at("data").as_array().size(), 1u);
  EXPECT_EQ(Int(rows.at("obj").at("data").as_array()[0].at("state")), 0);  // 即将过期
  EXPECT_EQ(Int(Get(demo_, "/car/v1/api/insuranceRisk/getInsuranceRiskNum.json").at("obj").at("firstData")), 0);
}

// The other three cards read 车辆资料's insurance and maintenance reminders and the low-battery
// episodes: a day counts a vehicle from its reminder (next date minus the lead days) on, or while
// the episode lasts; 京华's vehicle is seen by the administrator only.
TEST_F(RiskApiTest, InsuranceMaintenanceAndPowerTrendsPerDay) {
  const long long now = SystemNowMs(), day = 86'400'000;
  {
    auto c = db_->Acquire();
    for (int i : {0, 3}) {
      ASSERT_TRUE(
          c->Exec("INSERT INTO vehicle_insurance (asset_id, next_time, lead_days, created_at) VALUES (?, ?, 10, ?)",
                  {VehicleId(i), now + 5 * day, now})
              .ok());
      ASSERT_TRUE(
          c->Exec("INSERT INTO vehicle_maintenance (asset_id, next_time, lead_days, created_at) VALUES (?, ?, 2, ?)",
                  {VehicleId(i), now + day, now})
              .ok());
      ASSERT_TRUE(c->Exec("INSERT INTO alarms (device_id, asset_id, group_id, code, label, begin_time, end_time, "
                          "insert_time, update_time) SELECT d.id, a.id, a.group_id, 'lowerPowerAlarm', '', ?, ?, ?, ? "
                          "FROM assets a JOIN devices d ON d.asset_id = a.id WHERE a.id = ?",
                          {now - 3 * day, now - 2 * day, now, now, VehicleId(i)})
                      .ok());
    }
  }
  auto days = [&](const std::string& token, const std::string& path) {
    json::value o = Get(token, "/car/v1/api/" + path).at("obj");
    std::vector<long long> out;
    for (const char* k :
         {"firstData", "secondData", "thirdData", "fourthData", "fifthData", "sixthData", "seventhData"})
      out.push_back(Int(o.at(k)));
    return out;
  };
  using V = std::vector<long long>;
  // Insurance due in 5 days, 10 days' lead: reminded since 5 days ago (today and the 5 days before).
  EXPECT_EQ(days(demo_, "insuranceRisk/getInsuranceRiskNum.json"), (V{1, 1, 1, 1, 1, 1, 0}));
  EXPECT_EQ(days(admin_, "insuranceRisk/getInsuranceRiskNum.json"), (V{2, 2, 2, 2, 2, 2, 0}));
  // Maintenance due tomorrow, 2 days' lead: reminded since yesterday.
  EXPECT_EQ(days(demo_, "maintainRisk/getMaintainRiskNum.json"), (V{1, 1, 0, 0, 0, 0, 0}));
  // Low battery from 3 days ago to 2 days ago.
  EXPECT_EQ(days(demo_, "powerRisk/getPowerRiskNum.json"), (V{0, 0, 1, 1, 0, 0, 0}));
  json::value rows = Get(demo_, "/car/v1/api/insuranceRisk/getInsuranceRiskData.json", "pageNumber=1&pageSize=10");
  ASSERT_EQ(rows.at("obj").at("data").as_array().size(), 1u);
  EXPECT_EQ(Int(rows.at("obj").at("data").as_array()[0].at("vehicleId")), VehicleId(0));
  EXPECT_EQ(Int(rows.at("obj").at("data").as_array()[0].at("state")), 0);
  EXPECT_FALSE(Str(rows.at("obj").at("data").as_array()[0].at("nestTimeInsuranceTime")).empty());
}

TEST_F(RiskApiTest, BadInputIsAnsweredInChinese) {
  auto msg = [&](const std::string& path, const std::string& query) {
    json::value r = Get(demo_, kHome + path, query);
    EXPECT_EQ(Int(r.at("flag")), 0) << path;
    return Str(r.at("msg"));
  };
  EXPECT_EQ(msg("pageHomePageAlarmInfo.json", "type=2"), "报警类型不正确");
  EXPECT_EQ(msg("pageHomePageAlarmInfo.json", ""), "报警类型不正确");
  EXPECT_EQ(msg("pageRiskAnalysis.json", "type=5"), "风险类型不正确");
  EXPECT_EQ(msg("pageLongStop.json", "startDay=5&endDay=3"), "停留天数范围不正确");
  EXPECT_EQ(msg("excelAlarmExport.json", "type=6"), "导出类型不正确");
  EXPECT_EQ(msg("excelAlarmExport.json", ""), "请选择导出的报警类型");
  EXPECT_EQ(msg("addStopTimeSetting.json", "startDay=1"), "请填写停留天数");
}

}  // namespace
}  // namespace chelian
