// PostgreSQL's monthly partitions of positions: calls of the functions of migration 0090, and the
// packing of ended months.
#include "store/position_months.h"

#include <spdlog/spdlog.h>

#include <string>
#include <vector>

namespace chelian::store {

Result<int> AddPositionMonths(Connection& conn, long long now_ms) {
  auto r = conn.Query("SELECT chelian_add_position_months(?, ?)", {now_ms, kPositionMonthsAhead});
  if (!r.ok()) return r.status();
  return static_cast<int>(r->at(0).Int(0));
}

Result<long long> DropPositionMonths(Connection& conn, long long cutoff_ms) {
  auto r = conn.Query("SELECT chelian_drop_position_months(?)", {cutoff_ms});
  if (!r.ok()) return r.status();
  return r->at(0).Int(0);
}

namespace {

// A partition name as chelian_add_position_months makes them (positions_YYYYMM): the only text
// spliced into the statements below.
bool IsMonthPartition(const std::string& name) {
  if (name.size() != 16 || !name.starts_with("positions_")) return false;
  for (size_t i = 10; i < name.size(); ++i)
    if (name[i] < '0' || name[i] > '9') return false;
  return true;
}

Result<int> PackLocked(Connection& conn, long long now_ms) {
  auto ended = conn.Query(
      "SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid "
      "WHERE i.inhparent = 'positions'::regclass AND c.relname <> 'positions_other' "
      "AND (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \\(''?(-?\\d+)''?\\)'))[1]::BIGINT <= ? "
      "AND c.relname NOT IN (SELECT partition FROM positions_month_packs) ORDER BY c.relname",
      {now_ms - kPackMonthAfterMs});
  if (!ended.ok()) return ended.status();
  int packed = 0;
  for (const Row& r : *ended) {
    const std::string month = r.Text(0);
    if (!IsMonthPartition(month)) continue;
    auto leftovers = conn.Query(
        "SELECT x.indexrelid::regclass::text FROM pg_index x WHERE x.indrelid = ?::regclass AND NOT x.indisvalid",
        {month});
    if (!leftovers.ok()) return leftovers.status();
    for (const Row& l : *leftovers)
      if (Status s = conn.ExecScript("DROP INDEX CONCURRENTLY IF EXISTS " + l.Text(0)); !s.ok()) return s;
    // Each alone: neither runs inside a transaction.
    if (Status s = conn.ExecScript("REINDEX TABLE CONCURRENTLY " + month); !s.ok()) return s;
    if (Status s = conn.ExecScript("VACUUM (ANALYZE) " + month); !s.ok()) return s;
    if (Status s = conn.Exec("INSERT INTO positions_month_packs (partition, packed_at) VALUES (?, ?)", {month, now_ms});
        !s.ok())
      return s;
    spdlog::info("positions: month {} packed (day index rebuilt, pages all-visible)", month);
    ++packed;
  }
  return packed;
}

}  // namespace

Result<int> PackEndedPositionMonths(Connection& conn, long long now_ms) {
  auto locked = conn.Query("SELECT pg_try_advisory_lock(?)", {kPackMonthsLockKey});
  if (!locked.ok()) return locked.status();
  if (locked->at(0).Int(0) == 0) return 0;  // another server packs
  Result<int> packed = PackLocked(conn, now_ms);
  (void)conn.Query("SELECT pg_advisory_unlock(?)", {kPackMonthsLockKey});
  return packed;
}

}  // namespace chelian::store
