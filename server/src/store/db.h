// Engine-neutral data access: a Connection runs SQL with `?` placeholders and returns rows of
// Values; a Database is a bounded pool of connections. Only engine adapters (sqlite_db.cc, later
// the PostgreSQL one) contain engine-specific SQL or API calls.
#pragma once

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/status.h"

namespace chelian::store {

// A SQL value: NULL, integer, real or text. Text is owned, or borrowed (Value::Borrowed: bound
// without a copy; the caller keeps it alive until the statement has run).
class Value {
 public:
  Value() = default;
  Value(std::nullptr_t) {}                              // NOLINT
  Value(int v) : v_(static_cast<long long>(v)) {}       // NOLINT
  Value(long v) : v_(static_cast<long long>(v)) {}      // NOLINT
  Value(long long v) : v_(v) {}                         // NOLINT
  Value(unsigned v) : v_(static_cast<long long>(v)) {}  // NOLINT
  Value(double v) : v_(v) {}                            // NOLINT
  Value(std::string v) : v_(std::move(v)) {}            // NOLINT
  Value(std::string_view v) : v_(std::string(v)) {}     // NOLINT
  Value(const char* v) : v_(std::string(v)) {}          // NOLINT
  static Value Borrowed(std::string_view v) {
    Value out;
    out.v_ = v;
    return out;
  }

  bool is_null() const { return std::holds_alternative<std::monostate>(v_); }
  bool is_int() const { return std::holds_alternative<long long>(v_); }
  bool is_real() const { return std::holds_alternative<double>(v_); }
  bool is_text() const {
    return std::holds_alternative<std::string>(v_) || std::holds_alternative<std::string_view>(v_);
  }
  // Conversions are lenient: NULL → 0 / "", text → parsed number where possible.
  long long AsInt() const;
  double AsReal() const;
  std::string AsText() const;
  // The text itself, without a copy; valid while the value lives (only for is_text()).
  std::string_view TextView() const {
    if (auto* s = std::get_if<std::string>(&v_)) return *s;
    return std::get<std::string_view>(v_);
  }

 private:
  std::variant<std::monostate, long long, double, std::string, std::string_view> v_;
};

using Params = std::vector<Value>;

struct Row {
  std::vector<Value> cols;
  long long Int(size_t i) const { return cols.at(i).AsInt(); }
  double Real(size_t i) const { return cols.at(i).AsReal(); }
  std::string Text(size_t i) const { return cols.at(i).AsText(); }
  bool IsNull(size_t i) const { return cols.at(i).is_null(); }
};
using Rows = std::vector<Row>;

// One database connection. Not thread-safe: use it from one thread at a time (the pool ensures it).
class Connection {
 public:
  virtual ~Connection() = default;
  // Runs one statement; returns its rows (empty for statements without results).
  // Errors: InvalidArgument for bad SQL, AlreadyExists for unique violations, Unavailable when busy.
  virtual Result<Rows> Query(std::string_view sql, const Params& params = {}) = 0;
  // Runs one query and hands each row to `on_row` as it is read, without keeping them (large reads:
  // a month of track points). The row is only valid during the call.
  virtual Status QueryEach(std::string_view sql, const Params& params, const std::function<void(const Row&)>& on_row);
  Status Exec(std::string_view sql, const Params& params = {});
  // Runs several statements without parameters (migrations).
  virtual Status ExecScript(std::string_view sql) = 0;
  // Rows changed by the last statement.
  virtual long long Changes() = 0;
  // "sqlite" or "postgres".
  virtual std::string_view Engine() const = 0;
  // Rewrites the engine-neutral DDL markers used in migrations ({{ID}} = auto-increment primary key).
  virtual std::string TranslateDdl(std::string_view sql) const = 0;

 private:
  friend Status InTransaction(Connection& conn, const std::function<Status()>& fn);
  int transaction_depth_ = 0;  // nested InTransaction calls use savepoints
};

// Runs `fn` inside a transaction; commits when it returns ok, rolls back otherwise. Nested calls
// become savepoints, so a repository function that is atomic on its own composes into larger ones.
Status InTransaction(Connection& conn, const std::function<Status()>& fn);

// A bounded pool of connections. Thread-safe.
class Database {
 public:
  using Factory = std::function<Result<std::unique_ptr<Connection>>()>;
  class Lease {
   public:
    Lease(Database* db, std::unique_ptr<Connection> conn) : db_(db), conn_(std::move(conn)) {}
    Lease(Lease&&) = default;
    Lease& operator=(Lease&&) = default;
    ~Lease();
    Connection& operator*() { return *conn_; }
    Connection* operator->() { return conn_.get(); }

   private:
    Database* db_;
    std::unique_ptr<Connection> conn_;
  };

  // Opens `size` connections with `factory`.
  static Result<std::unique_ptr<Database>> Open(const Factory& factory, int size);

  // Blocks until a connection is free (the pool is bounded; callers hold leases briefly).
  Lease Acquire();

 private:
  void Release(std::unique_ptr<Connection> conn);
  std::mutex mu_;
  std::condition_variable cv_;
  std::vector<std::unique_ptr<Connection>> free_;  // GUARDED_BY(mu_)
};

// Opens a SQLite database file in WAL mode (creating its folder), `pool_size` connections. With
// `auto_checkpoint` false they never copy the WAL back themselves — a WalCheckpointer thread does —
// so no commit of theirs waits for a checkpoint (the server: its pipeline threads write alarms).
Result<std::unique_ptr<Database>> OpenSqlite(const std::string& path, int pool_size, bool auto_checkpoint = true);

// One SQLite connection outside any pool (for a dedicated writer thread); `auto_checkpoint` as above.
Result<std::unique_ptr<Connection>> OpenSqliteConnection(const std::string& path, bool auto_checkpoint = true);

}  // namespace chelian::store
