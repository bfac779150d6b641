// What an operator wants to know of the stored data (`admin check`): rows per main table (SQLite:
// and the packed vehicle-days with their fixes) and the oldest and newest position stored.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

struct TableRows {
  std::string table;
  long long rows = 0;
};

struct StoredFigures {
  std::vector<TableRows> tables;
  // The positions first and last stored (arrival order; the oldest packed day's first fix before
  // them), 0 when there are none.
  long long oldest_fix_ms = 0, oldest_recv_ms = 0;
  long long newest_fix_ms = 0, newest_recv_ms = 0;
  long long oldest_alarm_ms = 0;  // earliest begin_time
  int schema_version = 0;         // the last migration applied
};

// Counts every row of the main tables (a full read of positions: seconds on a large database).
Result<StoredFigures> ReadStoredFigures(Connection& conn);

}  // namespace chelian::store
