// Offline reverse geocoder: data parsing, grid index, lookup.
#include "geo/reverse_geocoder.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>
#include <sstream>

#ifndef CHELIAN_DATA_DIR
#define CHELIAN_DATA_DIR "server/data"
#endif

namespace chelian::geo {
namespace {

class Reader {
 public:
  explicit Reader(std::string_view b) : b_(b) {}
  bool ok() const { return ok_; }
  uint32_t U32() {
    if (!Need(4)) return 0;
    uint32_t v = 0;
    for (int i = 0; i < 4; ++i) v |= static_cast<uint32_t>(static_cast<uint8_t>(b_[pos_ + i])) << (8 * i);
    pos_ += 4;
    return v;
  }
  std::string Text() {
    if (!Need(1)) return "";
    size_t n = static_cast<uint8_t>(b_[pos_++]);
    if (!Need(n)) return "";
    std::string s(b_.substr(pos_, n));
    pos_ += n;
    return s;
  }
  long long ZigZag() {
    unsigned long long z = 0;
    int shift = 0;
    while (true) {
      if (!Need(1) || shift > 56) {
        ok_ = false;
        return 0;
      }
      uint8_t byte = static_cast<uint8_t>(b_[pos_++]);
      z |= static_cast<unsigned long long>(byte & 0x7f) << shift;
      if (!(byte & 0x80)) break;
      shift += 7;
    }
    return (z & 1) ? -static_cast<long long>((z + 1) / 2) : static_cast<long long>(z / 2);
  }

 private:
  bool Need(size_t n) {
    if (pos_ + n > b_.size()) ok_ = false;
    return ok_;
  }
  std::string_view b_;
  size_t pos_ = 0;
  bool ok_ = true;
};

constexpr double kUnit = 1e-4;  // degrees per stored integer step

}  // namespace

std::string RegionMatch::Address() const {
  if (!region) return "";
  const Region& r = *region;
  std::string out = r.province;
  if (r.city != r.province) out += r.city;
  if (r.district != r.city) out += r.district;
  return out;
}

Result<std::unique_ptr<ReverseGeocoder>> ReverseGeocoder::FromBytes(std::string_view bytes) {
  if (bytes.size() < 12 || bytes.substr(0, 4) != "CHRG") return InvalidArgument("不是行政区划数据文件");
  Reader in(bytes.substr(4));
  if (in.U32() != 1) return InvalidArgument("行政区划数据版本不支持");
  uint32_t count = in.U32();
  auto g = std::unique_ptr<ReverseGeocoder>(new ReverseGeocoder());
  g->regions_.reserve(count);
  for (uint32_t i = 0; i < count && in.ok(); ++i) {
    Region r;
    r.code = static_cast<int>(in.U32());
    r.province = in.Text();
    r.city = in.Text();
    r.district = in.Text();
    uint32_t rings = in.U32();
    r.min_x = r.min_y = 1e9;
    r.max_x = r.max_y = -1e9;
    for (uint32_t k = 0; k < rings && in.ok(); ++k) {
      uint32_t n = in.U32();
      if (n > bytes.size()) return InvalidArgument("行政区划数据已损坏");
      Ring ring;
      ring.reserve(n);
      long long x = 0, y = 0;
      for (uint32_t j = 0; j < n && in.ok(); ++j) {
        x += in.ZigZag();
        y += in.ZigZag();
        XY p{static_cast<double>(x) * kUnit, static_cast<double>(y) * kUnit};
        r.min_x = std::min(r.min_x, p.x);
        r.max_x = std::max(r.max_x, p.x);
        r.min_y = std::min(r.min_y, p.y);
        r.max_y = std::max(r.max_y, p.y);
        ring.push_back(p);
      }
      if (ring.size() >= 3) r.rings.push_back(std::move(ring));
    }
    if (!r.rings.empty()) g->regions_.push_back(std::move(r));
  }
  if (!in.ok()) return InvalidArgument("行政区划数据已损坏");
  g->BuildIndex();
  return g;
}

Result<std::unique_ptr<ReverseGeocoder>> ReverseGeocoder::FromFile(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return NotFound("找不到行政区划数据文件: " + path);
  std::stringstream ss;
  ss << f.rdbuf();
  return FromBytes(ss.str());
}

std::string ReverseGeocoder::DefaultDataPath() { return std::string(CHELIAN_DATA_DIR) + "/china-regions.bin"; }

void ReverseGeocoder::BuildIndex() {
  std::vector<std::pair<long long, int>> entries;
  for (size_t i = 0; i < regions_.size(); ++i) {
    const Region& r = regions_[i];
    int x0 = static_cast<int>(std::floor(r.min_x / kCellDeg)), x1 = static_cast<int>(std::floor(r.max_x / kCellDeg));
    int y0 = static_cast<int>(std::floor(r.min_y / kCellDeg)), y1 = static_cast<int>(std::floor(r.max_y / kCellDeg));
    for (int cx = x0; cx <= x1; ++cx)
      for (int cy = y0; cy <= y1; ++cy) entries.emplace_back(CellKey(cx, cy), static_cast<int>(i));
  }
  std::sort(entries.begin(), entries.end());
  for (const auto& [key, idx] : entries) {
    if (cells_.empty() || cells_.back().first != key) cells_.push_back({key, {}});
    cells_.back().second.push_back(idx);
  }
}

const std::vector<int>* ReverseGeocoder::Cell(int cx, int cy) const {
  long long key = CellKey(cx, cy);
  auto it = std::lower_bound(cells_.begin(), cells_.end(), key, [](const auto& c, long long k) { return c.first < k; });
  return it != cells_.end() && it->first == key ? &it->second : nullptr;
}

std::optional<RegionMatch> ReverseGeocoder::Lookup(LatLon p, double max_snap_km) const {
  XY q{p.lon, p.lat};
  int cx = static_cast<int>(std::floor(q.x / kCellDeg)), cy = static_cast<int>(std::floor(q.y / kCellDeg));
  if (const auto* here = Cell(cx, cy)) {
    for (int i : *here) {
      const Region& r = regions_[static_cast<size_t>(i)];
      if (q.x < r.min_x || q.x > r.max_x || q.y < r.min_y || q.y > r.max_y) continue;
      if (InsideEvenOdd(r.rings, q)) return RegionMatch{&r, false};
    }
  }
  // Nearest region within the snapping distance (1° of latitude ≈ 111 km).
  double limit = max_snap_km / 111.0;
  int reach = static_cast<int>(std::ceil(limit / kCellDeg));
  const Region* best = nullptr;
  double best_d = limit;
  std::vector<int> seen;
  for (int dx = -reach; dx <= reach; ++dx) {
    for (int dy = -reach; dy <= reach; ++dy) {
      const auto* cell = Cell(cx + dx, cy + dy);
      if (!cell) continue;
      for (int i : *cell) {
        if (std::find(seen.begin(), seen.end(), i) != seen.end()) continue;
        seen.push_back(i);
        const Region& r = regions_[static_cast<size_t>(i)];
        if (q.x < r.min_x - limit * 2 || q.x > r.max_x + limit * 2 || q.y < r.min_y - limit || q.y > r.max_y + limit)
          continue;
        double d = DistanceToRings(r.rings, q);
        if (d < best_d) {
          best_d = d;
          best = &r;
        }
      }
    }
  }
  if (!best) return std::nullopt;
  return RegionMatch{best, true};
}

}  // namespace chelian::geo
