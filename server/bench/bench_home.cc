// Benchmark: the big screen's counts (数据中心 首页, docs/data-center.md) over N vehicles (default
// 10,000) in one subtree: each query behind pageHomePageOne (vehicle states, expiry buckets, device
// kinds, the three trend series, longStopNum, carVehOfflineNum) and provinceCounts' last points with the geocoder, each
// timed separately (best of R runs), plus the query plans. Prints figures; never fails.
//   bench_home [--vehicles N] [--runs R] [--db PATH]
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <string>

#include "api/home/home_trends.h"
#include "api/home/province_counts.h"
#include "bench_args.h"
#include "geo/reverse_geocoder.h"
#include "store/asset_repo.h"
#include "store/db.h"
#include "store/group_repo.h"
#include "store/home_repo.h"
#include "store/like_pattern.h"
#include "store/migrations.h"
#include "store/risk_counts.h"

using namespace chelian;
using bench::Arg;
using bench::Clock;
using bench::Ms;
using bench::StrArg;

namespace {

constexpr long long kDayMs = 86'400'000;

// Best time of `runs` calls of `f` in ms.
double Best(int runs, const std::function<void()>& f) {
  double best = 1e18;
  for (int i = 0; i < runs; ++i) {
    auto start = Clock::now();
    f();
    best = std::min(best, Ms(start));
  }
  return best;
}

void Plan(store::Connection& c, const std::string& name, const std::string& sql, const store::Params& params) {
  auto rows = c.Query("EXPLAIN QUERY PLAN " + sql, params);
  if (!rows.ok()) return;
  std::printf("  plan of %s:\n", name.c_str());
  for (const auto& r : *rows) std::printf("    %s\n", r.Text(3).c_str());
}

}  // namespace

