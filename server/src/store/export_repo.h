// Export records of the download center. A record belongs to the user who started the export;
// every read takes that user, so nobody lists or downloads another user's files.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

enum ExportStatus { kExportWaiting = 1, kExportRunning = 2, kExportDone = 3, kExportFailed = 4 };

struct ExportRecord {
  long long id = 0;
  long long user_id = 0;
  long long group_id = 0;
  int type = 3;
  std::string name;       // shown to the user
  std::string file_name;  // stored under the export folder
  int status = kExportWaiting;
  long long row_count = 0;
  long long size_bytes = 0;
  std::string error;
  int progress = 0;  // percent, while running; 100 when done
  long long created_at = 0, finished_at = 0, expires_at = 0;
  std::string node;  // the cluster node whose folder holds the file; empty outside a cluster
};

struct ExportPage {
  std::vector<ExportRecord> rows;
  long long total = 0;
};

// Inserts `r` (status waiting); returns it with its id. AlreadyExists when file_name is taken.
Result<ExportRecord> InsertExportRecord(Connection& conn, const ExportRecord& r);
Status UpdateExportStatus(Connection& conn, long long id, int status, long long row_count, long long size_bytes,
                          const std::string& error, long long finished_at);
// A running record's progress (percent, clamped to 0..100) and the rows written so far.
Status UpdateExportProgress(Connection& conn, long long id, int percent, long long row_count);
// How many records of every user are in each status (ExportStatus → count; statuses without any absent).
Result<std::vector<std::pair<int, long long>>> CountExportsByStatus(Connection& conn);
// `user_id`'s records of `type` (0: all), newest first.
Result<ExportPage> ListExportRecords(Connection& conn, long long user_id, int type, int page_number, int page_size);
// `user_id`'s record by stored file name, shown name or id (whichever is given). NotFound otherwise.
Result<ExportRecord> FindExportRecord(Connection& conn, long long user_id, const std::string& file_name, long long id);
// Records whose expiry is before `now_ms` (any user: housekeeping).
Result<std::vector<ExportRecord>> ListExpiredExports(Connection& conn, long long now_ms);
Status DeleteExportRecord(Connection& conn, long long id);
// Marks records `node` left waiting or running in a previous run as failed (other nodes' jobs of a
// cluster go on); returns how many.
Result<long long> FailInterruptedExports(Connection& conn, const std::string& node, long long now_ms);
// Which of `file_names` some record still names (the rest are files of swept records).
Result<std::vector<std::string>> RecordedExportFiles(Connection& conn, const std::vector<std::string>& file_names);

}  // namespace chelian::store
