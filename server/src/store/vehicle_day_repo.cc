// Implementation of the daily aggregates' storage and report reads.
#include "store/vehicle_day_repo.h"

#include <algorithm>

#include "store/page_clause.h"
#include "store/report_event_repo.h"
#include "store/track_repo.h"

namespace chelian::store {
namespace {

constexpr const char* kInsertDay =
    "INSERT INTO vehicle_days (device_id, day, mileage_begin, mileage_end, driven_km, driving_s, acc_on_s, "
    "online_s, stops, alarms, first_time, last_time, last_lat, last_lon, battery_min, battery_last, steps, "
    "acc_on_ms, acc_on_num, acc_on_carried, acc_on_km, acc_on_first, acc_on_last, "
    "acc_off_ms, acc_off_num, acc_off_carried, acc_off_km, acc_off_first, acc_off_last) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

// The upsert of one state's 行车统计 columns (prefix acc_on_ / acc_off_): sums add, the first moment
// from the earlier share with time, the last from the later.
std::string AccUpsert(const std::string& p) {
  return p + "first = CASE WHEN excluded." + p + "ms > 0 AND (vehicle_days." + p + "ms <= 0 OR excluded." + p +
         "first < vehicle_days." + p + "first) THEN excluded." + p + "first ELSE vehicle_days." + p + "first END, " +
         p + "last = CASE WHEN excluded." + p + "last > vehicle_days." + p + "last THEN excluded." + p +
         "last ELSE vehicle_days." + p + "last END, " + p + "ms = vehicle_days." + p + "ms + excluded." + p + "ms, " +
         p + "num = vehicle_days." + p + "num + excluded." + p + "num, " + p + "carried = vehicle_days." + p +
         "carried + excluded." + p + "carried, " + p + "km = vehicle_days." + p + "km + excluded." + p + "km";
}

void AddAccParams(Params& params, const AccDayColumns& a) {
  params.push_back(a.ms);
  params.push_back(static_cast<long long>(a.num));
  params.push_back(static_cast<long long>(a.carried));
  params.push_back(a.km);
  params.push_back(a.first);
  params.push_back(a.last);
}

Params DayParams(const VehicleDayRow& r) {
  Params params{r.device_id,
                static_cast<long long>(r.day),
                r.mileage_begin,
                r.mileage_end,
                r.driven_km,
                r.driving_s,
                r.acc_on_s,
                r.online_s,
                static_cast<long long>(r.stops),
                static_cast<long long>(r.alarms),
                r.first_time,
                r.last_time,
                r.last_lat,
                r.last_lon,
                static_cast<long long>(r.battery_min),
                static_cast<long long>(r.battery_last),
                r.steps};
  AddAccParams(params, r.acc_on);
  AddAccParams(params, r.acc_off);
  return params;
}

// The columns naming a vehicle (ReportVehicle), from assets a, groups g and devices d.
constexpr const char* kVehicleColumns =
    "a.id, a.group_id, a.plate, MIN(d.terminal_no), MIN(d.terminal_type), g.name, MIN(COALESCE(d.sim, '')), "
    "COALESCE(a.owner, ''), COALESCE(a.vehicle_type, ''), MAX(d.long_standby)";
constexpr int kVehicleColumnCount = 10;
constexpr const char* kVehicleGroupBy = " GROUP BY a.id, a.group_id, a.plate, g.name, a.owner, a.vehicle_type";

ReportVehicle VehicleOf(const Row& r) {
  ReportVehicle v;
  v.asset_id = r.Int(0);
  v.group_id = r.Int(1);
  v.plate = r.Text(2);
  v.terminal_no = r.Text(3);
  v.terminal_type = r.Text(4);
  v.group_name = r.Text(5);
  v.sim = r.Text(6);
  v.owner = r.Text(7);
  v.vehicle_type = r.Text(8);
  v.long_standby = static_cast<int>(r.Int(9));
  return v;
}

// The WHERE clause (without the word) selecting the filter's vehicles inside `scope`: the event
// reports' one target check (ReportTargetClause), so both kinds of report refuse alike.
Status VehicleWhere(Connection& conn, const Scope& scope, const DayReportFilter& f, std::string* where,
                    Params* params) {
  params->clear();
  ReportTarget target{
      .asset_id = f.vehicle_id, .group_id = f.group_id, .long_stay = f.long_stay, .hide_expired_at = f.hide_expired_at};
  auto clause = ReportTargetClause(conn, scope, target, *params);
  if (!clause.ok()) return clause.status();
  *where = "1 = 1" + *clause;
  return Status::Ok();
}

Result<long long> Count(Connection& conn, const std::string& sql, const Params& params) {
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  return rows->empty() ? 0 : rows->at(0).Int(0);
}

}  // namespace

Status AddVehicleDays(Connection& conn, const std::vector<VehicleDayRow>& shares) {
  const std::string sql = std::string(kInsertDay) +
                          " ON CONFLICT (device_id, day) DO UPDATE SET "
                          "battery_min = CASE WHEN excluded.battery_min >= 0 AND (vehicle_days.battery_min < 0 OR "
                          "excluded.battery_min < vehicle_days.battery_min) THEN excluded.battery_min "
                          "ELSE vehicle_days.battery_min END, "
                          "battery_last = CASE WHEN excluded.battery_last >= 0 AND (vehicle_days.battery_last < 0 OR "
                          "excluded.last_time >= vehicle_days.last_time) THEN excluded.battery_last "
                          "ELSE vehicle_days.battery_last END, "
                          "mileage_begin = CASE WHEN excluded.first_time > 0 AND (vehicle_days.first_time = 0 OR "
                          "excluded.first_time < vehicle_days.first_time) "
                          "THEN excluded.mileage_begin ELSE vehicle_days.mileage_begin END, "
                          "first_time = CASE WHEN excluded.first_time > 0 AND (vehicle_days.first_time = 0 OR "
                          "excluded.first_time < vehicle_days.first_time) "
                          "THEN excluded.first_time ELSE vehicle_days.first_time END, "
                          "mileage_end = CASE WHEN excluded.last_time >= vehicle_days.last_time "
                          "THEN excluded.mileage_end ELSE vehicle_days.mileage_end END, "
                          "last_lat = CASE WHEN excluded.last_time >= vehicle_days.last_time "
                          "THEN excluded.last_lat ELSE vehicle_days.last_lat END, "
                          "last_lon = CASE WHEN excluded.last_time >= vehicle_days.last_time "
                          "THEN excluded.last_lon ELSE vehicle_days.last_lon END, "
                          "last_time = CASE WHEN excluded.last_time >= vehicle_days.last_time "
                          "THEN excluded.last_time ELSE vehicle_days.last_time END, "
                          "driven_km = vehicle_days.driven_km + excluded.driven_km, "
                          "driving_s = vehicle_days.driving_s + excluded.driving_s, "
                          "acc_on_s = vehicle_days.acc_on_s + excluded.acc_on_s, "
                          "online_s = vehicle_days.online_s + excluded.online_s, "
                          "stops = vehicle_days.stops + excluded.stops, "
                          "alarms = vehicle_days.alarms + excluded.alarms, "
                          "steps = CASE WHEN excluded.steps > vehicle_days.steps THEN excluded.steps "
                          "ELSE vehicle_days.steps END, " +
                          AccUpsert("acc_on_") + ", " + AccUpsert("acc_off_");
  return InTransaction(conn, [&]() -> Status {
    for (const VehicleDayRow& r : shares)
      if (Status s = conn.Exec(sql, DayParams(r)); !s.ok()) return s;
    return Status::Ok();
  });
}

Status ReplaceVehicleDays(Connection& conn, long long device_id, int from_day, int to_day,
                          const std::vector<VehicleDayRow>& rows) {
  return InTransaction(conn, [&]() -> Status {
    Status del = conn.Exec("DELETE FROM vehicle_days WHERE device_id = ? AND day >= ? AND day <= ?",
                           {device_id, static_cast<long long>(from_day), static_cast<long long>(to_day)});
    if (!del.ok()) return del;
    for (const VehicleDayRow& r : rows)
      if (Status s = conn.Exec(kInsertDay, DayParams(r)); !s.ok()) return s;
    return Status::Ok();
  });
}

Status EachStoredFix(Connection& conn, long long device_id, long long from_ms, long long to_ms,
                     const std::function<void(const DayFix&)>& on_fix) {
  return conn.QueryEach(
      "SELECT fix_time, lat, lon, speed, mileage, flags, COALESCE(alarms, ''), "
      "CASE WHEN attributes LIKE '%\"batteryPct\"%' THEN attributes END FROM stored_positions "
      "WHERE device_id = ? AND fix_time >= ? AND fix_time < ? ORDER BY fix_time",
      {device_id, from_ms, to_ms}, [&](const Row& r) {
        DayFix f;
        f.fix_time = r.Int(0);
        f.lat = r.Real(1);
        f.lon = r.Real(2);
        f.speed = r.Real(3);
        f.mileage = r.Real(4);
        f.flags = static_cast<int>(r.Int(5));
        f.alarms = r.Text(6);
        if (!r.IsNull(7)) f.battery_pct = BatteryOf(r.Text(7));
        on_fix(f);
      });
}

Result<std::vector<long long>> ListDeviceIds(Connection& conn) {
  auto rows = conn.Query("SELECT id FROM devices ORDER BY id");
  if (!rows.ok()) return rows.status();
  std::vector<long long> out;
  for (const Row& r : *rows) out.push_back(r.Int(0));
  return out;
}

Result<long long> DeviceIdOfTerminal(Connection& conn, const std::string& terminal) {
  auto rows = conn.Query("SELECT id FROM devices WHERE terminal_no = ?", {terminal});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("终端不存在");
  return rows->at(0).Int(0);
}

namespace {

// The day rows' own filter for one vehicle (only its devices' days are summed: " AND device_id IN
// (…)", its id appended to `page_params`), then the vehicle filter's parameters after it.
std::string OneVehicleDays(const DayReportFilter& f, const Params& vehicle_params, Params& page_params) {
  std::string clause;
  if (f.vehicle_id != 0) {
    clause = " AND device_id IN (SELECT id FROM devices WHERE asset_id = ?)";
    page_params.push_back(f.vehicle_id);
  }
  for (const Value& v : vehicle_params) page_params.push_back(v);
  return clause;
}

// Vehicles of the filter with a day row in its range (and `day_condition` on that row, "" or " AND vd.…").
Result<long long> CountVehiclesWithDays(Connection& conn, const std::string& where, const Params& vehicle_params,
                                        const DayReportFilter& f, const std::string& day_condition) {
  Params count_params = vehicle_params;
  count_params.push_back(f.from_day);
  count_params.push_back(f.to_day);
  return Count(conn,
               "SELECT COUNT(DISTINCT a.id) FROM assets a JOIN groups g ON g.id = a.group_id "
               "JOIN devices d ON d.asset_id = a.id WHERE " +
                   where +
                   " AND EXISTS (SELECT 1 FROM vehicle_days vd WHERE vd.device_id = d.id AND vd.day >= ? "
                   "AND vd.day <= ?" +
                   day_condition + ")",
               count_params);
}

}  // namespace

Result<Page<MileageSum>> SumMileage(Connection& conn, const Scope& scope, const DayReportFilter& f) {
  std::string where;
  Params params;
  if (Status s = VehicleWhere(conn, scope, f, &where, &params); !s.ok()) return s;
  const long long from_day = f.from_day, to_day = f.to_day;
  // The count probes each vehicle's first day in the range; the page sums the days per device
  // first (one pass over the primary key), then names the vehicles.
  Page<MileageSum> page;
  auto total = CountVehiclesWithDays(conn, where, params, f, "");
  if (!total.ok()) return total.status();
  page.total = *total;
  if (page.total == 0) return page;
  Params page_params{from_day, to_day};
  const std::string one_vehicle = OneVehicleDays(f, params, page_params);
  std::string sql = std::string("SELECT ") + kVehicleColumns +
                    ", MIN(x.first_time), MAX(x.last_time), SUM(x.km) FROM (SELECT device_id, MIN(first_time) AS "
                    "first_time, MAX(last_time) AS last_time, SUM(driven_km) AS km FROM vehicle_days WHERE day >= ? "
                    "AND day <= ?" +
                    one_vehicle +
                    " GROUP BY device_id) x JOIN devices d ON d.id = x.device_id JOIN assets a ON a.id = d.asset_id "
                    "JOIN groups g ON g.id = a.group_id WHERE " +
                    where + kVehicleGroupBy + " ORDER BY a.plate, a.id";
  AppendPage(sql, page_params, f.limit, f.offset);
  auto rows = conn.Query(sql, page_params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows) {
    MileageSum m;
    m.vehicle = VehicleOf(r);
    m.first_time = r.Int(kVehicleColumnCount);
    m.last_time = r.Int(kVehicleColumnCount + 1);
    m.driven_km = r.Real(kVehicleColumnCount + 2);
    page.rows.push_back(std::move(m));
  }
  return page;
}

Result<Page<AccSum>> SumAcc(Connection& conn, const Scope& scope, const DayReportFilter& f, bool on) {
  std::string where;
  Params params;
  if (Status s = VehicleWhere(conn, scope, f, &where, &params); !s.ok()) return s;
  const std::string p = on ? "acc_on_" : "acc_off_";
  const long long from_day = f.from_day, to_day = f.to_day;
  Page<AccSum> page;
  auto total = CountVehiclesWithDays(conn, where, params, f, " AND vd." + p + "ms > 0");
  if (!total.ok()) return total.status();
  page.total = *total;
  if (page.total == 0) return page;
  // Per device first (one pass over the primary key): intervals = Σnum − Σcarried + the first day's carried.
  Params page_params{from_day, from_day, to_day};
  const std::string one_vehicle = OneVehicleDays(f, params, page_params);
  std::string sql = std::string("SELECT ") + kVehicleColumns +
                    ", SUM(x.ms), SUM(x.num), SUM(x.km), MIN(x.first_at), MAX(x.last_at) FROM (SELECT device_id, SUM(" +
                    p + "ms) AS ms, SUM(" + p + "num) - SUM(" + p + "carried) + SUM(CASE WHEN day = ? THEN " + p +
                    "carried ELSE 0 END) AS num, SUM(" + p + "km) AS km, MIN(CASE WHEN " + p + "ms > 0 THEN " + p +
                    "first END) AS first_at, MAX(" + p +
                    "last) AS last_at FROM vehicle_days WHERE day >= ? AND day <= ?" + one_vehicle +
                    " GROUP BY device_id HAVING SUM(" + p +
                    "ms) > 0) x JOIN devices d ON d.id = x.device_id JOIN assets a ON a.id = d.asset_id "
                    "JOIN groups g ON g.id = a.group_id WHERE " +
                    where + kVehicleGroupBy + " ORDER BY a.plate, a.id";
  AppendPage(sql, page_params, f.limit, f.offset);
  auto rows = conn.Query(sql, page_params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows) {
    AccSum a;
    a.vehicle = VehicleOf(r);
    a.ms = r.Int(kVehicleColumnCount);
    a.num = r.Int(kVehicleColumnCount + 1);
    a.km = r.Real(kVehicleColumnCount + 2);
    a.first = r.Int(kVehicleColumnCount + 3);
    a.last = r.Int(kVehicleColumnCount + 4);
    page.rows.push_back(std::move(a));
  }
  return page;
}

Result<Page<VehicleDay>> ListVehicleDays(Connection& conn, const Scope& scope, const DayReportFilter& f) {
  std::string where;
  Params params;
  if (Status s = VehicleWhere(conn, scope, f, &where, &params); !s.ok()) return s;
  const std::string from =
      " FROM vehicle_days vd JOIN devices d ON d.id = vd.device_id JOIN assets a ON a.id = d.asset_id "
      "JOIN groups g ON g.id = a.group_id WHERE " +
      where + " AND vd.day >= ? AND vd.day <= ?";
  params.push_back(static_cast<long long>(f.from_day));
  params.push_back(static_cast<long long>(f.to_day));
  Page<VehicleDay> page;
  auto total = Count(conn, "SELECT COUNT(*)" + from, params);
  if (!total.ok()) return total.status();
  page.total = *total;
  std::string sql =
      "SELECT a.id, a.group_id, a.plate, d.terminal_no, d.terminal_type, g.name, COALESCE(d.sim, ''), "
      "COALESCE(a.owner, ''), COALESCE(a.vehicle_type, ''), d.long_standby, vd.device_id, vd.day, vd.mileage_begin, "
      "vd.mileage_end, vd.driven_km, vd.driving_s, vd.acc_on_s, vd.online_s, vd.stops, vd.alarms, vd.first_time, "
      "vd.last_time, vd.last_lat, vd.last_lon" +
      from + " ORDER BY a.plate, a.id, vd.day, vd.device_id";
  AppendPage(sql, params, f.limit, f.offset);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows) {
    VehicleDay v;
    v.vehicle = VehicleOf(r);
    int i = kVehicleColumnCount;
    VehicleDayRow& d = v.day;
    d.device_id = r.Int(i++);
    d.day = static_cast<int>(r.Int(i++));
    d.mileage_begin = r.Real(i++);
    d.mileage_end = r.Real(i++);
    d.driven_km = r.Real(i++);
    d.driving_s = r.Int(i++);
    d.acc_on_s = r.Int(i++);
    d.online_s = r.Int(i++);
    d.stops = static_cast<int>(r.Int(i++));
    d.alarms = static_cast<int>(r.Int(i++));
    d.first_time = r.Int(i++);
    d.last_time = r.Int(i++);
    d.last_lat = r.Real(i++);
    d.last_lon = r.Real(i++);
    page.rows.push_back(std::move(v));
  }
  return page;
}

