// File share over the in-memory bus: a file another node made is copied in chunks, byte for byte;
// paths leaving the folder, unknown kinds and missing files are refused.
#include "cluster/file_share.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cluster/memory_bus.h"

namespace chelian::cluster {
namespace {

namespace fs = std::filesystem;

std::string ReadAll(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

class FileShareTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::path(::testing::TempDir()) / ("file_share_" + std::to_string(::getpid()));
    fs::remove_all(root_);
    for (const char* node : {"a", "b"}) fs::create_directories(root_ / node / "exports");
    broker_ = std::make_shared<MemoryBroker>();
    bus_a_ = broker_->NewBus();
    bus_b_ = broker_->NewBus();
    a_ = std::make_unique<FileShare>(*bus_a_, Options("a"));
    b_ = std::make_unique<FileShare>(*bus_b_, Options("b"));
    ASSERT_TRUE(a_->Start().ok());
    ASSERT_TRUE(b_->Start().ok());
  }
  void TearDown() override {
    a_.reset();
    b_.reset();
    fs::remove_all(root_);
  }
  FileShareOptions Options(const std::string& node) {
    FileShareOptions o;
    o.node_id = node;
    o.dirs = {{"exports", (root_ / node / "exports").string()}};
    o.chunk_bytes = 7;  // many chunks, and one file of exactly a whole number of them
    o.timeout_ms = 5000;
    return o;
  }
  fs::path root_;
  std::shared_ptr<MemoryBroker> broker_;
  std::unique_ptr<Bus> bus_a_, bus_b_;
  std::unique_ptr<FileShare> a_, b_;
};

TEST_F(FileShareTest, AFileOfAnotherNodeIsCopiedChunkByChunk) {
  for (size_t size : {100u, 21u, 0u}) {
    std::string bytes;
    for (size_t i = 0; i < size; ++i) bytes += static_cast<char>(i * 37 % 256);
    const std::string name = "day/f" + std::to_string(size) + ".xlsx";
    fs::create_directories(root_ / "b" / "exports" / "day");
    std::ofstream(root_ / "b" / "exports" / name, std::ios::binary) << bytes;
    ASSERT_TRUE(a_->Fetch("b", "exports", name).ok()) << size;
    EXPECT_EQ(ReadAll(root_ / "a" / "exports" / name), bytes) << size;
  }
  // Nothing but the copies: no partial files left.
  size_t files = 0;
  for (const auto& e : fs::recursive_directory_iterator(root_ / "a"))
    if (e.is_regular_file()) ++files;
  EXPECT_EQ(files, 3u);
}

TEST_F(FileShareTest, MissingFilesPathsOutsideTheFolderAndSilentNodesAreRefused) {
  EXPECT_EQ(a_->Fetch("b", "exports", "none.xlsx").code(), StatusCode::kNotFound);
  std::ofstream(root_ / "b" / "secret.txt") << "not shared";
  EXPECT_EQ(a_->Fetch("b", "exports", "../secret.txt").code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(a_->Fetch("b", "exports", "/etc/passwd").code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(a_->Fetch("b", "media", "x.jpg").code(), StatusCode::kInvalidArgument);  // not shared here
  EXPECT_TRUE(b_->LocalPath("exports", "../secret.txt").empty());
  EXPECT_FALSE(fs::exists(root_ / "a" / "secret.txt"));
  EXPECT_EQ(a_->Fetch("c", "exports", "f.xlsx").code(), StatusCode::kUnavailable);  // no such node
  EXPECT_FALSE(fs::exists(root_ / "a" / "exports" / "none.xlsx"));
}

}  // namespace
}  // namespace chelian::cluster
