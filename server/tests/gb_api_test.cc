// Loopback tests of 新国标's calls (/gb/v1/…, docs/elec-gb.md): demo vehicles 0, 1 and 3 are made
// e-bikes; 0 and 3 drive yesterday's morning through the JT/T 808 gateway (45 km/h: speeding for
// GB 17761-2024, Beidou in the status word). The fleet user (顺达物流) sees 0 and 1, never 3 (京华城市客运).
#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "app/server_app.h"
#include "core/clock.h"
#include "core/json.h"
#include "driven_day.h"
#include "http_client.h"
#include "seeded_server.h"
#include "sim/demo_fleet.h"
#include "store/asset_repo.h"
#include "xlsx/xlsx_reader.h"
#include "xlsx_upload.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;
namespace json = boost::json;

constexpr long long kDayMs = 86'400'000;
constexpr int kOffsetMin = 480;

long long Int(const json::value& v) { return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double()); }
double Num(const json::value& v) { return v.is_double() ? v.as_double() : static_cast<double>(v.as_int64()); }
std::string Str(const json::value& v) { return std::string(v.as_string()); }

std::string Q(const std::string& text) { return testing::UrlEncode(text); }

class GbApiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    // 6 vehicles: the demo user (顺达物流) sees i = 0, 1, 2; vehicle 3 is another tenant's.
    ASSERT_TRUE(
        server_.Start("gb_api", 6, {"gateway.jt808_port=0", "gateway.host=127.0.0.1", "store.batch_delay_ms=20"}).ok());
    app_ = server_.app.get();
    port_ = app_->http_port();
    db_ = std::move(OpenConfiguredDatabase(server_.config).value());
    for (int i : {0, 1, 3}) {
      auto c = db_->Acquire();
      ASSERT_TRUE(c->Exec("UPDATE assets SET kind = 4 WHERE id = ?", {VehicleId(i)}).ok());
    }
    demo_ = testing::SignIn(port_, "demo", "demo123");
    admin_ = testing::SignIn(port_, "admin", "admin123");
    long long local_now = SystemNowMs() + kOffsetMin * 60'000LL;
    day_start_ = local_now - local_now % kDayMs - kOffsetMin * 60'000LL - kDayMs;  // yesterday 00:00
    day_ = FormatLocalTime(day_start_, kOffsetMin).substr(0, 10);
  }
  void TearDown() override { db_.reset(); }
  long long VehicleId(int i) {
    auto c = db_->Acquire();
    return store::FindAssetByTerminal(*c, store::Scope::Everything(), sim::DemoVehicleAt(i).terminal_no)->id;
  }
  json::value Post(const std::string& token, const std::string& path, const std::string& form) {
    auto r = testing::HttpCall(port_, "POST", path,
                               {{"sessionId", token}, {"Content-Type", "application/x-www-form-urlencoded"}}, form);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << path << ": " << r.body.substr(0, 300);
    return ok ? v : json::value(json::object{{"flag", -1}, {"msg", ""}});
  }
  void DriveDay(int i) {
    ASSERT_TRUE(testing::SendDrivenDay(app_->gateway_port("jt808"), i, day_start_));
    app_->FlushPipeline();
  }
  std::string Register(int i, int usage_class, int beidou_on) {
    return "vehicleId=" + std::to_string(VehicleId(i)) + "&make=" + Q("雅迪") + "&model=DE3&frameNo=FRAME" +
           std::to_string(i) + "&motorNo=M" + std::to_string(i) + "&beidouSerial=BD" + std::to_string(i) +
           "&usageClass=" + std::to_string(usage_class) + "&beidouOn=" + std::to_string(beidou_on);
  }
  json::value Import(const exporter::Table& t) {
    auto r = testing::HttpCall(port_, "POST", "/gb/v1/bike/import.json",
                               {{"sessionId", demo_}, {"Content-Type", testing::kUploadContentType}},
                               testing::UploadBody(testing::XlsxOf(t), "备案.xlsx"));
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << r.body.substr(0, 300);
    return v;
  }
  // The import's answer per row number: its message.
  static std::map<long long, std::string> Results(const json::value& v) {
    std::map<long long, std::string> out;
    for (const auto& r : v.at("obj").at("rows").as_array()) out[Int(r.at("rowNo"))] = Str(r.at("message"));
    return out;
  }
  std::string Yesterday() const { return "&startTime=" + Q(day_ + " 00:00:00") + "&endTime=" + Q(day_ + " 23:59:59"); }

  testing::SeededServer server_;
  ServerApp* app_ = nullptr;
  std::unique_ptr<store::Database> db_;
  int port_ = 0;
  std::string demo_, admin_, day_;
  long long day_start_ = 0;
};

