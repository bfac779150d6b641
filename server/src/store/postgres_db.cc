// The PostgreSQL engine adapter: libpq, statements prepared once per connection (bounded cache),
// parameters sent as text and typed by the server, SQLSTATE mapped to the store's statuses, rows
// streamed in single-row mode, bulk appends with COPY. The only file that calls libpq.
#include "store/postgres_db.h"

#include <libpq-fe.h>
#include <spdlog/spdlog.h>

#include <charconv>
#include <cstdlib>
#include <memory>
#include <string_view>

#include "core/text_map.h"
#include "store/append_rows.h"
#include "store/sql_dialect.h"

namespace chelian::store {
namespace {

// Type oids of the built-in types read as numbers (pg_type.h).
constexpr Oid kBool = 16, kInt8 = 20, kInt2 = 21, kInt4 = 23, kOid = 26, kFloat4 = 700, kFloat8 = 701, kNumeric = 1700;

struct ResultDeleter {
  void operator()(PGresult* r) const { PQclear(r); }
};
using PgResult = std::unique_ptr<PGresult, ResultDeleter>;

class PostgresConnection : public Connection, public BulkAppender {
 public:
  explicit PostgresConnection(PGconn* conn) : conn_(conn) {}
  ~PostgresConnection() override { PQfinish(conn_); }

  Result<Rows> Query(std::string_view sql, const Params& params) override {
    Rows rows;
    Status s = Run(
        sql, params, [&rows](const Row& row) { rows.push_back(row); }, /*single_row=*/false);
    if (!s.ok()) return s;
    return rows;
  }

  Status QueryEach(std::string_view sql, const Params& params, const std::function<void(const Row&)>& on_row) override {
    return Run(sql, params, on_row, /*single_row=*/true);
  }

  Status ExecScript(std::string_view sql) override {
    PgResult r(PQexec(conn_, std::string(sql).c_str()));
    return CheckResult(r.get(), sql);
  }

  Status AppendRows(std::string_view table, std::string_view columns, size_t column_count, size_t row_count,
                    const RowFiller& row) override {
    std::string copy = "COPY " + std::string(table) + " (" + std::string(columns) + ") FROM STDIN";
    PgResult start(PQexec(conn_, copy.c_str()));
    if (PQresultStatus(start.get()) != PGRES_COPY_IN) return CheckResult(start.get(), copy);
    std::string buf;
    Params params;
    params.reserve(column_count);
    bool sent = true;
    for (size_t i = 0; i < row_count && sent; ++i) {
      row(i, params);
      for (size_t c = 0; c < params.size(); ++c) {
        if (c > 0) buf += '\t';
        AppendCopyValue(buf, params[c]);
      }
      buf += '\n';
      if (buf.size() >= (1 << 16)) {
        sent = PQputCopyData(conn_, buf.data(), static_cast<int>(buf.size())) == 1;
        buf.clear();
      }
    }
    if (sent && !buf.empty()) sent = PQputCopyData(conn_, buf.data(), static_cast<int>(buf.size())) == 1;
    PQputCopyEnd(conn_, sent ? nullptr : "client failed to send rows");
    Status s = Status::Ok();
    while (PGresult* r = PQgetResult(conn_)) {
      PgResult owned(r);
      if (s.ok()) s = CheckResult(r, copy);
      if (s.ok()) changes_ = std::atoll(PQcmdTuples(r));
    }
    return s;
  }

  long long Changes() override { return changes_; }
  std::string_view Engine() const override { return "postgres"; }
  std::string TranslateDdl(std::string_view sql) const override { return PostgresDdl(sql); }

 private:
  // Prepares `sql` once (named by its place in the cache), sends `params` as text and hands each
  // row to `on_row`; with `single_row` the rows come one by one instead of all at once.
  Status Run(std::string_view sql, const Params& params, const std::function<void(const Row&)>& on_row,
             bool single_row) {
    auto name = Prepare(sql);
    if (!name.ok()) return name.status();
    std::vector<std::string> texts(params.size());
    std::vector<const char*> values(params.size());
    std::vector<int> lengths(params.size());
    for (size_t i = 0; i < params.size(); ++i) {
      const Value& v = params[i];
      if (v.is_null()) continue;
      if (v.is_text()) {  // sent as it is: libpq reads `lengths` only for binary values, so a copy ends it
        texts[i] = std::string(v.TextView());
      } else {
        texts[i] = v.AsText();
        if (v.is_real()) texts[i] = ExactReal(v.AsReal());
      }
      values[i] = texts[i].c_str();
      lengths[i] = static_cast<int>(texts[i].size());
    }
    if (!PQsendQueryPrepared(conn_, name->c_str(), static_cast<int>(params.size()), values.data(), lengths.data(),
                             nullptr, 0))
      return ConnectionLost();
    if (single_row) PQsetSingleRowMode(conn_);
    Status s = Status::Ok();
    Row row;
    while (PGresult* raw = PQgetResult(conn_)) {
      PgResult r(raw);
      ExecStatusType st = PQresultStatus(r.get());
      if (!s.ok()) continue;  // drain the rest
      if (st == PGRES_SINGLE_TUPLE || st == PGRES_TUPLES_OK) {
        ReadRows(r.get(), row, on_row);
        changes_ = std::atoll(PQcmdTuples(r.get()));
      } else if (st == PGRES_COMMAND_OK) {
        changes_ = std::atoll(PQcmdTuples(r.get()));
      } else {
        s = CheckResult(r.get(), sql);
      }
    }
    if (PQstatus(conn_) == CONNECTION_BAD) return ConnectionLost();
    return s;
  }

