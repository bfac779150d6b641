// The daily aggregates' shares of one shard batch (docs/reports.md): each latest fix adds its share
// to its device's local days (reports/daily); the batch's shares, merged per device and day, go to
// the position writer and are committed with the batch's rows.
#pragma once

#include <map>
#include <span>
#include <utility>
#include <vector>

#include "reports/daily/day_totals.h"
#include "store/vehicle_day_repo.h"

namespace chelian::pipeline {

using DayShares = std::map<std::pair<long long, int>, reports::DayTotals>;  // (device id, day)

// Adds `shares` of `device_id` to `into`.
void AddDayShares(DayShares& into, long long device_id, std::span<const reports::DayTotals> shares);

// The shares as rows for vehicle_days; `from` is left empty.
std::vector<store::VehicleDayRow> TakeDayRows(DayShares& from);

// One day's totals as a row of `device_id`.
store::VehicleDayRow DayRowOf(long long device_id, const reports::DayTotals& t);

}  // namespace chelian::pipeline