TEST_F(GbApiTest, TheRegistryListsOnlyTheSubtreesEbikesAndRefusesOthers) {
  json::value list = Post(demo_, "/gb/v1/bikes.json", "pageNumber=1&pageSize=20");
  ASSERT_EQ(Int(list.at("flag")), 1) << WriteJson(list);
  EXPECT_EQ(Int(list.at("obj").at("total")), 2);  // 0 and 1; 2 is a car, 3 another tenant's
  EXPECT_EQ(Int(Post(admin_, "/gb/v1/bikes.json", "").at("obj").at("total")), 3);

  json::value foreign = Post(demo_, "/gb/v1/bike/save.json", Register(3, 1, 1));
  EXPECT_EQ(Int(foreign.at("flag")), 0);
  EXPECT_EQ(Str(foreign.at("msg")), "车辆不存在或无权访问");
  json::value car = Post(demo_, "/gb/v1/bike/save.json", Register(2, 1, 1));
  EXPECT_EQ(Str(car.at("msg")), "车辆不存在或无权访问");  // not an e-bike
  json::value off = Post(demo_, "/gb/v1/bike/save.json", Register(0, 2, 0));
  EXPECT_EQ(Str(off.at("msg")), "物流、租赁车辆须开启北斗定位");
  json::value bad = Post(demo_, "/gb/v1/bike/save.json", "vehicleId=" + std::to_string(VehicleId(0)) + "&frameNo=");
  EXPECT_EQ(Str(bad.at("msg")), "请填写车架号");

  ASSERT_EQ(Int(Post(demo_, "/gb/v1/bike/save.json", Register(0, 2, 1)).at("flag")), 1);
  json::value registered = Post(demo_, "/gb/v1/bikes.json", "registered=1&keyword=FRAME0");
  ASSERT_EQ(Int(registered.at("obj").at("total")), 1);
  const json::value& row = registered.at("obj").at("data").at(0);
  EXPECT_EQ(Str(row.at("make")), "雅迪");
  EXPECT_EQ(Str(row.at("beidouSerial")), "BD0");
  EXPECT_EQ(Str(row.at("usageClassName")), "物流");
  EXPECT_EQ(Int(Post(demo_, "/gb/v1/bikes.json", "registered=2").at("obj").at("total")), 1);

  json::value gone = Post(demo_, "/gb/v1/bike/delete.json", "vehicleId=" + std::to_string(VehicleId(3)));
  EXPECT_EQ(Str(gone.at("msg")), "车辆不存在或无权访问");
  EXPECT_EQ(Int(Post(demo_, "/gb/v1/bike/delete.json", "vehicleId=" + std::to_string(VehicleId(0))).at("flag")), 1);
  EXPECT_EQ(Int(Post(demo_, "/gb/v1/bikes.json", "registered=1").at("obj").at("total")), 0);
}

