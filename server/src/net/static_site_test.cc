// Tests for static serving: files, history fallback per app, cache headers, path safety.
#include "net/static_site.h"

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <unistd.h>

namespace chelian::net {
namespace {

namespace fs = std::filesystem;

class StaticSiteTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::path(::testing::TempDir()) / ("chelian_static_test_" + std::to_string(::getpid()));
    fs::remove_all(root_);
    Write("index.html", "<html>shell</html>");
    Write("assets/app-abc123.js", "console.log(1)");
    Write("child/car/index.html", "<html>car</html>");
    Write("child/car/assets/car-1.js", "car()");
  }
  void TearDown() override { fs::remove_all(root_); }
  void Write(const std::string& rel, const std::string& body) {
    fs::create_directories((root_ / rel).parent_path());
    std::ofstream(root_ / rel) << body;
  }
  fs::path root_;
};

TEST_F(StaticSiteTest, ServesFilesWithTypesAndLongCacheForAssets) {
  StaticSite site(root_);
  auto r = site.Serve("/assets/app-abc123.js");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->body, "console.log(1)");
  EXPECT_EQ(r->content_type, "text/javascript;charset=UTF-8");
  EXPECT_NE(r->headers[0].second.find("immutable"), std::string::npos);
}

TEST_F(StaticSiteTest, HistoryFallbackToTheRightIndex) {
  StaticSite site(root_);
  auto shell = site.Serve("/center/notice");
  ASSERT_TRUE(shell);
  EXPECT_EQ(shell->body, "<html>shell</html>");
  EXPECT_EQ(shell->headers[0].second, "no-cache");
  auto car = site.Serve("/child/car/monitor");
  ASSERT_TRUE(car);
  EXPECT_EQ(car->body, "<html>car</html>");
  EXPECT_EQ(site.Serve("/child/car/assets/car-1.js")->body, "car()");
}

TEST_F(StaticSiteTest, MissingAssetIsNotAPageAndTraversalIsRefused) {
  StaticSite site(root_);
  EXPECT_FALSE(site.Serve("/assets/missing.js"));
  EXPECT_FALSE(site.Serve("/../etc/passwd"));
  EXPECT_FALSE(site.Serve("/assets/../../x"));
}

TEST_F(StaticSiteTest, NoBuiltConsoleServesNothing) {
  StaticSite site(root_ / "nope");
  EXPECT_FALSE(site.Serve("/home"));
}

}  // namespace
}  // namespace chelian::net
