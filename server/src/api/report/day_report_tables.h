// The spreadsheets of the daily-aggregate reports (里程报表 and its 明细, 总里程, 离线统计, 剩余电量,
// 车辆日在线): one function per report builds its table inside the caller's scope, for the file
// exports and the download center's jobs alike.
#pragma once

#include <string>

#include "core/status.h"
#include "export/xlsx_file.h"
#include "store/db.h"
#include "store/scope.h"
#include "store/vehicle_day_repo.h"

namespace chelian::api::report {

// The battery condition of 剩余电量: at most (gl 'l') or at least ('g') `percent`.
struct BatteryBound {
  int percent = 30;
  bool at_most = true;
  bool Holds(int pct) const { return pct >= 0 && (at_most ? pct <= percent : pct >= percent); }
};

// The offline window of 离线统计: offline for at least `min_minutes` and, when `max_minutes` > 0,
// less than that, as of `now_ms`.
struct OfflineWindow {
  long long now_ms = 0;
  long long min_minutes = 0, max_minutes = 0;
  long long SinceMs() const { return now_ms - min_minutes * 60'000; }
  long long UntilMs() const { return max_minutes > 0 ? now_ms - max_minutes * 60'000 : 0; }
};

// "yyyy-MM-dd" of yyyymmdd.
std::string DayText(int yyyymmdd);
// "N天N小时N分" of a duration in ms.
std::string DurationText(long long ms);
// km rounded to 2 decimals.
double Km(double km);

Result<exporter::Table> MileageTable(store::Connection& conn, const store::Scope& scope, store::DayReportFilter f,
                                     int utc_offset_minutes);
Result<exporter::Table> MileageDetailTable(store::Connection& conn, const store::Scope& scope,
                                           store::DayReportFilter f);
Result<exporter::Table> TotalMileageTable(store::Connection& conn, const store::Scope& scope, store::DayReportFilter f,
                                          int utc_offset_minutes);
Result<exporter::Table> OfflineTable(store::Connection& conn, const store::Scope& scope, store::DayReportFilter f,
                                     const OfflineWindow& w, int utc_offset_minutes);
Result<exporter::Table> EnergyTable(store::Connection& conn, const store::Scope& scope, store::DayReportFilter f,
                                    const BatteryBound& bound);
Result<exporter::Table> DayOnlineTable(store::Connection& conn, const store::Scope& scope, store::DayReportFilter f);

}  // namespace chelian::api::report
