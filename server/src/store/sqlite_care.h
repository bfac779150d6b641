// Care of the SQLite database file (part of the SQLite adapter): an online backup while the server
// writes, a restore that refuses while the file is in use, and the integrity check with the file's
// size figures. `chelian-server admin backup|restore|check` (docs/operations.md).
#pragma once

#include <string>
#include <vector>

#include "core/status.h"

namespace chelian::store {

// Whether a process has the database at `path` open in WAL mode (the server, an admin command):
// each such connection holds a shared lock on the dead-man-switch byte of `<path>-shm`.
bool SqliteInUse(const std::string& path);

struct SqliteCopy {
  long long bytes = 0;
  double seconds = 0;
};

// Copies the database at `db_path` to `to_path` while other connections go on writing: SQLite's
// backup API in one step, that is one read snapshot (the WAL grows meanwhile; no writer waits).
// The copy is a single file (rollback journal mode), checked with quick_check, written beside
// `to_path` and renamed into place only once complete.
Result<SqliteCopy> BackupSqlite(const std::string& db_path, const std::string& to_path);

// Puts the backup `from_path` in place of the database at `db_path`. FailedPrecondition while the
// database is in use; InvalidArgument when the backup fails its check or holds no Chelian schema.
// The database replaced, with its WAL, is kept as `<db_path>.before-restore-<epoch seconds>`:
// returns that name ("" when there was no database).
Result<std::string> RestoreSqlite(const std::string& from_path, const std::string& db_path);

struct SqliteFileFigures {
  std::vector<std::string> problems;  // what the integrity check reported; empty: ok
  long long page_size = 0, pages = 0, free_pages = 0;
  long long file_bytes = 0, wal_bytes = 0;
};

// PRAGMA quick_check (`full`: integrity_check, which also compares every index with its table)
// and the file's sizes.
Result<SqliteFileFigures> CheckSqlite(const std::string& path, bool full);

}  // namespace chelian::store
