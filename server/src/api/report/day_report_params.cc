// Implementation of the report parameters.
#include "api/report/day_report_params.h"

#include "core/clock.h"
#include "reports/daily/day_totals.h"

namespace chelian::api::report {

store::DayReportFilter VehicleFilter(const ApiCall& call, const PageParams& page, bool with_page) {
  store::DayReportFilter f;
  long long choose = call.IntParam("chooseId").value_or(0);
  if (call.IntParam("flag").value_or(0) == 1)
    f.vehicle_id = choose;
  else
    f.group_id = choose ? choose : call.IntParam("groupId").value_or(0);
  if (auto v = call.IntParam("vehicleId")) f.vehicle_id = *v;
  f.long_stay = static_cast<int>(call.IntParam("longStay").value_or(0));
  if (with_page) {
    f.limit = page.page_size;
    f.offset = static_cast<long long>(page.page_number - 1) * page.page_size;
  }
  return f;
}

Status ReadDays(const ApiCall& call, long long now_ms, int offset, store::DayReportFilter* f) {
  auto from = ParseLocalTime(call.ParamOr("startTime", ""), offset);
  auto to = ParseLocalTime(call.ParamOr("endTime", ""), offset);
  if (call.Param("startTime") && !call.ParamOr("startTime", "").empty() && !from)
    return InvalidArgument("开始时间格式错误，应为 yyyy-MM-dd HH:mm:ss");
  if (call.Param("endTime") && !call.ParamOr("endTime", "").empty() && !to)
    return InvalidArgument("结束时间格式错误，应为 yyyy-MM-dd HH:mm:ss");
  long long end = to.value_or(now_ms);
  long long begin = from.value_or(reports::LocalDayStart(end, offset) - 6 * 86'400'000LL);
  if (end < begin) return InvalidArgument("结束时间不能早于开始时间");
  if (end - begin > 93 * 86'400'000LL) return InvalidArgument("查询时间范围不能超过3个月");
  f->from_day = reports::LocalDay(begin, offset);
  f->to_day = reports::LocalDay(end, offset);
  return Status::Ok();
}

}  // namespace chelian::api::report
