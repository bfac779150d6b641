// Tests for the list of unregistered terminals: refused ones are listed to everyone until registered
// by hand, auto-registered ones only inside the subtree of their vehicle.
#include "store/unregistered_repo.h"

#include <gtest/gtest.h>

#include "store/two_tenants_for_test.h"

namespace chelian::store {
namespace {

class UnregisteredRepoTest : public TwoTenantsTest {
 protected:
  void SetUp() override {
    TwoTenantsTest::SetUp();
    auto c = db_->Acquire();
    auto add = [&](const std::string& terminal, long long last_seen, Value asset) {
      ASSERT_TRUE(c->Exec("INSERT INTO unregistered_devices (terminal_no, protocol, first_seen, last_seen, remote, "
                          "frames, auto_asset_id) VALUES (?, 'jt808', 1, ?, '10.0.0.1:5000', 3, ?)",
                          {terminal, last_seen, asset})
                      .ok());
    };
    add("99000000001", 30, Value());           // refused
    add("013800000001", 20, Value());          // refused, since registered by hand as car A's terminal
    add("13800000002", 10, Value(car_b_.id));  // registered by the gateway as car B
  }
  std::vector<std::string> Listed(const Scope& scope, const std::string& keyword = "") {
    auto c = db_->Acquire();
    auto page = PageUnregisteredDevices(*c, scope, keyword, 1, 10);
    EXPECT_TRUE(page.ok()) << page.status().message();
    std::vector<std::string> out;
    for (const auto& u : page->rows) out.push_back(u.terminal_no);
    EXPECT_EQ(page->total, static_cast<long long>(out.size()));
    return out;
  }
};

TEST_F(UnregisteredRepoTest, RefusedTerminalsForEveryoneAutoRegisteredOnesInsideTheirSubtree) {
  EXPECT_EQ(Listed(Scope::Everything()), (std::vector<std::string>{"99000000001", "13800000002"}));
  EXPECT_EQ(Listed(ScopeB()), (std::vector<std::string>{"99000000001", "13800000002"}));
  EXPECT_EQ(Listed(ScopeA()), std::vector<std::string>{"99000000001"});
  EXPECT_EQ(Listed(Scope::Everything(), "0002"), std::vector<std::string>{"13800000002"});
  EXPECT_TRUE(Listed(Scope::Everything(), "%").empty());  // the keyword is literal text
  auto c = db_->Acquire();
  auto page = PageUnregisteredDevices(*c, ScopeB(), "", 1, 10);
  const UnregisteredDevice& auto_registered = page->rows.at(1);
  EXPECT_EQ(auto_registered.auto_asset_id, car_b_.id);
  EXPECT_EQ(auto_registered.plate, "粤B00001");
  EXPECT_EQ(auto_registered.group_name, "客户B");
  EXPECT_EQ(page->rows.at(0).auto_asset_id, 0);
  EXPECT_EQ(page->rows.at(0).frames, 3);
}

TEST_F(UnregisteredRepoTest, AnotherTenantsAutoRegisteredTerminalCannotBeRemoved) {
  auto c = db_->Acquire();
  EXPECT_EQ(RemoveUnregisteredDevice(*c, ScopeA(), "13800000002", "jt808").code(), StatusCode::kNotFound);
  EXPECT_TRUE(RemoveUnregisteredDevice(*c, ScopeA(), "99000000001", "jt808").ok());
  EXPECT_EQ(RemoveUnregisteredDevice(*c, ScopeA(), "99000000001", "jt808").code(), StatusCode::kNotFound);
  EXPECT_TRUE(RemoveUnregisteredDevice(*c, ScopeB(), "13800000002", "jt808").ok());
  EXPECT_TRUE(Listed(Scope::Everything()).empty());
  EXPECT_TRUE(GetAsset(*c, ScopeB(), car_b_.id).ok());  // the vehicle stays
}

}  // namespace
}  // namespace chelian::store
