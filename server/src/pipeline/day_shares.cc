// Implementation of the daily aggregates' shares of a batch.
#include "pipeline/day_shares.h"

namespace chelian::pipeline {
namespace {

store::AccDayColumns AccColumnsOf(const reports::AccDay& a) {
  return {.ms = a.ms, .num = a.num, .carried = a.carried, .km = a.km, .first = a.first, .last = a.last};
}

}  // namespace

void AddDayShares(DayShares& into, long long device_id, std::span<const reports::DayTotals> shares) {
  for (const reports::DayTotals& t : shares) {
    auto [it, added] = into.try_emplace({device_id, t.day}, t);
    if (!added) it->second.Merge(t);
  }
}

store::VehicleDayRow DayRowOf(long long device_id, const reports::DayTotals& t) {
  store::VehicleDayRow r;
  r.device_id = device_id;
  r.day = t.day;
  r.mileage_begin = t.mileage_begin;
  r.mileage_end = t.mileage_end;
  r.driven_km = t.driven_km;
  r.driving_s = t.driving_s;
  r.acc_on_s = t.acc_on_s;
  r.online_s = t.online_s;
  r.stops = t.stops;
  r.alarms = t.alarms;
  r.first_time = t.first_time;
  r.last_time = t.last_time;
  r.last_lat = t.last_lat;
  r.last_lon = t.last_lon;
  r.battery_min = t.battery_min;
  r.battery_last = t.battery_last;
  r.steps = t.steps;
  r.acc_on = AccColumnsOf(t.acc_on);
  r.acc_off = AccColumnsOf(t.acc_off);
  return r;
}

std::vector<store::VehicleDayRow> TakeDayRows(DayShares& from) {
  std::vector<store::VehicleDayRow> out;
  out.reserve(from.size());
  for (const auto& [key, t] : from) out.push_back(DayRowOf(key.first, t));
  from.clear();
  return out;
}

}  // namespace chelian::pipeline
