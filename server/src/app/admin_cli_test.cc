// Tests of the admin commands' option handling: options after the sub-command are the command's
// own; a global option (--config, --set) or an unknown one there is an error before anything is
// written (hardening issue #19).
#include "app/admin_cli.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "app/config.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;

class AdminCliTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::path(::testing::TempDir()) /
           ("chelian_admin_cli_" + std::string(info->name()) + "_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    config_ = Config::Load("", {"store.sqlite_path=" + Db("configured.db")}).value();
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string Db(const std::string& name) const { return (dir_ / name).string(); }
  // Runs the command; its exit code, and what it wrote to stderr in `err`.
  int Run(const std::vector<std::string>& args, std::string* err = nullptr) {
    ::testing::internal::CaptureStderr();
    int rc = RunAdminCommand(config_, args);
    std::string text = ::testing::internal::GetCapturedStderr();
    if (err) *err = text;
    return rc;
  }
  static std::vector<std::string> UserAdd(std::vector<std::string> extra = {}) {
    std::vector<std::string> args = {"user-add", "--username", "alice",   "--password", "secret-1",
                                     "--role",   "user",       "--group", "华南分公司"};
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
  }

  fs::path dir_;
  Config config_;
};

TEST_F(AdminCliTest, SetAfterTheSubCommandFailsBeforeAnyDatabaseIsWritten) {
  std::string err;
  EXPECT_NE(Run(UserAdd({"--set", "store.sqlite_path=" + Db("other.db")}), &err), 0);
  EXPECT_NE(err.find("--set"), std::string::npos) << err;
  EXPECT_NE(err.find("before 'admin'"), std::string::npos) << err;
  EXPECT_FALSE(fs::exists(Db("configured.db")));
  EXPECT_FALSE(fs::exists(Db("other.db")));
}

TEST_F(AdminCliTest, ConfigAfterTheSubCommandFails) {
  std::string err;
  EXPECT_NE(Run({"demo-seed", "--vehicles", "1", "--config", Db("chelian.toml")}, &err), 0);
  EXPECT_NE(err.find("--config"), std::string::npos) << err;
  EXPECT_FALSE(fs::exists(Db("configured.db")));
}

TEST_F(AdminCliTest, UnknownOptionsAndDanglingOptionsFail) {
  std::string err;
  EXPECT_NE(Run(UserAdd({"--bogus", "1"}), &err), 0);
  EXPECT_NE(err.find("--bogus"), std::string::npos) << err;
  EXPECT_NE(Run(UserAdd({"--name"})), 0);                   // no value
  EXPECT_NE(Run(UserAdd({"stray"})), 0);                    // not an option
  EXPECT_NE(Run({"demo-seed", "--username", "alice"}), 0);  // another command's option
  EXPECT_NE(Run(UserAdd({"--username=bob", "x"})), 0);      // not the --key value form
  EXPECT_FALSE(fs::exists(Db("configured.db")));
}

TEST_F(AdminCliTest, UnknownCommandOrAGlobalOptionInItsPlaceFailsBeforeTheDatabaseIsOpened) {
  std::string err;
  EXPECT_NE(Run({"frobnicate"}, &err), 0);
  EXPECT_NE(err.find("unknown admin command 'frobnicate'"), std::string::npos) << err;
  EXPECT_NE(Run({"--set", "store.sqlite_path=" + Db("other.db"), "user-add"}, &err), 0);
  EXPECT_NE(err.find("before 'admin'"), std::string::npos) << err;
  EXPECT_FALSE(fs::exists(Db("configured.db")));
  EXPECT_FALSE(fs::exists(Db("other.db")));
}

TEST_F(AdminCliTest, TheCommandsOwnOptionsStillWork) {
  ASSERT_EQ(Run(UserAdd({"--name", "Alice Wang"})), 0);
  EXPECT_TRUE(fs::exists(Db("configured.db")));
  EXPECT_NE(Run(UserAdd()), 0);  // the same user again: refused by the store, not by the options
  EXPECT_EQ(Run({"help"}), 0);
}

}  // namespace
}  // namespace chelian
