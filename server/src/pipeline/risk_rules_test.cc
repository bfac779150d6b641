// Place-based platform alarms on constructed tracks: fences of each kind and shape with stay
// times, 出省 with the shipped boundary data, abnormal stay and second-mortgage points.
#include "pipeline/risk_rules.h"

#include <gtest/gtest.h>

#include "geo/reverse_geocoder.h"

namespace chelian::pipeline {
namespace {

constexpr int64_t kMin = 60'000;
constexpr int64_t kDay = 86'400'000;

Position At(int64_t t, double lat, double lon, double speed = 40, bool valid = true) {
  Position p;
  p.fix_time_ms = t;
  p.valid = valid;
  p.lat = lat;
  p.lon = lon;
  p.speed_kmh = speed;
  return p;
}

// A 0.02° square around (22.55, 114.05) in Shenzhen.
Fence Square(long long id, FenceKind kind, int stay_min = 0) {
  Fence f;
  f.id = id;
  f.name = "围栏" + std::to_string(id);
  f.kind = kind;
  f.shape = FenceShape::kPolygon;
  f.ring = {{114.04, 22.54}, {114.06, 22.54}, {114.06, 22.56}, {114.04, 22.56}};
  f.stay_min = stay_min;
  f.ComputeBounds();
  return f;
}

std::vector<AlarmCode> Codes(const std::vector<RiskAlarm>& alarms) {
  std::vector<AlarmCode> out;
  for (const auto& a : alarms) out.push_back(a.code);
  return out;
}

// Places as PlacesFor makes them: fences with their contiguous boxes and a generation.
RiskPlaces Boxed(std::vector<const Fence*> fences, uint64_t generation) {
  RiskPlaces p;
  p.fences = std::move(fences);
  for (const Fence* f : p.fences) p.boxes.push_back({f->min_x, f->min_y, f->max_x, f->max_y, f->kind});
  p.generation = generation;
  return p;
}

bool Has(const std::vector<RiskAlarm>& alarms, AlarmCode c) {
  for (const auto& a : alarms)
    if (a.code == c) return true;
  return false;
}

TEST(RiskRules, NoEntryFenceAlarmsWhileInsideAndNamesTheFence) {
  Fence f = Square(7, FenceKind::kNoEntry);
  RiskPlaces places{{&f}};
  RiskState s;
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(0, 22.53, 114.05), {}, 3).empty());
  auto inside = EvaluateRiskRules(places, s, At(kMin, 22.55, 114.05), {}, 3);
  ASSERT_EQ(Codes(inside), std::vector<AlarmCode>{AlarmCode::kInRegionAlarm});
  EXPECT_EQ(inside[0].place_id, 7);
  EXPECT_EQ(inside[0].place_name, "围栏7");
  // An invalid fix says nothing about the place: the alarm stays.
  EXPECT_TRUE(Has(EvaluateRiskRules(places, s, At(2 * kMin, 0, 0, 0, false), {}, 3), AlarmCode::kInRegionAlarm));
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(3 * kMin, 22.57, 114.05), {}, 3).empty());
}

TEST(RiskRules, NoExitFenceWaitsForTheStayTime) {
  Fence f = Square(1, FenceKind::kNoExit, 5);
  RiskPlaces places = Boxed({&f}, 1);  // outside the box decided from the box alone
  RiskState s;
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(0, 22.55, 114.05), {}, 3).empty());
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(kMin, 22.60, 114.05), {}, 3).empty());      // out, 0 min
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(5 * kMin, 22.61, 114.05), {}, 3).empty());  // 4 min
  EXPECT_TRUE(Has(EvaluateRiskRules(places, s, At(6 * kMin, 22.62, 114.05), {}, 3), AlarmCode::kOutRegionAlarm));
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(7 * kMin, 22.55, 114.05), {}, 3).empty());  // back inside
}

