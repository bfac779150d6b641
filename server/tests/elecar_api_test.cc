// Loopback tests of 电动车卫士 (docs/elec-car.md): the whole server in-process and JT/T 808
// e-bikes played by the test. The one-tap commands reach the terminal through the command
// pipeline (设防 as 0x8500, 锁车 as 0x8105 f0), 锁车 needs its button and is refused above the speed
// limit; the theft rules open alarms from the bike's reports; the bike list shows battery and
// range; share links are scoped, signed, expiring and rate-limited; nothing leaves the subtree.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <thread>

#include "app/admin_cli.h"
#include "app/config.h"
#include "app/server_app.h"
#include "auth/share_token.h"
#include "core/clock.h"
#include "core/hex.h"
#include "core/json.h"
#include "gateway_ports.h"
#include "http_client.h"
#include "jt808_terminal.h"
#include "sim/device_frames.h"
#include "store/alarm_repo.h"
#include "store/asset_repo.h"
#include "store/ebike_repo.h"
#include "store/group_repo.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;
namespace json = boost::json;
using Clock = std::chrono::steady_clock;

long long Int(const json::value& v) { return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double()); }
std::string Str(const json::value& v) { return std::string(v.as_string()); }

// An e-bike's JT/T 808 tracker on one connection: reports with the status word (bit 12: armed),
// the pack % (item 0xD4) and the pack voltage (0x82, 0.1 V).
class Bike {
 public:
  Bike(int port, std::string phone) : t_(port, {std::move(phone), false}) { connected_ = t_.SignIn(); }
  bool connected() const { return connected_; }
  void Report(double speed, bool armed, int soc, double volts, double north_m = 0, double odometer_km = 0) {
    sim::Fix f;
    f.time_ms = base_ms_ + reports_ * 600'000LL;  // ten minutes apart: plausible rides
    f.where = {31.2 + north_m / 111'195.0, 121.4};
    f.speed_kmh = speed;
    f.acc = speed > 0;
    f.odometer_km = odometer_km;
    ++reports_;
    Bytes body = sim::Jt808LocationBody(f, armed ? (1u << 12) : 0u);
    ByteWriter w;
    w.U8(0xD4).U8(1).U8(static_cast<uint8_t>(soc));
    w.U8(0x82).U8(2).U16(static_cast<uint16_t>(volts * 10));
    body.insert(body.end(), w.bytes().begin(), w.bytes().end());
    t_.Write(sim::Jt808Message(t_.terminal(), 0x0200, t_.NextSerial(), body));
  }
  std::optional<jt808::Packet> Expect(uint16_t id, int timeout_ms) { return t_.Expect(id, timeout_ms); }
  void Ack(const jt808::Packet& p, uint8_t result) {
    ByteWriter w;
    w.U16(p.header.serial).U16(p.header.msg_id).U8(result);
    t_.Write(sim::Jt808Message(t_.terminal(), 0x0001, t_.NextSerial(), w.bytes()));
  }

 private:
  testing::TestTerminal t_;
  bool connected_ = false;
  int reports_ = 1;
  long long base_ms_ = SystemNowMs() / 1000 * 1000 - 7'200'000;
};

class ElecarTest : public ::testing::Test {
 protected:
  void Start(std::vector<std::string> extra = {}) {
    dir_ = fs::path(::testing::TempDir()) / ("chelian_elecar_test_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    std::vector<std::string> sets = testing::GatewaysOff(
        {"http.port=0", "gateway.jt808_port=0", "gateway.jt808_auth=require", "gateway.host=127.0.0.1",
         "store.sqlite_path=" + (dir_ / "db.sqlite").string(), "auth.captcha=off", "store.batch_delay_ms=20",
         "media.dir=" + (dir_ / "media").string(), "command.reply_timeout_s=5"});
    sets.insert(sets.end(), extra.begin(), extra.end());
    config_ = Config::Load("", sets).value();
    ASSERT_EQ(RunAdminCommand(config_, {"demo-seed", "--vehicles", "5"}), 0);
    {
      auto db = OpenConfiguredDatabase(config_);
      auto c = (*db)->Acquire();
      auto scope = store::Scope::Everything();
      long long mine = store::FindGroupByName(*c, scope, "一车队")->id;    // the demo user's
      long long other = store::FindGroupByName(*c, scope, "1路车队")->id;  // another customer's
      bike_ = store::CreateAssetWithDevice(*c, scope, {mine, store::kEbikeKind, "沪E电001"},
                                           {"13966660001", "GPRS-部标", "jt808"}, 1)
                  ->id;
      other_bike_ = store::CreateAssetWithDevice(*c, scope, {other, store::kEbikeKind, "京E电002"},
                                                 {"13966660002", "GPRS-部标", "jt808"}, 1)
                        ->id;
    }
    app_ = std::move(ServerApp::Create(config_).value());
    ASSERT_TRUE(app_->Start().ok());
    port_ = app_->http_port();
    admin_ = testing::SignIn(port_, "admin", "admin123");
    demo_ = testing::SignIn(port_, "demo", "demo123");
  }
  void TearDown() override {
    if (app_) app_->Stop();
    app_.reset();
    fs::remove_all(dir_);
  }
  json::value Call(const std::string& token, const std::string& target, const json::object& body = {}) {
    std::vector<std::pair<std::string, std::string>> headers = {{"Content-Type", "application/json"}};
    if (!token.empty()) headers.emplace_back("sessionId", token);
    auto r = testing::HttpCall(port_, "POST", target, headers, WriteJson(body));
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << target << ": " << r.body;
    return v;
  }
  json::object Bikes(const std::string& token) {
    json::object out;
    json::value r = Call(token, "/car/v4/api/elecar/bikes.json");
    for (const auto& b : r.at("obj").at("data").as_array()) out[std::to_string(Int(b.at("vehicleId")))] = b;
    return out;
  }
  // Waits (bounded) until the bike list shows the bike at `speed` (the report went through).
  bool WaitSpeed(long long bike, double speed) {
    for (auto end = Clock::now() + std::chrono::seconds(10); Clock::now() < end;) {
      app_->FlushPipeline();
      json::object bikes = Bikes(admin_);
      if (auto* b = bikes.if_contains(std::to_string(bike));
          b && b->as_object().contains("speed") && std::abs(b->at("speed").to_number<double>() - speed) < 0.01)
        return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return false;
  }
  std::vector<std::string> OpenCodes(long long bike) {
    auto db = OpenConfiguredDatabase(config_);
    auto c = (*db)->Acquire();
    auto row = store::FindEbikeForShare(*c, bike);
    std::vector<std::string> codes;
    auto open = store::OpenAlarms(*c, row->device_id);
    for (const auto& a : open.value()) codes.push_back(a.code);
    return codes;
  }
  json::object WaitCommand(long long id) {
    json::object row;
    for (auto end = Clock::now() + std::chrono::seconds(20); Clock::now() < end;) {
      json::value r = Call(admin_, "/car/v1/api/command/getCommand.json", {{"id", id}});
      if (Int(r.at("flag")) == 1) row = r.at("obj").as_object();
      if (!row.empty() && Int(row.at("status")) >= 2) return row;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return row;
  }
  std::string ShareKey() {
    auto db = OpenConfiguredDatabase(config_);
    auto c = (*db)->Acquire();
    return store::ShareKey(*c, "unused").value();
  }

  fs::path dir_;
  Config config_;
  std::unique_ptr<ServerApp> app_;
  int port_ = 0;
  std::string admin_, demo_;
  long long bike_ = 0, other_bike_ = 0;
};

bool Has(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

TEST_F(ElecarTest, ArmReachesTheTerminalAndIsTrackedToItsAnswer) {
  Start();
  Bike b(app_->gateway_port("jt808"), "13966660001");
  ASSERT_TRUE(b.connected());
  b.Report(0, false, 80, 52.0);
  ASSERT_TRUE(WaitSpeed(bike_, 0));
  json::value r = Call(demo_, "/car/v4/api/elecar/arm.json", {{"vehicleId", bike_}});
  ASSERT_EQ(Int(r.at("flag")), 1) << WriteJson(r);
  EXPECT_EQ(Str(r.at("obj").at("commandName")), "设防");
  auto frame = b.Expect(0x8500, 10'000);
  ASSERT_TRUE(frame);
  EXPECT_EQ(ToHex(frame->body), "01");
  b.Ack(*frame, 0);
  json::object row = WaitCommand(Int(r.at("obj").at("id")));
  EXPECT_EQ(Int(row.at("status")), 2) << WriteJson(row);
  // The bike outside the demo user's subtree is not theirs to arm.
  json::value other = Call(demo_, "/car/v4/api/elecar/arm.json", {{"vehicleId", other_bike_}});
  EXPECT_EQ(Int(other.at("flag")), 0);
}

TEST_F(ElecarTest, LockNeedsItsButtonAndIsRefusedAboveTheSpeedLimit) {
  Start({"command.cut_oil_over_speed=refuse", "command.cut_oil_max_kmh=20"});
  Bike b(app_->gateway_port("jt808"), "13966660001");
  ASSERT_TRUE(b.connected());
  json::value denied = Call(demo_, "/car/v4/api/elecar/lock.json", {{"vehicleId", bike_}, {"commandMsg", "demo123"}});
  EXPECT_EQ(Int(denied.at("flag")), 0);
  EXPECT_EQ(Str(denied.at("msg")), "没有该操作的权限");
  b.Report(25, false, 70, 51.0);
  ASSERT_TRUE(WaitSpeed(bike_, 25));
  json::value fast = Call(admin_, "/car/v4/api/elecar/lock.json", {{"vehicleId", bike_}, {"commandMsg", "admin123"}});
  EXPECT_EQ(Int(fast.at("flag")), 0);
  EXPECT_EQ(Str(fast.at("msg")), "车速25km/h高于20km/h，拒绝执行");
  EXPECT_FALSE(b.Expect(0x8105, 500));
  json::value wrong = Call(admin_, "/car/v4/api/elecar/lock.json", {{"vehicleId", bike_}, {"commandMsg", "guess"}});
  EXPECT_EQ(Str(wrong.at("msg")), "账号密码错误，指令未下发");
  b.Report(0, false, 70, 51.0);
  ASSERT_TRUE(WaitSpeed(bike_, 0));
  json::value ok = Call(admin_, "/car/v4/api/elecar/lock.json", {{"vehicleId", bike_}, {"commandMsg", "admin123"}});
  ASSERT_EQ(Int(ok.at("flag")), 1) << WriteJson(ok);
  auto frame = b.Expect(0x8105, 10'000);
  ASSERT_TRUE(frame);
  EXPECT_EQ(ToHex(frame->body), "f0");
}

TEST_F(ElecarTest, TheftRulesOpenAlarmsFromTheBikesReports) {
  Start();
  Bike b(app_->gateway_port("jt808"), "13966660001");
  ASSERT_TRUE(b.connected());
  b.Report(0, true, 90, 52.0, 0);  // armed, parked, pack in
  ASSERT_TRUE(WaitSpeed(bike_, 0));
  EXPECT_FALSE(Has(OpenCodes(bike_), "illegalMove"));
  b.Report(3, true, 90, 52.0, 150);  // pushed 150 m while armed
  ASSERT_TRUE(WaitSpeed(bike_, 3));
  EXPECT_TRUE(Has(OpenCodes(bike_), "illegalMove"));
  b.Report(0, true, 90, 0.0, 150);  // the pack pulled out
  ASSERT_TRUE(WaitSpeed(bike_, 0));
  EXPECT_TRUE(Has(OpenCodes(bike_), "separateAlarm"));
  b.Report(1, false, 90, 0.0, 150);  // the owner disarms
  ASSERT_TRUE(WaitSpeed(bike_, 1));
  EXPECT_FALSE(Has(OpenCodes(bike_), "illegalMove"));
  EXPECT_FALSE(Has(OpenCodes(bike_), "separateAlarm"));
}

TEST_F(ElecarTest, BikeListShowsArmedBatteryAndRangeInsideTheSubtree) {
  Start();
  Bike b(app_->gateway_port("jt808"), "13966660001");
  ASSERT_TRUE(b.connected());
  b.Report(10, false, 90, 52.0, 0, 100.0);
  b.Report(10, false, 80, 51.0, 100, 106.0);  // 6 km on 10 %
  b.Report(0, true, 78, 51.0, 100, 107.2);    // 1.2 km on 2 % more, then armed
  ASSERT_TRUE(WaitSpeed(bike_, 0));
  json::object mine = Bikes(demo_);
  EXPECT_FALSE(mine.contains(std::to_string(other_bike_)));
  ASSERT_TRUE(mine.contains(std::to_string(bike_)));
  const auto& bike = mine.at(std::to_string(bike_)).as_object();
  EXPECT_EQ(Int(bike.at("armed")), 1);
  EXPECT_EQ(Int(bike.at("batteryPct")), 78);
  EXPECT_EQ(Str(bike.at("rangeBasis")), "history");
  EXPECT_NEAR(bike.at("kmPerPct").to_number<double>(), 0.6, 1e-9);
  EXPECT_NEAR(bike.at("rangeKm").to_number<double>(), 46.8, 1e-9);
  // 找车 from 1 km south of where it started (it stands 100 m further north).
  json::value find =
      Call(demo_, "/car/v4/api/elecar/findBike.json", {{"vehicleId", bike_}, {"lat", 31.2 - 0.009}, {"lon", 121.4}});
  ASSERT_EQ(Int(find.at("flag")), 1) << WriteJson(find);
  EXPECT_EQ(Str(find.at("obj").at("hint")), "车辆在您北方向约1.1公里");
  EXPECT_EQ(Int(Call(demo_, "/car/v4/api/elecar/findBike.json", {{"vehicleId", other_bike_}}).at("flag")), 0);
}

TEST_F(ElecarTest, ShareLinksAreScopedSignedExpiringAndRateLimited) {
  Start();
  Bike b(app_->gateway_port("jt808"), "13966660001");
  ASSERT_TRUE(b.connected());
  b.Report(0, true, 66, 50.0);
  ASSERT_TRUE(WaitSpeed(bike_, 0));
  EXPECT_EQ(Int(Call(demo_, "/car/v4/api/elecar/share/create.json", {{"vehicleId", other_bike_}}).at("flag")), 0);
  EXPECT_EQ(Int(Call(demo_, "/car/v4/api/elecar/share/create.json", {{"vehicleId", bike_}, {"hours", 100}}).at("flag")),
            0);
  json::value made = Call(demo_, "/car/v4/api/elecar/share/create.json", {{"vehicleId", bike_}, {"hours", 2}});
  ASSERT_EQ(Int(made.at("flag")), 1) << WriteJson(made);
  std::string url = Str(made.at("obj").at("url"));
  std::string token = url.substr(url.find("#t=") + 3);
  // Anyone with the link sees that bike's position and battery, and nothing about the owner.
  json::value seen = Call("", "/api/elecar/share/view.json", {{"t", token}});
  ASSERT_EQ(Int(seen.at("flag")), 1) << WriteJson(seen);
  EXPECT_EQ(Str(seen.at("obj").at("plate")), "沪E电001");
  EXPECT_EQ(Int(seen.at("obj").at("batteryPct")), 66);
  EXPECT_FALSE(seen.at("obj").as_object().contains("groupName"));
  // Forged: flipped mac, another link's id, a longer expiry signed with another key.
  std::string flipped = token;
  flipped.back() = flipped.back() == 'a' ? 'b' : 'a';
  auto claim = auth::VerifyShareToken(ShareKey(), token);
  ASSERT_TRUE(claim);
  for (const std::string& bad :
       {flipped, std::string("1") + token,
        auth::SignShareToken(auth::NewShareKey(), {claim->share_id, claim->expires_s + 3600}),
        // Signed with the right key but not what the server stored (a longer life), or expired.
        auth::SignShareToken(ShareKey(), {claim->share_id, claim->expires_s + 3600}),
        auth::SignShareToken(ShareKey(), {claim->share_id, SystemNowMs() / 1000 - 1}), std::string("")}) {
    json::value r = Call("", "/api/elecar/share/view.json", {{"t", bad}});
    EXPECT_EQ(Int(r.at("flag")), 0) << bad;
    EXPECT_EQ(Str(r.at("msg")), "分享链接无效或已过期");
  }
  // A link of a bike outside the subtree is neither listed nor revocable; the owner's own is.
  json::value theirs = Call(admin_, "/car/v4/api/elecar/share/create.json", {{"vehicleId", other_bike_}});
  ASSERT_EQ(Int(theirs.at("flag")), 1);
  EXPECT_EQ(
      Int(Call(demo_, "/car/v4/api/elecar/share/revoke.json", {{"id", Int(theirs.at("obj").at("id"))}}).at("flag")), 0);
  json::value list = Call(demo_, "/car/v4/api/elecar/share/list.json");
  ASSERT_EQ(Int(list.at("obj").at("total")), 1);
  long long id = Int(list.at("obj").at("data").as_array()[0].at("id"));
  EXPECT_EQ(Int(Call(demo_, "/car/v4/api/elecar/share/revoke.json", {{"id", id}}).at("flag")), 1);
  EXPECT_EQ(Int(Call("", "/api/elecar/share/view.json", {{"t", token}}).at("flag")), 0);
  EXPECT_EQ(Str(Call(demo_, "/car/v4/api/elecar/share/list.json").at("obj").at("data").as_array()[0].at("state")),
            "已撤销");
  // One address may look 30 times a minute.
  int refused = 0;
  for (int i = 0; i < 40; ++i)
    refused += Str(Call("", "/api/elecar/share/view.json", {{"t", token}}).at("msg")) == "访问过于频繁，请稍后再试";
  EXPECT_GE(refused, 10);  // 30 a minute, 8 already used: about 18 of these
  EXPECT_LE(refused, 20);
}

}  // namespace
}  // namespace chelian
