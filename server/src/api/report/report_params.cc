// Reading the report parameters.
#include "api/report/report_params.h"

#include <string>

#include "core/clock.h"
#include "core/strings.h"

namespace chelian::api::report {
namespace {

constexpr long long kDayMs = 86'400'000;

// A local time, or a date alone (its start, or with `end_of_day` its last millisecond).
std::optional<long long> ParseTime(const std::string& text, int offset, bool end_of_day) {
  if (auto t = ParseLocalTime(text, offset)) return t;
  if (text.size() == 10)
    if (auto d = ParseLocalTime(text + " 00:00:00", offset)) return end_of_day ? *d + kDayMs - 1 : *d;
  return std::nullopt;
}

}  // namespace

Result<store::ReportTarget> ReadReportTarget(const ApiServices& s, const ApiCall& call) {
  for (const char* name : {"flag", "chooseId", "groupId", "vehicleId", "longStay"})
    if (!call.IntParamValid(name)) return InvalidArgument(std::string("参数 ") + name + " 应为整数");
  store::ReportTarget t;
  t.hide_expired_at = HideExpiredAt(s);
  long long choose = call.IntParam("chooseId").value_or(0);
  t.long_stay = static_cast<int>(call.IntParam("longStay").value_or(0));
  if (call.IntParam("flag").value_or(0) == 1) {
    t.asset_id = choose ? choose : call.IntParam("vehicleId").value_or(0);
    if (t.asset_id <= 0) return InvalidArgument("请选择车辆");
  } else if (!choose && call.IntParam("vehicleId").value_or(0) > 0) {
    t.asset_id = *call.IntParam("vehicleId");
  } else {
    t.group_id = choose ? choose : call.IntParam("groupId").value_or(0);
  }
  return t;
}

Result<Period> ReadPeriod(const ApiCall& call, const char* begin_name, const char* end_name, long long now_ms,
                          int utc_offset_minutes, int default_days_back, int max_days) {
  std::string begin(Trim(call.ParamOr(begin_name, ""))), end(Trim(call.ParamOr(end_name, "")));
  auto from = ParseTime(begin, utc_offset_minutes, false);
  auto to = ParseTime(end, utc_offset_minutes, true);
  if (!begin.empty() && !from) return InvalidArgument("开始时间格式错误，应为 yyyy-MM-dd HH:mm:ss");
  if (!end.empty() && !to) return InvalidArgument("结束时间格式错误，应为 yyyy-MM-dd HH:mm:ss");
  long long offset_ms = utc_offset_minutes * 60'000LL, local_now = now_ms + offset_ms;
  Period p;
  p.from_ms = from.value_or(local_now - local_now % kDayMs - offset_ms - default_days_back * kDayMs);
  p.to_ms = to.value_or(now_ms);
  if (p.to_ms < p.from_ms) return InvalidArgument("结束时间不能早于开始时间");
  if (p.to_ms - p.from_ms > max_days * kDayMs)
    return InvalidArgument("查询时间范围不能超过" + std::to_string(max_days) + "天");
  return p;
}

}  // namespace chelian::api::report
