// Tests of packing ended months on SQLite (D168): the views give the same fixes, column for column,
// before and after the packer moves them into position_packs; a late fix of a packed day is merged
// into its pack; the packed rows leave positions; the current month and unkeyed rows stay; a day is
// read through the pack's index, newest first when asked; retention drops whole packs; `admin
// check` counts them.
#include "store/position_day_packer.h"

#include <gtest/gtest.h>

#include <string>

#include "core/civil_time.h"
#include "store/gb_day_repo.h"
#include "store/position_folder.h"
#include "store/position_pack.h"
#include "store/retention.h"
#include "store/stored_figures.h"
#include "store/test_db.h"
#include "store/track_repo.h"

namespace chelian::store {
namespace {

// 2023-10-31 22:00 in China: the last two hours of October, then the first of November.
const long long kOct31 = CivilToEpochMs({2023, 10, 31, 22, 0, 0}, 480).value();
const long long kNov1 = CivilToEpochMs({2023, 11, 1, 0, 0, 0}, 480).value();

void Insert(Connection& c, long long device, long long fix_time, int i, bool with_attributes = true) {
  Status s = c.Exec(
      "INSERT INTO positions (device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags, "
      "mileage, alarms, attributes, battery) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {device, fix_time, fix_time + 900, 22.5 + i * 1e-6, 114.0 - i * 1e-6, 30 + i % 5, (i % 80) / 2.0, i % 360, 11,
       1 | 8, 500 + i * 0.01, i % 50 == 0 ? Value("sos") : Value(nullptr),
       with_attributes ? Value("{\"gsm\":" + std::to_string(i % 31) + "}") : Value(nullptr),
       i % 10 == 0 ? Value(90) : Value(nullptr)});
  ASSERT_TRUE(s.ok()) << s.message();
}

// Devices 3 and 5 report every 30 s from Oct 31 22:00 to Nov 1 01:00 (three hours: 360 fixes each).
void Fill(Connection& c) {
  ASSERT_TRUE(InTransaction(c, [&]() -> Status {
                for (int i = 0; i < 360; ++i)
                  for (long long device : {3, 5}) Insert(c, device, kOct31 + i * 30'000LL, i);
                return Status::Ok();
              }).ok());
  ASSERT_TRUE(KeyAllPositions(c).ok());
}

std::string Everything(Connection& c, const std::string& where = "") {
  std::string out;
  Status s = c.QueryEach(
      "SELECT device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags, mileage, "
      "COALESCE(alarms, '<null>'), COALESCE(attributes, '<null>') FROM stored_positions " +
          where + " ORDER BY device_id, fix_time",
      {}, [&](const Row& r) {
        for (const Value& v : r.cols) out += v.AsText() + "|";
        out += "\n";
      });
  EXPECT_TRUE(s.ok()) << s.message();
  return out;
}

std::string Tracks(Connection& c) {
  std::string out;
  for (long long device : {3, 5}) {
    auto fixes = LoadTrackFixes(c, {device}, kOct31 - 1000, kNov1 + 7'200'000, 10'000);
    EXPECT_TRUE(fixes.ok());
    for (const TrackFix& f : *fixes)
      out += std::to_string(f.fix_time) + " " + std::to_string(f.lat) + " " + std::to_string(f.battery_pct) + "\n";
  }
  return out;
}

long long Count(Connection& c, const std::string& sql) { return c.Query(sql)->at(0).Int(0); }

TEST(PositionDayPacker, ReadersSeeTheSameFixesBeforeAndAfterPacking) {
  CHELIAN_SQLITE_ONLY("position_packs is SQLite's");
  auto db = OpenTestDatabase("pack_same");
  auto c = db->Acquire();
  Fill(*c);
  const std::string all = Everything(*c), tracks = Tracks(*c);
  ASSERT_EQ(Count(*c, "SELECT COUNT(*) FROM stored_positions"), 720);

  auto run = PackPositionDays(*c, kNov1, [] { return false; });
  ASSERT_TRUE(run.ok()) << run.status().message();
  EXPECT_TRUE(run->complete);
  EXPECT_EQ(run->days, 2);            // Oct 31 of each device
  EXPECT_EQ(run->fixes, 480);         // 22:00–24:00, two devices
  EXPECT_EQ(run->rows_deleted, 480);  // October's rows (the highest keyed rowid, below which it deletes, is November's)
  EXPECT_EQ(Count(*c, "SELECT COUNT(*) FROM position_packs"), 2);
  EXPECT_EQ(Count(*c, "SELECT COUNT(*) FROM position_keys WHERE fix_time < " + std::to_string(kNov1)), 0);
  EXPECT_EQ(Count(*c, "SELECT COUNT(*) FROM position_keys"), 240);  // November stays as it was

  EXPECT_EQ(Everything(*c), all);
  EXPECT_EQ(Tracks(*c), tracks);
  EXPECT_EQ(Everything(*c, "WHERE device_id = 5 AND fix_time >= " + std::to_string(kOct31 + 3'600'000) +
                               " AND fix_time < " + std::to_string(kNov1 + 60'000)),
            Everything(*c, "WHERE device_id = 5 AND fix_time BETWEEN " + std::to_string(kOct31 + 3'600'000) + " AND " +
                               std::to_string(kNov1 + 59'999)));
  EXPECT_EQ(Count(*c, "SELECT COUNT(*) FROM stored_positions WHERE device_id IN (3, 5) AND fix_time = " +
                          std::to_string(kOct31 + 30'000)),
            2);

  // `admin check` counts the packs and finds the oldest fix in them.
  auto figures = ReadStoredFigures(*c);
  ASSERT_TRUE(figures.ok()) << figures.status().message();
  long long packs = -1, packed = -1;
  for (const TableRows& t : figures->tables) {
    if (t.table == "position_packs") packs = t.rows;
    if (t.table == "packed positions") packed = t.rows;
  }
  EXPECT_EQ(packs, 2);
  EXPECT_EQ(packed, 480);
  EXPECT_EQ(figures->oldest_fix_ms, kOct31);
  EXPECT_EQ(figures->oldest_recv_ms, kOct31 + 900);

  // Packing again changes nothing; a day is the pack's index and a blob.
  auto again = PackPositionDays(*c, kNov1, [] { return false; });
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again->days, 0);
  EXPECT_EQ(Everything(*c), all);
  auto steps = c->Query(
      "EXPLAIN QUERY PLAN SELECT fix_time FROM packed_positions WHERE device_id = 3 AND fix_time >= 1 AND fix_time <= "
      "2");
  ASSERT_TRUE(steps.ok());
  std::string plan;
  for (const Row& r : *steps) plan += r.Text(3) + "\n";
  EXPECT_NE(plan.find("VIRTUAL TABLE INDEX 11"), std::string::npos) << plan;  // device, lower and upper bound

  // Every device's packs in a time range (no device asked): device 5's after device 3's.
  EXPECT_EQ(Count(*c, "SELECT COUNT(*) FROM packed_positions WHERE fix_time >= " + std::to_string(kOct31) +
                          " AND fix_time < " + std::to_string(kOct31 + 60'000)),
            4);
  // The last fix before a time, newest first: the packs from the last day back, no sort.
  auto last = FixTimeBefore(*c, 3, kNov1);
  ASSERT_TRUE(last.ok());
  EXPECT_EQ(*last, kOct31 + 239 * 30'000LL);
  EXPECT_EQ(*FixTimeBefore(*c, 3, kNov1 + 1), kNov1);
  EXPECT_EQ(*FixTimeBefore(*c, 3, kOct31), 0);
  auto desc = c->Query(
      "EXPLAIN QUERY PLAN SELECT fix_time FROM packed_positions WHERE device_id = 3 AND fix_time < 5 "
      "ORDER BY fix_time DESC LIMIT 1");
  ASSERT_TRUE(desc.ok());
  plan.clear();
  for (const Row& r : *desc) plan += r.Text(3) + "\n";
  EXPECT_NE(plan.find("VIRTUAL TABLE INDEX 153"), std::string::npos) << plan;  // device, upper (<), newest first
  EXPECT_EQ(plan.find("TEMP B-TREE"), std::string::npos) << plan;
}

TEST(PositionDayPacker, ALateFixOfAPackedDayIsMergedIntoItsPack) {
  CHELIAN_SQLITE_ONLY("position_packs is SQLite's");
  auto db = OpenTestDatabase("pack_late");
  auto c = db->Acquire();
  Fill(*c);
  ASSERT_TRUE(PackPositionDays(*c, kNov1, [] { return false; }).ok());
  // A fix stored offline on Oct 31 arrives in November, between two packed fixes.
  Insert(*c, 3, kOct31 + 45'000, 7);
  EXPECT_EQ(Count(*c, "SELECT COUNT(*) FROM stored_positions WHERE device_id = 3"), 361);  // unkeyed tail
  ASSERT_TRUE(KeyAllPositions(*c).ok());
  EXPECT_EQ(Count(*c, "SELECT COUNT(*) FROM stored_positions WHERE device_id = 3"), 361);  // key + pack
  auto run = PackPositionDays(*c, kNov1, [] { return false; });
  ASSERT_TRUE(run.ok());
  EXPECT_EQ(run->days, 1);
  EXPECT_EQ(run->fixes, 1);
  EXPECT_EQ(Count(*c, "SELECT COUNT(*) FROM stored_positions WHERE device_id = 3"), 361);
  EXPECT_EQ(Count(*c, "SELECT fixes FROM position_packs WHERE device_id = 3"), 241);
  auto track = LoadTrackFixes(*c, {3}, kOct31, kOct31 + 60'000, 100);
  ASSERT_TRUE(track.ok());
  ASSERT_EQ(track->size(), 4u);  // 0, 30, 45, 60 s
  EXPECT_EQ(track->at(2).fix_time, kOct31 + 45'000);
}

// A track's facts (D174) see a packed day and a late fix added to it.
TEST(PositionDayPacker, APeriodsFactsCountItsPackedDaysAndALateFix) {
  CHELIAN_SQLITE_ONLY("position_packs is SQLite's");
  auto db = OpenTestDatabase("pack_facts");
  auto c = db->Acquire();
  Fill(*c);
  auto facts = [&] {
    auto f = ReadTrackFacts(*c, {3}, kOct31 + 3'600'000, kNov1 - 1);  // the last hour of October
    EXPECT_TRUE(f.ok()) << f.status().message();
    return f.ok() ? *f : TrackFacts{};
  };
  const TrackFacts keyed = facts();
  EXPECT_EQ(keyed.fixes, 120);
  EXPECT_EQ(keyed.packs, 0);
  ASSERT_TRUE(PackPositionDays(*c, kNov1, [] { return false; }).ok());
  const TrackFacts packed = facts();
  EXPECT_EQ(packed.fixes, 0);
  EXPECT_EQ(packed.packs, 1);
  EXPECT_EQ(packed.packed_fixes, 240);   // the whole day's pack
  Insert(*c, 3, kOct31 + 3'615'000, 7);  // a late fix of that hour
  const TrackFacts late = facts();
  EXPECT_EQ(late.fixes, 1);
  EXPECT_NE(late, packed);
  ASSERT_TRUE(KeyAllPositions(*c).ok());
  EXPECT_EQ(facts(), late);
  ASSERT_TRUE(PackPositionDays(*c, kNov1, [] { return false; }).ok());
  EXPECT_EQ(facts().packed_fixes, 241);
  EXPECT_EQ(facts().fixes, 0);
}

TEST(PositionDayPacker, UnkeyedRowsAndTheStopWaitAndRetentionDropsWholeDays) {
  CHELIAN_SQLITE_ONLY("position_packs is SQLite's");
  auto db = OpenTestDatabase("pack_stop");
  auto c = db->Acquire();
  Fill(*c);
  Insert(*c, 9, kOct31, 1);  // not keyed yet: stays in positions, unpacked
  auto stopped = PackPositionDays(*c, kNov1, [] { return true; });
  ASSERT_TRUE(stopped.ok());
  EXPECT_FALSE(stopped->complete);
  EXPECT_EQ(Count(*c, "SELECT COUNT(*) FROM position_packs"), 0);
  ASSERT_TRUE(PackPositionDays(*c, kNov1, [] { return false; }).ok());
  EXPECT_EQ(Count(*c, "SELECT COUNT(*) FROM stored_positions WHERE device_id = 9"), 1);
  EXPECT_EQ(Count(*c, "SELECT COUNT(*) FROM position_packs WHERE device_id = 9"), 0);

  // Packs whose day ended before retention's cutoff go; the rest of the store is the purger's as before.
  PositionPurger purger(*c, 1000, 1000);
  ASSERT_TRUE(purger.Start(kNov1 - 1).ok());
  EXPECT_EQ(Count(*c, "SELECT COUNT(*) FROM position_packs"), 2);
  ASSERT_TRUE(purger.Start(kNov1).ok());
  EXPECT_EQ(Count(*c, "SELECT COUNT(*) FROM position_packs"), 0);
}

// A run stopped after packing, before its sweep: the packed rows stay in positions without keys,
// seen by no reader, and the next run (which has nothing left to pack) sweeps them.
TEST(PositionDayPacker, ARunStoppedBeforeItsSweepLeavesItToTheNext) {
  CHELIAN_SQLITE_ONLY("position_packs is SQLite's");
  auto db = OpenTestDatabase("pack_sweep");
  auto c = db->Acquire();
  Fill(*c);
  const std::string all = Everything(*c);
  auto stopped = PackPositionDays(*c, kNov1, [&] { return Count(*c, "SELECT COUNT(*) FROM position_packs") == 2; });
  ASSERT_TRUE(stopped.ok());
  EXPECT_FALSE(stopped->complete);
  EXPECT_EQ(stopped->fixes, 480);
  EXPECT_EQ(stopped->rows_deleted, 0);
  EXPECT_EQ(Count(*c, "SELECT COUNT(*) FROM positions"), 720);
  EXPECT_EQ(Everything(*c), all);  // each fix once: packed, its row without a key
  auto next = PackPositionDays(*c, kNov1, [] { return false; });
  ASSERT_TRUE(next.ok());
  EXPECT_EQ(next->days, 0);
  EXPECT_EQ(next->rows_deleted, 480);
  EXPECT_EQ(Count(*c, "SELECT COUNT(*) FROM positions"), 240);
  EXPECT_EQ(Everything(*c), all);
}

TEST(PositionDayPacker, AMonthIsPackedADayAfterItEnds) {
  EXPECT_EQ(PackPositionsBefore(CivilToEpochMs({2023, 11, 2, 0, 0, 0}, 480).value()), kNov1);
  EXPECT_EQ(PackPositionsBefore(CivilToEpochMs({2023, 11, 1, 23, 0, 0}, 480).value()),
            CivilToEpochMs({2023, 10, 1, 0, 0, 0}, 480).value());
  EXPECT_EQ(PackPositionsBefore(CivilToEpochMs({2024, 1, 15, 0, 0, 0}, 480).value()),
            CivilToEpochMs({2024, 1, 1, 0, 0, 0}, 480).value());
}

TEST(PackedPositions, ABrokenPackIsAnErrorForTheQuery) {
  CHELIAN_SQLITE_ONLY("position_packs is SQLite's");
  auto db = OpenTestDatabase("pack_broken");
  auto c = db->Acquire();
  ASSERT_TRUE(c->Exec("INSERT INTO position_packs (device_id, day_start, fixes, last_fix, track, rest) "
                      "VALUES (4, 0, 1, 0, X'01FF', X'01')")
                  .ok());
  auto rows = c->Query("SELECT * FROM stored_positions WHERE device_id = 4");
  ASSERT_FALSE(rows.ok());
  EXPECT_NE(std::string(rows.status().message()).find("轨迹压缩数据损坏"), std::string::npos)
      << rows.status().message();
}

}  // namespace
}  // namespace chelian::store