TEST(RiskRules, CircleFenceUsesTheRadiusInMetres) {
  Fence c;
  c.id = 3;
  c.shape = FenceShape::kCircle;
  c.kind = FenceKind::kNoExit;
  c.center = {22.55, 114.05};
  c.radius_m = 500;
  c.ComputeBounds();
  RiskPlaces places{{&c}};
  RiskState s;
  geo::LatLon near = geo::Destination(c.center, 45, 480), far = geo::Destination(c.center, 45, 520);
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(0, near.lat, near.lon), {}, 3).empty());
  EXPECT_EQ(Codes(EvaluateRiskRules(places, s, At(kMin, far.lat, far.lon), {}, 3)),
            std::vector<AlarmCode>{AlarmCode::kOutCircleAlarm});
  c.kind = FenceKind::kNoEntry;  // a drawn circle may also be a no-entry area
  EXPECT_EQ(FenceAlarmCode(c), AlarmCode::kInRegionAlarm);
}

TEST(RiskRules, SpeedLimitFenceOnlyInsideAndAboveTheLimit) {
  Fence f = Square(2, FenceKind::kSpeedLimit);
  f.speed_limit_kmh = 30;
  RiskPlaces places{{&f}};
  RiskState s;
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(0, 22.50, 114.05, 90), {}, 3).empty());  // outside, fast
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(kMin, 22.55, 114.05, 25), {}, 3).empty());
  EXPECT_TRUE(
      Has(EvaluateRiskRules(places, s, At(2 * kMin, 22.55, 114.051, 45), {}, 3), AlarmCode::kAreaOverSpeedAlarm));
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(3 * kMin, 22.55, 114.052, 20), {}, 3).empty());
}

TEST(RiskRules, OneAlarmPerCodeAndTimersFollowTheFencesWhenPlacesChange) {
  Fence a = Square(4, FenceKind::kNoEntry), b = Square(9, FenceKind::kNoEntry, 5);
  RiskState s;
  auto both = EvaluateRiskRules(Boxed({&a, &b}, 1), s, At(0, 22.55, 114.05), {}, 3);
  ASSERT_EQ(both.size(), 1u);
  EXPECT_EQ(both[0].place_id, 4);
  EXPECT_EQ(s.fences.size(), 2u);
  // Fence 4 unbound: fence 9 keeps its timer (inside since 0, stay 5 min).
  EXPECT_TRUE(EvaluateRiskRules(Boxed({&b}, 2), s, At(4 * kMin, 22.55, 114.05), {}, 3).empty());
  auto later = EvaluateRiskRules(Boxed({&b}, 2), s, At(5 * kMin, 22.55, 114.05), {}, 3);
  ASSERT_EQ(later.size(), 1u);
  EXPECT_EQ(later[0].place_id, 9);
  EXPECT_EQ(s.fences.size(), 1u);
  EXPECT_TRUE(EvaluateRiskRules({}, s, At(6 * kMin, 22.55, 114.05), {}, 3).empty());
}

TEST(RiskRules, LeavingTheProvinceWithTheShippedBoundaries) {
  static auto geocoder = geo::ReverseGeocoder::FromFile(geo::ReverseGeocoder::DefaultDataPath());
  ASSERT_TRUE(geocoder.ok()) << geocoder.status().message();
  int lookups = 0;
  RegionLookup lookup = [&](geo::LatLon p) -> std::pair<int, std::string> {
    ++lookups;
    auto m = (*geocoder)->Lookup(p);
    return m ? std::pair{m->region->code, m->Address()} : std::pair{0, std::string()};
  };
  AdminArea guangdong{{440000}, "广东省_440000"};
  RiskPlaces places;
  places.area = &guangdong;
  RiskState s;
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(0, 22.5405, 113.9345), lookup, 3).empty());  // 深圳
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(kMin, 22.5406, 113.9346), lookup, 3).empty());
  EXPECT_EQ(lookups, 1);  // moved less than kRegionReuseM: no new lookup
  auto out = EvaluateRiskRules(places, s, At(2 * kMin, 22.8170, 108.3665), lookup, 3);  // 南宁, 广西
  ASSERT_EQ(Codes(out), std::vector<AlarmCode>{AlarmCode::kOutAdminAreaAlarm});
  EXPECT_NE(out[0].place_name.find("广西"), std::string::npos) << out[0].place_name;
  AdminArea cities{{440300, 450100}, ""};  // 深圳市 and 南宁市 allowed
  places.area = &cities;
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(3 * kMin, 22.8171, 108.3666), lookup, 3).empty());
  EXPECT_TRUE(Has(EvaluateRiskRules(places, s, At(4 * kMin, 23.1291, 113.2644), lookup, 3),  // 广州
                  AlarmCode::kOutAdminAreaAlarm));
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(5 * kMin, 23.1291, 113.2644), {}, 3).empty());  // no geocoder
}

