// Implementation of the SQLite file's backup, restore and check (calls the SQLite API, as the
// adapter sqlite_db.cc does).
#include "store/sqlite_care.h"

#include <fcntl.h>
#include <sqlite3.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <thread>

namespace chelian::store {
namespace fs = std::filesystem;
namespace {

// SQLite's unix VFS: the shared-memory locks start at byte 120 of the -shm file, eight of them,
// then the dead-man switch at 128, read-locked by every connection that has the file mapped.
constexpr off_t kShmDeadManSwitch = 128;

// An open SQLite handle, closed at scope end.
struct Handle {
  sqlite3* db = nullptr;
  ~Handle() { sqlite3_close_v2(db); }
  std::string error() const { return db ? sqlite3_errmsg(db) : "out of memory"; }
};

Status Open(const std::string& path, int flags, Handle& h) {
  if (sqlite3_open_v2(path.c_str(), &h.db, flags, nullptr) != SQLITE_OK)
    return Unavailable("cannot open " + path + ": " + h.error());
  sqlite3_busy_timeout(h.db, 10'000);
  return Status::Ok();
}

// Runs `sql` and collects the first column of every row.
Result<std::vector<std::string>> Column(Handle& h, const std::string& sql) {
  std::vector<std::string> out;
  char* err = nullptr;
  int rc = sqlite3_exec(
      h.db, sql.c_str(),
      [](void* arg, int n, char** values, char**) {
        static_cast<std::vector<std::string>*>(arg)->push_back(n > 0 && values[0] ? values[0] : "");
        return 0;
      },
      &out, &err);
  if (rc != SQLITE_OK) {
    std::string msg = err ? err : sqlite3_errstr(rc);
    sqlite3_free(err);
    return Unavailable(sql + ": " + msg);
  }
  return out;
}

long long Int(Handle& h, const std::string& pragma) {
  auto v = Column(h, pragma);
  return v.ok() && !v->empty() ? std::atoll(v->front().c_str()) : 0;
}

// The problems quick_check (or integrity_check) reports; empty when it says "ok".
Result<std::vector<std::string>> Problems(Handle& h, bool full) {
  auto lines = Column(h, full ? "PRAGMA integrity_check" : "PRAGMA quick_check");
  if (!lines.ok()) return lines.status();
  if (lines->size() == 1 && lines->front() == "ok") lines->clear();
  return lines;
}

long long FileSize(const fs::path& p) {
  std::error_code ec;
  auto n = fs::file_size(p, ec);
  return ec ? 0 : static_cast<long long>(n);
}

}  // namespace

bool SqliteInUse(const std::string& path) {
  int fd = ::open((path + "-shm").c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;  // no shared memory: no connection in WAL mode
  struct flock probe {};
  probe.l_type = F_WRLCK;
  probe.l_whence = SEEK_SET;
  probe.l_start = kShmDeadManSwitch;
  probe.l_len = 1;
  bool in_use = ::fcntl(fd, F_GETLK, &probe) == 0 && probe.l_type != F_UNLCK;
  ::close(fd);
  return in_use;
}

Result<SqliteCopy> BackupSqlite(const std::string& db_path, const std::string& to_path) {
  auto start = std::chrono::steady_clock::now();
  std::error_code ec;
  if (!fs::is_regular_file(db_path, ec)) return NotFound("no database at " + db_path);
  const std::string part = to_path + ".part";
  fs::remove(part, ec);
  {
    Handle src, dst;
    if (Status s = Open(db_path, SQLITE_OPEN_READWRITE, src); !s.ok()) return s;
    if (Status s = Open(part, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, dst); !s.ok()) return s;
    sqlite3_backup* b = sqlite3_backup_init(dst.db, "main", src.db, "main");
    if (!b) return Unavailable("backup of " + db_path + " not started: " + dst.error());
    // All pages in one step: one read snapshot, so the copy is consistent whatever is written
    // meanwhile (in steps, every write by another connection would restart the copy).
    int rc = SQLITE_OK;
    for (int attempt = 0; attempt < 50; ++attempt) {
      rc = sqlite3_backup_step(b, -1);
      if (rc != SQLITE_BUSY && rc != SQLITE_LOCKED) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    sqlite3_backup_finish(b);
    if (rc != SQLITE_DONE) {
      fs::remove(part, ec);
      return Unavailable("backup of " + db_path + " failed: " + sqlite3_errstr(rc));
    }
    // One self-contained file: the copy leaves WAL mode, then is checked.
    auto mode = Column(dst, "PRAGMA journal_mode=DELETE");
    auto problems = mode.ok() ? Problems(dst, false) : Result<std::vector<std::string>>(mode.status());
    if (!problems.ok() || !problems->empty()) {
      fs::remove(part, ec);
      return Internal("the backup copy failed its check: " +
                      (problems.ok() ? problems->front() : problems.status().message()));
    }
  }
  fs::rename(part, to_path, ec);
  if (ec) return Unavailable("cannot move the backup to " + to_path + ": " + ec.message());
  return SqliteCopy{FileSize(to_path), std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()};
}

Result<std::string> RestoreSqlite(const std::string& from_path, const std::string& db_path) {
  std::error_code ec;
  if (!fs::is_regular_file(from_path, ec)) return NotFound("no backup at " + from_path);
  if (SqliteInUse(db_path))
    return FailedPrecondition("the database " + db_path +
                              " is in use (the server or an admin command runs): stop it first");
  {
    Handle backup;
    if (Status s = Open(from_path, SQLITE_OPEN_READONLY, backup); !s.ok()) return s;
    auto problems = Problems(backup, false);
    if (!problems.ok())
      return InvalidArgument(from_path + " is not a readable database: " + problems.status().message());
    if (!problems->empty()) return InvalidArgument(from_path + " fails its check: " + problems->front());
    if (Int(backup, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'schema_migrations'") == 0)
      return InvalidArgument(from_path + " holds no Chelian database (no schema_migrations)");
  }
  std::string aside;
  if (fs::exists(db_path, ec)) {
    aside = db_path + ".before-restore-" +
            std::to_string(
                std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
                    .count());
    fs::rename(db_path, aside, ec);
    if (ec) return Unavailable("cannot move " + db_path + " aside: " + ec.message());
    if (fs::exists(db_path + "-wal")) fs::rename(db_path + "-wal", aside + "-wal", ec);  // its last commits
  }
  fs::remove(db_path + "-shm", ec);
  const std::string part = db_path + ".restore-part";
  fs::copy_file(from_path, part, fs::copy_options::overwrite_existing, ec);
  if (ec) return Unavailable("cannot copy " + from_path + ": " + ec.message());
  fs::rename(part, db_path, ec);
  if (ec) return Unavailable("cannot put the backup in place: " + ec.message());
  return aside;
}

Result<SqliteFileFigures> CheckSqlite(const std::string& path, bool full) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return NotFound("no database at " + path);
  Handle h;
  if (Status s = Open(path, SQLITE_OPEN_READWRITE, h); !s.ok()) return s;
  SqliteFileFigures f;
  auto problems = Problems(h, full);
  if (!problems.ok()) return problems.status();
  f.problems = std::move(*problems);
  f.page_size = Int(h, "PRAGMA page_size");
  f.pages = Int(h, "PRAGMA page_count");
  f.free_pages = Int(h, "PRAGMA freelist_count");
  f.file_bytes = FileSize(path);
  f.wal_bytes = FileSize(path + "-wal");
  return f;
}

}  // namespace chelian::store
