// Tests of the province counts: the freshest point of a vehicle, points outside every province,
// and the per-subtree cache that recomputes at most once per refresh period.
#include "api/home/province_counts.h"

#include <gtest/gtest.h>

#include "store/two_tenants_for_test.h"

namespace chelian::api {
namespace {

const geo::ReverseGeocoder* Geocoder() {
  static auto g = geo::ReverseGeocoder::FromFile(geo::ReverseGeocoder::DefaultDataPath());
  return g.ok() ? g->get() : nullptr;
}

TEST(CountProvinces, CountsEachPointsProvinceMostFirst) {
  ASSERT_NE(Geocoder(), nullptr);
  ProvinceCounts c =
      CountProvinces({{23.13, 113.26}, {22.54, 114.06}, {39.91, 116.40}, {0, 0}, {48.85, 2.35}}, Geocoder(), 5);
  ASSERT_EQ(c.counts.size(), 2u);
  EXPECT_EQ(c.counts[0], (std::pair<std::string, long long>{"广东省", 2}));
  EXPECT_EQ(c.counts[1], (std::pair<std::string, long long>{"北京市", 1}));
  EXPECT_EQ(c.located, 3);
  EXPECT_EQ(c.unlocated, 2);
  EXPECT_EQ(c.computed_at, 5);
  EXPECT_EQ(CountProvinces({{23.13, 113.26}}, nullptr, 5).unlocated, 1);
}

class ProvinceCacheTest : public store::TwoTenantsTest {
 protected:
  void Place(long long asset, double lat, double lon) {
    auto c = db_->Acquire();
    ASSERT_TRUE(
        c->Exec("DELETE FROM device_state WHERE device_id IN (SELECT id FROM devices WHERE asset_id = ?)", {asset})
            .ok());
    ASSERT_TRUE(c->Exec("INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon) "
                        "SELECT id, 1, 1, ?, ? FROM devices WHERE asset_id = ?",
                        {lat, lon, asset})
                    .ok());
  }
};

TEST_F(ProvinceCacheTest, RecomputesPerSubtreeAtMostOncePerPeriod) {
  ProvinceCountCache cache(Geocoder, 60'000);
  Place(car_a_.id, 23.13, 113.26);
  Place(car_b_.id, 31.23, 121.47);
  auto a = cache.Get(*db_, ScopeA(), 1'000'000);
  ASSERT_TRUE(a.ok());
  ASSERT_EQ(a->counts.size(), 1u);
  EXPECT_EQ(a->counts[0].first, "广东省");
  EXPECT_EQ(cache.Get(*db_, ScopeB(), 1'000'000)->counts[0].first, "上海市");
  Place(car_a_.id, 39.91, 116.40);
  EXPECT_EQ(cache.Get(*db_, ScopeA(), 1'059'999)->counts[0].first, "广东省");  // kept
  auto later = cache.Get(*db_, ScopeA(), 1'060'000);
  EXPECT_EQ(later->counts[0].first, "北京市");
  EXPECT_EQ(later->computed_at, 1'060'000);
  EXPECT_EQ(cache.Get(*db_, ScopeB(), 1'060'000)->counts[0].first, "上海市");
}

TEST_F(ProvinceCacheTest, KeepsAtMostMaxScopes) {
  ProvinceCountCache cache(Geocoder, 60'000, 1);
  Place(car_a_.id, 23.13, 113.26);
  ASSERT_TRUE(cache.Get(*db_, ScopeA(), 1).ok());
  ASSERT_TRUE(cache.Get(*db_, ScopeB(), 2).ok());  // forgets A
  Place(car_a_.id, 39.91, 116.40);
  EXPECT_EQ(cache.Get(*db_, ScopeA(), 3)->counts[0].first, "北京市");  // computed again
}

}  // namespace
}  // namespace chelian::api
