// Loading and publishing the alarm places.
#include "pipeline/risk_catalog.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <atomic>

#include "store/alarm_places_repo.h"
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
  if (own != area_by_asset.end() && !(group_area && group_area->is_cover))
    places.area = &own->second;
  else if (group_area)
    places.area = &group_area->area;

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
  auto places = store::LoadAlarmPlaces(conn);
  if (!places.ok()) return places.status();
  auto snap = std::make_shared<RiskSnapshot>();
  snap->geocoder = geocoder;
  snap->fences.reserve(places->fences.size());
  std::unordered_map<long long, const Fence*> by_id;
  for (const store::FenceRecord& r : places->fences) {
    Fence f;
    f.id = r.id;
    f.name = r.name;
    f.shape = r.shape == 1 ? FenceShape::kCircle : FenceShape::kPolygon;
    f.kind = static_cast<FenceKind>(std::clamp(r.kind, 0, 3));
    for (const auto& [lon, lat] : r.points) f.ring.push_back({lon, lat});
    f.center = {r.center_lat, r.center_lon};
    f.radius_m = r.radius_m;
    f.speed_limit_kmh = r.speed_limit_kmh;
    f.stay_min = r.stay_minutes;
    f.owner_asset = r.owner_asset;
    f.ComputeBounds();
    snap->fences.push_back(std::move(f));
  }
  for (const Fence& f : snap->fences) by_id[f.id] = &f;
  for (const store::FenceBindingRecord& b : places->fence_bindings) {
    auto it = by_id.find(b.fence_id);
    if (it == by_id.end()) continue;
    (b.target_type == 1 ? snap->fences_by_asset : snap->fences_by_group)[b.target_id].push_back(it->second);
  }
  for (const store::StayPointsRecord& r : places->stay_points) {
    StayPoints s;
    s.has_home = r.has_home;
    s.home = {r.home_lat, r.home_lon};
    s.home_radius_m = r.home_radius_m;
    s.has_company = r.has_company;
    s.company = {r.company_lat, r.company_lon};
    s.company_radius_m = r.company_radius_m;
    s.enabled = r.enabled;
    s.since_ms = r.set_at;
    s.last_visit_ms = r.last_visit;
    snap->stay_by_asset[r.asset_id] = s;
  }
  for (const store::AreaBindingRecord& r : places->area_bindings) {
    AdminArea a{store::AdminAreaCodes(r.address), r.address};
    if (a.codes.empty()) continue;
    if (r.target_type == 1)
      snap->area_by_asset[r.target_id] = std::move(a);
    else
      snap->area_by_group[r.target_id] = {std::move(a), r.is_all, r.is_cover};
  }
  snap->two_charge.reserve(places->two_charge_points.size());
  for (const store::TwoChargePointRecord& r : places->two_charge_points)
    snap->two_charge.push_back({r.id, r.name, {r.lat, r.lon}, r.radius_m, r.stop_minutes});
  for (size_t i = 0; i < places->two_charge_points.size(); ++i)
    snap->two_charge_by_group[places->two_charge_points[i].group_id].push_back(&snap->two_charge[i]);
  snap->two_charge_assets.insert(places->two_charge_assets.begin(), places->two_charge_assets.end());
  return snap;
}

RiskCatalog::RiskCatalog(store::Database& db, std::string regions_file)
    : db_(db), regions_file_(std::move(regions_file)), current_(std::make_shared<RiskSnapshot>()) {}

Status RiskCatalog::Reload() {
  std::lock_guard reload(reload_mu_);
  auto conn = db_.Acquire();
  const geo::ReverseGeocoder* geocoder = nullptr;
  auto any = store::AnyAreaBound(*conn);
  if (any.ok() && *any) geocoder = Geocoder();  // loaded only once areas are bound
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
    auto g =
        geo::ReverseGeocoder::FromFile(regions_file_.empty() ? geo::ReverseGeocoder::DefaultDataPath() : regions_file_);
    if (g.ok())
      geocoder_ = std::move(g.value());
    else
      spdlog::error("reverse geocoder not loaded, 出省 alarms are off: {}", g.status().message());
  }
  return geocoder_.get();
}

std::shared_ptr<const RiskSnapshot> RiskCatalog::Current() const {
  std::lock_guard lock(mu_);
  return current_;
}

}  // namespace chelian::pipeline
