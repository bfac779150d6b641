// Tests of the track's read (store::LoadTrackFixes): a track written through the position writer
// comes back whole with its battery levels, before and after the fold keys it (SQLite), on either
// engine; on PostgreSQL a day is an index-only scan of the day index (D160). The period's facts
// (ReadTrackFacts, D174) change with its fixes, and not with the fold or fixes outside it.
#include "store/track_repo.h"

#include <gtest/gtest.h>

#include "store/position_folder.h"
#include "store/position_writer.h"
#include "store/test_db.h"

namespace chelian::store {
namespace {

constexpr long long kT0 = 1'700'000'000'000;

// 30 fixes of device 7 a second apart; every third reports a battery level of 90 - i (as the
// pipeline's row step leaves them: in the attributes and in its own field).
std::vector<PositionRow> Track() {
  std::vector<PositionRow> rows;
  for (int i = 0; i < 30; ++i) {
    PositionRow r;
    r.device_id = 7;
    r.fix_time = kT0 + i * 1000;
    r.recv_time = r.fix_time + 5;
    r.lat = 22.5 + i * 1e-5;
    r.lon = 114.05;
    r.speed = 1.5 * i;
    r.course = i * 7;
    r.flags = kPositionValid;
    r.mileage = 100 + i * 0.01;
    r.attributes = i % 3 == 0 ? "{\"acc\":1,\"batteryPct\":" + std::to_string(90 - i) + "}" : "{\"acc\":1}";
    r.battery = i % 3 == 0 ? 90 - i : -1;
    rows.push_back(r);
  }
  return rows;
}

void ExpectTrack(Connection& c) {
  auto fixes = LoadTrackFixes(c, {7}, kT0, kT0 + 60'000, 1000);
  ASSERT_TRUE(fixes.ok()) << fixes.status().message();
  ASSERT_EQ(fixes->size(), 30u);
  for (int i = 0; i < 30; ++i) {
    const TrackFix& f = fixes->at(i);
    EXPECT_EQ(f.fix_time, kT0 + i * 1000);
    EXPECT_DOUBLE_EQ(f.lat, 22.5 + i * 1e-5);
    EXPECT_DOUBLE_EQ(f.speed, 1.5 * i);
    EXPECT_EQ(f.course, i * 7);
    EXPECT_EQ(f.flags, kPositionValid);
    EXPECT_DOUBLE_EQ(f.mileage, 100 + i * 0.01);
    EXPECT_EQ(f.battery_pct, i % 3 == 0 ? 90 - i : -1) << i;
  }
}

TEST(TrackRepo, ATrackComesBackWithItsBatteryBeforeAndAfterTheFold) {
  std::string path;
  auto db = OpenTestDatabase("track", &path);
  {
    PositionWriter writer(OpenTestConnection(path).value(), {100, 20, 100000});  // no fold of 30 rows
    ASSERT_TRUE(writer.Submit(Track()));
    writer.Flush();
  }
  auto c = db->Acquire();
  ExpectTrack(*c);  // SQLite: from the unkeyed rows of positions
  if (c->Engine() != "sqlite") return;
  PositionFolder folder(*c, 10);
  ASSERT_TRUE(folder.Start().ok());
  while (folder.active()) ASSERT_TRUE(folder.Step().ok());
  ASSERT_EQ(c->Query("SELECT COUNT(*) FROM position_keys")->at(0).Int(0), 30);
  ExpectTrack(*c);  // from the keys alone
}

// PostgreSQL: once a month's pages are all-visible (autovacuum of an insert-only table; VACUUM
// here), a vehicle's day is read from the day index alone.
TEST(TrackRepo, PostgresReadsADayFromTheIndexAlone) {
  if (TestPostgresUrl().empty()) GTEST_SKIP() << "PostgreSQL only: its query plan";
  std::string path;
  auto db = OpenTestDatabase("track_plan", &path);
  {
    PositionWriter writer(OpenTestConnection(path).value(), {100, 20, 100000});
    ASSERT_TRUE(writer.Submit(Track()));
    writer.Flush();
  }
  auto c = db->Acquire();
  Status vacuumed = c->ExecScript("VACUUM (ANALYZE) positions");  // alone: VACUUM runs outside a transaction
  ASSERT_TRUE(vacuumed.ok()) << vacuumed.message();
  ASSERT_TRUE(c->ExecScript("SET enable_seqscan = off; SET enable_bitmapscan = off;").ok());  // 30 rows
  auto plan = c->Query(
      "EXPLAIN SELECT fix_time, lat, lon, speed, course, flags, mileage, battery FROM stored_track "
      "WHERE device_id = ? AND fix_time >= ? AND fix_time <= ? ORDER BY fix_time LIMIT 1000",
      {7, kT0, kT0 + 60'000});
  ASSERT_TRUE(plan.ok()) << plan.status().message();
  std::string steps;
  for (const auto& row : *plan) steps += row.Text(0) + "\n";
  EXPECT_NE(steps.find("Index Only Scan using positions_"), std::string::npos) << steps;
  ExpectTrack(*c);
}

TEST(TrackRepo, APeriodsFactsChangeWithItsFixesAndNotWithTheFold) {
  std::string path;
  auto db = OpenTestDatabase("track_facts", &path);
  PositionWriter writer(OpenTestConnection(path).value(), {100, 20, 100000});  // no fold of 30 rows
  auto facts = [&] {
    writer.Flush();
    auto c = db->Acquire();
    auto f = ReadTrackFacts(*c, {7}, kT0, kT0 + 60'000);
    EXPECT_TRUE(f.ok()) << f.status().message();
    return f.ok() ? *f : TrackFacts{};
  };
  EXPECT_EQ(facts().fixes, 0);
  ASSERT_TRUE(writer.Submit(Track()));
  const TrackFacts written = facts();
  EXPECT_EQ(written.fixes, 30);
  EXPECT_EQ(written.time_sum, 435'000);  // 0 + 1 000 + … + 29 000 ms after the period's start
  EXPECT_EQ(written.packs, 0);

  PositionRow other = Track().front();
  other.fix_time = kT0 + 120'000;  // after the period
  ASSERT_TRUE(writer.Submit({other}));
  other.device_id = 8;  // another device, inside it
  other.fix_time = kT0 + 500;
  ASSERT_TRUE(writer.Submit({other}));
  EXPECT_EQ(facts(), written);

  auto c = db->Acquire();
  if (c->Engine() == "sqlite") {
    ASSERT_TRUE(KeyAllPositions(*c).ok());
    EXPECT_EQ(facts(), written);  // the same fixes, now keyed
  }
  PositionRow late = Track().front();
  late.fix_time = kT0 + 30'500;  // stored offline, arriving late
  ASSERT_TRUE(writer.Submit({late}));
  const TrackFacts with_late = facts();
  EXPECT_EQ(with_late.fixes, 31);
  EXPECT_NE(with_late, written);

  // Retention removes a fix of the period (both stores, whatever holds it).
  ASSERT_TRUE(c->Exec("DELETE FROM positions WHERE device_id = 7 AND fix_time = ?", {kT0}).ok());
  if (c->Engine() == "sqlite") {
    ASSERT_TRUE(c->Exec("DELETE FROM position_keys WHERE device_id = 7 AND fix_time = ?", {kT0}).ok());
  }
  EXPECT_EQ(facts().fixes, 30);
  EXPECT_NE(facts(), with_late);
  EXPECT_NE(facts(), written);  // as many fixes as at first, not the same ones
}

}  // namespace
}  // namespace chelian::store
