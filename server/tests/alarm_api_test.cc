// Loopback tests of the alarm features inside the whole server: one JT/T 808 frame per device
// alarm code of api-contract §3 on fresh connections, each found through alarmDetail.json; fences,
// points and areas raising platform alarms; handling (single, batch) leaving the live list with an
// operation log; push over a signed webhook; every read inside the caller's group subtree; replies
// that Python's ast.literal_eval parses.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "app/admin_cli.h"
#include "app/config.h"
#include "app/server_app.h"
#include "core/bcd.h"
#include "core/bytes.h"
#include "core/clock.h"
#include "core/json.h"
#include "gateway_ports.h"
#include "http_client.h"
#include "jt808_terminal.h"
#include "notify/loopback_servers_for_test.h"
#include "notify/webhook.h"
#include "protocol/jt808/packet.h"
#include "sim/demo_fleet.h"
#include "sim/device_frames.h"
#include "store/group_repo.h"
#include "ws_client.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;
namespace json = boost::json;

// Sends one frame as its terminal does (signed in: the server runs with gateway.jt808_auth =
// require) and waits for the gateway's answer; true when it is a success.
bool SendFrame(int port, const Bytes& frame) { return testing::SendSignedIn(port, frame); }

// What a JT/T 808 0x0200 carries for one alarm: the alarm DWORD and additional items.
struct AlarmFrame {
  std::string code, label;
  uint32_t alarm = 0;
  Bytes items;
};

Bytes Item(uint8_t id, const Bytes& value) {
  Bytes b;
  b.reserve(2 + value.size());  // one allocation (and no GCC 12 -Warray-bounds false positive on growth)
  b.push_back(id);
  b.push_back(static_cast<uint8_t>(value.size()));
  b.insert(b.end(), value.begin(), value.end());
  return b;
}

Bytes Be32(uint32_t v) { return {uint8_t(v >> 24), uint8_t(v >> 16), uint8_t(v >> 8), uint8_t(v)}; }

// A BSJ 0xEB list with one 4-byte entry (length counts the id and the data).
Bytes Bsj(uint16_t id, uint32_t value) {
  Bytes v = {0x00, 0x06, uint8_t(id >> 8), uint8_t(id)};
  Bytes w = Be32(value);
  v.insert(v.end(), w.begin(), w.end());
  return Item(0xEB, v);
}

// Every device alarm code a JT/T 808 frame carries (api-contract §3.2, §3.3; docs/protocols/jt808.md).
std::vector<AlarmFrame> ContractAlarmFrames() {
  Bytes adas(47, 0);
  adas[5] = 0x21;
  Bytes card_removed(13, 0), card_error(13, 0);
  card_removed[9] = card_error[9] = 0x11;
  card_removed[10] = 0x12;
  card_error[10] = 0x15;
  Bytes area_in = Item(0x12, {0x01, 0, 0, 0, 9, 0x00}), area_out = Item(0x12, {0x01, 0, 0, 0, 9, 0x01});
  return {
      {"emergencyAlarm", "紧急报警", 0x00000001},
      {"overSpeed", "超速报警", 0x00000002},
      {"fatigueDriving", "疲劳驾驶报警", 0x00000004},
      {"dailyDrivingAlarm", "当天累计驾驶超时", 0x00040000},
      {"stayed", "停留报警", 0x00080000},
      {"GPSAntennaState", "GPS天线开路", 0x00000040},
      {"lowVoltage", "终端主电源欠压", 0x00000080},
      {"powerDown", "终端主电源掉电", 0x00000100},
      {"inAreaAlarm", "终端进区域报警", 0x00100000, area_in},
      {"outAreaAlarm", "终端出区域报警", 0x00100000, area_out},
      {"illegalStart", "非法点火报警", 0x08000000},
      {"illegalMove", "位移报警", 0x10000000},
      {"collideAlarm", "碰撞报警", 0x20000000},
      {"rolloverAlarm", "侧翻报警", 0x40000000},
      {"accelerateAlarm", "急加速报警", 0, Bsj(0x0089, 0xFFFFFEFF)},
      {"slowDownAlarm", "急减速报警", 0, Bsj(0x0089, 0xFFFFFDFF)},
      {"isIllegalRemove", "防拆除报警", 0, Bsj(0x0089, 0xFFFFEFFF)},
      {"swerveAlarm", "急转弯报警", 0, Bsj(0x0089, 0xFDFFFFFF)},
      {"pseudoLbs", "伪基站报警", 0, Bsj(0x0089, 0x7FFFFFFF)},
      {"shockAlarm", "震动报警", 0, Bsj(0x00C5, 0xFFFFFFBF)},
      {"lightAlarm", "光感报警", 0, Bsj(0x00C5, 0xFFFFBFFF)},
      {"audioAlarm", "声控报警", 0, Item(0x64, adas)},
      {"cardRemovalAlarm", "TF卡拔出报警", 0, Item(0xEF, card_removed)},
      {"cardErrorAlarm", "TF卡异常报警", 0, Item(0xEF, card_error)},
  };
}

