// Two nodes of one cluster (docs/cluster.md): two chelian-server processes on one PostgreSQL and
// one nats-server (CHELIAN_TEST_PG_URL and CHELIAN_TEST_NATS_URL, set by scripts/with-postgres.sh
// and scripts/with-nats.sh; skipped without them). A JT/T 808 terminal connects to node B; a
// console signed in on node A sees it online and moving (HTTP list and live push), sends it a
// command and gets the answer, recorded once; the session signed in on A is valid on B. Then node
// B is killed under load: its devices move to A, and every acknowledged report is stored. A command
// whose announcement was lost still goes out (the re-read), a command B sent whose terminal never comes
// back is timed out by A, and an export and a watch's voice message made on B download through A.
#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <thread>

#include "app/admin_cli.h"
#include "app/config.h"
#include "audio/amr.h"
#include "auth/password.h"
#include "child_server.h"
#include "command/catalogue.h"
#include "command/payload.h"
#include "core/bytes.h"
#include "core/clock.h"
#include "core/json.h"
#include "device_socket.h"
#include "gateway_ports.h"
#include "http_client.h"
#include "jt808_terminal.h"
#include "protocol/registry.h"
#include "sim/demo_fleet.h"
#include "sim/device_frames.h"
#include "store/asset_repo.h"
#include "store/command_repo.h"
#include "store/test_db.h"
#include "watch_voice.h"
#include "ws_client.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;
namespace json = boost::json;
using Clock = std::chrono::steady_clock;

long long Int(const json::value& v) { return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double()); }
double Num(const json::value& v) { return v.to_number<double>(); }
std::string Str(const json::value& v) { return std::string(v.as_string()); }

std::string Env(const char* name) {
  const char* v = std::getenv(name);
  return v ? v : "";
}

struct Node {
  pid_t pid = 0;
  int http = 0, jt808 = 0;
};

