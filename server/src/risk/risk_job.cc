// The periodic risk job (risk_job.h).
#include "risk/risk_job.h"

#include <spdlog/spdlog.h>

#include "core/thread_name.h"

namespace chelian::risk {

RiskJob::RiskJob(store::Database& db, RiskJobOptions options, NowFn now)
    : db_(db), options_(options), now_(std::move(now)) {}

RiskJob::~RiskJob() { Stop(); }

void RiskJob::Start() {
  if (options_.interval_ms <= 0 || worker_.joinable()) return;
  worker_ = std::thread([this] { Loop(); });
}

void RiskJob::Stop() {
  {
    std::lock_guard lock(mu_);
    stopping_ = true;
  }
  cv_.notify_all();
  if (worker_.joinable()) worker_.join();
}

Result<FleetRunStats> RiskJob::RunOnce() {
  auto conn = db_.Acquire();
  auto stats = EvaluateFleet(*conn, now_(), options_.rules);
  std::lock_guard lock(mu_);
  ++runs_;
  return stats;
}

long long RiskJob::runs() const {
  std::lock_guard lock(mu_);
  return runs_;
}

void RiskJob::Loop() {
  NameThisThread("risk-job");
  std::unique_lock lock(mu_);
  while (!stopping_) {
    lock.unlock();
    auto stats = RunOnce();
    if (!stats.ok())
      spdlog::warn("risk evaluation failed: {}", stats.status().message());
    else if (stats->hits > 0)
      spdlog::info("risk evaluation: {} vehicles, {} alarms, {} risk rows in {:.0f} ms", stats->vehicles, stats->alarms,
                   stats->hits, stats->load_ms + stats->evaluate_ms + stats->write_ms);
    lock.lock();
    cv_.wait_for(lock, std::chrono::milliseconds(options_.interval_ms), [this] { return stopping_; });
  }
}

}  // namespace chelian::risk
