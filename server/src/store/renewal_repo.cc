// Renewal repository: service time, coins and their records.
#include "store/renewal_repo.h"

#include <algorithm>

#include "core/civil_time.h"
#include "store/like_pattern.h"
#include "store/page_clause.h"

namespace chelian::store {
namespace {

int DaysInMonth(int y, int m) {
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  return m == 2 && leap ? 29 : kDays[m - 1];
}

// The columns of an ExpireRow (the vehicle's first device) and their joins.
constexpr char kExpireSelect[] =
    "SELECT a.id, a.group_id, d.id, a.plate, d.terminal_no, COALESCE(a.frame_no, ''), COALESCE(d.sim, ''), g.name, "
    "COALESCE(d.install_date, ''), COALESCE(a.display_year, ''), COALESCE(d.activated_at, 0), "
    "COALESCE(d.expires_at, 0), d.service_months, d.renew_state, d.settled_at, "
    "CASE WHEN s.device_id IS NULL THEN 0 ELSE 1 END, COALESCE(s.recv_time, 0), COALESCE(s.motion, 0) ";
constexpr char kExpireFrom[] =
    "FROM assets a JOIN groups g ON g.id = a.group_id "
    "JOIN devices d ON d.id = (SELECT MIN(d2.id) FROM devices d2 WHERE d2.asset_id = a.id) "
    "LEFT JOIN device_state s ON s.device_id = d.id ";

ExpireRow ReadExpireRow(const Row& r) {
  ExpireRow e;
  e.asset_id = r.Int(0);
  e.group_id = r.Int(1);
  e.device_id = r.Int(2);
  e.plate = r.Text(3);
  e.terminal_no = r.Text(4);
  e.frame_no = r.Text(5);
  e.sim = r.Text(6);
  e.group_name = r.Text(7);
  e.install_date = r.Text(8);
  e.display_year = r.Text(9);
  e.activated_at = r.Int(10);
  e.expires_at = r.Int(11);
  e.service_months = static_cast<int>(r.Int(12));
  e.renew_state = static_cast<int>(r.Int(13));
  e.settled_at = r.Int(14);
  e.has_state = r.Int(15) != 0;
  e.recv_time = r.Int(16);
  e.motion = static_cast<int>(r.Int(17));
  return e;
}

}  // namespace

std::optional<long long> RenewalPrice(int months) {
  switch (months) {
    case 1:
    case 2:
    case 3:
    case 4:
      return months;
    case 12:
    case 24:
    case 36:
    case 48:
      return months / 12 * 5;
    default:
      return std::nullopt;
  }
}

long long AddMonths(long long epoch_ms, int months) {
  const long long ms = ((epoch_ms % 1000) + 1000) % 1000;
  CivilTime t = EpochMsToCivil(epoch_ms - ms);
  const int index = t.year * 12 + (t.month - 1) + months;
  t.year = index / 12;
  t.month = index % 12 + 1;
  t.day = std::min(t.day, DaysInMonth(t.year, t.month));
  return CivilToEpochMs(t, 0).value_or(epoch_ms) + ms;
}

Status ActivateDevices(Connection& conn, const std::vector<DeviceActivation>& activations) {
  if (activations.empty()) return Status::Ok();
  return InTransaction(conn, [&]() -> Status {
    for (const DeviceActivation& a : activations) {
      auto rows = conn.Query("SELECT service_months FROM devices WHERE id = ? AND activated_at IS NULL", {a.device_id});
      if (!rows.ok()) return rows.status();
      if (rows->empty()) continue;
      const int months = static_cast<int>(rows->front().Int(0));
      Value expiry = months > 0 ? Value(AddMonths(a.at_ms, months)) : Value();
      if (Status s = conn.Exec("UPDATE devices SET activated_at = ?, expires_at = COALESCE(?, expires_at) "
                               "WHERE id = ? AND activated_at IS NULL",
                               {a.at_ms, expiry, a.device_id});
          !s.ok())
        return s;
    }
    return Status::Ok();
  });
}

Result<ExpirePage> QueryExpire(Connection& conn, const Scope& scope, const ExpireQuery& q) {
  std::string where = "WHERE g.path LIKE ? ESCAPE '\\' ";
  Params params{LikePrefix(scope.group_path)};
  if (!q.group_path.empty()) {
    where += "AND g.path LIKE ? ESCAPE '\\' ";
    params.push_back(LikePrefix(q.group_path));
  }
  if (q.asset_id > 0) {
    where += "AND a.id = ? ";
    params.push_back(q.asset_id);
  }
  if (!q.include_settled) where += "AND d.settled_at = 0 ";
  const std::string expired = "(d.expires_at IS NOT NULL AND d.expires_at > 0 AND d.expires_at <= ?)";
  if (q.state == 0) {
    where += "AND d.renew_state = 0 AND NOT " + expired + " ";
    params.push_back(q.now);
  } else if (q.state == 1) {
    where += "AND d.renew_state = 0 AND " + expired + " ";
    params.push_back(q.now);
  } else if (q.state == 2) {
    where += "AND d.renew_state = 2 ";
  }
  if (q.expiring_before > 0) {
    where += "AND d.expires_at > ? AND d.expires_at <= ? ";
    params.push_back(q.now);
    params.push_back(q.expiring_before);
  }
  const long long online_since = q.now - q.offline_after_ms;
  switch (q.vehicle_state) {
    case 0:
      where += "AND s.device_id IS NULL ";
      break;
    case 1:
      where += "AND s.recv_time > ? AND s.motion = 1 ";
      params.push_back(online_since);
      break;
    case 2:
      where += "AND s.recv_time > ? AND s.motion <> 1 ";
      params.push_back(online_since);
      break;
    case 3:
      where += "AND s.recv_time <= ? ";
      params.push_back(online_since);
      break;
    default:
      break;
  }
  if (q.offline_from_ms > 0) {
    where += "AND s.recv_time >= ? ";
    params.push_back(q.offline_from_ms);
  }
  if (q.offline_to_ms > 0) {
    where += "AND s.recv_time <= ? ";
    params.push_back(q.offline_to_ms);
  }
  if (!q.display_year.empty()) {
    where += "AND a.display_year = ? ";
    params.push_back(q.display_year);
  }
  if (q.activated_from > 0) {
    where += "AND d.activated_at >= ? ";
    params.push_back(q.activated_from);
  }
  if (q.activated_to > 0) {
    where += "AND d.activated_at <= ? ";
    params.push_back(q.activated_to);
  }
  if (!q.installed_from.empty()) {
    where += "AND d.install_date >= ? ";
    params.push_back(q.installed_from);
  }
  if (!q.installed_to.empty()) {
    where += "AND d.install_date <= ? ";
    params.push_back(q.installed_to);
  }
  ExpirePage page;
  auto count = conn.Query(std::string("SELECT COUNT(*) ") + kExpireFrom + where, params);
  if (!count.ok()) return count.status();
  page.total = count->front().Int(0);
  std::string sql = std::string(kExpireSelect) + kExpireFrom + where +
                    "ORDER BY CASE WHEN d.expires_at IS NULL OR d.expires_at = 0 THEN 1 ELSE 0 END, d.expires_at, a.id";
  AppendPage(sql, params, q.limit, q.offset);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows) page.rows.push_back(ReadExpireRow(r));
  return page;
}

