// Test helper: a fresh, migrated database — a temporary SQLite file, or, when CHELIAN_TEST_PG_URL
// is set (scripts/with-postgres.sh), a schema of its own in that PostgreSQL database.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>

#include "store/db.h"
#include "store/migrations.h"
#include "store/postgres_db.h"

namespace chelian::store {

// The PostgreSQL database the store tests run on, or "" for SQLite.
inline std::string TestPostgresUrl() {
  const char* url = std::getenv("CHELIAN_TEST_PG_URL");
  return url ? url : "";
}

// Skips the current test on PostgreSQL, saying why (for tests of SQLite's own machinery).
#define CHELIAN_SQLITE_ONLY(why) \
  if (!::chelian::store::TestPostgresUrl().empty()) GTEST_SKIP() << "SQLite only: " << why

// Closes the database and deletes its files (SQLite) or its schema (PostgreSQL) when the test is done.
struct TestDbDeleter {
  std::string path;    // SQLite file
  std::string schema;  // PostgreSQL schema
  void operator()(Database* db) const {
    delete db;
    if (schema.empty()) {
      for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
      return;
    }
    auto admin = OpenPostgresConnection(TestPostgresUrl());
    if (admin.ok()) (*admin)->ExecScript("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
  }
};
using TestDb = std::unique_ptr<Database, TestDbDeleter>;

// A connection of its own to a test database, from the location OpenTestDatabase gave (a writer's).
inline Result<std::unique_ptr<Connection>> OpenTestConnection(const std::string& location) {
  if (location.starts_with("postgresql:")) return OpenPostgresConnection(location);
  return OpenSqliteConnection(location);
}

// A pool of its own on a test database, from the location OpenTestDatabase gave.
inline Result<std::unique_ptr<Database>> OpenTestPool(const std::string& location, int size) {
  if (location.starts_with("postgresql:")) return OpenPostgres(location, size);
  return OpenSqlite(location, size);
}

// Opens (migrating) a fresh test database; its location (SQLite file path, or PostgreSQL URL whose
// search_path is the test's schema) goes to `path_out` when given.
inline TestDb OpenTestDatabase(const std::string& name, std::string* path_out = nullptr) {
  // Unique per test process: CTest runs tests of one binary in parallel.
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string unique = name + "_" + (info ? info->name() : "x") + "_" + std::to_string(::getpid());
  std::string url = TestPostgresUrl();
  std::string location, schema;
  Result<std::unique_ptr<Database>> db = Unavailable("not opened");
  if (url.empty()) {
    location = ::testing::TempDir() + "/" + unique + ".db";
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(location + suffix);
    db = OpenSqlite(location, 2);
  } else {
    schema = "t" + std::to_string(std::hash<std::string>{}(unique));
    auto admin = OpenPostgresConnection(url);
    EXPECT_TRUE(admin.ok()) << admin.status().message();
    if (!admin.ok()) return TestDb(nullptr, TestDbDeleter{});
    Status made = (*admin)->ExecScript("DROP SCHEMA IF EXISTS " + schema + " CASCADE; CREATE SCHEMA " + schema);
    EXPECT_TRUE(made.ok()) << made.message();
    location = url + (url.find('?') == std::string::npos ? "?" : "&") + "options=-csearch_path%3D" + schema;
    db = OpenPostgres(location, 2);
  }
  if (path_out) *path_out = location;
  EXPECT_TRUE(db.ok()) << db.status().message();
  if (!db.ok()) return TestDb(nullptr, TestDbDeleter{location, schema});
  {
    auto lease = (*db)->Acquire();
    auto migrated = Migrate(*lease);
    EXPECT_TRUE(migrated.ok()) << migrated.status().message();
  }
  return TestDb(db.value().release(), TestDbDeleter{location, schema});
}

}  // namespace chelian::store