namespace {

Result<Page<VehicleLatest>> ListLatest(Connection& conn, const Scope& scope, const DayReportFilter& f,
                                       const std::string& join, const std::string& extra, Params extra_params,
                                       const std::string& order) {
  std::string where;
  Params params;
  if (Status s = VehicleWhere(conn, scope, f, &where, &params); !s.ok()) return s;
  for (auto& p : extra_params) params.push_back(std::move(p));
  const std::string from = " FROM assets a JOIN groups g ON g.id = a.group_id JOIN devices d ON d.asset_id = a.id " +
                           join + " device_state s ON s.device_id = d.id WHERE " + where + extra;
  Page<VehicleLatest> page;
  auto total = Count(conn, "SELECT COUNT(*)" + from, params);
  if (!total.ok()) return total.status();
  page.total = *total;
  std::string sql =
      "SELECT a.id, a.group_id, a.plate, d.terminal_no, d.terminal_type, g.name, COALESCE(d.sim, ''), "
      "COALESCE(a.owner, ''), COALESCE(a.vehicle_type, ''), d.long_standby, COALESCE(s.fix_time, 0), "
      "COALESCE(s.recv_time, 0), COALESCE(s.lat, 0), COALESCE(s.lon, 0), COALESCE(s.mileage, 0), "
      "COALESCE(s.motion, 0), COALESCE(s.attributes, '')" +
      from + " ORDER BY " + order;
  AppendPage(sql, params, f.limit, f.offset);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows) {
    VehicleLatest v;
    v.vehicle = VehicleOf(r);
    int i = kVehicleColumnCount;
    v.fix_time = r.Int(i++);
    v.recv_time = r.Int(i++);
    v.lat = r.Real(i++);
    v.lon = r.Real(i++);
    v.mileage = r.Real(i++);
    v.motion = static_cast<int>(r.Int(i++));
    v.battery_pct = BatteryOf(r.Text(i++));
    page.rows.push_back(std::move(v));
  }
  return page;
}

}  // namespace

