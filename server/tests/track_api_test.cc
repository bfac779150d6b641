// Loopback tests of track playback's API (issue 6): a constructed day driven through the JT/T 808
// gateway, then read back as real clients read it — listVehTrackPoint.json exactly as api-contract
// §2.8 (parsed with Python's ast.literal_eval too), trips, frequent stops, exports, the range
// limits, that every read stays inside the user's group subtree, and that a packed day reads the same.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <regex>
#include <thread>

#include "app/admin_cli.h"
#include "app/config.h"
#include "app/server_app.h"
#include "core/clock.h"
#include "core/json.h"
#include "gateway_ports.h"
#include "http_client.h"
#include "jt808_terminal.h"
#include "reports/test_tracks.h"
#include "sim/demo_fleet.h"
#include "sim/device_frames.h"
#include "store/db.h"
#include "store/position_day_packer.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;
namespace json = boost::json;

constexpr long long kDayMs = 86'400'000;
constexpr int kOffsetMin = 480;

// Sends one frame as its terminal does (signed in: the server runs with gateway.jt808_auth =
// require) and waits for the gateway's answer; true when it is a success.
bool SendFrame(int port, const Bytes& frame) { return testing::SendSignedIn(port, frame); }

std::string Q(const std::string& text) { return testing::UrlEncode(text); }

class TrackApiTest : public ::testing::Test {
 protected:
  void SetUp() override { Start({}); }
  // A fresh database with 12 demo vehicles and a server with `extra` settings.
  void Start(const std::vector<std::string>& extra) {
    dir_ = fs::path(::testing::TempDir()) / ("chelian_track_test_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    std::vector<std::string> sets = testing::GatewaysOff(
        {"http.port=0", "gateway.jt808_port=0", "gateway.jt808_auth=require", "gateway.host=127.0.0.1",
         "store.sqlite_path=" + (dir_ / "db.sqlite").string(), "auth.captcha=off", "store.batch_delay_ms=20",
         "export.dir=" + (dir_ / "exports").string()});
    sets.insert(sets.end(), extra.begin(), extra.end());
    config_ = Config::Load("", sets).value();
    // 12 vehicles: the demo user (顺达物流: fleets 0–2) sees i = 0,1,2,6,7,8; vehicle 6 is wireless.
    ASSERT_EQ(RunAdminCommand(config_, {"demo-seed", "--vehicles", "12"}), 0);
    app_ = std::move(ServerApp::Create(config_).value());
    ASSERT_TRUE(app_->Start().ok());
    port_ = app_->http_port();
    demo_ = Login("demo", "demo123");
    admin_ = Login("admin", "admin123");
    // Yesterday 08:00 local time.
    long long local_now = SystemNowMs() + kOffsetMin * 60'000LL;
    day_start_ = local_now - local_now % kDayMs - kOffsetMin * 60'000LL - kDayMs;
  }
  void TearDown() override {
    app_->Stop();
    fs::remove_all(dir_);
  }
  std::string Login(const std::string& user, const std::string& password) {
    auto r =
        testing::HttpCall(port_, "POST", "/oauth/v4/token", {{"Content-Type", "application/x-www-form-urlencoded"}},
                          "username=" + user + "&password=" + password);
    bool ok;
    return std::string(ParseJson(r.body, &ok).at("obj").at("sessionId").as_string());
  }
  testing::HttpReply Raw(const std::string& token, const std::string& target,
                         const std::vector<std::pair<std::string, std::string>>& more = {}) {
    std::vector<std::pair<std::string, std::string>> headers{{"sessionId", token},
                                                             {"Content-Type", "application/x-www-form-urlencoded"}};
    headers.insert(headers.end(), more.begin(), more.end());
    return testing::HttpCall(port_, "GET", target, headers);
  }
  json::value Get(const std::string& token, const std::string& target) {
    auto r = Raw(token, target);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << r.body.substr(0, 300);
    return v;
  }
  std::string Time(long long ms) const { return FormatLocalTime(ms, kOffsetMin); }
  // The day's period as query parameters.
  std::string Period() const {
    return "&beginTime=" + Q(Time(day_start_)) + "&endTime=" + Q(Time(day_start_ + kDayMs - 1000));
  }

