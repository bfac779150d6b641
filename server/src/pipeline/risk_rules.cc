// Implementation of the place-based platform alarms.
#include "pipeline/risk_rules.h"

#include <algorithm>

namespace chelian::pipeline {
namespace {

constexpr int64_t kMinMs = 60'000;

void Add(std::vector<RiskAlarm>& out, AlarmCode code, long long id, const std::string& name) {
  for (const auto& a : out)
    if (a.code == code) return;
  out.push_back({code, id, name});
}

// Whether the fence is violated at `p` (inside a 禁止驶入 area, outside a 禁止驶出 area, faster
// than the limit inside a 限速 area).
bool Violated(const Fence& f, const Position& p) {
  bool inside = f.Contains({p.lat, p.lon});
  switch (f.kind) {
    case FenceKind::kNoEntry:
      return inside;
    case FenceKind::kNoExit:
      return !inside;
    case FenceKind::kSpeedLimit:
      return inside && f.speed_limit_kmh > 0 && p.speed_kmh > f.speed_limit_kmh;
    case FenceKind::kLogisticsLock:
      return false;
  }
  return false;
}

bool Within(const geo::LatLon& a, const Position& p, double radius_m) {
  return geo::DistanceM(a, {p.lat, p.lon}) <= radius_m;
}

}  // namespace

AlarmCode FenceAlarmCode(const Fence& f) {
  switch (f.kind) {
    case FenceKind::kNoExit:
      return f.shape == FenceShape::kCircle ? AlarmCode::kOutCircleAlarm : AlarmCode::kOutRegionAlarm;
    case FenceKind::kSpeedLimit:
      return AlarmCode::kAreaOverSpeedAlarm;
    case FenceKind::kNoEntry:
    case FenceKind::kLogisticsLock:
      break;
  }
  return AlarmCode::kInRegionAlarm;
}

std::vector<RiskAlarm> EvaluateRiskRules(const RiskPlaces& places, RiskState& s, const Position& p,
                                         const RegionLookup& lookup, int abnormal_stay_days) {
  std::vector<RiskAlarm> out;
  const int64_t t = p.fix_time_ms;
  const bool fresh = p.valid;  // an invalid fix says nothing about where the vehicle is

  // Fences, lowest id first so the same fence names an alarm from one position to the next. The
  // timers follow the fences by id when the vehicle's places change (a fence bound or deleted).
  const std::vector<const Fence*>& fences = places.fences;
  if (s.places_generation != places.generation || s.fence_ids.size() != fences.size()) {
    std::vector<long long> ids;
    std::vector<RiskState::FenceTrack> tracks(fences.size());
    ids.reserve(fences.size());
    for (size_t i = 0; i < fences.size(); ++i) {
      ids.push_back(fences[i]->id);
      for (size_t j = 0; j < s.fence_ids.size(); ++j)
        if (s.fence_ids[j] == fences[i]->id) tracks[i] = s.fences[j];
    }
    s.fence_ids = std::move(ids);
    s.fences = std::move(tracks);
    s.places_generation = places.generation;
  }
  const bool boxed = places.boxes.size() == fences.size();
  for (size_t i = 0; i < fences.size(); ++i) {
    auto& track = s.fences[i];
    if (fresh) {
      bool violated;
      if (boxed) {  // outside the box: decided without touching the fence
        const FenceBox& b = places.boxes[i];
        bool in_box = p.lon >= b.min_x && p.lon <= b.max_x && p.lat >= b.min_y && p.lat <= b.max_y;
        violated = in_box ? Violated(*fences[i], p) : b.kind == FenceKind::kNoExit;
      } else {
        violated = Violated(*fences[i], p);
      }
      if (violated) {
        if (!track.violating_since) track.violating_since = t;
      } else {
        track.violating_since.reset();
      }
    }
    if (track.violating_since && t - *track.violating_since >= fences[i]->stay_min * kMinMs)
      Add(out, FenceAlarmCode(*fences[i]), fences[i]->id, fences[i]->name);
  }

  // Allowed administrative areas: the district is looked up again after kRegionReuseM.
  if (places.area && lookup) {
    if (fresh && (s.region_code < 0 || geo::DistanceM(s.region_at, {p.lat, p.lon}) > kRegionReuseM)) {
      auto [code, name] = lookup({p.lat, p.lon});
      s.region_code = code;
      s.region_name = std::move(name);
      s.region_at = {p.lat, p.lon};
    }
    if (s.region_code >= 0) {
      if (!places.area->Allows(s.region_code))
        Add(out, AlarmCode::kOutAdminAreaAlarm, 0, s.region_name.empty() ? "境外" : s.region_name);
    }
  }

  // Home and company: not within either for `abnormal_stay_days` days.
  if (const StayPoints* sp = places.stay; sp && sp->enabled && (sp->has_home || sp->has_company)) {
    s.last_stay_visit = std::max({s.last_stay_visit, sp->since_ms, sp->last_visit_ms});
    if (fresh && ((sp->has_home && Within(sp->home, p, sp->home_radius_m)) ||
                  (sp->has_company && Within(sp->company, p, sp->company_radius_m)))) {
      if (t > s.last_stay_visit) {
        s.last_stay_visit = t;
        s.stay_visit_dirty = true;
      }
    }
    if (t - s.last_stay_visit >= abnormal_stay_days * 86'400'000LL) Add(out, AlarmCode::kAbnormalStayAlarm, 0, "");
  }

  // Second-mortgage points: inside the radius for the point's stop time.
  for (const TwoChargePoint* tc : places.two_charge) {
    if (fresh) {
      if (Within(tc->at, p, tc->radius_m))
        s.two_charge_since.try_emplace(tc->id, t);
      else
        s.two_charge_since.erase(tc->id);
    }
    auto it = s.two_charge_since.find(tc->id);
    if (it != s.two_charge_since.end() && t - it->second >= tc->stop_min * kMinMs)
      Add(out, AlarmCode::kTwoChargeAlarm, tc->id, tc->name);
  }
  return out;
}

}  // namespace chelian::pipeline
