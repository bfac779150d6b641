// Retention: deleting what is older than the configured days, a bounded step at a time. Positions
// go from the head of their table (arrival order) with their keys, on the position writer's thread
// (PositionWriter); alarms, commands and logs in a RetentionSweeper of their own.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

// Deletes the oldest positions received before a cutoff, on the position writer's thread, in
// chunks as large as a fold: a chunk is the head of positions (arrival order, rowids) up to the
// first row received later, at most `chunk_rows`, and only rows a fold has keyed (rowid below
// position_fold.keyed_upto, so the highest rowid stays and rowids keep growing: D62, D84). Its keys,
// sorted, are deleted `step_rows` at a time, one transaction each, and the rows with the last: a
// chunk of many rows per device shares each device's first index pages, as a fold does. A crash
// between steps leaves rows without keys, which no reader sees and the next chunk deletes. Packed
// vehicle-days (D168) whose day ended before the cutoff go with each Start, 200 at most.
class PositionPurger {
 public:
  PositionPurger(Connection& conn, size_t chunk_rows, size_t step_rows);
  bool active() const { return !keys_.empty(); }
  // Starts a chunk of rows received before `cutoff_ms`. Returns the rows it holds (0: none due).
  Result<size_t> Start(long long cutoff_ms);
  // Deletes the next step's keys (the last step: also the chunk's rows). Returns the rows deleted
  // when the chunk ended with this step, else 0.
  Result<size_t> Step();

 private:
  struct Key {
    long long device_id, fix_time, pos;
  };
  Connection& conn_;
  size_t chunk_rows_, step_rows_;
  std::vector<Key> keys_;  // the chunk's keys, sorted; deleted from next_ on
  size_t next_ = 0;
  long long first_ = 0, last_ = 0;  // the chunk's rowids
};

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
