// Implementation of the report parameters: the event reports' readers (report_params.h) turned into
// the aggregate reports' filter.
#include "api/report/day_report_params.h"

#include "api/report/report_params.h"
#include "reports/daily/day_totals.h"

namespace chelian::api::report {

namespace {
constexpr int kDefaultDaysBack = 6;  // the last 7 days up to today
constexpr int kMaxDays = 93;
}  // namespace

store::DayReportFilter DayFilterOf(const store::ReportTarget& target) {
  store::DayReportFilter f;
  f.vehicle_id = target.asset_id;
  f.group_id = target.group_id;
  f.long_stay = target.long_stay;
  f.hide_expired_at = target.hide_expired_at;
  return f;
}

Result<store::DayReportFilter> ReadDayFilter(const ApiServices& s, const ApiCall& call, const PageParams& page,
                                             bool with_days) {
  const long long now_ms = s.now();
  const int utc_offset_minutes = s.options.utc_offset_minutes;
  auto target = ReadReportTarget(s, call);
  if (!target.ok()) return target.status();
  store::DayReportFilter f = DayFilterOf(*target);
  f.limit = page.page_size;
  f.offset = static_cast<long long>(page.page_number - 1) * page.page_size;
  if (with_days) {
    auto period = ReadPeriod(call, "startTime", "endTime", now_ms, utc_offset_minutes, kDefaultDaysBack, kMaxDays);
    if (!period.ok()) return period.status();
    f.from_day = reports::LocalDay(period->from_ms, utc_offset_minutes);
    f.to_day = reports::LocalDay(period->to_ms, utc_offset_minutes);
  }
  return f;
}

}  // namespace chelian::api::report
