// Packs the months of positions that have ended, in the background on a connection of its own: an
// hour after the start, then every `every`. PostgreSQL: PackEndedPositionMonths (D160); SQLite:
// PackPositionDays (D168), which stops between vehicle-days when the server stops.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

#include "core/clock.h"
#include "store/db.h"

namespace chelian::store {

class PositionMonthPacker {
 public:
  PositionMonthPacker(std::unique_ptr<Connection> conn, NowFn now,
                      std::chrono::milliseconds every = std::chrono::hours(6));
  ~PositionMonthPacker();  // waits for a month being packed

 private:
  void Run();

  std::unique_ptr<Connection> conn_;
  NowFn now_;
  std::chrono::milliseconds every_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::atomic<bool> stop_ = false;  // written under mu_, read by a SQLite run between vehicle-days
  std::thread thread_;
};

}  // namespace chelian::store