  // Drives demo vehicle `i` through the gateway: from 08:00, 10 min driving east, 30 min parked
  // with the ignition off, 10 min driving north; a fix every 10 s (every 60 s while parked).
  void DriveDay(int i) {
    reports::TrackBuilder b(day_start_ + 8 * 3'600'000LL, 22.54, 114.05);
    b.Drive(600, 45, 90, 10).Stand(1800, 60, 0).Drive(600, 45, 0, 10);
    sim::DemoVehicle v = sim::DemoVehicleAt(i);
    uint16_t serial = 1;
    for (const reports::TrackSample& s : b.samples()) {
      sim::Fix fix;
      fix.time_ms = s.time_ms;
      fix.where = {s.lat, s.lon};
      fix.speed_kmh = s.speed_kmh;
      fix.course = s.course;
      fix.acc = s.acc == 1;
      fix.odometer_km = s.mileage_km;
      ASSERT_TRUE(SendFrame(app_->gateway_port("jt808"), sim::Jt808Location({v.terminal_no}, serial++, fix)));
    }
    app_->FlushPipeline();
    fixes_ = b.samples().size();
  }
  static long long Int(const json::value& v) {
    return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double());
  }
  static std::string Str(const json::value& v) { return std::string(v.as_string()); }

  fs::path dir_;
  Config config_;
  std::unique_ptr<ServerApp> app_;
  int port_ = 0;
  std::string demo_, admin_;
  long long day_start_ = 0;
  size_t fixes_ = 0;
};

