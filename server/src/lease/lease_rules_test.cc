// 电动车租赁's rules on constructed payment histories: plan, overdue days, grace, grades, the
// actions of each grade, their reversal on payment, and no lock while the bike moves fast.
#include "lease/lease_rules.h"

#include <gtest/gtest.h>

#include "core/civil_time.h"

namespace chelian::lease {
namespace {

constexpr int kGmt8 = 480;
long long Local(int y, int m, int d) { return *CivilToEpochMs({y, m, d, 0, 0, 0}, kGmt8); }

// A monthly plan of 12 × 300.00 yuan from 2026-01-31.
std::vector<Due> Monthly() { return PlanDues(Local(2026, 1, 31), 12, Period::kMonthly, 30000, kGmt8); }

TEST(LeaseRules, MonthlyPlanKeepsTheDayOrTheMonthsLastDay) {
  auto dues = Monthly();
  ASSERT_EQ(dues.size(), 12u);
  EXPECT_EQ(dues[0].due_at, Local(2026, 1, 31));
  EXPECT_EQ(dues[1].due_at, Local(2026, 2, 28));
  EXPECT_EQ(dues[2].due_at, Local(2026, 3, 31));
  EXPECT_EQ(dues[11].due_at, Local(2026, 12, 31));
  EXPECT_EQ(dues[3].amount, 30000);
}

TEST(LeaseRules, WeeklyPlanEverySevenDays) {
  auto dues = PlanDues(Local(2026, 12, 28), 3, Period::kWeekly, 7000, kGmt8);
  ASSERT_EQ(dues.size(), 3u);
  EXPECT_EQ(dues[2].due_at, Local(2027, 1, 11));
  EXPECT_TRUE(PlanDues(Local(2026, 1, 1), 0, Period::kWeekly, 7000, kGmt8).empty());
}

TEST(LeaseRules, PaidUpContractIsActive) {
  auto dues = Monthly();
  std::vector<Payment> paid = {{Local(2026, 1, 31), 30000}, {Local(2026, 2, 27), 30000}};
  Evaluation e = Evaluate({false, dues}, paid, Local(2026, 3, 10), Policy{});
  EXPECT_EQ(e.status, ContractStatus::kActive);
  EXPECT_EQ(e.overdue_days, 0);
  EXPECT_EQ(e.overdue, 0);
  EXPECT_EQ(e.next_due_at, Local(2026, 3, 31));
  EXPECT_EQ(e.grade, Grade::kNone);
}

TEST(LeaseRules, OverdueDaysCountFromTheOldestUnpaidInstalment) {
  auto dues = Monthly();
  // Only January paid: February (due 02-28) is unpaid, 10 days later.
  std::vector<Payment> paid = {{Local(2026, 1, 31), 30000}};
  Evaluation e = Evaluate({false, dues}, paid, Local(2026, 3, 10) + 3600'000, Policy{});
  EXPECT_EQ(e.overdue_days, 10);
  EXPECT_EQ(e.overdue, 30000);
  EXPECT_EQ(e.status, ContractStatus::kOverdue);
  // A part payment does not cover the instalment: still 10 days, 100.00 less owed.
  paid.push_back({Local(2026, 3, 5), 10000});
  e = Evaluate({false, dues}, paid, Local(2026, 3, 10) + 3600'000, Policy{});
  EXPECT_EQ(e.overdue_days, 10);
  EXPECT_EQ(e.overdue, 20000);
}

TEST(LeaseRules, WithinGraceIsNotOverdue) {
  auto dues = Monthly();
  std::vector<Payment> paid = {{Local(2026, 1, 31), 30000}};
  Policy p;
  p.grace_days = 3;
  Evaluation e = Evaluate({false, dues}, paid, Local(2026, 3, 3), p);  // 3 days after 02-28
  EXPECT_EQ(e.overdue_days, 3);
  EXPECT_EQ(e.status, ContractStatus::kActive);
  EXPECT_EQ(e.grade, Grade::kNone);
  e = Evaluate({false, dues}, paid, Local(2026, 3, 4), p);  // the 4th day
  EXPECT_EQ(e.status, ContractStatus::kOverdue);
  EXPECT_EQ(e.grade, Grade::kNotify);
}

TEST(LeaseRules, EachGradeAtItsDays) {
  auto dues = Monthly();
  std::vector<Payment> paid = {{Local(2026, 1, 31), 30000}};
  Policy p;  // grace 3, notify 1, voice 5, limit 10, lock 15
  auto at = [&](int days_after) {
    return Evaluate({false, dues}, paid, Local(2026, 2, 28) + days_after * kDayMs, p).grade;
  };
  EXPECT_EQ(at(2), Grade::kNone);  // grace
  EXPECT_EQ(at(4), Grade::kNotify);
  EXPECT_EQ(at(5), Grade::kVoice);
  EXPECT_EQ(at(9), Grade::kVoice);
  EXPECT_EQ(at(10), Grade::kSpeedLimit);
  EXPECT_EQ(at(15), Grade::kLock);
  p.enabled = false;
  EXPECT_EQ(Evaluate({false, dues}, paid, Local(2026, 2, 28) + 20 * kDayMs, p).grade, Grade::kNone);
}

TEST(LeaseRules, SettledAndTerminated) {
  auto dues = PlanDues(Local(2026, 1, 1), 2, Period::kWeekly, 5000, kGmt8);
  std::vector<Payment> paid = {{Local(2026, 1, 1), 10000}};
  EXPECT_EQ(Evaluate({false, dues}, paid, Local(2026, 1, 2), Policy{}).status, ContractStatus::kSettled);
  EXPECT_EQ(Evaluate({true, dues}, {}, Local(2026, 3, 1), Policy{}).status, ContractStatus::kTerminated);
  EXPECT_EQ(Evaluate({true, dues}, {}, Local(2026, 3, 1), Policy{}).grade, Grade::kNone);
}

TEST(LeaseRules, LatePaymentsAreCounted) {
  auto dues = PlanDues(Local(2026, 1, 1), 4, Period::kWeekly, 5000, kGmt8);
  // Week 1 on time; the payment of 01-15 covers week 2 (oldest first), a week late; the one of 01-18
  // covers week 3 three days after its due date, within grace; week 4 (01-22) is not due yet.
  std::vector<Payment> paid = {{Local(2026, 1, 18), 5000}, {Local(2026, 1, 1), 5000}, {Local(2026, 1, 15), 5000}};
  Evaluation e = Evaluate({false, dues}, paid, Local(2026, 1, 20), Policy{});
  EXPECT_EQ(e.late_count, 1);
  EXPECT_EQ(e.status, ContractStatus::kActive);
}

TEST(LeaseRules, EscalationCarriesOutEveryGradeNotYetDone) {
  Policy p;
  ActionPlan plan = PlanActions(Grade::kNone, Grade::kSpeedLimit, 3.0, p);
  ASSERT_EQ(plan.actions.size(), 3u);
  EXPECT_EQ(plan.actions[0], ActionKind::kNotify);
  EXPECT_EQ(plan.actions[1], ActionKind::kVoice);
  EXPECT_EQ(plan.actions[2], ActionKind::kSpeedLimit);
  EXPECT_EQ(plan.applied, Grade::kSpeedLimit);
  // Nothing new when the grade is already carried out.
  EXPECT_TRUE(PlanActions(Grade::kSpeedLimit, Grade::kSpeedLimit, 3.0, p).actions.empty());
  // A grade that is off is skipped.
  p.voice_days = 0;
  plan = PlanActions(Grade::kNotify, Grade::kSpeedLimit, 3.0, p);
  ASSERT_EQ(plan.actions.size(), 1u);
  EXPECT_EQ(plan.actions[0], ActionKind::kSpeedLimit);
}

TEST(LeaseRules, NoLockWhileMovingFast) {
  Policy p;
  p.lock_max_kmh = 5;
  ActionPlan plan = PlanActions(Grade::kSpeedLimit, Grade::kLock, 18.0, p);
  EXPECT_TRUE(plan.actions.empty());
  EXPECT_TRUE(plan.lock_withheld);
  EXPECT_EQ(plan.applied, Grade::kSpeedLimit);
  plan = PlanActions(Grade::kSpeedLimit, Grade::kLock, std::nullopt, p);  // speed unknown
  EXPECT_TRUE(plan.lock_withheld);
  plan = PlanActions(Grade::kSpeedLimit, Grade::kLock, 5.0, p);  // stopped (or at the limit)
  ASSERT_EQ(plan.actions.size(), 1u);
  EXPECT_EQ(plan.actions[0], ActionKind::kLock);
  EXPECT_EQ(plan.applied, Grade::kLock);
  // From nothing to lock at speed: the lower grades go, the lock waits.
  plan = PlanActions(Grade::kNone, Grade::kLock, 30.0, p);
  EXPECT_EQ(plan.actions.size(), 3u);
  EXPECT_TRUE(plan.lock_withheld);
}

TEST(LeaseRules, PaymentReversesLockAndSpeedLimit) {
  auto dues = Monthly();
  std::vector<Payment> paid = {{Local(2026, 1, 31), 30000}};
  const long long now = Local(2026, 2, 28) + 16 * kDayMs;
  Policy p;
  ASSERT_EQ(Evaluate({false, dues}, paid, now, p).grade, Grade::kLock);
  paid.push_back({now - 1000, 30000});  // February paid
  Evaluation e = Evaluate({false, dues}, paid, now, p);
  EXPECT_EQ(e.grade, Grade::kNone);
  ActionPlan plan = PlanActions(Grade::kLock, e.grade, 40.0, p);  // unlocking never waits for speed
  ASSERT_EQ(plan.actions.size(), 2u);
  EXPECT_EQ(plan.actions[0], ActionKind::kUnlock);
  EXPECT_EQ(plan.actions[1], ActionKind::kRestoreSpeed);
  EXPECT_EQ(plan.applied, Grade::kNone);
  // From the speed limit down to a notice: only the speed comes back.
  plan = PlanActions(Grade::kSpeedLimit, Grade::kNotify, 0.0, p);
  ASSERT_EQ(plan.actions.size(), 1u);
  EXPECT_EQ(plan.actions[0], ActionKind::kRestoreSpeed);
  // Notice and voice have nothing to reverse.
  EXPECT_TRUE(PlanActions(Grade::kVoice, Grade::kNone, 0.0, p).actions.empty());
}

TEST(LeaseRules, RetryBacksOffDoublingToTwoHours) {
  const RetryPolicy r;
  EXPECT_EQ(RetryDelay(1, r), 600'000);
  EXPECT_EQ(RetryDelay(2, r), 1'200'000);
  EXPECT_EQ(RetryDelay(4, r), 4'800'000);
  EXPECT_EQ(RetryDelay(5, r), 7'200'000);
  EXPECT_EQ(RetryDelay(40, r), 7'200'000);
}

TEST(LeaseRules, AFailedStepIsRetriedOnlyWhileWanted) {
  const RetryPolicy r;
  const long long t = 1'000'000'000;
  EXPECT_EQ(DecideRetry(ActionKind::kLock, 1, t, Grade::kLock, true, t + 599'999, r), Retry::kWait);
  EXPECT_EQ(DecideRetry(ActionKind::kLock, 1, t, Grade::kLock, true, t + 600'000, r), Retry::kSend);
  EXPECT_EQ(DecideRetry(ActionKind::kLock, 1, t, Grade::kNone, false, t + 600'000, r), Retry::kDrop);  // paid
  EXPECT_EQ(DecideRetry(ActionKind::kVoice, 1, t, Grade::kLock, true, t + 600'000, r), Retry::kSend);
  EXPECT_EQ(DecideRetry(ActionKind::kLock, 5, t, Grade::kLock, true, t + kDayMs, r), Retry::kGiveUp);
  EXPECT_EQ(DecideRetry(ActionKind::kUnlock, 1, t, Grade::kNone, false, t + 600'000, r), Retry::kSend);
  EXPECT_EQ(DecideRetry(ActionKind::kUnlock, 1, t, Grade::kLock, true, t + 600'000, r), Retry::kDrop);  // overdue again
  EXPECT_EQ(DecideRetry(ActionKind::kRestoreSpeed, 1, t, Grade::kVoice, true, t + 600'000, r), Retry::kSend);
  EXPECT_EQ(DecideRetry(ActionKind::kNotify, 1, t, Grade::kLock, true, t + 600'000, r), Retry::kDrop);
}

}  // namespace
}  // namespace chelian::lease
