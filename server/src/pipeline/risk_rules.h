// Place-based platform alarms over one vehicle's position stream (pure): fences entered, left or
// driven through too fast (inRegionAlarm / outRegionAlarm / outCircleAlarm / areaOverSpeedAlarm),
// leaving the allowed administrative areas (outAdminAreaAlarm, 出省), home and company not visited
// for days (abnormalStayAlarm) and staying at a second-mortgage point (twoChargeAlarm). Each
// violation must hold for the place's stay time before it counts. Defaults: docs/alarms.md.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "domain/alarm_codes.h"
#include "domain/position.h"
#include "pipeline/risk_places.h"

namespace chelian::pipeline {

// What applies to one vehicle (pointers into an immutable RiskSnapshot).
// A fence's bounding box and kind, kept contiguous so a vehicle with many fences scans them fast.
struct FenceBox {
  double min_x, min_y, max_x, max_y;
  FenceKind kind;
};

struct RiskPlaces {
  std::vector<const Fence*> fences;  // sorted by id
  std::vector<FenceBox> boxes;       // fences[i]'s box (filled by PlacesFor; empty: read from the fences)
  uint64_t generation = 0;           // changes whenever the list may have (set by PlacesFor)
  const StayPoints* stay = nullptr;
  const AdminArea* area = nullptr;
  std::vector<const TwoChargePoint*> two_charge;
  bool empty() const { return fences.empty() && !stay && !area && two_charge.empty(); }
};

struct RiskState {
  struct FenceTrack {
    std::optional<int64_t> violating_since;
  };
  // Per fence of RiskPlaces::fences, same order (rebuilt by id when the places change).
  std::vector<long long> fence_ids;
  std::vector<FenceTrack> fences;
  uint64_t places_generation = ~0ull;
  std::unordered_map<long long, int64_t> two_charge_since;  // point id → arrived within its radius
  int64_t last_stay_visit = 0;                              // last time at home or company (0: not yet known)
  bool stay_visit_dirty = false;                            // a visit the pipeline has not saved yet
  geo::LatLon region_at;                                    // where the cached district code was looked up
  int region_code = -1;                                     // -1: not looked up; 0: outside every region
  std::string region_name;
};

struct RiskAlarm {
  AlarmCode code;
  long long place_id = 0;  // fence or point id (0 for areas and stay points)
  std::string place_name;  // fence / point name, or the district left to
};

// The district code (0 when outside every region) and its name at a point.
using RegionLookup = std::function<std::pair<int, std::string>(geo::LatLon)>;

// Active place alarms after `p` (a real-time fix). Invalid fixes change nothing and keep what was
// active. At most one alarm per code: the lowest fence id wins. `abnormal_stay_days` is the
// group's 异常停留 threshold. `lookup` may be empty (no geocoder): no 出省 alarms then.
std::vector<RiskAlarm> EvaluateRiskRules(const RiskPlaces& places, RiskState& state, const Position& p,
                                         const RegionLookup& lookup, int abnormal_stay_days);

// The code a fence raises while violated.
AlarmCode FenceAlarmCode(const Fence& f);

// How far a vehicle may move before its district is looked up again.
inline constexpr double kRegionReuseM = 200;

}  // namespace chelian::pipeline
