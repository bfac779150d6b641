// The alarm places of every vehicle (fences and their bindings, stay points, second-mortgage
// points, allowed areas), loaded from the database into an immutable snapshot the pipeline reads
// without locks. The API reloads it after every change; the pipeline picks up the new snapshot
// with its next position. The reverse geocoder for 出省 is loaded once any area is bound.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/status.h"
#include "geo/reverse_geocoder.h"
#include "pipeline/risk_rules.h"
#include "store/db.h"

namespace chelian::pipeline {

struct RiskSnapshot {
  struct GroupArea {
    AdminArea area;
    bool is_all = false, is_cover = false;
  };
  std::vector<Fence> fences;  // owned; the maps below point into it
  std::unordered_map<long long, std::vector<const Fence*>> fences_by_asset, fences_by_group;
  std::unordered_map<long long, StayPoints> stay_by_asset;
  std::unordered_map<long long, AdminArea> area_by_asset;
  std::unordered_map<long long, GroupArea> area_by_group;
  std::vector<TwoChargePoint> two_charge;
  std::unordered_map<long long, std::vector<const TwoChargePoint*>> two_charge_by_group;
  std::unordered_set<long long> two_charge_assets;
  const geo::ReverseGeocoder* geocoder = nullptr;

  // What applies to a vehicle of group `group_id` with materialised path `group_path`: fences bound
  // to it or to its own group; its stay points; its own area unless a covering group binding
  // applies (the group's own, or an ancestor's bound with is_all); with 二押点报警 on, the points of
  // its group and every ancestor.
  RiskPlaces PlacesFor(long long asset_id, long long group_id, const std::string& group_path) const;
  // District code and address at `p` (0, "" when outside every region or without a geocoder).
  std::pair<int, std::string> Region(geo::LatLon p) const;
};

// Loads a snapshot (pure over the database; `geocoder` may be null).
Result<std::shared_ptr<RiskSnapshot>> LoadRiskSnapshot(store::Connection& conn, const geo::ReverseGeocoder* geocoder);

class RiskCatalog {
 public:
  // `regions_file`: the geocoder data (empty: the shipped file).
  RiskCatalog(store::Database& db, std::string regions_file);

  // Reads everything again and publishes the new snapshot. Thread-safe.
  Status Reload();
  // The current snapshot (never null). Thread-safe.
  std::shared_ptr<const RiskSnapshot> Current() const;
  // The reverse geocoder, loaded on first use; null when its data cannot be read. Thread-safe.
  const geo::ReverseGeocoder* Geocoder();

 private:
  store::Database& db_;
  std::string regions_file_;
  std::mutex reload_mu_;  // one reload at a time
  std::mutex geo_mu_;
  bool geocoder_tried_ = false;                     // GUARDED_BY(geo_mu_)
  std::unique_ptr<geo::ReverseGeocoder> geocoder_;  // GUARDED_BY(geo_mu_), loaded once, then immutable
  mutable std::mutex mu_;
  std::shared_ptr<const RiskSnapshot> current_;  // GUARDED_BY(mu_)
};

}  // namespace chelian::pipeline
