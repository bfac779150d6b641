// Tests for the web-root guard: data inside the served folder is refused at start.
#include "app/web_root_check.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

namespace chelian {
namespace {

namespace fs = std::filesystem;

TEST(WebRootCheckTest, DataInsideTheServedFolderIsRefused) {
  fs::path base = fs::path(::testing::TempDir()) / ("chelian_webroot_" + std::to_string(::getpid()));
  fs::create_directories(base / "web");
  std::string web = (base / "web").string();
  EXPECT_TRUE(CheckDataOutsideWebRoot(web, {(base / "var/chelian.db").string(), (base / "media").string()}).ok());
  EXPECT_FALSE(CheckDataOutsideWebRoot(web, {(base / "web/chelian.db").string()}).ok());
  EXPECT_FALSE(CheckDataOutsideWebRoot(web + "/", {(base / "web/x/../media").string()}).ok());
  EXPECT_FALSE(CheckDataOutsideWebRoot(".", {"var/chelian.db"}).ok());  // web.root = "." serves everything
  EXPECT_FALSE(CheckDataOutsideWebRoot(web, {web}).ok());
  // A folder whose name only starts like the root is outside it.
  EXPECT_TRUE(CheckDataOutsideWebRoot(web, {(base / "web2/chelian.db").string()}).ok());
  fs::create_directory_symlink(base / "web", base / "link");
  EXPECT_FALSE(CheckDataOutsideWebRoot(web, {(base / "link/chelian.db").string()}).ok());
  fs::remove_all(base);
}

}  // namespace
}  // namespace chelian
