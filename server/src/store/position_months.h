// PostgreSQL's monthly partitions of positions (migration 0090, D98): made ahead of the clock and
// dropped whole by retention (run by the position writer on its own connection), and packed once
// they have ended (D160; run by a PositionMonthPacker).
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

// The PostgreSQL advisory lock a server holds while it packs months ("chlpack").
inline constexpr long long kPackMonthsLockKey = 0x63686c7061636b;

// A month is packed once this long after its end (fixes a device stored while offline arrive late).
inline constexpr long long kPackMonthAfterMs = 86'400'000;

// Packs every month that ended kPackMonthAfterMs before `now_ms` and is not packed yet: its day
// index is rebuilt (REINDEX CONCURRENTLY: written in key order it is about half the size the writer's
// interleaved inserts leave) and its pages marked all-visible (VACUUM), so a day of it is an
// index-only read; positions_month_packs records it. Neither blocks readers or the writer. A run
// cut short leaves an invalid copy of the index, dropped by the next run. Only one server of a
// cluster packs at a time (an advisory lock); the others return 0. Returns how many it packed.
Result<int> PackEndedPositionMonths(Connection& conn, long long now_ms);

}  // namespace chelian::store
