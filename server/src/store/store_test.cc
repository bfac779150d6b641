// Tests for the SQLite adapter, migrations and the foundation repositories, including the rule
// that a scope sees only its group subtree.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <chrono>
#include <thread>

#include "store/group_repo.h"
#include "store/position_writer.h"
#include "store/resource_repo.h"
#include "store/session_repo.h"
#include "store/test_db.h"
#include "store/user_repo.h"

namespace chelian::store {
namespace {

TEST(Sqlite, ValuesRoundTripAndErrorsAreValues) {
  auto db = OpenTestDatabase("values");
  auto c = db->Acquire();
  ASSERT_TRUE(c->Exec("CREATE TABLE t (a INTEGER, b REAL, c TEXT UNIQUE)").ok());
  ASSERT_TRUE(c->Exec("INSERT INTO t VALUES (?, ?, ?)", {42, 1.5, "车"}).ok());
  auto rows = c->Query("SELECT a, b, c FROM t");
  ASSERT_TRUE(rows.ok());
  EXPECT_EQ(rows->at(0).Int(0), 42);
  EXPECT_DOUBLE_EQ(rows->at(0).Real(1), 1.5);
  EXPECT_EQ(rows->at(0).Text(2), "车");
  auto dup = c->Query("INSERT INTO t VALUES (1, 1, '车')");
  EXPECT_EQ(dup.status().code(), StatusCode::kAlreadyExists);
  EXPECT_EQ(c->Query("SELEKT 1").status().code(), StatusCode::kInvalidArgument);
}

TEST(Sqlite, PoolWithoutAutoCheckpointLeavesTheLogToTheCheckpointer) {
  std::string path = ::testing::TempDir() + "/no_autockpt_" + std::to_string(::getpid()) + ".db";
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  for (bool automatic : {true, false}) {
    auto db = OpenSqlite(path, 2, automatic);
    ASSERT_TRUE(db.ok());
    // Both connections of the pool, held at once.
    auto a = (*db)->Acquire();
    auto b = (*db)->Acquire();
    for (Connection* c : {&*a, &*b}) {
      auto pages = c->Query("PRAGMA wal_autocheckpoint");
      ASSERT_TRUE(pages.ok());
      EXPECT_EQ(pages->at(0).Int(0), automatic ? 30000 : 0);
    }
  }
  // The position writer's own connection checkpoints only past its restart threshold (0: never).
  for (int frames : {0, 65536}) {
    auto writer = OpenPositionWriterConnection(path, 16, frames);
    ASSERT_TRUE(writer.ok());
    EXPECT_EQ((*writer)->Query("PRAGMA wal_autocheckpoint")->at(0).Int(0), frames);
  }
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
}

// Pages the WAL file holds (a log that starts over is overwritten from the top, not truncated).
std::uintmax_t WalPages(const std::string& path, std::uintmax_t page_size) {
  std::error_code ec;
  auto bytes = std::filesystem::file_size(path + "-wal", ec);
  return ec ? 0 : bytes / (page_size + 24);  // a frame: a 24-byte header and one page
}

TEST(Sqlite, APositionWriterPastItsRestartThresholdStartsTheLogOver) {
  // Nothing else checkpoints here, as when the checkpoint thread never catches up: without the
  // threshold the log only grows; with it, it stays near the threshold.
  std::string path = ::testing::TempDir() + "/wal_restart_" + std::to_string(::getpid()) + ".db";
  std::uintmax_t pages[2] = {0, 0};
  for (int restart : {0, 1}) {
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    auto writer = OpenPositionWriterConnection(path, 16, restart ? 64 : 0);
    ASSERT_TRUE(writer.ok());
    Connection& c = **writer;
    ASSERT_TRUE(c.Exec("CREATE TABLE t (id INTEGER PRIMARY KEY, b BLOB)").ok());
    for (int txn = 0; txn < 200; ++txn) {  // ~10 new pages per transaction
      ASSERT_TRUE(c.Exec("BEGIN").ok());
      for (int i = 0; i < 10; ++i) ASSERT_TRUE(c.Exec("INSERT INTO t (b) VALUES (randomblob(3500))").ok());
      ASSERT_TRUE(c.Exec("COMMIT").ok());
    }
    EXPECT_EQ(c.Query("SELECT count(*) FROM t")->at(0).Int(0), 2000);
    pages[restart] = WalPages(path, static_cast<std::uintmax_t>(c.Query("PRAGMA page_size")->at(0).Int(0)));
  }
  EXPECT_GT(pages[0], 2000u);
  EXPECT_LT(pages[1], 64u + 64u);
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
}

TEST(Sqlite, BorrowedTextIsBoundAndReadAsText) {
  auto db = OpenTestDatabase("borrowed");
  auto c = db->Acquire();
  ASSERT_TRUE(c->Exec("CREATE TABLE t (n INTEGER, c TEXT)").ok());
  std::string text = "12.5,超速报警";
  Value v = Value::Borrowed(text);
  EXPECT_TRUE(v.is_text());
  EXPECT_EQ(v.AsText(), text);
  EXPECT_DOUBLE_EQ(v.AsReal(), 12.5);
  EXPECT_EQ(v.AsInt(), 12);
  ASSERT_TRUE(c->Exec("INSERT INTO t VALUES (1, ?)", {v}).ok());
  ASSERT_TRUE(c->Exec("INSERT INTO t VALUES (2, ?)", {Value::Borrowed(std::string_view(text).substr(0, 4))}).ok());
  auto rows = c->Query("SELECT c FROM t ORDER BY n");
  ASSERT_TRUE(rows.ok());
  ASSERT_EQ(rows->size(), 2u);
  EXPECT_EQ(rows->at(0).Text(0), text);
  EXPECT_EQ(rows->at(1).Text(0), "12.5");  // a view without a terminator binds its own length
}

TEST(Sqlite, QueryEachStreamsRowsInOrderAndReportsErrors) {
  auto db = OpenTestDatabase("query_each");
  auto c = db->Acquire();
  ASSERT_TRUE(c->Exec("CREATE TABLE t (a INTEGER, c TEXT)").ok());
  for (int i = 0; i < 5; ++i)
    ASSERT_TRUE(c->Exec("INSERT INTO t VALUES (?, ?)", {i, i % 2 ? Value("单") : Value()}).ok());
  std::vector<std::string> seen;
  Status s = c->QueryEach("SELECT a, c FROM t WHERE a >= ? ORDER BY a DESC", {1}, [&seen](const Row& r) {
    seen.push_back(std::to_string(r.Int(0)) + (r.IsNull(1) ? "-" : r.Text(1)));
  });
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(seen, (std::vector<std::string>{"4-", "3单", "2-", "1单"}));
  EXPECT_EQ(c->QueryEach("SELEKT 1", {}, [](const Row&) {}).code(), StatusCode::kInvalidArgument);
}

// SQLite keeps no memory statistics in this process (they cost a global mutex per allocation):
// the setting takes effect only before SQLite's first use, which the connection factory makes.
TEST(Sqlite, MemoryStatisticsAreOff) {
  CHELIAN_SQLITE_ONLY("SQLite's memory statistics");
  auto db = OpenTestDatabase("memstatus");
  ASSERT_TRUE(db->Acquire()->Query("SELECT COUNT(*) FROM schema_migrations").ok());
  EXPECT_EQ(sqlite3_memory_used(), 0);
}

TEST(Migrations, ApplyOnceAndSeedResources) {
  auto db = OpenTestDatabase("migrations");
  auto c = db->Acquire();
  auto again = Migrate(*c);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(*again, 0);  // already applied
  auto admin = ListRoleResources(*c, 1);
  ASSERT_TRUE(admin.ok());
  bool has_center = false, has_car = false;
  for (const auto& r : *admin) {
    has_center |= r.id == 4002;
    has_car |= r.id == PlatformMenuId(8);
  }
  EXPECT_TRUE(has_center);
  EXPECT_TRUE(has_car);
  auto platforms = ListRolePlatforms(*c, 1);
  ASSERT_TRUE(platforms.ok());
  EXPECT_EQ(platforms->size(), 9u);
  auto user_platforms = ListRolePlatforms(*c, 2);
  ASSERT_TRUE(user_platforms.ok());
  // car, system (a fleet manages its own accounts, 0059), data-report and dataCenter (0074), card (0100),
  // elec-car (0110), elec-lease (0115), elec-gb (0120); pet (0105) only for roles given it.
  EXPECT_EQ(user_platforms->size(), 8u);
}

TEST(Migrations, FailingMigrationRollsBack) {
  auto db = OpenTestDatabase("migrations_fail");
  auto c = db->Acquire();
  std::vector<EmbeddedMigration> bad = {{900, "0900_bad", "CREATE TABLE x (a INTEGER); CREATE TABLE x (a INTEGER);"}};
  EXPECT_FALSE(Migrate(*c, bad).ok());
  EXPECT_TRUE(c->Query("SELECT * FROM x").status().code() != StatusCode::kOk);
}

class TenantTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = OpenTestDatabase("tenant");
    auto c = db_->Acquire();
    root_ = CreateGroup(*c, Scope::Everything(), {0, "代理商"}, 1).value();
    a_ = CreateGroup(*c, Scope::Everything(), {root_.id, "客户A"}, 1).value();
    a1_ = CreateGroup(*c, Scope::Everything(), {a_.id, "A车队"}, 1).value();
    b_ = CreateGroup(*c, Scope::Everything(), {root_.id, "客户B"}, 1).value();
  }
  TestDb db_;
  Group root_, a_, a1_, b_;
};

