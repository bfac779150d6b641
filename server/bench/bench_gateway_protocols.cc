// Benchmark (issue 24): the gateway's figures per protocol side by side — JT/T 808, 3G* watch, H02
// and OsmAnd HTTP — against the whole server in this process with storage off (decode +
// acknowledge, like part 1 of scripts/bench-gateway.sh): messages/s with one message in flight per
// connection, and server memory per idle connection (RSS growth over connections that each sent
// one message). Options: --connections N (200), --seconds S (5 per protocol), --idle N (1000).
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "app/config.h"
#include "app/server_app.h"
#include "bench_args.h"
#include "core/clock.h"
#include "sim/device_frames.h"
#include "sim/wearable_frames.h"
#include "tests/gateway_ports.h"

using namespace chelian;

namespace {

// What one protocol's devices send and how its answers end.
struct Load {
  std::string protocol;
  std::string title;
  std::function<std::string(int device, int n)> message;  // one exchange's bytes
  std::string answer_end;                                 // the bytes that end an answer
  int ends_per_answer = 1;                                // JT/T 808: 0x7E opens and closes a frame
  int messages_per_exchange = 1;                          // watch: UD (unanswered) + LK
};

sim::Fix FixAt(int device, int n) {
  sim::Fix f;
  f.time_ms = SystemNowMs() / 1000 * 1000;
  f.where = {22.5 + device * 1e-4, 114.05 + n * 1e-5};
  f.speed_kmh = 30;
  f.course = 90;
  f.acc = true;
  return f;
}

std::string Text(const Bytes& b) { return std::string(b.begin(), b.end()); }

// A device number: `format` with the device's index.
std::string Number(const char* format, int device) {
  char id[32];
  std::snprintf(id, sizeof id, format, device);
  return id;
}

std::vector<Load> Loads() {
  return {
      {"jt808", "JT/T 808 (0x0200 → 0x8001)",
       [](int d, int n) {
         sim::Jt808Terminal t{Number("1390000%04d", d), false};
         return Text(sim::Jt808Location(t, static_cast<uint16_t>(n), FixAt(d, n)));
       },
       "\x7e", 2, 1},
      {"watch", "3G* watch (UD + LK → LK)",
       [](int d, int n) {
         std::string who = Number("88%08d", d);
         return sim::WatchPosition(who, FixAt(d, n), n) + sim::WatchLink(who, n, 80);
       },
       "]", 1, 2},
      {"h02", "H02 (V1 → V4)", [](int d, int n) { return sim::H02Position(Number("42%08d", d), FixAt(d, n)); }, "#", 1,
       1},
      {"osmand", "OsmAnd HTTP (GET → 200)",
       [](int d, int n) { return sim::OsmAndRequest(Number("51%06d", d), FixAt(d, n)); }, "\r\n\r\n", 1, 1},
  };
}

int Connect(int port) {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_port = htons(static_cast<uint16_t>(port));
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  int one = 1;
  ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
    ::close(fd);
    return -1;
  }
  return fd;
}

void SendAll(int fd, const std::string& bytes) {
  size_t sent = 0;
  while (sent < bytes.size()) {
    ssize_t n = ::send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) return;
    sent += static_cast<size_t>(n);
  }
}

// One connection of a run: its socket and how much of the awaited answer has arrived.
struct Device {
  int fd = -1;
  int sent = 0;
  int ends = 0;      // answer ends seen for the exchange in flight
  size_t match = 0;  // bytes of answer_end matched so far (answers may arrive split)
};

// Reads what arrived on `d`; true when the exchange in flight is answered.
bool Answered(Device& d, const Load& load) {
  char buf[4096];
  ssize_t n = ::recv(d.fd, buf, sizeof buf, MSG_DONTWAIT);
  for (ssize_t i = 0; i < n; ++i) {
    d.match = buf[i] == load.answer_end[d.match] ? d.match + 1 : (buf[i] == load.answer_end[0] ? 1 : 0);
    if (d.match == load.answer_end.size()) {
      d.match = 0;
      ++d.ends;
    }
  }
  if (d.ends < load.ends_per_answer) return false;
  d.ends -= load.ends_per_answer;
  return true;
}

std::vector<Device> Open(const Load& load, int port, int count, int first) {
  std::vector<Device> devices;
  for (int i = 0; i < count; ++i) {
    Device d;
    d.fd = Connect(port);
    if (d.fd < 0) break;
    SendAll(d.fd, load.message(first + i, d.sent++));
    devices.push_back(d);
  }
  return devices;
}