Result<ExpireRow> GetExpireRow(Connection& conn, const Scope& scope, long long asset_id) {
  auto rows = conn.Query(std::string(kExpireSelect) + kExpireFrom + "WHERE a.id = ? AND g.path LIKE ? ESCAPE '\\'",
                         {asset_id, LikePrefix(scope.group_path)});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("车辆不存在或无权操作");
  return ReadExpireRow(rows->front());
}

Result<TerminalLookup> FindByTerminals(Connection& conn, const Scope& scope,
                                       const std::vector<std::string>& terminals) {
  TerminalLookup out;
  for (const std::string& t : terminals) {
    auto rows = conn.Query(std::string(kExpireSelect) +
                               "FROM devices dd JOIN assets a ON a.id = dd.asset_id JOIN groups g ON g.id = a.group_id "
                               "JOIN devices d ON d.id = (SELECT MIN(d2.id) FROM devices d2 WHERE d2.asset_id = a.id) "
                               "LEFT JOIN device_state s ON s.device_id = d.id WHERE dd.terminal_no = ?",
                           {t});
    if (!rows.ok()) return rows.status();
    if (rows->empty()) {
      out.nonexistent.push_back(t);
      continue;
    }
    ExpireRow row = ReadExpireRow(rows->front());
    auto path = conn.Query("SELECT path FROM groups WHERE id = ?", {row.group_id});
    if (!path.ok()) return path.status();
    if (path->empty() || !scope.Contains(path->front().Text(0))) {
      out.no_permission.push_back(t);
      continue;
    }
    bool dup = false;
    for (const ExpireRow& f : out.found) dup = dup || f.asset_id == row.asset_id;
    if (!dup) out.found.push_back(std::move(row));
  }
  return out;
}

