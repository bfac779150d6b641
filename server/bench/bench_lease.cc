// Benchmark: the overdue evaluation of 电动车租赁 (docs/elec-lease.md) over N contracts (default
// 100,000), each a 12-instalment plan (monthly, or weekly for every third) with a payment history
// that is on time, late, partly paid or stopped; times the pure rules — Evaluate and PlanActions
// under one policy, as the job runs them per contract — R times; then the job itself
// (EvaluateLeases) over the same contracts stored in SQLite: its first pass, which saves every result
// and stores the graded commands, and the passes after it, which read and write nothing new. Prints
// figures; never fails. The target: ≤ 1 s for 100,000 contracts.
//   bench_lease [--contracts N] [--runs R] [--job 0] [--db PATH]
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "bench_args.h"
#include "lease/lease_job.h"
#include "lease/lease_rules.h"
#include "store/asset_repo.h"
#include "store/db.h"
#include "store/group_repo.h"
#include "store/lease_repo.h"
#include "store/migrations.h"

using namespace chelian;
using bench::Arg;
using bench::Clock;
using bench::Ms;
using bench::StrArg;

int main(int argc, char** argv) {
  const long long n = Arg(argc, argv, "--contracts", 100'000);
  const int runs = static_cast<int>(Arg(argc, argv, "--runs", 5));
  const long long now = 1'790'000'000'000;  // 2026-09-21
  struct Contract {
    std::vector<lease::Due> dues;
    std::vector<lease::Payment> payments;
    lease::Grade applied = lease::Grade::kNone;
    double speed = 0;
  };
  std::mt19937_64 rng(25);
  std::vector<Contract> contracts(static_cast<size_t>(n));
  long long payments = 0;
  for (Contract& c : contracts) {
    const bool weekly = rng() % 3 == 0;
    const long long start = now - static_cast<long long>(rng() % 300) * lease::kDayMs;
    c.dues = lease::PlanDues(start, 12, weekly ? lease::Period::kWeekly : lease::Period::kMonthly, 30000, 480);
    // How this rider pays: 0 on time, 1 late by some days, 2 stopped paying after k instalments, 3 part payments.
    const int habit = static_cast<int>(rng() % 4);
    const size_t stop_after = rng() % c.dues.size();
    for (size_t i = 0; i < c.dues.size() && c.dues[i].due_at <= now; ++i) {
      if (habit == 2 && i >= stop_after) break;
      long long at = c.dues[i].due_at + (habit == 1 ? static_cast<long long>(rng() % 12) * lease::kDayMs : 0);
      if (at > now) break;
      c.payments.push_back({at, habit == 3 ? 20000 : 30000});
    }
    payments += static_cast<long long>(c.payments.size());
    c.applied = static_cast<lease::Grade>(rng() % 5);
    c.speed = static_cast<double>(rng() % 30);
  }
  std::printf("bench_lease: %lld contracts, %lld due items, %lld payments\n", n, n * 12, payments);
  const lease::Policy policy;
  for (int run = 1; run <= runs; ++run) {
    long long overdue = 0, actions = 0, withheld = 0;
    const auto t0 = Clock::now();
    for (const Contract& c : contracts) {
      const lease::Evaluation e = lease::Evaluate({false, c.dues}, c.payments, now, policy);
      const lease::ActionPlan plan = lease::PlanActions(c.applied, e.grade, c.speed, policy);
      overdue += e.status == lease::ContractStatus::kOverdue;
      actions += static_cast<long long>(plan.actions.size());
      withheld += plan.lock_withheld;
    }
    const double ms = Ms(t0);
    std::printf("run %d: %.1f ms (%.0f ns per contract); %lld overdue, %lld actions, %lld locks withheld\n", run, ms,
                ms * 1e6 / static_cast<double>(n), overdue, actions, withheld);
  }
  if (Arg(argc, argv, "--job", 1) == 0) return 0;

  // The job over the database: the same contracts (plans and payments) stored as the API stores them,
  // each on an e-bike of its own with a JT/T 808 tracker; none has a latest state (no speed known),
  // so the locks stay withheld as for a bike offline.
  const std::string path = StrArg(argc, argv, "--db", (std::filesystem::temp_directory_path() / "bench_lease.db"));
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  spdlog::set_level(spdlog::level::warn);  // not the migrations' lines
  auto db = store::OpenSqlite(path, 2);
  if (!db.ok()) return std::fprintf(stderr, "open: %s\n", db.status().message().c_str()), 1;
  auto c = (*db)->Acquire();
  if (auto m = store::Migrate(*c); !m.ok())
    return std::fprintf(stderr, "migrate: %s\n", m.status().message().c_str()), 1;
  auto root = store::CreateGroup(*c, store::Scope::Everything(), {0, "代理商"}, 1).value();
  auto company = store::CreateGroup(*c, store::Scope::Everything(), {root.id, "租赁公司"}, 1).value();
  const store::Scope scope{company.id, company.path};
  auto seed_start = Clock::now();
  Status seeded = store::InTransaction(*c, [&]() -> Status {
    for (size_t i = 0; i < contracts.size(); ++i) {
      const std::string no = std::to_string(100000 + i);
      auto bike =
          store::CreateAssetWithDevice(*c, scope, {company.id, 4, "租" + no}, {std::to_string(14800000000 + i)}, 1);
      if (!bike.ok()) return bike.status();
      store::LeaseContract k;
      k.asset_id = bike->id;
      k.contract_no = "HT" + no;
      k.rider_name = "骑手" + no;
      k.rider_id_no = "110101199001011237";
      k.rider_phone = "139" + no.substr(1) + "00";
      k.start_at = contracts[i].dues.front().due_at;
      k.term = static_cast<int>(contracts[i].dues.size());
      k.rent = 30000;
      std::vector<store::LeaseDueRow> dues;
      for (const lease::Due& d : contracts[i].dues)
        dues.push_back({static_cast<int>(dues.size()) + 1, d.due_at, d.amount});
      auto id = store::InsertLeaseContract(*c, scope, k, dues, now);
      if (!id.ok()) return id.status();
      for (const lease::Payment& pay : contracts[i].payments) {
        store::LeasePaymentRow row;
        row.contract_id = *id;
        row.paid_at = pay.paid_at;
        row.amount = pay.amount;
        row.method = "现金";
        row.created_at = now;
        if (auto added = store::InsertLeasePayment(*c, row); !added.ok()) return added.status();
      }
    }
    return Status::Ok();
  });
  if (!seeded.ok()) return std::fprintf(stderr, "seed: %s\n", seeded.message().c_str()), 1;
  std::printf("job: seeded %lld contracts in %.0f ms (%s)\n", n, Ms(seed_start), path.c_str());
  const lease::LeaseJobOptions options;  // batches of 500, as the server runs it
  for (int run = 1; run <= runs; ++run) {
    const auto t0 = Clock::now();
    const std::clock_t cpu0 = std::clock();  // the process's CPU: on a shared machine, what wall time hides
    auto stats = lease::EvaluateLeases(*c, now, options, {});
    if (!stats.ok()) return std::fprintf(stderr, "job: %s\n", stats.status().message().c_str()), 1;
    const double ms = Ms(t0);
    const double cpu_ms = 1000.0 * static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
    std::printf(
        "job pass %d: %.0f ms, CPU %.0f ms (%.1f µs per contract); %lld read, %lld changed, %lld actions logged, "
        "%lld locks withheld\n",
        run, ms, cpu_ms, ms * 1e3 / static_cast<double>(n), stats->contracts, stats->changed, stats->actions,
        stats->withheld);
  }
  return 0;
}
