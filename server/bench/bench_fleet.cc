// Benchmark (issue #21): 车辆管理's vehicle table of a group holding 50,000 vehicles — the whole
// server in this process, SQLite on disk, half the devices with a latest state. Prints the latency
// of listVehicleByGroupRds.json's first page (40 rows, as the page asks), of a page deep in the
// table, and of getLocationData.json for the group's last vehicle (target: first page ≤ 150 ms).
//   bench_fleet [--vehicles 50000] [--calls 50]
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "app/admin_cli.h"
#include "app/config.h"
#include "app/server_app.h"
#include "tests/gateway_ports.h"
#include "tests/http_client.h"

using namespace chelian;
using Clock = std::chrono::steady_clock;

namespace {

struct Figures {
  double p50 = 0, p95 = 0, max = 0;
};

Figures Summarise(std::vector<double> ms) {
  if (ms.empty()) return {};
  std::sort(ms.begin(), ms.end());
  auto at = [&](double q) {
    return ms[std::min(ms.size() - 1, static_cast<size_t>(q * static_cast<double>(ms.size())))];
  };
  return {at(0.5), at(0.95), ms.back()};
}

// `target` called `n` times one after the other; the latency of each answer with flag 1, in ms.
std::vector<double> Latencies(int port, const std::string& token, const std::string& target, int n) {
  std::vector<double> out;
  for (int i = 0; i < n; ++i) {
    auto start = Clock::now();
    auto r = testing::HttpCall(port, "GET", target, {{"sessionId", token}});
    double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    if (r.status == 200 && r.body.find("\"flag\":1") != std::string::npos) out.push_back(ms);
  }
  return out;
}

// A group under the demo company with `count` vehicles, each with a JT/T 808 device; every other
// device has a latest state. Returns the group id and the last vehicle's id.
Result<std::pair<long long, long long>> FillGroup(store::Database& db, int count) {
  auto conn = db.Acquire();
  auto parent = conn->Query("SELECT id, path FROM groups WHERE name = '顺达物流有限公司'");
  if (!parent.ok() || parent->empty()) return NotFound("demo company missing");
  long long now =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
          .count();
  long long group = 0, last = 0;
  Status s = store::InTransaction(*conn, [&]() -> Status {
    auto g =
        conn->Query("INSERT INTO groups (parent_id, name, path, created_at) VALUES (?, '压测车队', '', ?) RETURNING id",
                    {parent->at(0).Int(0), now});
    if (!g.ok()) return g.status();
    group = g->at(0).Int(0);
    if (Status u = conn->Exec("UPDATE groups SET path = ? WHERE id = ?",
                              {parent->at(0).Text(1) + std::to_string(group) + "/", group});
        !u.ok())
      return u;
    for (int i = 0; i < count; ++i) {
      std::string n = std::to_string(17000000000LL + i);
      auto a =
          conn->Query("INSERT INTO assets (group_id, plate, remark, created_at) VALUES (?, ?, '压测', ?) RETURNING id",
                      {group, "测" + n.substr(5), now});
      if (!a.ok()) return a.status();
      last = a->at(0).Int(0);
      auto d = conn->Query(
          "INSERT INTO devices (asset_id, terminal_no, sim, mac, created_at) VALUES (?, ?, ?, '', ?) RETURNING id",
          {last, n, n, now});
      if (!d.ok()) return d.status();
      if (i % 2 == 0) {
        if (Status st =
                conn->Exec("INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, motion, motion_since) "
                           "VALUES (?, ?, ?, 22.5, 114.0, 2, ?)",
                           {d->at(0).Int(0), now - 60'000, now - 60'000, now - 3'600'000});
            !st.ok())
          return st;
      }
    }
    return Status::Ok();
  });
  if (!s.ok()) return s;
  return std::make_pair(group, last);
}

}  // namespace

int main(int argc, char** argv) {
  int vehicles = 50000, calls = 50;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string flag = argv[i];
    if (flag == "--vehicles") vehicles = std::atoi(argv[i + 1]);
    if (flag == "--calls") calls = std::atoi(argv[i + 1]);
  }
  auto dir = std::filesystem::temp_directory_path() / ("chelian_bench_fleet_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  auto config = Config::Load("", testing::GatewaysOff({"http.port=0", "auth.captcha=off", "log.level=warn",
                                                       "store.sqlite_path=" + (dir / "db.sqlite").string()}));
  if (!config.ok()) return std::printf("%s\n", config.status().message().c_str()), 1;
  if (RunAdminCommand(*config, {"demo-seed", "--vehicles", "10"}) != 0) return 1;
  long long group = 0, last = 0;
  {
    auto db = OpenConfiguredDatabase(*config);
    if (!db.ok()) return std::printf("%s\n", db.status().message().c_str()), 1;
    auto start = Clock::now();
    auto filled = FillGroup(**db, vehicles);
    if (!filled.ok()) return std::printf("%s\n", filled.status().message().c_str()), 1;
    std::tie(group, last) = *filled;
    std::printf("filled a group with %d vehicles in %.1f s\n", vehicles,
                std::chrono::duration<double>(Clock::now() - start).count());
  }
  auto app = ServerApp::Create(*config);
  if (!app.ok() || !(*app)->Start().ok()) return std::printf("server did not start\n"), 1;
  int port = (*app)->http_port();
  std::string token = testing::SignIn(port, "demo", "demo123");
  if (token.empty()) return std::printf("sign-in failed\n"), 1;
  std::string list = "/car/v1/api/vehicle/listVehicleByGroupRds.json?groupId=" + std::to_string(group);
  Latencies(port, token, list + "&pageNumber=1&pageSize=40", 3);  // warm the page cache
  Figures first = Summarise(Latencies(port, token, list + "&pageNumber=1&pageSize=40", calls));
  Figures deep =
      Summarise(Latencies(port, token, list + "&pageSize=40&pageNumber=" + std::to_string(vehicles / 40 / 2), calls));
  Figures locate = Summarise(Latencies(
      port, token, "/car/v1/api/group/getLocationData.json?pageSize=40&vehicleId=" + std::to_string(last), calls));
  std::printf(
      "vehicle table, group of %d vehicles, first page (40): p50 %.1f ms  p95 %.1f ms  max %.1f ms (target ≤ 150 ms)\n",
      vehicles, first.p50, first.p95, first.max);
  std::printf("vehicle table, page %d:                              p50 %.1f ms  p95 %.1f ms  max %.1f ms\n",
              vehicles / 40 / 2, deep.p50, deep.p95, deep.max);
  std::printf("getLocationData of the last vehicle:                 p50 %.1f ms  p95 %.1f ms  max %.1f ms\n",
              locate.p50, locate.p95, locate.max);
  (*app)->Stop();
  std::filesystem::remove_all(dir);
  return 0;
}
