// Implementation of the sliced fold: the keys of positions appended since the last one go into
// position_keys, with the columns a track reads.
#include "store/position_folder.h"

#include <algorithm>
#include <chrono>
#include <limits>
#include <string>

namespace chelian::store {
namespace {

// The sorted copy of the cycle's keys with the track's columns (migration 0161): its rowids follow
// (device_id, fix_time), so a slice is a rowid range.
const std::string kCreateCopy =
    "DROP TABLE IF EXISTS temp.fold_keys; CREATE TEMP TABLE fold_keys (device_id INTEGER, fix_time INTEGER, pos "
    "INTEGER, lat REAL, lon REAL, speed REAL, course INTEGER, flags INTEGER, mileage REAL, battery INTEGER);";
const std::string kFillCopy =
    "INSERT INTO temp.fold_keys SELECT device_id, fix_time, rowid, lat, lon, speed, course, flags, mileage, battery "
    "FROM positions WHERE rowid > ? AND rowid <= ? AND device_id >= ? ORDER BY device_id, fix_time, rowid";
const std::string kMoveSlice =
    "INSERT INTO position_keys (device_id, fix_time, pos, lat, lon, speed, course, flags, mileage, battery) "
    "SELECT device_id, fix_time, pos, lat, lon, speed, course, flags, mileage, battery FROM temp.fold_keys "
    "WHERE rowid >= ? AND rowid <= ? ORDER BY rowid";
const std::string kKeyAll =
    "INSERT INTO position_keys (device_id, fix_time, pos, lat, lon, speed, course, flags, mileage, battery) "
    "SELECT device_id, fix_time, rowid, lat, lon, speed, course, flags, mileage, battery FROM positions "
    "WHERE rowid > (SELECT keyed_upto FROM position_fold) ORDER BY device_id, fix_time, rowid; "
    "UPDATE position_fold SET keyed_upto = (SELECT COALESCE(MAX(rowid), 0) FROM positions) WHERE id = 1;";
constexpr long long kAfterAll = std::numeric_limits<long long>::max();

double MsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

PositionFolder::PositionFolder(Connection& conn, size_t slice_rows)
    : conn_(conn), slice_rows_(std::max<size_t>(1, slice_rows)) {}

Status PositionFolder::Prepare(long long from_device) {
  auto start = std::chrono::steady_clock::now();
  // Only the temp database is written: the database's write lock is not taken.
  if (Status s = conn_.ExecScript(kCreateCopy); !s.ok()) return s;
  if (Status s = conn_.Exec(kFillCopy, {keyed_upto_, upto_rowid_, from_device}); !s.ok()) return s;
  slices_.clear();
  size_t in_slice = 0;
  long long previous_seq = 0, previous_device = 0;
  Status read = conn_.QueryEach("SELECT rowid, device_id FROM temp.fold_keys ORDER BY rowid", {}, [&](const Row& r) {
    long long seq = r.Int(0), device = r.Int(1);
    if (in_slice >= slice_rows_ && device != previous_device) {
      slices_.push_back({previous_seq, device});
      in_slice = 0;
    }
    ++in_slice;
    previous_seq = seq;
    previous_device = device;
  });
  if (!read.ok()) return read;
  slices_.push_back({previous_seq, kAfterAll});  // the last one (also when empty: it deletes)
  std::reverse(slices_.begin(), slices_.end());
  next_seq_ = 1;
  stats_.longest_prepare_ms = std::max(stats_.longest_prepare_ms, MsSince(start));
  return Status::Ok();
}

Status PositionFolder::Resume() {
  auto state = conn_.Query("SELECT keyed_upto, upto_rowid, moved_below FROM position_fold WHERE id = 1");
  if (!state.ok()) return state.status();
  if (state->empty()) return Internal("position_fold has no row");
  keyed_upto_ = state->at(0).Int(0);
  if (state->at(0).Int(1) == 0) return Status::Ok();
  upto_rowid_ = state->at(0).Int(1);
  if (Status s = Prepare(state->at(0).Int(2)); !s.ok()) return s;
  active_ = true;
  return Status::Ok();
}

Status PositionFolder::Start() {
  auto top = conn_.Query("SELECT COALESCE(MAX(rowid), 0) FROM positions");  // the rowid b-tree's end
  if (!top.ok()) return top.status();
  upto_rowid_ = top->at(0).Int(0);
  if (upto_rowid_ <= keyed_upto_) return Status::Ok();  // nothing new
  if (Status s = Prepare(std::numeric_limits<long long>::min()); !s.ok()) return s;
  active_ = true;
  return Status::Ok();
}

Result<size_t> PositionFolder::Step() {
  if (!active_) return size_t{0};
  auto start = std::chrono::steady_clock::now();
  const Slice slice = slices_.back();
  bool last = slices_.size() == 1;
  // A write first: the transaction takes the write lock at once (waiting for it), where a read
  // first would fail at once if another connection wrote in between.
  Status s = InTransaction(conn_, [&]() -> Status {
    if (Status e = conn_.Exec(kMoveSlice, {next_seq_, slice.last_seq}); !e.ok()) return e;
    if (!last)
      return conn_.Exec("UPDATE position_fold SET upto_rowid = ?, moved_below = ? WHERE id = 1",
                        {upto_rowid_, slice.next_device});
    return conn_.Exec("UPDATE position_fold SET keyed_upto = ?, upto_rowid = 0, moved_below = 0 WHERE id = 1",
                      {upto_rowid_});
  });
  if (!s.ok()) return s;
  slices_.pop_back();
  next_seq_ = slice.last_seq + 1;
  stats_.longest_step_ms = std::max(stats_.longest_step_ms, MsSince(start));
  if (!last) return size_t{0};
  active_ = false;
  // The cycle's rows: positions' rowids grow by one per row appended (rows are never deleted).
  const size_t keyed = static_cast<size_t>(upto_rowid_ - keyed_upto_);
  keyed_upto_ = upto_rowid_;
  (void)conn_.ExecScript("DROP TABLE IF EXISTS temp.fold_keys;");  // frees its memory; Prepare drops it too
  ++stats_.folds;
  stats_.folded_rows += keyed;
  return keyed;
}

Status KeyAllPositions(Connection& conn) { return conn.ExecScript(kKeyAll); }

}  // namespace chelian::store