class ClusterTest : public ::testing::Test {
 protected:
  void SetUp() override {
    nats_ = Env("CHELIAN_TEST_NATS_URL");
    if (store::TestPostgresUrl().empty() || nats_.empty())
      GTEST_SKIP() << "needs PostgreSQL and NATS: scripts/with-postgres.sh scripts/with-nats.sh (make test does)";
    dir_ = fs::path(::testing::TempDir()) / ("chelian_cluster_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    db_ = store::OpenTestDatabase("cluster", &url_);  // a schema of its own, migrated
    ASSERT_TRUE(db_);
    Config seed = Config::Load("", {"store.engine=postgres", "store.postgres_url=" + url_}).value();
    // 30 vehicles: i % 5 == 4 are GT06; the demo user (顺达物流) sees vehicle 0.
    ASSERT_EQ(RunAdminCommand(seed, {"demo-seed", "--vehicles", "30"}), 0);
  }
  void TearDown() override {
    for (Node* n : {&a_, &b_}) Kill(*n, SIGTERM);
    db_.reset();
    if (!dir_.empty()) fs::remove_all(dir_);
  }

  // `extra` settings win over the test's.
  Node StartNode(const std::string& name, const std::vector<std::string>& extra = {}) {
    Node n;
    n.http = testing::FreePort();
    n.jt808 = testing::FreePort();
    std::vector<std::string> sets = testing::GatewaysOff(
        {"store.engine=postgres", "store.postgres_url=" + url_, "data.dir=" + (dir_ / name).string(),
         "http.port=" + std::to_string(n.http), "gateway.jt808_port=" + std::to_string(n.jt808),
         "gateway.host=127.0.0.1", "gateway.jt808_auth=require", "auth.captcha=off", "store.batch_delay_ms=20",
         "command.reply_timeout_s=30", "log.level=warn", "cluster.nats_url=" + nats_, "cluster.node_id=" + name});
    sets.insert(sets.end(), extra.begin(), extra.end());
    n.pid = testing::StartServer(sets);
    for (int port : {n.http, n.jt808}) {
      int fd = testing::ConnectWithRetry(port);
      EXPECT_GE(fd, 0) << name << " does not listen on " << port;
      if (fd >= 0) ::close(fd);
    }
    return n;
  }
  static void Kill(Node& n, int signal) {
    if (n.pid <= 0) return;
    ::kill(n.pid, signal);
    ::waitpid(n.pid, nullptr, 0);
    n.pid = 0;
  }

  static json::value Call(int port, const std::string& token, const std::string& method, const std::string& target,
                          const std::string& body = "") {
    std::vector<std::pair<std::string, std::string>> headers = {{"sessionId", token}};
    if (!body.empty()) headers.emplace_back("Content-Type", "application/json");
    auto r = testing::HttpCall(port, method, target, headers, body);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << target << ": " << r.body;
    return v;
  }
  long long VehicleId(int index) {
    auto c = db_->Acquire();
    return store::FindAssetByTerminal(*c, store::Scope::Everything(), sim::DemoVehicleAt(index).terminal_no)->id;
  }
  // The monitor's row of `vehicle` on the node at `port` (loadVehicles), or an empty object.
  static json::object MonitorRow(int port, const std::string& token, long long vehicle) {
    json::value r = Call(port, token, "GET", "/car/v1/api/monitor/loadVehicles?pageSize=1200&state=0");
    if (Int(r.at("flag")) != 1) return {};
    for (const auto& row : r.at("obj").at("data").as_array())
      if (Int(row.at("V")) == vehicle) return row.as_object();
    return {};
  }

  struct KillOutcome {
    size_t acked = 0, missing = 0;
  };
  void RunKill(const std::vector<std::string>& b_settings, KillOutcome* out);

  // getCommand.json of `id` on the node at `port` once it is finished (bounded wait), or the last row.
  static json::object FinishedCommand(int port, const std::string& token, long long id) {
    json::object row;
    for (auto end = Clock::now() + std::chrono::seconds(15); Clock::now() < end;) {
      json::value r = Call(port, token, "GET", "/car/v1/api/command/getCommand.json?id=" + std::to_string(id));
      if (Int(r.at("flag")) == 1) row = r.at("obj").as_object();
      if (!row.empty() && Int(row.at("status")) >= 2) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return row;
  }

  std::string nats_, url_;
  fs::path dir_;
  store::TestDb db_{nullptr, store::TestDbDeleter{}};
  Node a_, b_;
};

// A location report a second after the previous one, a little further north, at `speed`.
Bytes Report(testing::TestTerminal& t, long long base_ms, int n, double speed) {
  sim::Fix f;
  f.time_ms = base_ms + n * 1000LL;
  f.where = {22.55 + n * 0.001, 114.06};
  f.speed_kmh = speed;
  f.valid = true;
  f.acc = true;
  return sim::Jt808Location(t.terminal(), t.NextSerial(), f);
}

// The terminal's 0x0201 answer to the 0x8201 of `serial`: its position at `time_ms`.
Bytes LocateAnswer(testing::TestTerminal& t, uint16_t serial, long long time_ms) {
  sim::Fix here;
  here.time_ms = time_ms;
  here.where = {22.6, 114.07};
  here.speed_kmh = 12;
  here.valid = true;
  ByteWriter answer;
  answer.U16(serial);
  Bytes body = answer.bytes();
  Bytes location = sim::Jt808LocationBody(here);
  body.insert(body.end(), location.begin(), location.end());
  return sim::Jt808Message(t.terminal(), 0x0201, t.NextSerial(), body);
}

TEST_F(ClusterTest, AConsoleOnOneNodeFollowsAndCommandsADeviceOnTheOther) {
  a_ = StartNode("node-a");
  b_ = StartNode("node-b");
  const std::string token = testing::SignIn(a_.http, "demo", "demo123");
  ASSERT_FALSE(token.empty());
  // Sessions live in the shared database: the one signed in on A works on B.
  EXPECT_EQ(Int(Call(b_.http, token, "GET", "/car/v1/api/monitor/loadGroups").at("flag")), 1);
  EXPECT_EQ(Int(Call(b_.http, "no-such-session", "GET", "/car/v1/api/monitor/loadGroups").at("flag")), 4010);

  testing::WsClient ws;
  ASSERT_EQ(ws.Connect(a_.http, "/ws/live?sessionId=" + token), 101);
  ASSERT_TRUE(ws.Receive(5000));  // hello
  ws.SendText(R"({"type":"subscribe","all":1})");
  ASSERT_EQ(ws.Receive(5000), R"({"type":"subscribed"})");

  // The terminal of demo vehicle 0 connects to B and reports.
  const long long vehicle = VehicleId(0);
  testing::TestTerminal terminal(b_.jt808, {sim::DemoVehicleAt(0).terminal_no, false});
  ASSERT_TRUE(terminal.SignIn());
  const long long base = SystemNowMs() / 1000 * 1000 - 30'000;
  // A's console sees each report: live push (only another node's relay can bring it) and the list.
  std::vector<double> speeds = {31, 47, 58};
  for (size_t i = 0; i < speeds.size(); ++i) {
    ASSERT_EQ(terminal.Send(Report(terminal, base, static_cast<int>(i), speeds[i])), 0);
    const double lat = 22.55 + static_cast<double>(i) * 0.001;
    bool pushed = false;
    for (auto end = Clock::now() + std::chrono::seconds(15); !pushed && Clock::now() < end;) {
      auto msg = ws.Receive(1000);
      if (!msg) continue;
      bool ok = false;
      json::value frame = ParseJson(*msg, &ok);
      ASSERT_TRUE(ok) << *msg;
      json::array messages;
      if (frame.at("type").as_string() == "batch")
        messages = frame.at("messages").as_array();
      else
        messages.push_back(frame);
      for (const auto& m : messages) {
        if (m.at("type").as_string() != "positions") continue;
        for (const auto& p : m.at("data").as_array())
          if (Int(p.at("vehicleId")) == vehicle && std::abs(Num(p.at("speed")) - speeds[i]) < 0.01) {
            pushed = true;
            EXPECT_NEAR(Num(p.at("lat")), lat, 1e-6);
          }
      }
    }
    ASSERT_TRUE(pushed) << "report " << i << " not pushed to node A's console";
    json::object row;
    for (auto end = Clock::now() + std::chrono::seconds(15); Clock::now() < end;) {
      row = MonitorRow(a_.http, token, vehicle);
      if (row.contains("S") && std::abs(Num(row.at("S")) - speeds[i]) < 0.01) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    ASSERT_TRUE(row.contains("S")) << WriteJson(row);
    EXPECT_NEAR(Num(row.at("S")), speeds[i], 0.01) << WriteJson(row);
    EXPECT_NEAR(Num(row.at("Y")), lat, 1e-6);
    EXPECT_TRUE(Int(row.at("Z")) == 1 || Int(row.at("Z")) == 2) << "online (行驶 or 停车): " << WriteJson(row);
  }

  // 立即定位 sent on A reaches the terminal on B; its answer is recorded and pushed to A's console.
  json::value sent = Call(a_.http, token, "POST", "/car/v1/api/command/down.json",
                          WriteJson(json::object{{"vehicleId", vehicle}, {"commandType", "LOCATE"}}));
  ASSERT_EQ(Int(sent.at("flag")), 1) << WriteJson(sent);
  EXPECT_EQ(Int(sent.at("obj").at("online")), 1) << "online on node B: " << WriteJson(sent);
  const long long command = Int(sent.at("obj").at("id"));
  auto asked = terminal.Expect(0x8201, 15'000);
  ASSERT_TRUE(asked.has_value()) << "the command did not reach the terminal on node B";
  terminal.Write(LocateAnswer(terminal, asked->header.serial, base + 10'000));
  bool answered_live = false;
  for (auto end = Clock::now() + std::chrono::seconds(15); !answered_live && Clock::now() < end;) {
    auto msg = ws.Receive(1000);
    if (!msg) continue;
    bool ok = false;
    json::value frame = ParseJson(*msg, &ok);
    json::array messages;
    if (frame.at("type").as_string() == "batch")
      messages = frame.at("messages").as_array();
    else
      messages.push_back(frame);
    for (const auto& m : messages)
      if (m.at("type").as_string() == "commands")
        for (const auto& c : m.at("data").as_array())
          if (Int(c.at("id")) == command && Int(c.at("status")) == 2) answered_live = true;
  }
  EXPECT_TRUE(answered_live) << "node A's console was not told of the answer";
  // The record, read on A, as on one node: sent once, answered with the position.
  json::object row = FinishedCommand(a_.http, token, command);
  ASSERT_FALSE(row.empty());
  EXPECT_EQ(Int(row.at("status")), 2) << WriteJson(row);
  EXPECT_NE(Str(row.at("replyText")).find("位置: 已定位 经度"), std::string::npos) << WriteJson(row);
  EXPECT_FALSE(terminal.Expect(0x8201, 1000).has_value()) << "the command went out twice";
  // What A received from B is counted (GET /metrics, as an administrator).
  auto metrics =
      testing::HttpCall(a_.http, "GET", "/metrics", {{"sessionId", testing::SignIn(a_.http, "admin", "admin123")}});
  const std::string received = "chelian_cluster_messages_total{result=\"received\"} ";
  size_t at = metrics.body.find(received);
  ASSERT_NE(at, std::string::npos) << metrics.body.substr(0, 300);
  EXPECT_GE(std::stod(metrics.body.substr(at + received.size())), 4.0) << "3 positions and the command's statuses";
}

// kill -9 of node B (started with `b_settings`) while 16 devices report to it; they reconnect to node
// A (as behind a balancer) and go on. Counts the reports a device saw acknowledged, by B before it
// died or by A after, and those of them not stored.
void ClusterTest::RunKill(const std::vector<std::string>& b_settings, KillOutcome* out) {
  a_ = StartNode("node-a");
  b_ = StartNode("node-b", b_settings);
  struct Device {
    sim::Jt808Terminal terminal;
    std::unique_ptr<testing::TestTerminal> link;
    std::string inbox;
    std::map<uint16_t, long long> sent;  // serial (of the current connection) → fix time
    std::set<long long> acked;           // fix times acknowledged
    size_t acked_by_a = 0;
  };
  std::vector<Device> devices;
  for (int i = 0; devices.size() < 16; ++i) {
    sim::DemoVehicle v = sim::DemoVehicleAt(i);
    if (v.protocol != "jt808") continue;
    Device d;
    d.terminal = {v.terminal_no, false};
    d.link = std::make_unique<testing::TestTerminal>(b_.jt808, d.terminal);
    ASSERT_TRUE(d.link->SignIn()) << v.terminal_no;
    devices.push_back(std::move(d));
  }
  const long long t0 = SystemNowMs() / 1000 * 1000 - 600'000;
  auto send_round = [&](int round) {
    for (auto& d : devices) {
      sim::Fix f;
      f.time_ms = t0 + round * 1000LL;
      f.where = {22.5 + round * 1e-4, 114.0};
      f.speed_kmh = 30;
      f.valid = true;
      f.acc = true;
      uint16_t serial = d.link->NextSerial();
      d.sent[serial] = f.time_ms;
      d.link->Write(sim::Jt808Location(d.terminal, serial, f));
    }
  };
  auto read_acks = [&](int timeout_ms, bool on_a) {
    for (auto& d : devices) {
      pollfd p{d.link->fd(), POLLIN, 0};
      int wait = timeout_ms;
      while (::poll(&p, 1, wait) > 0) {
        char buf[4096];
        ssize_t n = ::recv(d.link->fd(), buf, sizeof buf, 0);
        if (n <= 0) break;
        d.inbox.append(buf, static_cast<size_t>(n));
        for (uint16_t s : testing::AckedLocationSerials(d.inbox))
          if (auto it = d.sent.find(s); it != d.sent.end() && d.acked.insert(it->second).second && on_a) ++d.acked_by_a;
        wait = 0;
      }
    }
  };
  int round = 0;
  for (; round < 40; ++round) {
    send_round(round);
    read_acks(round < 30 ? 200 : 0, false);  // the last rounds are still in flight when B dies
  }
  Kill(b_, SIGKILL);
  read_acks(100, false);  // acknowledgements already on the wire before the kill still count
  size_t acked_by_b = 0;
  for (auto& d : devices) acked_by_b += d.acked.size();
  ASSERT_GT(acked_by_b, devices.size() * 20) << "node B was working before it died";
  // The terminals reconnect to A with the codes they hold (stored in the shared database).
  for (auto& d : devices) {
    std::string code = d.link->code();
    d.link = std::make_unique<testing::TestTerminal>(a_.jt808, d.terminal, code);
    ASSERT_TRUE(d.link->SignIn()) << d.terminal.phone << " could not sign in on node A";
    d.sent.clear();
    d.inbox.clear();
  }
  for (; round < 50; ++round) {
    send_round(round);
    read_acks(200, true);
  }
  read_acks(500, true);
  size_t acked = 0, moved = 0, missing = 0;
  auto conn = db_->Acquire();
  for (auto& d : devices) {
    acked += d.acked.size();
    moved += d.acked_by_a;
    auto id = conn->Query("SELECT id FROM devices WHERE terminal_no = ?", {d.terminal.phone});
    ASSERT_TRUE(id.ok() && id->size() == 1);
    auto rows = conn->Query("SELECT fix_time FROM stored_positions WHERE device_id = ?", {id->at(0).Int(0)});
    ASSERT_TRUE(rows.ok()) << rows.status().message();
    std::set<long long> stored;
    for (const auto& r : *rows) stored.insert(r.Int(0));
    for (long long t : d.acked) missing += stored.count(t) ? 0 : 1;
  }
  EXPECT_GT(moved, devices.size() * 5) << "the devices did not go on reporting through node A";
  std::printf("kill -9 of node B: %zu reports acknowledged (%zu by A after the move), %zu of them not stored\n", acked,
              moved, missing);
  *out = {acked, missing};
}

TEST_F(ClusterTest, DevicesOfAKilledNodeMoveToTheOtherAndNothingAcknowledgedIsLost) {
  KillOutcome r;
  RunKill({}, &r);
  EXPECT_EQ(r.missing, 0u) << "of " << r.acked << " acknowledged reports";
}

// The control: node B acknowledges on receipt and commits nothing before it dies (one long batch):
// the same count finds what the kill lost.
TEST_F(ClusterTest, WithReceivedAcksTheCountSeesWhatAKilledNodeLost) {
  KillOutcome r;
  RunKill({"gateway.ack=received", "store.batch_delay_ms=600000", "store.batch_rows=1000000",
           "gateway.max_inflight=100000"},
          &r);
  EXPECT_GT(r.missing, 0u) << "of " << r.acked << " acknowledged reports";
}

// A command node B sent is still answered after B dies: the terminal reconnects to A, which loads
// the device's open commands as it connects, and records the late answer.
TEST_F(ClusterTest, ACommandSentByANodeThatDiedIsAnsweredThroughTheOther) {
  a_ = StartNode("node-a");
  b_ = StartNode("node-b");
  const std::string token = testing::SignIn(a_.http, "demo", "demo123");
  ASSERT_FALSE(token.empty());
  const long long vehicle = VehicleId(0);
  auto terminal =
      std::make_unique<testing::TestTerminal>(b_.jt808, sim::Jt808Terminal{sim::DemoVehicleAt(0).terminal_no, false});
  ASSERT_TRUE(terminal->SignIn());
  const long long base = SystemNowMs() / 1000 * 1000 - 30'000;
  ASSERT_EQ(terminal->Send(Report(*terminal, base, 0, 20)), 0);
  json::value sent = Call(a_.http, token, "POST", "/car/v1/api/command/down.json",
                          WriteJson(json::object{{"vehicleId", vehicle}, {"commandType", "LOCATE"}}));
  ASSERT_EQ(Int(sent.at("flag")), 1) << WriteJson(sent);
  const long long command = Int(sent.at("obj").at("id"));
  auto asked = terminal->Expect(0x8201, 15'000);
  ASSERT_TRUE(asked.has_value());
  Kill(b_, SIGKILL);
  std::string code = terminal->code();
  terminal = std::make_unique<testing::TestTerminal>(a_.jt808, terminal->terminal(), code);
  ASSERT_TRUE(terminal->SignIn());
  terminal->Write(LocateAnswer(*terminal, asked->header.serial, base + 5000));
  json::object row = FinishedCommand(a_.http, token, command);
  ASSERT_FALSE(row.empty());
  EXPECT_EQ(Int(row.at("status")), 2) << WriteJson(row);
  EXPECT_FALSE(terminal->Expect(0x8201, 1000).has_value()) << "node A sent the command again";
}

// A command node B sent whose terminal never comes back is not left 已下发 for ever: once its reply
// timeout and command.abandoned_after_s have passed, node A times it out (no restart needed).
TEST_F(ClusterTest, ACommandSentByANodeThatDiedTimesOutOnTheOtherWhenItsDeviceNeverReturns) {
  const std::vector<std::string> quick = {"command.reply_timeout_s=2", "command.abandoned_after_s=1"};
  a_ = StartNode("node-a", quick);
  b_ = StartNode("node-b", quick);
  const std::string token = testing::SignIn(a_.http, "demo", "demo123");
  ASSERT_FALSE(token.empty());
  const long long vehicle = VehicleId(0);
  testing::TestTerminal terminal(b_.jt808, {sim::DemoVehicleAt(0).terminal_no, false});
  ASSERT_TRUE(terminal.SignIn());
  ASSERT_EQ(terminal.Send(Report(terminal, SystemNowMs() / 1000 * 1000 - 30'000, 0, 20)), 0);
  json::value sent = Call(a_.http, token, "POST", "/car/v1/api/command/down.json",
                          WriteJson(json::object{{"vehicleId", vehicle}, {"commandType", "LOCATE"}}));
  ASSERT_EQ(Int(sent.at("flag")), 1) << WriteJson(sent);
  const long long command = Int(sent.at("obj").at("id"));
  ASSERT_TRUE(terminal.Expect(0x8201, 15'000).has_value());
  Kill(b_, SIGKILL);  // the terminal stays away
  json::object row = FinishedCommand(a_.http, token, command);
  ASSERT_FALSE(row.empty());
  EXPECT_EQ(Int(row.at("status")), static_cast<int>(store::CommandStatus::kTimedOut)) << WriteJson(row);
  EXPECT_EQ(std::string(row.at("resultMsg").as_string()), "终端未应答") << WriteJson(row);
}

// A sign-out on node A ends the session on node B at once (chelian.sessions), not at B's next
// write-back of the cached session a minute later.
TEST_F(ClusterTest, ASignOutOnOneNodeEndsTheSessionOnTheOtherAtOnce) {
  a_ = StartNode("node-a");
  b_ = StartNode("node-b");
  const std::string token = testing::SignIn(a_.http, "demo", "demo123");
  ASSERT_FALSE(token.empty());
  ASSERT_EQ(Int(Call(b_.http, token, "GET", "/car/v1/api/monitor/loadGroups").at("flag")), 1);  // cached on B
  ASSERT_EQ(Int(Call(a_.http, token, "POST", "/oauth/logout").at("flag")), 1);
  long long flag = 1;
  for (auto end = Clock::now() + std::chrono::seconds(5); flag == 1 && Clock::now() < end;) {
    flag = Int(Call(b_.http, token, "GET", "/car/v1/api/monitor/loadGroups").at("flag"));
    if (flag == 1) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(flag, 4010) << "node B still took the session signed out on A";
}

// A command stored while its announcement is lost (written straight into the shared database, as
// when NATS was down at that moment) still reaches the terminal connected to node B: B reads the
// pending commands of its devices every few seconds.
TEST_F(ClusterTest, ACommandWhoseAnnouncementWasLostStillReachesTheDevice) {
  a_ = StartNode("node-a");
  b_ = StartNode("node-b");
  const std::string token = testing::SignIn(a_.http, "demo", "demo123");
  ASSERT_FALSE(token.empty());
  const long long vehicle = VehicleId(0);
  testing::TestTerminal terminal(b_.jt808, {sim::DemoVehicleAt(0).terminal_no, false});
  ASSERT_TRUE(terminal.SignIn());
  const long long base = SystemNowMs() / 1000 * 1000 - 30'000;
  ASSERT_EQ(terminal.Send(Report(terminal, base, 0, 20)), 0);
  long long command = 0;
  {
    auto conn = db_->Acquire();
    auto target = store::FindCommandTarget(*conn, store::Scope::Everything(), vehicle);
    ASSERT_TRUE(target.ok()) << target.status().message();
    const command::CommandDef* def = command::FindCommand("LOCATE");
    ASSERT_NE(def, nullptr);
    const TerminalType* type = FindTerminalType(target->terminal_type, target->protocol);
    ASSERT_NE(type, nullptr);
    auto encoded = command::EncodeCommand(*def, *type, "");
    ASSERT_TRUE(encoded.ok()) << encoded.status().message();
    store::NewCommand c;
    c.uuid = auth::RandomUuid();
    c.target = *target;
    c.user_name = "demo";
    c.command_type = std::string(def->type);
    c.command_name = std::string(def->name);
    c.payload = command::PayloadJson(*encoded);
    c.result_msg = "等待下发";
    c.created_at = SystemNowMs();
    c.expires_at = c.created_at + 600'000;
    auto id = store::InsertCommand(*conn, c);
    ASSERT_TRUE(id.ok()) << id.status().message();
    command = *id;
  }
  // No announcement and no reconnection: only node B's re-read can send it (a generous limit).
  auto asked = terminal.Expect(0x8201, 60'000);
  ASSERT_TRUE(asked.has_value()) << "the unannounced command never reached the terminal on node B";
  terminal.Write(LocateAnswer(terminal, asked->header.serial, base + 5000));
  json::object row = FinishedCommand(a_.http, token, command);
  ASSERT_FALSE(row.empty());
  EXPECT_EQ(Int(row.at("status")), 2) << WriteJson(row);
  EXPECT_FALSE(terminal.Expect(0x8201, 1000).has_value()) << "the command went out twice";
}

// An export made on node B (its worker writes the file into B's folder) downloads through node A:
// A copies it from B over NATS, byte for byte.
TEST_F(ClusterTest, AnExportMadeOnOneNodeDownloadsThroughTheOther) {
  a_ = StartNode("node-a");
  b_ = StartNode("node-b");
  const std::string token = testing::SignIn(a_.http, "demo", "demo123");
  ASSERT_FALSE(token.empty());
  json::value started = Call(b_.http, token, "POST", "/car/v1/accelerate/export/exportDataReport.json?type=3");
  ASSERT_EQ(Int(started.at("flag")), 1) << WriteJson(started);
  const long long id = Int(started.at("obj").at("id"));
  long long status = 0;
  for (auto end = Clock::now() + std::chrono::seconds(60); status != 3 && Clock::now() < end;) {
    json::value list = Call(a_.http, token, "GET", "/car/v1/accelerate/export/listExportRecord.json?pageSize=50");
    for (const auto& r : list.at("obj").at("data").as_array())
      if (Int(r.at("id")) == id) status = Int(r.at("status"));
    if (status != 3) std::this_thread::sleep_for(std::chrono::milliseconds(200));
  }
  ASSERT_EQ(status, 3) << "the export did not finish on node B";
  std::vector<fs::path> made;
  for (const auto& e : fs::recursive_directory_iterator(dir_ / "node-b" / "exports"))
    if (e.is_regular_file()) made.push_back(e.path());
  ASSERT_EQ(made.size(), 1u);
  EXPECT_FALSE(fs::exists(dir_ / "node-a" / "exports" / made[0].filename())) << "made on B only";
  std::string bytes;
  {
    std::ifstream in(made[0], std::ios::binary);
    std::ostringstream all;
    all << in.rdbuf();
    bytes = all.str();
  }
  ASSERT_GT(bytes.size(), 100u);
  auto r = testing::HttpCall(a_.http, "GET", "/car/v1/accelerate/export/download.json?id=" + std::to_string(id),
                             {{"sessionId", token}});
  EXPECT_EQ(r.status, 200);
  ASSERT_EQ(r.body.size(), bytes.size()) << r.body.substr(0, 200);
  EXPECT_TRUE(r.body == bytes) << "the file downloaded through node A differs from node B's";
}

// A watch's voice message uploaded to node B (stored in B's media folder) plays through node A: A
// copies the .amr from B over NATS before decoding it.
TEST_F(ClusterTest, AWatchsVoiceReceivedOnOneNodePlaysThroughTheOther) {
  a_ = StartNode("node-a");
  const int watch_port = testing::FreePort();
  b_ = StartNode("node-b", {"gateway.watch_port=" + std::to_string(watch_port)});
  const std::string admin = testing::SignIn(a_.http, "admin", "admin123");
  ASSERT_FALSE(admin.empty());
  long long group = 0;
  {
    auto c = db_->Acquire();
    group = c->Query("SELECT id FROM groups WHERE parent_id IS NULL ORDER BY id LIMIT 1", {})->at(0).Int(0);
  }
  json::value added = Call(a_.http, admin, "POST", "/car/v4/api/assets/add.json",
                           R"({"assetsBaseVO":{"plate":"小明的工牌","groupId":)" + std::to_string(group) +
                               R"(,"iconType":0,"terminalType":"GPRS-手表","terminalNo":"8800000016"}})");
  ASSERT_EQ(Int(added.at("flag")), 1) << WriteJson(added);
  const long long wearer = Int(added.at("obj").at("vehicleId"));
  int fd = testing::ConnectWithRetry(watch_port);
  ASSERT_GE(fd, 0);
  ::close(fd);
  testing::DeviceSocket watch(watch_port);
  ASSERT_TRUE(watch.connected());
  watch.Send(testing::WatchFrame("8800000016", "LK"));
  ASSERT_EQ(watch.Read(23), "[3G*8800000016*0002*LK]");
  watch.Send(testing::WatchFrame("8800000016", "TK,", *audio::EncodeAmr(testing::Tone(1000, 8000))));
  long long voice = 0;
  for (auto end = Clock::now() + std::chrono::seconds(20); voice == 0 && Clock::now() < end;) {
    json::value list = Call(a_.http, admin, "GET", "/car/v4/api/voice/list.json?vehicleId=" + std::to_string(wearer));
    const auto& rows = list.at("obj").at("data").as_array();
    if (!rows.empty()) voice = Int(rows[0].at("voiceId"));
    if (voice == 0) std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  ASSERT_NE(voice, 0) << "node A never listed the voice message received on B";
  auto wav = testing::HttpCall(
      a_.http, "GET",
      "/car/v4/api/voice/wav.json?vehicleId=" + std::to_string(wearer) + "&voiceId=" + std::to_string(voice),
      {{"sessionId", admin}});
  EXPECT_EQ(wav.status, 200) << wav.body.substr(0, 200);
  EXPECT_EQ(wav.Header("Content-Type"), "audio/wav");
  EXPECT_EQ(wav.body.size(), 44u + 8000u * 2) << "one second of 8 kHz 16-bit samples";
}

}  // namespace
}  // namespace chelian
