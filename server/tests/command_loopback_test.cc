// Loopback tests of commands to vehicles (issue 8): the whole server in-process and the simulator
// (build/bin/chelian-sim, a separate process) as the devices. Commands go out through the gateway
// and are matched to the terminals' answers: locate-now and parameters, an offline device that
// gets its queued command when it connects, a terminal that stays silent (timed out, then a late
// answer), refusals (by the terminal, by the platform), the speed guard of 断开油电, GT06 text
// commands, photos taken on command, group and batch sends, live status over /ws/live, the
// reports, and that every call stays inside the caller's group subtree.
#include <arpa/inet.h>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <thread>

#include "app/admin_cli.h"
#include "app/config.h"
#include "app/server_app.h"
#include "core/clock.h"
#include "core/hex.h"
#include "core/json.h"
#include "gateway_ports.h"
#include "http_client.h"
#include "jt808_terminal.h"
#include "protocol/jt808/packet.h"
#include "sim/demo_fleet.h"
#include "sim/device_frames.h"
#include "store/asset_repo.h"
#include "store/group_repo.h"
#include "ws_client.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;
namespace json = boost::json;
using Clock = std::chrono::steady_clock;

long long Int(const json::value& v) { return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double()); }
std::string Str(const json::value& v) { return std::string(v.as_string()); }

// One chelian-sim process driving demo vehicle `index`.
class SimProcess {
 public:
  SimProcess(int index, int jt808_port, int gt06_port) {
    pid_ = ::fork();
    if (pid_ == 0) {
      int null = ::open("/dev/null", O_WRONLY);
      ::dup2(null, 1);
      std::vector<std::string> args = {CHELIAN_SIM_BINARY,
                                       "--host",
                                       "127.0.0.1",
                                       "--jt808-port",
                                       std::to_string(jt808_port),
                                       "--gt06-port",
                                       std::to_string(gt06_port),
                                       "--devices",
                                       "1",
                                       "--first",
                                       std::to_string(index),
                                       "--interval",
                                       "1",
                                       "--parked-interval",
                                       "1",
                                       "--connects-per-s",
                                       "1000"};
      std::vector<char*> argv;
      for (auto& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      ::execv(argv[0], argv.data());
      ::_exit(127);
    }
  }
  ~SimProcess() { Stop(); }
  void Pause() { ::kill(pid_, SIGSTOP); }
  void Resume() { ::kill(pid_, SIGCONT); }
  void Stop() {
    if (pid_ <= 0) return;
    ::kill(pid_, SIGCONT);
    ::kill(pid_, SIGTERM);
    ::waitpid(pid_, nullptr, 0);
    pid_ = 0;
  }

 private:
  pid_t pid_ = 0;
};

class CommandTest : public ::testing::Test {
 protected:
  void Start(std::vector<std::string> extra = {}) {
    dir_ = fs::path(::testing::TempDir()) / ("chelian_command_test_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    std::vector<std::string> sets = testing::GatewaysOff(
        {"http.port=0", "gateway.jt808_port=0", "gateway.gt06_port=0", "gateway.jt808_auth=require",
         "gateway.host=127.0.0.1", "store.sqlite_path=" + (dir_ / "db.sqlite").string(), "auth.captcha=off",
         "store.batch_delay_ms=20", "media.dir=" + (dir_ / "media").string(), "command.reply_timeout_s=2"});
    sets.insert(sets.end(), extra.begin(), extra.end());
    config_ = Config::Load("", sets).value();
    // 10 vehicles: i % 5 == 4 are GT06; the demo user (顺达物流) sees fleets 0–2, i.e. i = 0, 1, 2, 6, 7, 8.
    ASSERT_EQ(RunAdminCommand(config_, {"demo-seed", "--vehicles", "10"}), 0);
    app_ = std::move(ServerApp::Create(config_).value());
    ASSERT_TRUE(app_->Start().ok());
    port_ = app_->http_port();
    admin_ = Login("admin", "admin123");
    demo_ = Login("demo", "demo123");
  }
  void SetUp() override {}
  void TearDown() override {
    sims_.clear();
    if (app_) app_->Stop();
    app_.reset();
    fs::remove_all(dir_);
  }

  std::string Login(const std::string& user, const std::string& password) {
    return testing::SignIn(port_, user, password);
  }
  json::value Call(const std::string& token, const std::string& method, const std::string& target,
                   const std::string& body = "") {
    std::vector<std::pair<std::string, std::string>> headers = {{"sessionId", token}};
    if (!body.empty()) headers.emplace_back("Content-Type", "application/json");
    auto r = testing::HttpCall(port_, method, target, headers, body);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << target << ": " << r.body;
    EXPECT_EQ(r.body.find("true"), std::string::npos);
    EXPECT_EQ(r.body.find("null"), std::string::npos);
    return v;
  }
  json::value Get(const std::string& token, const std::string& target) { return Call(token, "GET", target); }
  // POST /car/v1/api/command/down.json as the console sends it (JSON).
  json::value Down(const std::string& token, long long vehicle, const std::string& type, const std::string& msg = "") {
    json::object body{{"vehicleId", vehicle}, {"commandType", type}, {"commandMsg", msg}};
    return Call(token, "POST", "/car/v1/api/command/down.json", WriteJson(body));
  }