int main(int argc, char** argv) {
  const long long vehicles = Arg(argc, argv, "--vehicles", 10'000);
  const int runs = static_cast<int>(Arg(argc, argv, "--runs", 5));
  const std::string path = StrArg(argc, argv, "--db", (std::filesystem::temp_directory_path() / "bench_home.db"));
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  auto db = store::OpenSqlite(path, 2);
  if (!db.ok()) return std::fprintf(stderr, "open: %s\n", db.status().message().c_str()), 1;
  const long long now = 1'780'000'000'000;
  store::Scope scope, other;
  {
    auto c = (*db)->Acquire();
    if (auto m = store::Migrate(*c); !m.ok())
      return std::fprintf(stderr, "migrate: %s\n", m.status().message().c_str()), 1;
    auto root = store::CreateGroup(*c, store::Scope::Everything(), {0, "代理商"}, 1).value();
    auto fleet = store::CreateGroup(*c, store::Scope::Everything(), {root.id, "车队"}, 1).value();
    auto foreign = store::CreateGroup(*c, store::Scope::Everything(), {root.id, "别家"}, 1).value();
    scope = {fleet.id, fleet.path};
    other = {foreign.id, foreign.path};
    auto start = Clock::now();
    Status st = store::InTransaction(*c, [&]() -> Status {
      for (long long i = 0; i < vehicles; ++i) {
        // A tenth of the fleet in another subtree, so the scope filter has something to leave out.
        const store::Scope& s = i % 10 == 9 ? other : scope;
        store::NewDevice d{std::to_string(13900000000 + i)};
        d.long_standby = i % 7 == 6 ? 1 : 0;
        d.terminal_type = i % 3 == 0 ? "GT06" : "GPRS-部标";
        auto a = store::CreateAssetWithDevice(*c, s, {s.group_id, 1, "粤B" + std::to_string(10000 + i)}, d,
                                              now - (i % 400) * kDayMs);
        if (!a.ok()) return a.status();
      }
      // Four in five reported (spread over China's box, some of them long ago); expiries around
      // now; one in twenty settled.
      if (Status s = c->Exec("INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon) "
                             "SELECT id, ? - (id % 50) * 3600000, ? - (id % 50) * 3600000, 22 + (id % 200) * 0.12, "
                             "100 + (id % 300) * 0.08 FROM devices WHERE id % 5 <> 0",
                             {now, now});
          !s.ok())
        return s;
      if (Status s = c->Exec("UPDATE devices SET activated_at = created_at + 86400000, "
                             "expires_at = ? + (id % 120 - 30) * 86400000 WHERE id % 5 <> 0",
                             {now});
          !s.ok())
        return s;
      return c->Exec("UPDATE devices SET settled_at = ? - (id % 300) * 86400000 WHERE id % 20 = 0", {now});
    });
    if (!st.ok()) return std::fprintf(stderr, "fill: %s\n", st.message().c_str()), 1;
    (void)c->Exec("ANALYZE", {});
    std::printf("fill: %lld vehicles (%lld in the measured subtree) in %.0f ms\n", vehicles, vehicles - vehicles / 10,
                Ms(start));
  }
  auto c = (*db)->Acquire();
  auto geocoder = geo::ReverseGeocoder::FromFile(geo::ReverseGeocoder::DefaultDataPath());
  const geo::ReverseGeocoder* g = geocoder.ok() ? geocoder->get() : nullptr;
  long long n = 0;
  std::printf("pageHomePageOne, best of %d (ms):\n", runs);
  std::printf("  vehicle states (vehNum, online, offline, never): %.1f\n",
              Best(runs, [&] { n = store::CountVehicleStates(*c, scope, now - 600'000)->vehicles; }));
  std::printf("  expiry buckets (expiredOne..FourNum):           %.1f\n",
              Best(runs, [&] { n = store::CountExpiry(*c, scope, now)->expired; }));
  std::printf("  device kinds (wired, wireless, typeList):       %.1f\n",
              Best(runs, [&] { n = store::CountDeviceKinds(*c, scope)->wired; }));
  std::printf("  trends (3 series, 30 days and 12 months):       %.1f\n", Best(runs, [&] {
                n = static_cast<long long>(api::ReadTrends(*c, scope, now, 480)->thirty_days.size());
              }));
  std::printf("  longStopNum (user's range, hidden expired):     %.1f\n", Best(runs, [&] {
                n = store::CountLongStops(*c, scope, {7, 30}, now, now).value();
              }));
  std::printf("  carVehOfflineNum (多设备离线 sets):             %.1f\n",
              Best(runs, [&] { n = store::CountRelatedOffline(*c, scope, now, 600'000).value(); }));
  std::printf("  the whole call's queries:                       %.1f\n", Best(runs, [&] {
                (void)store::CountVehicleStates(*c, scope, now - 600'000);
                (void)store::CountExpiry(*c, scope, now);
                (void)store::CountDeviceKinds(*c, scope);
                (void)api::ReadTrends(*c, scope, now, 480);
                (void)store::CountLongStops(*c, scope, {7, 30}, now, now);  // longStopNum
                (void)store::CountRelatedOffline(*c, scope, now, 600'000);  // carVehOfflineNum
              }));
  api::ProvinceCounts provinces;
  std::printf("provinceCounts, uncached (last points + geocoder): %.1f ms (%s)\n",
              Best(runs, [&] { provinces = api::CountProvinces(store::ListLastPoints(*c, scope).value(), g, now); }),
              g ? "geocoder loaded" : "no geocoder data");
  std::printf("  %lld located in %zu provinces, %lld not located\n", provinces.located, provinces.counts.size(),
              provinces.unlocated);
  const std::string like = store::LikePrefix(scope.group_path);
  Plan(*c, "expiry",
       "SELECT COUNT(*) FROM devices d JOIN assets a ON a.id = d.asset_id JOIN groups g ON g.id = a.group_id "
       "WHERE g.path LIKE ? ESCAPE '\\' AND d.settled_at = 0 AND d.expires_at > 0 AND d.expires_at <= ?",
       {like, now + 30 * kDayMs});
  Plan(*c, "settled trend",
       "SELECT (d.settled_at + 0) / 86400000 AS day, COUNT(DISTINCT a.id) FROM devices d JOIN assets a ON a.id = "
       "d.asset_id JOIN groups g ON g.id = a.group_id WHERE g.path LIKE ? ESCAPE '\\' AND d.settled_at >= ? GROUP BY "
       "day",
       {like, now - 30 * kDayMs});
  Plan(*c, "vehicle states",
       "SELECT a.id, MAX(s.recv_time) FROM assets a JOIN groups g ON g.id = a.group_id LEFT JOIN devices d ON "
       "d.asset_id = a.id LEFT JOIN device_state s ON s.device_id = d.id WHERE g.path LIKE ? ESCAPE '\\' GROUP BY a.id",
       {like});
  std::printf("(checksum %lld)\n", n);
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  return 0;
}
