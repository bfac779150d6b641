// The export job runner of the download center: Submit records a job (status 等待) and queues it;
// one worker thread streams each job's rows into an .xlsx under the export folder (the record shows
// its progress in percent meanwhile), marks the record 成功 or 失败, then leaves the user an
// in-site message. Files and records expire after
// keep_ms (3 days by default); the worker sweeps them hourly. The queue is bounded: when full,
// Submit refuses with ResourceExhausted and records nothing.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

#include "core/clock.h"
#include "core/status.h"
#include "export/xlsx_file.h"
#include "store/db.h"
#include "store/export_repo.h"

namespace chelian::exporter {

struct ExportOptions {
  std::string dir = "var/exports";
  long long keep_ms = 3LL * 24 * 3600 * 1000;
  size_t max_queue = 16;
  // The record's progress is written at most this often while a job runs.
  long long progress_every_ms = 1000;
  int utc_offset_minutes = 480;
  std::string node;  // this node of a cluster, recorded with each file (docs/cluster.md § Files)
};

struct ExportRequest {
  long long user_id = 0;
  long long group_id = 0;
  int type = 3;       // download list type (store/export_repo.h)
  std::string title;  // the file's shown name starts with it, e.g. 全部资料
  // Writes the rows into the sink on the worker thread, with a connection of its own.
  std::function<Status(store::Connection&, RowSink&)> produce;
};

// A producer for a table that is built whole (tables bounded by the fleet's size).
std::function<Status(store::Connection&, RowSink&)> FromTable(std::function<Result<Table>(store::Connection&)> build);

class ExportRunner {
 public:
  ExportRunner(store::Database& db, ExportOptions options, NowFn now);
  ~ExportRunner();
  ExportRunner(const ExportRunner&) = delete;
  ExportRunner& operator=(const ExportRunner&) = delete;

  // Creates the folder, fails records a previous run left unfinished, starts the worker.
  // Errors: Internal when the folder cannot be created.
  Status Start();
  // Finishes the job in hand, drops the queued ones (marked 失败) and joins the worker. Idempotent.
  void Stop();

  // Thread-safe. Errors: ResourceExhausted (queue full), InvalidArgument (no builder).
  Result<store::ExportRecord> Submit(ExportRequest request);
  // Where a record's file lives.
  std::string PathOf(const store::ExportRecord& record) const;
  // Deletes expired files and their records now; returns how many records. Then removes the files
  // of the folder no record names (in a cluster, another node may have swept their records).
  long long Sweep();
  // Blocks until the queue is empty and no job is running (tests).
  void WaitIdle();
  const ExportOptions& options() const { return options_; }

 private:
  struct Job {
    store::ExportRecord record;
    ExportRequest request;
  };
  void Run();
  void Execute(Job& job);
  // Removes the runner's files no record names; returns how many.
  long long RemoveUnrecordedFiles(store::Connection& conn);

  store::Database& db_;
  ExportOptions options_;
  NowFn now_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::condition_variable idle_cv_;
  std::deque<Job> queue_;  // GUARDED_BY(mu_)
  bool busy_ = false;      // GUARDED_BY(mu_)
  bool stopping_ = false;  // GUARDED_BY(mu_)
  bool started_ = false;
  std::thread worker_;
};

}  // namespace chelian::exporter
