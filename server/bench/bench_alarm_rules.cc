// Benchmark: the cost of the alarm rules per position on one core — the platform rules (overspeed,
// fatigue, daily driving, idle, stay, battery, power) and the place rules with 1,000 fences bound
// to 10,000 vehicles (each vehicle ~10 through its group and a few directly), home/company stay
// points, second-mortgage points and allowed areas (出省, with the offline geocoder) — the way the
// pipeline runs them: places resolved once per vehicle and snapshot, then evaluated per fix.
// Prints ns per position for each mix; never fails.
//   bench_alarm_rules [--positions N]
#include <chrono>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "geo/reverse_geocoder.h"
#include "pipeline/platform_rules.h"
#include "pipeline/risk_catalog.h"
#include "pipeline/risk_rules.h"

using namespace chelian;
using namespace chelian::pipeline;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kFences = 1000, kDevices = 10'000, kGroups = 100;
// Vehicles drive around the Pearl River Delta (lat 22.4–23.4, lon 113.0–114.6).
constexpr double kLat0 = 22.4, kLat1 = 23.4, kLon0 = 113.0, kLon1 = 114.6;

struct Device {
  long long asset = 0, group = 0;
  std::string path;
  double lat = 0, lon = 0, heading = 0;
  RuleState rules;
  RiskState risk;
  RiskPlaces places;
};

std::shared_ptr<RiskSnapshot> BuildSnapshot(std::mt19937& rng, const geo::ReverseGeocoder* geocoder, bool with_points) {
  auto snap = std::make_shared<RiskSnapshot>();
  snap->geocoder = geocoder;
  std::uniform_real_distribution<double> lat(kLat0, kLat1), lon(kLon0, kLon1), size(0.005, 0.05), u(0, 1);
  snap->fences.reserve(kFences);
  for (int i = 0; i < kFences; ++i) {
    Fence f;
    f.id = i + 1;
    f.name = "围栏" + std::to_string(i + 1);
    f.kind = static_cast<FenceKind>(i % 3 == 2 ? 3 : i % 2);
    f.speed_limit_kmh = 40;
    double cy = lat(rng), cx = lon(rng), r = size(rng);
    if (i % 4 == 0) {  // a quarter are circles
      f.shape = FenceShape::kCircle;
      f.center = {cy, cx};
      f.radius_m = 200 + u(rng) * 4800;
    } else {  // 6–20 vertex polygons
      int n = 6 + static_cast<int>(u(rng) * 15);
      for (int k = 0; k < n; ++k) {
        double a = 2 * M_PI * k / n, rr = r * (0.6 + 0.4 * u(rng));
        f.ring.push_back({cx + rr * std::cos(a), cy + rr * std::sin(a)});
      }
    }
    f.ComputeBounds();
    snap->fences.push_back(std::move(f));
  }
  // Each group gets 10 fences (its vehicles' own), every 50th vehicle 3 more directly.
  for (int g = 1; g <= kGroups; ++g)
    for (int k = 0; k < 10; ++k) snap->fences_by_group[g].push_back(&snap->fences[((g - 1) * 10 + k) % kFences]);
  for (long long a = 1; a <= kDevices; a += 50)
    for (int k = 0; k < 3; ++k) snap->fences_by_asset[a].push_back(&snap->fences[(a * 7 + k) % kFences]);
  if (with_points) {
    for (long long a = 1; a <= kDevices; a += 10) {  // every 10th vehicle: home and company, 广东省 only
      StayPoints s;
      s.has_home = s.has_company = true;
      s.home = {lat(rng), lon(rng)};
      s.company = {lat(rng), lon(rng)};
      snap->stay_by_asset[a] = s;
      snap->area_by_asset[a] = AdminArea{{440000}, "广东省_440000"};
    }
    snap->two_charge.reserve(200);
    for (int i = 0; i < 200; ++i) snap->two_charge.push_back({i + 1, "二押点", {lat(rng), lon(rng)}, 50, 60});
    for (int i = 0; i < 200; ++i) snap->two_charge_by_group[1 + i % kGroups].push_back(&snap->two_charge[i]);
    for (long long a = 1; a <= kDevices; a += 5) snap->two_charge_assets.insert(a);
  }
  return snap;
}

