// Loopback tests of the device gateway inside the whole server: frames sent the way the real
// clients send them (each on a fresh, unauthenticated connection, api-contract §4; these tests run
// with gateway.jt808_auth = warn) are answered, stored and turned into alarm episodes, those the
// scripts break are answered "message error"; unknown terminals are answered but not stored; with
// gateway.ack = committed a reply means the position is already in the database. The others sign
// in as terminals do (gateway.jt808_auth = require).
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <thread>

#include "app/config.h"
#include "app/server_app.h"
#include "auth/password.h"
#include "core/bcd.h"
#include "core/crc.h"
#include "core/hex.h"
#include "core/json.h"
#include "gateway_ports.h"
#include "http_client.h"
#include "jt808_terminal.h"
#include "protocol/jt808/packet.h"
#include "sim/device_frames.h"
#include "store/asset_repo.h"
#include "store/group_repo.h"
#include "store/user_repo.h"
#include "ws_client.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;

// The api-contract frames of the protocol test data, by their position in the file.
std::vector<std::string> ContractFrames() {
  std::ifstream in(std::string(CHELIAN_SOURCE_DIR) + "/src/protocol/jt808/testdata/api_contract.hex");
  std::vector<std::string> frames;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') frames.push_back(line);
  return frames;
}

int Connect(int port) {
  int fd = testing::ConnectLoopback(port);
  EXPECT_GE(fd, 0);
  return fd;
}

