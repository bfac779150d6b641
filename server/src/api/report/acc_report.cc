// Computing the ACC report from stored fixes.
#include "api/report/acc_report.h"

#include <string>

#include "api/track/track_service.h"
#include "store/track_repo.h"

namespace chelian::api::report {

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
    if (v.device_ids.empty()) continue;
    auto fixes = store::LoadTrackFixes(conn, v.device_ids, from_ms - kAccLookBackMs, to_ms, kAccMaxFixes + 1);
    if (!fixes.ok()) return fixes.status();
    if (fixes->size() > kAccMaxFixes)
      return InvalidArgument(v.plate + " 该时间段轨迹点超过" + std::to_string(kAccMaxFixes) + "个，请缩短时间范围");
    samples.clear();
    samples.reserve(fixes->size());
    for (const store::TrackFix& f : *fixes) samples.push_back(track::SampleOf(f));
    VehicleAcc acc;
    for (const auto& iv : reports::AccIntervals(samples, from_ms, to_ms))
      if (iv.on == on) acc.intervals.push_back(iv);
    if (acc.intervals.empty()) continue;
    acc.vehicle = std::move(v);
    out.push_back(std::move(acc));
  }
  return out;
}

}  // namespace chelian::api::report