  static void ReadRows(PGresult* r, Row& row, const std::function<void(const Row&)>& on_row) {
    int cols = PQnfields(r);
    int n = PQntuples(r);
    for (int t = 0; t < n; ++t) {
      row.cols.clear();
      for (int c = 0; c < cols; ++c) {
        if (PQgetisnull(r, t, c)) {
          row.cols.emplace_back();
          continue;
        }
        const char* text = PQgetvalue(r, t, c);
        switch (PQftype(r, c)) {
          case kInt2:
          case kInt4:
          case kInt8:
          case kOid:
            row.cols.emplace_back(std::atoll(text));
            break;
          case kBool:
            row.cols.emplace_back(text[0] == 't' ? 1 : 0);
            break;
          case kFloat4:
          case kFloat8:
            row.cols.emplace_back(std::strtod(text, nullptr));
            break;
          case kNumeric: {  // SUM of integers: an integer when it has no fraction
            std::string_view s(text);
            if (s.find_first_of(".eE") == std::string_view::npos)
              row.cols.emplace_back(std::atoll(text));
            else
              row.cols.emplace_back(std::strtod(text, nullptr));
            break;
          }
          default:
            row.cols.emplace_back(std::string(text, PQgetlength(r, t, c)));
        }
      }
      on_row(row);
    }
  }

  Result<std::string> Prepare(std::string_view sql) {
    if (auto it = cache_.find(sql); it != cache_.end()) return it->second;
    if (cache_.size() > 512) {  // bounded: ad-hoc SQL must not grow the cache forever
      PgResult r(PQexec(conn_, "DEALLOCATE ALL"));
      cache_.clear();
    }
    std::string name = "s" + std::to_string(++statement_seq_);
    std::string text = PostgresPlaceholders(sql);
    PgResult r(PQprepare(conn_, name.c_str(), text.c_str(), 0, nullptr));
    if (Status s = CheckResult(r.get(), sql); !s.ok()) return s;
    cache_.emplace(std::string(sql), name);
    return name;
  }

  // Real numbers as text that reads back to the same double.
  static std::string ExactReal(double d) {
    char buf[32];
    auto r = std::to_chars(buf, buf + sizeof buf, d);
    return std::string(buf, r.ptr);
  }

  Status ConnectionLost() {
    std::string msg = PQerrorMessage(conn_);
    PQreset(conn_);  // the next call runs on a new session: its prepared statements are gone
    cache_.clear();
    return Unavailable("PostgreSQL connection lost: " + msg);
  }

  Status CheckResult(PGresult* r, std::string_view sql) {
    if (!r) return ConnectionLost();
    ExecStatusType st = PQresultStatus(r);
    if (st == PGRES_COMMAND_OK || st == PGRES_TUPLES_OK || st == PGRES_SINGLE_TUPLE || st == PGRES_EMPTY_QUERY) {
      if (st == PGRES_COMMAND_OK) changes_ = std::atoll(PQcmdTuples(r));
      return Status::Ok();
    }
    const char* state = PQresultErrorField(r, PG_DIAG_SQLSTATE);
    std::string code = state ? state : "";
    std::string msg = PQresultErrorMessage(r);
    if (!msg.empty() && msg.back() == '\n') msg.pop_back();
    if (code == "23505") return AlreadyExists(msg);
    if (code.starts_with("23")) return InvalidArgument(msg);  // other integrity constraints
    if (code.starts_with("42") || code.starts_with("22"))     // syntax, names, data
      return InvalidArgument("SQL error: " + msg + " in: " + std::string(sql));
    // Serialization failures, deadlocks, lock timeouts, cancelled statements, a server going down.
    if (code == "40001" || code == "40P01" || code == "55P03" || code == "57014" || code.starts_with("08") ||
        code.starts_with("57P"))
      return Unavailable(msg);
    if (PQstatus(conn_) == CONNECTION_BAD) return ConnectionLost();
    return Internal(msg + " (SQLSTATE " + code + ")");
  }

  PGconn* conn_;
  TextMap<std::string> cache_;  // SQL text → prepared statement name
  long long statement_seq_ = 0;
  long long changes_ = 0;
};

}  // namespace

Result<std::unique_ptr<Connection>> OpenPostgresConnection(const std::string& url, int io_concurrency) {
  PGconn* conn = PQconnectdb(url.c_str());
  if (PQstatus(conn) != CONNECTION_OK) {
    std::string msg = conn ? PQerrorMessage(conn) : "out of memory";
    PQfinish(conn);
    return Unavailable("cannot connect to PostgreSQL: " + msg);
  }
  auto out = std::make_unique<PostgresConnection>(conn);
  // UTF-8 text, UTC, and notices (e.g. "table does not exist, skipping") kept out of stderr.
  PQsetNoticeProcessor(
      conn, [](void*, const char*) {}, nullptr);
  if (Status s = out->ExecScript("SET client_encoding = 'UTF8'; SET TIME ZONE 'UTC'"); !s.ok()) return s;
  if (io_concurrency > 0)
    if (Status s = out->ExecScript("SET effective_io_concurrency = " + std::to_string(io_concurrency)); !s.ok())
      spdlog::warn("PostgreSQL refused effective_io_concurrency = {}: {}", io_concurrency, s.message());
  return std::unique_ptr<Connection>(std::move(out));
}

Result<std::unique_ptr<Database>> OpenPostgres(const std::string& url, int pool_size, int io_concurrency) {
  return Database::Open([url, io_concurrency] { return OpenPostgresConnection(url, io_concurrency); }, pool_size);
}

}  // namespace chelian::store
