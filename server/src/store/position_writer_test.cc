// Tests for the batched position writer: everything submitted is committed, callbacks run after
// the commit, batches respect the row limit, a full queue refuses instead of dropping, committed
// rows get their key in position_keys exactly once (also rows a previous run left behind); the rows of
// several messages submitted at once call each message's completion.
#include "store/position_writer.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "core/clock.h"
#include "store/position_months.h"
#include "store/test_db.h"

namespace chelian::store {
namespace {

std::vector<PositionRow> Rows(long long device, int n, long long t0) {
  std::vector<PositionRow> rows;
  for (int i = 0; i < n; ++i) {
    PositionRow r;
    r.device_id = device;
    r.fix_time = t0 + i * 1000;
    r.recv_time = r.fix_time + 5;
    r.lat = 22.5 + i * 1e-5;
    r.lon = 114.05;
    r.speed = 42.5;
    r.flags = kPositionValid | kPositionAccOn | kPositionAccKnown;
    r.alarms = i % 2 ? "overSpeed" : "";
    rows.push_back(r);
  }
  return rows;
}

// Holds the write lock of positions from another connection (SQLite: the database's). On PostgreSQL
// the months exist first: the writer's start makes them, which would wait for this lock.
Status BlockWrites(Connection& c) {
  if (c.Engine() == "postgres") {
    if (auto made = AddPositionMonths(c, SystemNowMs()); !made.ok()) return made.status();
    if (Status s = c.Exec("BEGIN"); !s.ok()) return s;
    return c.Exec("LOCK TABLE positions IN SHARE MODE");
  }
  return c.Exec("BEGIN IMMEDIATE");
}

long long CountRows(Database& db) {
  auto c = db.Acquire();
  return c->Query("SELECT COUNT(*) FROM stored_positions")->at(0).Int(0);
}

TEST(PositionWriter, CommitsEverythingAndCallsBackAfterCommit) {
  std::string path;
  auto db = OpenTestDatabase("writer", &path);
  std::atomic<int> acked{0};
  std::atomic<long long> visible_at_last_ack{0};
  {
    PositionWriter writer(OpenTestConnection(path).value(), {100, 20, 100000});
    for (int d = 1; d <= 50; ++d) {
      ASSERT_TRUE(writer.Submit(Rows(d, 30, 1'700'000'000'000), [&](const Status& s) {
        EXPECT_TRUE(s.ok());
        ++acked;
      }));
    }
    writer.Flush();
    EXPECT_EQ(acked.load(), 50);
    EXPECT_EQ(CountRows(*db), 1500);  // acknowledged ⇒ visible to another connection
    auto stats = writer.stats();
    EXPECT_EQ(stats.committed_rows, 1500u);
    EXPECT_GE(stats.commits, 15u);  // ≤ 100 rows per transaction (batches are 30 rows: 3 per commit)
    EXPECT_EQ(stats.queued_rows, 0u);
    // More submitted right before destruction are flushed by the destructor.
    ASSERT_TRUE(writer.Submit(Rows(99, 7, 1'700'000'100'000)));
  }
  EXPECT_EQ(CountRows(*db), 1507);
  auto c = db->Acquire();
  auto row = c->Query("SELECT lat, speed, flags, alarms FROM stored_positions WHERE device_id = 1 AND fix_time = ?",
                      {1'700'000'001'000LL});
  ASSERT_EQ(row->size(), 1u);
  EXPECT_DOUBLE_EQ(row->at(0).Real(0), 22.50001);
  EXPECT_DOUBLE_EQ(row->at(0).Real(1), 42.5);
  EXPECT_EQ(row->at(0).Int(2), 11);
  EXPECT_EQ(row->at(0).Text(3), "overSpeed");
}

TEST(PositionWriter, FullQueueRefusesInsteadOfDropping) {
  std::string path;
  auto db = OpenTestDatabase("writer_full", &path);
  // Hold a write lock from another connection so the writer cannot drain.
  auto blocker = db->Acquire();
  ASSERT_TRUE(BlockWrites(*blocker).ok());
  PositionWriter writer(OpenTestConnection(path).value(), {10, 5, 50});
  int accepted = 0, refused = 0;
  for (int i = 0; i < 20; ++i) (writer.Submit(Rows(1, 10, i * 100000)) ? accepted : refused)++;
  EXPECT_GT(refused, 0);
  EXPECT_LE(accepted, 6);  // at most 50 queued plus one batch in flight
  ASSERT_TRUE(blocker->Exec("COMMIT").ok());
  writer.Flush();
  EXPECT_EQ(CountRows(*db), accepted * 10);
}

TEST(PositionWriter, ASubmissionLargerThanTheQueueIsTakenWhenNothingElseWaits) {
  std::string path;
  auto db = OpenTestDatabase("writer_large", &path);
  PositionWriter writer(OpenTestConnection(path).value(), {10, 5, 50});
  ASSERT_TRUE(writer.Submit(Rows(1, 120, 0)));  // more than the 50 the queue holds
  writer.Flush();
  EXPECT_EQ(CountRows(*db), 120);
}

TEST(PositionWriter, RowsOfSeveralMessagesCallEachCompletionAfterTheCommit) {
  std::string path;
  auto db = OpenTestDatabase("writer_dones", &path);
  PositionWriter writer(OpenTestConnection(path).value(), {100, 20, 100000});
  std::vector<long long> visible;  // rows visible from another connection when each completion ran
  std::vector<PositionWriter::Done> done;
  for (int i = 0; i < 3; ++i)
    done.push_back([&](const Status& s) {
      ASSERT_TRUE(s.ok());
      visible.push_back(CountRows(*db));
    });
  std::vector<PositionRow> rows = Rows(1, 4, 0);
  for (PositionRow& r : Rows(2, 3, 0)) rows.push_back(r);
  ASSERT_TRUE(writer.Submit(std::move(rows), std::move(done)));
  writer.Flush();
  EXPECT_EQ(visible, (std::vector<long long>{7, 7, 7}));
}

TEST(PositionWriter, ARefusedSubmissionLeavesTheRowsWithTheCallerForItsRetry) {
  std::string path;
  auto db = OpenTestDatabase("writer_retry", &path);
  auto blocker = db->Acquire();  // holds the write lock until the first refusal
  ASSERT_TRUE(BlockWrites(*blocker).ok());
  bool blocked = true;
  PositionWriter writer(OpenTestConnection(path).value(), {10, 5, 50});
  int done = 0, refusals = 0;
  for (int i = 0; i < 20; ++i) {  // the pipeline's loop: the same rows again until accepted
    std::vector<PositionRow> rows = Rows(2, 10, i * 100000);
    PositionWriter::Done on_commit = [&done](const Status&) { ++done; };
    while (!writer.Submit(std::move(rows), std::move(on_commit))) {
      ++refusals;
      ASSERT_EQ(rows.size(), 10u);
      ASSERT_TRUE(on_commit);
      if (blocked) {
        ASSERT_TRUE(blocker->Exec("COMMIT").ok());
      }
      blocked = false;
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  }
  writer.Flush();
  EXPECT_GT(refusals, 0);
  EXPECT_EQ(done, 20);
  EXPECT_EQ(CountRows(*db), 200);
}

long long CountIn(Database& db, const std::string& table) {
  return db.Acquire()->Query("SELECT COUNT(*) FROM " + table)->at(0).Int(0);
}

long long Duplicates(Database& db) {
  return db.Acquire()
      ->Query(
          "SELECT COUNT(*) FROM (SELECT device_id, fix_time FROM stored_positions GROUP BY 1, 2 HAVING COUNT(*) > 1)")
      ->at(0)
      .Int(0);
}

long long Unkeyed(Database& db) {
  return CountIn(db, "positions WHERE rowid > (SELECT keyed_upto FROM position_fold)");
}

TEST(PositionWriter, KeysCommittedRowsExactlyOnce) {
  CHELIAN_SQLITE_ONLY("the fold into position_keys (PostgreSQL indexes positions as they are written)");
  std::string path;
  auto db = OpenTestDatabase("writer_fold", &path);
  PositionWriterOptions options{100, 20, 100000};
  options.fold_rows = 250;  // slices of about 31 rows
  {
    PositionWriter writer(OpenTestConnection(path).value(), options);
    for (int d = 1; d <= 20; ++d) ASSERT_TRUE(writer.Submit(Rows(d, 30, 1'700'000'000'000)));  // 600 rows
    writer.Flush();
    // Whatever slice the fold is at, each position is read once.
    EXPECT_EQ(CountRows(*db), 600);
    EXPECT_EQ(Duplicates(*db), 0);
    // With no more batches the folds go on by themselves until fewer than fold_rows are left
    // (600 rows: two folds; waiting here, no time limit asserted).
    for (int i = 0; i < 3000 && writer.stats().fold.folds < 2; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    EXPECT_EQ(writer.stats().fold.folds, 2u);
    EXPECT_EQ(writer.stats().fold.folded_rows, static_cast<uint64_t>(CountIn(*db, "position_keys")));
    EXPECT_GT(CountIn(*db, "position_keys"), 0);
  }
  EXPECT_EQ(CountRows(*db), 600);
  EXPECT_EQ(Duplicates(*db), 0);
  EXPECT_EQ(db->Acquire()->Query("SELECT upto_rowid, moved_below FROM position_fold")->at(0).Int(0), 0);
  EXPECT_EQ(CountIn(*db, "positions"), 600);
  EXPECT_LT(Unkeyed(*db), 250);
  EXPECT_EQ(CountIn(*db, "position_keys") + Unkeyed(*db), 600);
  // Each key points at its own row.
  EXPECT_EQ(CountIn(*db,
                    "position_keys k JOIN positions p ON p.rowid = k.pos AND p.device_id = k.device_id AND p.fix_time "
                    "= k.fix_time"),
            CountIn(*db, "position_keys"));
}

TEST(PositionWriter, AFoldCutByACrashGoesOnAtTheNextStart) {
  CHELIAN_SQLITE_ONLY("the fold into position_keys (PostgreSQL indexes positions as they are written)");
  std::string path;
  auto db = OpenTestDatabase("writer_resume", &path);
  auto c = db->Acquire();
  // What a run killed in the middle of a fold leaves: devices 1–4 already keyed, 5–10 not yet.
  for (int d = 1; d <= 10; ++d)
    for (const PositionRow& r : Rows(d, 10, 1'700'000'000'000))
      ASSERT_TRUE(c->Exec("INSERT INTO positions (device_id, fix_time, recv_time, lat, lon) VALUES (?, ?, ?, ?, ?)",
                          {r.device_id, r.fix_time, r.recv_time, r.lat, r.lon})
                      .ok());
  ASSERT_TRUE(
      c->Exec("INSERT INTO position_keys SELECT device_id, fix_time, rowid, lat, lon, speed, course, flags, mileage, "
              "battery FROM positions WHERE device_id < 5")
          .ok());
  ASSERT_TRUE(
      c->Exec("UPDATE position_fold SET upto_rowid = (SELECT MAX(rowid) FROM positions), moved_below = 5").ok());
  EXPECT_EQ(CountRows(*db), 100);  // the view does not show the keyed rows twice
  {
    PositionWriterOptions options{100, 20, 100000};
    options.fold_rows = 16;  // slices of 2 rows: a device is never split, so one device per slice
    PositionWriter writer(OpenTestConnection(path).value(), options);
    writer.Flush();
  }
  EXPECT_EQ(CountIn(*db, "position_keys"), 100);
  EXPECT_EQ(Unkeyed(*db), 0);
  EXPECT_EQ(CountRows(*db), 100);
  EXPECT_EQ(Duplicates(*db), 0);
}

}  // namespace
}  // namespace chelian::store
