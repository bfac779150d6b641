// Benchmark: the overdue evaluation of 电动车租赁 (docs/elec-lease.md) over N contracts (default
// 100,000), each a 12-instalment plan (monthly, or weekly for every third) with a payment history
// that is on time, late, partly paid or stopped; times the pure rules — Evaluate and PlanActions
// under one policy, as the job runs them per contract — R times. Prints figures; never fails. The
// issue's target: ≤ 1 s for 100,000 contracts.
//   bench_lease [--contracts N] [--runs R]
#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

#include "bench_args.h"
#include "lease/lease_rules.h"

using namespace chelian;
using bench::Arg;
using bench::Clock;
using bench::Ms;

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
  return 0;
}