TEST_F(GbApiTest, BeidouMaySwitchOffOnlyOnPersonalBikesAndEverySwitchIsLogged) {
  ASSERT_EQ(Int(Post(demo_, "/gb/v1/bike/save.json", Register(0, 3, 1)).at("flag")), 1);
  ASSERT_EQ(Int(Post(admin_, "/gb/v1/bike/save.json", Register(3, 1, 1)).at("flag")), 1);
  const std::string zero = "vehicleId=" + std::to_string(VehicleId(0));
  json::value leased = Post(demo_, "/gb/v1/beidou/switch.json", zero + "&beidouOn=0&reason=" + Q("隐私"));
  EXPECT_EQ(Str(leased.at("msg")), "物流、租赁车辆须开启北斗定位，不能关闭");
  json::value no_reason = Post(demo_, "/gb/v1/beidou/switch.json", zero + "&beidouOn=0");
  EXPECT_EQ(Str(no_reason.at("msg")), "关闭北斗定位须填写原因");

  ASSERT_EQ(Int(Post(demo_, "/gb/v1/bike/save.json", Register(0, 1, 1)).at("flag")), 1);  // now personal
  ASSERT_EQ(Int(Post(demo_, "/gb/v1/beidou/switch.json", zero + "&beidouOn=0&reason=" + Q("隐私")).at("flag")), 1);
  json::value again = Post(demo_, "/gb/v1/beidou/switch.json", zero + "&beidouOn=0&reason=x");
  EXPECT_EQ(Str(again.at("msg")), "北斗定位已关闭");
  json::value foreign =
      Post(demo_, "/gb/v1/beidou/switch.json", "vehicleId=" + std::to_string(VehicleId(3)) + "&beidouOn=0&reason=x");
  EXPECT_EQ(Str(foreign.at("msg")), "车辆不存在或无权访问");
  ASSERT_EQ(Int(Post(admin_, "/gb/v1/beidou/switch.json",
                     "vehicleId=" + std::to_string(VehicleId(3)) + "&beidouOn=0&reason=" + Q("维修"))
                    .at("flag")),
            1);

  json::value mine = Post(demo_, "/gb/v1/beidou/switches.json", "pageNumber=1&pageSize=10");
  ASSERT_EQ(Int(mine.at("flag")), 1) << WriteJson(mine);
  ASSERT_EQ(Int(mine.at("obj").at("total")), 1);  // the other tenant's switch is not shown
  const json::value& s = mine.at("obj").at("data").at(0);
  EXPECT_EQ(Int(s.at("beidouOn")), 0);
  EXPECT_EQ(Str(s.at("reason")), "隐私");
  EXPECT_EQ(Str(s.at("userName")), "demo");
  EXPECT_EQ(Int(Post(admin_, "/gb/v1/beidou/switches.json", "").at("obj").at("total")), 2);
}

TEST_F(GbApiTest, TheCheckOfARideShowsBeidouGapsAndSpeedingWithEvidence) {
  DriveDay(0);
  ASSERT_EQ(Int(Post(demo_, "/gb/v1/bike/save.json", Register(0, 2, 1)).at("flag")), 1);
  json::value r = Post(demo_, "/gb/v1/check.json", "vehicleId=" + std::to_string(VehicleId(0)) + Yesterday());
  ASSERT_EQ(Int(r.at("flag")), 1) << WriteJson(r);
  const json::value& obj = r.at("obj");
  const json::value& t = obj.at("tally");
  // driven_day.h: 60 fixes driving at 45 km/h, 30 parked a minute apart, 60 driving.
  EXPECT_EQ(Int(t.at("fixes")), 150);
  EXPECT_EQ(Num(t.at("beidouShare")), 100.0);  // the simulator's status word says GPS + Beidou
  EXPECT_EQ(Int(t.at("overspeedEvents")), 2);
  EXPECT_EQ(Num(t.at("overspeedMaxKmh")), 45.0);
  EXPECT_EQ(Int(t.at("maxGapS")), 60);
  EXPECT_EQ(Int(obj.at("medianGapS")), 10);
  EXPECT_EQ(Int(obj.at("verdict")), 2);
  EXPECT_EQ(Str(obj.at("verdictName")), "不合规");
  EXPECT_EQ(Str(obj.at("reasons").at(0)), "超速（高于 25 km/h）2 次，最高 45.0 km/h");
  ASSERT_EQ(obj.at("overspeeds").as_array().size(), 2u);
  EXPECT_EQ(Str(obj.at("overspeeds").at(0).at("startTime")), day_ + " 08:00:10");

  json::value foreign = Post(demo_, "/gb/v1/check.json", "vehicleId=" + std::to_string(VehicleId(3)) + Yesterday());
  EXPECT_EQ(Str(foreign.at("msg")), "车辆不存在或无权访问");
  json::value long_period =
      Post(demo_, "/gb/v1/check.json",
           "vehicleId=" + std::to_string(VehicleId(0)) + "&startTime=2025-01-01&endTime=2025-03-01");
  EXPECT_EQ(Str(long_period.at("msg")), "检查时段不能超过 31 天");
  json::value no_time = Post(demo_, "/gb/v1/check.json", "vehicleId=" + std::to_string(VehicleId(0)));
  EXPECT_EQ(Str(no_time.at("msg")), "请选择正确的开始和结束时间");
}