// Sends bytes and waits (up to 10 s, like the scripts) for one reply read.
std::string SendAndReceive(int fd, const Bytes& bytes) {
  ::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL);
  pollfd p{fd, POLLIN, 0};
  if (::poll(&p, 1, 10'000) <= 0) return "";
  char buf[1024];
  ssize_t n = ::recv(fd, buf, sizeof buf, 0);
  return n > 0 ? ToHex(ByteView(reinterpret_cast<uint8_t*>(buf), static_cast<size_t>(n))) : "";
}

// One frame on a fresh connection, as the scripts do; returns the reply as hex.
std::string ScriptSend(int port, const std::string& hex) {
  int fd = Connect(port);
  std::string reply = SendAndReceive(fd, *ParseHex(hex));
  ::close(fd);
  return reply;
}

Bytes Gt06Frame(uint8_t protocol, const Bytes& content, uint16_t serial) {
  Bytes f;
  f.reserve(content.size() + 10);
  for (uint8_t b : {uint8_t{0x78}, uint8_t{0x78}, static_cast<uint8_t>(1 + content.size() + 2 + 2), protocol})
    f.push_back(b);
  for (uint8_t b : content) f.push_back(b);
  f.push_back(serial >> 8);
  f.push_back(serial & 0xff);
  uint16_t crc = Crc16X25(ByteView(f).subspan(2));
  f.push_back(crc >> 8);
  f.push_back(crc & 0xff);
  f.push_back(0x0d);
  f.push_back(0x0a);
  return f;
}

class GatewayTest : public ::testing::Test {
 protected:
  void Start(std::vector<std::string> extra = {}) {
    dir_ = fs::path(::testing::TempDir()) / ("chelian_gateway_test_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    std::vector<std::string> overrides = testing::GatewaysOff(
        {"http.port=0", "auth.captcha=off", "gateway.jt808_port=0", "gateway.gt06_port=0", "gateway.jt808_auth=require",
         "gateway.host=127.0.0.1", "store.sqlite_path=" + (dir_ / "db.sqlite").string(), "store.batch_delay_ms=20"});
    overrides.insert(overrides.end(), extra.begin(), extra.end());
    config_ = Config::Load("", overrides).value();
    db_ = std::move(OpenConfiguredDatabase(config_).value());
    auto c = db_->Acquire();
    auto group = store::CreateGroup(*c, store::Scope::Everything(), {0, "客户A"}, 1).value();
    vehicle_ =
        store::CreateAssetWithDevice(*c, store::Scope::Everything(), {group.id, 1, "粤B12345"}, {"13829655854"}, 1)
            .value()
            .id;
    auth::InitCrypto();
    ASSERT_TRUE(store::CreateUser(*c, store::Scope::Everything(),
                                  {"YA123", *auth::HashPassword("pw123456"), "", group.id, 2}, 1)
                    .ok());
    store::NewDevice gt06{"868120300000001", "GPRS-GT06", "gt06"};
    ASSERT_TRUE(store::CreateAssetWithDevice(*c, store::Scope::Everything(), {group.id, 1, "粤B00002"}, gt06, 1).ok());
    app_ = std::move(ServerApp::Create(config_).value());
    ASSERT_TRUE(app_->Start().ok());
    jt808_ = app_->gateway_port("jt808");
    gt06_ = app_->gateway_port("gt06");
  }
  void TearDown() override {
    if (app_) app_->Stop();
    app_.reset();
    db_.reset();
    fs::remove_all(dir_);
  }
  long long Count(const std::string& sql, const store::Params& params = {}) {
    auto c = db_->Acquire();
    return c->Query(sql, params)->at(0).Int(0);
  }
  fs::path dir_;
  Config config_;
  std::unique_ptr<store::Database> db_;
  std::unique_ptr<ServerApp> app_;
  long long vehicle_ = 0;
  int jt808_ = 0, gt06_ = 0;

  // An API call as the real scripts make it; the reply must survive Python's ast.literal_eval,
  // so it may not contain the JSON literals true/false/null.
  boost::json::value Api(const std::string& method, const std::string& target, const std::string& body = "",
                         const std::string& type = "application/x-www-form-urlencoded") {
    if (token_.empty()) {
      token_ = testing::SignIn(app_->http_port(), "YA123", "pw123456");
    }
    auto r =
        testing::HttpCall(app_->http_port(), method, target, {{"sessionid", token_}, {"Content-Type", type}}, body);
    EXPECT_EQ(r.body.find("true"), std::string::npos);
    EXPECT_EQ(r.body.find("false"), std::string::npos);
    EXPECT_EQ(r.body.find("null"), std::string::npos);
    bool ok = false;
    auto v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << r.body;
    return v;
  }
  std::string token_;
};

TEST_F(GatewayTest, ScriptFramesAreAnsweredStoredAndMakeAlarmEpisodes) {
  Start({"gateway.jt808_auth=warn"});  // the real scripts do not authenticate
  auto frames = ContractFrames();
  ASSERT_GE(frames.size(), 22u);
  // normal → emergency → normal: one emergencyAlarm episode that begins and ends.
  EXPECT_EQ(ScriptSend(jt808_, frames[0]), "7e8001000501382965585400000001020000fe7e");
  EXPECT_EQ(ScriptSend(jt808_, frames[1]).substr(0, 10), "7e80010005");
  EXPECT_EQ(ScriptSend(jt808_, frames[0]).substr(0, 10), "7e80010005");
  // The frames the scripts break are still answered: not escaped (0x7D sent raw, its check code
  // fits the raw bytes) with success and stored; with their "7E" text replaced (the check code no
  // longer fits) with 0x8001 result 2 (message error), and not stored (D72).
  EXPECT_EQ(ScriptSend(jt808_, frames[frames.size() - 2]).substr(0, 10), "7e80010005");
  for (size_t i : {frames.size() - 3, frames.size() - 1}) {
    auto reply = jt808::ParseFrame(ParseHex(ScriptSend(jt808_, frames[i])).value());
    ASSERT_TRUE(reply.ok()) << i;
    EXPECT_EQ(reply->body.at(4), 2) << i;
  }
  // 0x0102 authentication and 0x0100 registration on fresh connections are answered too.
  EXPECT_EQ(ScriptSend(jt808_, frames[frames.size() - 5]).substr(0, 6), "7e8001");
  EXPECT_EQ(ScriptSend(jt808_, frames[frames.size() - 4]).substr(0, 6), "7e8100");
  app_->FlushPipeline();
  auto c = db_->Acquire();
  auto alarms = c->Query("SELECT code, label, begin_time, end_time, asset_id FROM alarms ORDER BY id");
  ASSERT_EQ(alarms->size(), 1u);
  EXPECT_EQ(alarms->at(0).Text(0), "emergencyAlarm");
  EXPECT_EQ(alarms->at(0).Text(1), "紧急报警");
  EXPECT_FALSE(alarms->at(0).IsNull(3));  // ended by the next normal report
  EXPECT_EQ(alarms->at(0).Int(4), vehicle_);
  auto first = c->Query("SELECT lat, lon, speed, mileage, alarms FROM stored_positions LIMIT 2");
  EXPECT_DOUBLE_EQ(first->at(0).Real(0), 23.012173);
  EXPECT_DOUBLE_EQ(first->at(0).Real(1), 114.340462);
  EXPECT_DOUBLE_EQ(first->at(0).Real(2), 60.0);
  EXPECT_DOUBLE_EQ(first->at(0).Real(3), 11.0);
  EXPECT_EQ(first->at(1).Text(4), "emergencyAlarm");
  EXPECT_EQ(Count("SELECT COUNT(*) FROM stored_positions"), 4);  // three normal/emergency reports, the raw 0x7D one
  EXPECT_EQ(app_->DeviceSide().bad_check, 2);

  // alarmDetail.json as NEWUI sends it: a GET whose multipart body carries the fields (§2.7).
  std::string b = "xYzZy";
  std::string body;
  for (auto [k, v] : std::vector<std::pair<std::string, std::string>>{{"vehicleId", std::to_string(vehicle_)},
                                                                      {"startTime", "2025-01-10 00:00:00"},
                                                                      {"endTime", "2025-01-10 23:59:59"},
                                                                      {"pageNumber", "1"},
                                                                      {"enType", "emergencyAlarm,shockAlarm"},
                                                                      {"pageSize", "30"}})
    body += "--" + b + "\r\nContent-Disposition: form-data; name=\"" + k + "\"\r\n\r\n" + v + "\r\n";
  body += "--" + b + "--\r\n";
  auto detail =
      Api("GET", "/car/v1/accelerate/report/alarm/alarmDetail.json", body, "multipart/form-data; boundary=" + b);
  ASSERT_EQ(detail.at("obj").at("total").as_int64(), 1) << WriteJson(detail);
  const auto& row = detail.at("obj").at("data").at(0);
  EXPECT_EQ(row.at("type").as_string(), "紧急报警");
  EXPECT_EQ(row.at("enType").as_string(), "emergencyAlarm");
  EXPECT_EQ(row.at("timeBegin").as_string(), "2025-01-10 08:30:00");
  EXPECT_DOUBLE_EQ(row.at("speedBegin").as_double(), 60.0);
  // V3 style: the Chinese label in `type`; a day without alarms gives an empty list.
  auto by_label = Api(
      "GET",
      "/car/v1/accelerate/report/alarm/alarmDetail.json?vehicleId=" + std::to_string(vehicle_) +
          "&type=%E7%B4%A7%E6%80%A5%E6%8A%A5%E8%AD%A6&startTime=2025-01-10%2000:00:00&endTime=2025-01-10%2023:59:59");
  EXPECT_EQ(by_label.at("obj").at("total").as_int64(), 1);
  auto other_day = Api("GET", "/car/v1/accelerate/report/alarm/alarmDetail.json?vehicleId=" + std::to_string(vehicle_) +
                                  "&startTime=2025-01-11%2000:00:00&endTime=2025-01-11%2023:59:59");
  EXPECT_TRUE(other_day.at("obj").at("data").as_array().empty());
  // alarmAnalysis.json with the scripts' "None" alarm types.
  auto analysis = Api("GET", "/car/v1/accelerate/report/alarm/alarmAnalysis.json?chooseId=" + std::to_string(vehicle_) +
                                 "&flag=1&startTime=2025-01-10%2000:00:00&endTime=2025-01-10%2023:59:59&longStay=0"
                                 "&alarmTypes=None&pageNumber=1&pageSize=10");
  ASSERT_EQ(analysis.at("obj").at("data").as_array().size(), 1u) << WriteJson(analysis);
  EXPECT_EQ(analysis.at("obj").at("data").at(0).at("num").as_int64(), 1);
  EXPECT_EQ(analysis.at("obj").at("data").at(0).at("enAlarmType").as_string(), "emergencyAlarm");
  auto bad = Api("GET", "/car/v1/accelerate/report/alarm/alarmDetail.json?vehicleId=1&startTime=yesterday");
  EXPECT_EQ(bad.at("flag").as_int64(), 0);
}

TEST_F(GatewayTest, PhotosAreKeptOnDiskAndListed) {
  Start({"media.dir=" + (fs::path(::testing::TempDir()) / ("chelian_media_" + std::to_string(::getpid()))).string()});
  sim::Jt808Terminal t{"13829655854", false};
  testing::TestTerminal terminal(jt808_, t);
  ASSERT_TRUE(terminal.SignIn());
  sim::Fix f;
  f.time_ms = 1'736'469'000'000;
  f.where = {23.012173, 114.340462};
  f.valid = true;
  ASSERT_EQ(terminal.Send(sim::Jt808Location(t, 1, f)), uint8_t{0});
  // 0x0801: media id 7, image, JPEG, event 2 (alarm), channel 1, the 28-byte location block, data.
  Bytes location = sim::Jt808Location(t, 2, f);
  auto packet = jt808::ParseFrame(location).value();
  ByteWriter body;
  body.U32(7).U8(0).U8(0).U8(2).U8(1);
  body.Append(ByteView(packet.body).subspan(0, 28));
  Bytes jpeg = {0xFF, 0xD8, 0xFF, 0xE0, 0x7E, 0x7D, 0x01, 0x02, 0xFF, 0xD9};  // bytes that need escaping too
  body.Append(jpeg);
  terminal.Write(jt808::BuildFrame({DigitsToBcd(t.phone, 6), false, 1}, 0x0801, 3, body.bytes()));
  EXPECT_TRUE(terminal.Expect(0x8800, 10'000));
  terminal.Close();
  app_->FlushPipeline();
  auto c = db_->Acquire();
  auto rows = c->Query("SELECT media_id, type, format, event, path, bytes, asset_id FROM media");
  ASSERT_EQ(rows->size(), 1u);
  EXPECT_EQ(rows->at(0).Int(0), 7);
  EXPECT_EQ(rows->at(0).Int(3), 2);
  EXPECT_EQ(rows->at(0).Int(5), 10);
  EXPECT_EQ(rows->at(0).Int(6), vehicle_);
  fs::path file = fs::path(config_.GetString("media.dir")) / rows->at(0).Text(4);
  ASSERT_TRUE(fs::exists(file)) << file;
  EXPECT_EQ(fs::file_size(file), 10u);
  fs::remove_all(config_.GetString("media.dir"));
}

TEST_F(GatewayTest, GroupAlarmSettingsDrivePlatformAlarmsAndSwitchDeviceAlarmsOff) {
  Start();
  // The user's group: overspeed above 50 km/h held 10 s; the device's emergency alarm switched off.
  auto saved = Api("POST", "/car/v4/api/alarm/control/configAlarmControl.json",
                   R"({"list":[{"enType":"overSpeed","enabled":1,"value":50,"duration":10},)"
                   R"({"enType":"emergencyAlarm","enabled":0}]})",
                   "application/json");
  ASSERT_EQ(saved.at("flag").as_int64(), 1) << WriteJson(saved);
  auto refused = Api("POST", "/car/v4/api/alarm/control/configAlarmControl.json",
                     R"({"list":[{"enType":"overSpeed","enabled":1,"value":900}]})", "application/json");
  EXPECT_EQ(refused.at("msg").as_string(), "超速报警的速度阈值应在20到220km/h之间");
  auto listed = Api("GET", "/car/v4/api/alarm/control/listAlarmControlInfo.json");
  bool found = false;
  for (const auto& r : listed.at("obj").at("data").as_array())
    if (r.at("enType").as_string() == "overSpeed") {
      found = true;
      EXPECT_DOUBLE_EQ(r.at("value").as_double(), 50.0);
      EXPECT_EQ(r.at("origin").as_int64(), 2);
    }
  EXPECT_TRUE(found);

  sim::Jt808Terminal t{"13829655854", false};
  testing::TestTerminal terminal(jt808_, t);
  ASSERT_TRUE(terminal.SignIn());
  sim::Fix f;
  f.where = {23.0, 114.3};
  f.valid = true;
  f.acc = true;
  f.speed_kmh = 60;
  for (int i = 0; i < 4; ++i) {  // 60 km/h for 15 s, with the emergency bit set all along
    f.time_ms = 1'736'469'000'000 + i * 5'000LL;
    f.emergency = true;
    f.where.lat += 0.0008;
    ASSERT_EQ(terminal.Send(sim::Jt808Location(t, static_cast<uint16_t>(i + 1), f)), uint8_t{0});
  }
  terminal.Close();
  app_->FlushPipeline();
  auto c = db_->Acquire();
  auto rows = c->Query("SELECT code, source, begin_time FROM alarms ORDER BY id");
  ASSERT_EQ(rows->size(), 1u);  // no emergency episode: switched off for the group
  EXPECT_EQ(rows->at(0).Text(0), "overSpeed");
  EXPECT_EQ(rows->at(0).Int(1), 2);                  // raised by the platform
  EXPECT_EQ(rows->at(0).Int(2), 1'736'469'010'000);  // once the speed was held 10 s
}

TEST_F(GatewayTest, UnknownTerminalsAreAnsweredListedAndNotStored) {
  Start({"gateway.jt808_auth=warn"});  // the scripts' flow: reports on fresh connections
  auto frames = ContractFrames();
  std::string maoming = frames[10];  // terminal 013523654234, not registered
  ASSERT_NE(maoming.find("013523654234"), std::string::npos);
  EXPECT_EQ(ScriptSend(jt808_, maoming).substr(0, 10), "7e80010005");
  app_->FlushPipeline();
  EXPECT_EQ(Count("SELECT COUNT(*) FROM stored_positions"), 0);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM unregistered_devices WHERE terminal_no = '013523654234'"), 1);
  // Registering and authenticating are refused as such: 0x8100 result 4 (no such terminal), 0x8001
  // result 1 (failure) to the 0x0102; reports keep their success answer (the scripts only wait for one).
  int fd = Connect(jt808_);
  sim::Jt808Terminal stranger{"013900000099", false};
  std::string reg = SendAndReceive(fd, sim::Jt808Register(stranger, 7, "粤X00001"));
  auto reg_frame = jt808::ParseFrame(ParseHex(reg).value());
  ASSERT_TRUE(reg_frame.ok()) << reg;
  EXPECT_EQ(reg_frame->header.msg_id, 0x8100);
  EXPECT_EQ(ToHex(reg_frame->body), "000704");  // answers serial 7: no such terminal
  std::string auth = SendAndReceive(fd, sim::Jt808Authenticate(stranger, 8, "13900000099"));
  auto auth_frame = jt808::ParseFrame(ParseHex(auth).value());
  ASSERT_TRUE(auth_frame.ok()) << auth;
  EXPECT_EQ(auth_frame->header.msg_id, 0x8001);
  EXPECT_EQ(ToHex(auth_frame->body), "0008010201");  // serial 8, 0x0102, failure
  ::close(fd);
  // Only administrators see the list (the test user has the ordinary role).
  auto refused = Api("GET", "/car/v4/api/device/listUnregistered.json");
  EXPECT_EQ(refused.at("flag").as_int64(), 0);
  {
    auto c = db_->Acquire();
    ASSERT_TRUE(c->Exec("UPDATE users SET role_id = 1 WHERE username = 'YA123'").ok());
  }
  token_.clear();  // sign in again: the role is read at sign-in
  auto list = Api("GET", "/car/v4/api/device/listUnregistered.json?keyword=3523");
  ASSERT_EQ(list.at("obj").at("total").as_int64(), 1) << WriteJson(list);
  EXPECT_EQ(list.at("obj").at("data").at(0).at("terminalNo").as_string(), "013523654234");
  EXPECT_EQ(list.at("obj").at("data").at(0).at("protocol").as_string(), "jt808");
  // The administrator registers it: it leaves the list, and its next report is stored at once
  // (the gateway forgets that it was unknown).
  auto mine = Api("GET", "/car/v4/api/assets/list.json?pageSize=1");
  long long group = mine.at("obj").at("data").at(0).at("groupId").as_int64();
  auto added = Api(
      "POST", "/car/v4/api/assets/add.json",
      R"({"assetsBaseVO":{"plate":"粤K23423","groupId":)" + std::to_string(group) + R"(,"terminalNo":"13523654234"}})",
      "application/json");
  ASSERT_EQ(added.at("flag").as_int64(), 1) << WriteJson(added);
  auto after = Api("GET", "/car/v4/api/device/listUnregistered.json?keyword=3523");
  EXPECT_EQ(after.at("obj").at("total").as_int64(), 0) << WriteJson(after);
  EXPECT_EQ(ScriptSend(jt808_, maoming).substr(0, 10), "7e80010005");
  app_->FlushPipeline();
  EXPECT_EQ(Count("SELECT COUNT(*) FROM stored_positions"), 1);
}

TEST_F(GatewayTest, AutoRegisteredTerminalsAreStoredAndListedWithTheirVehicle) {
  Start({"gateway.unknown_devices=register", "gateway.jt808_auth=warn"});  // the scripts' flow
  std::string maoming = ContractFrames()[10];                              // terminal 013523654234, not registered
  EXPECT_EQ(ScriptSend(jt808_, maoming).substr(0, 10), "7e80010005");
  app_->FlushPipeline();
  EXPECT_EQ(Count("SELECT COUNT(*) FROM stored_positions"), 1);
  {
    auto c = db_->Acquire();
    ASSERT_TRUE(c->Exec("UPDATE users SET role_id = 1 WHERE username = 'YA123'").ok());
  }
  auto list = Api("GET", "/car/v4/api/device/listUnregistered.json?keyword=3523");
  ASSERT_EQ(list.at("obj").at("total").as_int64(), 1) << WriteJson(list);
  const auto& row = list.at("obj").at("data").at(0);
  EXPECT_EQ(row.at("autoRegistered").as_int64(), 1);
  EXPECT_EQ(row.at("plate").as_string(), "013523654234");
  EXPECT_EQ(row.at("groupName").as_string(), "未分组设备");
  // LIKE wildcards in the keyword are literal.
  EXPECT_EQ(Api("GET", "/car/v4/api/device/listUnregistered.json?keyword=%25").at("obj").at("total").as_int64(), 0);
  // The administrator takes the row off the list; the vehicle stays.
  auto removed = Api("POST", "/car/v4/api/device/removeUnregistered.json", "terminalNo=013523654234&protocol=jt808",
                     "application/x-www-form-urlencoded");
  EXPECT_EQ(removed.at("flag").as_int64(), 1) << WriteJson(removed);
  EXPECT_EQ(Api("GET", "/car/v4/api/device/listUnregistered.json").at("obj").at("total").as_int64(), 0);
  EXPECT_EQ(Api("GET", "/car/v4/api/assets/list.json?keyword=013523654234").at("obj").at("total").as_int64(), 1);
  auto again = Api("POST", "/car/v4/api/device/removeUnregistered.json",
                   R"({"terminalNo":"013523654234","protocol":"jt808"})", "application/json");
  EXPECT_EQ(again.at("flag").as_int64(), 0);
  EXPECT_EQ(again.at("msg").as_string(), "该终端已不在未注册设备列表中");
  EXPECT_EQ(Api("POST", "/car/v4/api/device/removeUnregistered.json", R"({"protocol":"jt808"})", "application/json")
                .at("msg")
                .as_string(),
            "终端号不能为空");
  // Only administrators may.
  {
    auto c = db_->Acquire();
    ASSERT_TRUE(c->Exec("UPDATE users SET role_id = 2 WHERE username = 'YA123'").ok());
  }
  token_.clear();
  EXPECT_EQ(Api("POST", "/car/v4/api/device/removeUnregistered.json", "terminalNo=1&protocol=jt808",
                "application/x-www-form-urlencoded")
                .at("msg")
                .as_string(),
            "仅管理员可移除未注册设备");
}

// Whether the row was committed when the console's live push showed the position (one frame
// sent without waiting for its answer; the writer holds its batch for 1.5 s).
bool StoredWhenPushed(int jt808, const std::function<long long()>& count, int port, const std::string& token,
                      const std::string& frame_hex) {
  testing::WsClient ws;
  EXPECT_EQ(ws.Connect(port, "/ws/live?sessionId=" + token), 101);
  ws.Receive(3000);  // hello
  ws.SendText(R"({"type":"subscribe","all":1})");
  EXPECT_EQ(ws.Receive(3000), R"({"type":"subscribed"})");
  testing::TestTerminal terminal(jt808, {"13829655854", false});
  EXPECT_TRUE(terminal.SignIn());
  terminal.Write(ParseHex(frame_hex).value());
  for (int i = 0; i < 20; ++i) {
    auto msg = ws.Receive(1000);
    if (msg && msg->find(R"("positions")") != std::string::npos) return count() == 1;
  }
  ADD_FAILURE() << "no position pushed";
  return false;
}

TEST_F(GatewayTest, WithCommittedAcksLivePushShowsOnlyCommittedPositions) {
  Start({"gateway.ack=committed", "store.batch_delay_ms=1500"});
  Api("GET", "/car/v4/api/assets/list.json");  // signs in
  EXPECT_TRUE(StoredWhenPushed(
      jt808_, [&] { return Count("SELECT COUNT(*) FROM stored_positions"); }, app_->http_port(), token_,
      ContractFrames()[0]));
}

// The control: acknowledged on receipt, a position is pushed before its batch commits.
TEST_F(GatewayTest, WithReceivedAcksLivePushDoesNotWaitForTheCommit) {
  Start({"gateway.ack=received", "store.batch_delay_ms=1500"});
  Api("GET", "/car/v4/api/assets/list.json");
  EXPECT_FALSE(StoredWhenPushed(
      jt808_, [&] { return Count("SELECT COUNT(*) FROM stored_positions"); }, app_->http_port(), token_,
      ContractFrames()[0]));
}

TEST_F(GatewayTest, CommittedAcknowledgementMeansTheDataIsStored) {
  Start({"gateway.ack=committed"});
  auto frames = ContractFrames();
  testing::TestTerminal terminal(jt808_, {"13829655854", false});
  ASSERT_TRUE(terminal.SignIn());
  for (int i = 0; i < 3; ++i) {
    ASSERT_EQ(terminal.Send(*ParseHex(frames[static_cast<size_t>(i)])), uint8_t{0});
    // No flush: the reply itself promises the row is committed.
    EXPECT_EQ(Count("SELECT COUNT(*) FROM stored_positions"), i + 1);
  }
}

// A connection whose messages wait for storage stops being read at gateway.max_inflight and is read
// again once they are committed; the status line counts it as paused meanwhile.
TEST_F(GatewayTest, AConnectionWaitingForStorageIsPausedThenResumed) {
  Start({"gateway.max_inflight=2", "store.batch_delay_ms=1500", "gateway.ack=received"});
  testing::TestTerminal terminal(jt808_, {"13829655854", false});
  ASSERT_TRUE(terminal.SignIn());
  sim::Fix f;
  f.time_ms = 1'736'469'000'000;
  f.where = {23.012173, 114.340462};
  for (uint16_t serial = 1; serial <= 2; ++serial) {
    f.time_ms += 10'000;
    ASSERT_EQ(terminal.Send(sim::Jt808Location({"13829655854", false}, serial, f)), uint8_t{0});
  }
  // Both wait for the writer's batch (1.5 s): the connection is paused (just after the answer).
  for (int i = 0; i < 50 && app_->DeviceSide().paused_connections == 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_EQ(app_->DeviceSide().paused_connections, 1);
  app_->FlushPipeline();
  EXPECT_EQ(app_->DeviceSide().paused_connections, 0);
  f.time_ms += 10'000;
  EXPECT_EQ(terminal.Send(sim::Jt808Location({"13829655854", false}, 3, f)), uint8_t{0});  // read again
  terminal.Close();
  app_->FlushPipeline();
  EXPECT_EQ(Count("SELECT COUNT(*) FROM stored_positions"), 3);
}

// The nice value of each of this process's threads named `name` (from /proc).
std::vector<int> NiceOfThreadsNow(const std::string& name) {
  std::vector<int> out;
  for (const auto& task : fs::directory_iterator("/proc/self/task")) {
    std::ifstream comm(task.path() / "comm"), stat(task.path() / "stat");
    std::string thread_name, line;
    std::getline(comm, thread_name);
    std::getline(stat, line);
    if (thread_name != name) continue;
    std::istringstream fields(line.substr(line.rfind(')') + 2));  // from the state, field 3
    std::string field;
    for (int i = 3; i <= 19 && fields >> field; ++i)
      if (i == 19) out.push_back(std::stoi(field));  // field 19: nice
  }
  return out;
}

// The same, once such a thread runs: threads name themselves after setting their priority, as
// they start, so wait (up to 10 s) for one to show.
std::vector<int> NiceOfThreads(const std::string& name) {
  std::vector<int> out = NiceOfThreadsNow(name);
  for (int tries = 0; tries < 1000 && out.empty(); ++tries) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    out = NiceOfThreadsNow(name);
  }
  return out;
}

TEST_F(GatewayTest, ThreadsBehindTheSocketsRunAtTheBackgroundNice) {
  Start({"gateway.background_nice=7", "gateway.ack=received"});
  EXPECT_EQ(NiceOfThreads("pos-writer"), std::vector<int>{7});
  EXPECT_EQ(NiceOfThreads("wal-checkpoint"), std::vector<int>{7});
  EXPECT_EQ(NiceOfThreads("pipeline-0"), std::vector<int>{7});
  EXPECT_EQ(NiceOfThreads("pipeline-1"), std::vector<int>{7});
  auto gateway = NiceOfThreads("gw-jt808");
  ASSERT_EQ(gateway.size(), 1u);
  EXPECT_EQ(gateway[0], ::getpriority(PRIO_PROCESS, 0));  // the sockets' threads keep the test thread's
}

TEST_F(GatewayTest, WithCommittedAcksTheWriterKeepsTheNormalPriority) {
  Start({"gateway.background_nice=7", "gateway.ack=committed"});
  int normal = ::getpriority(PRIO_PROCESS, 0);
  for (const char* name : {"pos-writer", "wal-checkpoint", "pipeline-0", "pipeline-1"})
    EXPECT_EQ(NiceOfThreads(name), std::vector<int>{normal}) << name;
}

TEST_F(GatewayTest, Gt06LoginThenPositionsOnOneConnection) {
  Start();
  int fd = Connect(gt06_);
  Bytes login_body = *ParseHex(
      "0868120300000001"
      "0101"
      "3201");  // IMEI BCD, type, GMT+8
  std::string reply = SendAndReceive(fd, Gt06Frame(0x01, login_body, 1));
  EXPECT_EQ(reply.substr(0, 8), "78780501");
  // 0x22 GPS: 2024-07-09 17:48:01 local (GMT+8), 9 satellites, 22.54°N 114.05°E (status 0x345a: real-time,
  // positioned, east, north, course 90), 36 km/h.
  Bytes gps = *ParseHex(
      "180709113001"
      "c9"
      "0000000000"
      "000000"
      "24"
      "345a"
      "01cc0028"
      "7d001f71"
      "01"
      "00"
      "01");
  uint32_t lat = static_cast<uint32_t>(22.54 * 1800000), lon = static_cast<uint32_t>(114.05 * 1800000);
  for (int i = 0; i < 4; ++i) {
    gps[7 + i] = static_cast<uint8_t>(lat >> (24 - 8 * i));
    gps[11 + i] = static_cast<uint8_t>(lon >> (24 - 8 * i));
  }
  ::send(fd, Gt06Frame(0x22, gps, 2).data(), Gt06Frame(0x22, gps, 2).size(), MSG_NOSIGNAL);
  std::string hb = SendAndReceive(fd, Gt06Frame(0x13, *ParseHex("46060400020001"), 3));
  EXPECT_EQ(hb.substr(0, 8), "78780513");
  ::close(fd);
  app_->FlushPipeline();
  auto c = db_->Acquire();
  auto rows = c->Query("SELECT lat, lon, speed, satellites FROM stored_positions");
  ASSERT_EQ(rows->size(), 1u);
  EXPECT_NEAR(rows->at(0).Real(0), 22.54, 1e-5);
  EXPECT_NEAR(rows->at(0).Real(1), 114.05, 1e-5);
  EXPECT_DOUBLE_EQ(rows->at(0).Real(2), 36.0);
  EXPECT_EQ(rows->at(0).Int(3), 9);
}

// Frames naming different terminals on one connection (a relay forwarding several terminals) go to
// their own vehicles: a device is resolved per frame, not per connection; each terminal
// authenticates on the connection with its own code.
TEST_F(GatewayTest, FramesOfSeveralTerminalsOnOneConnectionGoToTheirOwnVehicles) {
  Start();
  long long second = 0;
  {
    auto c = db_->Acquire();
    auto group = store::FindGroupByName(*c, store::Scope::Everything(), "客户A").value();
    second = store::CreateAssetWithDevice(*c, store::Scope::Everything(), {group.id, 1, "粤B00003"}, {"13800000003"}, 1)
                 .value()
                 .id;
  }
  testing::TestTerminal relay(jt808_, {"13829655854", false}), other(jt808_, {"13800000003", false});
  ASSERT_TRUE(relay.SignIn());
  ASSERT_TRUE(other.SignIn());  // only for its code
  other.Close();
  ASSERT_EQ(relay.Send(sim::Jt808Authenticate(other.terminal(), relay.NextSerial(), other.code())), uint8_t{0});
  sim::Fix f;
  f.time_ms = 1'736'469'000'000;
  f.where = {23.012173, 114.340462};
  uint16_t serial = 1;
  for (const char* phone : {"13829655854", "13800000003", "13800000003", "13829655854", "13800000003"}) {
    f.time_ms += 10'000;
    ASSERT_EQ(relay.Send(sim::Jt808Location({phone, false}, serial++, f)), uint8_t{0}) << phone;
  }
  relay.Close();
  app_->FlushPipeline();
  const char* per_vehicle =
      "SELECT COUNT(*) FROM stored_positions p JOIN devices d ON d.id = p.device_id WHERE d.asset_id = ?";
  EXPECT_EQ(Count(per_vehicle, {vehicle_}), 2);
  EXPECT_EQ(Count(per_vehicle, {second}), 3);
}

}  // namespace
}  // namespace chelian