Result<RenewResult> RenewVehicles(Connection& conn, const Actor& payer, bool unlimited,
                                  const std::vector<ExpireRow>& vehicles, int months, long long now) {
  auto price = RenewalPrice(months);
  if (!price) return InvalidArgument("续费时长只能是1、2、3、4个月或1、2、3、4年");
  if (vehicles.empty()) return InvalidArgument("请选择要续费的车辆");
  for (const ExpireRow& v : vehicles)
    if (v.settled_at > 0) return InvalidArgument("车辆 " + v.plate + " 已结清，无需续费");
  RenewResult out;
  const long long cost = unlimited ? 0 : *price * static_cast<long long>(vehicles.size());
  Status st = InTransaction(conn, [&]() -> Status {
    // The debit first: it takes the write lock, and it either covers everything or nothing happens.
    if (cost > 0) {
      if (Status s =
              conn.Exec("UPDATE users SET coins = coins - ? WHERE id = ? AND coins >= ?", {cost, payer.user_id, cost});
          !s.ok())
        return s;
      if (conn.Changes() != 1) {
        auto balance = CoinBalance(conn, payer.user_id);
        return ResourceExhausted("车币不足：需要" + std::to_string(cost) + "个，当前余额" +
                                 std::to_string(balance.ok() ? *balance : 0) + "个");
      }
    }
    for (const ExpireRow& v : vehicles) {
      auto devices = conn.Query(
          "SELECT id, COALESCE(activated_at, 0), COALESCE(expires_at, 0) FROM devices WHERE asset_id = ? ORDER BY id",
          {v.asset_id});
      if (!devices.ok()) return devices.status();
      long long shown_expiry = 0;
      bool first = true;
      for (const Row& d : *devices) {
        const long long activated = d.Int(1), expires = d.Int(2);
        long long next = 0;
        if (activated > 0) next = AddMonths(std::max(expires, now), months);
        if (Status s = conn.Exec("UPDATE devices SET service_months = service_months + ?, "
                                 "expires_at = CASE WHEN ? > 0 THEN ? ELSE expires_at END WHERE id = ?",
                                 {months, next, next, d.Int(0)});
            !s.ok())
          return s;
        if (first) shown_expiry = next;
        first = false;
      }
      out.new_expires.push_back(shown_expiry);
      if (Status s =
              conn.Exec("INSERT INTO renew_log (user_id, user_name, group_id, asset_id, plate, terminal_no, "
                        "group_name, months, coins, new_expire, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        {payer.user_id, payer.user_name, payer.group_id, v.asset_id, v.plate, v.terminal_no,
                         v.group_name, months, unlimited ? 0 : *price, shown_expiry, now});
          !s.ok())
        return s;
      std::string length = months % 12 == 0 ? std::to_string(months / 12) + "年" : std::to_string(months) + "个月";
      std::string detail = "续费" + length + "，消耗车币" + std::to_string(unlimited ? 0 : *price) + "个";
      detail += shown_expiry > 0 ? "" : "（未上线，上线后开始计算到期时间）";
      if (Status s = AppendOperation(conn, payer, {"renew.recharge", v.plate, v.asset_id, detail}, now); !s.ok())
        return s;
    }
    auto balance = CoinBalance(conn, payer.user_id);
    if (!balance.ok()) return balance.status();
    out.balance_after = *balance;
    return Status::Ok();
  });
  if (!st.ok()) return st;
  out.coins_spent = cost;
  return out;
}

