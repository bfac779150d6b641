// The batched position writer: positions are queued (bounded) and committed by one thread in
// transactions of at most `max_batch_rows` rows or `max_batch_delay_ms`, whichever comes first,
// appended to positions (no SQLite index); every `fold_rows` their keys go into position_keys, the
// index, from a sorted copy, an eighth of the devices per transaction between batches (PositionFolder).
// Each submitted batch may carry a callback run after its rows are committed — the gateway uses it
// to acknowledge devices only once their data is durable (gateway.ack = committed), and shares of
// the daily aggregates committed in the same transaction (docs/reports.md). With store.keep_days it
// also deletes old positions, a bounded step between batches (docs/operations.md § Retention).
// On PostgreSQL each batch is a COPY into monthly partitions, made ahead and dropped by retention;
// there is no fold (docs/scale-out.md).
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/metrics.h"
#include "core/status.h"
#include "store/db.h"
#include "store/health_reading_repo.h"
#include "store/position_folder.h"
#include "store/retention.h"
#include "store/vehicle_day_repo.h"

namespace chelian::store {

struct PositionRow {
  long long device_id = 0;
  long long fix_time = 0;
  long long recv_time = 0;
  double lat = 0, lon = 0;
  int altitude = 0;
  double speed = 0;
  int course = 0;
  int satellites = 0;
  int flags = 0;
  double mileage = 0;
  std::string alarms;
  std::string attributes;
  int battery = -1;  // % (the attributes' batteryPct, its own column since 0161); -1: none reported
};

inline constexpr int kPositionValid = 1;
inline constexpr int kPositionAccOn = 2;
inline constexpr int kPositionBackfill = 4;
inline constexpr int kPositionAccKnown = 8;

struct PositionWriterOptions {
  size_t max_batch_rows = 4000;
  int max_batch_delay_ms = 200;
  size_t max_queued_rows = 200000;  // beyond this Submit refuses: the caller must push back
  // Rows appended without a key that start a fold into position_keys. Bigger folds write fewer key
  // pages per row (more rows per device land on a page) but hold the writer longer.
  size_t fold_rows = 100000;
  int thread_nice = 0;  // nice value of the writer thread (gateway.background_nice)
  // Positions received longer ago than this are deleted between batches in chunks of fold_rows,
  // purge_step_rows keys per step (store.keep_days, store.purge_step_rows; PositionPurger). 0: kept forever.
  long long keep_ms = 0;
  size_t purge_step_rows = 5000;
};

struct PositionWriterStats {
  uint64_t committed_rows = 0;
  uint64_t commits = 0;
  uint64_t failed_commits = 0;
  size_t queued_rows = 0;
  PositionFoldStats fold;
  uint64_t purged_rows = 0;  // deleted by retention (store.keep_days)
  double longest_purge_step_ms = 0;
};

// The writer's own connection. A WalCheckpointer copies the WAL back on its own thread; the writer
// does so itself only once the log holds `restart_wal_frames` pages (0: never), so that the log
// starts over even when the checkpointer never catches up between two commits. It keeps `cache_mb`
// of pages, enough for the last key page of every device that a fold revisits; its temp tables
// (the fold's sorted copy) stay in memory.
Result<std::unique_ptr<Connection>> OpenPositionWriterConnection(const std::string& path, int cache_mb,
                                                                 int restart_wal_frames);

class PositionWriter {
 public:
  // Called on the writer thread after the batch's rows committed (ok) or failed.
  using Done = std::function<void(const Status&)>;

  // `conn` is owned by the writer thread for its lifetime.
  PositionWriter(std::unique_ptr<Connection> conn, PositionWriterOptions options);
  ~PositionWriter();  // flushes everything queued, then stops

  // Queues `rows` (moved from); `done` runs once they are committed. Returns false when the queue
  // is full, leaving `rows` and `done` as they were — the caller applies back-pressure and retries
  // with them. Thread-safe.
  bool Submit(std::vector<PositionRow>&& rows, Done&& done = Done());
  // The same for the rows of several messages at once: each of `done` runs once they are committed.
  // `days`: shares of the daily aggregates added in the same transaction as the rows; `health`: the
  // wearables' readings, likewise (a submission may carry readings and no rows).
  bool Submit(std::vector<PositionRow>&& rows, std::vector<Done>&& done, std::vector<VehicleDayRow>&& days = {},
              std::vector<HealthReadingRow>&& health = {});

  // Blocks until everything submitted before the call is committed.
  void Flush();

  PositionWriterStats stats() const;
  // Time of each batch's commit transaction, successful or not (metrics, docs/metrics.md).
  const metrics::Histogram& commit_latency() const { return commit_latency_; }

 private:
  struct Pending {
    std::vector<PositionRow> rows;
    std::vector<Done> done;
    std::vector<VehicleDayRow> days;
    std::vector<HealthReadingRow> health;
  };
  void Run();
  Status Commit(std::vector<Pending>& batch);
  // Starts a fold when enough rows have no key yet, and keys its next slice.
  void FoldStep();
  // Deletes the next step of positions past options_.keep_ms, when some are due.
  void PurgeStep();
  // Whether the thread should wake without work: a fold or a purge is under way or due.
  bool BackgroundDue() const;
  // PostgreSQL: makes the months ahead (hourly) and drops those past options_.keep_ms (every minute).
  void MonthsStep(std::chrono::steady_clock::time_point now);

  std::unique_ptr<Connection> conn_;
  PositionWriterOptions options_;
  bool partitioned_;  // PostgreSQL: monthly partitions, no fold, retention by dropping months
  mutable std::mutex mu_;
  std::condition_variable cv_;                                 // work arrived / stop
  std::condition_variable flushed_;                            // a commit finished
  std::deque<Pending> queue_;                                  // GUARDED_BY(mu_)
  size_t queued_rows_ = 0;                                     // GUARDED_BY(mu_)
  uint64_t submitted_seq_ = 0;                                 // GUARDED_BY(mu_) batches ever submitted
  uint64_t finished_seq_ = 0;                                  // GUARDED_BY(mu_) batches committed or failed
  PositionWriterStats stats_;                                  // GUARDED_BY(mu_)
  bool stop_ = false;                                          // GUARDED_BY(mu_)
  size_t unkeyed_rows_ = 0;                                    // writer thread: rows appended without a key yet
  size_t fold_at_ = 0;                                         // writer thread: unkeyed_rows_ that starts the next fold
  PositionFolder folder_;                                      // writer thread
  PositionPurger purger_;                                      // writer thread
  std::chrono::steady_clock::time_point next_purge_check_{};   // writer thread
  std::chrono::steady_clock::time_point next_months_check_{};  // writer thread (PostgreSQL)
  metrics::Histogram commit_latency_;
  std::thread thread_;
};

}  // namespace chelian::store