Result<Page<VehicleLatest>> ListOfflineVehicles(Connection& conn, const Scope& scope, const DayReportFilter& f,
                                                long long offline_since_ms, long long offline_until_ms) {
  std::string extra = " AND s.recv_time <= ?";
  Params p{offline_since_ms};
  if (offline_until_ms > 0) {
    extra += " AND s.recv_time > ?";
    p.push_back(offline_until_ms);
  }
  return ListLatest(conn, scope, f, "JOIN", extra, std::move(p), "s.recv_time, a.id, d.id");
}

Result<Page<VehicleLatest>> ListLatestStates(Connection& conn, const Scope& scope, const DayReportFilter& f,
                                             bool with_battery_only) {
  if (with_battery_only)
    return ListLatest(conn, scope, f, "JOIN", " AND s.attributes LIKE '%\"batteryPct\"%'", {}, "a.plate, a.id, d.id");
  return ListLatest(conn, scope, f, "LEFT JOIN", "", {}, "a.plate, a.id, d.id");
}

Result<std::vector<BatteryDay>> ListBatteryDays(Connection& conn, const Scope& scope, const DayReportFilter& f) {
  std::string where;
  Params params;
  if (Status s = VehicleWhere(conn, scope, f, &where, &params); !s.ok()) return s;
  params.push_back(static_cast<long long>(f.from_day));
  params.push_back(static_cast<long long>(f.to_day));
  auto rows = conn.Query(
      "SELECT vd.day, vd.battery_min, vd.battery_last FROM vehicle_days vd JOIN devices d ON d.id = vd.device_id "
      "JOIN assets a ON a.id = d.asset_id JOIN groups g ON g.id = a.group_id WHERE " +
          where + " AND vd.day >= ? AND vd.day <= ? AND vd.battery_min >= 0 ORDER BY vd.day, vd.last_time",
      params);
  if (!rows.ok()) return rows.status();
  // Several devices on one vehicle: the day's lowest of all, the last of the latest device.
  std::vector<BatteryDay> out;
  for (const Row& r : *rows) {
    const int day = static_cast<int>(r.Int(0)), low = static_cast<int>(r.Int(1)), last = static_cast<int>(r.Int(2));
    if (out.empty() || out.back().day != day) out.push_back({day, low, last});
    out.back().min_pct = std::min(out.back().min_pct, low);
    if (last >= 0) out.back().last_pct = last;
  }
  return out;
}

}  // namespace chelian::store
