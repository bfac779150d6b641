// Benchmark: 车辆续费 in the store (docs/renewal.md). Builds a scope of N vehicles (default 20,000),
// half of them activated with an expiry, then measures the first page of the expiry list (the
// renewal page's first call), a filtered page (expired only), and renewals paid in coins from T
// threads on their own connections, each renewal one transaction with the conditional debit —
// renewals per second and that the coins spent match the renewals made. Prints figures; never fails.
//   bench_renewal [--vehicles N] [--threads T] [--renewals R per thread] [--db PATH]
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "bench_args.h"
#include "store/asset_repo.h"
#include "store/db.h"
#include "store/group_repo.h"
#include "store/migrations.h"
#include "store/renewal_repo.h"

using namespace chelian;
using bench::Arg;
using bench::Clock;
using bench::Ms;
using bench::StrArg;

namespace {}  // namespace

int main(int argc, char** argv) {
  const long long vehicles = Arg(argc, argv, "--vehicles", 20'000);
  const int threads = static_cast<int>(Arg(argc, argv, "--threads", 4));
  const int renewals = static_cast<int>(Arg(argc, argv, "--renewals", 250));
  const std::string path = StrArg(argc, argv, "--db", (std::filesystem::temp_directory_path() / "bench_renewal.db"));
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  auto db = store::OpenSqlite(path, threads + 1);
  if (!db.ok()) return std::fprintf(stderr, "open: %s\n", db.status().message().c_str()), 1;
  store::Scope scope;
  long long payer = 0;
  const long long now = 1'780'000'000'000;
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
      }
      // Half activated a year ago, some of those expired.
      return c->Exec(
          "UPDATE devices SET activated_at = ?, expires_at = ? + (id % 400 - 100) * 86400000 "
          "WHERE id % 2 = 0",
          {now - 365LL * 86'400'000, now});
    });
    if (!st.ok()) return std::fprintf(stderr, "fill: %s\n", st.message().c_str()), 1;
    payer = c->Query(
                 "INSERT INTO users (username, password_hash, group_id, role_id, coins, created_at) "
                 "VALUES ('payer', 'x', ?, 2, 100000000, 1) RETURNING id",
                 {fleet.id})
                ->at(0)
                .Int(0);
    std::printf("fill: %lld vehicles in %.0f ms\n", vehicles, Ms(start));
  }
  {
    auto c = (*db)->Acquire();
    store::ExpireQuery q;
    q.now = now;
    q.limit = 30;
    auto start = Clock::now();
    auto page = store::QueryExpire(*c, scope, q);
    std::printf("pageVehicleExpire first page (30 of %lld): %.1f ms\n", page.ok() ? page->total : -1, Ms(start));
    q.state = 1;
    start = Clock::now();
    page = store::QueryExpire(*c, scope, q);
    std::printf("pageVehicleExpire expired only (30 of %lld): %.1f ms\n", page.ok() ? page->total : -1, Ms(start));
  }
  std::atomic<long long> ok{0}, failed{0};
  auto start = Clock::now();
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      auto c = (*db)->Acquire();
      for (int i = 0; i < renewals; ++i) {
        long long asset = 1 + (static_cast<long long>(t) * renewals + i) % vehicles;
        auto row = store::GetExpireRow(*c, scope, asset);
        if (!row.ok()) {
          ++failed;
          continue;
        }
        auto r = store::RenewVehicles(*c, {payer, "payer", scope.group_id}, false, {*row}, 12, now);
        (r.ok() ? ok : failed)++;
      }
    });
  for (auto& th : pool) th.join();
  const double ms = Ms(start);
  auto c = (*db)->Acquire();
  auto balance = store::CoinBalance(*c, payer);
  const long long spent = 100'000'000 - (balance.ok() ? *balance : 0);
  std::printf("renewals: %lld ok, %lld failed from %d threads in %.0f ms: %.0f renewals/s, %.2f ms each\n", ok.load(),
              failed.load(), threads, ms, ok.load() * 1000.0 / ms, ms / std::max<long long>(1, ok.load()) * threads);
  std::printf("coins spent %lld for %lld one-year renewals (expected %lld)\n", spent, ok.load(), ok.load() * 5);
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  return 0;
}
