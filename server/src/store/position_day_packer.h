// SQLite: packs the positions of ended months into vehicle-days (position_packs, D168), one
// transaction per vehicle-day, then deletes the packed rows from positions in rowid chunks.
// Readers see every fix exactly once throughout (the views read keys, the unkeyed tail and packs).
#pragma once

#include <functional>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/position_pack.h"

namespace chelian::store {

struct PackRunResult {
  long long days = 0;          // vehicle-days packed (or merged into their pack)
  long long fixes = 0;         // fixes moved into packs
  long long rows_deleted = 0;  // rows of positions deleted once packed
  bool complete = false;       // false: stopped before the end
};

// Writes the pack of one vehicle-day from its fixes (in fix time order, not empty), replacing the
// pack the day had: the packer's and the bulk loader's one way in.
Status StorePositionPack(Connection& conn, long long device_id, long long day_start,
                         const std::vector<PackedFix>& fixes);

// Fixes before this are packed at `now_ms`: the start of the China month that holds the day before
// now (a month is packed a day after its end, as fixes stored while offline arrive late).
long long PackPositionsBefore(long long now_ms);

// Packs every vehicle-day with fixes before `before_ms` (a China month's start), merging late fixes
// into a day packed before, then deletes the rows it packed from positions. `stop` is asked between
// vehicle-days and chunks. Safe beside the position writer: only keyed rows are packed, and only
// rows keyed before the run began are deleted, below the highest rowid.
Result<PackRunResult> PackPositionDays(Connection& conn, long long before_ms, const std::function<bool()>& stop);

}  // namespace chelian::store
