// The database's care against a real server process: online backups taken while chelian-sim's
// devices keep reporting are consistent copies (every key on its row, every row read once);
// a restore is refused while the server has the file open and, once it stopped, puts the backup in
// place and keeps the replaced database aside.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "child_server.h"
#include "gateway_ports.h"
#include "store/db.h"
#include "store/sqlite_care.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;

long long Count(const std::string& db, const std::string& from) {
  auto c = store::OpenSqliteConnection(db);
  EXPECT_TRUE(c.ok());
  return (*c)->Query("SELECT COUNT(*) FROM " + from)->at(0).Int(0);
}

// A copy holds positions exactly as the server's readers see them: each key names its own row and
// the view reads every row once.
void ExpectConsistent(const std::string& db) {
  auto check = store::CheckSqlite(db, true);
  ASSERT_TRUE(check.ok()) << check.status().message();
  EXPECT_TRUE(check->problems.empty()) << check->problems.front();
  EXPECT_EQ(Count(db, "stored_positions"), Count(db, "positions"));
  EXPECT_EQ(Count(db,
                  "position_keys k JOIN positions p ON p.rowid = k.pos AND p.device_id = k.device_id AND "
                  "p.fix_time = k.fix_time"),
            Count(db, "position_keys"));
}

TEST(DataCare, OnlineBackupWhilePositionsArriveThenRestoreOnceStopped) {
  fs::path dir = fs::path(::testing::TempDir()) / ("chelian_data_care_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string db = (dir / "db.sqlite").string(), backup = (dir / "backup.db").string();
  ASSERT_EQ(system((std::string(CHELIAN_SERVER_BINARY) + " --set store.sqlite_path=" + db +
                    " admin demo-seed --vehicles 20 > /dev/null")
                       .c_str()),
            0);
  const int jt808 = testing::FreePort();
  // Small folds: keys are written while the backups are taken.
  pid_t server = testing::StartServer(
      testing::GatewaysOff({"store.sqlite_path=" + db, "http.port=" + std::to_string(testing::FreePort()),
                            "gateway.jt808_port=" + std::to_string(jt808), "gateway.jt808_auth=require",
                            "gateway.host=127.0.0.1", "gateway.logins_per_minute_per_address=0", "store.fold_rows=300",
                            "store.batch_delay_ms=20", "log.level=error"}));
  int probe = testing::ConnectWithRetry(jt808);
  ASSERT_GE(probe, 0);
  ::close(probe);
  pid_t sim = testing::StartProcess(
      CHELIAN_SIM_BINARY, {"--jt808-port", std::to_string(jt808), "--jt808-only", "--devices", "10", "--interval",
                           "0.02", "--parked-interval", "0.02", "--duration", "30", "--connects-per-s", "1000",
                           "--auth-file", (dir / "auth.txt").string()});
  // Backups while the devices report, until one holds at least 2,000 positions (at most 300 tries).
  long long in_backup = 0;
  int backups = 0;
  for (; backups < 300 && in_backup < 2000; ++backups) {
    auto copy = store::BackupSqlite(db, backup);
    ASSERT_TRUE(copy.ok()) << copy.status().message();
    ExpectConsistent(backup);
    in_backup = Count(backup, "positions");
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  EXPECT_GE(in_backup, 2000) << "after " << backups << " backups";
  EXPECT_FALSE(fs::exists(backup + ".part"));

  // The server has the database open: a restore would pull it from under its feet.
  EXPECT_TRUE(store::SqliteInUse(db));
  auto refused = store::RestoreSqlite(backup, db);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.status().code(), StatusCode::kFailedPrecondition);

  ::kill(sim, SIGINT);
  ::waitpid(sim, nullptr, 0);
  ::kill(server, SIGTERM);
  int status = 0;
  ASSERT_EQ(::waitpid(server, &status, 0), server);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  EXPECT_FALSE(store::SqliteInUse(db));
  const long long live = Count(db, "positions");
  EXPECT_GT(live, in_backup);  // the devices went on after the last backup

  auto aside = store::RestoreSqlite(backup, db);
  ASSERT_TRUE(aside.ok()) << aside.status().message();
  EXPECT_EQ(Count(db, "positions"), in_backup);
  ExpectConsistent(db);
  ASSERT_FALSE(aside->empty());
  EXPECT_EQ(Count(*aside, "positions"), live);
  // Not a database of ours: refused before anything is touched.
  const std::string junk = (dir / "junk.db").string();
  { std::ofstream(junk) << "not a database"; }
  EXPECT_FALSE(store::RestoreSqlite(junk, db).ok());
  EXPECT_EQ(Count(db, "positions"), in_backup);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace chelian