TEST_F(TrackApiTest, TrackPointsAsTheScriptsSendAndParseThem) {
  DriveDay(0);
  sim::DemoVehicle v = sim::DemoVehicleAt(0);
  long long id = Int(Get(demo_, "/car/v4/api/assets/list.json?keyword=" + v.terminal_no +
                                    "&state=0&childFlag=1&pageNumber=1&pageSize=10")
                         .at("obj")
                         .at("data")
                         .at(0)
                         .at("vehicleId"));
  // The scripts' call: plate = device number, locationType pre-encoded and encoded again.
  std::string target = "/car/v1/accelerate/track/listVehTrackPoint.json?plate=" + v.terminal_no +
                       "&vehicleId=" + std::to_string(id) + Period() +
                       "&filterTime=0&converge=1&isHeart=1&locationType=1%252C2%252C3%252C0%252C6";
  auto raw = Raw(demo_, target);
  ASSERT_EQ(raw.status, 200);
  bool ok = false;
  json::value r = ParseJson(raw.body, &ok);
  ASSERT_TRUE(ok) << raw.body.substr(0, 300);
  ASSERT_EQ(Int(r.at("flag")), 1) << raw.body.substr(0, 300);
  EXPECT_EQ(Str(r.at("msg")), "成功");
  const json::object& data = r.at("obj").at("data").as_object();
  EXPECT_EQ(Str(data.at("plate")), v.plate);
  EXPECT_EQ(Int(data.at("longStayTer")), 0);
  EXPECT_FALSE(Str(data.at("groupName")).empty());
  EXPECT_GT(Int(data.at("vehicleId")), 0);
  EXPECT_GT(Int(data.at("groupId")), 0);
  EXPECT_EQ(Str(data.at("terminalType")), "GPRS-部标");
  const json::array& list = data.at("trackList").as_array();
  EXPECT_EQ(Int(r.at("obj").at("total")), static_cast<long long>(list.size()));
  // 60 + 60 driving fixes, the 30 parked fixes converged into one stop point.
  ASSERT_EQ(list.size(), 121u);
  int stops = 0;
  for (const auto& p : list) {
    for (const char* k : {"t", "a", "o", "s", "d", "g", "e", "i", "x", "m", "b", "u"})
      ASSERT_TRUE(p.as_object().contains(k)) << k;
    long long x = Int(p.at("x"));
    EXPECT_TRUE(x >= 1 && x <= 3);
    EXPECT_EQ(Str(p.at("t")).size(), 19u);
    EXPECT_EQ(Int(p.at("i")), 1);
    if (x == 2) {
      ++stops;
      EXPECT_EQ(Int(p.at("m")), 1740);  // from the first to the last parked fix
      EXPECT_EQ(Int(p.at("e")), 1);     // ignition off while parked
      EXPECT_EQ(Int(p.at("u")), 4);
      EXPECT_EQ(Str(p.at("date")),
                Time(day_start_ + 8 * 3'600'000LL + 660'000) + "~~" + Time(day_start_ + 8 * 3'600'000LL + 2'400'000));
    }
  }
  EXPECT_EQ(stops, 1);
  EXPECT_EQ(Str(list[0].at("t")), Time(day_start_ + 8 * 3'600'000LL + 10'000));
  EXPECT_NEAR(list[0].at("s").as_double(), 45.0, 0.1);
  EXPECT_EQ(Int(list[0].at("e")), 0);
  // Literal-parser safe: no JSON literals; lat/lon always print with a decimal point.
  EXPECT_EQ(raw.body.find("true"), std::string::npos);
  EXPECT_EQ(raw.body.find("false"), std::string::npos);
  EXPECT_EQ(raw.body.find("null"), std::string::npos);
  std::smatch m;
  EXPECT_TRUE(std::regex_search(raw.body, m, std::regex(R"("a":\d+\.\d+,"o":\d+\.\d+)")));
  // Python's ast.literal_eval reads the raw body, and the scripts' regex finds each point.
  fs::path body = dir_ / "track.txt";
  std::ofstream(body) << raw.body;
  std::string script =
      "import ast,re,sys\n"
      "d = ast.literal_eval(open(sys.argv[1], encoding='utf-8').read())\n"
      "assert d['flag'] == 1 and d['msg'] == '成功'\n"
      "pts = d['obj']['data']['trackList']\n"
      "assert d['obj']['total'] == len(pts) == 121\n"
      "assert all(p['x'] in (1, 2, 3) for p in pts)\n"
      "assert all(re.search(r\"'a': \\d+\\.\\d+\", str(p)) for p in pts)\n"
      "assert sum(1 for p in pts if p['x'] == 2) == 1\n";
  fs::path py = dir_ / "check.py";
  std::ofstream(py) << script;
  EXPECT_EQ(std::system(("python3 " + py.string() + " " + body.string()).c_str()), 0);
}

TEST_F(TrackApiTest, FilterTimeAndConvergeChangeTheStops) {
  DriveDay(0);
  long long id =
      Int(Get(demo_,
              "/car/v1/accelerate/track/listVehTrackPoint.json?plate=" + sim::DemoVehicleAt(0).terminal_no + Period())
              .at("obj")
              .at("data")
              .at("vehicleId"));
  std::string base = "/car/v1/accelerate/track/listVehTrackPoint.json?vehicleId=" + std::to_string(id) + Period();
  // Standing 30 min is no stop when only stops of an hour or more count.
  json::value hour = Get(demo_, base + "&filterTime=60");
  EXPECT_EQ(hour.at("obj").at("data").at("trackList").as_array().size(), fixes_);
  for (const auto& p : hour.at("obj").at("data").at("trackList").as_array()) EXPECT_NE(Int(p.at("x")), 2);
  // converge=0 keeps every fix; the parked ones are stopped.
  json::value all = Get(demo_, base + "&converge=0");
  const json::array& list = all.at("obj").at("data").at("trackList").as_array();
  ASSERT_EQ(list.size(), fixes_);
  EXPECT_EQ(std::count_if(list.begin(), list.end(), [](const json::value& p) { return Int(p.at("x")) == 2; }), 30);
  // spaceTime (minutes) thins the driving points.
  json::value sparse = Get(demo_, base + "&spaceTime=2");
  EXPECT_LT(sparse.at("obj").at("data").at("trackList").as_array().size(), 20u);
}

// issue 28: a day asked for again unchanged is answered 304 without its body (the browser keeps
// its copy); a new fix in the day changes the tag; a user without the vehicle gets the refusal.
TEST_F(TrackApiTest, ADayAskedAgainUnchangedIsNotSentAgain) {
  DriveDay(3);  // 1路车队 of 京华城市客运: the admin's, not the demo user's
  std::string target =
      "/car/v1/accelerate/track/listVehTrackPoint.json?plate=" + sim::DemoVehicleAt(3).terminal_no + Period();
  auto call = [&](const std::string& token, const std::string& tag, bool gzip) {
    std::vector<std::pair<std::string, std::string>> more;
    if (!tag.empty()) more.emplace_back("If-None-Match", tag);
    if (gzip) more.emplace_back("Accept-Encoding", "gzip");
    return Raw(token, target, more);
  };
  testing::HttpReply first = call(admin_, "", false);
  ASSERT_EQ(first.status, 200);
  std::string tag = first.Header("ETag");
  ASSERT_EQ(tag.substr(0, 3), "W/\"");
  EXPECT_EQ(first.Header("Cache-Control"), "private, no-cache");
  bool ok = false;
  size_t points = ParseJson(first.body, &ok).at("obj").at("data").at("trackList").as_array().size();
  EXPECT_EQ(points, 121u);  // the stop converged into one point

  for (bool gzip : {false, true}) {
    testing::HttpReply again = call(admin_, tag, gzip);
    EXPECT_EQ(again.status, 304) << gzip;
    EXPECT_TRUE(again.body.empty());
    EXPECT_EQ(again.Header("ETag"), tag);
  }
  // Another tag (the browser's copy of an older reply): the whole body, tagged.
  testing::HttpReply stale = call(admin_, "W/\"00000000000000000000000000000000\"", true);
  EXPECT_EQ(stale.status, 200);
  EXPECT_EQ(stale.Header("Content-Encoding"), "gzip");
  EXPECT_EQ(stale.Header("ETag"), tag);

  // Holding the tag proves nothing: a user who may not see the vehicle, or no session, gets the
  // refusal, untagged.
  testing::HttpReply foreign = call(demo_, tag, false);
  EXPECT_EQ(foreign.status, 200);
  EXPECT_EQ(Str(ParseJson(foreign.body, &ok).at("msg")), "车辆不存在或无权访问");
  EXPECT_TRUE(foreign.Header("ETag").empty());
  testing::HttpReply anonymous = call("", tag, false);
  EXPECT_EQ(Int(ParseJson(anonymous.body, &ok).at("flag")), 4010);
  EXPECT_TRUE(anonymous.Header("ETag").empty());

  // One more fix in the day: a new body and a new tag.
  sim::Fix fix;
  fix.time_ms = day_start_ + 20 * 3'600'000LL;
  fix.where = {22.6, 114.1};
  fix.speed_kmh = 30;
  ASSERT_TRUE(
      SendFrame(app_->gateway_port("jt808"), sim::Jt808Location({sim::DemoVehicleAt(3).terminal_no}, 900, fix)));
  app_->FlushPipeline();
  testing::HttpReply changed = call(admin_, tag, false);
  EXPECT_EQ(changed.status, 200);
  EXPECT_NE(changed.Header("ETag"), tag);
  EXPECT_EQ(ParseJson(changed.body, &ok).at("obj").at("data").at("trackList").as_array().size(), points + 1);
  EXPECT_EQ(call(admin_, changed.Header("ETag"), false).status, 304);

  // The tag is told without building the reply (D174): a change to what the reply shows besides
  // the fixes changes it too, here the vehicle's plate, and so do the query's options.
  auto conn = store::OpenSqliteConnection((dir_ / "db.sqlite").string()).value();
  ASSERT_TRUE(conn->Exec("UPDATE assets SET plate = '京A·改00' WHERE id = ?",
                         {Int(ParseJson(changed.body, &ok).at("obj").at("data").at("vehicleId"))})
                  .ok());
  testing::HttpReply renamed = call(admin_, changed.Header("ETag"), false);
  EXPECT_EQ(renamed.status, 200);
  EXPECT_EQ(Str(ParseJson(renamed.body, &ok).at("obj").at("data").at("plate")), "京A·改00");
  target += "&filterTime=60";
  EXPECT_EQ(call(admin_, renamed.Header("ETag"), false).status, 200);
}

// The console's form (columns=1, D175): the same points, key for key, as integers in columns; a
// tag of its own, so a copy of one form never stands for the other.
TEST_F(TrackApiTest, ColumnsHoldTheSamePointsAsTheList) {
  DriveDay(0);
  const std::string base =
      "/car/v1/accelerate/track/listVehTrackPoint.json?plate=" + sim::DemoVehicleAt(0).terminal_no + Period();
  testing::HttpReply list_reply = Raw(demo_, base);
  testing::HttpReply columns_reply = Raw(demo_, base + "&columns=1", {{"If-None-Match", list_reply.Header("ETag")}});
  ASSERT_EQ(columns_reply.status, 200);
  EXPECT_NE(columns_reply.Header("ETag"), list_reply.Header("ETag"));
  bool ok = false;
  json::value list = ParseJson(list_reply.body, &ok);
  json::value cols = ParseJson(columns_reply.body, &ok);
  ASSERT_TRUE(ok);
  EXPECT_EQ(cols.at("obj").at("total"), list.at("obj").at("total"));
  const json::object& data = list.at("obj").at("data").as_object();
  const json::object& cdata = cols.at("obj").at("data").as_object();
  for (const char* key : {"vehicleId", "groupId", "groupName", "longStayTer", "plate", "terminalType", "terminalNo"})
    EXPECT_EQ(data.at(key), cdata.at(key)) << key;
  EXPECT_FALSE(cdata.contains("trackList"));
  const json::array& points = data.at("trackList").as_array();
  const json::object& c = cdata.at("columns").as_object();
  const int zone = static_cast<int>(Int(cdata.at("zone")));
  ASSERT_EQ(points.size(), fixes_ - 29);  // the stop's 30 fixes converged into one point
  auto in = [](const json::value& v, double scale) { return std::llround(v.to_number<double>() * scale); };
  long long t = 0, a = 0, o = 0, g = 0;
  size_t stops = 0;
  for (size_t k = 0; k < points.size(); ++k) {
    const json::object& p = points[k].as_object();
    auto at = [&](const char* key) { return c.at(key).as_array().at(k).to_number<long long>(); };
    t += at("t");
    a += at("a");
    o += at("o");
    g += at("g");
    EXPECT_EQ(Str(p.at("t")), FormatLocalTime(t * 1000, zone)) << k;
    EXPECT_EQ(in(p.at("a"), 1e6), a) << k;
    EXPECT_EQ(in(p.at("o"), 1e6), o) << k;
    EXPECT_EQ(in(p.at("s"), 10), at("s")) << k;
    EXPECT_EQ(in(p.at("g"), 100), g) << k;
    EXPECT_EQ(Int(p.at("d")), at("d")) << k;
    EXPECT_EQ(Int(p.at("e")) | Int(p.at("i")) << 1 | Int(p.at("b")) << 2, at("f")) << k;
    EXPECT_EQ(Int(p.at("x")), at("x")) << k;
    EXPECT_EQ(Int(p.at("m")), at("m")) << k;
    EXPECT_EQ(Int(p.at("u")), at("u")) << k;
    EXPECT_EQ(p.contains("power") ? Int(p.at("power")) : -1, at("p")) << k;
    if (p.contains("date")) {
      const json::array& span = c.at("date").as_array().at(stops++).as_array();
      EXPECT_EQ(span.at(0).to_number<long long>(), static_cast<long long>(k));
      EXPECT_EQ(Str(p.at("date")), FormatLocalTime(span.at(1).to_number<long long>() * 1000, zone) + "~~" +
                                       FormatLocalTime(span.at(2).to_number<long long>() * 1000, zone));
    }
  }
  EXPECT_EQ(stops, 1u);
  EXPECT_EQ(c.at("date").as_array().size(), stops);
  EXPECT_EQ(Raw(demo_, base + "&columns=1", {{"If-None-Match", columns_reply.Header("ETag")}}).status, 304);
}

// A day packed once its month has ended (D168) answers every call with the very same body, the
// trips too. The packed day's stored facts are not the keyed day's (D174): the client's copy is
// sent once more under a new tag, which then holds (304). Folds of 50 rows, so most of the day is
// keyed (and packed) and the rest still unkeyed when it is packed.
class PackedTrackApiTest : public TrackApiTest {
 protected:
  void SetUp() override { Start({"store.fold_rows=50"}); }
};

TEST_F(PackedTrackApiTest, APackedDayReadsTheSameAsBefore) {
  DriveDay(0);
  const std::string plate = sim::DemoVehicleAt(0).terminal_no;
  const std::vector<std::string> targets = {
      "/car/v1/accelerate/track/listVehTrackPoint.json?plate=" + plate + Period() + "&converge=0",
      "/car/v1/accelerate/track/listVehTrackPoint.json?plate=" + plate + Period(),
      "/car/v1/accelerate/track/listTrips.json?plate=" + plate + Period()};
  std::vector<testing::HttpReply> before;
  for (const std::string& t : targets) {
    before.push_back(Raw(demo_, t));
    ASSERT_EQ(before.back().status, 200) << before.back().body.substr(0, 300);
  }
  auto conn = store::OpenSqliteConnection((dir_ / "db.sqlite").string()).value();
  for (int i = 0; i < 200 && conn->Query("SELECT keyed_upto FROM position_fold")->at(0).Int(0) < 100; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));  // the writer folds between batches
  auto run = store::PackPositionDays(*conn, day_start_ + kDayMs, [] { return false; });
  ASSERT_TRUE(run.ok()) << run.status().message();
  ASSERT_GE(run->fixes, 100);
  EXPECT_EQ(conn->Query("SELECT COUNT(*) FROM position_packs")->at(0).Int(0), 1);

  std::string packed_tag;
  for (size_t i = 0; i < targets.size(); ++i) {
    auto after = Raw(demo_, targets[i], {{"If-None-Match", before[i].Header("ETag")}});
    ASSERT_EQ(after.status, 200);
    EXPECT_EQ(after.body, before[i].body) << targets[i];
    if (i == 0) packed_tag = after.Header("ETag");
  }
  EXPECT_NE(packed_tag, before[0].Header("ETag"));
  auto again = Raw(demo_, targets[0], {{"If-None-Match", packed_tag}});
  EXPECT_EQ(again.status, 304);
}

TEST_F(TrackApiTest, OnlyTheUsersSubtree) {
  DriveDay(3);  // 1路车队 of 京华城市客运: not the demo user's
  sim::DemoVehicle other = sim::DemoVehicleAt(3);
  json::value admin =
      Get(admin_, "/car/v1/accelerate/track/listVehTrackPoint.json?plate=" + other.terminal_no + Period());
  ASSERT_EQ(Int(admin.at("flag")), 1);
  long long id = Int(admin.at("obj").at("data").at("vehicleId"));
  EXPECT_EQ(admin.at("obj").at("data").at("trackList").as_array().size(), 121u);
  for (const std::string& target :
       {"/car/v1/accelerate/track/listVehTrackPoint.json?vehicleId=" + std::to_string(id) + Period(),
        "/car/v1/accelerate/track/listVehTrackPoint.json?vehicleId=" + std::to_string(id) + Period() + "&columns=1",
        "/car/v1/accelerate/track/listVehTrackPoint.json?plate=" + other.terminal_no + Period(),
        "/car/v1/accelerate/track/listVehTrackPoint.json?plate=" + Q(other.plate) + Period(),
        "/car/v1/accelerate/track/listTrips.json?vehicleId=" + std::to_string(id) + Period(),
        "/car/v1/accelerate/report/stopReport/pageStopReport.json?vehicleId=" + std::to_string(id),
        "/car/v1/accelerate/track/exportSimple.json?vehicleId=" + std::to_string(id) + Period(),
        "/car/v1/accelerate/track/export.json?vehicleId=" + std::to_string(id) + Period()}) {
    json::value r = Get(demo_, target);
    EXPECT_EQ(Int(r.at("flag")), 0) << target;
    EXPECT_EQ(Str(r.at("msg")), "车辆不存在或无权访问") << target;
  }
  // Without a session: 4010.
  json::value anonymous = Get("", "/car/v1/accelerate/track/listVehTrackPoint.json?vehicleId=" + std::to_string(id));
  EXPECT_EQ(Int(anonymous.at("flag")), 4010);
}

TEST_F(TrackApiTest, RangeLimitsAndBadInputInChinese) {
  sim::DemoVehicle wired = sim::DemoVehicleAt(0), wireless = sim::DemoVehicleAt(6);
  auto call = [&](const sim::DemoVehicle& v, const std::string& begin, const std::string& end) {
    return Get(demo_, "/car/v1/accelerate/track/listVehTrackPoint.json?plate=" + v.terminal_no +
                          "&beginTime=" + Q(begin) + "&endTime=" + Q(end));
  };
  EXPECT_EQ(Int(call(wired, "2025-01-01 00:00:00", "2025-01-31 23:59:59").at("flag")), 1);  // 31 days
  json::value too_long = call(wired, "2025-01-01 00:00:00", "2025-02-02 00:00:00");
  EXPECT_EQ(Int(too_long.at("flag")), 0);
  EXPECT_EQ(Str(too_long.at("msg")), "有线设备单次最多查询31天的轨迹，请缩短时间范围");
  EXPECT_EQ(Int(call(wireless, "2025-01-01 00:00:00", "2025-03-01 00:00:00").at("flag")), 1);
  json::value wireless_long = call(wireless, "2025-01-01 00:00:00", "2025-04-15 00:00:00");
  EXPECT_EQ(Str(wireless_long.at("msg")), "无线设备单次最多查询90天的轨迹，请缩短时间范围");
  EXPECT_EQ(Str(call(wired, "2025-01-02 00:00:00", "2025-01-01 00:00:00").at("msg")), "结束时间不能早于开始时间");
  EXPECT_EQ(Str(call(wired, "昨天", "2025-01-01 00:00:00").at("msg")), "开始时间格式错误，应为 yyyy-MM-dd HH:mm:ss");
  EXPECT_EQ(Str(Get(demo_, "/car/v1/accelerate/track/listVehTrackPoint.json").at("msg")), "请选择车辆");
  EXPECT_EQ(Str(Get(demo_, "/car/v1/accelerate/track/listVehTrackPoint.json?vehicleId=999999").at("msg")),
            "车辆不存在或无权访问");
  // An empty day is an empty list, not an error.
  json::value empty = call(wired, "2025-01-01 00:00:00", "2025-01-01 23:59:59");
  EXPECT_EQ(Int(empty.at("obj").at("total")), 0);
  EXPECT_TRUE(empty.at("obj").at("data").at("trackList").as_array().empty());
}

TEST_F(TrackApiTest, TripsAndSummary) {
  DriveDay(0);
  json::value r =
      Get(demo_, "/car/v1/accelerate/track/listTrips.json?plate=" + sim::DemoVehicleAt(0).terminal_no + Period());
  ASSERT_EQ(Int(r.at("flag")), 1);
  const json::array& trips = r.at("obj").at("data").as_array();
  ASSERT_EQ(trips.size(), 2u);
  EXPECT_EQ(Str(trips[0].at("beginTime")), Time(day_start_ + 8 * 3'600'000LL + 10'000));
  EXPECT_EQ(Str(trips[0].at("endTime")), Time(day_start_ + 8 * 3'600'000LL + 660'000));
  EXPECT_NEAR(trips[0].at("mileage").as_double(), 7.5, 0.2);  // 10 min at 45 km/h
  EXPECT_NEAR(trips[0].at("maxSpeed").as_double(), 45, 0.1);
  const json::object& summary = r.at("obj").at("summary").as_object();
  EXPECT_EQ(Int(summary.at("tripCount")), 2);
  EXPECT_EQ(Int(summary.at("stopCount")), 1);
  EXPECT_EQ(Int(summary.at("stopSeconds")), 1740);
  EXPECT_NEAR(summary.at("mileage").as_double(), 15.0, 0.3);
}

TEST_F(TrackApiTest, FrequentStopPoints) {
  DriveDay(0);
  std::string base =
      "/car/v1/accelerate/report/stopReport/pageStopReport.json?plate=" + sim::DemoVehicleAt(0).terminal_no;
  json::value r = Get(demo_, base + "&spaceTime=20");
  ASSERT_EQ(Int(r.at("flag")), 1) << r.at("msg").as_string();
  EXPECT_EQ(Int(r.at("obj").at("total")), 1);
  const json::object& place = r.at("obj").at("data").at("newRunStopReportDTOS").as_array().at(0).as_object();
  EXPECT_EQ(Int(place.at("n")), 1);
  EXPECT_EQ(Int(place.at("sT")), 1740);
  EXPECT_NEAR(place.at("aB").as_double(), 22.54, 0.01);
  EXPECT_EQ(place.at("details").as_array().size(), 1u);
  EXPECT_EQ(Str(r.at("obj").at("data").at("dvehicleInfo").at("plate")), sim::DemoVehicleAt(0).plate);
  // The default is stops of 30 minutes or more: this one (29 min) is not frequent.
  EXPECT_EQ(Int(Get(demo_, base).at("obj").at("total")), 0);
}

TEST_F(TrackApiTest, ExportDirectAndAsJob) {
  DriveDay(0);
  std::string query = "?plate=" + sim::DemoVehicleAt(0).terminal_no + Period();
  auto direct = Raw(demo_, "/car/v1/accelerate/track/exportSimple.json" + query);
  ASSERT_EQ(direct.status, 200);
  EXPECT_EQ(direct.Header("Content-Type"), "application/vnd.ms-excel");
  EXPECT_NE(direct.Header("Content-Disposition").find("filename*=UTF-8''"), std::string::npos);
  EXPECT_EQ(direct.body.substr(0, 2), "PK");  // an .xlsx is a zip
  // The job appears in the user's download list and completes.
  json::value job = Get(demo_, "/car/v1/accelerate/track/export.json" + query);
  ASSERT_EQ(Int(job.at("flag")), 1) << job.at("msg").as_string();
  long long id = Int(job.at("obj").at("id"));
  EXPECT_EQ(Int(job.at("obj").at("total")), 121);
  int status = 0;
  for (int i = 0; i < 100 && status != 3 && status != 4; ++i) {
    json::value list = Get(demo_, "/car/v1/accelerate/export/listExportRecord.json?type=7");
    for (const auto& rec : list.at("obj").at("data").as_array())
      if (Int(rec.at("id")) == id) {
        status = static_cast<int>(Int(rec.at("status")));
        EXPECT_EQ(Str(rec.at("typeName")), "轨迹记录");
      }
    if (status != 3) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(status, 3);
  auto file = Raw(demo_, "/car/v1/accelerate/export/download.json?id=" + std::to_string(id));
  EXPECT_EQ(file.body.substr(0, 2), "PK");
  // Nobody else sees the record.
  json::value admin_list = Get(admin_, "/car/v1/accelerate/export/listExportRecord.json?type=7");
  EXPECT_EQ(Int(admin_list.at("obj").at("total")), 0);
}

TEST_F(TrackApiTest, DirectExportRefusesLargeTracks) {
  app_->Stop();
  Start({"track.direct_export_max=100"});
  DriveDay(0);
  json::value big =
      Get(demo_, "/car/v1/accelerate/track/exportSimple.json?plate=" + sim::DemoVehicleAt(0).terminal_no + Period());
  EXPECT_EQ(Int(big.at("flag")), 0);
  EXPECT_EQ(Str(big.at("msg")), "轨迹点共121个，100个及以上请使用后台导出（导出后在下载列表中下载）");
  json::value none =
      Get(demo_, "/car/v1/accelerate/track/exportSimple.json?plate=" + sim::DemoVehicleAt(1).terminal_no + Period());
  EXPECT_EQ(Str(none.at("msg")), "该时间段没有轨迹数据");
}

}  // namespace
}  // namespace chelian
