// PostgreSQL's monthly partitions of positions: calls of the functions of migration 0090.
#include "store/position_months.h"

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

}  // namespace chelian::store
