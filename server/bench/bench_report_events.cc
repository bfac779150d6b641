// Benchmark (issue #22, D139): 行车统计. (1) A group of 1,000 vehicles × one day of stored positions
// (a fix every 30 s, ACC on 20 min / off 40 min): the whole group from raw positions (before), the
// day rows rebuilt by `admin rebuild-days`' code, then the page from those rows, checked equal to the
// raw answer. (2) A fleet of 10,000 vehicles × 31 days of day rows: the page's first answer and one
// vehicle's month. (3) One vehicle's month of stored positions: the detail (pageAccDetail).
//   bench_report_events [--vehicles 1000] [--fleet 10000] [--days 31] [--interval 30] [--calls 3] [--db PATH]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "api/report/acc_report.h"
#include "app/rebuild_days.h"
#include "bench_args.h"
#include "pipeline/day_shares.h"
#include "reports/daily/day_totals.h"
#include "store/db.h"
#include "store/migrations.h"
#include "store/position_writer.h"
#include "store/vehicle_day_repo.h"

using namespace chelian;
using bench::Arg;
using bench::Best;
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
    static long long next = 17000000000LL;  // terminal numbers stay unique across groups
    for (int i = 0; i < count; ++i) {
      std::string n = std::to_string(next++);
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

// The fixes of one vehicle from `from_ms` to `to_ms`, a fix every `interval_s` (ACC on the first 20
// minutes of every hour at 40 km/h, else off and standing), starting at odometer `*km`.
std::vector<store::PositionRow> Fixes(long long device, long long from_ms, long long to_ms, int interval_s, double lat,
                                      double* km) {
  std::vector<store::PositionRow> rows;
  for (long long t = from_ms; t < to_ms; t += interval_s * 1000LL) {
    bool on = ((t / 60'000) % 60) < 20;
    if (on) *km += 40.0 * interval_s / 3600.0;
    store::PositionRow r;
    r.device_id = device;
    r.fix_time = r.recv_time = t;
    r.lat = lat;
    r.lon = 114.0 + *km * 1e-3;
    r.speed = on ? 40 : 0;
    r.flags = store::kPositionValid | store::kPositionAccKnown | (on ? store::kPositionAccOn : 0);
    r.mileage = *km;
    rows.push_back(r);
  }
  return rows;
}

// One local day of the same pattern as the daily arithmetic counts it (the pipeline's code).
reports::DayTotals PatternDay(long long day_start, int interval_s) {
  std::map<int, reports::DayTotals> days;
  reports::DayCursor cursor;
  double km = 0;
  for (long long t = day_start - 3'600'000; t <= day_start + kDayMs; t += interval_s * 1000LL) {
    bool on = ((t / 60'000) % 60) < 20;
    if (on) km += 40.0 * interval_s / 3600.0;
    reports::TrackSample s;
    s.time_ms = t;
    s.speed_kmh = on ? 40 : 0;
    s.acc = on ? 1 : 0;
    s.mileage_km = km;
    reports::AddFix({}, cursor, s, "", days);
  }
  return days.at(reports::LocalDay(day_start, 480));
}

double Median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  const int vehicles = static_cast<int>(Arg(argc, argv, "--vehicles", 1000));
  const int fleet_size = static_cast<int>(Arg(argc, argv, "--fleet", 10'000));
  const int month = static_cast<int>(Arg(argc, argv, "--days", 31));
  const int interval_s = static_cast<int>(Arg(argc, argv, "--interval", 30));
  const int calls = static_cast<int>(Arg(argc, argv, "--calls", 3));
  const std::string path = StrArg(argc, argv, "--db", "build/bench-data/report_events.db");
  std::filesystem::create_directories(std::filesystem::path(path).parent_path());
  for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(path + s);
  auto db = store::OpenSqlite(path, 2);
  if (!db.ok()) return std::printf("%s\n", db.status().message().c_str()), 1;
  auto conn = (*db)->Acquire();
  if (auto m = store::Migrate(*conn); !m.ok()) return std::printf("%s\n", m.status().message().c_str()), 1;
  const int day = reports::LocalDay(kDay, 480);

  // (1) One day of positions for a group; the whole group from raw positions, as the page did before.
  auto filled = FillGroup(*conn, vehicles);
  if (!filled.ok()) return std::printf("%s\n", filled.status().message().c_str()), 1;
  const auto& [group, devices] = *filled;
  auto start = Clock::now();
  long long rows_written = 0;
  {
    store::PositionWriter writer(store::OpenPositionWriterConnection(path, 256, 65536).value(), {});
    for (size_t v = 0; v < devices.size(); ++v) {
      double km = 0;
      auto rows = Fixes(devices[v], kDay - 6 * 3'600'000LL + static_cast<long long>(v % 30) * 1000,
                        kDay + kDayMs + 6 * 3'600'000LL, interval_s, 22.5 + static_cast<double>(v) * 1e-4, &km);
      rows_written += static_cast<long long>(rows.size());
      while (!writer.Submit(std::move(rows))) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    writer.Flush();
  }
  std::printf("setup: %d vehicles, %lld positions (a fix every %d s) written in %.1f s\n", vehicles, rows_written,
              interval_s, Ms(start) / 1000);
  store::Scope scope{group, "/" + std::to_string(group) + "/"};
  const api::report::AccDays one_day = api::report::AccDaysOf(kDay, kDay + kDayMs - 1000, 480);
  std::vector<double> raw_ms;
  std::vector<api::report::VehicleAcc> raw;
  for (int i = 0; i < calls; ++i) {
    auto t0 = Clock::now();
    auto report =
        api::report::ComputeAccReport(*conn, scope, {.group_id = group}, one_day.from_ms, one_day.to_ms, true);
    raw_ms.push_back(Ms(t0));
    if (!report.ok()) return std::printf("%s\n", report.status().message().c_str()), 1;
    raw = std::move(*report);
  }
  size_t intervals = 0;
  for (const auto& r : raw) intervals += r.intervals.size();
  std::printf("raw positions, whole group (%d vehicles x 1 day): median %.0f ms (%d calls); %zu rows, %zu intervals\n",
              vehicles, Median(raw_ms), calls, raw.size(), intervals);

  start = Clock::now();
  auto rebuilt = RebuildVehicleDays(**db, day, day, 0, {});
  if (!rebuilt.ok()) return std::printf("%s\n", rebuilt.status().message().c_str()), 1;
  std::printf("admin rebuild-days of that day: %lld devices, %lld fixes in %.0f ms\n", rebuilt->devices, rebuilt->fixes,
              Ms(start));
  store::Page<store::AccSum> page;
  double rows_ms = Best(
      calls, [&] { page = api::report::SumAccReport(*conn, scope, {.group_id = group}, one_day, true, 0, 0).value(); });
  size_t same = 0;
  for (const auto& r : raw)
    for (const auto& p : page.rows)
      if (p.vehicle.asset_id == r.vehicle.asset_id && p.ms == r.total_ms() &&
          p.num == static_cast<long long>(r.intervals.size()) && std::abs(p.km - r.total_km()) < 1e-6 &&
          p.first == r.intervals.front().begin_ms && p.last == r.intervals.back().end_ms)
        ++same;
  std::printf("day rows, the same group and day (every row): %.1f ms; %zu of %zu vehicles equal to the raw answer\n",
              rows_ms, same, raw.size());

  // (2) A fleet with a month of day rows (the pattern's day as the pipeline counts it, per vehicle and day).
  auto fleet = FillGroup(*conn, fleet_size);
  if (!fleet.ok()) return std::printf("%s\n", fleet.status().message().c_str()), 1;
  const long long first_start = kDay - static_cast<long long>(month - 1) * kDayMs;
  start = Clock::now();
  Status st = store::InTransaction(*conn, [&]() -> Status {
    std::vector<store::VehicleDayRow> rows;
    for (long long dev : fleet->second) {
      rows.clear();
      for (int d = 0; d < month; ++d) {
        long long day_start = first_start + d * kDayMs;
        static std::map<long long, reports::DayTotals> pattern;
        auto it = pattern.find(day_start);
        if (it == pattern.end()) it = pattern.emplace(day_start, PatternDay(day_start, interval_s)).first;
        rows.push_back(pipeline::DayRowOf(dev, it->second));
      }
      if (Status s = store::ReplaceVehicleDays(*conn, dev, rows.front().day, rows.back().day, rows); !s.ok()) return s;
    }
    return Status::Ok();
  });
  if (!st.ok()) return std::printf("%s\n", st.message().c_str()), 1;
  conn->Exec("ANALYZE");
  std::printf("fleet: %d vehicles x %d days of day rows written in %.1f s\n", fleet_size, month, Ms(start) / 1000);
  store::Scope fleet_scope{fleet->first, "/" + std::to_string(fleet->first) + "/"};
  const api::report::AccDays days = api::report::AccDaysOf(first_start, kDay + kDayMs - 1000, 480);
  long long total = 0;
  double first_page_ms = Best(calls, [&] {
    total = api::report::SumAccReport(*conn, fleet_scope, {.group_id = fleet->first}, days, true, 10, 0).value().total;
  });
  std::printf("行车统计 whole fleet, %d days, first page (10 of %lld): %.1f ms (goal <= 2000)\n", month, total,
              first_page_ms);
  store::ReportTarget one{
      .asset_id = conn->Query("SELECT asset_id FROM devices WHERE id = ?", {fleet->second[fleet->second.size() / 2]})
                      ->front()
                      .Int(0)};
  store::Page<store::AccSum> one_page;
  double one_ms =
      Best(5, [&] { one_page = api::report::SumAccReport(*conn, fleet_scope, one, days, true, 10, 0).value(); });
  std::printf("行车统计 one vehicle's row over %d days (day rows): %.2f ms (goal <= 100); %lld intervals, %lld s on\n",
              month, one_ms, one_page.rows.empty() ? 0 : one_page.rows[0].num,
              one_page.rows.empty() ? 0 : one_page.rows[0].ms / 1000);

  // (3) One vehicle's month of positions: the detail (its intervals from the fixes).
  auto single = FillGroup(*conn, 1);
  if (!single.ok()) return std::printf("%s\n", single.status().message().c_str()), 1;
  {
    store::PositionWriter writer(store::OpenPositionWriterConnection(path, 256, 65536).value(), {});
    double km = 0;
    auto rows = Fixes(single->second[0], first_start - 6 * 3'600'000LL, kDay + kDayMs, interval_s, 23.0, &km);
    rows_written = static_cast<long long>(rows.size());
    while (!writer.Submit(std::move(rows))) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    writer.Flush();
  }
  store::Scope single_scope{single->first, "/" + std::to_string(single->first) + "/"};
  store::ReportTarget single_car{
      .asset_id = conn->Query("SELECT asset_id FROM devices WHERE id = ?", {single->second[0]})->front().Int(0)};
  std::vector<double> detail_ms;
  size_t detail_intervals = 0;
  for (int i = 0; i < 5; ++i) {
    auto t0 = Clock::now();
    auto report = api::report::ComputeAccReport(*conn, single_scope, single_car, days.from_ms, days.to_ms, true);
    detail_ms.push_back(Ms(t0));
    if (!report.ok()) return std::printf("%s\n", report.status().message().c_str()), 1;
    detail_intervals = report->empty() ? 0 : report->front().intervals.size();
  }
  std::printf("pageAccDetail, one vehicle's %d days from %lld positions: median %.1f ms (5 calls), %zu intervals\n",
              month, rows_written, Median(detail_ms), detail_intervals);
  for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(path + s);
  return 0;
}
