// Implementation of the e-bike theft rules.
#include "pipeline/theft_rules.h"

#include "geo/geo.h"

namespace chelian::pipeline {
namespace {
constexpr int64_t kJt808StatusDoorsLocked = 1 << 12;  // JT/T 808-2019 Table 24, bit 12
}  // namespace

std::optional<bool> ArmedOf(const Position& p, std::string_view protocol) {
  if (auto armed = p.attributes.GetInt(AttrKey::kArmed)) return *armed != 0;
  if (protocol == "jt808") {
    if (auto status = p.attributes.GetInt(AttrKey::kStatusFlags)) return (*status & kJt808StatusDoorsLocked) != 0;
    return false;  // a location without a status word has every bit clear
  }
  return std::nullopt;
}

std::set<AlarmCode> EvaluateTheftRules(const TheftRules& r, TheftState& s, const Position& p, std::string_view protocol,
                                       double moving_kmh) {
  if (auto armed = ArmedOf(p, protocol)) {
    if (*armed && !s.armed) s = TheftState{.armed = true};
    if (!*armed) s = TheftState{};
  }
  std::set<AlarmCode> active;
  if (!s.armed) return active;

  if (p.valid) {
    if (!s.anchored) {
      s.anchored = true;
      s.anchor_lat = p.lat;
      s.anchor_lon = p.lon;
    }
    s.moving_fixes = p.speed_kmh >= moving_kmh ? s.moving_fixes + 1 : 0;
    bool moved_away = geo::DistanceM({s.anchor_lat, s.anchor_lon}, {p.lat, p.lon}) > r.move_radius_m;
    if (s.moving_fixes >= r.moving_fixes || moved_away) active.insert(AlarmCode::kIllegalMove);
  }

  if (auto volts = p.attributes.GetDouble(AttrKey::kVoltageV)) {
    if (*volts >= r.pack_present_v) {
      s.pack_seen = true;
      s.pack_removed = false;
    } else if (s.pack_seen && *volts < r.pack_gone_v) {
      s.pack_removed = true;
    }
  }
  if (s.pack_removed) active.insert(AlarmCode::kSeparateAlarm);
  return active;
}

}  // namespace chelian::pipeline
