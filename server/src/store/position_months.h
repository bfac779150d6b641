// PostgreSQL's monthly partitions of positions (migration 0090, D98): made ahead of the clock and
// dropped whole by retention. Run by the position writer on its own connection.
#pragma once

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

// Months made ahead: the current one and the next two, so a writer that runs for weeks without a
// restart never writes into positions_other.
inline constexpr int kPositionMonthsAhead = 3;

// Makes the missing partitions from the month holding `now_ms` on (kPositionMonthsAhead of them).
// Returns how many it made.
Result<int> AddPositionMonths(Connection& conn, long long now_ms);

// Drops the months that end at or before `cutoff_ms` (and the older rows of positions_other).
// Returns how many positions went.
Result<long long> DropPositionMonths(Connection& conn, long long cutoff_ms);

}  // namespace chelian::store
