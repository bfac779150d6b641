// Benchmark: one run of the risk job over a fleet (docs/risk.md). Builds N vehicles (default
// 10,000) with a saved state each and A alarm episodes per vehicle in the window (default 6: of the
// fact codes and others, so a share of vehicles match combinations), then times EvaluateFleet —
// load, evaluation, write of what changed in risk_vehicles — R times (the first on an empty table); then
// each tile count of 风控中心 and the big screen over the same fleet (best of R). Prints figures; never
// fails. The targets: ≤ 1 s per run and ≤ 200 ms per tile count with 10,000 vehicles.
//   bench_risk [--vehicles N] [--alarms A] [--runs R] [--db PATH]
#include <cstdio>
#include <filesystem>
#include <set>
#include <string>

#include "api/risk/alarm_categories.h"
#include "bench_args.h"
#include "risk/risk_fleet.h"
#include "store/asset_repo.h"
#include "store/db.h"
#include "store/group_repo.h"
#include "store/migrations.h"
#include "store/risk_counts.h"
#include "store/risk_repo.h"

using namespace chelian;
using bench::Arg;
using bench::Best;
using bench::Clock;
using bench::Ms;
using bench::StrArg;

int main(int argc, char** argv) {
  const long long vehicles = Arg(argc, argv, "--vehicles", 10'000);
  const long long per_vehicle = Arg(argc, argv, "--alarms", 6);
  const int runs = static_cast<int>(Arg(argc, argv, "--runs", 5));
  const std::string path = StrArg(argc, argv, "--db", (std::filesystem::temp_directory_path() / "bench_risk.db"));
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  auto db = store::OpenSqlite(path, 2);
  if (!db.ok()) return std::fprintf(stderr, "open: %s\n", db.status().message().c_str()), 1;
  const long long now = 1'780'000'000'000, day = 86'400'000;
  store::Scope scope;
  const char* codes[] = {"isIllegalRemove", "twoChargeAlarm", "powerDown",         "overSpeed",
                         "inRegionAlarm",   "emergencyAlarm", "outAdminAreaAlarm", "abnormalStayAlarm"};
  {
    auto c = (*db)->Acquire();
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
        // Every third vehicle silent for two days, every fifth parked for four.
        const long long recv = i % 3 == 0 ? now - 2 * day : now - 60'000;
        const int motion = i % 5 == 0 ? 2 : 1;
        if (Status s =
                c->Exec("INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, motion, motion_since) "
                        "SELECT id, ?, ?, 22.5, 114.0, ?, ? FROM devices WHERE asset_id = ?",
                        {recv, recv, motion, now - 4 * day, a->id});
            !s.ok())
          return s;
        // Every 50th vehicle has a second, wireless device too, both silent (a 多设备离线 set); every
        // 20th is settled; every 100th is followed by user 1.
        if (i % 50 == 0 &&
            !c->Exec("INSERT INTO devices (asset_id, terminal_no, long_standby, created_at) VALUES (?, ?, 1, 1)",
                     {a->id, "W" + std::to_string(i)})
                 .ok())
          return InvalidArgument("second device");
        if (i % 20 == 0 && !c->Exec("UPDATE devices SET settled_at = ? WHERE asset_id = ?", {now - day, a->id}).ok())
          return InvalidArgument("settle");
        if (i % 100 == 0 && !c->Exec("INSERT INTO vehicle_concerns (user_id, asset_id, level, remark, created_at, "
                                     "updated_at) VALUES (1, ?, 1, '', 1, 1)",
                                     {a->id})
                                 .ok())
          return InvalidArgument("concern");
        for (long long k = 0; k < per_vehicle; ++k) {
          const char* code = codes[(i * 7 + k * 3) % std::size(codes)];
          if (Status s =
                  c->Exec("INSERT INTO alarms (device_id, asset_id, group_id, code, label, begin_time, begin_lat, "
                          "begin_lon, insert_time, update_time) SELECT id, asset_id, ?, ?, '', ?, 22.5, 114.0, 1, 1 "
                          "FROM devices WHERE asset_id = ?",
                          {fleet.id, code, now - (k + 1) * day / 2, a->id});
              !s.ok())
            return s;
        }
      }
      return Status::Ok();
    });
    if (!st.ok()) return std::fprintf(stderr, "fill: %s\n", st.message().c_str()), 1;
    std::printf("fill: %lld vehicles, %lld alarm episodes in %.0f ms\n", vehicles, vehicles * per_vehicle, Ms(start));
  }
  auto c = (*db)->Acquire();
  for (int r = 0; r < runs; ++r) {
    auto start = Clock::now();
    auto stats = risk::EvaluateFleet(*c, now, risk::RiskOptions{});
    const double total = Ms(start);
    if (!stats.ok()) return std::fprintf(stderr, "run: %s\n", stats.status().message().c_str()), 1;
    std::printf(
        "risk run %d%s: %lld vehicles, %lld fact alarms, %lld risk rows (%lld written): %.0f ms (load %.0f, "
        "evaluate %.0f, write %.0f)\n",
        r + 1, r == 0 ? " (empty table)" : "", stats->vehicles, stats->alarms, stats->hits, stats->written, total,
        stats->load_ms, stats->evaluate_ms, stats->write_ms);
  }
  // The tile counts, as the handlers ask them (expired vehicles hidden, the server's default).
  const long long window = 7 * day, offline_after = 600'000;
  long long n = 0;
  std::printf("tile counts over %lld vehicles, best of %d (ms):\n", vehicles, runs);
  std::printf("  pageHomePageTwo (11 alarm tiles, alarmVehicleNum, settleNum, concernList): %.1f\n", Best(runs, [&] {
                std::set<long long> per_type[11], any;
                (void)store::ForEachAlarmPair(
                    *c, scope, now - window,
                    [&](long long asset, std::string_view code) {
                      per_type[api::risk::CategoryTypeOfCode(code)].insert(asset);
                      any.insert(asset);
                    },
                    now);
                n = static_cast<long long>(any.size()) + store::CountSettled(*c, scope).value() +
                    store::QueryConcerns(*c, scope, 1, 1, 0)->total;
              }));
  std::printf("  queryHomePageRisk (riskTotalNum):                                          %.1f\n",
              Best(runs, [&] { n += store::CountRiskVehicles(*c, scope, now).value(); }));
  std::printf("  longStopNum (parked 3 ~ 30 days):                                          %.1f\n", Best(runs, [&] {
                n += store::CountLongStops(*c, scope, {3, 30}, now, now).value();
              }));
  std::printf("  carVehOfflineNum (多设备离线 sets):                                        %.1f\n",
              Best(runs, [&] { n += store::CountRelatedOffline(*c, scope, now, offline_after).value(); }));
  std::printf("  (%lld settled, %lld sets; checksum %lld)\n", store::CountSettled(*c, scope).value(),
              store::CountRelatedOffline(*c, scope, now, offline_after).value(), n);
  return 0;
}