Status SetRenewState(Connection& conn, const Actor& actor, const std::vector<ExpireRow>& vehicles, int state,
                     long long now) {
  if (state != kRenewListRenew && state != kRenewListNoRenew) return InvalidArgument("续费状态不正确");
  return InTransaction(conn, [&]() -> Status {
    for (const ExpireRow& v : vehicles) {
      if (Status s = conn.Exec("UPDATE devices SET renew_state = ? WHERE asset_id = ?", {state, v.asset_id}); !s.ok())
        return s;
      if (Status s = AppendOperation(
              conn, actor,
              {"renew.state", v.plate, v.asset_id, state == kRenewListNoRenew ? "转入不续费列表" : "转入续费列表"},
              now);
          !s.ok())
        return s;
    }
    return Status::Ok();
  });
}

Result<RenewLogPage> QueryRenewLog(Connection& conn, const Scope& scope, const RenewLogQuery& q) {
  std::string from =
      "FROM renew_log r JOIN assets a ON a.id = r.asset_id JOIN groups g ON g.id = a.group_id "
      "WHERE g.path LIKE ? ESCAPE '\\' ";
  Params params{LikePrefix(scope.group_path)};
  if (!q.keyword.empty()) {
    from +=
        "AND (r.plate LIKE ? ESCAPE '\\' OR r.terminal_no LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM devices d "
        "WHERE d.asset_id = r.asset_id AND d.sim LIKE ? ESCAPE '\\')) ";
    std::string k = LikeContains(q.keyword);
    params.insert(params.end(), {k, k, k});
  }
  if (q.from > 0) {
    from += "AND r.created_at >= ? ";
    params.push_back(q.from);
  }
  if (q.to > 0) {
    from += "AND r.created_at <= ? ";
    params.push_back(q.to);
  }
  RenewLogPage page;
  auto sums = conn.Query("SELECT COUNT(*), COALESCE(SUM(r.coins), 0), COUNT(DISTINCT r.asset_id) " + from, params);
  if (!sums.ok()) return sums.status();
  page.total = sums->front().Int(0);
  page.coins = sums->front().Int(1);
  page.vehicles = sums->front().Int(2);
  std::string sql =
      "SELECT r.id, r.asset_id, r.user_id, r.user_name, r.plate, r.terminal_no, g.name, r.months, r.coins, "
      "r.new_expire, r.created_at " +
      from + "ORDER BY r.created_at DESC, r.id DESC";
  AppendPage(sql, params, q.limit, q.offset);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows)
    page.rows.push_back({r.Int(0), r.Int(1), r.Int(2), r.Text(3), r.Text(4), r.Text(5), r.Text(6),
                         static_cast<int>(r.Int(7)), r.Int(8), r.Int(9), r.Int(10)});
  return page;
}

