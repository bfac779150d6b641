// The periodic risk job: its own thread runs EvaluateFleet every `interval_ms` (risk.interval_s)
// with a pooled connection, never on an I/O or request thread. A failed run is logged and retried
// at the next interval.
#pragma once

#include <condition_variable>
#include <mutex>
#include <thread>

#include "core/clock.h"
#include "risk/risk_fleet.h"
#include "store/db.h"

namespace chelian::risk {

struct RiskJobOptions {
  long long interval_ms = 300'000;  // 0: never runs
  RiskOptions rules;
};

class RiskJob {
 public:
  RiskJob(store::Database& db, RiskJobOptions options, NowFn now);
  ~RiskJob();
  RiskJob(const RiskJob&) = delete;
  RiskJob& operator=(const RiskJob&) = delete;

  void Start();  // first run at once, then every interval
  void Stop();   // idempotent
  // Runs once on the caller's thread (tests, the admin CLI).
  Result<FleetRunStats> RunOnce();
  long long runs() const;

 private:
  void Loop();

  store::Database& db_;
  RiskJobOptions options_;
  NowFn now_;
  mutable std::mutex mu_;
  std::condition_variable cv_;
  bool stopping_ = false;  // GUARDED_BY(mu_)
  long long runs_ = 0;     // GUARDED_BY(mu_)
  std::thread worker_;
};

}  // namespace chelian::risk