// Waits until every device's exchange in flight is answered (or `seconds` pass); returns the
// answered count. With `again`, each answered device sends its next exchange at once.
long long Pump(std::vector<Device>& devices, const Load& load, double seconds, bool again, int first) {
  std::vector<pollfd> fds(devices.size());
  for (size_t i = 0; i < devices.size(); ++i) fds[i] = {devices[i].fd, POLLIN, 0};
  long long answered = 0;
  size_t waiting = devices.size();
  auto start = bench::Clock::now();
  while (bench::Ms(start) < seconds * 1000 && (again || waiting > 0)) {
    if (::poll(fds.data(), fds.size(), 100) <= 0) continue;
    for (size_t i = 0; i < fds.size(); ++i) {
      if (!(fds[i].revents & POLLIN)) continue;
      if (!Answered(devices[i], load)) continue;
      ++answered;
      if (!again) --waiting;
      if (again) SendAll(devices[i].fd, load.message(first + static_cast<int>(i), devices[i].sent++));
    }
  }
  return answered;
}

void CloseAll(std::vector<Device>& devices) {
  for (Device& d : devices) ::close(d.fd);
  devices.clear();
}

long long RssBytes() {
  long pages = 0, resident = 0;
  if (std::FILE* f = std::fopen("/proc/self/statm", "r")) {
    if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
    std::fclose(f);
  }
  return resident * ::sysconf(_SC_PAGESIZE);
}

}  // namespace

int main(int argc, char** argv) {
  const int connections = static_cast<int>(bench::Arg(argc, argv, "--connections", 200));
  const double seconds = static_cast<double>(bench::Arg(argc, argv, "--seconds", 5));
  const int idle = static_cast<int>(bench::Arg(argc, argv, "--idle", 1000));
  rlimit files{};
  ::getrlimit(RLIMIT_NOFILE, &files);
  files.rlim_cur = files.rlim_max;
  ::setrlimit(RLIMIT_NOFILE, &files);

  auto dir = std::filesystem::temp_directory_path() / ("chelian_bench_protocols_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  std::vector<std::string> sets = {"http.port=0",
                                   "gateway.host=127.0.0.1",
                                   "gateway.store=off",
                                   "log.level=warn",
                                   "gateway.logins_per_minute_per_address=0",
                                   "store.sqlite_path=" + (dir / "db.sqlite").string()};
  for (const Load& l : Loads()) sets.push_back("gateway." + l.protocol + "_port=0");
  auto config = Config::Load("", testing::GatewaysOff(sets));
  if (!config.ok()) return std::printf("%s\n", config.status().message().c_str()), 1;
  auto app = ServerApp::Create(*config);
  if (!app.ok() || !(*app)->Start().ok()) return std::printf("server did not start\n"), 1;

  std::printf("gateway per protocol, storage off, server and clients in one process on a shared machine (%u cores):\n",
              std::thread::hardware_concurrency());
  std::printf(
      "| protocol | messages/s (%d connections, one exchange in flight, %.0f s) | bytes per idle connection (%d) |\n",
      connections, seconds, idle);
  std::printf("|---|---|---|\n");
  int first = 0;
  for (const Load& load : Loads()) {
    int port = (*app)->gateway_port(load.protocol);
    auto devices = Open(load, port, connections, first);
    Pump(devices, load, 10, false, first);  // sign-ins answered: the ramp left out
    for (size_t i = 0; i < devices.size(); ++i)
      SendAll(devices[i].fd, load.message(first + static_cast<int>(i), devices[i].sent++));
    auto start = bench::Clock::now();
    long long answered = Pump(devices, load, seconds, true, first);
    double rate = static_cast<double>(answered * load.messages_per_exchange) / (bench::Ms(start) / 1000);
    CloseAll(devices);
    first += connections;
    std::this_thread::sleep_for(std::chrono::milliseconds(500));  // the server forgets them

    long long before = RssBytes();
    auto quiet = Open(load, port, idle, first);
    long long signed_in = Pump(quiet, load, 20, false, first);
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    long long after = RssBytes();
    size_t opened = quiet.size();
    CloseAll(quiet);
    first += idle;
    std::printf("| %s | %.0f | %lld (%zu connected, %lld answered; RSS %.1f → %.1f MB) |\n", load.title.c_str(), rate,
                opened ? (after - before) / static_cast<long long>(opened) : 0, opened, signed_in, before / 1048576.0,
                after / 1048576.0);
    std::fflush(stdout);
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
  }
  (*app)->Stop();
  std::filesystem::remove_all(dir);
  return 0;
}
