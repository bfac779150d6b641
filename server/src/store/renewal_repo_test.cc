// Renewal repository: calendar months, the price table, activation at the first report, the
// subtree rule and coins that move once under concurrent renewals from several connections.
#include "store/renewal_repo.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "store/two_tenants_for_test.h"

namespace chelian::store {
namespace {

constexpr long long kJan31 = 1'769'817'600'000;  // 2026-01-31 00:00:00 UTC

TEST(RenewalPriceTest, FollowsThePriceTable) {
  EXPECT_EQ(RenewalPrice(1), 1);
  EXPECT_EQ(RenewalPrice(4), 4);
  EXPECT_EQ(RenewalPrice(12), 5);
  EXPECT_EQ(RenewalPrice(24), 10);
  EXPECT_EQ(RenewalPrice(36), 15);
  EXPECT_EQ(RenewalPrice(48), 20);
  for (int m : {0, 5, 11, 13, 60, -1}) EXPECT_FALSE(RenewalPrice(m)) << m;
}

TEST(AddMonthsTest, ClampsToTheMonthsLastDay) {
  EXPECT_EQ(AddMonths(kJan31, 1), 1'772'236'800'000);                           // 2026-02-28
  EXPECT_EQ(AddMonths(kJan31, 13), 1'803'772'800'000);                          // 2027-02-28
  EXPECT_EQ(AddMonths(kJan31 + 3'723'004, 12), 1'801'353'600'000 + 3'723'004);  // 2027-01-31 01:02:03.004
  EXPECT_EQ(AddMonths(kJan31, 0), kJan31);
}

class RenewalRepoTest : public TwoTenantsTest {
 protected:
  long long DeviceOf(const AssetRow& car) {
    return db_->Acquire()->Query("SELECT id FROM devices WHERE asset_id = ?", {car.id})->at(0).Int(0);
  }
  long long Column(const AssetRow& car, const std::string& column) {
    return db_->Acquire()
        ->Query("SELECT COALESCE(" + column + ", 0) FROM devices WHERE asset_id = ?", {car.id})
        ->at(0)
        .Int(0);
  }
  long long AddUser(long long group_id, long long coins) {
    auto c = db_->Acquire();
    return c
        ->Query(
            "INSERT INTO users (username, password_hash, group_id, role_id, coins, created_at) "
            "VALUES (?, 'x', ?, 2, ?, 1) RETURNING id",
            {"u" + std::to_string(group_id) + "_" + std::to_string(coins), group_id, coins})
        ->at(0)
        .Int(0);
  }
};

TEST_F(RenewalRepoTest, ActivationStartsTheMonthsBought) {
  auto c = db_->Acquire();
  const long long payer = AddUser(a_.id, 100);
  auto row = GetExpireRow(*c, ScopeA(), car_a_.id);
  ASSERT_TRUE(row.ok());
  ASSERT_TRUE(RenewVehicles(*c, {payer, "u", a_.id}, false, {*row}, 12, 1000).ok());
  EXPECT_EQ(Column(car_a_, "expires_at"), 0);  // not reported yet
  ASSERT_TRUE(ActivateDevices(*c, {{DeviceOf(car_a_), kJan31}, {DeviceOf(car_b_), kJan31}}).ok());
  EXPECT_EQ(Column(car_a_, "activated_at"), kJan31);
  EXPECT_EQ(Column(car_a_, "expires_at"), AddMonths(kJan31, 12));
  EXPECT_EQ(Column(car_b_, "activated_at"), kJan31);
  EXPECT_EQ(Column(car_b_, "expires_at"), 0);  // no months bought: no expiry
  // A second first report changes nothing.
  ASSERT_TRUE(ActivateDevices(*c, {{DeviceOf(car_a_), kJan31 + 5000}}).ok());
  EXPECT_EQ(Column(car_a_, "activated_at"), kJan31);
}

TEST_F(RenewalRepoTest, ReadsStayInsideTheScope) {
  auto c = db_->Acquire();
  EXPECT_TRUE(GetExpireRow(*c, ScopeA(), car_a_.id).ok());
  EXPECT_EQ(GetExpireRow(*c, ScopeA(), car_b_.id).status().code(), StatusCode::kNotFound);
  ExpireQuery q;
  q.now = 1;
  auto page = QueryExpire(*c, ScopeB(), q);
  ASSERT_TRUE(page.ok());
  ASSERT_EQ(page->rows.size(), 1u);
  EXPECT_EQ(page->rows[0].asset_id, car_b_.id);
  auto lookup = FindByTerminals(*c, ScopeA(), {"13800000001", "13800000002", "000"});
  ASSERT_TRUE(lookup.ok());
  EXPECT_EQ(lookup->found.size(), 1u);
  EXPECT_EQ(lookup->no_permission, std::vector<std::string>{"13800000002"});
  EXPECT_EQ(lookup->nonexistent, std::vector<std::string>{"000"});
}

TEST_F(RenewalRepoTest, ConcurrentRenewalsFromSeveralConnectionsSpendEachCoinOnce) {
  const long long payer = AddUser(a_.id, 15);  // three years' worth of 1-year renewals
  ExpireRow row;
  {
    auto c = db_->Acquire();
    row = GetExpireRow(*c, ScopeA(), car_a_.id).value();
  }
  auto other = OpenTestPool(db_.get_deleter().path, 6);
  ASSERT_TRUE(other.ok());
  std::atomic<int> ok{0}, poor{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 6; ++i)
    threads.emplace_back([&] {
      auto c = (*other)->Acquire();
      auto r = RenewVehicles(*c, {payer, "u", a_.id}, false, {row}, 12, 1000);
      if (r.ok()) ++ok;
      if (!r.ok() && r.status().code() == StatusCode::kResourceExhausted) ++poor;
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok.load(), 3);
  EXPECT_EQ(poor.load(), 3);
  auto c = db_->Acquire();
  EXPECT_EQ(CoinBalance(*c, payer).value(), 0);
  EXPECT_EQ(Column(car_a_, "service_months"), 36);
  EXPECT_EQ(c->Query("SELECT COUNT(*) FROM renew_log")->at(0).Int(0), 3);
}

}  // namespace
}  // namespace chelian::store
