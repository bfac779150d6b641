// Implementation of the stored-data figures.
#include "store/stored_figures.h"

namespace chelian::store {

Result<StoredFigures> ReadStoredFigures(Connection& conn) {
  static const char* const kTables[] = {"groups",   "users", "assets",       "devices",       "positions", "alarms",
                                        "commands", "media", "vehicle_days", "operation_log", "login_log", "sessions"};
  StoredFigures f;
  for (const char* t : kTables) {
    auto n = conn.Query(std::string("SELECT COUNT(*) FROM ") + t);
    if (!n.ok()) return n.status();
    f.tables.push_back({t, n->at(0).Int(0)});
  }
  auto edge = [&](const char* order, long long* fix, long long* recv) -> Status {
    auto r = conn.Query(std::string("SELECT fix_time, recv_time FROM positions ORDER BY rowid ") + order + " LIMIT 1");
    if (!r.ok()) return r.status();
    if (!r->empty()) *fix = r->at(0).Int(0), *recv = r->at(0).Int(1);
    return Status::Ok();
  };
  if (Status s = edge("ASC", &f.oldest_fix_ms, &f.oldest_recv_ms); !s.ok()) return s;
  if (conn.Engine() == "sqlite") {  // ended months packed into vehicle-days (D168): the oldest are there
    auto packs = conn.Query("SELECT COUNT(*), COALESCE(SUM(fixes), 0) FROM position_packs");
    if (!packs.ok()) return packs.status();
    f.tables.push_back({"position_packs", packs->at(0).Int(0)});
    f.tables.push_back({"packed positions", packs->at(0).Int(1)});
    auto first = conn.Query(
        "SELECT fix_time, recv_time FROM packed_positions WHERE device_id = (SELECT device_id FROM position_packs "
        "ORDER BY day_start LIMIT 1) AND fix_time >= (SELECT MIN(day_start) FROM position_packs) ORDER BY fix_time "
        "LIMIT 1");
    if (!first.ok()) return first.status();
    if (!first->empty()) f.oldest_fix_ms = first->at(0).Int(0), f.oldest_recv_ms = first->at(0).Int(1);
  }
  if (Status s = edge("DESC", &f.newest_fix_ms, &f.newest_recv_ms); !s.ok()) return s;
  auto alarm = conn.Query("SELECT COALESCE(MIN(begin_time), 0) FROM alarms");
  if (!alarm.ok()) return alarm.status();
  f.oldest_alarm_ms = alarm->at(0).Int(0);
  auto version = conn.Query("SELECT COALESCE(MAX(version), 0) FROM schema_migrations");
  if (!version.ok()) return version.status();
  f.schema_version = static_cast<int>(version->at(0).Int(0));
  return f;
}

}  // namespace chelian::store