// A 0x0200 of `terminal` at `time_ms` with the alarm DWORD and items (valid fix, 30 km/h).
Bytes Location(const std::string& terminal, uint16_t serial, long long time_ms, uint32_t alarm, const Bytes& items,
               double lat = 22.55, double lon = 114.05, double speed = 30) {
  ByteWriter b;
  b.U32(alarm).U32(0x00000003);  // ACC on, positioned
  b.U32(static_cast<uint32_t>(lat * 1e6)).U32(static_cast<uint32_t>(lon * 1e6));
  b.U16(20).U16(static_cast<uint16_t>(speed * 10)).U16(90);
  std::string t = FormatLocalTime(time_ms, 480);  // yyyy-MM-dd HH:mm:ss → YYMMDDhhmmss BCD
  std::string digits =
      t.substr(2, 2) + t.substr(5, 2) + t.substr(8, 2) + t.substr(11, 2) + t.substr(14, 2) + t.substr(17, 2);
  b.Append(DigitsToBcd(digits, 6));
  b.Append(items);
  std::string phone = terminal.size() < 12 ? std::string(12 - terminal.size(), '0') + terminal : terminal;
  return jt808::BuildFrame({DigitsToBcd(phone, 6), false, 1}, 0x0200, serial, b.bytes());
}

// Whether Python's ast.literal_eval accepts `body` (the real scripts parse replies that way).
bool PythonLiteral(const std::string& body) {
  fs::path f = fs::path(::testing::TempDir()) / ("chelian_literal_" + std::to_string(::getpid()) + ".txt");
  std::ofstream(f) << body;
  std::string cmd =
      "python3 -c \"import ast,sys; ast.literal_eval(open(sys.argv[1], encoding='utf-8').read())\" " + f.string();
  int rc = std::system(cmd.c_str());
  fs::remove(f);
  return rc == 0;
}

class AlarmApiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) / ("chelian_alarm_test_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    config_ =
        Config::Load(
            "", testing::GatewaysOff({"http.port=0", "gateway.jt808_port=0", "gateway.jt808_auth=require",
                                      "gateway.host=127.0.0.1", "store.sqlite_path=" + (dir_ / "db.sqlite").string(),
                                      "auth.captcha=off", "store.batch_delay_ms=20",
                                      "notify.webhook_allow_private=on"}))  // the webhook receiver is on loopback
            .value();
    // 12 vehicles: fleet = i % 6, so the demo user (顺达物流: fleets 0–2) sees i = 0,1,2,6,7,8.
    ASSERT_EQ(RunAdminCommand(config_, {"demo-seed", "--vehicles", "12"}), 0);
    app_ = std::move(ServerApp::Create(config_).value());
    ASSERT_TRUE(app_->Start().ok());
    port_ = app_->http_port();
    jt808_ = app_->gateway_port("jt808");
    demo_ = Login("demo", "demo123");
    admin_ = Login("admin", "admin123");
    db_ = std::move(OpenConfiguredDatabase(config_).value());
    auto c = db_->Acquire();
    fleet1_ = store::FindGroupByName(*c, store::Scope::Everything(), "一车队")->id;
    bus_ = store::FindGroupByName(*c, store::Scope::Everything(), "1路车队")->id;
  }
  void TearDown() override {
    app_->Stop();
    db_.reset();
    fs::remove_all(dir_);
  }
  std::string Login(const std::string& user, const std::string& password) {
    return testing::SignIn(port_, user, password);
  }
  json::value Parse(const std::string& body) {
    bool ok = false;
    json::value v = ParseJson(body, &ok);
    EXPECT_TRUE(ok) << body;
    EXPECT_EQ(body.find("true"), std::string::npos) << body;
    EXPECT_EQ(body.find("false"), std::string::npos) << body;
    EXPECT_EQ(body.find("null"), std::string::npos) << body;
    return v;
  }
  json::value Get(const std::string& token, const std::string& target) {
    return Parse(testing::HttpCall(port_, "GET", target, {{"sessionId", token}}).body);
  }
  json::value PostJson(const std::string& token, const std::string& target, const std::string& body) {
    return Parse(
        testing::HttpCall(port_, "POST", target, {{"sessionId", token}, {"Content-Type", "application/json"}}, body)
            .body);
  }
  long long VehicleId(int i) {
    auto c = db_->Acquire();
    return c->Query("SELECT id FROM assets WHERE plate = ?", {sim::DemoVehicleAt(i).plate})->at(0).Int(0);
  }
  std::string Terminal(int i) { return sim::DemoVehicleAt(i).terminal_no; }
  static long long Int(const json::value& v) {
    return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double());
  }
  static long long Flag(const json::value& v) { return Int(v.at("flag")); }
  // 12:00 of the previous day in UTC+8, as epoch ms: hours of fixes after it stay on its day.
  static long long NoonOfYesterdayInBeijing() {
    constexpr long long kDayMs = 86'400'000, kBeijingMs = 8 * 3'600'000;
    return (SystemNowMs() + kBeijingMs) / kDayMs * kDayMs - kBeijingMs - kDayMs / 2;
  }
  // alarmDetail.json as NEWUI sends it: GET with a multipart body.
  std::string DetailBody(long long vehicle, const std::string& codes, const std::string& day) {
    std::string b = "----chelian", body;
    for (auto [k, v] : std::vector<std::pair<std::string, std::string>>{{"vehicleId", std::to_string(vehicle)},
                                                                        {"startTime", day + " 00:00:00"},
                                                                        {"endTime", day + " 23:59:59"},
                                                                        {"pageNumber", "1"},
                                                                        {"enType", codes},
                                                                        {"pageSize", "30"}})
      body += "--" + b + "\r\nContent-Disposition: form-data; name=\"" + k + "\"\r\n\r\n" + v + "\r\n";
    return body + "--" + b + "--\r\n";
  }
  std::string Detail(const std::string& token, long long vehicle, const std::string& codes, long long day_ms) {
    std::string b = "----chelian";
    return testing::HttpCall(port_, "GET", "/car/v1/accelerate/report/alarm/alarmDetail.json",
                             {{"sessionid", token}, {"Content-Type", "multipart/form-data; boundary=" + b}},
                             DetailBody(vehicle, codes, FormatLocalTime(day_ms, 480).substr(0, 10)))
        .body;
  }

  fs::path dir_;
  Config config_;
  std::unique_ptr<ServerApp> app_;
  std::unique_ptr<store::Database> db_;
  int port_ = 0, jt808_ = 0;
  std::string demo_, admin_;
  long long fleet1_ = 0, bus_ = 0;
};

