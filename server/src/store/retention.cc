// Implementation of the retention steps.
#include "store/retention.h"

#include <algorithm>
#include <tuple>

namespace chelian::store {

Result<size_t> PurgePositionsStep(Connection& conn, long long cutoff_ms, size_t max_rows) {
  struct Key {
    long long device_id, fix_time, pos;
  };
  std::vector<Key> keys;
  // A write first (as the fold does): the transaction holds the write lock from its start, so
  // the rows read are those deleted.
  Status s = InTransaction(conn, [&]() -> Status {
    if (Status e = conn.Exec("UPDATE position_fold SET keyed_upto = keyed_upto WHERE id = 1"); !e.ok()) return e;
    keys.clear();
    bool newer = false;
    Status read = conn.QueryEach(
        "SELECT rowid, device_id, fix_time, recv_time FROM positions "
        "WHERE rowid < (SELECT keyed_upto FROM position_fold WHERE id = 1) ORDER BY rowid LIMIT ?",
        {static_cast<long long>(max_rows)}, [&](const Row& r) {
          if (newer || r.Int(3) >= cutoff_ms) {
            newer = true;
            return;
          }
          keys.push_back({r.Int(1), r.Int(2), r.Int(0)});
        });
    if (!read.ok() || keys.empty()) return read;
    const long long first = keys.front().pos, last = keys.back().pos;
    // In key order: consecutive deletes land on the same index pages.
    std::sort(keys.begin(), keys.end(), [](const Key& a, const Key& b) {
      return std::tie(a.device_id, a.fix_time, a.pos) < std::tie(b.device_id, b.fix_time, b.pos);
    });
    Params params(3);
    for (const Key& k : keys) {
      params[0] = k.device_id;
      params[1] = k.fix_time;
      params[2] = k.pos;
      if (Status e = conn.Exec("DELETE FROM position_keys WHERE device_id = ? AND fix_time = ? AND pos = ?", params);
          !e.ok())
        return e;
    }
    return conn.Exec("DELETE FROM positions WHERE rowid >= ? AND rowid <= ?", {first, last});
  });
  if (!s.ok()) return s;
  return keys.size();
}

const std::vector<PurgeTable>& AlarmTables() {
  static const std::vector<PurgeTable> kTables = {
      {"alarms", "begin_time", "end_time IS NULL"},  // an alarm under way stays
      {"alarm_operation_log", "created_at", nullptr},
      {"alarm_push_log", "created_at", nullptr},
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