TEST_F(TenantTest, PathsAreMaterialised) {
  EXPECT_EQ(a1_.path,
            "/" + std::to_string(root_.id) + "/" + std::to_string(a_.id) + "/" + std::to_string(a1_.id) + "/");
}

TEST_F(TenantTest, AScopeSeesOnlyItsSubtree) {
  auto c = db_->Acquire();
  Scope scope_a{a_.id, a_.path};
  auto groups = ListGroups(*c, scope_a);
  ASSERT_TRUE(groups.ok());
  ASSERT_EQ(groups->size(), 2u);
  EXPECT_EQ(groups->at(0).id, a_.id);
  EXPECT_EQ(groups->at(1).id, a1_.id);
  EXPECT_EQ(GetGroup(*c, scope_a, b_.id).status().code(), StatusCode::kNotFound);
  EXPECT_EQ(GetGroup(*c, scope_a, root_.id).status().code(), StatusCode::kNotFound);
  // Creating under a group outside the scope is refused, as is a new root.
  EXPECT_FALSE(CreateGroup(*c, scope_a, {b_.id, "偷建"}, 1).ok());
  EXPECT_FALSE(CreateGroup(*c, scope_a, {0, "偷建"}, 1).ok());
  EXPECT_TRUE(CreateGroup(*c, scope_a, {a1_.id, "A子车队"}, 1).ok());
}

