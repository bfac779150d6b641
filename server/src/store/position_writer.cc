// Implementation of the batched position writer.
#include "store/position_writer.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>

#include "core/clock.h"
#include "core/thread_name.h"
#include "core/thread_priority.h"
#include "store/append_rows.h"
#include "store/position_months.h"

namespace chelian::store {

namespace {
// The columns of a stored position (migrations 0004, 0161).
constexpr char kColumns[] =
    "device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags, mileage, alarms, "
    "attributes, battery";
constexpr size_t kColumnCount = 14;
}  // namespace

PositionWriter::PositionWriter(std::unique_ptr<Connection> conn, PositionWriterOptions options)
    : conn_(std::move(conn)),
      options_(options),
      partitioned_(conn_->Engine() == "postgres"),
      folder_(*conn_, std::max<size_t>(1, options.fold_rows / PositionFolder::kSlicesPerFold)),
      purger_(*conn_, options.fold_rows, options.purge_step_rows) {
  options_.fold_rows = std::max<size_t>(1, options_.fold_rows);
  fold_at_ = options_.fold_rows;
  if (partitioned_) {
    // PostgreSQL: positions are indexed as they are written; the months ahead exist before the
    // first batch.
    if (auto made = AddPositionMonths(*conn_, SystemNowMs()); !made.ok())
      spdlog::error("positions months not made: {}", made.status().message());
    next_months_check_ = std::chrono::steady_clock::now() + std::chrono::hours(1);
  } else {
    // Rows a previous run left without keys count towards the next fold; a fold it left unfinished
    // goes on.
    auto left = conn_->Query("SELECT COUNT(*) FROM positions WHERE rowid > (SELECT keyed_upto FROM position_fold)");
    if (left.ok() && !left->empty()) unkeyed_rows_ = static_cast<size_t>(left->at(0).Int(0));
    if (Status s = folder_.Resume(); !s.ok()) spdlog::error("unfinished positions fold not resumed: {}", s.message());
  }
  thread_ = std::thread([this] {
    SetThisThreadNice(options_.thread_nice);
    NameThisThread("pos-writer");
    Run();
  });
}

PositionWriter::~PositionWriter() {
  {
    std::lock_guard lock(mu_);
    stop_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

bool PositionWriter::Submit(std::vector<PositionRow>&& rows, Done&& done) {
  std::vector<Done> dones;
  if (done) dones.push_back(std::move(done));
  if (Submit(std::move(rows), std::move(dones))) return true;
  if (!dones.empty()) done = std::move(dones.front());  // refused: left as it was
  return false;
}

bool PositionWriter::Submit(std::vector<PositionRow>&& rows, std::vector<Done>&& done,
                            std::vector<VehicleDayRow>&& days, std::vector<HealthReadingRow>&& health) {
  bool wake;
  {
    std::lock_guard lock(mu_);
    // One submission larger than the bound is taken alone (else it could never be).
    if (stop_ || (queued_rows_ > 0 && queued_rows_ + rows.size() > options_.max_queued_rows)) return false;
    // The writer needs waking for the first rows (it then waits for a batch) and when a batch is
    // full; waking it for every submission would cost a context switch each.
    wake = queue_.empty() ||
           (queued_rows_ < options_.max_batch_rows && queued_rows_ + rows.size() >= options_.max_batch_rows);
    queued_rows_ += rows.size();
    queue_.push_back({std::move(rows), std::move(done), std::move(days), std::move(health)});
    ++submitted_seq_;
  }
  if (wake) cv_.notify_one();
  return true;
}

void PositionWriter::Flush() {
  std::unique_lock lock(mu_);
  uint64_t target = submitted_seq_;
  flushed_.wait(lock, [&] { return finished_seq_ >= target; });
}

PositionWriterStats PositionWriter::stats() const {
  std::lock_guard lock(mu_);
  PositionWriterStats s = stats_;
  s.queued_rows = queued_rows_;
  return s;
}

void PositionWriter::Run() {
  using Clock = std::chrono::steady_clock;
  std::unique_lock lock(mu_);
  while (true) {
    // A fold under way goes on between batches, also when none come.
    auto work = [&] { return stop_ || !queue_.empty(); };
    if (BackgroundDue())
      cv_.wait_for(lock, std::chrono::milliseconds(20), work);
    else if (options_.keep_ms > 0)
      cv_.wait_until(lock, next_purge_check_, work);
    else
      cv_.wait(lock, work);
    if (queue_.empty()) {
      lock.unlock();
      if (stop_) {  // a clean stop finishes the fold under way (bounded: one fold's rows)
        for (int guard = 0; folder_.active() && guard < 1000; ++guard) FoldStep();
        return;
      }
      FoldStep();
      PurgeStep();
      lock.lock();
      continue;
    }
    // Gather up to max_batch_rows, waiting at most max_batch_delay_ms from the first row.
    auto deadline = Clock::now() + std::chrono::milliseconds(options_.max_batch_delay_ms);
    if (!stop_ && queued_rows_ < options_.max_batch_rows)
      cv_.wait_until(lock, deadline, [&] { return stop_ || queued_rows_ >= options_.max_batch_rows; });
    std::vector<Pending> batch;
    size_t rows = 0;
    while (!queue_.empty() && (rows == 0 || rows + queue_.front().rows.size() <= options_.max_batch_rows)) {
      rows += queue_.front().rows.size();
      batch.push_back(std::move(queue_.front()));
      queue_.pop_front();
    }
    lock.unlock();
    const auto commit_start = Clock::now();
    Status s = Commit(batch);
    commit_latency_.Observe(std::chrono::duration<double>(Clock::now() - commit_start).count());
    for (auto& p : batch)
      for (auto& done : p.done)
        if (done) done(s);
    if (s.ok()) unkeyed_rows_ += rows;
    FoldStep();
    PurgeStep();
    lock.lock();
    queued_rows_ -= rows;
    finished_seq_ += batch.size();
    if (s.ok()) {
      stats_.committed_rows += rows;
      ++stats_.commits;
    } else {
      ++stats_.failed_commits;
    }
    flushed_.notify_all();
  }
}

Status PositionWriter::Commit(std::vector<Pending>& batch) {
  // In arrival order: positions has no index to keep in order (the fold sorts the keys).
  // A busy database is retried a few times; the rows stay in memory meanwhile.
  std::vector<const PositionRow*> rows;
  for (const Pending& p : batch)
    for (const PositionRow& r : p.rows) rows.push_back(&r);
  Status s;
  for (int attempt = 0; attempt < 5; ++attempt) {
    s = InTransaction(*conn_, [&]() -> Status {
      // Every row of the batch in one append (PostgreSQL: one COPY), their parameters assigned in
      // place row after row, the texts borrowed from the rows: no allocation per row.
      Status e =
          rows.empty() ? Status::Ok() :  // a batch of health readings only
              AppendRows(*conn_, "positions", kColumns, kColumnCount, rows.size(), [&rows](size_t i, Params& params) {
                const PositionRow& r = *rows[i];
                params = {r.device_id,
                          r.fix_time,
                          r.recv_time,
                          r.lat,
                          r.lon,
                          r.altitude,
                          r.speed,
                          r.course,
                          r.satellites,
                          r.flags,
                          r.mileage,
                          r.alarms.empty() ? Value() : Value::Borrowed(r.alarms),
                          r.attributes.empty() ? Value() : Value::Borrowed(r.attributes),
                          r.battery < 0 ? Value() : Value(r.battery)};
              });
      if (!e.ok()) return e;
      for (const Pending& p : batch)
        if (!p.days.empty())
          if (Status d = AddVehicleDays(*conn_, p.days); !d.ok()) return d;
      for (const Pending& p : batch)
        if (!p.health.empty())
          if (Status h = AddHealthReadings(*conn_, p.health); !h.ok()) return h;
      return Status::Ok();
    });
    if (s.ok() || s.code() != StatusCode::kUnavailable) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50 << attempt));
  }
  if (!s.ok()) spdlog::error("position commit failed: {}", s.message());
  return s;
}

void PositionWriter::FoldStep() {
  if (partitioned_) return;  // PostgreSQL indexes positions as they are written
  if (!folder_.active() && unkeyed_rows_ >= fold_at_) {
    if (Status s = folder_.Start(); !s.ok()) {
      spdlog::error("positions fold not started: {}", s.message());
      fold_at_ = unkeyed_rows_ + options_.fold_rows;  // tried again later; the rows stay readable
      return;
    }
  }
  if (!folder_.active()) return;
  auto keyed = folder_.Step();
  if (!keyed.ok()) {
    spdlog::error("positions fold step failed: {}", keyed.status().message());  // retried next turn
    return;
  }
  if (*keyed > 0) {
    unkeyed_rows_ -= std::min(unkeyed_rows_, *keyed);
    fold_at_ = options_.fold_rows;
  }
  std::lock_guard lock(mu_);
  stats_.fold = folder_.stats();
}

bool PositionWriter::BackgroundDue() const {
  if (partitioned_) return false;  // PostgreSQL: no fold, and months are checked on their own clock
  return folder_.active() || unkeyed_rows_ >= fold_at_ || purger_.active();
}

void PositionWriter::PurgeStep() {
  auto start = std::chrono::steady_clock::now();
  if (partitioned_) return MonthsStep(start);
  if (options_.keep_ms <= 0) return;
  if (!purger_.active()) {
    if (start < next_purge_check_) return;
    auto due = purger_.Start(SystemNowMs() - options_.keep_ms);
    if (!due.ok()) spdlog::error("positions purge not started: {}", due.status().message());
    // Nothing due (or an error): look again in a minute; else the chunk's steps follow.
    if (!due.ok() || *due == 0) {
      next_purge_check_ = start + std::chrono::minutes(1);
      return;
    }
  }
  auto purged = purger_.Step();
  if (!purged.ok()) {
    spdlog::error("positions purge step failed: {}", purged.status().message());  // retried next turn
    return;
  }
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  std::lock_guard lock(mu_);
  stats_.purged_rows += *purged;
  stats_.longest_purge_step_ms = std::max(stats_.longest_purge_step_ms, ms);
}

void PositionWriter::MonthsStep(std::chrono::steady_clock::time_point now) {
  if (now >= next_months_check_) {  // hourly: a month boundary is never missed by more than that
    next_months_check_ = now + std::chrono::hours(1);
    if (auto made = AddPositionMonths(*conn_, SystemNowMs()); !made.ok())
      spdlog::error("positions months not made: {}", made.status().message());
  }
  if (options_.keep_ms <= 0 || now < next_purge_check_) return;
  next_purge_check_ = now + std::chrono::minutes(1);
  auto dropped = DropPositionMonths(*conn_, SystemNowMs() - options_.keep_ms);
  if (!dropped.ok()) {
    spdlog::error("positions months not dropped: {}", dropped.status().message());
    return;
  }
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - now).count();
  std::lock_guard lock(mu_);
  stats_.purged_rows += *dropped;
  stats_.longest_purge_step_ms = std::max(stats_.longest_purge_step_ms, ms);
}

Result<std::unique_ptr<Connection>> OpenPositionWriterConnection(const std::string& path, int cache_mb,
                                                                 int restart_wal_frames) {
  auto conn = OpenSqliteConnection(path, /*auto_checkpoint=*/false);
  if (!conn.ok()) return conn.status();
  // SQLite's automatic checkpoint runs after a commit once the log holds this many frames: the
  // writer then copies back the rest itself, and its next transaction starts the log from the top.
  if (Status s =
          conn.value()->ExecScript("PRAGMA temp_store=MEMORY; PRAGMA cache_size=-" + std::to_string(cache_mb * 1024) +
                                   "; PRAGMA wal_autocheckpoint=" + std::to_string(restart_wal_frames) + ";");
      !s.ok())
    return s;
  return conn;
}

}  // namespace chelian::store