TEST_F(GbApiTest, TheMonthlyReportAddsTheDaysOfTheSubtreesBikesAndExports) {
  DriveDay(0);
  DriveDay(3);
  const std::string month = "month=" + day_.substr(0, 7);
  json::value r = Post(demo_, "/gb/v1/monthly.json", month);
  ASSERT_EQ(Int(r.at("flag")), 1) << WriteJson(r);
  const json::value& obj = r.at("obj");
  EXPECT_EQ(Int(obj.at("bikes")), 2);
  EXPECT_EQ(Int(obj.at("total").at("fixes")), 150);  // vehicle 0's ride; 3's is another tenant's
  EXPECT_EQ(Int(obj.at("total").at("overspeedEvents")), 2);
  EXPECT_EQ(Int(obj.at("fail")) + Int(obj.at("pass")) + Int(obj.at("noData")), 2);
  EXPECT_EQ(Int(obj.at("noData")), 0);  // vehicle 1 has no data but is not registered: 不合规
  EXPECT_EQ(Int(obj.at("fail")), 2);
  // Read again from the stored days: the same figures.
  json::value again = Post(demo_, "/gb/v1/monthly.json", month);
  EXPECT_EQ(WriteJson(again.at("obj").at("total")), WriteJson(obj.at("total")));
  EXPECT_EQ(Int(Post(admin_, "/gb/v1/monthly.json", month).at("obj").at("total").at("fixes")), 300);

  EXPECT_EQ(Str(Post(demo_, "/gb/v1/monthly.json", "month=2026-13").at("msg")), "月份格式应为 yyyy-MM");
  EXPECT_EQ(Str(Post(demo_, "/gb/v1/monthly.json", "month=2099-01").at("msg")), "不能查询未来的月份");
  json::value other_group = Post(demo_, "/gb/v1/monthly.json",
                                 month + "&groupId=" + std::to_string([&] {
                                   auto c = db_->Acquire();
                                   return store::GetAsset(*c, store::Scope::Everything(), VehicleId(3))->group_id;
                                 }()));
  EXPECT_EQ(Int(other_group.at("flag")), 0);

  json::value queued = Post(demo_, "/gb/v1/monthly/export.json", month + "&toCenter=1");
  ASSERT_EQ(Int(queued.at("flag")), 1) << WriteJson(queued);
  {
    auto c = db_->Acquire();
    ASSERT_TRUE(c->Exec("DELETE FROM role_resources WHERE role_id = 2 AND resource_id = 902614").ok());  // no 导出月报
  }
  json::value refused = Post(demo_, "/gb/v1/monthly/export.json", month + "&toCenter=1");
  EXPECT_EQ(Int(refused.at("flag")), 0);
  EXPECT_EQ(Str(refused.at("msg")), "没有该操作的权限");
}

