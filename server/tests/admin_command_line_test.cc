// The reported case of hardening issue #19 on the real binary: `chelian-server admin user-add …
// --set store.sqlite_path=X` used to ignore the --set and write to the default database
// (var/chelian.db under the working directory); now it fails and writes nothing anywhere.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>

namespace chelian {
namespace {

namespace fs = std::filesystem;

TEST(AdminCommandLine, AGlobalOptionAfterTheSubCommandFailsAndWritesNothing) {
  fs::path dir = fs::path(::testing::TempDir()) / ("chelian_admin_cmdline_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string wanted = (dir / "wanted.db").string();
  // Run from `dir` so the default database would land in dir/var/chelian.db.
  std::string cmd = "cd '" + dir.string() + "' && " + CHELIAN_SERVER_BINARY +
                    " admin user-add --username alice --password secret-1 --role user --group 测试组 --set "
                    "store.sqlite_path=" +
                    wanted + " > out.txt 2> err.txt";
  int status = std::system(cmd.c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_NE(WEXITSTATUS(status), 0);
  EXPECT_FALSE(fs::exists(dir / "var" / "chelian.db"));
  EXPECT_FALSE(fs::exists(wanted));

  // Before `admin` it is the global option it is meant to be.
  cmd = "cd '" + dir.string() + "' && " + CHELIAN_SERVER_BINARY + " --set store.sqlite_path=" + wanted +
        " admin user-add --username alice --password secret-1 --role user --group 测试组 > out.txt 2> err.txt";
  status = std::system(cmd.c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0);
  EXPECT_TRUE(fs::exists(wanted));
  EXPECT_FALSE(fs::exists(dir / "var" / "chelian.db"));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace chelian
