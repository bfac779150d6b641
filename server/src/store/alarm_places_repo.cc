// Repository of the platform alarms' places.
#include "store/alarm_places_repo.h"

#include "store/fence_repo.h"

namespace chelian::store {

Result<AlarmPlaces> LoadAlarmPlaces(Connection& conn) {
  AlarmPlaces out;
  auto fences = conn.Query(
      "SELECT id, name, shape, kind, points, center_lat, center_lon, radius, speed_limit, stay_minutes, owner_asset "
      "FROM fences ORDER BY id");
  if (!fences.ok()) return fences.status();
  out.fences.reserve(fences->size());
  for (const auto& r : *fences)
    out.fences.push_back({r.Int(0), r.Text(1), static_cast<int>(r.Int(2)), static_cast<int>(r.Int(3)),
                          DecodeFencePoints(r.Text(4)), r.Real(5), r.Real(6), r.Real(7), r.Real(8),
                          static_cast<int>(r.Int(9)), r.Int(10)});
  auto bindings = conn.Query("SELECT fence_id, target_type, target_id FROM fence_bindings");
  if (!bindings.ok()) return bindings.status();
  for (const auto& r : *bindings) out.fence_bindings.push_back({r.Int(0), static_cast<int>(r.Int(1)), r.Int(2)});
  auto stay = conn.Query(
      "SELECT asset_id, home_lat, home_lon, home_radius, company_lat, company_lon, company_radius, enabled, set_at, "
      "last_visit FROM stay_points");
  if (!stay.ok()) return stay.status();
  for (const auto& r : *stay) {
    StayPointsRecord s;
    s.asset_id = r.Int(0);
    s.has_home = !r.IsNull(1);
    s.home_lat = r.Real(1);
    s.home_lon = r.Real(2);
    if (!r.IsNull(3)) s.home_radius_m = r.Real(3);
    s.has_company = !r.IsNull(4);
    s.company_lat = r.Real(4);
    s.company_lon = r.Real(5);
    if (!r.IsNull(6)) s.company_radius_m = r.Real(6);
    s.enabled = r.Int(7) != 0;
    s.set_at = r.Int(8);
    s.last_visit = r.Int(9);
    out.stay_points.push_back(s);
  }
  auto areas = conn.Query("SELECT target_type, target_id, address, is_all, is_cover FROM admin_area_bindings");
  if (!areas.ok()) return areas.status();
  for (const auto& r : *areas)
    out.area_bindings.push_back({static_cast<int>(r.Int(0)), r.Int(1), r.Text(2), r.Int(3) != 0, r.Int(4) != 0});
  auto points =
      conn.Query("SELECT id, group_id, name, lat, lon, radius, stop_minutes FROM two_charge_points ORDER BY id");
  if (!points.ok()) return points.status();
  for (const auto& r : *points)
    out.two_charge_points.push_back(
        {r.Int(0), r.Int(1), r.Text(2), r.Real(3), r.Real(4), r.Real(5), static_cast<int>(r.Int(6))});
  auto bound = conn.Query("SELECT asset_id FROM two_charge_vehicles");
  if (!bound.ok()) return bound.status();
  for (const auto& r : *bound) out.two_charge_assets.insert(r.Int(0));
  return out;
}

Result<bool> AnyAreaBound(Connection& conn) {
  auto any = conn.Query("SELECT COUNT(*) FROM admin_area_bindings");
  if (!any.ok()) return any.status();
  return any->at(0).Int(0) > 0;
}

}  // namespace chelian::store
