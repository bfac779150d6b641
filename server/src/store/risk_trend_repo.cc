// The 7-day trend cards of 风控中心 (risk_trend_repo.h).
#include "store/risk_trend_repo.h"

#include "store/like_pattern.h"
#include "store/page_clause.h"
#include "store/track_repo.h"

namespace chelian::store {
namespace {

constexpr long long kDayMs = 86'400'000;

long long DayStart(long long ms, int offset_minutes) {
  const long long off = offset_minutes * 60'000LL;
  long long local = ms + off;
  long long day = local >= 0 ? local / kDayMs : (local - kDayMs + 1) / kDayMs;
  return day * kDayMs - off;
}

// FROM … WHERE of one kind, with two parameters after the scope: the day's start and end.
// Columns available: a, g, d (first device), x (the reminder row, due as x_due).
std::string FromWhere(TrendKind kind) {
  const std::string base =
      "FROM assets a JOIN groups g ON g.id = a.group_id "
      "JOIN devices d ON d.id = (SELECT MIN(d2.id) FROM devices d2 WHERE d2.asset_id = a.id) ";
  switch (kind) {
    case TrendKind::kInsurance:
      return base +
             "JOIN vehicle_insurance x ON x.asset_id = a.id AND x.next_time > 0 "
             "WHERE g.path LIKE ? ESCAPE '\\' AND x.next_time >= ? - 2592000000 "
             "AND x.next_time - x.lead_days * 86400000 < ? ";
    case TrendKind::kMaintain:
      return base +
             "JOIN vehicle_maintenance x ON x.asset_id = a.id AND x.next_time > 0 "
             "WHERE g.path LIKE ? ESCAPE '\\' AND x.next_time >= ? - 2592000000 "
             "AND x.next_time - x.lead_days * 86400000 < ? ";
    case TrendKind::kRenew:
      return base +
             "WHERE g.path LIKE ? ESCAPE '\\' AND d.expires_at > 0 AND d.settled_at = 0 AND d.renew_state <> 2 "
             "AND d.expires_at >= ? - 2592000000 AND d.expires_at - 2592000000 < ? ";
    case TrendKind::kPower:
      return base +
             "JOIN alarms x ON x.asset_id = a.id AND x.code = 'lowerPowerAlarm' "
             "WHERE g.path LIKE ? ESCAPE '\\' AND (x.end_time IS NULL OR x.end_time >= ?) AND x.begin_time < ? ";
  }
  return base;
}

std::string DueColumn(TrendKind kind) {
  switch (kind) {
    case TrendKind::kInsurance:
    case TrendKind::kMaintain:
      return "x.next_time";
    case TrendKind::kRenew:
      return "d.expires_at";
    case TrendKind::kPower:
      return "x.begin_time";
  }
  return "0";
}

}  // namespace

Result<std::array<long long, 7>> TrendCounts(Connection& conn, const Scope& scope, TrendKind kind, long long now,
                                             int utc_offset_minutes) {
  std::array<long long, 7> out{};
  const long long today = DayStart(now, utc_offset_minutes);
  const std::string sql = "SELECT COUNT(DISTINCT a.id) " + FromWhere(kind);
  for (int k = 0; k < 7; ++k) {
    const long long start = today - k * kDayMs;
    auto rows = conn.Query(sql, {LikePrefix(scope.group_path), start, start + kDayMs});
    if (!rows.ok()) return rows.status();
    out[k] = rows->front().Int(0);
  }
  return out;
}

Result<TrendPage> TrendRows(Connection& conn, const Scope& scope, TrendKind kind, long long now, int utc_offset_minutes,
                            long long limit, long long offset) {
  const long long start = DayStart(now, utc_offset_minutes);
  const std::string from = FromWhere(kind);
  TrendPage page;
  auto count = conn.Query("SELECT COUNT(*) FROM (SELECT DISTINCT a.id " + from + ") t",
                          {LikePrefix(scope.group_path), start, start + kDayMs});
  if (!count.ok()) return count.status();
  page.total = count->front().Int(0);
  const bool policy = kind == TrendKind::kInsurance || kind == TrendKind::kMaintain;
  std::string sql =
      "SELECT a.id, a.group_id, a.plate, d.terminal_no, g.name, COALESCE(a.owner, ''), "
      "COALESCE(d.sim, ''), " +
      std::string(policy ? "MAX(x.tips), MAX(x.remark), " : "'', '', ") + "COALESCE(d.install_date, ''), " +
      std::string(kind == TrendKind::kInsurance ? "MAX(x.first_time), " : "0, ") + "MIN(" + DueColumn(kind) +
      "), COALESCE(d.activated_at, 0), "
      "(SELECT s.attributes FROM device_state s WHERE s.device_id = d.id) " +
      from +
      "GROUP BY a.id, a.group_id, a.plate, d.terminal_no, g.name, a.owner, d.sim, d.install_date, "
      "d.activated_at, d.id ORDER BY 12, a.id";
  Params params{LikePrefix(scope.group_path), start, start + kDayMs};
  AppendPage(sql, params, limit, offset);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const auto& r : *rows) {
    TrendRow t;
    t.asset_id = r.Int(0);
    t.group_id = r.Int(1);
    t.plate = r.Text(2);
    t.terminal_no = r.Text(3);
    t.group_name = r.Text(4);
    t.owner = r.Text(5);
    t.sim = r.Text(6);
    t.tips = r.Text(7);
    t.remark = r.Text(8);
    t.install_date = r.Text(9);
    t.type = static_cast<int>(r.Int(10));
    t.due = r.Int(11);
    t.activated_at = r.Int(12);
    t.power = BatteryOf(r.Text(13));
    page.rows.push_back(std::move(t));
  }
  return page;
}

}  // namespace chelian::store