// Runs `positions` fixes round-robin over the devices; returns ns per position.
double Run(std::vector<Device>& devices, const RiskSnapshot* snap, long long positions, bool places,
           std::mt19937& rng) {
  PlatformRules rules;
  std::uniform_real_distribution<double> turn(-0.3, 0.3);
  RegionLookup lookup;
  if (snap && snap->geocoder) lookup = [snap](geo::LatLon p) { return snap->Region(p); };
  // Fixes are made before timing: the benchmark measures the rules, not the random numbers.
  std::vector<Position> fixes(devices.size());
  long long sink = 0;
  const int64_t t0 = 1'736'469'000'000;
  auto start = Clock::now();
  for (long long i = 0; i < positions; ++i) {
    size_t d = static_cast<size_t>(i % static_cast<long long>(devices.size()));
    Device& dev = devices[d];
    if (d == 0) {  // one round of fixes: everyone moves ~80 m (10 s at ~30 km/h)
      auto pause = Clock::now();
      for (auto& x : devices) {
        x.heading += turn(rng);
        x.lat = std::clamp(x.lat + 0.0007 * std::cos(x.heading), kLat0, kLat1);
        x.lon = std::clamp(x.lon + 0.0007 * std::sin(x.heading), kLon0, kLon1);
      }
      start += Clock::now() - pause;
    }
    Position& p = fixes[d];
    p.fix_time_ms = t0 + (i / static_cast<long long>(devices.size())) * 10'000;
    p.valid = true;
    p.lat = dev.lat;
    p.lon = dev.lon;
    p.speed_kmh = 30 + (i % 50);
    p.acc = true;
    sink += static_cast<long long>(EvaluatePositionRules(rules, dev.rules, p, 5).size());
    if (places) sink += static_cast<long long>(EvaluateRiskRules(dev.places, dev.risk, p, lookup, 3).size());
  }
  double ns = std::chrono::duration<double, std::nano>(Clock::now() - start).count() / static_cast<double>(positions);
  if (sink == -1) std::printf("%lld\n", sink);
  return ns;
}

}  // namespace

int main(int argc, char** argv) {
  long long positions = 2'000'000;
  for (int i = 1; i + 1 < argc; ++i)
    if (!std::strcmp(argv[i], "--positions")) positions = std::atoll(argv[i + 1]);
  std::mt19937 rng(7);
  auto geocoder = geo::ReverseGeocoder::FromFile(geo::ReverseGeocoder::DefaultDataPath());
  if (!geocoder.ok()) std::printf("geocoder not loaded (%s): 出省 not measured\n", geocoder.status().message().c_str());
  const geo::ReverseGeocoder* g = geocoder.ok() ? geocoder->get() : nullptr;

  auto make_devices = [&](const RiskSnapshot& snap) {
    std::vector<Device> devices(kDevices);
    std::uniform_real_distribution<double> lat(kLat0, kLat1), lon(kLon0, kLon1), h(0, 2 * M_PI);
    for (int i = 0; i < kDevices; ++i) {
      Device& d = devices[i];
      d.asset = i + 1;
      d.group = 1 + i % kGroups;
      d.path = "/1/" + std::to_string(d.group) + "/";
      d.lat = lat(rng);
      d.lon = lon(rng);
      d.heading = h(rng);
      d.places = snap.PlacesFor(d.asset, d.group, d.path);
    }
    return devices;
  };

  std::printf("alarm rules per position, one core, %d devices, %d fences, %lld positions per run\n", kDevices, kFences,
              positions);
  auto fences_only = BuildSnapshot(rng, nullptr, false);
  auto devices = make_devices(*fences_only);
  size_t bound = 0;
  for (const auto& d : devices) bound += d.places.fences.size();
  std::printf("  fences bound per vehicle: %.1f on average\n", static_cast<double>(bound) / devices.size());
  std::printf("  platform rules only:                         %7.0f ns/position\n",
              Run(devices, nullptr, positions, false, rng));
  devices = make_devices(*fences_only);
  std::printf("  platform rules + fences:                     %7.0f ns/position\n",
              Run(devices, fences_only.get(), positions, true, rng));
  auto full = BuildSnapshot(rng, g, true);
  devices = make_devices(*full);
  std::printf("  + stay points, 二押点, 出省 (1 in 10 / 1 in 5): %7.0f ns/position\n",
              Run(devices, full.get(), positions, true, rng));
  // Worst case: one group holding all 1,000 fences.
  auto all = BuildSnapshot(rng, nullptr, false);
  all->fences_by_group.clear();
  for (auto& f : all->fences) all->fences_by_group[1].push_back(&f);
  std::vector<Device> heavy = make_devices(*all);
  heavy.resize(kDevices / kGroups);  // the group's 100 vehicles
  for (auto& d : heavy) d.places = all->PlacesFor(d.asset, 1, "/1/1/");
  std::printf("  a vehicle bound to all 1,000 fences:         %7.0f ns/position\n",
              Run(heavy, all.get(), positions / 10, true, rng));
  // Resolving what applies to a vehicle (once per vehicle and snapshot in the pipeline).
  auto t = Clock::now();
  size_t n = 0;
  for (int r = 0; r < 20; ++r)
    for (const auto& d : devices) n += full->PlacesFor(d.asset, d.group, d.path).fences.size();
  std::printf(
      "  PlacesFor (per vehicle and snapshot):        %7.0f ns\n",
      std::chrono::duration<double, std::nano>(Clock::now() - t).count() / (20.0 * devices.size()) + (n == 0 ? 0 : 0));
  return 0;
}
