// The overdue job of 电动车租赁 (docs/elec-lease.md): every `interval_ms` its own thread walks the
// contracts in batches of `batch_size` (bounded memory, a pooled connection, never an I/O or request
// thread), evaluates each with the pure rules (lease_rules.h) under its company's policy, saves the
// result and carries out the graded actions: a notice to the rider, and commands through the command
// pipeline (text/voice, speed limit, lock as 断开油电, and their reversal), each one logged; a step
// whose command failed is sent again with a back-off (D155).
#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/clock.h"
#include "core/status.h"
#include "lease/lease_rules.h"
#include "store/db.h"
#include "store/lease_fleet_repo.h"

namespace chelian::lease {

// What the job needs from the rest of the server (wired by the app, stubbed by tests).
struct LeaseHooks {
  // Hands stored pending commands to the command tracker.
  std::function<Status(const std::vector<long long>& command_ids)> submit_commands;
  // Sends the rider a notice (SMS); the outcome is logged with the action.
  std::function<Status(const std::string& phone, const std::string& text, long long group_id)> notify_rider;
};

struct LeaseJobOptions {
  long long interval_ms = 600'000;  // lease.interval_s; 0: never runs
  int batch_size = 500;             // contracts per read
  int utc_offset_minutes = 480;
  long long command_ttl_ms = 86'400'000;  // a command for an offline bike waits this long
  // The lock goes only on a speed reported this recently (D153): a bike silent for longer may be
  // ridden when it reconnects, so its lock waits for a fresh report of a stop instead of queueing.
  long long speed_fresh_ms = 1'800'000;
  RetryPolicy retry;  // a failed step is sent again (D155)
};

struct LeaseRunStats {
  long long contracts = 0, changed = 0, actions = 0, withheld = 0;
  long long retried = 0, given_up = 0;  // failed steps sent again, and given up after their last try
};

// The policy of a contract of group path `path` among `policies` (longest path first); the default
// when none is an ancestor.
Policy PolicyFor(const std::vector<store::LeasePolicyRow>& policies, const std::string& path);
Policy ToPolicy(const store::LeasePolicyRow& row);

// One pass over every contract that can change (or only `only_id` when > 0), on the caller's thread.
Result<LeaseRunStats> EvaluateLeases(store::Connection& conn, long long now, const LeaseJobOptions& options,
                                     const LeaseHooks& hooks, long long only_id = 0);

class LeaseJob {
 public:
  LeaseJob(store::Database& db, LeaseJobOptions options, LeaseHooks hooks, NowFn now);
  ~LeaseJob();
  LeaseJob(const LeaseJob&) = delete;
  LeaseJob& operator=(const LeaseJob&) = delete;

  void Start();  // first run at once, then every interval
  void Stop();   // idempotent
  Result<LeaseRunStats> RunOnce();
  // One contract at once (after a payment, a termination): its reversal does not wait for the job.
  Result<LeaseRunStats> EvaluateContract(long long contract_id);
  const LeaseJobOptions& options() const { return options_; }

 private:
  void Loop();

  store::Database& db_;
  LeaseJobOptions options_;
  LeaseHooks hooks_;
  NowFn now_;
  std::mutex run_mu_;  // one evaluation at a time (the job's and a payment's)
  std::mutex mu_;
  std::condition_variable cv_;
  bool stopping_ = false;  // GUARDED_BY(mu_)
  std::thread worker_;
};

}  // namespace chelian::lease
