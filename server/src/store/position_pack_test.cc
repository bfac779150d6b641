// Tests of the vehicle-day pack codec (D168): every column comes back bit for bit (doubles a scale
// cannot hold, NULL against empty text, repeated attributes), a day of a fix a second stays small,
// and cut or scrambled bytes are an error, never a crash.
#include "store/position_pack.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>
#include <random>

namespace chelian::store {
namespace {

constexpr long long kDay = 1'700'150'400'000;  // 2023-11-17 00:00 in China

PackedFix Fix(int i) {
  PackedFix f;
  PositionRow& r = f.row;
  r.fix_time = kDay + i * 1000LL;
  r.recv_time = r.fix_time + 700 + (i % 5) * 10;
  r.lat = 22.543096 + i * 1e-6;  // as a JT/T 808 decoder makes them: an integer over 1e6
  r.lon = static_cast<double>(114057865 + i * 3) / 1e6;
  r.altitude = 40 + i % 7;
  r.speed = (i % 900) / 10.0;
  r.course = (i * 7) % 360;
  r.satellites = 9 + i % 4;
  r.flags = 1 | 8 | (i % 2 ? 2 : 0);
  r.mileage = 1234.5 + i * 0.013;
  r.battery = i % 60 == 0 ? 80 - i / 3600 : -1;
  f.alarms_null = i % 100 != 0;
  if (!f.alarms_null) r.alarms = "overspeed";
  f.attributes_null = false;
  r.attributes = "{\"gsm\":" + std::to_string(20 + (i / 600) % 10) + ",\"acc\":" + (i % 2 ? "1" : "0") + "}";
  return f;
}

void ExpectSame(const PackedFix& a, const PackedFix& b, size_t i) {
  EXPECT_EQ(a.row.fix_time, b.row.fix_time) << i;
  EXPECT_EQ(a.row.recv_time, b.row.recv_time) << i;
  EXPECT_EQ(std::bit_cast<uint64_t>(a.row.lat), std::bit_cast<uint64_t>(b.row.lat)) << i;
  EXPECT_EQ(std::bit_cast<uint64_t>(a.row.lon), std::bit_cast<uint64_t>(b.row.lon)) << i;
  EXPECT_EQ(a.row.altitude, b.row.altitude) << i;
  EXPECT_EQ(std::bit_cast<uint64_t>(a.row.speed), std::bit_cast<uint64_t>(b.row.speed)) << i;
  EXPECT_EQ(a.row.course, b.row.course) << i;
  EXPECT_EQ(a.row.satellites, b.row.satellites) << i;
  EXPECT_EQ(a.row.flags, b.row.flags) << i;
  EXPECT_EQ(std::bit_cast<uint64_t>(a.row.mileage), std::bit_cast<uint64_t>(b.row.mileage)) << i;
  EXPECT_EQ(a.row.battery, b.row.battery) << i;
  EXPECT_EQ(a.alarms_null, b.alarms_null) << i;
  EXPECT_EQ(a.row.alarms, b.row.alarms) << i;
  EXPECT_EQ(a.attributes_null, b.attributes_null) << i;
  EXPECT_EQ(a.row.attributes, b.row.attributes) << i;
}

std::vector<PackedFix> RoundTrip(const std::vector<PackedFix>& fixes) {
  PositionPack pack = EncodePositionPack(fixes);
  auto back = DecodePackTrack(pack.track);
  EXPECT_TRUE(back.ok()) << back.status().message();
  if (!back.ok()) return {};
  Status rest = DecodePackRest(pack.rest, *back);
  EXPECT_TRUE(rest.ok()) << rest.message();
  return *back;
}

TEST(PositionPack, ADayOfAFixASecondComesBackBitForBitInAFewBytesAFix) {
  std::vector<PackedFix> fixes;
  for (int i = 0; i < 86'400; ++i) fixes.push_back(Fix(i));
  PositionPack pack = EncodePositionPack(fixes);
  auto back = RoundTrip(fixes);
  ASSERT_EQ(back.size(), fixes.size());
  for (size_t i = 0; i < fixes.size(); ++i) ExpectSame(fixes[i], back[i], i);
  // The rows cost ~124 bytes a fix in positions and position_keys (docs/benchmarks.md).
  double per_fix = static_cast<double>(pack.track.size() + pack.rest.size()) / 86'400.0;
  EXPECT_LT(per_fix, 20.0) << pack.track.size() << " + " << pack.rest.size();
}

TEST(PositionPack, DoublesNoScaleHoldsAndOddValuesComeBackExactly) {
  std::vector<PackedFix> fixes;
  const double odd[] = {0.1 + 0.2,    -0.0, 1e-300, 1e300,     std::numeric_limits<double>::infinity(),
                        std::nan(""), 22.5, -180.0, 1.0 / 3.0, 0.0};
  for (size_t i = 0; i < std::size(odd); ++i) {
    PackedFix f = Fix(static_cast<int>(i));
    f.row.lat = odd[i];
    f.row.lon = -odd[i];
    f.row.speed = odd[(i + 3) % std::size(odd)];
    f.row.mileage = odd[(i + 5) % std::size(odd)];
    f.row.fix_time = i % 2 ? std::numeric_limits<long long>::min() + 5 : std::numeric_limits<long long>::max() - 5;
    f.row.course = i % 2 ? std::numeric_limits<int>::min() : std::numeric_limits<int>::max();
    f.row.attributes = i == 4 ? "" : f.row.attributes;  // empty text, not NULL
    f.attributes_null = i == 6;
    if (f.attributes_null) f.row.attributes.clear();
    fixes.push_back(f);
  }
  auto back = RoundTrip(fixes);
  ASSERT_EQ(back.size(), fixes.size());
  for (size_t i = 0; i < fixes.size(); ++i) ExpectSame(fixes[i], back[i], i);
}

TEST(PositionPack, RepeatedTextIsStoredOnceAndNullFollowsText) {
  std::vector<PackedFix> fixes(4, Fix(1));
  fixes[2].attributes_null = true;
  fixes[2].row.attributes.clear();
  auto back = RoundTrip(fixes);
  ASSERT_EQ(back.size(), 4u);
  for (size_t i = 0; i < 4; ++i) ExpectSame(fixes[i], back[i], i);
  EXPECT_TRUE(RoundTrip({}).empty());
}

TEST(PositionPack, CutOrScrambledBytesAreAnErrorNotACrash) {
  std::vector<PackedFix> fixes;
  for (int i = 0; i < 500; ++i) fixes.push_back(Fix(i));
  PositionPack pack = EncodePositionPack(fixes);
  for (size_t n = 0; n < pack.track.size(); n += 7)
    EXPECT_FALSE(DecodePackTrack(std::string_view(pack.track).substr(0, n)).ok()) << n;
  auto track = DecodePackTrack(pack.track);
  ASSERT_TRUE(track.ok());
  for (size_t n = 0; n < pack.rest.size(); n += 5) {
    auto copy = *track;
    EXPECT_FALSE(DecodePackRest(std::string_view(pack.rest).substr(0, n), copy).ok()) << n;
  }
  std::mt19937 rng(168);
  int failures = 0;
  for (int round = 0; round < 2000; ++round) {
    std::string t = pack.track, r = pack.rest;
    for (int k = 0; k < 3; ++k) {
      t[rng() % t.size()] = static_cast<char>(rng());
      r[rng() % r.size()] = static_cast<char>(rng());
    }
    auto fixes_back = DecodePackTrack(t);  // may decode (other values), must not crash
    if (!fixes_back.ok()) {
      ++failures;
      continue;
    }
    if (!DecodePackRest(r, *fixes_back).ok()) ++failures;
  }
  EXPECT_GT(failures, 0);
  std::vector<PackedFix> none;
  EXPECT_FALSE(DecodePackRest("", none).ok());
  EXPECT_FALSE(DecodePackTrack("\x01\xff\xff\xff\xff\xff\xff\xff\xff\xff\x7f").ok());  // a huge count
}

TEST(PositionPack, TheDayIsTheChinaDay) {
  EXPECT_EQ(PackDayStart(kDay), kDay);
  EXPECT_EQ(PackDayStart(kDay + kPackDayMs - 1), kDay);
  EXPECT_EQ(PackDayStart(kDay - 1), kDay - kPackDayMs);
  EXPECT_EQ(PackDayStart(0), -8 * 3'600'000LL);  // 1970-01-01 08:00 in China
  EXPECT_EQ(PackDayStart(-8 * 3'600'000LL - 1), -8 * 3'600'000LL - kPackDayMs);
}

}  // namespace
}  // namespace chelian::store
