// The overdue job over a real database: the graded commands go into the command table (and to the
// tracker), notices to the rider, the log of actions, no lock without a known low speed, the
// reversal on payment; and the repositories' subtree rule.
#include "lease/lease_job.h"

#include <gtest/gtest.h>

#include "store/lease_repo.h"
#include "store/two_tenants_for_test.h"

namespace chelian::lease {
namespace {

constexpr long long kStart = 1'780'000'000'000;  // 2026-05-28 (GMT+8)

class LeaseJobTest : public store::TwoTenantsTest {
 protected:
  void SetUp() override {
    TwoTenantsTest::SetUp();
    auto c = db_->Acquire();
    bike_ = store::CreateAssetWithDevice(*c, store::Scope::Everything(), {a1_.id, store::kEbikeKind, "租A001"},
                                         {"13900000001"}, 1)
                .value();
    hooks_.submit_commands = [this](const std::vector<long long>& ids) {
      submitted_.insert(submitted_.end(), ids.begin(), ids.end());
      return Status::Ok();
    };
    hooks_.notify_rider = [this](const std::string& phone, const std::string& text, long long) {
      notices_.push_back(phone + ":" + text);
      return Status::Ok();
    };
  }

  // A weekly contract of 4 × 70.00 from kStart on the bike, inside scope A.
  long long Contract(store::Connection& c) {
    store::LeaseContract k;
    k.asset_id = bike_.id;
    k.contract_no = "HT001";
    k.rider_name = "张三";
    k.rider_id_no = "44030519900101123X";
    k.rider_phone = "13800000009";
    k.start_at = kStart;
    k.term = 4;
    k.period = 2;
    k.rent = 7000;
    std::vector<store::LeaseDueRow> dues;
    int seq = 0;
    for (const Due& d : PlanDues(kStart, 4, Period::kWeekly, 7000, 480)) dues.push_back({++seq, d.due_at, d.amount});
    return store::InsertLeaseContract(c, ScopeA(), k, dues, kStart).value();
  }

  // The bike's latest report: `kmh`, received at `at`.
  void SetSpeed(store::Connection& c, double kmh, long long at) {
    ASSERT_TRUE(c.Exec("DELETE FROM device_state").ok());
    ASSERT_TRUE(c.Exec("INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, speed) SELECT id, ?, ?, "
                       "22.5, 114.0, ? FROM devices WHERE asset_id = ?",
                       {at, at, kmh, bike_.id})
                    .ok());
  }

  std::vector<std::string> CommandTypes(store::Connection& c) {
    std::vector<std::string> out;
    auto rows = c.Query("SELECT command_type FROM commands WHERE asset_id = ? ORDER BY id", {bike_.id});
    for (const auto& r : rows.value()) out.push_back(r.Text(0));
    return out;
  }

