// Benchmark: commands to vehicles end to end — the whole server in-process, the simulator
// (chelian-sim, a separate process) as N terminals. Prints: the time from down.json to the
// terminal's answer stored (polled) and to the status on /ws/live, for 立即定位 one at a time; and
// a batch 立即定位 to every vehicle (commandDownBatch.json) until all are acknowledged.
//   bench_commands [--devices 500] [--single 100]
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <random>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "app/admin_cli.h"
#include "app/config.h"
#include "app/server_app.h"
#include "core/json.h"
#include "tests/gateway_ports.h"
#include "tests/http_client.h"
#include "tests/ws_client.h"

using namespace chelian;
namespace fs = std::filesystem;
namespace json = boost::json;
using Clock = std::chrono::steady_clock;

namespace {

double Ms(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

double Percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<size_t>(p * static_cast<double>(v.size())))];
}

long long Int(const json::value& v) { return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double()); }

struct Api {
  int port;
  std::string token;
  json::value Call(const std::string& method, const std::string& target, const std::string& body = "") const {
    std::vector<std::pair<std::string, std::string>> headers = {{"sessionId", token}};
    if (!body.empty()) headers.emplace_back("Content-Type", "application/json");
    bool ok = false;
    return ParseJson(testing::HttpCall(port, method, target, headers, body).body, &ok);
  }
};

}  // namespace

