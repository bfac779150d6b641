// Implementation of the daily-aggregate reports' spreadsheets.
#include "api/report/day_report_tables.h"

#include <cmath>
#include <cstdio>

#include "core/clock.h"

namespace chelian::api::report {

std::string DayText(int d) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", d / 10000, d / 100 % 100, d % 100);
  return buf;
}

std::string DurationText(long long ms) {
  long long minutes = ms > 0 ? ms / 60'000 : 0;
  std::string out;
  if (minutes >= 1440) out += std::to_string(minutes / 1440) + "天";
  if (minutes % 1440 >= 60) out += std::to_string(minutes % 1440 / 60) + "小时";
  out += std::to_string(minutes % 60) + "分";
  return out;
}

double Km(double km) { return std::round(km * 100.0) / 100.0; }

namespace {

std::string TimeOrDash(long long ms, int offset) { return ms ? FormatLocalTime(ms, offset) : "-"; }

}  // namespace

Result<exporter::Table> MileageTable(store::Connection& conn, const store::Scope& scope, store::DayReportFilter f,
                                     int offset) {
  f.limit = 0;
  auto page = store::SumMileage(conn, scope, f);
  if (!page.ok()) return page.status();
  exporter::Table t;
  t.sheet_name = "里程报表";
  t.title = "里程报表 " + DayText(f.from_day) + " 至 " + DayText(f.to_day);
  t.headers = {"序号", "车牌号", "设备号", "所属车组", "开始时间", "结束时间", "行驶里程(km)"};
  long long n = 0;
  for (const auto& m : page->rows)
    t.rows.push_back({++n, m.vehicle.plate, m.vehicle.terminal_no, m.vehicle.group_name,
                      FormatLocalTime(m.first_time, offset), FormatLocalTime(m.last_time, offset), Km(m.driven_km)});
  return t;
}

Result<exporter::Table> MileageDetailTable(store::Connection& conn, const store::Scope& scope,
                                           store::DayReportFilter f) {
  f.limit = 0;
  auto page = store::ListVehicleDays(conn, scope, f);
  if (!page.ok()) return page.status();
  exporter::Table t;
  t.sheet_name = "里程明细";
  t.headers = {"序号", "车牌号码", "日期", "开始里程(km)", "结束里程(km)", "行驶里程(km)"};
  long long n = 0;
  for (const auto& v : page->rows)
    t.rows.push_back({++n, v.vehicle.plate, DayText(v.day.day), Km(v.day.mileage_begin), Km(v.day.mileage_end),
                      Km(v.day.driven_km)});
  return t;
}

Result<exporter::Table> TotalMileageTable(store::Connection& conn, const store::Scope& scope, store::DayReportFilter f,
                                          int offset) {
  f.limit = 0;
  auto page = store::ListLatestStates(conn, scope, f, false);
  if (!page.ok()) return page.status();
  exporter::Table t;
  t.sheet_name = "总里程查询";
  t.headers = {"序号", "车牌号", "所属车组", "最后时间", "设备类型", "设备号", "总里程(km)"};
  long long n = 0;
  for (const auto& v : page->rows)
    t.rows.push_back({++n, v.vehicle.plate, v.vehicle.group_name, TimeOrDash(v.fix_time, offset),
                      v.vehicle.terminal_type, v.vehicle.terminal_no, Km(v.mileage)});
  return t;
}

Result<exporter::Table> OfflineTable(store::Connection& conn, const store::Scope& scope, store::DayReportFilter f,
                                     const OfflineWindow& w, int offset) {
  f.limit = 0;
  auto page = store::ListOfflineVehicles(conn, scope, f, w.SinceMs(), w.UntilMs());
  if (!page.ok()) return page.status();
  exporter::Table t;
  t.sheet_name = "离线统计";
  t.headers = {"序号",     "车牌号",       "SIM卡号",  "终端编号", "所属车组",
               "车辆类型", "最后在线时间", "离线时间", "经度",     "纬度"};
  long long n = 0;
  for (const auto& v : page->rows)
    t.rows.push_back({++n, v.vehicle.plate, v.vehicle.sim, v.vehicle.terminal_no, v.vehicle.group_name,
                      v.vehicle.vehicle_type, FormatLocalTime(v.recv_time, offset),
                      DurationText(w.now_ms - v.recv_time), v.lon, v.lat});
  return t;
}

Result<exporter::Table> EnergyTable(store::Connection& conn, const store::Scope& scope, store::DayReportFilter f,
                                    const BatteryBound& bound) {
  f.limit = 0;
  auto page = store::ListLatestStates(conn, scope, f, true);
  if (!page.ok()) return page.status();
  exporter::Table t;
  t.sheet_name = "剩余电量";
  t.headers = {"序号", "车牌号", "所属车组", "SIM卡号", "设备号", "剩余电量(%)"};
  long long n = 0;
  for (const auto& v : page->rows)
    if (bound.Holds(v.battery_pct))
      t.rows.push_back({++n, v.vehicle.plate, v.vehicle.group_name, v.vehicle.sim, v.vehicle.terminal_no,
                        static_cast<long long>(v.battery_pct)});
  return t;
}

Result<exporter::Table> DayOnlineTable(store::Connection& conn, const store::Scope& scope, store::DayReportFilter f) {
  f.limit = 0;
  auto page = store::ListVehicleDays(conn, scope, f);
  if (!page.ok()) return page.status();
  exporter::Table t;
  t.sheet_name = "车辆日在线";
  t.title = "车辆日在线 " + DayText(f.from_day) + " 至 " + DayText(f.to_day);
  t.headers = {"序号",      "车牌号",       "设备号",         "所属车组",        "日期",     "在线时长(分钟)",
               "在线率(%)", "行驶里程(km)", "行驶时长(分钟)", "ACC开时长(分钟)", "停车次数", "报警次数"};
  long long n = 0;
  for (const auto& v : page->rows) {
    const auto& d = v.day;
    t.rows.push_back({++n, v.vehicle.plate, v.vehicle.terminal_no, v.vehicle.group_name, DayText(d.day),
                      d.online_s / 60, std::round(d.online_s / 864.0 * 10) / 10, Km(d.driven_km), d.driving_s / 60,
                      d.acc_on_s / 60, static_cast<long long>(d.stops), static_cast<long long>(d.alarms)});
  }
  return t;
}

}  // namespace chelian::api::report
