// Indexes positions in short transactions: a fold cycle takes the rows appended since the last one,
// copies their keys (device_id, fix_time, rowid) and track columns once into a connection-private temp
// table sorted by the keys, and inserts that copy into position_keys a slice of devices at a time,
// recording its progress in position_fold in the same transaction (migrations 0054, 0161).
// Used by the position writer's thread only; a cycle cut by a crash resumes from position_fold.
#pragma once

#include <cstdint>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

struct PositionFoldStats {
  uint64_t folds = 0;  // cycles completed
  uint64_t folded_rows = 0;
  double longest_step_ms = 0;     // longest transaction moving a slice
  double longest_prepare_ms = 0;  // longest copy-and-sort at the start of a cycle
};

class PositionFolder {
 public:
  // Slices a cycle is cut into when it starts with `fold_rows` rows: each step holds SQLite's
  // write lock for about an eighth of a whole fold (~130 ms at 100,000 rows).
  static constexpr size_t kSlicesPerFold = 8;

  // `slice_rows`: about how many rows one step moves.
  PositionFolder(Connection& conn, size_t slice_rows);

  // Picks up a cycle a previous run left unfinished.
  Status Resume();
  bool active() const { return active_; }
  // Starts a cycle over every row appended to positions since the last one.
  Status Start();
  // Keys the next slice. Returns the rows the cycle keyed when it ended with this step, else 0.
  Result<size_t> Step();
  const PositionFoldStats& stats() const { return stats_; }

 private:
  struct Slice {
    long long last_seq;     // the slice is the sorted copy's rows up to this rowid
    long long next_device;  // lowest device id after it (what position_fold.moved_below becomes)
  };
  // Copies the cycle's keys from device `from_device` on into the sorted temp table and cuts it
  // into slices (a device is never split).
  Status Prepare(long long from_device);

  Connection& conn_;
  size_t slice_rows_;
  bool active_ = false;
  long long keyed_upto_ = 0;   // every position up to this rowid has its key
  long long upto_rowid_ = 0;   // the cycle's last rowid
  long long next_seq_ = 1;     // first rowid of the sorted copy not moved yet
  std::vector<Slice> slices_;  // still to move, next at the back
  PositionFoldStats stats_;
};

// Keys at once every position appended since the last fold and records them keyed, as a finished
// fold leaves them: for tests and benchmarks that write positions directly.
Status KeyAllPositions(Connection& conn);

}  // namespace chelian::store