TEST_F(TenantTest, UsersAreScopedToo) {
  auto c = db_->Acquire();
  auto ua = CreateUser(*c, Scope::Everything(), {"ua", "h", "用户A", a1_.id, 2}, 1);
  ASSERT_TRUE(ua.ok()) << ua.status().message();
  auto ub = CreateUser(*c, Scope::Everything(), {"ub", "h", "用户B", b_.id, 2}, 1);
  ASSERT_TRUE(ub.ok());
  Scope scope_a{a_.id, a_.path};
  EXPECT_TRUE(GetUser(*c, scope_a, ua->id).ok());
  EXPECT_EQ(GetUser(*c, scope_a, ub->id).status().code(), StatusCode::kNotFound);
  EXPECT_EQ(ListUsers(*c, scope_a)->size(), 1u);
  EXPECT_FALSE(CreateUser(*c, scope_a, {"uc", "h", "", b_.id, 2}, 1).ok());
  EXPECT_EQ(CreateUser(*c, Scope::Everything(), {"ua", "h", "", a_.id, 2}, 1).status().code(),
            StatusCode::kAlreadyExists);
  EXPECT_EQ(ua->group_name, "A车队");
  EXPECT_EQ(ua->role_name, "普通用户");
}

TEST_F(TenantTest, SessionsAndLoginLog) {
  auto c = db_->Acquire();
  ASSERT_TRUE(InsertSession(*c, {"tok", 7, 100, 100, "127.0.0.1", "ua"}).ok());
  EXPECT_EQ(FindSession(*c, "tok")->user_id, 7);
  ASSERT_TRUE(TouchSession(*c, "tok", 500).ok());
  EXPECT_EQ(*DeleteEndedSessions(*c, 400, 0), 0);
  EXPECT_EQ(*DeleteEndedSessions(*c, 600, 0), 1);
  EXPECT_EQ(FindSession(*c, "tok").status().code(), StatusCode::kNotFound);
  ASSERT_TRUE(InsertLoginLog(*c, {0, "ua", 0, "1.2.3.4", "x", 0, "密码错误", 10}).ok());
  ASSERT_TRUE(InsertLoginLog(*c, {0, "ua", 3, "1.2.3.4", "x", 1, "", 20}).ok());
  auto log = ListLoginLog(*c, "ua", 10);
  ASSERT_EQ(log->size(), 2u);
  EXPECT_EQ(log->at(0).success, 1);
}

