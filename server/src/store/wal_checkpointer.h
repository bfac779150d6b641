// Copies the SQLite write-ahead log back into the database file on a thread of its own (PASSIVE
// checkpoints every `interval_ms`), so the position writer, whose connection has automatic
// checkpoints off, never stops committing for one.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>

#include "store/db.h"

namespace chelian::store {

struct WalCheckpointerStats {
  uint64_t checkpoints = 0;
  long long log_frames = 0;     // the last checkpoint: frames in the log
  long long copied_frames = 0;  // ... and of those, frames now in the database file
  double longest_ms = 0;
};

class WalCheckpointer {
 public:
  // `conn`: a connection of its own to the database; owned by the checkpoint thread, which runs at
  // `thread_nice`.
  WalCheckpointer(std::unique_ptr<Connection> conn, int interval_ms, int thread_nice = 0);
  ~WalCheckpointer();  // stops after the checkpoint under way, if any

  WalCheckpointerStats stats() const;

 private:
  void Run();

  std::unique_ptr<Connection> conn_;
  std::chrono::milliseconds interval_;
  mutable std::mutex mu_;
  std::condition_variable cv_;
  bool stop_ = false;           // GUARDED_BY(mu_)
  WalCheckpointerStats stats_;  // GUARDED_BY(mu_)
  std::thread thread_;
};

}  // namespace chelian::store
