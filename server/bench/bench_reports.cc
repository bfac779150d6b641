// Benchmark: the reports that read daily aggregates (docs/reports.md). Builds N vehicles (default
// 10,000) with D days (default 31) of vehicle_days rows and a latest state each (a third offline for
// days), then times 里程报表 for the whole fleet to the first page, one vehicle's month (里程明细),
// 离线统计 over the fleet, and the pipeline's upsert of day shares. Prints figures; never fails.
//   bench_reports [--vehicles N] [--days D] [--db PATH]
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "bench_args.h"
#include "reports/daily/day_totals.h"
#include "store/asset_repo.h"
#include "store/db.h"
#include "store/group_repo.h"
#include "store/migrations.h"
#include "store/vehicle_day_repo.h"

using namespace chelian;
using bench::Arg;
using bench::Clock;
using bench::Ms;
using bench::StrArg;

namespace {

// The best of `runs` timings of `fn` (the first run also warms the page cache).
template <typename Fn>
double Best(int runs, Fn fn) {
  double best = 1e18;
  for (int i = 0; i < runs; ++i) {
    auto start = Clock::now();
    fn();
    best = std::min(best, Ms(start));
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  const long long vehicles = Arg(argc, argv, "--vehicles", 10'000);
  const int days = static_cast<int>(Arg(argc, argv, "--days", 31));
  const std::string path = StrArg(argc, argv, "--db", (std::filesystem::temp_directory_path() / "bench_reports.db"));
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  auto db = store::OpenSqlite(path, 2);
  if (!db.ok()) return std::fprintf(stderr, "open: %s\n", db.status().message().c_str()), 1;
  const int offset = 480;
  const long long now = reports::DayStartOf(20261101, offset) + days * 86'400'000LL + 3'600'000;
  const int first_day = 20261101, last_day = reports::LocalDay(now, offset) - 1;
  store::Scope scope;
  long long one_vehicle = 0;
  auto c = (*db)->Acquire();
  {
    if (auto m = store::Migrate(*c); !m.ok())
      return std::fprintf(stderr, "migrate: %s\n", m.status().message().c_str()), 1;
    auto root = store::CreateGroup(*c, store::Scope::Everything(), {0, "代理商"}, 1).value();
    auto fleet = store::CreateGroup(*c, store::Scope::Everything(), {root.id, "车队"}, 1).value();
    scope = {fleet.id, fleet.path};
    auto start = Clock::now();
    Status st = store::InTransaction(*c, [&]() -> Status {
      for (long long i = 0; i < vehicles; ++i) {
        auto a = store::CreateAssetWithDevice(*c, scope, {fleet.id, 1, "粤B" + std::to_string(10000 + i)},
                                              {std::to_string(13900000000 + i)}, 1);
        if (!a.ok()) return a.status();
        if (i == vehicles / 2) one_vehicle = a->id;
      }
      return Status::Ok();
    });
    if (!st.ok()) return std::fprintf(stderr, "fill: %s\n", st.message().c_str()), 1;
    auto ids = store::ListDeviceIds(*c).value();
    st = store::InTransaction(*c, [&]() -> Status {
      std::vector<store::VehicleDayRow> rows;
      for (long long dev : ids) {
        rows.clear();
        double km = 1000 + dev % 500;
        for (int d = 0; d < days; ++d) {
          store::VehicleDayRow r;
          r.device_id = dev;
          r.day = reports::LocalDay(reports::DayStartOf(first_day, offset) + d * 86'400'000LL, offset);
          long long t0 = reports::DayStartOf(r.day, offset);
          r.first_time = t0 + 7 * 3'600'000;
          r.last_time = t0 + 19 * 3'600'000;
          r.mileage_begin = km;
          r.driven_km = static_cast<double>((dev * 7 + d * 13) % 300);
          km += r.driven_km;
          r.mileage_end = km;
          r.online_s = 12 * 3600;
          r.driving_s = 4 * 3600;
          r.acc_on_s = 5 * 3600;
          r.stops = 6;
          rows.push_back(r);
        }
        if (Status s = store::ReplaceVehicleDays(*c, dev, first_day, last_day, rows); !s.ok()) return s;
        // A third of the fleet silent for 1–20 days.
        long long recv = dev % 3 == 0 ? now - (1 + dev % 20) * 86'400'000LL : now - 60'000;
        if (Status s = c->Exec("INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, mileage) VALUES "
                               "(?, ?, ?, ?, ?, ?)",
                               {dev, recv, recv, 22.5, 114.0, km});
            !s.ok())
          return s;
      }
      return Status::Ok();
    });
    if (!st.ok()) return std::fprintf(stderr, "fill: %s\n", st.message().c_str()), 1;
    c->Exec("ANALYZE");
    std::printf("fill: %lld vehicles x %d days in %.0f ms\n", vehicles, days, Ms(start));
  }
  store::DayReportFilter fleet;
  fleet.from_day = first_day;
  fleet.to_day = last_day;
  fleet.limit = 10;
  long long total = -1;
  double ms = Best(3, [&] { total = store::SumMileage(*c, scope, fleet).value().total; });
  std::printf("里程报表 whole fleet, %d days, first page (10 of %lld): %.1f ms (goal <= 2000)\n", days, total, ms);
  store::DayReportFilter one = fleet;
  one.vehicle_id = one_vehicle;
  one.limit = 31;
  ms = Best(5, [&] { total = store::ListVehicleDays(*c, scope, one).value().total; });
  std::printf("里程明细 one vehicle's month (%lld days): %.1f ms (goal <= 100)\n", total, ms);
  ms = Best(5, [&] { total = store::SumMileage(*c, scope, one).value().total; });
  std::printf("里程报表 one vehicle, %d days: %.1f ms\n", days, ms);
  store::DayReportFilter off;
  off.limit = 50;
  ms = Best(5, [&] { total = store::ListOfflineVehicles(*c, scope, off, now - 1440 * 60'000LL, 0).value().total; });
  std::printf("离线统计 over %lld vehicles, offline >= 1 day, first page (50 of %lld): %.1f ms (goal <= 300)\n",
              vehicles, total, ms);
  // The pipeline's side: one batch's shares (one per device) upserted in one transaction.
  std::vector<store::VehicleDayRow> shares;
  const std::vector<long long> devices = store::ListDeviceIds(*c).value();
  for (long long dev : devices) {
    store::VehicleDayRow r;
    r.device_id = dev;
    r.day = last_day;
    r.first_time = r.last_time = reports::DayStartOf(last_day, offset) + 20 * 3'600'000;
    r.driven_km = 0.1;
    r.online_s = 10;
    shares.push_back(r);
  }
  auto start = Clock::now();
  Status up = store::AddVehicleDays(*c, shares);
  double up_ms = Ms(start);
  std::printf("day shares upserted: %zu in %.1f ms (%.0f/s)%s\n", shares.size(), up_ms,
              shares.size() / (up_ms / 1000.0), up.ok() ? "" : " FAILED");
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  return 0;
}
