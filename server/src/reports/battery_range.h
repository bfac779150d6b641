// 电动车卫士's range estimate (docs/elec-car.md): how far the bike still goes on its pack, from its
// state of charge now and what a percent of charge carried it in its recent rides.
#pragma once

#include <cstdint>
#include <span>

namespace chelian::reports {

struct SocSample {
  int64_t time_ms = 0;
  double mileage_km = 0;  // the device's running total
  int soc = -1;           // pack %, -1 unknown
};

struct RangeOptions {
  double default_km_per_pct = 0.5;  // 50 km on a full pack (a 48 V 20 Ah bike) until history says more
  int min_drop_pct = 10;            // history counts once the rides used at least this much charge
};

struct RangeEstimate {
  double km_per_pct = 0;
  double range_km = 0;
  bool from_history = false;  // false: the default rate
  double history_km = 0;      // ridden while discharging …
  int history_pct = 0;        // … on this much charge
};

// Walks consecutive readings with a known SOC: the distance between two readings counts when the
// charge did not rise (not on the charger), and the charge they lost adds to the drop. The rate is
// distance ÷ drop once the drop reaches min_drop_pct, else the default; range = soc_now × rate.
RangeEstimate EstimateRange(std::span<const SocSample> samples, int soc_now, const RangeOptions& options = {});

}  // namespace chelian::reports
