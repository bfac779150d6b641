// Deletes old alarms, commands and logs in the background (store.alarm_keep_days,
// store.command_keep_days, store.log_keep_days): every few minutes, through the pool, a bounded
// step per transaction with a pause between steps, so other writers wait at most one step.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>

#include "core/clock.h"
#include "store/db.h"

namespace chelian::store {

struct RetentionOptions {
  int alarm_keep_days = 0;  // 0: kept forever
  int command_keep_days = 0;
  int log_keep_days = 0;
  size_t step_rows = 5000;
  std::chrono::milliseconds every{std::chrono::minutes(10)};  // between sweeps
  std::chrono::milliseconds pause{50};                        // between steps
};

class RetentionSweeper {
 public:
  RetentionSweeper(Database& db, RetentionOptions options, NowFn now);
  ~RetentionSweeper();  // stops after the step under way

  // True when any of the keys keeps rows for a limited time (else the sweeper need not run).
  static bool Needed(const RetentionOptions& options);
  // One sweep over every table now, on the caller's thread (tests, the first sweep). Returns rows deleted.
  uint64_t SweepOnce();
  uint64_t deleted() const;

 private:
  void Run();

  Database& db_;
  RetentionOptions options_;
  NowFn now_;
  mutable std::mutex mu_;
  std::condition_variable cv_;
  bool stop_ = false;     // GUARDED_BY(mu_)
  uint64_t deleted_ = 0;  // GUARDED_BY(mu_)
  std::thread thread_;
};

}  // namespace chelian::store
