// Tests for position_keys, the index of positions by device and fix time (migrations 0054, 0161):
// the migrations keep every stored position once, VACUUM keeps keys on their rows, and a track query
// reads the keys alone, not a scan.
#include <gtest/gtest.h>

#include <cstdio>

#include "store/position_folder.h"
#include "store/test_db.h"

namespace chelian::store {
namespace {

long long Count(Connection& c, const std::string& from) {
  return c.Query("SELECT COUNT(*) FROM " + from)->at(0).Int(0);
}

// A SQLite store of its own (on either test engine: these are SQLite's migrations) whose schema
// stops before migration `version`; its files go with it.
TestDb StoreBefore(const std::string& name, int version) {
  std::string path = ::testing::TempDir() + "/" + name + "_" + std::to_string(::getpid()) + ".db";
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  auto db = OpenSqlite(path, 1);
  EXPECT_TRUE(db.ok());
  if (!db.ok()) return TestDb(nullptr, TestDbDeleter{});
  std::vector<EmbeddedMigration> before;
  for (const auto& m : EmbeddedMigrations())
    if (m.version < version) before.push_back(m);
  EXPECT_TRUE(Migrate(*(*db)->Acquire(), before).ok());
  return TestDb(db->release(), TestDbDeleter{path, ""});
}

TEST(PositionKeys, MigrationKeepsEveryPositionOnceAndKeysThemAll) {
  auto db = StoreBefore("position_keys_migration", 54);
  ASSERT_TRUE(db);
  auto c = db->Acquire();
  // The layout of 0053 in the middle of a fold: devices 1–3 of the recent rows already moved into
  // positions (and still in positions_recent), devices 4–6 not yet; 20 older rows in positions.
  const char* insert = "INSERT INTO %s (device_id, fix_time, recv_time, lat, lon) VALUES (?, ?, ?, 22.5, 114.0)";
  auto into = [&](const char* table, long long device, long long t) {
    char sql[200];
    std::snprintf(sql, sizeof sql, insert, table);
    ASSERT_TRUE(c->Exec(sql, {device, t, t + 5}).ok());
  };
  for (int i = 0; i < 20; ++i) into("positions", 1 + i % 6, 1'000 + i);
  for (int i = 0; i < 30; ++i) into("positions_recent", 1 + i % 6, 2'000 + i);
  ASSERT_TRUE(c->Exec("INSERT INTO positions SELECT * FROM positions_recent WHERE device_id < 4").ok());
  ASSERT_TRUE(c->Exec("UPDATE position_fold SET upto_rowid = 30, moved_below = 4").ok());
  ASSERT_EQ(Count(*c, "stored_positions"), 50);

  ASSERT_TRUE(Migrate(*c).ok());
  EXPECT_EQ(Count(*c, "stored_positions"), 50);
  EXPECT_EQ(Count(*c, "positions"), 50);
  EXPECT_EQ(Count(*c, "position_keys"), 50);
  EXPECT_EQ(Count(*c, "(SELECT DISTINCT device_id, fix_time FROM stored_positions)"), 50);
  EXPECT_EQ(Count(*c,
                  "position_keys k JOIN positions p ON p.rowid = k.pos AND p.device_id = k.device_id AND p.fix_time "
                  "= k.fix_time"),
            50);
  auto fold = c->Query("SELECT keyed_upto, upto_rowid, moved_below FROM position_fold");
  ASSERT_EQ(fold->size(), 1u);
  EXPECT_EQ(fold->at(0).Int(0), c->Query("SELECT MAX(rowid) FROM positions")->at(0).Int(0));
  EXPECT_EQ(fold->at(0).Int(1), 0);
  // New rows are read from positions until the fold keys them.
  into("positions", 9, 5'000);
  EXPECT_EQ(Count(*c, "stored_positions WHERE device_id = 9"), 1);
}

// The keys name rows by rowid. SQLite does not promise that VACUUM keeps the rowids of a table without
// an INTEGER PRIMARY KEY; it keeps them (3.40), and positions' rowids have no gaps anyway.
TEST(PositionKeys, VacuumKeepsEveryKeyOnItsRow) {
  CHELIAN_SQLITE_ONLY("position_keys and VACUUM");
  auto db = OpenTestDatabase("position_keys_vacuum");
  auto c = db->Acquire();
  for (int i = 0; i < 300; ++i)
    ASSERT_TRUE(
        c->Exec(
             "INSERT INTO positions (device_id, fix_time, recv_time, lat, lon, speed) VALUES (?, ?, ?, 22.5, 114.0, ?)",
             {1 + i % 7, 1'000 + i, 1'005 + i, i})
            .ok());
  ASSERT_TRUE(KeyAllPositions(*c).ok());
  ASSERT_TRUE(c->ExecScript("VACUUM;").ok());
  EXPECT_EQ(Count(*c,
                  "position_keys k JOIN positions p ON p.rowid = k.pos AND p.device_id = k.device_id AND "
                  "p.fix_time = k.fix_time AND p.speed = k.fix_time - 1000"),
            300);
  EXPECT_EQ(Count(*c, "stored_positions"), 300);
}

// A vehicle's track over a day out of hundreds of millions of positions: the keys are searched by
// device and time, the rows fetched by rowid, and only the unkeyed tail of positions is scanned.
TEST(PositionKeys, TrackQueriesSearchTheKeysAndOnlyTheUnkeyedTail) {
  CHELIAN_SQLITE_ONLY("SQLite's query plan of position_keys");
  auto db = OpenTestDatabase("position_keys_plan");
  auto c = db->Acquire();
  auto plan = c->Query(
      "EXPLAIN QUERY PLAN SELECT fix_time, lat, lon FROM stored_positions WHERE device_id IN (?, ?) AND fix_time >= ? "
      "AND fix_time <= ? ORDER BY fix_time LIMIT 100",
      {1, 2, 0, 1000});
  ASSERT_TRUE(plan.ok()) << plan.status().message();
  std::string steps;
  for (const auto& row : *plan) steps += row.Text(3) + "\n";
  EXPECT_NE(steps.find("SEARCH k USING PRIMARY KEY (device_id=? AND fix_time>? AND fix_time<?)"), std::string::npos)
      << steps;
  EXPECT_NE(steps.find("SEARCH p USING INTEGER PRIMARY KEY (rowid=?)"), std::string::npos) << steps;
  EXPECT_NE(steps.find("SEARCH positions USING INTEGER PRIMARY KEY (rowid>?)"), std::string::npos) << steps;
  for (size_t at; (at = steps.find("SCAN position_fold")) != std::string::npos;) steps.erase(at, 4);
  // Packed days (D168): a virtual table is always a "SCAN"; plan 11 is by device and both time bounds.
  const std::string packed = "SCAN packed_positions VIRTUAL TABLE INDEX 11:";
  size_t at = steps.find(packed);
  ASSERT_NE(at, std::string::npos) << steps;
  steps.erase(at, packed.size());
  EXPECT_EQ(steps.find("SCAN"), std::string::npos) << steps;  // no other scan
}

// Migration 0161 on a store in use: the keys made before it get the track's columns from their rows
// (the battery from the attributes), and rows not keyed yet get their battery column.
TEST(PositionKeys, MigrationGivesExistingKeysAndUnkeyedRowsTheTrackColumns) {
  auto db = StoreBefore("position_track_migration", 161);
  ASSERT_TRUE(db);
  auto c = db->Acquire();
  // 12 rows keyed, 6 not yet; a battery level in every third row's attributes, one not a number.
  for (int i = 0; i < 18; ++i) {
    std::string attributes = i % 3 == 0 ? "{\"acc\":1,\"batteryPct\":" + std::to_string(40 + i) + "}"
                             : i == 7   ? "{\"batteryPct\":\"full\"}"
                                        : "{\"acc\":0}";
    ASSERT_TRUE(c->Exec("INSERT INTO positions (device_id, fix_time, recv_time, lat, lon, speed, mileage, "
                        "attributes) VALUES (?, ?, ?, 22.5, 114.0, ?, ?, ?)",
                        {1 + i % 2, 1'000 + i, 1'005 + i, i * 2.0, 10.0 + i, attributes})
                    .ok());
    if (i == 11) {
      ASSERT_TRUE(c->Exec("INSERT INTO position_keys SELECT device_id, fix_time, rowid FROM positions").ok());
      ASSERT_TRUE(c->Exec("UPDATE position_fold SET keyed_upto = (SELECT MAX(rowid) FROM positions)").ok());
    }
  }
  ASSERT_TRUE(Migrate(*c).ok());
  EXPECT_EQ(Count(*c, "position_keys"), 12);
  EXPECT_EQ(Count(*c, "stored_track"), 18);
  EXPECT_EQ(Count(*c, "stored_positions"), 18);
  auto track = c->Query("SELECT fix_time, speed, mileage, battery FROM stored_track ORDER BY fix_time");
  ASSERT_TRUE(track.ok());
  ASSERT_EQ(track->size(), 18u);
  for (int i = 0; i < 18; ++i) {
    const Row& r = track->at(i);
    EXPECT_EQ(r.Int(0), 1'000 + i);
    EXPECT_EQ(r.Real(1), i * 2.0);
    EXPECT_EQ(r.Real(2), 10.0 + i);
    if (i % 3 == 0)
      EXPECT_EQ(r.Int(3), 40 + i) << i;
    else
      EXPECT_TRUE(r.IsNull(3)) << i;
  }
}

// A track reads the keys alone (D160): they carry its columns, so no row of positions is fetched by
// rowid — a day is a few hundred neighbouring key pages instead of one page per fix.
TEST(PositionKeys, TrackReadsTheKeysWithoutFetchingRows) {
  CHELIAN_SQLITE_ONLY("SQLite's query plan of position_keys");
  auto db = OpenTestDatabase("position_keys_track_plan");
  auto c = db->Acquire();
  auto plan = c->Query(
      "EXPLAIN QUERY PLAN SELECT fix_time, lat, lon, speed, course, flags, mileage, battery FROM stored_track "
      "WHERE device_id = ? AND fix_time >= ? AND fix_time <= ? ORDER BY fix_time LIMIT 100",
      {1, 0, 1000});
  ASSERT_TRUE(plan.ok()) << plan.status().message();
  std::string steps;
  for (const auto& row : *plan) steps += row.Text(3) + "\n";
  EXPECT_NE(steps.find("SEARCH position_keys USING PRIMARY KEY (device_id=? AND fix_time>? AND fix_time<?)"),
            std::string::npos)
      << steps;
  EXPECT_NE(steps.find("SEARCH positions USING INTEGER PRIMARY KEY (rowid>?)"), std::string::npos) << steps;
  EXPECT_EQ(steps.find("(rowid=?)"), std::string::npos) << steps;  // no row fetched by its key
}

// The keys' copy of a fix equals its row, battery included, whether the fold or KeyAllPositions made it.
TEST(PositionKeys, KeysCarryTheTrackColumnsOfTheirRows) {
  CHELIAN_SQLITE_ONLY("position_keys");
  auto db = OpenTestDatabase("position_keys_track_columns");
  auto c = db->Acquire();
  for (int i = 0; i < 40; ++i)
    ASSERT_TRUE(c->Exec("INSERT INTO positions (device_id, fix_time, recv_time, lat, lon, speed, course, flags, "
                        "mileage, battery) VALUES (?, ?, ?, ?, 114.25, ?, ?, ?, ?, ?)",
                        {1 + i % 3, 1'000 + i, 1'005 + i, 22.5 + i * 1e-6, i * 1.5, i * 9 % 360, i % 16, 100.0 + i,
                         i % 4 == 0 ? Value() : Value(i)})
                    .ok());
  ASSERT_TRUE(KeyAllPositions(*c).ok());
  EXPECT_EQ(Count(*c, "position_keys"), 40);
  EXPECT_EQ(Count(*c,
                  "position_keys k JOIN positions p ON p.rowid = k.pos AND p.device_id = k.device_id AND "
                  "p.fix_time = k.fix_time AND p.lat = k.lat AND p.lon = k.lon AND p.speed = k.speed AND "
                  "p.course = k.course AND p.flags = k.flags AND p.mileage = k.mileage AND "
                  "p.battery IS k.battery"),
            40);
  EXPECT_EQ(Count(*c, "stored_track"), 40);  // once each: the keyed rows are not read again from the tail
  EXPECT_EQ(Count(*c, "stored_track WHERE battery IS NULL"), 10);
}

}  // namespace
}  // namespace chelian::store
