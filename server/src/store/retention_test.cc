// Tests for retention: old positions go from the head with their keys while new ones and the
// unkeyed tail stay; the writer purges by itself; old alarms, commands and logs go, kept ones stay.
#include "store/retention.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "core/clock.h"
#include "store/position_folder.h"
#include "store/position_writer.h"
#include "store/retention_sweeper.h"
#include "store/test_db.h"

namespace chelian::store {
namespace {

constexpr long long kDay = 86'400'000;

long long Count(Connection& c, const std::string& from) {
  return c.Query("SELECT COUNT(*) FROM " + from)->at(0).Int(0);
}

// Appends `n` positions of devices 1..7 received at `recv_ms` (fix times from `fix_ms`) and keys all
// rows stored so far, as a finished fold leaves them.
void AddKeyed(Connection& c, int n, long long fix_ms, long long recv_ms) {
  for (int i = 0; i < n; ++i)
    ASSERT_TRUE(c.Exec("INSERT INTO positions (device_id, fix_time, recv_time, lat, lon) VALUES (?, ?, ?, 22.5, 114.0)",
                       {1 + i % 7, fix_ms + i * 1000, recv_ms + i})
                    .ok());
  ASSERT_TRUE(KeyAllPositions(c).ok());
}

// Runs a purger until nothing is due; the rows of each chunk, and the steps taken.
std::vector<size_t> PurgeAll(Connection& c, long long cutoff_ms, size_t chunk_rows, size_t step_rows,
                             int* steps = nullptr) {
  PositionPurger purger(c, chunk_rows, step_rows);
  std::vector<size_t> chunks;
  while (purger.Start(cutoff_ms).value() > 0) {
    while (purger.active()) {
      size_t rows = purger.Step().value();
      if (steps) ++*steps;
      if (rows) chunks.push_back(rows);
    }
  }
  return chunks;
}

long long KeysOnTheirRows(Connection& c) {
  return Count(c,
               "position_keys k JOIN positions p ON p.rowid = k.pos AND p.device_id = k.device_id AND p.fix_time = "
               "k.fix_time");
}

TEST(Retention, OldPositionsGoWithTheirKeysAndNewOnesStay) {
  CHELIAN_SQLITE_ONLY("position_keys and the fold (PostgreSQL: monthly partitions, engine_test.cc)");
  auto db = OpenTestDatabase("retention_positions");
  auto c = db->Acquire();
  const long long now = SystemNowMs();
  AddKeyed(*c, 300, now - 40 * kDay, now - 40 * kDay);  // received 40 days ago
  AddKeyed(*c, 200, now - 2 * kDay, now - 2 * kDay);    // 2 days ago
  const long long top = c->Query("SELECT MAX(rowid) FROM positions")->at(0).Int(0);

  // Chunks of 120 rows in steps of 50 keys: 120, 120, 60 rows, then nothing (a newer row ends the head).
  const long long cutoff = now - 30 * kDay;
  int steps = 0;
  EXPECT_EQ(PurgeAll(*c, cutoff, 120, 50, &steps), (std::vector<size_t>{120, 120, 60}));
  EXPECT_EQ(steps, 3 + 3 + 2);
  EXPECT_EQ(Count(*c, "positions"), 200);
  EXPECT_EQ(Count(*c, "position_keys"), 200);
  EXPECT_EQ(KeysOnTheirRows(*c), 200);
  EXPECT_EQ(Count(*c, "stored_positions"), 200);
  EXPECT_EQ(Count(*c, "positions WHERE recv_time < " + std::to_string(cutoff)), 0);
  EXPECT_EQ(c->Query("SELECT MAX(rowid) FROM positions")->at(0).Int(0), top);

  // New rows continue the rowids; VACUUM keeps every key on its row after a purged head too.
  AddKeyed(*c, 10, now, now);
  EXPECT_EQ(c->Query("SELECT MIN(rowid) FROM positions WHERE recv_time >= " + std::to_string(now))->at(0).Int(0),
            top + 1);
  ASSERT_TRUE(c->ExecScript("VACUUM;").ok());
  EXPECT_EQ(KeysOnTheirRows(*c), 210);
  EXPECT_EQ(Count(*c, "stored_positions"), 210);
}

TEST(Retention, AChunkCutBetweenStepsLeavesNothingVisibleAndIsDeletedNextTime) {
  CHELIAN_SQLITE_ONLY("position_keys and the fold (PostgreSQL: monthly partitions, engine_test.cc)");
  auto db = OpenTestDatabase("retention_cut");
  auto c = db->Acquire();
  const long long old = SystemNowMs() - 100 * kDay;
  AddKeyed(*c, 100, old, old);
  AddKeyed(*c, 1, SystemNowMs(), SystemNowMs());
  {
    PositionPurger purger(*c, 1000, 40);  // 100 keys: steps of 40, 40, 20
    ASSERT_EQ(purger.Start(SystemNowMs() - kDay).value(), 100u);
    ASSERT_EQ(purger.Step().value(), 0u);  // a crash after the first step
  }
  EXPECT_EQ(Count(*c, "stored_positions"), 61);  // the rows whose keys went are no longer read
  EXPECT_EQ(PurgeAll(*c, SystemNowMs() - kDay, 1000, 40), std::vector<size_t>{100});
  EXPECT_EQ(Count(*c, "positions"), 1);
  EXPECT_EQ(Count(*c, "stored_positions"), 1);
}

TEST(Retention, RowsWithoutKeysAndTheHighestRowidStay) {
  CHELIAN_SQLITE_ONLY("position_keys and the fold (PostgreSQL: monthly partitions, engine_test.cc)");
  auto db = OpenTestDatabase("retention_unkeyed");
  auto c = db->Acquire();
  const long long old = SystemNowMs() - 100 * kDay;
  AddKeyed(*c, 50, old, old);
  // 30 more old rows that no fold has keyed yet: a purge must leave them for the fold.
  for (int i = 0; i < 30; ++i)
    ASSERT_TRUE(
        c->Exec("INSERT INTO positions (device_id, fix_time, recv_time, lat, lon) VALUES (9, ?, ?, 22.5, 114.0)",
                {old + 100'000 + i, old + 100 + i})
            .ok());
  EXPECT_EQ(PurgeAll(*c, SystemNowMs(), 1000, 1000), std::vector<size_t>{49});  // keyed rows but keyed_upto's own
  EXPECT_EQ(Count(*c, "positions"), 31);
  EXPECT_EQ(Count(*c, "position_keys"), 1);
  EXPECT_EQ(Count(*c, "stored_positions"), 31);
  EXPECT_TRUE(PurgeAll(*c, SystemNowMs(), 1000, 1000).empty());
}

TEST(Retention, TheWriterPurgesOldPositionsByItself) {
  CHELIAN_SQLITE_ONLY("deletes by receive time in steps (PostgreSQL drops whole months: engine_test.cc)");
  std::string path;
  auto db = OpenTestDatabase("retention_writer", &path);
  const long long now = SystemNowMs();
  {
    auto c = db->Acquire();
    AddKeyed(*c, 400, now - 10 * kDay, now - 10 * kDay);
  }
  PositionWriterOptions options{100, 20, 100000};
  options.fold_rows = 50;
  options.keep_ms = 5 * kDay;
  options.purge_step_rows = 100;
  PositionWriter writer(OpenSqliteConnection(path).value(), options);
  std::vector<PositionRow> fresh;
  for (int i = 0; i < 120; ++i) {
    PositionRow r;
    r.device_id = 1 + i % 4;
    r.fix_time = now - 60'000 + i;
    r.recv_time = now;
    r.lat = 22.5;
    r.lon = 114.0;
    fresh.push_back(r);
  }
  ASSERT_TRUE(writer.Submit(std::move(fresh)));
  writer.Flush();
  // Steps go on between batches and by themselves (waiting here, no time limit asserted).
  for (int i = 0; i < 2000 && writer.stats().purged_rows < 399; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  // keyed_upto's own row goes only once a fold has keyed the fresh rows after it.
  const long long purged = static_cast<long long>(writer.stats().purged_rows);
  EXPECT_GE(purged, 399);
  EXPECT_LE(purged, 400);
  auto c = db->Acquire();
  EXPECT_EQ(Count(*c, "stored_positions WHERE recv_time = " + std::to_string(now)), 120);
  EXPECT_LE(Count(*c, "stored_positions WHERE recv_time < " + std::to_string(now)), 1);
}

TEST(Retention, OldAlarmsCommandsAndLogsGoKeptOnesStay) {
  auto db = OpenTestDatabase("retention_rows");
  auto c = db->Acquire();
  const long long now = SystemNowMs(), old = now - 90 * kDay;
  auto alarm = [&](long long begin, bool ended) {
    ASSERT_TRUE(c->Exec("INSERT INTO alarms (device_id, asset_id, group_id, code, label, begin_time, end_time, "
                        "insert_time, update_time) VALUES (1, 1, 1, 'sos', '紧急报警', ?, ?, ?, ?)",
                        {begin, ended ? Value(begin + 1000) : Value(), begin, begin})
                    .ok());
  };
  alarm(old, true);         // goes
  alarm(old + 1, false);    // under way: stays
  alarm(old + 2, true);     // goes
  alarm(now - kDay, true);  // young: stays
  auto command = [&](long long at, int status) {
    static int n = 0;
    ASSERT_TRUE(c->Exec("INSERT INTO commands (uuid, asset_id, device_id, group_id, user_id, user_name, command_type, "
                        "command_name, protocol, payload, status, created_at, expires_at) VALUES (?, 1, 1, 1, 1, 'a', "
                        "'LOCATE', '立即定位', 'jt808', '{}', ?, ?, ?)",
                        {"u" + std::to_string(++n), status, at, at + 1000})
                    .ok());
  };
  command(old, 2);         // acknowledged: goes
  command(old, 0);         // still pending: stays
  command(now - kDay, 2);  // young: stays
  for (long long at : {old, old + 5, now})
    ASSERT_TRUE(c->Exec("INSERT INTO operation_log (user_id, user_name, group_id, action, created_at) VALUES (1, 'a', "
                        "1, 'user.add', ?)",
                        {at})
                    .ok());

  RetentionOptions options;
  options.alarm_keep_days = 30;
  options.command_keep_days = 30;
  options.log_keep_days = 30;
  options.step_rows = 1;  // every row its own step
  options.pause = std::chrono::milliseconds(0);
  RetentionSweeper sweeper(*db, options, [now] { return now; });
  EXPECT_EQ(sweeper.SweepOnce(), 5u);
  EXPECT_EQ(Count(*c, "alarms"), 2);
  EXPECT_EQ(Count(*c, "alarms WHERE end_time IS NULL"), 1);
  EXPECT_EQ(Count(*c, "commands"), 2);
  EXPECT_EQ(Count(*c, "commands WHERE status = 0"), 1);
  EXPECT_EQ(Count(*c, "operation_log"), 1);
  EXPECT_EQ(sweeper.SweepOnce(), 0u);
}

TEST(Retention, NothingRunsWhenEverythingIsKeptForever) {
  EXPECT_FALSE(RetentionSweeper::Needed(RetentionOptions{}));
  RetentionOptions logs;
  logs.log_keep_days = 7;
  EXPECT_TRUE(RetentionSweeper::Needed(logs));
}

}  // namespace
}  // namespace chelian::store
