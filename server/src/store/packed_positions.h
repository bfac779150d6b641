// packed_positions: a read-only SQLite virtual table over position_packs (migration 0162, D168)
// that gives the packed vehicle-days back as rows with the columns of positions, so the views
// stored_positions and stored_track read packed and unpacked months alike.
#pragma once

struct sqlite3;

namespace chelian::store {

// Makes packed_positions known to this connection (an eponymous table: no CREATE needed).
// Returns SQLite's result code.
int RegisterPackedPositions(sqlite3* db);

}  // namespace chelian::store