TEST_F(AlarmApiTest, EveryJt808AlarmCodeOfTheContractIsAnEpisodeFoundThroughAlarmDetail) {
  const auto frames = ContractAlarmFrames();
  const long long vehicle = VehicleId(0);
  // Every episode falls on one day (the query's), whatever the time now.
  const long long start = NoonOfYesterdayInBeijing();
  uint16_t serial = 1;
  for (size_t i = 0; i < frames.size(); ++i) {
    long long t = start + static_cast<long long>(i) * 60'000;
    // The alarm, then a normal report that ends it; each on a fresh, unauthenticated connection.
    ASSERT_TRUE(SendFrame(jt808_, Location(Terminal(0), serial++, t, frames[i].alarm, frames[i].items)))
        << frames[i].code;
    ASSERT_TRUE(SendFrame(jt808_, Location(Terminal(0), serial++, t + 30'000, 0, {})));
  }
  app_->FlushPipeline();
  for (size_t i = 0; i < frames.size(); ++i) {
    const AlarmFrame& f = frames[i];
    std::string body = Detail(demo_, vehicle, f.code, start + static_cast<long long>(i) * 60'000);
    json::value r = Parse(body);
    ASSERT_EQ(Flag(r), 1) << body;
    ASSERT_EQ(Int(r.at("obj").at("total")), 1) << f.code << ": " << body;
    const auto& row = r.at("obj").at("data").at(0);
    EXPECT_EQ(row.at("enType").as_string(), f.code);
    EXPECT_EQ(row.at("type").as_string(), f.label);
    EXPECT_EQ(row.at("timeBegin").as_string(), FormatLocalTime(start + static_cast<long long>(i) * 60'000, 480));
    EXPECT_EQ(row.at("timeEnd").as_string(), FormatLocalTime(start + static_cast<long long>(i) * 60'000 + 30'000, 480));
    EXPECT_DOUBLE_EQ(row.at("speedBegin").as_double(), 30.0);
    EXPECT_EQ(Int(row.at("source")), 1);
    EXPECT_TRUE(PythonLiteral(body)) << body;
  }
  // By label, the V3 way, and the scripts' "None" types in alarmAnalysis.
  std::string day = FormatLocalTime(start, 480).substr(0, 10);
  json::value by_label =
      Get(demo_, "/car/v1/accelerate/report/alarm/alarmDetail.json?vehicleId=" + std::to_string(vehicle) +
                     "&type=%E7%A2%B0%E6%92%9E%E6%8A%A5%E8%AD%A6&startTime=" + day + "%2000:00:00&endTime=" + day +
                     "%2023:59:59");
  EXPECT_EQ(Int(by_label.at("obj").at("total")), 1);  // 碰撞报警
  auto analysis =
      testing::HttpCall(port_, "GET",
                        "/car/v1/accelerate/report/alarm/alarmAnalysis.json?chooseId=" + std::to_string(vehicle) +
                            "&flag=1&startTime=" + day + "%2000:00:00&endTime=" + day +
                            "%2023:59:59&longStay=0&alarmTypes=None&pageNumber=1&pageSize=100",
                        {{"sessionid", demo_}});
  EXPECT_EQ(Int(Parse(analysis.body).at("obj").at("total")), static_cast<long long>(frames.size()));
  EXPECT_TRUE(PythonLiteral(analysis.body));
  // A vehicle outside the caller's subtree is not visible.
  EXPECT_EQ(Flag(Parse(Detail(demo_, VehicleId(3), "emergencyAlarm", start))), 1);
  EXPECT_EQ(Int(Parse(Detail(demo_, VehicleId(3), "emergencyAlarm", start)).at("obj").at("total")), 0);
}

TEST_F(AlarmApiTest, FencesRaiseTheirAlarmsWithTheFenceNameAndStayInsideTheSubtree) {
  const long long v0 = VehicleId(0), v6 = VehicleId(6);  // both in 一车队
  // A no-entry square around (22.55, 114.05), bound to vehicle 0.
  json::value saved = PostJson(demo_, "/car/v1/api/fence/savePolygonalFence",
                               R"({"pathName":"禁入区","pathType":3,"param":1,"settingTime":0,"pointList":[)"
                               R"({"orilon":114.04,"orilat":22.54},{"orilon":114.06,"orilat":22.54},)"
                               R"({"orilon":114.06,"orilat":22.56},{"orilon":114.04,"orilat":22.56}]})");
  ASSERT_EQ(Flag(saved), 1) << WriteJson(saved);
  long long fence = Int(saved.at("obj").at("pathId"));
  ASSERT_EQ(
      Flag(PostJson(demo_, "/car/v1/api/fence/bindPolygonalFence",
                    R"({"pathId":)" + std::to_string(fence) + R"(,"vids":")" + std::to_string(v0) + R"(","gids":""})")),
      1);
  // A 限速 30 km/h circle bound to the group 一车队 (its own vehicles).
  json::value circle = PostJson(
      demo_, "/car/v1/api/fence/savePolygonalFence",
      R"({"pathName":"园区限速","pathType":1,"param":3,"speedLimit":30,"lat":22.60,"lon":114.10,"radius":800})");
  ASSERT_EQ(Flag(circle), 1) << WriteJson(circle);
  long long circle_id = Int(circle.at("obj").at("pathId"));
  ASSERT_EQ(Flag(PostJson(demo_, "/car/v1/api/fence/bindPolygonalFence",
                          R"({"pathId":)" + std::to_string(circle_id) + R"(,"vids":"","gids":")" +
                              std::to_string(fleet1_) + R"("})")),
            1);
  // Refused input: a radius outside 200–5000 m, a polygon of two points.
  EXPECT_EQ(PostJson(demo_, "/car/v1/api/fence/savePolygonalFence",
                     R"({"pathName":"小圆","pathType":1,"param":1,"lat":22.6,"lon":114.1,"radius":50})")
                .at("msg")
                .as_string(),
            "圆形围栏设置失败:范围是200到5000");
  EXPECT_EQ(PostJson(demo_, "/car/v1/api/fence/savePolygonalFence",
                     R"({"pathName":"线","pointList":[{"orilon":114.0,"orilat":22.0},{"orilon":114.1,"orilat":22.1}]})")
                .at("msg")
                .as_string(),
            "多边形围栏至少需要3个点");

  const long long t = (SystemNowMs() - 600'000) / 1000 * 1000;
  // Outside, then inside a minute later (1.7 km: a plausible move, not a filtered jump).
  ASSERT_TRUE(SendFrame(jt808_, Location(Terminal(0), 1, t, 0, {}, 22.535, 114.05)));
  ASSERT_TRUE(SendFrame(jt808_, Location(Terminal(0), 2, t + 60'000, 0, {}, 22.55, 114.05)));
  ASSERT_TRUE(SendFrame(jt808_, Location(Terminal(6), 3, t, 0, {}, 22.60, 114.10, 50)));  // 50 in the 30 zone
  ASSERT_TRUE(SendFrame(jt808_, Location(Terminal(1), 4, t, 0, {}, 22.55, 114.05)));      // not bound: nothing
  app_->FlushPipeline();
  json::value in = Parse(Detail(demo_, v0, "inRegionAlarm", t));
  ASSERT_EQ(Int(in.at("obj").at("total")), 1) << WriteJson(in);
  EXPECT_EQ(in.at("obj").at("data").at(0).at("pathName").as_string(), "禁入区");
  EXPECT_EQ(Int(in.at("obj").at("data").at(0).at("source")), 2);
  json::value fast = Parse(Detail(demo_, v6, "areaOverSpeedAlarm", t));
  ASSERT_EQ(Int(fast.at("obj").at("total")), 1) << WriteJson(fast);
  EXPECT_EQ(fast.at("obj").at("data").at(0).at("pathName").as_string(), "园区限速");
  EXPECT_EQ(Int(Parse(Detail(demo_, VehicleId(1), "inRegionAlarm", t)).at("obj").at("total")), 0);

  // The vehicle's fences and its own circle (V3 圆形围栏: leave it → 圆形区域报警).
  json::value mine = Get(demo_, "/car/v1/api/fence/queryPolygonalFence?vehicleId=" + std::to_string(v6));
  ASSERT_EQ(mine.at("obj").as_array().size(), 1u);
  EXPECT_EQ(mine.at("obj").at(0).at("pathName").as_string(), "园区限速");
  ASSERT_EQ(Flag(PostJson(demo_, "/car/v1/api/fence/saveRoundFence",
                          R"({"vehicleId":)" + std::to_string(v6) + R"(,"lat":22.60,"lon":114.10,"radii":200})")),
            1);
  json::value round = Get(demo_, "/car/v1/api/fence/queryRoundFence?vehicleId=" + std::to_string(v6));
  EXPECT_DOUBLE_EQ(round.at("obj").at("radii").as_double(), 200.0);
  ASSERT_TRUE(SendFrame(jt808_, Location(Terminal(6), 5, t + 120'000, 0, {}, 22.61, 114.10, 20)));  // 1.1 km away
  app_->FlushPipeline();
  EXPECT_EQ(Int(Parse(Detail(demo_, v6, "outCircleAlarm", t)).at("obj").at("total")), 1);
  json::value list = Get(demo_, "/car/v1/api/fence/queryAllPolygonalFence");
  ASSERT_EQ(list.at("obj").as_array().size(), 2u);  // the vehicle's own circle is not in the fence list
  EXPECT_EQ(Int(list.at("obj").at(0).at("isMine")), 1);

  // Another company's user sees none of it and cannot touch it.
  json::value theirs =
      PostJson(admin_, "/car/v1/api/fence/savePolygonalFence",
               R"({"pathName":"总部围栏","pathType":1,"param":0,"lat":39.9,"lon":116.4,"radius":1000,"groupId":)" +
                   std::to_string(bus_) + "}");
  ASSERT_EQ(Flag(theirs), 1) << WriteJson(theirs);
  std::string foreign = std::to_string(Int(theirs.at("obj").at("pathId")));
  EXPECT_EQ(Get(demo_, "/car/v1/api/fence/queryAllPolygonalFence").at("obj").as_array().size(), 2u);
  EXPECT_EQ(Get(demo_, "/car/v1/api/fence/deletePolygonalFence?pathId=" + foreign).at("msg").as_string(),
            "围栏不存在或无权访问");
  EXPECT_EQ(Flag(PostJson(demo_, "/car/v1/api/fence/bindPolygonalFence",
                          R"({"pathId":)" + foreign + R"(,"vids":")" + std::to_string(v0) + R"("})")),
            0);
  EXPECT_EQ(PostJson(demo_, "/car/v1/api/fence/bindPolygonalFence",
                     R"({"pathId":)" + std::to_string(fence) + R"(,"vids":")" + std::to_string(VehicleId(3)) + R"("})")
                .at("msg")
                .as_string(),
            "车辆不存在或无权访问");
  EXPECT_EQ(Flag(Get(demo_, "/car/v1/api/fence/queryPolygonalFence?vehicleId=" + std::to_string(VehicleId(3)))), 0);
  EXPECT_EQ(Get(admin_, "/car/v1/api/fence/queryAllPolygonalFence").at("obj").as_array().size(), 3u);
  // Deleting a fence ends what it raises at the next report.
  ASSERT_EQ(Flag(Get(demo_, "/car/v1/api/fence/deletePolygonalFence?pathId=" + std::to_string(fence))), 1);
  ASSERT_TRUE(SendFrame(jt808_, Location(Terminal(0), 6, t + 180'000, 0, {}, 22.55, 114.05)));
  app_->FlushPipeline();
  json::value ended = Parse(Detail(demo_, v0, "inRegionAlarm", t));
  EXPECT_EQ(ended.at("obj").at("data").at(0).at("timeEnd").as_string(), FormatLocalTime(t + 180'000, 480));
}

TEST_F(AlarmApiTest, AreasStayPointsAndSecondMortgagePoints) {
  const long long v0 = VehicleId(0), v1 = VehicleId(1), v2 = VehicleId(2);
  json::value tree = Get(demo_, "/car/v1/api/monitor/listAdminRegion");
  bool guangdong = false;
  for (const auto& p : tree.at("obj").at("list").as_array())
    if (p.at("name").as_string() == "广东省") guangdong = p.at("code").as_string() == "440000";
  EXPECT_TRUE(guangdong);
  // 出省: vehicle 0 may stay in 广东省.
  EXPECT_EQ(Flag(Get(demo_, "/car/v1/api/monitor/bindAdminRegion?vehicleId=" + std::to_string(v0) +
                                "&address=%E5%B9%BF%E4%B8%9C%E7%9C%81_440000")),
            1);
  EXPECT_EQ(Get(demo_, "/car/v1/api/monitor/getAdminRegion?vehicleId=" + std::to_string(v0)).at("obj").as_string(),
            "广东省_440000");
  EXPECT_EQ(Get(demo_, "/car/v1/api/monitor/bindAdminRegion?vehicleId=" + std::to_string(v0) + "&address=x_999999")
                .at("msg")
                .as_string(),
            "请选择省市区");
  EXPECT_EQ(Flag(Get(demo_, "/car/v1/api/monitor/getAdminRegion?vehicleId=" + std::to_string(VehicleId(3)))), 0);
  // Stay points of vehicle 1 (home and company), a second-mortgage point for vehicle 2.
  EXPECT_EQ(Flag(Get(demo_, "/car/v1/api/fence/saveStoppingPoint?vehicleId=" + std::to_string(v1) +
                                "&staypoint=1,22.55,114.05,1000;2,22.60,114.10,1000")),
            1);
  EXPECT_EQ(Get(demo_, "/car/v1/api/fence/queryStoppingPoint?vehicleId=" + std::to_string(v1)).at("obj").as_string(),
            "1,22.550000,114.050000,1000;2,22.600000,114.100000,1000");
  json::value point = PostJson(demo_, "/car/v1/api/twoCharge/saveTwoCharge",
                               R"({"name":"城西二手车市场","radius":50,"lat":22.70,"lon":114.20,"stopTime":60})");
  ASSERT_EQ(Flag(point), 1) << WriteJson(point);
  EXPECT_EQ(Flag(Get(demo_, "/car/v1/api/twoCharge/saveBindVehicle?vehicleIds=" + std::to_string(v2))), 1);
  EXPECT_EQ(Get(demo_, "/car/v1/api/twoCharge/listBindVehicleByUserId").at("obj").as_array().size(), 1u);
  EXPECT_EQ(Flag(Get(demo_, "/car/v1/api/twoCharge/saveBindVehicle?vehicleIds=" + std::to_string(VehicleId(3)))), 0);
  // Points belong to the group of whoever made them: the agent's are not the fleet company's.
  ASSERT_EQ(Flag(PostJson(admin_, "/car/v1/api/fence/saveLocationPoint",
                          R"({"name":"总部","type":1,"lat":39.9,"lon":116.4})")),
            1);
  ASSERT_EQ(Flag(PostJson(demo_, "/car/v1/api/fence/saveLocationPoint",
                          R"({"name":"车场","type":3,"lat":22.6,"lon":114.1})")),
            1);
  json::value demo_points = Get(demo_, "/car/v1/api/fence/listLocationPoint");
  ASSERT_EQ(demo_points.at("obj").as_array().size(), 1u);
  EXPECT_EQ(demo_points.at("obj").at(0).at("name").as_string(), "车场");
  EXPECT_EQ(Get(admin_, "/car/v1/api/fence/listLocationPoint").at("obj").as_array().size(), 2u);
  EXPECT_EQ(Get(admin_, "/car/v1/api/twoCharge/pageTwoCharge").at("obj").at("total").as_int64(), 1);
  long long agent_point = 0;
  json::value admin_points = Get(admin_, "/car/v1/api/fence/listLocationPoint");
  for (const auto& p : admin_points.at("obj").as_array())
    if (p.at("name").as_string() == "总部") agent_point = Int(p.at("id"));
  EXPECT_EQ(Get(demo_, "/car/v1/api/fence/deleteLocationPoint?id=" + std::to_string(agent_point)).at("msg").as_string(),
            "位置点不存在或无权访问");

  const long long t = NoonOfYesterdayInBeijing();  // the episodes below fall on t's day whatever the time now
  ASSERT_TRUE(SendFrame(jt808_, Location(Terminal(0), 1, t, 0, {}, 22.5405, 113.9345)));  // 深圳
  ASSERT_TRUE(
      SendFrame(jt808_, Location(Terminal(0), 2, t + 6 * 3'600'000LL, 0, {}, 22.8170, 108.3665)));  // 南宁, 6 h later
  ASSERT_TRUE(SendFrame(jt808_, Location(Terminal(2), 3, t, 0, {}, 22.7001, 114.2001, 0)));
  ASSERT_TRUE(
      SendFrame(jt808_, Location(Terminal(2), 4, t + 61 * 60'000LL, 0, {}, 22.7001, 114.2001, 0)));  // 61 min there
  app_->FlushPipeline();
  json::value out = Parse(Detail(demo_, v0, "outAdminAreaAlarm", t));
  ASSERT_EQ(Int(out.at("obj").at("total")), 1) << WriteJson(out);
  EXPECT_NE(std::string(out.at("obj").at("data").at(0).at("pathName").as_string()).find("广西"), std::string::npos);
  json::value two = Parse(Detail(demo_, v2, "twoChargeAlarm", t));
  ASSERT_EQ(Int(two.at("obj").at("total")), 1) << WriteJson(two);
  EXPECT_EQ(two.at("obj").at("data").at(0).at("pathName").as_string(), "城西二手车市场");
  EXPECT_EQ(two.at("obj").at("data").at(0).at("timeBegin").as_string(), FormatLocalTime(t + 61 * 60'000LL, 480));
  // Deleting the vehicle's own area answers its group's binding, for the console to offer it.
  long long group0 = db_->Acquire()->Query("SELECT group_id FROM assets WHERE id = ?", {v0})->at(0).Int(0);
  ASSERT_EQ(Flag(Get(demo_, "/car/v1/api/monitor/listAdminRegionGroup?groupId=" + std::to_string(group0) +
                                "&address=%E5%B9%BF%E4%B8%9C%E7%9C%81_440000")),
            1);
  EXPECT_EQ(Get(demo_, "/car/v1/api/monitor/deleteAdminRegion?vehicleId=" + std::to_string(v0)).at("obj").as_string(),
            "广东省_440000");
  EXPECT_EQ(Get(demo_, "/car/v1/api/monitor/getAdminRegion?vehicleId=" + std::to_string(v0)).at("obj").as_string(), "");
  EXPECT_EQ(Flag(Get(demo_, "/car/v1/api/monitor/deleteAdminRegion?vehicleId=" + std::to_string(VehicleId(3)))), 0);
}

TEST_F(AlarmApiTest, HandlingSingleAndBatchLeavesTheLiveListAndIsLogged) {
  testing::WsClient ws;
  ASSERT_EQ(ws.Connect(port_, "/ws/live?sessionId=" + demo_), 101);
  ws.Receive(2000);  // hello
  ws.SendText(R"({"type":"subscribe","all":1,"kinds":["alarms","alarmsHandled"]})");
  ASSERT_EQ(ws.Receive(2000), R"({"type":"subscribed"})");
  // The second vehicle is a person (智能工牌): its alarms say so (kind 2) live and in the list.
  ASSERT_TRUE(db_->Acquire()->Exec("UPDATE assets SET kind = 2 WHERE id = ?", {VehicleId(1)}).ok());
  const long long t = (SystemNowMs() - 120'000) / 1000 * 1000;
  for (int i : {0, 1, 2}) ASSERT_TRUE(SendFrame(jt808_, Location(Terminal(i), 1, t + i * 1000, 0x1, {})));
  ASSERT_TRUE(SendFrame(jt808_, Location(Terminal(3), 1, t, 0x1, {})));  // another company's vehicle
  app_->FlushPipeline();
  std::string got;
  for (int k = 0; k < 20 && std::count(got.begin(), got.end(), '{') < 4; ++k)
    if (auto m = ws.Receive(1000)) got += *m;
  EXPECT_NE(got.find(R"("type":"alarms")"), std::string::npos) << got;
  EXPECT_EQ(got.find("positions"), std::string::npos);  // an alarms-only subscription
  EXPECT_NE(got.find(sim::DemoVehicleAt(2).plate), std::string::npos) << got;
  EXPECT_EQ(got.find(sim::DemoVehicleAt(3).plate), std::string::npos) << got;  // outside the subtree
  EXPECT_NE(got.find(R"("plate":")" + sim::DemoVehicleAt(1).plate + R"(",)"), std::string::npos) << got;
  for (int i : {0, 1}) {  // each pushed alarm names its asset's kind after the fields clients parse
    size_t at = got.find(R"("vehicleId":)" + std::to_string(VehicleId(i)) + ",");
    ASSERT_NE(at, std::string::npos) << got;
    size_t end = got.find('}', at);
    EXPECT_NE(got.substr(at, end - at).find(i == 1 ? R"("kind":2)" : R"("kind":1)"), std::string::npos) << got;
  }

  auto realtime = testing::HttpCall(
      port_, "GET", "/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json?pageSize=10", {{"sessionId", demo_}});
  json::value list = Parse(realtime.body);
  ASSERT_EQ(Int(list.at("obj").at("total")), 3) << realtime.body;
  EXPECT_TRUE(PythonLiteral(realtime.body));
  json::value count = Get(demo_, "/car/v1/accelerate/report/alarm/queryActualTimeAlarmNum.json");
  EXPECT_EQ(Int(count.at("obj").at("total")), 3);
  EXPECT_EQ(Int(count.at("obj").at("vehicles")), 3);
  EXPECT_EQ(count.at("obj").at("list").at(0).at("enType").as_string(), "emergencyAlarm");
  EXPECT_EQ(Int(Get(admin_, "/car/v1/accelerate/report/alarm/queryActualTimeAlarmNum.json").at("obj").at("total")), 4);
  std::vector<long long> ids;
  for (const auto& r : list.at("obj").at("data").as_array()) {
    ids.push_back(Int(r.at("alarmId")));
    EXPECT_EQ(Int(r.at("kind")), Int(r.at("vehicleId")) == VehicleId(1) ? 2 : 1) << realtime.body;
  }
  long long foreign = 0;
  json::value all = Get(admin_, "/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json?pageSize=10");
  for (const auto& r : all.at("obj").at("data").as_array())
    if (r.at("plate").as_string() == sim::DemoVehicleAt(3).plate) foreign = Int(r.at("alarmId"));
  ASSERT_NE(foreign, 0);

  // Single: 误报 with contact, phone and remark.
  std::string one =
      R"({"result":2,"remark":"司机误触","contact":"张三","contactNumber":"13800000000","obj":{"alarmId":)" +
      std::to_string(ids[0]) + "}}";
  EXPECT_EQ(Int(PostJson(demo_, "/car/v1/api/monitor/processAlarm", one).at("obj").at("count")), 1);
  EXPECT_EQ(PostJson(demo_, "/car/v1/api/monitor/processAlarm", one).at("msg").as_string(),
            "报警不存在、已处理或无权处理");
  EXPECT_EQ(PostJson(demo_, "/car/v1/api/monitor/processAlarm",
                     R"({"result":9,"contact":"张三","contactNumber":"1","obj":{"alarmId":1}})")
                .at("msg")
                .as_string(),
            "问题类型不正确");
  EXPECT_EQ(
      PostJson(demo_, "/car/v1/api/monitor/processAlarm", R"({"result":1,"contactNumber":"1","obj":{"alarmId":1}})")
          .at("msg")
          .as_string(),
      "请填写联系人");
  // Another company's alarm cannot be handled.
  EXPECT_EQ(Flag(PostJson(demo_, "/car/v1/api/monitor/processAlarm",
                          R"({"result":4,"contact":"张三","contactNumber":"138","obj":[{"alarmId":)" +
                              std::to_string(foreign) + "}]}")),
            0);
  EXPECT_EQ(Int(Get(demo_, "/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json").at("obj").at("total")), 2);
  // Batch: the previous console sends result 4 and a list.
  std::string batch = R"({"result":4,"remark":"","contact":"李四","contactNumber":"13900000000","obj":[{"alarmId":)" +
                      std::to_string(ids[1]) + R"(},{"alarmId":")" + std::to_string(ids[2]) + R"("}]})";
  EXPECT_EQ(Int(PostJson(demo_, "/car/v1/api/monitor/processAlarm", batch).at("obj").at("count")), 2);
  EXPECT_EQ(Int(Get(demo_, "/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json").at("obj").at("total")), 0);
  EXPECT_EQ(Int(Get(demo_, "/car/v1/api/monitor/queryAlarm").at("obj").at("total")), 0);
  std::string handled;
  for (int k = 0; k < 20 && handled.find(std::to_string(ids[2])) == std::string::npos; ++k)
    if (auto m = ws.Receive(1000)) handled += *m;
  EXPECT_NE(handled.find(R"("type":"alarmsHandled")"), std::string::npos) << handled;
  EXPECT_NE(handled.find(std::to_string(ids[0])), std::string::npos) << handled;

  // Who and when, on the episode and in the operation log.
  json::value done = Get(demo_, "/car/v1/accelerate/report/alarm/newQueryAlarm?flag=0&handled=1&startTime=" +
                                    FormatLocalTime(t - 60'000, 480).replace(10, 1, "%20") +
                                    "&endTime=" + FormatLocalTime(SystemNowMs() + 60'000, 480).replace(10, 1, "%20"));
  ASSERT_EQ(Int(done.at("obj").at("total")), 3) << WriteJson(done);
  for (const auto& r : done.at("obj").at("data").as_array()) {
    EXPECT_EQ(Int(r.at("handled")), 1);
    EXPECT_FALSE(r.at("userName").as_string().empty());
    EXPECT_EQ(r.at("proTime").as_string().size(), 19u);
    if (Int(r.at("alarmId")) == ids[0]) {
      EXPECT_EQ(Int(r.at("result")), 2);
      EXPECT_EQ(r.at("remark").as_string(), "司机误触");
      EXPECT_EQ(r.at("phone").as_string(), "13800000000");
    }
  }
  json::value log = Get(demo_, "/car/v4/api/alarm/operation/listAlarmOperationLog.json");
  ASSERT_EQ(Int(log.at("obj").at("total")), 3);
  EXPECT_EQ(log.at("obj").at("data").at(2).at("resultName").as_string(), "误报");
  EXPECT_EQ(log.at("obj").at("data").at(0).at("operType").as_string(), "处理报警");
  EXPECT_EQ(Int(Get(demo_, "/car/v4/api/alarm/operation/listAlarmOperationLog.json?alarmId=" + std::to_string(foreign))
                    .at("obj")
                    .at("total")),
            0);
}

TEST_F(AlarmApiTest, PushSettingsSendASignedWebhookForANewAlarm) {
  notify::testing::RecordingHttpServer receiver;
  json::value saved =
      PostJson(demo_, "/car/v4/api/alarm/push/configAlarmPush.json",
               R"({"list":[{"enType":"emergencyAlarm","popup":1,"voice":1,"email":0,"sms":1,"webhook":1}],)"
               R"("targets":{"emails":"","phones":"13800000009","webhookUrl":")" +
                   receiver.url() + R"(","webhookSecret":"s3cret"}})");
  ASSERT_EQ(Flag(saved), 1) << WriteJson(saved);
  EXPECT_EQ(PostJson(demo_, "/car/v4/api/alarm/push/configAlarmPush.json", R"({"targets":{"emails":"nobody"}})")
                .at("msg")
                .as_string(),
            "邮箱格式不正确: nobody");
  json::value info = Get(demo_, "/car/v4/api/alarm/push/listAlarmPushInfo.json");
  for (const auto& r : info.at("obj").at("data").as_array())
    if (r.at("enType").as_string() == "emergencyAlarm") {
      EXPECT_EQ(Int(r.at("webhook")), 1);
      EXPECT_EQ(Int(r.at("origin")), 2);
    }
  EXPECT_EQ(info.at("obj").at("targets").at("phones").as_string(), "13800000009");
  // A fleet below inherits the company's settings.
  json::value fleet = Get(demo_, "/car/v4/api/alarm/push/listAlarmPushInfo.json?groupId=" + std::to_string(fleet1_));
  EXPECT_EQ(Int(fleet.at("obj").at("targets").at("origin")), 1);
  EXPECT_EQ(fleet.at("obj").at("targets").at("webhookSecret").as_string(), "s3cret");  // the company's own user
  // A user of the fleet sees that the company set a signing secret, not the secret (issue #19).
  ASSERT_EQ(RunAdminCommand(config_, {"user-add", "--username", "fleet-one", "--password", "fleet-12345", "--role",
                                      "user", "--group", "一车队"}),
            0);
  std::string fleet_user = testing::SignIn(port_, "fleet-one", "fleet-12345");
  json::value below = Get(fleet_user, "/car/v4/api/alarm/push/listAlarmPushInfo.json");
  EXPECT_EQ(Int(below.at("obj").at("targets").at("origin")), 1);
  EXPECT_EQ(below.at("obj").at("targets").at("webhookSecret").as_string(), "");
  EXPECT_EQ(Int(below.at("obj").at("targets").at("webhookSecretSet")), 1);
  EXPECT_EQ(Flag(Get(demo_, "/car/v4/api/alarm/push/listAlarmPushInfo.json?groupId=" + std::to_string(bus_))), 0);

  ASSERT_TRUE(SendFrame(jt808_, Location(Terminal(0), 1, (SystemNowMs() - 5000) / 1000 * 1000, 0x1, {})));
  app_->FlushPipeline();
  std::vector<notify::testing::HttpRequest> hooks;
  for (int k = 0; k < 100 && hooks.empty(); ++k) {  // delivery runs on the notifier's thread
    hooks = receiver.requests();
    if (hooks.empty()) ::usleep(50'000);
  }
  ASSERT_EQ(hooks.size(), 1u);
  std::string ts = hooks[0].Header("X-Chelian-Timestamp");
  EXPECT_EQ(hooks[0].Header("X-Chelian-Signature"),
            "sha256=" + notify::SignWebhook("s3cret", std::stoll(ts), hooks[0].body));
  EXPECT_NE(hooks[0].body.find(R"("enType":"emergencyAlarm")"), std::string::npos);
  EXPECT_NE(hooks[0].body.find(sim::DemoVehicleAt(0).plate), std::string::npos);
  json::value log;
  for (int k = 0; k < 100; ++k) {
    log = Get(demo_, "/car/v4/api/alarm/push/listAlarmPushLog.json");
    if (Int(log.at("obj").at("total")) >= 2) break;
    ::usleep(50'000);
  }
  ASSERT_EQ(Int(log.at("obj").at("total")), 2);  // the webhook and the SMS (log adapter)
  for (const auto& r : log.at("obj").at("data").as_array()) EXPECT_EQ(Int(r.at("status")), 1);
  auto c = db_->Acquire();
  EXPECT_EQ(c->Query("SELECT COUNT(*) FROM sms_outbox WHERE purpose = 'alarm' AND phone = '13800000009'")->at(0).Int(0),
            1);
  // Test pushes need a recipient and a channel.
  EXPECT_EQ(Flag(PostJson(demo_, "/car/v4/api/alarm/push/testAlarmPush.json", R"({"email":1})")), 0);
  EXPECT_EQ(Flag(PostJson(demo_, "/car/v4/api/alarm/push/testAlarmPush.json", R"({"webhook":1})")), 1);
}

}  // namespace
}  // namespace chelian