  long long VehicleId(int index) {
    auto db = OpenConfiguredDatabase(config_);
    auto c = (*db)->Acquire();
    return store::FindAssetByTerminal(*c, store::Scope::Everything(), sim::DemoVehicleAt(index).terminal_no)->id;
  }
  SimProcess& Sim(int index) {
    sims_.push_back(std::make_unique<SimProcess>(index, app_->gateway_port("jt808"), app_->gateway_port("gt06")));
    return *sims_.back();
  }
  // Waits (bounded) until the vehicle's terminal is connected, as checkCommandDownBatchTer reports.
  bool WaitOnline(long long vehicle) {
    for (auto end = Clock::now() + std::chrono::seconds(30); Clock::now() < end;) {
      json::value r = Get(admin_, "/car/v1/api/command/checkCommandDownBatchTer.json?commandType=RESET&vehicleIds=" +
                                      std::to_string(vehicle));
      const auto& support = r.at("obj").at("support").as_array();
      if (!support.empty() && Int(support[0].at("online")) == 1) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return false;
  }
  // Polls getCommand.json until `done` holds for the row (bounded; returns the last row).
  json::object WaitCommand(const std::string& token, long long id, const std::function<bool(const json::object&)>& done,
                           int seconds = 30) {
    json::object row;
    for (auto end = Clock::now() + std::chrono::seconds(seconds); Clock::now() < end;) {
      json::value r = Get(token, "/car/v1/api/command/getCommand.json?id=" + std::to_string(id));
      if (Int(r.at("flag")) == 1) row = r.at("obj").as_object();
      if (!row.empty() && done(row)) return row;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return row;
  }
  static bool Final(const json::object& r) { return Int(r.at("status")) >= 2; }
  // Waits (bounded) until the monitor shows the vehicle at `speed`: the report went through the
  // gateway and the pipeline (sending returns before the gateway has read the frame).
  bool WaitSpeed(long long vehicle, double speed) {
    for (auto end = Clock::now() + std::chrono::seconds(10); Clock::now() < end;) {
      app_->FlushPipeline();
      json::value r = Get(admin_, "/car/v1/api/monitor/loadVehicles?pageSize=1200&state=0");
      for (const auto& row : r.at("obj").at("data").as_array())
        if (Int(row.at("V")) == vehicle && row.as_object().contains("S") &&
            std::abs(row.at("S").to_number<double>() - speed) < 0.01)
          return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return false;
  }

  fs::path dir_;
  Config config_;
  std::unique_ptr<ServerApp> app_;
  int port_ = 0;
  std::string admin_, demo_;
  std::vector<std::unique_ptr<SimProcess>> sims_;
};

TEST_F(CommandTest, LocateNowIsAnsweredWithThePosition) {
  Start();
  long long v = VehicleId(0);
  Sim(0);
  ASSERT_TRUE(WaitOnline(v));
  json::value r = Down(demo_, v, "LOCATE");
  ASSERT_EQ(Int(r.at("flag")), 1) << WriteJson(r);
  EXPECT_EQ(Int(r.at("obj").at("online")), 1);
  EXPECT_EQ(Str(r.at("obj").at("commandName")), "立即定位");
  json::object row = WaitCommand(demo_, Int(r.at("obj").at("id")), Final);
  ASSERT_FALSE(row.empty());
  EXPECT_EQ(Int(row.at("status")), 2) << WriteJson(row);
  EXPECT_EQ(Str(row.at("result")), "成功");
  EXPECT_NE(Str(row.at("replyText")).find("位置: 已定位 经度"), std::string::npos) << WriteJson(row);
  EXPECT_FALSE(Str(row.at("sendTime")).empty());
  EXPECT_FALSE(Str(row.at("replyTime")).empty());
  // The report rows carry the contract's names (api-contract §5).
  json::value report =
      Get(demo_, "/car/v1/accelerate/report/commandReport/pageCommandReport.json?pageNumber=1&pageSize=10");
  ASSERT_EQ(Int(report.at("obj").at("total")), 1);
  const auto& line = report.at("obj").at("data").as_array()[0].as_object();
  for (const char* key : {"uuid", "vehicleId", "groupId", "plate", "groupName", "userName", "createTime", "CommandMsg",
                          "commandMsg", "result", "resultMsg", "CommandId", "commandId", "terminalNo"})
    EXPECT_TRUE(line.contains(key)) << key;
  EXPECT_EQ(Str(line.at("userName")), "demo");
  EXPECT_EQ(Str(line.at("commandId")), "立即定位");
  // 命令下发报表: the command going down and its answer coming up.
  json::value text =
      Get(demo_, "/car/v1/accelerate/report/commandReport/pageCommandAndTextUp.json?pageNumber=1&pageSize=100");
  const auto& lines = text.at("obj").at("data").at("data").as_array();
  ASSERT_EQ(lines.size(), 2u) << WriteJson(text);
  EXPECT_EQ(Int(lines[0].at("direction")), 2);
  EXPECT_EQ(Str(lines[0].at("commandType")), "立即定位(应答)");
  EXPECT_EQ(Int(lines[1].at("direction")), 1);
  EXPECT_FALSE(Str(text.at("obj").at("data").at("time")).empty());
}

TEST_F(CommandTest, ParametersAreSetAndReadBack) {
  Start();
  long long v = VehicleId(1);
  Sim(1);
  ASSERT_TRUE(WaitOnline(v));
  json::value set = Down(admin_, v, "REPORT_INTERVAL", "15");
  ASSERT_EQ(Int(set.at("flag")), 1) << WriteJson(set);
  json::object row = WaitCommand(admin_, Int(set.at("obj").at("id")), Final);
  EXPECT_EQ(Int(row.at("status")), 2) << WriteJson(row);
  EXPECT_EQ(Str(row.at("replyText")), "终端已执行");
  json::value server = Down(admin_, v, "SERVER", "gps.example.com,9000");
  ASSERT_EQ(Int(server.at("flag")), 1);
  EXPECT_EQ(Int(WaitCommand(admin_, Int(server.at("obj").at("id")), Final).at("status")), 2);
  json::value query = Down(admin_, v, "QUERY_PARAMS");
  row = WaitCommand(admin_, Int(query.at("obj").at("id")), Final);
  EXPECT_EQ(Int(row.at("status")), 2);
  std::string params = Str(row.at("replyText"));
  EXPECT_NE(params.find("上报间隔15秒"), std::string::npos) << params;
  EXPECT_NE(params.find("主服务器gps.example.com"), std::string::npos) << params;
  EXPECT_NE(params.find("端口9000"), std::string::npos) << params;
  json::value version = Down(admin_, v, "VERSION");
  row = WaitCommand(admin_, Int(version.at("obj").at("id")), Final);
  EXPECT_NE(Str(row.at("replyText")).find("软件版本SIM-1.4.0"), std::string::npos) << WriteJson(row);
  // Bad parameters never reach the device.
  json::value bad = Down(admin_, v, "REPORT_INTERVAL", "1");
  EXPECT_EQ(Int(bad.at("flag")), 0);
  EXPECT_EQ(Str(bad.at("msg")), "上报间隔应为3到86400之间的整数");
  EXPECT_EQ(Int(Down(admin_, v, "NO_SUCH").at("flag")), 0);
}

TEST_F(CommandTest, OfflineDeviceGetsItsQueuedCommandWhenItConnects) {
  Start();
  long long v = VehicleId(2);
  json::value r = Down(demo_, v, "LOCATE");
  ASSERT_EQ(Int(r.at("flag")), 1) << WriteJson(r);
  EXPECT_EQ(Int(r.at("obj").at("online")), 0);
  EXPECT_EQ(Str(r.at("obj").at("resultMsg")), "设备离线，上线后下发");
  long long id = Int(r.at("obj").at("id"));
  app_->FlushPipeline();
  EXPECT_EQ(Int(Get(demo_, "/car/v1/api/command/getCommand.json?id=" + std::to_string(id)).at("obj").at("status")), 0);
  Sim(2);  // the device comes online: the command goes out and is answered
  json::object row = WaitCommand(demo_, id, Final);
  EXPECT_EQ(Int(row.at("status")), 2) << WriteJson(row);
  EXPECT_NE(Str(row.at("replyText")).find("位置"), std::string::npos);
}

TEST_F(CommandTest, PendingCommandsExpireAndCanBeCancelled) {
  Start({"command.pending_ttl_s=1"});
  long long v = VehicleId(6);
  long long expiring = Int(Down(demo_, v, "LOCATE").at("obj").at("id"));
  json::object row = WaitCommand(demo_, expiring, Final);
  EXPECT_EQ(Int(row.at("status")), 5) << WriteJson(row);
  EXPECT_EQ(Str(row.at("resultMsg")), "设备未上线，指令已过期未下发");
  long long cancelled = Int(Down(demo_, v, "RESET").at("obj").at("id"));
  json::value c = Call(demo_, "POST", "/car/v1/api/command/cancel.json", WriteJson(json::object{{"id", cancelled}}));
  ASSERT_EQ(Int(c.at("flag")), 1) << WriteJson(c);
  EXPECT_EQ(Int(WaitCommand(demo_, cancelled, Final).at("status")), 7);
  EXPECT_EQ(Int(Call(demo_, "POST", "/car/v1/api/command/cancel.json", WriteJson(json::object{{"id", cancelled}}))
                    .at("flag")),
            0);
}

TEST_F(CommandTest, SilentTerminalTimesOutThenAnswersLate) {
  Start();
  long long v = VehicleId(7);
  SimProcess& sim = Sim(7);
  ASSERT_TRUE(WaitOnline(v));
  sim.Pause();  // a terminal in a dead zone: the connection stays, nothing answers
  long long id = Int(Down(demo_, v, "LOCATE").at("obj").at("id"));
  json::object row = WaitCommand(demo_, id, Final);
  EXPECT_EQ(Int(row.at("status")), 4) << WriteJson(row);
  EXPECT_EQ(Str(row.at("result")), "超时");
  EXPECT_EQ(Str(row.at("resultMsg")), "终端未应答");
  sim.Resume();  // the answer arrives late: it is kept and says so
  row = WaitCommand(demo_, id, [](const json::object& r) { return Int(r.at("status")) == 2; });
  EXPECT_EQ(Int(row.at("status")), 2) << WriteJson(row);
  EXPECT_EQ(Str(row.at("resultMsg")), "终端已应答（超时后应答）");
}

TEST_F(CommandTest, TerminalRefusesWhatItDoesNotSupport) {
  Start();
  long long v = VehicleId(8);
  Sim(8);
  ASSERT_TRUE(WaitOnline(v));
  json::value r = Down(admin_, v, "PASSTHROUGH", "240,0102AB");
  ASSERT_EQ(Int(r.at("flag")), 1) << WriteJson(r);
  json::object row = WaitCommand(admin_, Int(r.at("obj").at("id")), Final);
  EXPECT_EQ(Int(row.at("status")), 3) << WriteJson(row);
  EXPECT_EQ(Str(row.at("result")), "失败");
  EXPECT_EQ(Str(row.at("replyText")), "终端不支持该指令");
}

TEST_F(CommandTest, CutOilNeedsThePermissionAndThePassword) {
  Start();
  long long v = VehicleId(0);
  // The demo user's role may send commands but not cut oil.
  json::value denied = Down(demo_, v, "CUT_OIL", "demo123");
  EXPECT_EQ(Int(denied.at("flag")), 0);
  EXPECT_EQ(Str(denied.at("msg")), "没有断油电权限");
  json::value wrong = Down(admin_, v, "CUT_OIL", "not-my-password");
  EXPECT_EQ(Int(wrong.at("flag")), 0);
  EXPECT_EQ(Str(wrong.at("msg")), "账号密码错误，指令未下发");
  json::value ok = Down(admin_, v, "CUT_OIL", "admin123");
  ASSERT_EQ(Int(ok.at("flag")), 1) << WriteJson(ok);
  // The password is never stored.
  json::object row = WaitCommand(admin_, Int(ok.at("obj").at("id")), [](const json::object&) { return true; });
  EXPECT_EQ(Str(row.at("commandMsg")), "******");
  // listTerminalResource offers cut oil to the admin only.
  auto has_cut_oil = [&](const std::string& token) {
    json::value r = Get(token, "/car/v1/api/resource/listTerminalResource.json");
    for (const auto& t : r.at("obj").as_array())
      if (Str(t.at("terminalType")) == "GPRS-部标")
        for (const auto& id : t.at("resourceIdList").as_array())
          if (Int(id) == 7001) return true;
    return false;
  };
  EXPECT_TRUE(has_cut_oil(admin_));
  EXPECT_FALSE(has_cut_oil(demo_));
}

// A JT/T 808 terminal played by the test over one connection (for exact speeds), signed in as
// the server requires (gateway.jt808_auth = require).
class RawTerminal {
 public:
  RawTerminal(int port, std::string phone) : t_(port, {std::move(phone), false}) { connected_ = t_.SignIn(); }
  bool connected() const { return connected_; }
  void Report(double speed) {
    sim::Fix f;
    // JT/T 808 times have whole seconds: each report a second later (a resend of the same fix is
    // dropped by the pipeline's filter), a little further along.
    f.time_ms = base_ms_ + reports_ * 1000LL;
    f.where = {22.55 + reports_ * 0.0001, 114.06};
    f.speed_kmh = speed;
    f.acc = true;
    ++reports_;
    Send(sim::Jt808Location(t_.terminal(), t_.NextSerial(), f));
  }
  void Send(const Bytes& b) { t_.Write(b); }
  // The next platform frame with message id `id` (skipping 0x8001 acknowledgements), or nullopt.
  std::optional<jt808::Packet> Expect(uint16_t id, int timeout_ms) { return t_.Expect(id, timeout_ms); }
  void Ack(const jt808::Packet& p, uint8_t result) {
    ByteWriter w;
    w.U16(p.header.serial).U16(p.header.msg_id).U8(result);
    Send(sim::Jt808Message(t_.terminal(), 0x0001, t_.NextSerial(), w.bytes()));
  }
  void Message(uint16_t id, const Bytes& body) { Send(sim::Jt808Message(t_.terminal(), id, t_.NextSerial(), body)); }

 private:
  testing::TestTerminal t_;
  bool connected_ = false;
  int reports_ = 1;
  long long base_ms_ = SystemNowMs() / 1000 * 1000 - 60'000;
};

TEST_F(CommandTest, CutOilWaitsWhileTheVehicleIsFast) {
  Start({"command.cut_oil_max_kmh=20"});
  long long v = VehicleId(3);
  RawTerminal t(app_->gateway_port("jt808"), sim::DemoVehicleAt(3).terminal_no);
  ASSERT_TRUE(t.connected());
  t.Report(60);
  ASSERT_TRUE(WaitSpeed(v, 60));
  json::value r = Down(admin_, v, "CUT_OIL", "admin123");
  ASSERT_EQ(Int(r.at("flag")), 1) << WriteJson(r);
  long long id = Int(r.at("obj").at("id"));
  json::object row = WaitCommand(
      admin_, id, [](const json::object& x) { return Str(x.at("resultMsg")).find("待车辆减速") != std::string::npos; });
  EXPECT_EQ(Int(row.at("status")), 0) << WriteJson(row);
  EXPECT_EQ(Str(row.at("resultMsg")), "车速60km/h高于20km/h，待车辆减速后下发");
  EXPECT_FALSE(t.Expect(0x8105, 600));  // nothing goes out while fast
  t.Report(5);                          // slowed down: the command goes out
  auto cmd = t.Expect(0x8105, 10'000);
  ASSERT_TRUE(cmd);
  EXPECT_EQ(ToHex(cmd->body), "f0");
  t.Ack(*cmd, 0);
  row = WaitCommand(admin_, id, Final);
  EXPECT_EQ(Int(row.at("status")), 2) << WriteJson(row);
}

TEST_F(CommandTest, CutOilIsRefusedAboveTheSpeedWhenConfigured) {
  Start({"command.cut_oil_over_speed=refuse"});
  long long v = VehicleId(3);
  RawTerminal t(app_->gateway_port("jt808"), sim::DemoVehicleAt(3).terminal_no);
  t.Report(45);
  ASSERT_TRUE(WaitSpeed(v, 45));
  json::value r = Down(admin_, v, "CUT_OIL", "admin123");
  EXPECT_EQ(Int(r.at("flag")), 0);
  EXPECT_EQ(Str(r.at("msg")), "车速45km/h高于20km/h，拒绝执行");
  // The refusal is on record.
  json::value report = Get(admin_, "/car/v1/accelerate/report/commandReport/pageCommandReport.json?status=6");
  ASSERT_EQ(Int(report.at("obj").at("total")), 1);
  EXPECT_EQ(Str(report.at("obj").at("data").as_array()[0].at("result")), "已拒绝");
  // Restoring oil has no speed guard.
  EXPECT_EQ(Int(Down(admin_, v, "RESTORE_OIL", "admin123").at("flag")), 1);
}

TEST_F(CommandTest, BsjTerminalsGetVendorTextCommands) {
  Start();
  long long v = 0;
  {
    auto db = OpenConfiguredDatabase(config_);
    auto c = (*db)->Acquire();
    long long fleet = store::FindGroupByName(*c, store::Scope::Everything(), "一车队")->id;
    store::NewDevice bsj{"13912340001", "BSJ-部标", "jt808"};
    v = store::CreateAssetWithDevice(*c, store::Scope::Everything(), {fleet, 1, "粤B8B8B8"}, bsj, 1)->id;
  }
  // The catalogue offers the BSJ-only commands for this terminal type.
  json::value resources = Get(demo_, "/car/v1/api/resource/listTerminalResource.json");
  bool track_mode = false;
  for (const auto& t : resources.at("obj").as_array())
    if (Str(t.at("terminalType")) == "BSJ-部标")
      for (const auto& id : t.at("resourceIdList").as_array()) track_mode |= Int(id) == 7019;
  EXPECT_TRUE(track_mode);
  RawTerminal t(app_->gateway_port("jt808"), "13912340001");
  t.Report(0);
  json::value r = Down(demo_, v, "SERVER", "gps.example.com,7788");
  ASSERT_EQ(Int(r.at("flag")), 1) << WriteJson(r);
  auto text = t.Expect(0x8300, 10'000);
  ASSERT_TRUE(text);
  EXPECT_EQ(text->body[0], 0x00);  // flag 0 (api-contract §4.3)
  EXPECT_EQ(std::string(text->body.begin() + 1, text->body.end()), "<SPBSJ*P:BSJGPS*Q:gps.example.com:7788>");
  t.Ack(*text, 0);
  long long id = Int(r.at("obj").at("id"));
  EXPECT_EQ(Int(WaitCommand(demo_, id, Final).at("status")), 2);
  // The terminal then answers in text (0x6006: encoding byte + GBK text): the command's answer.
  ByteWriter report;
  report.U8(0).Append(std::string_view("SET SERVER OK\r\n"));
  t.Message(0x6006, report.bytes());
  json::object row =
      WaitCommand(demo_, id, [](const json::object& x) { return Str(x.at("replyText")) == "SET SERVER OK"; });
  EXPECT_EQ(Int(row.at("status")), 2) << WriteJson(row);
  // A vendor 0x1300 answer names its command by serial; a failure in it fails the command.
  json::value again = Down(demo_, v, "SERVER", "gps2.example.com,7788");
  auto second = t.Expect(0x8300, 10'000);
  ASSERT_TRUE(second);
  t.Ack(*second, 0);
  ByteWriter reply;
  reply.U16(second->header.serial);
  for (char c : std::string("ERROR")) reply.U16(static_cast<uint16_t>(c));  // UTF-16BE
  t.Message(0x1300, reply.bytes());
  row = WaitCommand(demo_, Int(again.at("obj").at("id")),
                    [](const json::object& x) { return Str(x.at("replyText")) == "ERROR"; });
  EXPECT_EQ(Int(row.at("status")), 3) << WriteJson(row);
  // The first command kept its answer.
  EXPECT_EQ(Str(WaitCommand(demo_, id, Final).at("replyText")), "SET SERVER OK");
  // The standard JT/T 808 terminals get the standard parameters instead.
  EXPECT_EQ(Str(Down(demo_, VehicleId(0), "TRACK_MODE", "30").at("msg")).find("不支持追踪模式") != std::string::npos,
            true);
}

// A second connection claiming a terminal that authenticated (its number, no code) takes neither
// its commands nor their answers: the command goes to the terminal, the impostor's forged answer
// is ignored and the terminal's own counts. With warn, so that the impostor is even heard.
TEST_F(CommandTest, AnUnauthenticatedConnectionNeitherTakesNorAnswersATerminalsCommands) {
  Start({"gateway.jt808_auth=warn"});
  long long v = VehicleId(3);
  const sim::Jt808Terminal phone{sim::DemoVehicleAt(3).terminal_no, false};
  testing::TestTerminal real(app_->gateway_port("jt808"), phone), impostor(app_->gateway_port("jt808"), phone);
  ASSERT_TRUE(real.SignIn());
  ASSERT_EQ(real.Send(sim::Jt808Heartbeat(phone, real.NextSerial())), uint8_t{0});
  ASSERT_TRUE(impostor.Connect());
  ASSERT_EQ(impostor.Send(sim::Jt808Heartbeat(phone, impostor.NextSerial())), uint8_t{0});  // warn: answered
  json::value r = Down(admin_, v, "LOCATE");
  ASSERT_EQ(Int(r.at("flag")), 1) << WriteJson(r);
  long long id = Int(r.at("obj").at("id"));
  auto command = real.Expect(0x8201, 10'000);
  ASSERT_TRUE(command);  // the terminal that proved its code kept the channel
  sim::Fix f;
  f.time_ms = SystemNowMs() / 1000 * 1000;
  f.where = {22.55, 114.06};
  f.valid = true;
  ByteWriter forged;
  forged.U16(command->header.serial).Append(sim::Jt808LocationBody(f));
  impostor.Write(sim::Jt808Message(phone, 0x0201, impostor.NextSerial(), forged.bytes()));
  ASSERT_EQ(impostor.Send(sim::Jt808Heartbeat(phone, impostor.NextSerial())), uint8_t{0});  // after the forgery
  app_->FlushPipeline();
  json::value row = Get(admin_, "/car/v1/api/command/getCommand.json?id=" + std::to_string(id));
  EXPECT_EQ(Int(row.at("obj").at("status")), 1) << WriteJson(row);  // still waiting for the terminal
  EXPECT_EQ(app_->DeviceSide().answers_ignored, 1);
  EXPECT_EQ(app_->DeviceSide().channel_refusals, 1);
  real.Write(sim::Jt808Message(phone, 0x0201, real.NextSerial(), forged.bytes()));
  EXPECT_EQ(Int(WaitCommand(admin_, id, Final).at("status")), 2);
}

TEST_F(CommandTest, Gt06TextCommandsAreAnsweredByText) {
  Start();
  long long v = VehicleId(4);  // a GT06 tracker (not the demo user's)
  Sim(4);
  ASSERT_TRUE(WaitOnline(v));
  json::value r = Down(admin_, v, "CUT_OIL", "admin123");
  ASSERT_EQ(Int(r.at("flag")), 1) << WriteJson(r);
  json::object row = WaitCommand(admin_, Int(r.at("obj").at("id")), Final);
  EXPECT_EQ(Int(row.at("status")), 2) << WriteJson(row);
  EXPECT_EQ(Str(row.at("replyText")), "Cut off the fuel supply: Success!");
  row = WaitCommand(admin_, Int(Down(admin_, v, "CUSTOM", "NOSUCH#").at("obj").at("id")), Final);
  EXPECT_EQ(Int(row.at("status")), 3) << WriteJson(row);
  EXPECT_EQ(Str(row.at("replyText")), "Error: invalid command NOSUCH#");
  // What a GT06 cannot take is refused before sending, with the reason.
  json::value photo = Down(admin_, v, "PHOTO");
  EXPECT_EQ(Int(photo.at("flag")), 0);
  EXPECT_NE(Str(photo.at("msg")).find("不支持拍照"), std::string::npos);
  // The demo user cannot command it at all.
  EXPECT_EQ(Str(Down(demo_, v, "LOCATE").at("msg")), "车辆不存在或无权操作");
}

TEST_F(CommandTest, PhotoTakenOnCommandCanBeViewed) {
  Start();
  long long v = VehicleId(0);
  Sim(0);
  ASSERT_TRUE(WaitOnline(v));
  long long id = Int(Down(demo_, v, "PHOTO").at("obj").at("id"));
  json::object row =
      WaitCommand(demo_, id, [](const json::object& r) { return Str(r.at("resultMsg")) == "照片已上传"; });
  ASSERT_EQ(Str(row.at("resultMsg")), "照片已上传") << WriteJson(row);
  std::string media = Str(row.at("mediaIds"));
  ASSERT_FALSE(media.empty());
  app_->FlushPipeline();
  // The image itself, with the session as a query parameter (as <img> and the viewer load it).
  auto img = testing::HttpCall(port_, "GET",
                               "/car/v1/api/audioImage/getImageFile.json?vehicleId=" + std::to_string(v) +
                                   "&fileId=" + media + "&sessionId=" + demo_);
  EXPECT_EQ(img.status, 200);
  EXPECT_EQ(img.Header("Content-Type"), "image/jpeg");
  ASSERT_GT(img.body.size(), 100u);
  EXPECT_EQ(ToHex(AsBytes(img.body.substr(0, 2))), "ffd8");
  json::value list = Get(demo_, "/car/v1/api/audioImage/pageImage.json?vehicleId=" + std::to_string(v));
  EXPECT_EQ(Int(list.at("obj").at("total")), 1);
  // Outside the subtree: not found.
  long long other = VehicleId(3);
  json::value denied = Get(demo_, "/car/v1/api/audioImage/pageImage.json?vehicleId=" + std::to_string(other));
  EXPECT_EQ(Int(denied.at("obj").at("total")), 0);
  // A user of another company cannot load it.
  ASSERT_EQ(RunAdminCommand(config_, {"user-add", "--username", "bus", "--password", "bus-12345", "--role", "user",
                                      "--group", "1路车队"}),
            0);
  auto foreign = testing::HttpCall(
      port_, "GET", "/car/v1/api/audioImage/getImageFile.json?vehicleId=" + std::to_string(v) + "&fileId=" + media,
      {{"sessionId", Login("bus", "bus-12345")}});
  EXPECT_NE(foreign.status, 200);
  EXPECT_NE(foreign.Header("Content-Type"), "image/jpeg");
}

TEST_F(CommandTest, GroupAndBatchSendsReachEverySupportedVehicle) {
  Start();
  auto db = OpenConfiguredDatabase(config_);
  long long sunda = store::FindGroupByName(*(*db)->Acquire(), store::Scope::Everything(), "顺达物流有限公司")->id;
  // Which of these terminals can take a photo: JT/T 808 yes, GT06 no.
  std::string ids =
      std::to_string(VehicleId(0)) + "," + std::to_string(VehicleId(4)) + "," + std::to_string(VehicleId(5));
  json::value check =
      Get(admin_, "/car/v1/api/command/checkCommandDownBatchTer.json?commandType=PHOTO&vehicleIds=" + ids);
  ASSERT_EQ(Int(check.at("flag")), 1);
  EXPECT_EQ(Int(check.at("obj").at("supportNum")), 2);
  EXPECT_EQ(Int(check.at("obj").at("unsupportNum")), 1);
  EXPECT_EQ(Str(check.at("obj").at("unsupport").as_array()[0].at("terminalType")), "GPRS-GT06");
  json::value batch = Call(admin_, "POST", "/car/v1/api/command/commandDownBatch.json",
                           "{\"commandType\":\"HEARTBEAT\",\"commandMsg\":\"120\",\"vehicleIds\":[" + ids + "]}");
  ASSERT_EQ(Int(batch.at("flag")), 1) << WriteJson(batch);
  EXPECT_EQ(Int(batch.at("obj").at("accepted")), 3);  // GT06 takes a heartbeat too (HBT,2#)
  std::string batch_id = Str(batch.at("obj").at("batchId"));
  json::value report =
      Get(admin_, "/car/v1/accelerate/report/commandReport/pageCommandReport.json?batchId=" + batch_id);
  EXPECT_EQ(Int(report.at("obj").at("total")), 3);
  // The demo user's group send reaches the six vehicles of 顺达物流 and its fleets only.
  json::value group =
      Call(demo_, "POST", "/car/v1/api/command/group/down.json",
           WriteJson(json::object{
               {"groupId", sunda}, {"commandType", "LOCATE"}, {"commandMsg", ""}, {"selectedSubGroup", 1}}));
  ASSERT_EQ(Int(group.at("flag")), 1) << WriteJson(group);
  EXPECT_EQ(Int(group.at("obj").at("accepted")), 6);
  // Without sub-groups the company group itself has no vehicles.
  json::value top = Call(demo_, "POST", "/car/v1/api/command/group/down.json",
                         WriteJson(json::object{{"groupId", sunda}, {"commandType", "LOCATE"}}));
  EXPECT_EQ(Int(top.at("flag")), 0);
  // A group outside the subtree is refused; so are its vehicles in a batch.
  long long bus = store::FindGroupByName(*(*db)->Acquire(), store::Scope::Everything(), "1路车队")->id;
  EXPECT_EQ(Str(Call(demo_, "POST", "/car/v1/api/command/group/down.json",
                     WriteJson(json::object{{"groupId", bus}, {"commandType", "LOCATE"}}))
                    .at("msg")),
            "车组不存在或无权操作");
  // A long list: every vehicle of the demo user, as the console's 批量指令 sends it.
  std::string mine;
  for (int i : {0, 1, 2, 6, 7, 8}) mine += (mine.empty() ? "" : ",") + std::to_string(VehicleId(i));
  json::value all =
      Get(demo_, "/car/v1/api/command/checkCommandDownBatchTer.json?commandType=LOCATE&vehicleIds=" + mine);
  EXPECT_EQ(Int(all.at("obj").at("total")), 6);
  json::value foreign = Get(demo_, "/car/v1/api/command/checkCommandDownBatchTer.json?commandType=LOCATE&vehicleIds=" +
                                       std::to_string(VehicleId(3)));
  EXPECT_EQ(Int(foreign.at("obj").at("total")), 0);
}

TEST_F(CommandTest, ReportsStayInsideTheSubtree) {
  Start();
  long long mine = VehicleId(0), theirs = VehicleId(3);
  long long my_command = Int(Down(admin_, mine, "LOCATE").at("obj").at("id"));
  long long their_command = Int(Down(admin_, theirs, "LOCATE").at("obj").at("id"));
  app_->FlushPipeline();
  json::value admin_report = Get(admin_, "/car/v1/accelerate/report/commandReport/pageCommandReport.json");
  EXPECT_EQ(Int(admin_report.at("obj").at("total")), 2);
  json::value demo_report = Get(demo_, "/car/v1/accelerate/report/commandReport/pageCommandReport.json");
  ASSERT_EQ(Int(demo_report.at("obj").at("total")), 1);
  EXPECT_EQ(Int(demo_report.at("obj").at("data").as_array()[0].at("id")), my_command);
  EXPECT_EQ(Int(Get(demo_, "/car/v1/api/command/getCommand.json?id=" + std::to_string(their_command)).at("flag")), 0);
  EXPECT_EQ(Int(Call(demo_, "POST", "/car/v1/api/command/cancel.json", WriteJson(json::object{{"id", their_command}}))
                    .at("flag")),
            0);
  json::value text = Get(demo_, "/car/v1/accelerate/report/commandReport/pageCommandAndTextUp.json");
  EXPECT_EQ(Int(text.at("obj").at("total")), 1);
  // By vehicle and by group.
  json::value by_vehicle =
      Get(admin_,
          "/car/v1/accelerate/report/commandReport/pageCommandReport.json?flag=1&chooseId=" + std::to_string(theirs));
  EXPECT_EQ(Int(by_vehicle.at("obj").at("total")), 1);
  json::value bad_time =
      Get(admin_, "/car/v1/accelerate/report/commandReport/pageCommandReport.json?startTime=yesterday");
  EXPECT_EQ(Int(bad_time.at("flag")), 0);
}

TEST_F(CommandTest, LiveStatusArrivesOverTheWebSocket) {
  Start();
  long long v = VehicleId(1);
  Sim(1);
  ASSERT_TRUE(WaitOnline(v));
  testing::WsClient ws;
  ASSERT_EQ(ws.Connect(port_, "/ws/live?sessionId=" + demo_), 101);
  ASSERT_TRUE(ws.Receive(5000));  // hello
  ws.SendText(R"({"type":"subscribe","all":1})");
  ASSERT_EQ(ws.Receive(5000), R"({"type":"subscribed"})");
  long long id = Int(Down(demo_, v, "LOCATE").at("obj").at("id"));
  bool acknowledged = false;
  for (auto end = Clock::now() + std::chrono::seconds(30); !acknowledged && Clock::now() < end;) {
    auto msg = ws.Receive(1000);
    if (!msg) continue;
    bool ok = false;
    json::value frame = ParseJson(*msg, &ok);
    if (!ok) continue;
    // One message per frame, or a batch of them when several types were pending.
    json::array messages;
    if (frame.at("type").as_string() == "batch")
      messages = frame.at("messages").as_array();
    else
      messages.push_back(frame);
    for (const auto& m : messages) {
      if (m.at("type").as_string() != "commands") continue;
      for (const auto& c : m.at("data").as_array())
        if (Int(c.at("id")) == id && Int(c.at("status")) == 2) {
          acknowledged = true;
          EXPECT_EQ(Str(c.at("statusText")), "成功");
          EXPECT_EQ(Str(c.at("commandName")), "立即定位");
        }
    }
  }
  EXPECT_TRUE(acknowledged);
}

TEST_F(CommandTest, CatalogueListsCommandsWithParameters) {
  Start();
  json::value r = Get(demo_, "/car/v4/api/command/catalogue.json");
  ASSERT_EQ(Int(r.at("flag")), 1);
  EXPECT_EQ(Int(r.at("obj").at("commandPermission")), 1);
  EXPECT_EQ(Int(r.at("obj").at("cutOilPermission")), 0);
  bool seen_interval = false;
  for (const auto& c : r.at("obj").at("commands").as_array()) {
    if (Str(c.at("param")) != "REPORT_INTERVAL") continue;
    seen_interval = true;
    EXPECT_EQ(Str(c.at("name")), "设置上报间隔");
    const auto& p = c.at("params").as_array()[0];
    EXPECT_EQ(Int(p.at("min")), 3);
    EXPECT_EQ(Str(p.at("unit")), "秒");
  }
  EXPECT_TRUE(seen_interval);
  json::value list = Get(demo_, "/car/v1/api/resource/listCommandResource.json");
  EXPECT_GE(list.at("obj").as_array().size(), 18u);
}

}  // namespace
}  // namespace chelian
