// Test helper: a fresh, migrated SQLite database in a temporary file.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <memory>
#include <string>

#include "store/db.h"
#include "store/migrations.h"

namespace chelian::store {

// Opens (migrating) a fresh test database; its file path goes to `path_out` when given.
// Closes the database and deletes its files when the test is done with it.
struct TestDbDeleter {
  std::string path;
  void operator()(Database* db) const {
    delete db;
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  }
};
using TestDb = std::unique_ptr<Database, TestDbDeleter>;

inline TestDb OpenTestDatabase(const std::string& name, std::string* path_out = nullptr) {
  // Unique per test process: CTest runs tests of one binary in parallel.
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string path =
      ::testing::TempDir() + "/" + name + "_" + (info ? info->name() : "x") + "_" + std::to_string(::getpid()) + ".db";
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  if (path_out) *path_out = path;
  auto db = OpenSqlite(path, 2);
  EXPECT_TRUE(db.ok()) << db.status().message();
  auto lease = (*db)->Acquire();
  auto migrated = Migrate(*lease);
  EXPECT_TRUE(migrated.ok()) << migrated.status().message();
  return TestDb(db.value().release(), TestDbDeleter{path});
}

}  // namespace chelian::store
