// Engine-independent parts of the data-access layer: values, transactions, the connection pool.
#include "store/db.h"

#include <charconv>
#include <cstdio>

namespace chelian::store {

long long Value::AsInt() const {
  if (auto* i = std::get_if<long long>(&v_)) return *i;
  if (auto* d = std::get_if<double>(&v_)) return static_cast<long long>(*d);
  if (is_text()) {
    std::string_view s = TextView();
    long long out = 0;
    std::from_chars(s.data(), s.data() + s.size(), out);
    return out;
  }
  return 0;
}

double Value::AsReal() const {
  if (auto* d = std::get_if<double>(&v_)) return *d;
  if (auto* i = std::get_if<long long>(&v_)) return static_cast<double>(*i);
  if (auto* s = std::get_if<std::string>(&v_)) return std::strtod(s->c_str(), nullptr);
  if (is_text()) return std::strtod(std::string(TextView()).c_str(), nullptr);  // needs a terminator
  return 0;
}

std::string Value::AsText() const {
  if (is_text()) return std::string(TextView());
  if (auto* i = std::get_if<long long>(&v_)) return std::to_string(*i);
  if (auto* d = std::get_if<double>(&v_)) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.10g", *d);
    return buf;
  }
  return "";
}

Status Connection::QueryEach(std::string_view sql, const Params& params,
                             const std::function<void(const Row&)>& on_row) {
  auto rows = Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows) on_row(r);
  return Status::Ok();
}

Status Connection::Exec(std::string_view sql, const Params& params) {
  auto r = Query(sql, params);
  return r.ok() ? Status::Ok() : r.status();
}

Status InTransaction(Connection& conn, const std::function<Status()>& fn) {
  int depth = conn.transaction_depth_;
  std::string savepoint = "sp" + std::to_string(depth);
  // SQLite takes the write lock at once: a deferred transaction that reads, then writes after
  // another connection committed fails with "database is locked" without waiting.
  const char* begin = conn.Engine() == "sqlite" ? "BEGIN IMMEDIATE" : "BEGIN";
  if (Status s = conn.Exec(depth == 0 ? begin : "SAVEPOINT " + savepoint); !s.ok()) return s;
  ++conn.transaction_depth_;
  Status s = fn();
  --conn.transaction_depth_;
  if (s.ok()) {
    Status c = conn.Exec(depth == 0 ? "COMMIT" : "RELEASE SAVEPOINT " + savepoint);
    if (c.ok()) return c;
    s = c;
  }
  if (depth == 0) {
    conn.Exec("ROLLBACK");
  } else {
    conn.Exec("ROLLBACK TO SAVEPOINT " + savepoint);
    conn.Exec("RELEASE SAVEPOINT " + savepoint);
  }
  return s;
}

Database::Lease::~Lease() {
  if (db_ && conn_) db_->Release(std::move(conn_));
}

Result<std::unique_ptr<Database>> Database::Open(const Factory& factory, int size) {
  auto db = std::unique_ptr<Database>(new Database());
  for (int i = 0; i < std::max(1, size); ++i) {
    auto conn = factory();
    if (!conn.ok()) return conn.status();
    db->free_.push_back(std::move(conn.value()));
  }
  return db;
}

Database::Lease Database::Acquire() {
  std::unique_lock lock(mu_);
  cv_.wait(lock, [this] { return !free_.empty(); });
  auto conn = std::move(free_.back());
  free_.pop_back();
  return Lease(this, std::move(conn));
}

void Database::Release(std::unique_ptr<Connection> conn) {
  {
    std::lock_guard lock(mu_);
    free_.push_back(std::move(conn));
  }
  cv_.notify_one();
}

}  // namespace chelian::store
