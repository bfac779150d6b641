// Tests for the device directory: BCD-padded numbers resolve, unknown devices are recorded and
// refused or auto-registered.
#include "store/device_directory.h"

#include <gtest/gtest.h>

#include "store/asset_repo.h"
#include "store/group_repo.h"
#include "store/test_db.h"

namespace chelian::store {
namespace {

class DirectoryTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = OpenTestDatabase("directory");
    auto c = db_->Acquire();
    group_ = CreateGroup(*c, Scope::Everything(), {0, "车队"}, 1).value();
    ASSERT_TRUE(CreateAssetWithDevice(*c, Scope::Everything(), {group_.id, 1, "粤B12345"}, {"13829655854"}, 1).ok());
  }
  long long now_ = 1000;
  TestDb db_;
  Group group_;
};

TEST_F(DirectoryTest, PaddedNumbersResolve) {
  DeviceDirectory dir(*db_, {}, [this] { return now_; });
  for (const char* n : {"13829655854", "013829655854", "00000000013829655854"}) {
    auto ref = dir.Resolve("jt808", n, "1.2.3.4:5", "GPRS-部标");
    ASSERT_TRUE(ref.ok()) << n;
    EXPECT_EQ((*ref)->plate, "粤B12345");
    EXPECT_EQ((*ref)->group_path, group_.path);
  }
  EXPECT_EQ(DeviceDirectory::Normalize("0000"), "0");
  EXPECT_EQ(DeviceDirectory::Normalize(""), "");
}

// After InvalidateAll the next lookup sees the database as it is then.
TEST_F(DirectoryTest, InvalidatingReloads) {
  DeviceDirectory dir(*db_, {}, [this] { return now_; });
  EXPECT_EQ((*dir.Resolve("jt808", "13829655854", "x", "GPRS-部标"))->plate, "粤B12345");
  ASSERT_TRUE(db_->Acquire()->Exec("UPDATE assets SET plate = '粤B54321'").ok());
  EXPECT_EQ((*dir.Resolve("jt808", "13829655854", "x", "GPRS-部标"))->plate, "粤B12345");  // cached
  dir.InvalidateAll();
  EXPECT_EQ((*dir.Resolve("jt808", "13829655854", "x", "GPRS-部标"))->plate, "粤B54321");
}

// 10,000 devices connecting after a restart each resolve once: that must be an index lookup, not a
// scan of the devices table.
TEST_F(DirectoryTest, LookupsUseAnIndexNotAScan) {
  CHELIAN_SQLITE_ONLY("SQLite's query plan (PostgreSQL's planner scans tables this small)");
  auto c = db_->Acquire();
  auto plan = c->Query(std::string("EXPLAIN QUERY PLAN ") + DeviceDirectory::kLoadSql, {"1", "1"});
  ASSERT_TRUE(plan.ok()) << plan.status().message();
  std::string steps;
  for (const auto& row : *plan) steps += row.Text(3) + "\n";
  EXPECT_EQ(steps.find("SCAN d"), std::string::npos) << steps;
  EXPECT_NE(steps.find("devices_terminal_trimmed"), std::string::npos) << steps;
}

TEST_F(DirectoryTest, UnknownDevicesAreRecordedAndRefused) {
  DeviceDirectory dir(*db_, {}, [this] { return now_; });
  EXPECT_EQ(dir.Resolve("jt808", "013523654234", "9.9.9.9:1", "GPRS-部标").status().code(), StatusCode::kNotFound);
  EXPECT_EQ(dir.Resolve("jt808", "013523654234", "9.9.9.9:1", "GPRS-部标").status().code(), StatusCode::kNotFound);
  auto c = db_->Acquire();
  auto rows = c->Query("SELECT terminal_no, protocol, frames, remote FROM unregistered_devices");
  ASSERT_EQ(rows->size(), 1u);
  EXPECT_EQ(rows->at(0).Text(0), "013523654234");
  EXPECT_EQ(rows->at(0).Int(2), 1);  // the second try was answered from the negative cache…
  now_ += 61'000;
  EXPECT_FALSE(dir.Resolve("jt808", "013523654234", "9.9.9.9:1", "GPRS-部标").ok());
  // …and counted: written with the next record, a minute later.
  EXPECT_EQ(c->Query("SELECT frames FROM unregistered_devices")->at(0).Int(0), 3);
}

TEST_F(DirectoryTest, AutoRegisterIntoTheDefaultGroup) {
  DeviceDirectory dir(*db_, {true, "未注册设备"}, [this] { return now_; });
  auto ref = dir.Resolve("gt06", "868120300000001", "", "GPRS-GT06");
  ASSERT_TRUE(ref.ok()) << ref.status().message();
  EXPECT_EQ((*ref)->plate, "868120300000001");
  EXPECT_EQ((*ref)->protocol, "gt06");
  auto c = db_->Acquire();
  EXPECT_EQ(c->Query("SELECT terminal_type FROM devices WHERE id = ?", {(*ref)->device_id})->at(0).Text(0),
            "GPRS-GT06");
  auto group = FindGroupByName(*c, Scope::Everything(), "未注册设备");
  ASSERT_TRUE(group.ok());
  EXPECT_EQ((*dir.Resolve("gt06", "868120300000001", "", "GPRS-GT06"))->device_id, (*ref)->device_id);
  // The group sits under the first root, so whoever administers that root sees the device.
  EXPECT_EQ(group->parent_id, group_.id);
  Scope administrator;
  administrator.group_path = group_.path;
  auto seen = FindAssetByTerminal(*c, administrator, "868120300000001");
  ASSERT_TRUE(seen.ok()) << seen.status().message();
  EXPECT_EQ(seen->group_name, "未注册设备");
}

}  // namespace
}  // namespace chelian::store