TEST(RiskRules, AbnormalStayWhenHomeAndCompanyAreNotVisitedForThreeDays) {
  StayPoints sp;
  sp.has_home = true;
  sp.home = {22.55, 114.05};
  sp.has_company = true;
  sp.company = {22.60, 114.10};
  sp.since_ms = 0;
  RiskPlaces places;
  places.stay = &sp;
  RiskState s;
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(kDay, 23.0, 113.0), {}, 3).empty());
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(2 * kDay, 22.6005, 114.1005), {}, 3).empty());  // at the company
  EXPECT_TRUE(s.stay_visit_dirty);
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(5 * kDay - 1, 23.0, 113.0), {}, 3).empty());
  EXPECT_TRUE(Has(EvaluateRiskRules(places, s, At(5 * kDay, 23.0, 113.0), {}, 3), AlarmCode::kAbnormalStayAlarm));
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(5 * kDay + kMin, 22.551, 114.051), {}, 3).empty());  // home again
  // A visit saved earlier (after a restart) counts; a switched-off setting raises nothing.
  RiskState fresh;
  sp.last_visit_ms = 4 * kDay;
  EXPECT_TRUE(EvaluateRiskRules(places, fresh, At(6 * kDay, 23.0, 113.0), {}, 3).empty());
  sp.enabled = false;
  EXPECT_TRUE(EvaluateRiskRules(places, fresh, At(9 * kDay, 23.0, 113.0), {}, 3).empty());
}

TEST(RiskRules, SecondMortgagePointAfterSixtyMinutesWithinTheRadius) {
  TwoChargePoint tc{5, "城西二手车市场", {22.55, 114.05}, 50, 60};
  RiskPlaces places;
  places.two_charge = {&tc};
  RiskState s;
  geo::LatLon in = geo::Destination(tc.at, 10, 40), out = geo::Destination(tc.at, 10, 80);
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(0, in.lat, in.lon, 0), {}, 3).empty());
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(59 * kMin, in.lat, in.lon, 0), {}, 3).empty());
  auto a = EvaluateRiskRules(places, s, At(60 * kMin, in.lat, in.lon, 0), {}, 3);
  ASSERT_EQ(Codes(a), std::vector<AlarmCode>{AlarmCode::kTwoChargeAlarm});
  EXPECT_EQ(a[0].place_name, "城西二手车市场");
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(61 * kMin, out.lat, out.lon, 0), {}, 3).empty());
  EXPECT_TRUE(EvaluateRiskRules(places, s, At(100 * kMin, in.lat, in.lon, 0), {}, 3).empty());  // a new stay
}

TEST(RiskPlaces, AdminAreaCodesCoverTheirDistricts) {
  AdminArea a{{440000, 450100, 110101}, ""};
  EXPECT_TRUE(a.Allows(440305));  // a district of the province
  EXPECT_TRUE(a.Allows(450102));  // a district of the city
  EXPECT_TRUE(a.Allows(110101));
  EXPECT_FALSE(a.Allows(110102));
  EXPECT_FALSE(a.Allows(450200));
}

}  // namespace
}  // namespace chelian::pipeline
