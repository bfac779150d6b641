// The overdue job over a real database: the graded commands go into the command table (and to the
// tracker), notices to the rider, the log of actions, no lock without a known low speed, the
// reversal on payment; and the repositories' subtree rule.
#include "lease/lease_job.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "store/command_repo.h"
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

  // The newest command of the bike: its id and type.
  std::pair<long long, std::string> LastCommand(store::Connection& c) {
    auto rows =
        c.Query("SELECT id, command_type FROM commands WHERE asset_id = ? ORDER BY id DESC LIMIT 1", {bike_.id});
    if (rows->empty()) return {0, ""};
    return {(*rows)[0].Int(0), (*rows)[0].Text(1)};
  }
  // The command's outcome as the tracker would store it.
  void Finish(store::Connection& c, long long command_id, store::CommandStatus status) {
    ASSERT_TRUE(c.Exec("UPDATE commands SET status = ? WHERE id = ?", {static_cast<int>(status), command_id}).ok());
  }
  // A contract 16 days overdue on a parked bike: notice, voice, limit and lock went out at `now`.
  long long LockedAt(store::Connection& c, long long now) {
    long long id = Contract(c);
    SetSpeed(c, 0, now - 60'000);
    EXPECT_TRUE(EvaluateLeases(c, now, {}, hooks_).ok());
    EXPECT_EQ(LastCommand(c).second, "CUT_OIL");
    return id;
  }
  // Runs the job at `at` on a bike parked a minute before.
  LeaseRunStats RunParked(store::Connection& c, long long at, const LeaseJobOptions& o = {}) {
    SetSpeed(c, 0, at - 60'000);
    auto stats = EvaluateLeases(c, at, o, hooks_);
    EXPECT_TRUE(stats.ok()) << stats.status().message();
    return stats.ok() ? *stats : LeaseRunStats{};
  }
  size_t Count(store::Connection& c, const std::string& type) {
    auto types = CommandTypes(c);
    return static_cast<size_t>(std::count(types.begin(), types.end(), type));
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

// D155: a failed step is sent again after 10 min, then 20, 40… (each try logged), and the job stops
// watching it once it succeeded.
TEST_F(LeaseJobTest, AFailedLockIsSentAgainWithABackOff) {
  auto c = db_->Acquire();
  const long long t0 = kStart + 16 * kDayMs;
  long long id = LockedAt(*c, t0);
  Finish(*c, LastCommand(*c).first, store::CommandStatus::kFailed);  // the terminal answered failure
  EXPECT_EQ(RunParked(*c, t0 + 300'000).retried, 0);                 // within its 10 minutes
  EXPECT_EQ(Count(*c, "CUT_OIL"), 1u);
  LeaseRunStats stats = RunParked(*c, t0 + 600'000);
  EXPECT_EQ(stats.retried, 1);
  EXPECT_EQ(Count(*c, "CUT_OIL"), 2u);
  auto log = store::ListLeaseActions(*c, id, 1).value();
  ASSERT_EQ(log.size(), 1u);
  EXPECT_EQ(log[0].action, static_cast<int>(ActionKind::kLock));
  EXPECT_EQ(log[0].try_no, 2);
  EXPECT_EQ(log[0].result, "第2次：指令已提交");
  EXPECT_EQ(log[0].command_id, LastCommand(*c).first);
  EXPECT_EQ(submitted_.back(), LastCommand(*c).first);
  // The second try times out: the third waits 20 minutes after it.
  Finish(*c, LastCommand(*c).first, store::CommandStatus::kTimedOut);
  EXPECT_EQ(RunParked(*c, t0 + 600'000 + 1'140'000).retried, 0);
  EXPECT_EQ(RunParked(*c, t0 + 600'000 + 1'200'000).retried, 1);
  EXPECT_EQ(Count(*c, "CUT_OIL"), 3u);
  EXPECT_EQ(store::ListLeaseActions(*c, id, 1)->at(0).try_no, 3);
  // The third succeeds: nothing more, on any later pass.
  Finish(*c, LastCommand(*c).first, store::CommandStatus::kAcknowledged);
  EXPECT_EQ(RunParked(*c, t0 + 3 * 3'600'000).retried, 0);
  EXPECT_EQ(RunParked(*c, t0 + 9 * 3'600'000).retried, 0);
  EXPECT_EQ(Count(*c, "CUT_OIL"), 3u);
  EXPECT_EQ(store::GetLeaseContract(*c, ScopeA(), id)->grade, 4);
  // Voice and limit still wait for their answers; no lock is watched any more.
  EXPECT_EQ(c->Query("SELECT COUNT(*) FROM lease_actions WHERE watching = 1")->at(0).Int(0), 2);
  EXPECT_EQ(c->Query("SELECT COUNT(*) FROM lease_actions WHERE watching = 1 AND action = 4")->at(0).Int(0), 0);
}

TEST_F(LeaseJobTest, AStepIsGivenUpAfterItsLastTry) {
  auto c = db_->Acquire();
  const long long t0 = kStart + 16 * kDayMs;
  LeaseJobOptions o;
  o.retry.max_tries = 2;
  long long id = LockedAt(*c, t0);
  Finish(*c, LastCommand(*c).first, store::CommandStatus::kExpired);  // never reached the bike
  EXPECT_EQ(RunParked(*c, t0 + 600'000, o).retried, 1);
  Finish(*c, LastCommand(*c).first, store::CommandStatus::kFailed);
  LeaseRunStats stats = RunParked(*c, t0 + 3'600'000, o);
  EXPECT_EQ(stats.retried, 0);
  EXPECT_EQ(stats.given_up, 1);
  EXPECT_EQ(store::ListLeaseActions(*c, id, 1)->at(0).result, "已放弃：2次均未成功");
  EXPECT_EQ(RunParked(*c, t0 + 6 * 3'600'000, o).given_up, 0);  // said once
  EXPECT_EQ(Count(*c, "CUT_OIL"), 2u);
}

TEST_F(LeaseJobTest, AFailedLockStopsOncePaidAndAFailedUnlockIsSentAgain) {
  auto c = db_->Acquire();
  const long long t0 = kStart + 16 * kDayMs;
  long long id = LockedAt(*c, t0);
  Finish(*c, LastCommand(*c).first, store::CommandStatus::kFailed);
  // The rider pays everything (settled): the failed lock is not sent again; the bike is unlocked.
  store::LeasePaymentRow pay;
  pay.contract_id = id;
  pay.paid_at = t0 + 60'000;
  pay.amount = 28000;
  ASSERT_TRUE(store::InsertLeasePayment(*c, pay).ok());
  LeaseRunStats stats = RunParked(*c, t0 + 600'000);
  EXPECT_EQ(stats.retried, 0);
  EXPECT_EQ(Count(*c, "CUT_OIL"), 1u);
  EXPECT_EQ(Count(*c, "RESTORE_OIL"), 1u);
  EXPECT_EQ(store::GetLeaseContract(*c, ScopeA(), id)->status, 3);
  // The unlock expires (the bike was offline): a settled contract still gets it again.
  auto unlock = c->Query("SELECT id FROM commands WHERE command_type = 'RESTORE_OIL'")->at(0).Int(0);
  Finish(*c, unlock, store::CommandStatus::kExpired);
  stats = RunParked(*c, t0 + 1'200'000);
  EXPECT_EQ(stats.retried, 1);
  EXPECT_EQ(Count(*c, "RESTORE_OIL"), 2u);
  EXPECT_EQ(Count(*c, "CUT_OIL"), 1u);
}

TEST_F(LeaseJobTest, ALockTryWaitsForAFreshStop) {
  auto c = db_->Acquire();
  const long long t0 = kStart + 16 * kDayMs;
  LockedAt(*c, t0);
  Finish(*c, LastCommand(*c).first, store::CommandStatus::kFailed);
  SetSpeed(*c, 12, t0 + 540'000);  // riding: the try waits, and costs none
  auto stats = EvaluateLeases(*c, t0 + 600'000, {}, hooks_);
  ASSERT_TRUE(stats.ok());
  EXPECT_EQ(stats->retried, 0);
  EXPECT_EQ(stats->withheld, 1);
  EXPECT_EQ(Count(*c, "CUT_OIL"), 1u);
  EXPECT_EQ(RunParked(*c, t0 + 1'200'000).retried, 1);
  EXPECT_EQ(Count(*c, "CUT_OIL"), 2u);
}

}  // namespace
}  // namespace chelian::lease