int main(int argc, char** argv) {
  int devices = 500, single = 100;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string a = argv[i];
    if (a == "--devices")
      devices = std::atoi(argv[i + 1]);
    else if (a == "--single")
      single = std::atoi(argv[i + 1]);
  }
  fs::path dir = fs::temp_directory_path() / ("chelian_bench_commands_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  Config config = Config::Load("", testing::GatewaysOff({"http.port=0", "gateway.jt808_port=0", "gateway.gt06_port=0",
                                                         "gateway.host=127.0.0.1", "auth.captcha=off", "log.level=warn",
                                                         "store.sqlite_path=" + (dir / "db.sqlite").string(),
                                                         "media.dir=" + (dir / "media").string()}))
                      .value();
  if (RunAdminCommand(config, {"demo-seed", "--vehicles", std::to_string(devices)}) != 0) return 1;
  auto app = std::move(ServerApp::Create(config).value());
  if (!app->Start().ok()) return 1;
  int port = app->http_port();
  std::string sim = (fs::read_symlink("/proc/self/exe").parent_path() / "chelian-sim").string();
  pid_t pid = ::fork();
  if (pid == 0) {
    std::vector<std::string> args = {sim,
                                     "--devices",
                                     std::to_string(devices),
                                     "--jt808-port",
                                     std::to_string(app->gateway_port("jt808")),
                                     "--gt06-port",
                                     std::to_string(app->gateway_port("gt06")),
                                     "--interval",
                                     "10",
                                     "--parked-interval",
                                     "30"};
    std::vector<char*> argv2;
    for (auto& a : args) argv2.push_back(a.data());
    argv2.push_back(nullptr);
    ::freopen("/dev/null", "w", stdout);
    ::execv(argv2[0], argv2.data());
    ::_exit(127);
  }
  bool ok = false;
  auto login = ParseJson(
      testing::HttpCall(port, "POST", "/oauth/v4/token", {{"Content-Type", "application/x-www-form-urlencoded"}},
                        "username=admin&password=admin123")
          .body,
      &ok);
  Api api{port, std::string(login.at("obj").at("sessionId").as_string())};

  // Every vehicle id, and wait until the terminals are connected.
  json::value assets = api.Call("GET", "/car/v4/api/assets/list.json?pageNumber=1&pageSize=100000&childFlag=1&state=0");
  std::vector<long long> ids;
  for (const auto& a : assets.at("obj").at("data").as_array()) ids.push_back(Int(a.at("vehicleId")));
  std::string id_list;
  for (long long id : ids) id_list += (id_list.empty() ? "" : ",") + std::to_string(id);
  auto start_wait = Clock::now();
  long long online = 0;
  while (Clock::now() - start_wait < std::chrono::seconds(120)) {
    json::value check = api.Call("POST", "/car/v1/api/command/checkCommandDownBatchTer.json",
                                 "{\"commandType\":\"LOCATE\",\"vehicleIds\":[" + id_list + "]}");
    online = 0;
    for (const auto& s : check.at("obj").at("support").as_array()) online += Int(s.at("online"));
    if (online == static_cast<long long>(ids.size())) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
  }
  std::printf("terminals connected: %lld of %zu (chelian-sim)\n", online, ids.size());

  testing::WsClient ws;
  ws.Connect(port, "/ws/live?sessionId=" + api.token);
  ws.Receive(2000);
  ws.SendText(R"({"type":"subscribe","all":1})");
  ws.Receive(2000);  // subscribed

  // One command at a time: stored answer (polled every 2 ms) and status on the live socket.
  std::vector<double> stored, pushed;
  std::mt19937 random(7);
  for (int i = 0; i < single; ++i) {
    // A random pause, so sending is not in step with the live push's flush clock.
    std::this_thread::sleep_for(std::chrono::milliseconds(std::uniform_int_distribution<int>(0, 250)(random)));
    long long vehicle = ids[static_cast<size_t>(i) % ids.size()];
    auto t0 = Clock::now();
    json::value r =
        api.Call("POST", "/car/v1/api/command/down.json",
                 "{\"vehicleId\":" + std::to_string(vehicle) + ",\"commandType\":\"LOCATE\",\"commandMsg\":\"\"}");
    if (Int(r.at("flag")) != 1) continue;
    long long id = Int(r.at("obj").at("id"));
    bool seen_stored = false, seen_pushed = false;
    while (Clock::now() - t0 < std::chrono::seconds(10) && !(seen_stored && seen_pushed)) {
      if (!seen_stored) {
        json::value c = api.Call("GET", "/car/v1/api/command/getCommand.json?id=" + std::to_string(id));
        if (Int(c.at("obj").at("status")) == 2) {
          stored.push_back(Ms(Clock::now() - t0));
          seen_stored = true;
        }
      }
      if (auto msg = ws.Receive(2)) {
        json::value m = ParseJson(*msg, &ok);
        if (ok && m.at("type").as_string() == "commands")
          for (const auto& c : m.at("data").as_array())
            if (Int(c.at("id")) == id && Int(c.at("status")) == 2 && !seen_pushed) {
              pushed.push_back(Ms(Clock::now() - t0));
              seen_pushed = true;
            }
      }
    }
  }
  std::printf(
      "立即定位 one at a time (%zu): answer stored p50 %.1f ms, p99 %.1f ms; on /ws/live p50 %.1f ms, p99 %.1f ms "
      "(live push flushes every 250 ms)\n",
      stored.size(), Percentile(stored, 0.5), Percentile(stored, 0.99), Percentile(pushed, 0.5),
      Percentile(pushed, 0.99));

  // A batch to every vehicle, until all are acknowledged.
  auto t0 = Clock::now();
  json::value batch = api.Call("POST", "/car/v1/api/command/commandDownBatch.json",
                               "{\"commandType\":\"LOCATE\",\"commandMsg\":\"\",\"vehicleIds\":[" + id_list + "]}");
  double accepted_ms = Ms(Clock::now() - t0);
  std::string batch_id(batch.at("obj").at("batchId").as_string());
  long long total = Int(batch.at("obj").at("accepted")), acked = 0;
  while (Clock::now() - t0 < std::chrono::seconds(120)) {
    json::value page =
        api.Call("GET", "/car/v1/accelerate/report/commandReport/pageCommandReport.json?pageSize=1&status=2&batchId=" +
                            batch_id);
    acked = Int(page.at("obj").at("total"));
    if (acked >= total) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  double all_ms = Ms(Clock::now() - t0);
  std::printf(
      "batch 立即定位 to %lld vehicles: request answered in %.0f ms; %lld acknowledged after %.0f ms = %.0f "
      "commands/s\n",
      total, accepted_ms, acked, all_ms, acked / std::max(0.001, all_ms / 1000));
  ::kill(pid, SIGTERM);
  ::waitpid(pid, nullptr, 0);
  app->Stop();
  fs::remove_all(dir);
  return 0;
}
