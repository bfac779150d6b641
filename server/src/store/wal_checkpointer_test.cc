// Tests for the WAL checkpoint thread: what a connection without automatic checkpoints wrote is
// copied back into the database file.
#include "store/wal_checkpointer.h"

#include <gtest/gtest.h>

#include <thread>

#include "store/test_db.h"

namespace chelian::store {
namespace {

TEST(WalCheckpointer, CopiesTheLogOfAWriterWithoutAutomaticCheckpoints) {
  CHELIAN_SQLITE_ONLY("SQLite's write-ahead log");
  std::string path;
  auto db = OpenTestDatabase("checkpointer", &path);
  auto writer = OpenSqliteConnection(path, /*auto_checkpoint=*/false).value();
  ASSERT_TRUE(writer->Exec("CREATE TABLE filler (v TEXT)").ok());
  for (int i = 0; i < 200; ++i)
    ASSERT_TRUE(writer->Exec("INSERT INTO filler VALUES (?)", {std::string(2000, 'x')}).ok());
  WalCheckpointer checkpointer(OpenSqliteConnection(path).value(), 10);
  // Wait (no time limit asserted) for a checkpoint that found the writer's frames and copied them all.
  for (int i = 0; i < 3000; ++i) {
    auto s = checkpointer.stats();
    if (s.log_frames > 100 && s.copied_frames == s.log_frames) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  auto s = checkpointer.stats();
  EXPECT_GT(s.checkpoints, 0u);
  EXPECT_GT(s.log_frames, 100);
  EXPECT_EQ(s.copied_frames, s.log_frames);
}

}  // namespace
}  // namespace chelian::store
