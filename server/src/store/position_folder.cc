// Implementation of the sliced fold of positions_recent into positions.
#include "store/position_folder.h"

#include <algorithm>
#include <chrono>
#include <limits>
#include <string>

#include "store/position_table.h"

namespace chelian::store {
namespace {

const std::string kMoveSlice = std::string("INSERT INTO positions (") + kPositionColumns + ") SELECT " + kPositionColumns +
                               " FROM positions_recent WHERE rowid <= ? AND device_id >= ? AND device_id < ? "
                               "ORDER BY device_id, fix_time";
constexpr long long kAfterAll = std::numeric_limits<long long>::max();

}  // namespace

PositionFolder::PositionFolder(Connection& conn, size_t slice_rows)
    : conn_(conn), slice_rows_(std::max<size_t>(1, slice_rows)) {}

Status PositionFolder::PlanSlices(long long from_device) {
  // Every slice_rows-th device id of the cycle's rows bounds a slice (a device is never split).
  auto rows = conn_.Query("SELECT device_id FROM positions_recent WHERE rowid <= ? AND device_id >= ? ORDER BY device_id",
                          {upto_rowid_, from_device});
  if (!rows.ok()) return rows.status();
  bounds_.clear();
  size_t in_slice = 0;
  long long previous = from_device;
  for (const auto& r : *rows) {
    long long d = r.Int(0);
    if (in_slice >= slice_rows_ && d != previous) {
      bounds_.push_back(d);
      in_slice = 0;
    }
    ++in_slice;
    previous = d;
  }
  bounds_.push_back(kAfterAll);
  std::reverse(bounds_.begin(), bounds_.end());  // next bound at the back
  return Status::Ok();
}

Status PositionFolder::Resume() {
  auto state = conn_.Query("SELECT upto_rowid, moved_below FROM position_fold WHERE id = 1");
  if (!state.ok()) return state.status();
  if (state->empty() || state->at(0).Int(0) == 0) return Status::Ok();
  upto_rowid_ = state->at(0).Int(0);
  auto count = conn_.Query("SELECT COUNT(*) FROM positions_recent WHERE rowid <= ?", {upto_rowid_});
  if (!count.ok()) return count.status();
  cycle_rows_ = static_cast<size_t>(count->at(0).Int(0));
  from_ = state->at(0).Int(1);
  if (Status s = PlanSlices(from_); !s.ok()) return s;
  active_ = true;
  return Status::Ok();
}

Status PositionFolder::Start() {
  auto top = conn_.Query("SELECT COALESCE(MAX(rowid), 0), COUNT(*) FROM positions_recent");
  if (!top.ok()) return top.status();
  upto_rowid_ = top->at(0).Int(0);
  cycle_rows_ = static_cast<size_t>(top->at(0).Int(1));
  if (cycle_rows_ == 0) return Status::Ok();
  from_ = std::numeric_limits<long long>::min();
  if (Status s = PlanSlices(from_); !s.ok()) return s;
  active_ = true;
  return Status::Ok();
}

Result<size_t> PositionFolder::Step() {
  if (!active_) return size_t{0};
  auto start = std::chrono::steady_clock::now();
  long long below = bounds_.back();
  bool last = bounds_.size() == 1;
  // A write first: the transaction takes the write lock at once (waiting for it), where a read
  // first would fail at once if another connection wrote in between.
  Status s = InTransaction(conn_, [&]() -> Status {
    if (Status e = conn_.Exec(kMoveSlice, {upto_rowid_, from_, below}); !e.ok()) return e;
    if (!last) return conn_.Exec("UPDATE position_fold SET upto_rowid = ?, moved_below = ? WHERE id = 1", {upto_rowid_, below});
    if (Status e = conn_.Exec("DELETE FROM positions_recent WHERE rowid <= ?", {upto_rowid_}); !e.ok()) return e;
    return conn_.Exec("UPDATE position_fold SET upto_rowid = 0, moved_below = 0 WHERE id = 1");
  });
  if (!s.ok()) return s;
  bounds_.pop_back();
  from_ = below;
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  stats_.longest_step_ms = std::max(stats_.longest_step_ms, ms);
  if (!last) return size_t{0};
  active_ = false;
  ++stats_.folds;
  stats_.folded_rows += cycle_rows_;
  return cycle_rows_;
}

}  // namespace chelian::store
