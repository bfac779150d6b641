// Implementation of the WAL checkpoint thread.
#include "store/wal_checkpointer.h"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "core/thread_name.h"
#include "core/thread_priority.h"

namespace chelian::store {

WalCheckpointer::WalCheckpointer(std::unique_ptr<Connection> conn, int interval_ms, int thread_nice)
    : conn_(std::move(conn)), interval_(std::max(10, interval_ms)) {
  thread_ = std::thread([this, thread_nice] {
    SetThisThreadNice(thread_nice);
    NameThisThread("wal-checkpoint");
    Run();
  });
}

WalCheckpointer::~WalCheckpointer() {
  {
    std::lock_guard lock(mu_);
    stop_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

WalCheckpointerStats WalCheckpointer::stats() const {
  std::lock_guard lock(mu_);
  return stats_;
}

void WalCheckpointer::Run() {
  std::unique_lock lock(mu_);
  while (!cv_.wait_for(lock, interval_, [&] { return stop_; })) {
    lock.unlock();
    auto start = std::chrono::steady_clock::now();
    // One row: busy (0/1), frames in the log, frames copied into the database so far.
    auto r = conn_->Query("PRAGMA wal_checkpoint(PASSIVE)");
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    lock.lock();
    if (!r.ok() || r->empty()) {
      spdlog::warn("WAL checkpoint failed: {}", r.ok() ? "no result" : r.status().message());
      continue;
    }
    ++stats_.checkpoints;
    stats_.log_frames = r->at(0).Int(1);
    stats_.copied_frames = r->at(0).Int(2);
    stats_.longest_ms = std::max(stats_.longest_ms, ms);
  }
}

}  // namespace chelian::store