  store::AssetRow bike_;
  LeaseHooks hooks_;
  std::vector<long long> submitted_;
  std::vector<std::string> notices_;
};

TEST_F(LeaseJobTest, EscalatesWithCommandsAndWithholdsTheLockAtSpeed) {
  auto c = db_->Acquire();
  long long id = Contract(*c);
  SetSpeed(*c, 30, kStart + 16 * kDayMs - 60'000);
  // 16 days after the first instalment, nothing paid: every grade is due.
  auto stats = EvaluateLeases(*c, kStart + 16 * kDayMs, {}, hooks_);
  ASSERT_TRUE(stats.ok()) << stats.status().message();
  EXPECT_EQ(stats->actions, 3);
  EXPECT_EQ(stats->withheld, 1);
  EXPECT_EQ(CommandTypes(*c), (std::vector<std::string>{"TEXT", "OVERSPEED"}));
  EXPECT_EQ(submitted_.size(), 2u);
  ASSERT_EQ(notices_.size(), 1u);
  EXPECT_NE(notices_[0].find("13800000009:张三您好"), std::string::npos);
  auto k = store::GetLeaseContract(*c, ScopeA(), id).value();
  EXPECT_EQ(k.status, 2);
  EXPECT_EQ(k.grade, 3);
  EXPECT_EQ(k.overdue_days, 16);
  EXPECT_EQ(k.overdue_amount, 21000);  // three weeks due by day 16
  // Once the bike stops, the next run locks it (断开油电), and only that.
  SetSpeed(*c, 0, kStart + 16 * kDayMs + 300'000);
  stats = EvaluateLeases(*c, kStart + 16 * kDayMs + 600'000, {}, hooks_);
  ASSERT_TRUE(stats.ok());
  EXPECT_EQ(stats->actions, 1);
  EXPECT_EQ(CommandTypes(*c).back(), "CUT_OIL");
  EXPECT_EQ(store::GetLeaseContract(*c, ScopeA(), id)->grade, 4);
  EXPECT_EQ(store::ListLeaseActions(*c, id, 50)->size(), 4u);
  // The lock carries the company's speed to the tracker's guard (D154); the speed limit does not.
  auto limits = c->Query("SELECT command_type, max_kmh FROM commands WHERE asset_id = ? ORDER BY id", {bike_.id});
  ASSERT_EQ(limits->size(), 3u);
  EXPECT_TRUE((*limits)[1].IsNull(1));
  EXPECT_EQ((*limits)[2].Real(1), 5.0);
}

TEST_F(LeaseJobTest, AnOldReportOfAStopDoesNotLock) {
  // Parked when it last reported, an hour ago (past the 30 minutes a speed stays fresh): it may be
  // ridden when it reconnects, so the lock is not queued for it (D153); a fresh stop locks it.
  auto c = db_->Acquire();
  long long id = Contract(*c);
  const long long now = kStart + 16 * kDayMs;
  SetSpeed(*c, 0, now - 3'600'000);
  auto stats = EvaluateLeases(*c, now, {}, hooks_);
  ASSERT_TRUE(stats.ok()) << stats.status().message();
  EXPECT_EQ(stats->withheld, 1);
  EXPECT_EQ(CommandTypes(*c), (std::vector<std::string>{"TEXT", "OVERSPEED"}));
  EXPECT_EQ(store::GetLeaseContract(*c, ScopeA(), id)->grade, 3);
  // The actions' log shows no speed it did not know.
  auto logged = store::ListLeaseActions(*c, id, 50).value();
  ASSERT_FALSE(logged.empty());
  EXPECT_FALSE(logged.front().speed.has_value());
  SetSpeed(*c, 0, now + 540'000);
  ASSERT_TRUE(EvaluateLeases(*c, now + 600'000, {}, hooks_).ok());
  EXPECT_EQ(CommandTypes(*c).back(), "CUT_OIL");
  EXPECT_EQ(store::GetLeaseContract(*c, ScopeA(), id)->grade, 4);
}

TEST_F(LeaseJobTest, PaymentUnlocksAndRestoresTheSpeed) {
  auto c = db_->Acquire();
  long long id = Contract(*c);
  SetSpeed(*c, 0, kStart + 16 * kDayMs - 60'000);
  ASSERT_TRUE(EvaluateLeases(*c, kStart + 16 * kDayMs, {}, hooks_).ok());
  ASSERT_EQ(store::GetLeaseContract(*c, ScopeA(), id)->grade, 4);
  const size_t before = CommandTypes(*c).size();
  store::LeasePaymentRow pay;
  pay.contract_id = id;
  pay.paid_at = kStart + 16 * kDayMs;
  pay.amount = 21000;
  ASSERT_TRUE(store::InsertLeasePayment(*c, pay).ok());
  auto stats = EvaluateLeases(*c, kStart + 16 * kDayMs + 1000, {}, hooks_, id);
  ASSERT_TRUE(stats.ok());
  auto types = CommandTypes(*c);
  ASSERT_EQ(types.size(), before + 2);
  EXPECT_EQ(types[before], "RESTORE_OIL");
  EXPECT_EQ(types[before + 1], "OVERSPEED");
  auto k = store::GetLeaseContract(*c, ScopeA(), id).value();
  EXPECT_EQ(k.status, 1);
  EXPECT_EQ(k.grade, 0);
  EXPECT_EQ(k.paid_amount, 21000);
}

TEST_F(LeaseJobTest, CompanyPolicyApplies) {
  auto c = db_->Acquire();
  long long id = Contract(*c);
  store::LeasePolicyRow p;
  p.group_id = a_.id;  // the company; the bike is in its fleet A车队
  p.grace_days = 20;
  ASSERT_TRUE(store::SaveLeasePolicy(*c, ScopeA(), p, 1).ok());
  ASSERT_TRUE(EvaluateLeases(*c, kStart + 16 * kDayMs, {}, hooks_).ok());
  EXPECT_EQ(store::GetLeaseContract(*c, ScopeA(), id)->status, 1);  // within the company's grace
  EXPECT_TRUE(CommandTypes(*c).empty());
  EXPECT_EQ(store::EffectivePolicy(*c, ScopeA(), a1_.id)->grace_days, 20);
  EXPECT_FALSE(store::SaveLeasePolicy(*c, ScopeB(), p, 1).ok());  // not B's company
}

TEST_F(LeaseJobTest, ContractsStayInTheirSubtree) {
  auto c = db_->Acquire();
  long long id = Contract(*c);
  EXPECT_TRUE(store::GetLeaseContract(*c, ScopeA(), id).ok());
  EXPECT_EQ(store::GetLeaseContract(*c, ScopeB(), id).status().code(), StatusCode::kNotFound);
  EXPECT_EQ(store::PageLeaseContracts(*c, ScopeB(), {})->total, 0);
  EXPECT_EQ(store::PageLeaseContracts(*c, ScopeA(), {})->total, 1);
  EXPECT_FALSE(store::TerminateLeaseContract(*c, ScopeB(), id, 2).ok());
  EXPECT_FALSE(store::SetLeaseBikeState(*c, ScopeB(), bike_.id, 2, 2).ok());
  // A bike of another tenant, and a car (not an e-bike), cannot be leased from A.
  store::LeaseContract k;
  k.asset_id = car_a_.id;
  k.contract_no = "HT002";
  EXPECT_EQ(store::InsertLeaseContract(*c, ScopeA(), k, {}, 1).status().code(), StatusCode::kNotFound);
  // The bike is taken while its contract runs.
  k.asset_id = bike_.id;
  EXPECT_EQ(store::InsertLeaseContract(*c, ScopeA(), k, {}, 1).status().code(), StatusCode::kAlreadyExists);
}

}  // namespace
}  // namespace chelian::lease