TEST_F(GbApiTest, TheRegistryImportsAnXlsxAndAnswersEveryLine) {
  auto template_file = testing::HttpCall(port_, "POST", "/gb/v1/bike/template.json", {{"sessionId", demo_}});
  auto sheet = xlsx::ReadFirstSheet(template_file.body);
  ASSERT_TRUE(sheet.ok()) << template_file.body.substr(0, 200);
  EXPECT_EQ(sheet->rows.at(0).cells, (std::vector<std::string>{"设备号", "品牌", "型号", "车架号", "电机号",
                                                               "北斗模块序列号", "使用性质", "北斗定位"}));

  auto terminal = [](int i) { return sim::DemoVehicleAt(i).terminal_no; };
  auto row = [](std::string t, std::string frame, std::string usage, std::string beidou) {
    return std::vector<exporter::Cell>{
        t, std::string("雅迪"), std::string("DE3"), frame, std::string("M1"), std::string("BD1"), usage, beidou};
  };
  exporter::Table t;
  t.headers = {"设备号*", "品牌", "型号", "车架号*", "电机号", "北斗模块序列号", "使用性质", "北斗定位"};
  t.rows = {row(terminal(0), "LYD-A0", "个人", "开启"),   // 2: registered
            row(terminal(0), "LYD-B0", "个人", "开启"),   // 3: the same terminal again
            row(terminal(3), "LYD-C3", "个人", "开启"),   // 4: another tenant's bike
            row("19999999999", "LYD-D9", "个人", ""),     // 5: no such terminal
            row(terminal(1), "LYD-A0", "个人", "开启"),   // 6: the frame of row 2
            row(terminal(2), "LYD-E2", "", ""),           // 7: a car, no e-bike
            row(terminal(1), "LYD-A1", "物流", "关闭"),   // 8: Beidou off on a logistics bike
            row(terminal(1), "", "个人", "开启"),         // 9: no frame number
            row(terminal(1), "LYD-A1", "公务", "开启")};  // 10: no such usage
  json::value r = Import(t);
  ASSERT_EQ(Int(r.at("flag")), 1) << WriteJson(r);
  EXPECT_EQ(Int(r.at("obj").at("rightNum")), 1);
  EXPECT_EQ(Int(r.at("obj").at("errorNum")), 8);
  std::map<long long, std::string> results = Results(r);
  EXPECT_EQ(results[2], "导入成功");
  EXPECT_EQ(results[3], "设备号与文件中前面的行重复");
  EXPECT_EQ(results[4], "设备号不存在或不属于本单位的电动车");
  EXPECT_EQ(results[5], "设备号不存在或不属于本单位的电动车");
  EXPECT_EQ(results[6], "车架号与文件中前面的行重复");
  EXPECT_EQ(results[7], "设备号不存在或不属于本单位的电动车");
  EXPECT_EQ(results[8], "物流、租赁车辆须开启北斗定位");
  EXPECT_EQ(results[9], "车架号为空");
  EXPECT_EQ(results[10], "使用性质应为个人、物流或租赁");

  // A second file: bike 1 as a leasing bike; then bike 1 with bike 0's frame number is refused.
  t.rows = {row(terminal(1), "LYD-A1", "租赁", "")};
  EXPECT_EQ(Results(Import(t))[2], "导入成功");
  t.rows = {row(terminal(1), "LYD-A0", "租赁", "")};
  EXPECT_EQ(Results(Import(t))[2], "车架号已用于车辆" + sim::DemoVehicleAt(0).plate);
  json::value registered = Post(demo_, "/gb/v1/bikes.json", "registered=1");
  ASSERT_EQ(Int(registered.at("obj").at("total")), 2);
  json::value one = Post(demo_, "/gb/v1/bike.json", "vehicleId=" + std::to_string(VehicleId(1)));
  EXPECT_EQ(Str(one.at("obj").at("frameNo")), "LYD-A1");
  EXPECT_EQ(Str(one.at("obj").at("usageClassName")), "租赁");

  t.headers = {"车牌号", "品牌"};
  EXPECT_EQ(Str(Import(t).at("msg")), "缺少设备号或车架号列，请使用模板");
}

TEST_F(GbApiTest, ExpiredBikesAreLeftOutOfTheRegistryCheckAndMonthlyReport) {
  DriveDay(0);
  const std::string month = "month=" + day_.substr(0, 7);
  ASSERT_EQ(Int(Post(demo_, "/gb/v1/monthly.json", month).at("obj").at("bikes")), 2);
  {
    auto c = db_->Acquire();  // bike 0's service ended an hour ago (service.hide_expired is on by default)
    ASSERT_TRUE(
        c->Exec("UPDATE devices SET expires_at = ? WHERE asset_id = ?", {SystemNowMs() - 3'600'000, VehicleId(0)})
            .ok());
  }
  json::value list = Post(demo_, "/gb/v1/bikes.json", "");
  EXPECT_EQ(Int(list.at("obj").at("total")), 1);
  EXPECT_EQ(Str(list.at("obj").at("data").at(0).at("plate")), sim::DemoVehicleAt(1).plate);
  const std::string zero = "vehicleId=" + std::to_string(VehicleId(0));
  EXPECT_EQ(Str(Post(demo_, "/gb/v1/bike.json", zero).at("msg")), "车辆已过期，续费后可查看数据");
  EXPECT_EQ(Str(Post(demo_, "/gb/v1/check.json", zero + Yesterday()).at("msg")), "车辆已过期，续费后可查看数据");
  json::value monthly = Post(demo_, "/gb/v1/monthly.json", month);
  EXPECT_EQ(Int(monthly.at("obj").at("bikes")), 1);
  EXPECT_EQ(Int(monthly.at("obj").at("total").at("fixes")), 0);  // the ride was bike 0's
}

}  // namespace
}  // namespace chelian
