// Tests for static serving: files, history fallback per app, cache headers, path safety, gzip.
#include "net/static_site.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "net/gzip.h"

namespace chelian::net {
namespace {

namespace fs = std::filesystem;

std::string HeaderOf(const HttpResponse& r, const std::string& name) {
  for (const auto& [k, v] : r.headers)
    if (k == name) return v;
  return "";
}

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

// Issue #19: "//etc/passwd", "/%2Fetc%2Fpasswd" (decoded before it gets here), "//proc/self/cmdline"
// and absolute paths of the database reached files outside the root.
TEST_F(StaticSiteTest, NothingOutsideTheRootWhateverThePathHolds) {
  fs::path outside = root_.parent_path() / ("chelian_static_secret_" + std::to_string(::getpid()));
  std::ofstream(outside) << "secret";
  StaticSite site(root_);
  for (std::string path :
       std::vector<std::string>{"//etc/passwd", "///etc/passwd", "//proc/self/cmdline", "/" + outside.string(),
                                "/" + outside.string() + "-wal", "/child//etc/passwd", "/assets/..%2F..%2Fx",
                                "/a\\..\\..\\x", std::string("/index.html\0.js", 15)}) {
    auto r = site.Serve(path);
    if (r) {
      EXPECT_EQ(r->body, "<html>shell</html>") << path;  // at most the shell's page, never the file
    }
  }
  // An absolute path names a file under the root, if anything.
  Write("etc/passwd.txt", "inside");
  EXPECT_EQ(site.Serve("//etc/passwd.txt")->body, "inside");
  fs::remove(outside);
}

TEST_F(StaticSiteTest, SymlinksOutOfTheRootAndNonRegularFilesAreNotServed) {
  fs::path outside = root_.parent_path() / ("chelian_static_outside_" + std::to_string(::getpid()));
  fs::create_directories(outside);
  std::ofstream(outside / "secret.js") << "secret";
  fs::create_symlink(outside / "secret.js", root_ / "assets" / "link.js");
  fs::create_directory_symlink(outside, root_ / "assets" / "dir");
  fs::create_directories(root_ / "assets" / "folder.js");
  std::ofstream(root_ / "inside.js") << "ok";
  fs::create_symlink(root_ / "inside.js", root_ / "assets" / "inner-link.js");
  StaticSite site(root_);
  EXPECT_FALSE(site.Serve("/assets/link.js"));
  EXPECT_FALSE(site.Serve("/assets/dir/secret.js"));
  EXPECT_FALSE(site.Serve("/assets/folder.js"));
  EXPECT_EQ(site.Serve("/assets/inner-link.js")->body, "ok");  // a link that stays inside is fine
  fs::remove_all(outside);
}

// Text files are gzipped once and kept: the same compressed body for every client that takes gzip,
// the file itself for one that does not, and neither for images or files too small to gain.
TEST_F(StaticSiteTest, TextFilesGzippedOnceForClientsThatAcceptIt) {
  std::string script;
  for (int i = 0; i < 400; i++) script += "export const value" + std::to_string(i) + " = 'antd';\n";
  Write("child/car/assets/big-1.js", script);
  Write("child/car/assets/small-1.css", "a{}");
  Write("child/car/assets/logo-1.png", script);
  StaticSite site(root_);
  auto plain = site.Serve("/child/car/assets/big-1.js", false);
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->body, script);
  EXPECT_EQ(HeaderOf(*plain, "Content-Encoding"), "");
  EXPECT_EQ(HeaderOf(*plain, "Vary"), "Accept-Encoding");
  auto gz = site.Serve("/child/car/assets/big-1.js", true);
  ASSERT_TRUE(gz);
  EXPECT_EQ(HeaderOf(*gz, "Content-Encoding"), "gzip");
  EXPECT_EQ(HeaderOf(*gz, "Vary"), "Accept-Encoding");
  EXPECT_LT(gz->body.size(), script.size() / 4);
  EXPECT_EQ(gz->body, Gzip(script, GzipEffort::kOnce));  // which decodes to the file (gzip_test.cc)
  EXPECT_FALSE(gz->compressible);                        // not compressed a second time on the way out
  EXPECT_EQ(site.Serve("/child/car/assets/big-1.js", true)->body, gz->body);
  // Asked without gzip after it was made: still the file itself.
  EXPECT_EQ(site.Serve("/child/car/assets/big-1.js", false)->body, script);
  auto small = site.Serve("/child/car/assets/small-1.css", true);
  EXPECT_EQ(small->body, "a{}");
  EXPECT_EQ(HeaderOf(*small, "Content-Encoding"), "");
  auto image = site.Serve("/child/car/assets/logo-1.png", true);
  EXPECT_EQ(image->body, script);
  EXPECT_EQ(HeaderOf(*image, "Content-Encoding"), "");
  EXPECT_EQ(HeaderOf(*image, "Vary"), "");
}

// A file changed on disk (a new build under the same name) is read and compressed again.
TEST_F(StaticSiteTest, AChangedFileIsCompressedAgain) {
  std::string first(4000, 'a');
  std::string second(4000, 'b');
  Write("index.html", first);
  StaticSite site(root_);
  EXPECT_EQ(site.Serve("/index.html", true)->body, Gzip(first, GzipEffort::kOnce));
  Write("index.html", second);
  fs::last_write_time(root_ / "index.html", fs::last_write_time(root_ / "index.html") + std::chrono::seconds(5));
  EXPECT_EQ(site.Serve("/index.html", true)->body, Gzip(second, GzipEffort::kOnce));
  EXPECT_EQ(site.Serve("/index.html", false)->body, second);
}

TEST_F(StaticSiteTest, NoBuiltConsoleServesNothing) {
  StaticSite site(root_ / "nope");
  EXPECT_FALSE(site.Serve("/home"));
}

}  // namespace
}  // namespace chelian::net
