// The daily aggregates of vehicles (table vehicle_days, docs/reports.md): the pipeline adds each
// fix's share with the position commit, the rebuild replaces a device's days from its stored
// fixes, and the reports read them per vehicle and day inside the caller's scope.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/alarm_query.h"
#include "store/db.h"
#include "store/report_vehicle.h"
#include "store/scope.h"

namespace chelian::store {

// 行车统计's columns of one ignition state in a day row (migration 0147, D139; reports::AccDay).
struct AccDayColumns {
  long long ms = 0;
  int num = 0, carried = 0;
  double km = 0;
  long long first = 0, last = 0;
};

// One device's totals of one local day (yyyymmdd), or a share of them.
struct VehicleDayRow {
  long long device_id = 0;
  int day = 0;
  double mileage_begin = 0, mileage_end = 0, driven_km = 0;
  long long driving_s = 0, acc_on_s = 0, online_s = 0;
  int stops = 0, alarms = 0;
  long long first_time = 0, last_time = 0;
  double last_lat = 0, last_lon = 0;
  int battery_min = -1, battery_last = -1;  // -1: no level reported
  long long steps = 0;                      // the day's highest step counter (wearables; docs/pet.md)
  AccDayColumns acc_on, acc_off;            // 行车统计 (acc_on_… / acc_off_… columns)
};

// Adds shares to their days: sums add, the begin comes from the earlier first_time, the end and
// the last place from the later last_time, the battery's low from both and its last from the later.
Status AddVehicleDays(Connection& conn, const std::vector<VehicleDayRow>& shares);

// Replaces the device's rows of days from_day..to_day by `rows` (one transaction).
Status ReplaceVehicleDays(Connection& conn, long long device_id, int from_day, int to_day,
                          const std::vector<VehicleDayRow>& rows);

// A stored fix as the rebuild reads it.
struct DayFix {
  long long fix_time = 0;
  double lat = 0, lon = 0, speed = 0, mileage = 0;
  int flags = 0;
  std::string alarms;
  int battery_pct = -1;
};

// The stored fixes of `device_id` with from_ms <= fix_time < to_ms, oldest first, one at a time.
Status EachStoredFix(Connection& conn, long long device_id, long long from_ms, long long to_ms,
                     const std::function<void(const DayFix&)>& on_fix);

// Every device's id (the rebuild of all; one without fixes in the period rebuilds to no rows).
Result<std::vector<long long>> ListDeviceIds(Connection& conn);
// The id of the device with terminal number `terminal` (NotFound).
Result<long long> DeviceIdOfTerminal(Connection& conn, const std::string& terminal);

// The vehicles a report covers: one vehicle (vehicle_id), one group's subtree (group_id), or the
// whole scope; long_stay 1 wireless, 2 wired, 0 all. NotFound with a Chinese message when the
// vehicle or group is outside the scope.
struct DayReportFilter {
  long long group_id = 0, vehicle_id = 0;
  int long_stay = 0;
  int from_day = 0, to_day = 0;     // yyyymmdd, inclusive
  long long limit = 0, offset = 0;  // limit 0: every row
  long long hide_expired_at = 0;    // > 0: leave out vehicles expired by then (ReportTarget)
};

// 里程报表: per vehicle, the first and last moment with data and the km driven over the days.
struct MileageSum {
  ReportVehicle vehicle;
  long long first_time = 0, last_time = 0;
  double driven_km = 0;
};
Result<Page<MileageSum>> SumMileage(Connection& conn, const Scope& scope, const DayReportFilter& f);

// 行车统计 (D139): per vehicle, one ignition state's time, intervals, km, first moment and the end of
// the last over the days (acc_on_… or acc_off_… columns); only vehicles with time in that state, by plate.
struct AccSum {
  ReportVehicle vehicle;
  long long ms = 0, num = 0;
  double km = 0;
  long long first = 0, last = 0;
};
Result<Page<AccSum>> SumAcc(Connection& conn, const Scope& scope, const DayReportFilter& f, bool on);

// Per vehicle and day (里程明细, 车辆日在线), by vehicle then day.
struct VehicleDay {
  ReportVehicle vehicle;
  VehicleDayRow day;
};
Result<Page<VehicleDay>> ListVehicleDays(Connection& conn, const Scope& scope, const DayReportFilter& f);

// 离线统计 and 总里程 and 剩余电量: every vehicle of the filter with its latest state (0 times when
// it never reported), by plate.
struct VehicleLatest {
  ReportVehicle vehicle;
  long long fix_time = 0, recv_time = 0;
  double lat = 0, lon = 0, mileage = 0;
  int motion = 0;
  int battery_pct = -1;  // -1: not reported
};
// Offline vehicles: last report at or before `offline_since_ms` and after `offline_until_ms`
// (0: no bound); never reported vehicles are not listed.
Result<Page<VehicleLatest>> ListOfflineVehicles(Connection& conn, const Scope& scope, const DayReportFilter& f,
                                                long long offline_since_ms, long long offline_until_ms);
// Every vehicle with its latest state (battery: those whose attributes hold a battery level).
Result<Page<VehicleLatest>> ListLatestStates(Connection& conn, const Scope& scope, const DayReportFilter& f,
                                             bool with_battery_only);

// 剩余电量's trend: one vehicle's (f.vehicle_id, inside `scope`) lowest and last reported battery
// level per local day of f's range, oldest first; days without a reported level are left out.
struct BatteryDay {
  int day = 0;  // yyyymmdd
  int min_pct = -1, last_pct = -1;
};
Result<std::vector<BatteryDay>> ListBatteryDays(Connection& conn, const Scope& scope, const DayReportFilter& f);

}  // namespace chelian::store
