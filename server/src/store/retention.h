// Retention: deleting what is older than the configured days, a bounded step at a time. Positions
// go from the head of their table (arrival order) with their keys, on the position writer's thread
// (PositionWriter); alarms, commands and logs in a RetentionSweeper of their own.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

// Deletes up to `max_rows` of the oldest positions received before `cutoff_ms`, in arrival
// (rowid) order, stopping at the first one received later: their keys in position_keys and the
// rows together, in one transaction. Only rows a fold has keyed are touched (rowid below
// position_fold.keyed_upto), so the highest rowid stays and rowids keep growing (D62, D92).
// Returns the rows deleted.
Result<size_t> PurgePositionsStep(Connection& conn, long long cutoff_ms, size_t max_rows);

// A table whose rows go after some days: its time column (epoch ms) and, when some rows stay
// whatever their age, the SQL condition that keeps them.
struct PurgeTable {
  const char* table;
  const char* time_column;
  const char* kept_while;  // nullptr: none
};

// The tables of each retention key (store.alarm_keep_days, store.command_keep_days, store.log_keep_days).
const std::vector<PurgeTable>& AlarmTables();
const std::vector<PurgeTable>& CommandTables();
const std::vector<PurgeTable>& LogTables();

struct PurgeStepResult {
  size_t deleted = 0;
  bool done = false;  // nothing older is left past `*after_id` (the scan met a newer row or the end)
};

// Scans up to `max_rows` rows of `t` in id order after `*after_id` and deletes those older than
// `cutoff_ms` (but not the kept ones), stopping at the first newer row; moves `*after_id` on.
Result<PurgeStepResult> PurgeRowsStep(Connection& conn, const PurgeTable& t, long long cutoff_ms, size_t max_rows,
                                      long long* after_id);

}  // namespace chelian::store
