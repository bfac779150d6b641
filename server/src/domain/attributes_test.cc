// Tests for the attribute vocabulary and map.
#include "domain/attributes.h"

#include <gtest/gtest.h>

#include <set>

namespace chelian {
namespace {

TEST(AttributesTest, NamesAreUniqueAndRoundTrip) {
  std::set<std::string_view> names;
  for (size_t i = 0; i < static_cast<size_t>(AttrKey::kCount); ++i) {
    auto key = static_cast<AttrKey>(i);
    std::string_view name = AttrName(key);
    EXPECT_FALSE(name.empty());
    EXPECT_TRUE(names.insert(name).second) << name;
    EXPECT_EQ(AttrKeyFromName(name), key);
  }
  EXPECT_EQ(AttrName(AttrKey::kMileageKm), "mileageKm");
  EXPECT_EQ(AttrName(AttrKey::kIccid), "iccid");
  EXPECT_FALSE(AttrKeyFromName("nope").has_value());
}

TEST(AttributesTest, SetReplacesAndConverts) {
  Attributes a;
  a.Set(AttrKey::kMileageKm, int64_t{11});  // double key: stored as 11.0
  a.Set(AttrKey::kBatteryPct, 50.7);        // int key: truncated
  a.Set(AttrKey::kIccid, std::string("8986"));
  a.Set(AttrKey::kBatteryPct, int64_t{60});
  EXPECT_EQ(a.size(), 3u);
  EXPECT_EQ(a.GetDouble(AttrKey::kMileageKm), 11.0);
  EXPECT_TRUE(std::holds_alternative<double>(*a.Find(AttrKey::kMileageKm)));
  EXPECT_EQ(a.GetInt(AttrKey::kBatteryPct), 60);
  EXPECT_EQ(a.GetString(AttrKey::kIccid), "8986");
  EXPECT_FALSE(a.GetInt(AttrKey::kIccid).has_value());

  Attributes b;
  b.Set(AttrKey::kSignal, int64_t{3});
  b.Set(AttrKey::kBatteryPct, int64_t{61});
  a.Merge(b);
  EXPECT_EQ(a.size(), 4u);
  EXPECT_EQ(a.GetInt(AttrKey::kBatteryPct), 61);
}

}  // namespace
}  // namespace chelian
