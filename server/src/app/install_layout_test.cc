// Tests for the data paths and the installed layout's configuration file.
#include "app/install_layout.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace chelian {
namespace {
namespace fs = std::filesystem;

TEST(InstallLayout, RelativeDataPathsLieInDataDir) {
  auto c = Config::Load("", {"data.dir=/srv/chelian"});
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(DataPath(*c, "store.sqlite_path"), "/srv/chelian/chelian.db");
  EXPECT_EQ(DataPath(*c, "media.dir"), "/srv/chelian/media");
  EXPECT_EQ(DataPath(*c, "export.dir"), "/srv/chelian/exports");
  auto absolute = Config::Load("", {"data.dir=/srv/chelian", "store.sqlite_path=/tmp/x.db"});
  ASSERT_TRUE(absolute.ok());
  EXPECT_EQ(DataPath(*absolute, "store.sqlite_path"), "/tmp/x.db");
  // The defaults keep make run's layout: var/ of the working directory.
  EXPECT_EQ(DataPath(Config(), "store.sqlite_path"), "var/chelian.db");
}

TEST(InstallLayout, ABuildFolderBinaryIsNotInstalled) {
  // The test binary runs from build/bin, which has no share/chelian beside it.
  EXPECT_EQ(InstalledShareDir(), "");
  EXPECT_EQ(WebRoot(Config()), "web/dist");
  auto c = Config::Load("", {"web.root=/srv/web"});
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(WebRoot(*c), "/srv/web");
}

TEST(InstallLayout, TheSystemConfigIsReadOnlyWhenInstalledAndPresent) {
  fs::path dir = fs::path(::testing::TempDir()) / ("chelian_layout_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::string file = (dir / "chelian.toml").string();
  EXPECT_EQ(DefaultConfigFile("/usr/share/chelian", file), "");  // not there
  std::ofstream(file) << "[http]\nport = 9000\n";
  EXPECT_EQ(DefaultConfigFile("/usr/share/chelian", file), file);
  EXPECT_EQ(DefaultConfigFile("", file), "");  // a build folder's binary ignores it
  fs::remove_all(dir);
  EXPECT_EQ(SystemConfigFile(), "/etc/chelian/chelian.toml");
}

}  // namespace
}  // namespace chelian
