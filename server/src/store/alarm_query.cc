// Implementation of the alarm report queries.
#include "store/alarm_query.h"

#include <algorithm>
#include <optional>

#include "store/expired_clause.h"
#include "store/placeholders.h"

namespace chelian::store {
namespace {

// WHERE clause and parameters shared by both queries; `out` gets the path of the group filtered on.
Status Where(Connection& conn, const Scope& scope, const AlarmFilter& f, std::string* where, Params* params) {
  std::string path = scope.group_path;
  if (f.group_id != 0) {
    auto g = conn.Query("SELECT path FROM groups WHERE id = ? AND path LIKE ?", {f.group_id, scope.LikePattern()});
    if (!g.ok()) return g.status();
    if (g->empty()) return NotFound("分组不存在或无权访问");
    path = g->at(0).Text(0);
  }
  *where = "WHERE g.path LIKE ? AND al.begin_time >= ? AND al.begin_time <= ? ";
  *params = {path + "%", f.begin_from, f.begin_to};
  if (f.vehicle_id != 0) {
    *where += "AND al.asset_id = ? ";
    params->push_back(f.vehicle_id);
    if (Status s = CheckNotExpired(conn, scope, f.vehicle_id, f.hide_expired_at); !s.ok()) return s;
  }
  if (!f.codes.empty()) {
    *where += "AND al.code IN (" + Placeholders(f.codes.size()) + ") ";
    params->insert(params->end(), f.codes.begin(), f.codes.end());
  }
  if (f.handled == 0 || f.handled == 1) {
    *where += "AND al.handled = ? ";
    params->push_back(f.handled);
  }
  if (!f.keyword.empty()) {
    *where += "AND (a.plate LIKE ? OR g.name LIKE ?) ";
    std::string like = "%" + f.keyword + "%";
    params->push_back(like);
    params->push_back(like);
  }
  if (f.long_stay == 1) *where += "AND d.long_standby = 1 ";
  if (f.asset_kind > 0) *where += "AND a.kind = " + std::to_string(f.asset_kind) + " ";
  if (f.long_stay == 2) *where += "AND d.long_standby = 0 ";
  *where += NotExpiredClause("al.asset_id", f.hide_expired_at, *params);
  return Status::Ok();
}

constexpr char kFrom[] =
    "FROM alarms al JOIN assets a ON a.id = al.asset_id JOIN groups g ON g.id = a.group_id "
    "JOIN devices d ON d.id = al.device_id LEFT JOIN users u ON u.id = al.handled_by ";

// The page and its total; QueryAlarmEpisodes reads both in one snapshot.
Result<Page<AlarmRecord>> ReadEpisodePage(Connection& conn, const Scope& scope, const AlarmFilter& f) {
  std::string where;
  Params params;
  if (Status s = Where(conn, scope, f, &where, &params); !s.ok()) return s;
  auto count = conn.Query(std::string("SELECT COUNT(*) ") + kFrom + where, params);
  if (!count.ok()) return count.status();
  int size = std::clamp(f.page_size, 1, 1000);
  params.push_back(size);
  params.push_back(static_cast<long long>(std::max(1, f.page_number) - 1) * size);
  auto rows = conn.Query(
      std::string(
          "SELECT al.id, al.asset_id, a.group_id, a.plate, d.terminal_no, g.name, al.code, al.label, "
          "al.begin_time, al.end_time, al.begin_lat, al.begin_lon, al.begin_speed, al.begin_mileage, al.end_lat, "
          "al.end_lon, al.end_speed, al.end_mileage, al.begin_course, al.end_course, al.handled, al.result, "
          "al.remark, al.contact, al.contact_phone, COALESCE(NULLIF(u.name, ''), u.username), al.handled_at, "
          "al.insert_time, al.update_time, al.source, al.data, a.kind ") +
          kFrom + where + "ORDER BY al.begin_time DESC, al.id DESC LIMIT ? OFFSET ?",
      params);
  if (!rows.ok()) return rows.status();
  Page<AlarmRecord> page;
  page.total = count->at(0).Int(0);
  for (const auto& r : *rows) {
    AlarmRecord a;
    a.id = r.Int(0);
    a.vehicle_id = r.Int(1);
    a.group_id = r.Int(2);
    a.plate = r.Text(3);
    a.terminal_no = r.Text(4);
    a.group_name = r.Text(5);
    a.code = r.Text(6);
    a.label = r.Text(7);
    a.begin_time = r.Int(8);
    a.end_time = r.Int(9);
    a.begin_lat = r.Real(10);
    a.begin_lon = r.Real(11);
    a.begin_speed = r.Real(12);
    a.begin_mileage = r.Real(13);
    a.end_lat = r.Real(14);
    a.end_lon = r.Real(15);
    a.end_speed = r.Real(16);
    a.end_mileage = r.Real(17);
    a.begin_course = static_cast<int>(r.Int(18));
    a.end_course = static_cast<int>(r.Int(19));
    a.handled = static_cast<int>(r.Int(20));
    a.result = static_cast<int>(r.Int(21));
    a.remark = r.Text(22);
    a.contact = r.Text(23);
    a.contact_phone = r.Text(24);
    a.handled_by_name = r.Text(25);
    a.handled_at = r.Int(26);
    a.insert_time = r.Int(27);
    a.update_time = r.Int(28);
    a.source = static_cast<int>(r.Int(29));
    a.data = r.Text(30);
    a.kind = static_cast<int>(r.Int(31));
    page.rows.push_back(std::move(a));
  }
  return page;
}

}  // namespace

Result<Page<AlarmRecord>> QueryAlarmEpisodes(Connection& conn, const Scope& scope, const AlarmFilter& f) {
  // One read transaction: the total counts exactly the rows the page is cut from, even while new
  // alarms are being stored (the alarm tip merges pushed alarms by that total).
  std::optional<Result<Page<AlarmRecord>>> page;
  Status s = InTransaction(conn, [&]() -> Status {
    page.emplace(ReadEpisodePage(conn, scope, f));
    return page->ok() ? Status::Ok() : page->status();
  });
  if (!s.ok()) return s;
  return std::move(*page);
}

Result<AlarmCounts> CountAlarms(Connection& conn, const Scope& scope, const AlarmFilter& f) {
  std::string where;
  Params params;
  if (Status s = Where(conn, scope, f, &where, &params); !s.ok()) return s;
  AlarmCounts c;
  auto totals =
      conn.Query(std::string("SELECT COUNT(*), COALESCE(SUM(CASE WHEN al.end_time IS NULL THEN 1 ELSE 0 END), 0), "
                             "COUNT(DISTINCT al.asset_id) ") +
                     kFrom + where,
                 params);
  if (!totals.ok()) return totals.status();
  c.total = totals->at(0).Int(0);
  c.active = totals->at(0).Int(1);
  c.vehicles = totals->at(0).Int(2);
  auto rows = conn.Query(std::string("SELECT al.code, al.label, COUNT(*), "
                                     "SUM(CASE WHEN al.end_time IS NULL THEN 1 ELSE 0 END) ") +
                             kFrom + where + "GROUP BY al.code, al.label ORDER BY COUNT(*) DESC, al.code",
                         params);
  if (!rows.ok()) return rows.status();
  for (const auto& r : *rows) c.by_code.push_back({r.Text(0), r.Text(1), r.Int(2), r.Int(3)});
  return c;
}

Result<Page<AlarmSummary>> SummarizeAlarms(Connection& conn, const Scope& scope, const AlarmFilter& f) {
  std::string where;
  Params params;
  if (Status s = Where(conn, scope, f, &where, &params); !s.ok()) return s;
  std::string grouped =
      std::string(kFrom) + where + "GROUP BY al.asset_id, a.plate, d.terminal_no, g.name, al.code, al.label ";
  auto count = conn.Query("SELECT COUNT(*) FROM (SELECT al.asset_id " + grouped + ") t", params);
  if (!count.ok()) return count.status();
  int size = std::clamp(f.page_size, 1, 1000);
  params.push_back(size);
  params.push_back(static_cast<long long>(std::max(1, f.page_number) - 1) * size);
  auto rows = conn.Query(
      "SELECT al.asset_id, a.plate, d.terminal_no, g.name, al.code, al.label, COUNT(*), "
      "MIN(al.begin_time), MAX(al.begin_time) " +
          grouped + "ORDER BY COUNT(*) DESC, al.asset_id, al.code LIMIT ? OFFSET ?",
      params);
  if (!rows.ok()) return rows.status();
  Page<AlarmSummary> page;
  page.total = count->at(0).Int(0);
  for (const auto& r : *rows)
    page.rows.push_back(
        {r.Int(0), r.Text(1), r.Text(2), r.Text(3), r.Text(4), r.Text(5), r.Int(6), r.Int(7), r.Int(8)});
  return page;
}

}  // namespace chelian::store
