// Durability under a crash: with gateway.ack = committed, a chelian-server process is killed with
// SIGKILL while devices are sending; after restarting, every position the devices had seen
// acknowledged must be in the database. The control run (ack = received, nothing committed yet)
// shows the check finds what a crash loses.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <map>
#include <set>
#include <thread>

#include "child_server.h"
#include "core/bytes.h"
#include "gateway_ports.h"
#include "jt808_terminal.h"
#include "protocol/jt808/packet.h"
#include "sim/demo_fleet.h"
#include "sim/device_frames.h"
#include "store/db.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;

using testing::ConnectWithRetry;
using testing::FreePort;
using testing::StartServer;

struct CrashOutcome {
  size_t acked = 0, missing = 0;
};

// Runs 32 devices against a server started with `settings`, kills it with SIGKILL mid-stream,
// restarts it and counts the acknowledged fixes that are not stored.
void RunCrash(const std::vector<std::string>& settings, CrashOutcome* out) {
  fs::path dir = fs::path(::testing::TempDir()) / ("chelian_crash_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  std::string db = (dir / "db.sqlite").string();
  int jt808 = FreePort();
  std::vector<std::string> sets =
      testing::GatewaysOff({"store.sqlite_path=" + db, "http.port=" + std::to_string(FreePort()),
                            "gateway.jt808_port=" + std::to_string(jt808), "gateway.jt808_auth=require",
                            "gateway.host=127.0.0.1", "log.level=error"});
  sets.insert(sets.end(), settings.begin(), settings.end());
  {
    ASSERT_EQ(system((std::string(CHELIAN_SERVER_BINARY) + " --set store.sqlite_path=" + db +
                      " admin demo-seed --vehicles 40 > /dev/null")
                         .c_str()),
              0);
  }
  pid_t server = StartServer(sets);
  // 32 JT/T 808 devices, each on its own connection, keep sending locations with rising times.
  struct Device {
    sim::Jt808Terminal terminal;
    std::unique_ptr<testing::TestTerminal> link;  // signed in (gateway.jt808_auth = require)
    int fd = -1;
    std::string inbox;
    std::map<uint16_t, long long> sent;  // serial → fix time
    std::set<long long> acked;           // fix times acknowledged
  };
  std::vector<Device> devices;
  int up = ConnectWithRetry(jt808);  // the server listens
  ASSERT_GE(up, 0);
  ::close(up);
  for (int i = 0; devices.size() < 32; ++i) {
    sim::DemoVehicle v = sim::DemoVehicleAt(i);
    if (v.protocol != "jt808") continue;
    Device d;
    d.terminal = {v.terminal_no, false};
    d.link = std::make_unique<testing::TestTerminal>(jt808, d.terminal);
    ASSERT_TRUE(d.link->SignIn()) << v.terminal_no;
    d.fd = d.link->fd();
    devices.push_back(std::move(d));
  }
  long long t0 = 1'720'000'000'000;
  auto send_round = [&](int round) {
    for (auto& d : devices) {
      sim::Fix f;
      f.time_ms = t0 + round * 1000LL;
      f.where = {22.5 + round * 1e-4, 114.0};
      f.speed_kmh = 30;
      f.valid = true;
      f.acc = true;
      uint16_t serial = static_cast<uint16_t>(round + 1);
      Bytes frame = sim::Jt808Location(d.terminal, serial, f);
      d.sent[serial] = f.time_ms;
      ::send(d.fd, frame.data(), frame.size(), MSG_NOSIGNAL);
    }
  };
  auto read_acks = [&](int timeout_ms) {
    for (auto& d : devices) {
      pollfd p{d.fd, POLLIN, 0};
      while (::poll(&p, 1, timeout_ms) > 0) {
        char buf[4096];
        ssize_t n = ::recv(d.fd, buf, sizeof buf, 0);
        if (n <= 0) break;
        d.inbox.append(buf, static_cast<size_t>(n));
        for (uint16_t s : testing::AckedLocationSerials(d.inbox)) d.acked.insert(d.sent[s]);
        timeout_ms = 0;
      }
    }
  };
  for (int round = 0; round < 60; ++round) {
    send_round(round);
    read_acks(round < 40 ? 200 : 0);  // the last rounds are still in flight when the server dies
  }
  ::kill(server, SIGKILL);
  ::waitpid(server, nullptr, 0);
  read_acks(100);  // acknowledgements already on the wire before the kill still count
  size_t acked = 0;
  for (auto& d : devices) acked += d.acked.size();
  ASSERT_GT(acked, 32u * 30);  // the server was working before it died
  out->acked = acked;

  // Restart normally (recovers the WAL), then check every acknowledged fix is stored.
  pid_t again = StartServer(sets);
  int probe = ConnectWithRetry(jt808);
  ASSERT_GE(probe, 0);
  ::close(probe);
  ::kill(again, SIGINT);
  ::waitpid(again, nullptr, 0);
  auto conn = store::OpenSqliteConnection(db).value();
  size_t missing = 0;
  for (auto& d : devices) {
    auto id = conn->Query("SELECT id FROM devices WHERE terminal_no = ?", {d.terminal.phone})->at(0).Int(0);
    auto rows = conn->Query("SELECT fix_time FROM stored_positions WHERE device_id = ?", {id});
    std::set<long long> stored;
    for (const auto& r : *rows) stored.insert(r.Int(0));
    for (long long t : d.acked) missing += stored.count(t) ? 0 : 1;
    d.link.reset();
  }
  out->acked = acked;
  out->missing = missing;
  conn.reset();
  fs::remove_all(dir);
}

TEST(Crash, AcknowledgedPositionsSurviveSigkill) {
  CrashOutcome r;
  RunCrash({"gateway.ack=committed", "store.batch_delay_ms=30"}, &r);
  EXPECT_EQ(r.missing, 0u) << "of " << r.acked << " acknowledged positions";
}

// The control: acknowledged on receipt, nothing committed before the kill (one long batch, and
// connections never paused for storage).
TEST(Crash, WithReceivedAcksTheCheckSeesTheLoss) {
  CrashOutcome r;
  RunCrash({"gateway.ack=received", "store.batch_delay_ms=600000", "store.batch_rows=1000000",
            "gateway.max_inflight=100000"},
           &r);
  EXPECT_GT(r.missing, 0u) << "of " << r.acked << " acknowledged positions";
}

}  // namespace
}  // namespace chelian
