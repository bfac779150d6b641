// Moves positions_recent into the indexed positions table in short transactions: a fold cycle takes
// the rows present when it starts and moves them a slice of device ids at a time, in (device_id,
// fix_time) order, recording its progress in position_fold in the same transaction (migration 0053),
// then deletes them. Used by the position writer's thread only; a cycle cut by a crash resumes.
#pragma once

#include <cstdint>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

struct PositionFoldStats {
  uint64_t folds = 0;        // cycles completed
  uint64_t folded_rows = 0;
  double longest_step_ms = 0;
};

class PositionFolder {
 public:
  // `slice_rows`: about how many rows one step moves.
  PositionFolder(Connection& conn, size_t slice_rows);

  // Picks up a cycle a previous run left unfinished.
  Status Resume();
  bool active() const { return active_; }
  // Starts a cycle over every row in positions_recent now.
  Status Start();
  // Moves the next slice; the last one also deletes the cycle's rows. Returns the rows the cycle
  // took out of positions_recent when it ended with this step, else 0.
  Result<size_t> Step();
  const PositionFoldStats& stats() const { return stats_; }

 private:
  Status PlanSlices(long long from_device);

  Connection& conn_;
  size_t slice_rows_;
  bool active_ = false;
  long long upto_rowid_ = 0;
  long long from_ = 0;             // lowest device id of the next slice
  size_t cycle_rows_ = 0;
  std::vector<long long> bounds_;  // exclusive upper device ids of the slices still to move
  PositionFoldStats stats_;
};

}  // namespace chelian::store
