// Implementation of the retention steps.
#include "store/retention.h"

#include <algorithm>
#include <tuple>

#include "store/position_pack.h"

namespace chelian::store {

PositionPurger::PositionPurger(Connection& conn, size_t chunk_rows, size_t step_rows)
    : conn_(conn), chunk_rows_(std::max<size_t>(1, chunk_rows)), step_rows_(std::max<size_t>(1, step_rows)) {}

Result<size_t> PositionPurger::Start(long long cutoff_ms) {
  keys_.clear();
  next_ = 0;
  // Packed vehicle-days (D168) go whole once their day has ended before the cutoff, a few at a time.
  if (Status s = conn_.Exec("DELETE FROM position_packs WHERE rowid IN "
                            "(SELECT rowid FROM position_packs WHERE day_start <= ? ORDER BY day_start LIMIT 200)",
                            {cutoff_ms - kPackDayMs});
      !s.ok())
    return s;
  bool newer = false;
  // Only this thread deletes positions and keyed_upto only grows: read outside a transaction.
  Status read = conn_.QueryEach(
      "SELECT rowid, device_id, fix_time, recv_time FROM positions "
      "WHERE rowid < (SELECT keyed_upto FROM position_fold WHERE id = 1) ORDER BY rowid LIMIT ?",
      {static_cast<long long>(chunk_rows_)}, [&](const Row& r) {
        if (newer || r.Int(3) >= cutoff_ms) {
          newer = true;
          return;
        }
        keys_.push_back({r.Int(1), r.Int(2), r.Int(0)});
      });
  if (!read.ok()) {
    keys_.clear();
    return read;
  }
  if (keys_.empty()) return size_t{0};
  first_ = keys_.front().pos;
  last_ = keys_.back().pos;
  // In key order: each step's deletes land on the index pages of a range of devices.
  std::sort(keys_.begin(), keys_.end(), [](const Key& a, const Key& b) {
    return std::tie(a.device_id, a.fix_time, a.pos) < std::tie(b.device_id, b.fix_time, b.pos);
  });
  return keys_.size();
}

Result<size_t> PositionPurger::Step() {
  if (!active()) return size_t{0};
  const size_t end = std::min(keys_.size(), next_ + step_rows_);
  const bool last = end == keys_.size();
  Status s = InTransaction(conn_, [&]() -> Status {
    Params params(3);
    for (size_t i = next_; i < end; ++i) {
      params[0] = keys_[i].device_id;
      params[1] = keys_[i].fix_time;
      params[2] = keys_[i].pos;
      if (Status e = conn_.Exec("DELETE FROM position_keys WHERE device_id = ? AND fix_time = ? AND pos = ?", params);
          !e.ok())
        return e;
    }
    if (!last) return Status::Ok();
    return conn_.Exec("DELETE FROM positions WHERE rowid >= ? AND rowid <= ?", {first_, last_});
  });
  if (!s.ok()) return s;
  next_ = end;
  if (!last) return size_t{0};
  size_t rows = keys_.size();
  keys_.clear();
  next_ = 0;
  return rows;
}

const std::vector<PurgeTable>& AlarmTables() {
  static const std::vector<PurgeTable> kTables = {
      {"alarms", "begin_time", "end_time IS NULL"},  // an alarm under way stays
      {"alarm_operation_log", "created_at", nullptr},
      {"alarm_push_log", "created_at", nullptr},
      {"health_readings", "measured_at", nullptr},  // the wearables' readings (0126) age as alarms do
  };
  return kTables;
}

const std::vector<PurgeTable>& CommandTables() {
  static const std::vector<PurgeTable> kTables = {
      {"commands", "created_at", "status IN (0, 1)"},  // pending or sent: still tracked
      {"device_texts", "time", nullptr},
  };
  return kTables;
}

const std::vector<PurgeTable>& LogTables() {
  static const std::vector<PurgeTable> kTables = {
      {"operation_log", "created_at", nullptr},
      {"login_log", "created_at", nullptr},
      {"sms_outbox", "created_at", nullptr},
  };
  return kTables;
}

Result<PurgeStepResult> PurgeRowsStep(Connection& conn, const PurgeTable& t, long long cutoff_ms, size_t max_rows,
                                      long long* after_id) {
  const std::string kept = t.kept_while ? std::string("(") + t.kept_while + ")" : "0";
  auto rows = conn.Query("SELECT id, " + std::string(t.time_column) + ", " + kept + " FROM " + t.table +
                             " WHERE id > ? ORDER BY id LIMIT ?",
                         {*after_id, static_cast<long long>(max_rows)});
  if (!rows.ok()) return rows.status();
  PurgeStepResult result;
  result.done = rows->size() < max_rows;
  std::vector<long long> ids;
  for (const Row& r : *rows) {
    if (r.Int(1) >= cutoff_ms) {
      result.done = true;
      break;
    }
    *after_id = r.Int(0);
    if (!r.Int(2)) ids.push_back(r.Int(0));
  }
  if (ids.empty()) return result;
  const std::string del = "DELETE FROM " + std::string(t.table) + " WHERE id = ?";
  Status s = InTransaction(conn, [&]() -> Status {
    for (long long id : ids)
      if (Status e = conn.Exec(del, {id}); !e.ok()) return e;
    return Status::Ok();
  });
  if (!s.ok()) return s;
  result.deleted = ids.size();
  return result;
}

}  // namespace chelian::store
