// Benchmark: 新国标's monthly compliance report (docs/elec-gb.md) over N e-bikes (default 10,000) in
// one subtree of a past 30-day month: the first run computes every bike's daily tallies from its raw
// fixes (F fixes on one day per bike, the JT/T 808 status word saying GPS + Beidou) and stores them; the next runs read
// the stored days only (the steady state). Prints figures; never fails.
//   bench_gb_monthly [--bikes N] [--fixes F] [--runs R] [--db PATH]
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>

#include "api/gb/gb_compute.h"
#include "bench_args.h"
#include "reports/daily/day_totals.h"
#include "store/asset_repo.h"
#include "store/db.h"
#include "store/group_repo.h"
#include "store/migrations.h"
#include "store/position_folder.h"
#include "store/position_writer.h"

using namespace chelian;
using bench::Arg;
using bench::Clock;
using bench::Ms;
using bench::StrArg;

int main(int argc, char** argv) {
  const long long bikes = Arg(argc, argv, "--bikes", 10'000);
  const long long fixes = Arg(argc, argv, "--fixes", 48);
  const int runs = static_cast<int>(Arg(argc, argv, "--runs", 3));
  const std::string path = StrArg(argc, argv, "--db", (std::filesystem::temp_directory_path() / "bench_gb_monthly.db"));
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  auto db = store::OpenSqlite(path, 2);
  if (!db.ok()) return std::fprintf(stderr, "open: %s\n", db.status().message().c_str()), 1;
  const int month = 202609;  // September 2026: 30 days, long past `now`
  const long long month_start = reports::DayStartOf(20260901, 480);
  const long long now = reports::DayStartOf(20261101, 480);
  store::Scope scope;
  {
    auto c = (*db)->Acquire();
    if (auto m = store::Migrate(*c); !m.ok())
      return std::fprintf(stderr, "migrate: %s\n", m.status().message().c_str()), 1;
    auto root = store::CreateGroup(*c, store::Scope::Everything(), {0, "代理商"}, 1).value();
    auto fleet = store::CreateGroup(*c, store::Scope::Everything(), {root.id, "电动车队"}, 1).value();
    scope = {fleet.id, fleet.path};
    auto start = Clock::now();
    Status st = store::InTransaction(*c, [&]() -> Status {
      for (long long i = 0; i < bikes; ++i) {
        store::NewAsset a{fleet.id, 4, "电" + std::to_string(100000 + i)};
        auto bike = store::CreateAssetWithDevice(*c, scope, a, {std::to_string(14900000000 + i)}, 1);
        if (!bike.ok()) return bike.status();
        auto dev = c->Query("SELECT id FROM devices WHERE asset_id = ?", {bike->id});
        if (!dev.ok()) return dev.status();
        const long long device_id = dev->front().Int(0);
        // One day of the month (the bike's day i % 30), a fix every 30 s from 08:00, a few over 25 km/h.
        const long long day_start = month_start + (i % 30) * 86'400'000LL + 8 * 3'600'000LL;
        for (long long k = 0; k < fixes; ++k) {
          Status s = c->Exec(
              "INSERT INTO positions (device_id, fix_time, recv_time, lat, lon, speed, flags, attributes) "
              "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
              {device_id, day_start + k * 30'000, day_start + k * 30'000, 22.5, 114.0, k % 20 == 5 ? 28.0 : 18.0,
               store::kPositionValid, R"({"signal":25,"statusFlags":786435})"});  // GPS + Beidou
          if (!s.ok()) return s;
        }
      }
      return Status::Ok();
    });
    if (!st.ok()) return std::fprintf(stderr, "seed: %s\n", st.message().c_str()), 1;
    std::printf("seeded %lld e-bikes and %lld fixes in %.0f ms\n", bikes, bikes * fixes, Ms(start));
    // Keyed by (device, time) as the position writer's folder keeps them in a running server; left
    // unfolded, every bike's read would scan the whole unkeyed tail (a report quadratic in bikes).
    start = Clock::now();
    store::PositionFolder folder(*c, 50'000);
    st = folder.Start();
    while (st.ok() && folder.active()) {
      auto step = folder.Step();
      if (!step.ok()) st = step.status();
    }
    if (!st.ok()) return std::fprintf(stderr, "fold: %s\n", st.message().c_str()), 1;
    std::printf("folded the positions into position_keys in %.0f ms\n", Ms(start));
  }
  api::gb::GbSettings settings;
  settings.max_report_bikes = std::max<long long>(bikes, settings.max_report_bikes);
  for (int run = 0; run < runs; ++run) {
    auto c = (*db)->Acquire();
    auto start = Clock::now();
    auto report = api::gb::MonthlyReport(*c, scope, 0, month, settings, now);
    const double ms = Ms(start);
    if (!report.ok()) return std::fprintf(stderr, "report: %s\n", report.status().message().c_str()), 1;
    std::printf(
        "monthly report, %s: %zu bikes, %lld device-days computed, %lld fixes, %lld speeding events, "
        "合规 %lld 不合规 %lld 数据不足 %lld: %.0f ms\n",
        run == 0 ? "first (days computed from fixes)" : "again (stored days)", report->rows.size(),
        report->computed_days, report->total.fixes, report->total.overspeed_events, report->pass, report->fail,
        report->no_data, ms);
  }
  return 0;
}
