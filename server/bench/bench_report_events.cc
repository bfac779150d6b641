// Benchmark (issue #22): 行车统计 (pageAccReport's computation, api/report/acc_report.h) for a group of
// 1,000 vehicles × one day of stored positions (a fix every 30 s, ACC on 20 min / off 40 min), SQLite
// on disk, read from raw positions as the report does. Prints the time for the whole group (the
// page's answer needs every vehicle to count its total) and for one vehicle's day.
//   bench_report_events [--vehicles 1000] [--interval 30] [--calls 3] [--db build/bench-data/report_events.db]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "api/report/acc_report.h"
#include "bench_args.h"
#include "store/db.h"
#include "store/migrations.h"
#include "store/position_writer.h"

using namespace chelian;
using bench::Arg;
using bench::Clock;
using bench::Ms;
using bench::StrArg;

namespace {

constexpr long long kDay = 1'795'708'800'000LL;  // 2026-11-27 00:00 in China
constexpr long long kDayMs = 86'400'000;

// A group with `count` vehicles, one device each; returns the group id and the devices.
Result<std::pair<long long, std::vector<long long>>> FillGroup(store::Connection& conn, int count) {
  long long group = 0;
  std::vector<long long> devices;
  Status s = store::InTransaction(conn, [&]() -> Status {
    auto g =
        conn.Query("INSERT INTO groups (parent_id, name, path, created_at) VALUES (NULL, '压测', '', 0) RETURNING id");
    if (!g.ok()) return g.status();
    group = g->at(0).Int(0);
    if (Status u = conn.Exec("UPDATE groups SET path = ? WHERE id = ?", {"/" + std::to_string(group) + "/", group});
        !u.ok())
      return u;
    for (int i = 0; i < count; ++i) {
      std::string n = std::to_string(17000000000LL + i);
      auto a = conn.Query("INSERT INTO assets (group_id, plate, created_at) VALUES (?, ?, 0) RETURNING id",
                          {group, "测" + n.substr(5)});
      if (!a.ok()) return a.status();
      auto d = conn.Query(
          "INSERT INTO devices (asset_id, terminal_no, sim, mac, created_at) VALUES (?, ?, ?, '', 0) RETURNING id",
          {a->at(0).Int(0), n, n});
      if (!d.ok()) return d.status();
      devices.push_back(d->at(0).Int(0));
    }
    return Status::Ok();
  });
  if (!s.ok()) return s;
  return std::make_pair(group, devices);
}

}  // namespace

int main(int argc, char** argv) {
  const int vehicles = static_cast<int>(Arg(argc, argv, "--vehicles", 1000));
  const int interval_s = static_cast<int>(Arg(argc, argv, "--interval", 30));
  const int calls = static_cast<int>(Arg(argc, argv, "--calls", 3));
  std::string path = "build/bench-data/report_events.db";
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], "--db") == 0) path = argv[i + 1];
  std::filesystem::create_directories(std::filesystem::path(path).parent_path());
  for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(path + s);
  auto conn = store::OpenSqliteConnection(path).value();
  if (auto m = store::Migrate(*conn); !m.ok()) return std::printf("%s\n", m.status().message().c_str()), 1;
  auto filled = FillGroup(*conn, vehicles);
  if (!filled.ok()) return std::printf("%s\n", filled.status().message().c_str()), 1;
  const auto& [group, devices] = *filled;

  // One day per vehicle (and the 6 h before, read to know the state at midnight).
  auto start = Clock::now();
  long long rows_written = 0;
  {
    store::PositionWriter writer(store::OpenPositionWriterConnection(path, 256, 65536).value(), {});
    for (size_t v = 0; v < devices.size(); ++v) {
      std::vector<store::PositionRow> rows;
      double km = 0;
      for (long long t = kDay - 6 * 3'600'000LL + static_cast<long long>(v % 30) * 1000; t < kDay + kDayMs;
           t += interval_s * 1000LL) {
        bool on = ((t / 60'000) % 60) < 20;  // ACC on for the first 20 minutes of every hour
        if (on) km += 40.0 * interval_s / 3600.0;
        store::PositionRow r;
        r.device_id = devices[v];
        r.fix_time = r.recv_time = t;
        r.lat = 22.5 + static_cast<double>(v) * 1e-4;
        r.lon = 114.0 + km * 1e-3;
        r.speed = on ? 40 : 0;
        r.flags = store::kPositionValid | store::kPositionAccKnown | (on ? store::kPositionAccOn : 0);
        r.mileage = km;
        rows.push_back(r);
      }
      rows_written += static_cast<long long>(rows.size());
      while (!writer.Submit(std::move(rows))) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    writer.Flush();
  }
  std::printf("setup: %d vehicles, %lld positions (a fix every %d s) written in %.1f s\n", vehicles, rows_written,
              interval_s, Ms(start) / 1000);

  store::Scope scope{group, "/" + std::to_string(group) + "/"};
  std::vector<double> group_ms;
  size_t rows = 0, intervals = 0;
  for (int i = 0; i < calls; ++i) {
    auto t0 = Clock::now();
    auto report = api::report::ComputeAccReport(*conn, scope, {.group_id = group}, kDay, kDay + kDayMs - 1, true);
    group_ms.push_back(Ms(t0));
    if (!report.ok()) return std::printf("%s\n", report.status().message().c_str()), 1;
    rows = report->size();
    intervals = 0;
    for (const auto& r : *report) intervals += r.intervals.size();
  }
  std::sort(group_ms.begin(), group_ms.end());
  std::printf(
      "pageAccReport, whole group (%d vehicles × 1 day): median %.0f ms, max %.0f ms (%d calls); %zu rows, %zu "
      "ACC-on intervals\n",
      vehicles, group_ms[group_ms.size() / 2], group_ms.back(), calls, rows, intervals);

  std::vector<double> one_ms;
  for (int i = 0; i < 20; ++i) {
    store::ReportTarget target;
    target.asset_id =
        conn->Query("SELECT asset_id FROM devices WHERE id = ?", {devices[static_cast<size_t>(i) % devices.size()]})
            ->front()
            .Int(0);
    auto t0 = Clock::now();
    auto report = api::report::ComputeAccReport(*conn, scope, target, kDay, kDay + kDayMs - 1, true);
    one_ms.push_back(Ms(t0));
    if (!report.ok()) return std::printf("%s\n", report.status().message().c_str()), 1;
  }
  std::sort(one_ms.begin(), one_ms.end());
  std::printf("pageAccDetail, one vehicle's day: median %.1f ms, max %.1f ms (20 calls)\n", one_ms[10], one_ms.back());
  conn.reset();
  for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(path + s);
  return 0;
}