TEST_F(TenantTest, CustomerConfigByHost) {
  auto c = db_->Acquire();
  ASSERT_TRUE(c->Exec("INSERT INTO customer_configs (host, title, enabled) VALUES ('gps.example.cn', '示例', 1)").ok());
  EXPECT_EQ(FindCustomerConfig(*c, "gps.example.cn:8080")->title, "示例");
  EXPECT_EQ(FindCustomerConfig(*c, "other:8080")->host, "*");
}

}  // namespace
}  // namespace chelian::store

#include "store/asset_repo.h"

namespace chelian::store {
namespace {

TEST_F(TenantTest, AssetsAreScopedAndTerminalNumbersUnique) {
  auto c = db_->Acquire();
  auto car = CreateAssetWithDevice(*c, Scope::Everything(), {a1_.id, 1, "粤B12345"}, {"13829655854"}, 1);
  ASSERT_TRUE(car.ok()) << car.status().message();
  EXPECT_EQ(car->group_name, "A车队");
  auto dup = CreateAssetWithDevice(*c, Scope::Everything(), {b_.id, 1, "粤B00001"}, {"13829655854"}, 1);
  EXPECT_EQ(dup.status().code(), StatusCode::kAlreadyExists);
  EXPECT_EQ(ListAssets(*c, Scope::Everything())->size(), 1u);  // the failed one left nothing behind
  Scope scope_b{b_.id, b_.path};
  EXPECT_TRUE(ListAssets(*c, scope_b)->empty());
  EXPECT_EQ(CreateAssetWithDevice(*c, scope_b, {a1_.id, 1, "粤B2"}, {"1"}, 1).status().code(), StatusCode::kNotFound);
}

}  // namespace
}  // namespace chelian::store

namespace chelian::store {
namespace {

TEST(Sqlite, NestedTransactionsUseSavepoints) {
  auto db = OpenTestDatabase("nested");
  auto c = db->Acquire();
  ASSERT_TRUE(c->Exec("CREATE TABLE t (a INTEGER)").ok());
  Status outer = InTransaction(*c, [&]() -> Status {
    c->Exec("INSERT INTO t VALUES (1)");
    Status inner = InTransaction(*c, [&]() -> Status {
      c->Exec("INSERT INTO t VALUES (2)");
      return InvalidArgument("inner fails");
    });
    EXPECT_FALSE(inner.ok());
    return InTransaction(*c, [&] { return c->Exec("INSERT INTO t VALUES (3)"); });
  });
  ASSERT_TRUE(outer.ok());
  auto rows = c->Query("SELECT a FROM t ORDER BY a");
  ASSERT_EQ(rows->size(), 2u);
  EXPECT_EQ(rows->at(1).Int(0), 3);
  EXPECT_FALSE(InTransaction(*c, [&] {
                 c->Exec("INSERT INTO t VALUES (4)");
                 return Internal("x");
               }).ok());
  EXPECT_EQ(c->Query("SELECT a FROM t")->size(), 2u);
}

TEST(Sqlite, TwoTransactionsThatReadThenWriteAtOnceBothCommit) {
  // The second writes and commits while the first has read and not yet written: on SQLite the
  // first must not then fail with "database is locked" (the second waits for it instead).
  auto db = OpenTestDatabase("read_then_write");
  ASSERT_TRUE(db->Acquire()->Exec("CREATE TABLE t (a INTEGER)").ok());
  auto first = db->Acquire();
  auto second = db->Acquire();
  Status other = Internal("not run");
  std::thread writer;
  Status mine = InTransaction(*first, [&]() -> Status {
    if (auto r = first->Query("SELECT count(*) FROM t"); !r.ok()) return r.status();
    writer = std::thread([&] {
      other = InTransaction(*second, [&]() -> Status {
        if (auto r = second->Query("SELECT count(*) FROM t"); !r.ok()) return r.status();
        return second->Exec("INSERT INTO t VALUES (2)");
      });
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(100));  // lets the other one try first
    return first->Exec("INSERT INTO t VALUES (1)");
  });
  writer.join();
  EXPECT_TRUE(mine.ok()) << mine.message();
  EXPECT_TRUE(other.ok()) << other.message();
  EXPECT_EQ(first->Query("SELECT count(*) FROM t")->at(0).Int(0), 2);
}

}  // namespace
}  // namespace chelian::store
