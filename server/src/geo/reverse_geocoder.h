// Offline reverse geocoder: province / city / district names of a WGS-84 point from the boundary
// data derived by scripts/build-basemap.mjs (server/data/china-regions.bin). A grid index narrows
// the candidates; the even-odd test decides; points just outside every region (ports, bridges,
// reclaimed land) take the nearest region within `max_snap_km`. Immutable after loading, so
// lookups are thread-safe.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"
#include "geo/geo.h"
#include "geo/point_in_polygon.h"

namespace chelian::geo {

struct Region {
  int code = 0;  // administrative code, e.g. 440305
  std::string province, city, district;
  std::vector<Ring> rings;
  double min_x = 0, min_y = 0, max_x = 0, max_y = 0;
};

struct RegionMatch {
  const Region* region = nullptr;
  bool snapped = false;  // outside every region, nearest one taken
  // "广东省深圳市南山区"; municipalities and SARs do not repeat their name ("北京市东城区").
  std::string Address() const;
};

class ReverseGeocoder {
 public:
  // Parses the binary data. Errors: InvalidArgument for data in another format.
  static Result<std::unique_ptr<ReverseGeocoder>> FromBytes(std::string_view bytes);
  static Result<std::unique_ptr<ReverseGeocoder>> FromFile(const std::string& path);
  // The data file shipped in the source tree (server/data/china-regions.bin).
  static std::string DefaultDataPath();

  std::optional<RegionMatch> Lookup(LatLon p, double max_snap_km = 5.0) const;
  size_t size() const { return regions_.size(); }
  const std::vector<Region>& regions() const { return regions_; }

 private:
  static constexpr double kCellDeg = 0.25;
  long long CellKey(int cx, int cy) const { return static_cast<long long>(cx) * 100000 + cy; }
  void BuildIndex();
  std::vector<Region> regions_;
  std::vector<std::pair<long long, std::vector<int>>> cells_;  // sorted by key
  const std::vector<int>* Cell(int cx, int cy) const;
};

}  // namespace chelian::geo
