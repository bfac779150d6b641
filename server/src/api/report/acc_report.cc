// 行车统计's two readings: the summary from the daily rows, the intervals from stored fixes.
#include "api/report/acc_report.h"

#include <algorithm>
#include <string>

#include "api/report/day_report_params.h"
#include "api/track/track_service.h"
#include "reports/acc_spans.h"
#include "reports/daily/day_totals.h"
#include "store/track_repo.h"

namespace chelian::api::report {

AccDays AccDaysOf(long long from_ms, long long to_ms, int offset) {
  AccDays d;
  d.from_day = reports::LocalDay(from_ms, offset);
  d.to_day = reports::LocalDay(std::max(from_ms, to_ms), offset);
  d.from_ms = reports::DayStartOf(d.from_day, offset);
  d.to_ms = reports::DayStartOf(d.to_day, offset) + 86'400'000LL;
  return d;
}

Result<store::Page<store::AccSum>> SumAccReport(store::Connection& conn, const store::Scope& scope,
                                                const store::ReportTarget& target, const AccDays& days, bool on,
                                                long long limit, long long offset) {
  store::DayReportFilter f = DayFilterOf(target);
  f.from_day = days.from_day;
  f.to_day = days.to_day;
  f.limit = limit;
  f.offset = offset;
  return store::SumAcc(conn, scope, f, on);
}

long long VehicleAcc::total_ms() const {
  long long sum = 0;
  for (const auto& iv : intervals) sum += iv.duration_ms();
  return sum;
}

double VehicleAcc::total_km() const {
  double sum = 0;
  for (const auto& iv : intervals) sum += iv.mileage_km();
  return sum;
}

Result<std::vector<VehicleAcc>> ComputeAccReport(store::Connection& conn, const store::Scope& scope,
                                                 const store::ReportTarget& target, long long from_ms, long long to_ms,
                                                 bool on) {
  auto vehicles = store::ListReportVehicles(conn, scope, target);
  if (!vehicles.ok()) return vehicles.status();
  std::vector<VehicleAcc> out;
  std::vector<reports::TrackSample> samples;
  for (store::ReportVehicle& v : *vehicles) {
    VehicleAcc acc;
    for (long long device : v.device_ids) {  // each device its own track, as the daily rows count them
      auto fixes = store::LoadTrackFixes(conn, {device}, from_ms - reports::kAccMaxGapMs, to_ms + reports::kAccMaxGapMs,
                                         kAccMaxFixes + 1);
      if (!fixes.ok()) return fixes.status();
      if (fixes->size() > kAccMaxFixes)
        return InvalidArgument(v.plate + " 该时间段轨迹点超过" + std::to_string(kAccMaxFixes) + "个，请缩短时间范围");
      samples.clear();
      samples.reserve(fixes->size());
      for (const store::TrackFix& f : *fixes) samples.push_back(track::SampleOf(f));
      for (const auto& iv : reports::AccIntervals(samples, from_ms, to_ms))
        if (iv.on == on) acc.intervals.push_back(iv);
    }
    if (acc.intervals.empty()) continue;
    std::stable_sort(acc.intervals.begin(), acc.intervals.end(),
                     [](const auto& a, const auto& b) { return a.begin_ms < b.begin_ms; });
    acc.vehicle = std::move(v);
    out.push_back(std::move(acc));
  }
  return out;
}

}  // namespace chelian::api::report
