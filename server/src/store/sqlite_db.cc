// The SQLite engine adapter: WAL mode (checkpoints every ~120 MB), NORMAL sync, busy timeout, a
// prepared-statement cache per connection, the packed_positions table registered. With
// packed_positions.cc, the only file that calls the SQLite API.
#include <sqlite3.h>

#include <filesystem>
#include <string_view>

#include "core/strings.h"
#include "core/text_map.h"
#include "store/db.h"
#include "store/packed_positions.h"
#include "store/sql_dialect.h"

namespace chelian::store {
namespace {

class SqliteConnection : public Connection {
 public:
  explicit SqliteConnection(sqlite3* db) : db_(db) {}
  ~SqliteConnection() override {
    for (auto& [sql, stmt] : cache_) sqlite3_finalize(stmt);
    sqlite3_close_v2(db_);
  }

  Result<Rows> Query(std::string_view sql, const Params& params) override {
    Rows rows;
    Status s = Run(sql, params, [&rows](const Row& row) { rows.push_back(row); });
    if (!s.ok()) return s;
    return rows;
  }

  Status QueryEach(std::string_view sql, const Params& params, const std::function<void(const Row&)>& on_row) override {
    return Run(sql, params, on_row);
  }

  Status ExecScript(std::string_view sql) override {
    char* err = nullptr;
    std::string text(sql);
    if (sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
      std::string msg = err ? err : "unknown";
      sqlite3_free(err);
      return InvalidArgument("SQL script error: " + msg);
    }
    return Status::Ok();
  }

  long long Changes() override { return sqlite3_changes64(db_); }
  std::string_view Engine() const override { return "sqlite"; }

  std::string TranslateDdl(std::string_view sql) const override { return SqliteDdl(sql); }

 private:
  // Binds `params`, steps the statement and hands each row to `on_row`; one Row is reused.
  Status Run(std::string_view sql, const Params& params, const std::function<void(const Row&)>& on_row) {
    sqlite3_stmt* stmt = Prepare(sql);
    if (!stmt) return InvalidArgument(std::string("SQL error: ") + sqlite3_errmsg(db_) + " in: " + std::string(sql));
    // Every run ends with its statement reset and its bindings cleared (below).
    for (size_t i = 0; i < params.size(); ++i) {
      const Value& v = params[i];
      int idx = static_cast<int>(i + 1);
      if (v.is_null())
        sqlite3_bind_null(stmt, idx);
      else if (v.is_int())
        sqlite3_bind_int64(stmt, idx, v.AsInt());
      else if (v.is_real())
        sqlite3_bind_double(stmt, idx, v.AsReal());
      else {  // bound in place: `params` outlives the statement's run (bindings are cleared below)
        std::string_view text = v.TextView();
        sqlite3_bind_text(stmt, idx, text.data(), static_cast<int>(text.size()), SQLITE_STATIC);
      }
    }
    int cols = sqlite3_column_count(stmt);
    Row row;
    row.cols.reserve(cols);
    while (true) {
      int rc = sqlite3_step(stmt);
      if (rc == SQLITE_DONE) break;
      if (rc != SQLITE_ROW) {
        Status s = ErrorStatus(rc);
        sqlite3_reset(stmt);
        sqlite3_clear_bindings(stmt);
        return s;
      }
      row.cols.clear();
      for (int c = 0; c < cols; ++c) {
        switch (sqlite3_column_type(stmt, c)) {
          case SQLITE_INTEGER:
            row.cols.emplace_back(static_cast<long long>(sqlite3_column_int64(stmt, c)));
            break;
          case SQLITE_FLOAT:
            row.cols.emplace_back(sqlite3_column_double(stmt, c));
            break;
          case SQLITE_NULL:
            row.cols.emplace_back();
            break;
          default: {
            const char* p = reinterpret_cast<const char*>(sqlite3_column_blob(stmt, c));
            int n = sqlite3_column_bytes(stmt, c);
            row.cols.emplace_back(std::string(p ? p : "", p ? n : 0));
          }
        }
      }
      on_row(row);
    }
    sqlite3_reset(stmt);
    sqlite3_clear_bindings(stmt);
    return Status::Ok();
  }

  sqlite3_stmt* Prepare(std::string_view sql) {
    if (auto it = cache_.find(sql); it != cache_.end()) return it->second;  // no copy of the text
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v2(db_, sql.data(), static_cast<int>(sql.size()), &stmt, nullptr) != SQLITE_OK) return nullptr;
    if (cache_.size() > 512) {  // bounded: ad-hoc SQL must not grow the cache forever
      for (auto& [s, st] : cache_) sqlite3_finalize(st);
      cache_.clear();
    }
    cache_.emplace(std::string(sql), stmt);
    return stmt;
  }

  Status ErrorStatus(int rc) {
    std::string msg = sqlite3_errmsg(db_);
    int base = rc & 0xff;
    if (base == SQLITE_CONSTRAINT && (rc == SQLITE_CONSTRAINT_UNIQUE || rc == SQLITE_CONSTRAINT_PRIMARYKEY))
      return AlreadyExists(msg);
    if (base == SQLITE_BUSY || base == SQLITE_LOCKED) return Unavailable(msg);
    if (base == SQLITE_CONSTRAINT) return InvalidArgument(msg);
    return Internal(msg);
  }

  sqlite3* db_;
  TextMap<sqlite3_stmt*> cache_;
};

}  // namespace

Result<std::unique_ptr<Connection>> OpenSqliteConnection(const std::string& path, bool auto_checkpoint) {
  // No memory statistics: SQLite would take a global mutex around every allocation to keep them.
  static const int kNoMemStatus = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
  (void)kNoMemStatus;
  sqlite3* db = nullptr;
  int rc =
      sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr);
  if (rc != SQLITE_OK) {
    std::string msg = db ? sqlite3_errmsg(db) : "out of memory";
    sqlite3_close_v2(db);
    return Unavailable("cannot open database " + path + ": " + msg);
  }
  sqlite3_busy_timeout(db, 5000);
  sqlite3_extended_result_codes(db, 1);
  if (RegisterPackedPositions(db) != SQLITE_OK) {  // the views of positions read it (D168)
    std::string msg = sqlite3_errmsg(db);
    sqlite3_close_v2(db);
    return Internal("cannot register packed_positions: " + msg);
  }
  auto conn = std::make_unique<SqliteConnection>(db);
  // wal_autocheckpoint 30,000 pages (~120 MB): position batches touch an index page per device, and a
  // checkpoint copies each page once however often it changed since the last one. At SQLite's
  // default (1,000 pages) every commit was followed by a checkpoint of all it touched: 19.2 µs of
  // CPU per position instead of 14.2 (bench_position_writer, 10,000 devices).
  // Without automatic checkpoints (0) only a WalCheckpointer copies the WAL back.
  if (Status s =
          conn->ExecScript(std::string("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON; "
                                       "PRAGMA cache_size=-65536; PRAGMA wal_autocheckpoint=") +
                           (auto_checkpoint ? "30000;" : "0;"));
      !s.ok())
    return s;
  return std::unique_ptr<Connection>(std::move(conn));
}

Result<std::unique_ptr<Database>> OpenSqlite(const std::string& path, int pool_size, bool auto_checkpoint) {
  std::error_code ec;
  auto parent = std::filesystem::path(path).parent_path();
  if (!parent.empty()) std::filesystem::create_directories(parent, ec);
  return Database::Open([path, auto_checkpoint] { return OpenSqliteConnection(path, auto_checkpoint); }, pool_size);
}

}  // namespace chelian::store