Result<CoinTransfer> TransferCoins(Connection& conn, const Actor& from, bool unlimited, long long to_user_id,
                                   long long coins, long long now) {
  if (coins <= 0) return InvalidArgument("划拨币数须为正整数");
  if (to_user_id == from.user_id) return InvalidArgument("不能给自己划拨车币");
  CoinTransfer t;
  Status st = InTransaction(conn, [&]() -> Status {
    if (!unlimited) {
      if (Status s =
              conn.Exec("UPDATE users SET coins = coins - ? WHERE id = ? AND coins >= ?", {coins, from.user_id, coins});
          !s.ok())
        return s;
      if (conn.Changes() != 1) {
        auto balance = CoinBalance(conn, from.user_id);
        return ResourceExhausted("车币不足：需要" + std::to_string(coins) + "个，当前余额" +
                                 std::to_string(balance.ok() ? *balance : 0) + "个");
      }
    }
    if (Status s = conn.Exec("UPDATE users SET coins = coins + ? WHERE id = ?", {coins, to_user_id}); !s.ok()) return s;
    if (conn.Changes() != 1) return NotFound("用户不存在或无权操作");
    auto rows = conn.Query(
        "SELECT u.username, u.corp_name, u.group_id, u.coins, (SELECT coins FROM users WHERE id = ?) "
        "FROM users u WHERE u.id = ?",
        {from.user_id, to_user_id});
    if (!rows.ok()) return rows.status();
    const Row& r = rows->front();
    t.from_user_id = from.user_id;
    t.from_user_name = from.user_name;
    t.to_user_id = to_user_id;
    t.to_user_name = r.Text(0);
    t.to_corp_name = r.Text(1);
    t.coins = coins;
    t.to_after = r.Int(3);
    t.from_after = r.Int(4);
    t.from_before = unlimited ? t.from_after : t.from_after + coins;
    t.created_at = now;
    auto id = conn.Query(
        "INSERT INTO coin_transfers (from_user_id, from_user_name, from_group_id, to_user_id, to_user_name, "
        "to_corp_name, to_group_id, coins, from_before, from_after, to_after, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        {from.user_id, from.user_name, from.group_id, to_user_id, t.to_user_name, t.to_corp_name, r.Int(2), coins,
         t.from_before, t.from_after, t.to_after, now});
    if (!id.ok()) return id.status();
    t.id = id->front().Int(0);
    return AppendOperation(conn, from,
                           {"renew.transfer", t.to_user_name, 0,
                            "划拨车币" + std::to_string(coins) + "个，对方余额" + std::to_string(t.to_after) + "个"},
                           now);
  });
  if (!st.ok()) return st;
  return t;
}

Result<TransferPage> QueryTransfers(Connection& conn, const Scope& scope, const TransferQuery& q) {
  std::string from =
      "FROM coin_transfers t LEFT JOIN groups gf ON gf.id = t.from_group_id LEFT JOIN groups gt ON gt.id = "
      "t.to_group_id "
      "WHERE (gf.path LIKE ? ESCAPE '\\' OR gt.path LIKE ? ESCAPE '\\') ";
  const std::string pattern = LikePrefix(scope.group_path);
  Params params{pattern, pattern};
  if (q.user_id > 0) {
    from += "AND (t.from_user_id = ? OR t.to_user_id = ?) ";
    params.push_back(q.user_id);
    params.push_back(q.user_id);
  }
  if (q.from > 0) {
    from += "AND t.created_at >= ? ";
    params.push_back(q.from);
  }
  if (q.to > 0) {
    from += "AND t.created_at <= ? ";
    params.push_back(q.to);
  }
  TransferPage page;
  auto sums = conn.Query("SELECT COUNT(*), COALESCE(SUM(t.coins), 0) " + from, params);
  if (!sums.ok()) return sums.status();
  page.total = sums->front().Int(0);
  page.coins = sums->front().Int(1);
  std::string sql =
      "SELECT t.id, t.from_user_id, t.to_user_id, t.from_user_name, t.to_user_name, t.to_corp_name, t.coins, "
      "t.from_before, t.from_after, t.to_after, t.created_at " +
      from + "ORDER BY t.created_at DESC, t.id DESC";
  AppendPage(sql, params, q.limit, q.offset);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows)
    page.rows.push_back({r.Int(0), r.Int(1), r.Int(2), r.Text(3), r.Text(4), r.Text(5), r.Int(6), r.Int(7), r.Int(8),
                         r.Int(9), r.Int(10)});
  return page;
}

Result<long long> CoinBalance(Connection& conn, long long user_id) {
  auto rows = conn.Query("SELECT coins FROM users WHERE id = ?", {user_id});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("用户不存在");
  return rows->front().Int(0);
}

Result<long long> CountVehicles(Connection& conn, const Scope& scope) {
  auto rows =
      conn.Query("SELECT COUNT(*) FROM assets a JOIN groups g ON g.id = a.group_id WHERE g.path LIKE ? ESCAPE '\\'",
                 {LikePrefix(scope.group_path)});
  if (!rows.ok()) return rows.status();
  return rows->front().Int(0);
}

}  // namespace chelian::store
