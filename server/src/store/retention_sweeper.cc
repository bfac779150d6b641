// Implementation of the background sweeper of old alarms, commands and logs.
#include "store/retention_sweeper.h"

#include <spdlog/spdlog.h>

#include "core/thread_name.h"
#include "store/retention.h"

namespace chelian::store {

RetentionSweeper::RetentionSweeper(Database& db, RetentionOptions options, NowFn now)
    : db_(db), options_(options), now_(std::move(now)) {
  thread_ = std::thread([this] {
    NameThisThread("retention");
    Run();
  });
}

RetentionSweeper::~RetentionSweeper() {
  {
    std::lock_guard lock(mu_);
    stop_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

bool RetentionSweeper::Needed(const RetentionOptions& o) {
  return o.alarm_keep_days > 0 || o.command_keep_days > 0 || o.log_keep_days > 0;
}

uint64_t RetentionSweeper::deleted() const {
  std::lock_guard lock(mu_);
  return deleted_;
}

uint64_t RetentionSweeper::SweepOnce() {
  uint64_t total = 0;
  auto sweep = [&](int keep_days, const std::vector<PurgeTable>& tables) {
    if (keep_days <= 0) return;
    const long long cutoff = now_() - static_cast<long long>(keep_days) * 86'400'000;
    for (const PurgeTable& t : tables) {
      long long after = 0;
      while (true) {
        {
          std::unique_lock lock(mu_);
          if (stop_) return;
        }
        Result<PurgeStepResult> step = [&] {
          auto conn = db_.Acquire();
          return PurgeRowsStep(*conn, t, cutoff, options_.step_rows, &after);
        }();
        if (!step.ok()) {
          spdlog::error("retention: {} not purged: {}", t.table, step.status().message());
          break;
        }
        total += step->deleted;
        if (step->done) break;
        std::unique_lock lock(mu_);
        cv_.wait_for(lock, options_.pause, [this] { return stop_; });
      }
    }
  };
  sweep(options_.alarm_keep_days, AlarmTables());
  sweep(options_.command_keep_days, CommandTables());
  sweep(options_.log_keep_days, LogTables());
  std::lock_guard lock(mu_);
  deleted_ += total;
  return total;
}

void RetentionSweeper::Run() {
  std::unique_lock lock(mu_);
  // The first sweep a minute after the start, then every options_.every.
  auto wait = std::min<std::chrono::milliseconds>(options_.every, std::chrono::minutes(1));
  while (!cv_.wait_for(lock, wait, [this] { return stop_; })) {
    lock.unlock();
    uint64_t n = SweepOnce();
    if (n) spdlog::info("retention: deleted {} old alarm, command and log rows", n);
    lock.lock();
    wait = options_.every;
  }
}

}  // namespace chelian::store
