// Tests of the engine adapters through OpenTestDatabase — SQLite, or PostgreSQL when
// CHELIAN_TEST_PG_URL is set (scripts/with-postgres.sh): bulk appends, error statuses, streaming
// reads, numbers read back as numbers; on PostgreSQL the monthly partitions of positions and the
// sessions' read-ahead.
#include <gtest/gtest.h>

#include "store/append_rows.h"
#include "store/position_months.h"
#include "store/postgres_db.h"
#include "store/test_db.h"

namespace chelian::store {
namespace {

TEST(Engine, AppendRowsKeepsEveryValue) {
  auto db = OpenTestDatabase("append");
  auto c = db->Acquire();
  ASSERT_TRUE(c->Exec("CREATE TABLE t (a BIGINT NOT NULL, b DOUBLE PRECISION, c TEXT)").ok());
  std::vector<std::string> texts = {"a\tb", "line\nbreak", "back\\slash", "", "超速报警"};
  Status s = AppendRows(*c, "t", "a, b, c", 3, 1000, [&texts](size_t i, Params& p) {
    const std::string& text = texts[i % texts.size()];
    p = {static_cast<long long>(i) * 1'000'000'000'000LL, i % 3 ? Value(i / 8.0) : Value(),
         text.empty() ? Value() : Value::Borrowed(text)};
  });
  ASSERT_TRUE(s.ok()) << s.message();
  auto rows = c->Query("SELECT a, b, c FROM t WHERE a < ? ORDER BY a", {5'000'000'000'000LL});
  ASSERT_TRUE(rows.ok()) << rows.status().message();
  ASSERT_EQ(rows->size(), 5u);
  EXPECT_TRUE(rows->at(0).IsNull(1));
  EXPECT_TRUE(rows->at(1).cols[1].is_real());
  EXPECT_DOUBLE_EQ(rows->at(1).Real(1), 0.125);
  EXPECT_TRUE(rows->at(4).cols[0].is_int());
  EXPECT_EQ(rows->at(4).Int(0), 4'000'000'000'000LL);
  for (size_t i = 0; i < 5; ++i) EXPECT_EQ(rows->at(i).IsNull(2) ? "" : rows->at(i).Text(2), texts[i]);
  auto count = c->Query("SELECT COUNT(*), SUM(a) FROM t");
  ASSERT_TRUE(count.ok());
  EXPECT_EQ(count->at(0).Int(0), 1000);
  EXPECT_EQ(count->at(0).Int(1), 499'500'000'000'000'000LL);
}

TEST(Engine, ErrorsAreStatuses) {
  auto db = OpenTestDatabase("errors");
  auto c = db->Acquire();
  ASSERT_TRUE(c->Exec("CREATE TABLE t (a BIGINT NOT NULL, u TEXT UNIQUE)").ok());
  ASSERT_TRUE(c->Exec("INSERT INTO t (a, u) VALUES (?, ?)", {1, "x"}).ok());
  EXPECT_EQ(c->Exec("INSERT INTO t (a, u) VALUES (?, ?)", {2, "x"}).code(), StatusCode::kAlreadyExists);
  EXPECT_EQ(c->Exec("INSERT INTO t (a, u) VALUES (?, ?)", {Value(), "y"}).code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(c->Exec("SELECT nothing FROM nowhere").code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(AppendRows(*c, "t", "a, u", 2, 1,
                       [](size_t, Params& p) {
                         p = {3, "x"};
                       })
                .code(),
            StatusCode::kAlreadyExists);
  // The connection goes on after each error; a failed transaction leaves nothing behind.
  EXPECT_FALSE(InTransaction(*c, [&] {
                 EXPECT_TRUE(c->Exec("INSERT INTO t (a, u) VALUES (?, ?)", {4, "z"}).ok());
                 return c->Exec("INSERT INTO t (a, u) VALUES (?, ?)", {5, "x"});
               }).ok());
  auto rows = c->Query("SELECT COUNT(*) FROM t");
  ASSERT_TRUE(rows.ok());
  EXPECT_EQ(rows->at(0).Int(0), 1);
  ASSERT_TRUE(c->Exec("UPDATE t SET a = a + 1").ok());
  EXPECT_EQ(c->Changes(), 1);
}

TEST(Engine, QueryEachStreamsLargeReads) {
  auto db = OpenTestDatabase("stream");
  auto c = db->Acquire();
  ASSERT_TRUE(c->Exec("CREATE TABLE t (a BIGINT, c TEXT)").ok());
  ASSERT_TRUE(AppendRows(*c, "t", "a, c", 2, 20000, [](size_t i, Params& p) {
                p = {static_cast<long long>(i), "row"};
              }).ok());
  long long sum = 0, n = 0, last = -1;
  bool ordered = true;
  Status s = c->QueryEach("SELECT a, c FROM t WHERE c = ? ORDER BY a", {"row"}, [&](const Row& r) {
    ordered &= r.Int(0) > last;
    last = r.Int(0);
    sum += r.Int(0);
    ++n;
  });
  ASSERT_TRUE(s.ok()) << s.message();
  EXPECT_TRUE(ordered);
  EXPECT_EQ(n, 20000);
  EXPECT_EQ(sum, 20000LL * 19999 / 2);
  EXPECT_EQ(c->QueryEach("SELECT a FROM missing", {}, [](const Row&) {}).code(), StatusCode::kInvalidArgument);
  EXPECT_TRUE(c->Query("SELECT 1").ok());  // usable after the failed stream
}

// PostgreSQL: positions go to the partition of their month; retention drops whole months.
TEST(Engine, PositionMonthsAreMadeAheadAndDropped) {
  if (TestPostgresUrl().empty()) GTEST_SKIP() << "PostgreSQL only: SQLite keeps positions in one table (0054)";
  auto db = OpenTestDatabase("months");
  auto c = db->Acquire();
  const long long nov_2026 = 1'795'000'000'000;  // 2026-11-18 UTC
  auto made = AddPositionMonths(*c, nov_2026);
  ASSERT_TRUE(made.ok()) << made.status().message();
  EXPECT_EQ(*made, kPositionMonthsAhead);
  EXPECT_EQ(AddPositionMonths(*c, nov_2026).value(), 0);  // already there
  const long long day = 86'400'000;
  // One in November, one in January 2027, one far ahead (positions_other until its month is made).
  std::vector<long long> times = {nov_2026, nov_2026 + 60 * day, nov_2026 + 400 * day};
  ASSERT_TRUE(AppendRows(*c, "positions", "device_id, fix_time, recv_time, lat, lon", 5, times.size(),
                         [&times](size_t i, Params& p) {
                           p = {7, times[i], times[i], 22.5, 114.0};
                         })
                  .ok());
  auto where = [&] {
    auto rows = c->Query("SELECT tableoid::regclass::text FROM positions ORDER BY fix_time");
    std::vector<std::string> out;
    for (const Row& r : *rows) out.push_back(r.Text(0));
    return out;
  };
  EXPECT_EQ(where(), (std::vector<std::string>{"positions_202611", "positions_202701", "positions_other"}));
  ASSERT_TRUE(AddPositionMonths(*c, nov_2026 + 400 * day).ok());  // the far month moves out of positions_other
  EXPECT_EQ(where(), (std::vector<std::string>{"positions_202611", "positions_202701", "positions_202712"}));
  auto track = c->Query("SELECT COUNT(*) FROM stored_positions WHERE device_id = ? AND fix_time >= ? AND fix_time < ?",
                        {7, nov_2026, nov_2026 + day});
  EXPECT_EQ(track->at(0).Int(0), 1);
  auto dropped = DropPositionMonths(*c, nov_2026 + 60 * day);  // November and December end before it
  ASSERT_TRUE(dropped.ok()) << dropped.status().message();
  EXPECT_EQ(*dropped, 1);
  EXPECT_EQ(where(), (std::vector<std::string>{"positions_202701", "positions_202712"}));
  EXPECT_EQ(c->Query("SELECT to_regclass('positions_202612') IS NULL")->at(0).Int(0), 1);
}

// PostgreSQL: a month that has ended gets its day index rebuilt packed and its pages all-visible,
// once, by one server at a time (D160); the month being written is left alone.
TEST(Engine, PostgresPacksEndedMonthsOnce) {
  if (TestPostgresUrl().empty()) GTEST_SKIP() << "PostgreSQL only: monthly partitions";
  std::string location;
  auto db = OpenTestDatabase("pack_months", &location);
  auto c = db->Acquire();
  const long long nov_2025 = 1'761'955'200'000, day = 86'400'000;  // 2025-11-01 00:00 UTC
  ASSERT_TRUE(AddPositionMonths(*c, nov_2025).ok());               // November 2025 to January 2026
  // 20,000 fixes of 500 devices in November, round by round as a fleet sends them.
  Status appended =
      AppendRows(*c, "positions", "device_id, fix_time, recv_time, lat, lon", 5, 20'000, [&](size_t i, Params& p) {
        long long t = nov_2025 + static_cast<long long>(i / 500) * 10'000;
        p = {static_cast<long long>(1 + i % 500), t, t, 22.5, 114.0};
      });
  ASSERT_TRUE(appended.ok()) << appended.message();
  auto index_bytes = [&] {
    return c
        ->Query(
            "SELECT SUM(pg_relation_size(indexrelid))::BIGINT FROM pg_index WHERE indrelid = "
            "'positions_202511'::regclass")
        ->at(0)
        .Int(0);
  };
  const long long before = index_bytes();
  EXPECT_EQ(*PackEndedPositionMonths(*c, nov_2025 + 30 * day), 0);  // November ends on the 30th: a day's grace
  auto other = OpenTestConnection(location);
  ASSERT_TRUE(other.ok());
  ASSERT_TRUE((*other)->Query("SELECT pg_advisory_lock(?)", {kPackMonthsLockKey}).ok());
  EXPECT_EQ(*PackEndedPositionMonths(*c, nov_2025 + 45 * day), 0);  // another server is packing
  ASSERT_TRUE((*other)->Query("SELECT pg_advisory_unlock(?)", {kPackMonthsLockKey}).ok());
  auto packed = PackEndedPositionMonths(*c, nov_2025 + 45 * day);
  ASSERT_TRUE(packed.ok()) << packed.status().message();
  EXPECT_EQ(*packed, 1);  // November, not December (still written)
  const long long after = index_bytes();
  EXPECT_LT(after * 4, before * 3) << before << " -> " << after;
  EXPECT_EQ(c->Query("SELECT partition FROM positions_month_packs")->at(0).Text(0), "positions_202511");
  EXPECT_GT(c->Query("SELECT relallvisible FROM pg_class WHERE relname = 'positions_202511' AND relnamespace = "
                     "current_schema()::regnamespace")
                ->at(0)
                .Int(0),
            0);
  EXPECT_EQ(c->Query("SELECT COUNT(*) FROM positions WHERE device_id = 7")->at(0).Int(0), 40);
  EXPECT_EQ(*PackEndedPositionMonths(*c, nov_2025 + 45 * day), 0);  // once
}

// PostgreSQL: the pool's sessions read ahead as store.postgres_io_concurrency says (a vehicle-day
// from disk at 20 million rows: 650–870 ms with PostgreSQL's default of 1, 99–184 ms with 32; D159).
TEST(Engine, PostgresSessionsReadAheadAsConfigured) {
  if (TestPostgresUrl().empty()) GTEST_SKIP() << "PostgreSQL only: a setting of its sessions";
  auto setting = [](Connection& c) { return c.Query("SHOW effective_io_concurrency")->at(0).Text(0); };
  auto server_default = OpenPostgresConnection(TestPostgresUrl());
  ASSERT_TRUE(server_default.ok()) << server_default.status().message();
  auto pool = OpenPostgres(TestPostgresUrl(), 2, 32);
  ASSERT_TRUE(pool.ok()) << pool.status().message();
  auto a = (*pool)->Acquire();
  auto b = (*pool)->Acquire();
  EXPECT_EQ(setting(*a), "32");
  EXPECT_EQ(setting(*b), "32");
  EXPECT_EQ(setting(**server_default), "1");  // 0 leaves the server's own (PostgreSQL's default here)
}

}  // namespace
}  // namespace chelian::store
