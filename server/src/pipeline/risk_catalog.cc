// Loading and publishing the alarm places.
#include "pipeline/risk_catalog.h"

#include <algorithm>
#include <atomic>

#include <spdlog/spdlog.h>

#include "store/fence_repo.h"
#include "store/risk_point_repo.h"

namespace chelian::pipeline {
namespace {

// "/1/5/9/" → 1, 5, 9 (root first).
std::vector<long long> PathIds(const std::string& path) {
  std::vector<long long> ids;
  long long v = 0;
  bool any = false;
  for (char c : path) {
    if (c >= '0' && c <= '9') {
      v = v * 10 + (c - '0');
      any = true;
    } else if (any) {
      ids.push_back(v);
      v = 0;
      any = false;
    }
  }
  if (any) ids.push_back(v);
  return ids;
}

}  // namespace

RiskPlaces RiskSnapshot::PlacesFor(long long asset_id, long long group_id, const std::string& group_path) const {
  static std::atomic<uint64_t> generations{0};
  RiskPlaces places;
  places.generation = ++generations;
  if (auto it = fences_by_asset.find(asset_id); it != fences_by_asset.end()) places.fences = it->second;
  if (auto it = fences_by_group.find(group_id); it != fences_by_group.end())
    places.fences.insert(places.fences.end(), it->second.begin(), it->second.end());
  std::sort(places.fences.begin(), places.fences.end(), [](const Fence* a, const Fence* b) { return a->id < b->id; });
  places.fences.erase(std::unique(places.fences.begin(), places.fences.end()), places.fences.end());
  places.boxes.reserve(places.fences.size());
  for (const Fence* f : places.fences) places.boxes.push_back({f->min_x, f->min_y, f->max_x, f->max_y, f->kind});
  if (auto it = stay_by_asset.find(asset_id); it != stay_by_asset.end()) places.stay = &it->second;

  std::vector<long long> path = PathIds(group_path);
  const GroupArea* group_area = nullptr;
  for (auto g = path.rbegin(); g != path.rend(); ++g) {  // nearest group first
    auto it = area_by_group.find(*g);
    if (it == area_by_group.end()) continue;
    if (*g == group_id || it->second.is_all) {
      group_area = &it->second;
      break;
    }
  }
  auto own = area_by_asset.find(asset_id);
  if (own != area_by_asset.end() && !(group_area && group_area->is_cover)) places.area = &own->second;
  else if (group_area) places.area = &group_area->area;

  if (two_charge_assets.count(asset_id))
    for (long long g : path)
      if (auto it = two_charge_by_group.find(g); it != two_charge_by_group.end())
        places.two_charge.insert(places.two_charge.end(), it->second.begin(), it->second.end());
  return places;
}

std::pair<int, std::string> RiskSnapshot::Region(geo::LatLon p) const {
  if (!geocoder) return {0, ""};
  auto m = geocoder->Lookup(p);
  if (!m) return {0, ""};
  return {m->region->code, m->Address()};
}

Result<std::shared_ptr<RiskSnapshot>> LoadRiskSnapshot(store::Connection& conn, const geo::ReverseGeocoder* geocoder) {
  auto snap = std::make_shared<RiskSnapshot>();
  snap->geocoder = geocoder;
  auto fences = conn.Query(
      "SELECT id, name, shape, kind, points, center_lat, center_lon, radius, speed_limit, stay_minutes, owner_asset "
      "FROM fences ORDER BY id");
  if (!fences.ok()) return fences.status();
  snap->fences.reserve(fences->size());
  std::unordered_map<long long, const Fence*> by_id;
  for (const auto& r : *fences) {
    Fence f;
    f.id = r.Int(0);
    f.name = r.Text(1);
    f.shape = r.Int(2) == 1 ? FenceShape::kCircle : FenceShape::kPolygon;
    f.kind = static_cast<FenceKind>(std::clamp<long long>(r.Int(3), 0, 3));
    for (const auto& [lon, lat] : store::DecodeFencePoints(r.Text(4))) f.ring.push_back({lon, lat});
    f.center = {r.Real(5), r.Real(6)};
    f.radius_m = r.Real(7);
    f.speed_limit_kmh = r.Real(8);
    f.stay_min = static_cast<int>(r.Int(9));
    f.owner_asset = r.Int(10);
    f.ComputeBounds();
    snap->fences.push_back(std::move(f));
  }
  for (const Fence& f : snap->fences) by_id[f.id] = &f;
  auto bindings = conn.Query("SELECT fence_id, target_type, target_id FROM fence_bindings");
  if (!bindings.ok()) return bindings.status();
  for (const auto& r : *bindings) {
    auto it = by_id.find(r.Int(0));
    if (it == by_id.end()) continue;
    (r.Int(1) == 1 ? snap->fences_by_asset : snap->fences_by_group)[r.Int(2)].push_back(it->second);
  }

  auto stay = conn.Query(
      "SELECT asset_id, home_lat, home_lon, home_radius, company_lat, company_lon, company_radius, enabled, set_at, "
      "last_visit FROM stay_points");
  if (!stay.ok()) return stay.status();
  for (const auto& r : *stay) {
    StayPoints s;
    s.has_home = !r.IsNull(1);
    s.home = {r.Real(1), r.Real(2)};
    s.home_radius_m = r.IsNull(3) ? 1000 : r.Real(3);
    s.has_company = !r.IsNull(4);
    s.company = {r.Real(4), r.Real(5)};
    s.company_radius_m = r.IsNull(6) ? 1000 : r.Real(6);
    s.enabled = r.Int(7) != 0;
    s.since_ms = r.Int(8);
    s.last_visit_ms = r.Int(9);
    snap->stay_by_asset[r.Int(0)] = s;
  }

  auto areas = conn.Query("SELECT target_type, target_id, address, is_all, is_cover FROM admin_area_bindings");
  if (!areas.ok()) return areas.status();
  for (const auto& r : *areas) {
    AdminArea a{store::AdminAreaCodes(r.Text(2)), r.Text(2)};
    if (a.codes.empty()) continue;
    if (r.Int(0) == 1) snap->area_by_asset[r.Int(1)] = std::move(a);
    else snap->area_by_group[r.Int(1)] = {std::move(a), r.Int(3) != 0, r.Int(4) != 0};
  }

  auto points = conn.Query("SELECT id, group_id, name, lat, lon, radius, stop_minutes FROM two_charge_points ORDER BY id");
  if (!points.ok()) return points.status();
  snap->two_charge.reserve(points->size());
  for (const auto& r : *points)
    snap->two_charge.push_back({r.Int(0), r.Text(2), {r.Real(3), r.Real(4)}, r.Real(5), static_cast<int>(r.Int(6))});
  for (size_t i = 0; i < points->size(); ++i) snap->two_charge_by_group[points->at(i).Int(1)].push_back(&snap->two_charge[i]);
  auto bound = conn.Query("SELECT asset_id FROM two_charge_vehicles");
  if (!bound.ok()) return bound.status();
  for (const auto& r : *bound) snap->two_charge_assets.insert(r.Int(0));
  return snap;
}

RiskCatalog::RiskCatalog(store::Database& db, std::string regions_file)
    : db_(db), regions_file_(std::move(regions_file)), current_(std::make_shared<RiskSnapshot>()) {}

Status RiskCatalog::Reload() {
  std::lock_guard reload(reload_mu_);
  auto conn = db_.Acquire();
  const geo::ReverseGeocoder* geocoder = nullptr;
  auto any = conn->Query("SELECT COUNT(*) FROM admin_area_bindings");
  if (any.ok() && any->at(0).Int(0) > 0) geocoder = Geocoder();  // loaded only once areas are bound
  auto snap = LoadRiskSnapshot(*conn, geocoder);
  if (!snap.ok()) return snap.status();
  std::lock_guard lock(mu_);
  current_ = std::move(snap.value());
  return Status::Ok();
}

const geo::ReverseGeocoder* RiskCatalog::Geocoder() {
  std::lock_guard lock(geo_mu_);
  if (!geocoder_tried_) {
    geocoder_tried_ = true;
    auto g = geo::ReverseGeocoder::FromFile(regions_file_.empty() ? geo::ReverseGeocoder::DefaultDataPath() : regions_file_);
    if (g.ok()) geocoder_ = std::move(g.value());
    else spdlog::error("reverse geocoder not loaded, 出省 alarms are off: {}", g.status().message());
  }
  return geocoder_.get();
}

std::shared_ptr<const RiskSnapshot> RiskCatalog::Current() const {
  std::lock_guard lock(mu_);
  return current_;
}

}  // namespace chelian::pipeline
