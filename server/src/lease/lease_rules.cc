// 电动车租赁's rules (lease_rules.h).
#include "lease/lease_rules.h"

#include <algorithm>

#include "core/civil_time.h"

namespace chelian::lease {
namespace {

int DaysInMonth(int year, int month) {
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return month == 2 && leap ? 29 : kDays[month - 1];
}

}  // namespace

const char* ContractStatusText(ContractStatus s) {
  switch (s) {
    case ContractStatus::kActive:
      return "进行中";
    case ContractStatus::kOverdue:
      return "逾期";
    case ContractStatus::kSettled:
      return "已结清";
    case ContractStatus::kTerminated:
      return "已终止";
  }
  return "";
}

const char* GradeText(Grade g) {
  switch (g) {
    case Grade::kNone:
      return "无";
    case Grade::kNotify:
      return "逾期通知";
    case Grade::kVoice:
      return "语音警告";
    case Grade::kSpeedLimit:
      return "限速";
    case Grade::kLock:
      return "停车锁车";
  }
  return "";
}

const char* ActionText(ActionKind a) {
  switch (a) {
    case ActionKind::kNotify:
      return "逾期通知";
    case ActionKind::kVoice:
      return "语音警告";
    case ActionKind::kSpeedLimit:
      return "限速";
    case ActionKind::kLock:
      return "锁车";
    case ActionKind::kRestoreSpeed:
      return "恢复限速";
    case ActionKind::kUnlock:
      return "解锁";
  }
  return "";
}

std::vector<Due> PlanDues(long long start, int term, Period period, long long rent, int utc_offset_minutes) {
  std::vector<Due> out;
  if (term <= 0) return out;
  out.reserve(static_cast<size_t>(term));
  const long long offset_ms = static_cast<long long>(utc_offset_minutes) * 60'000;
  const CivilTime local = EpochMsToCivil(start + offset_ms);
  for (int i = 0; i < term; ++i) {
    if (period == Period::kWeekly) {
      out.push_back({start + 7LL * kDayMs * i, rent});
      continue;
    }
    CivilTime t = local;
    int months = local.month - 1 + i;
    t.year = local.year + months / 12;
    t.month = months % 12 + 1;
    t.day = std::min(local.day, DaysInMonth(t.year, t.month));
    auto at = CivilToEpochMs(t, utc_offset_minutes);
    out.push_back({at.value_or(start), rent});
  }
  return out;
}

int GradeDays(const Policy& p, Grade g) {
  switch (g) {
    case Grade::kNone:
      return 0;
    case Grade::kNotify:
      return p.notify_days;
    case Grade::kVoice:
      return p.voice_days;
    case Grade::kSpeedLimit:
      return p.limit_days;
    case Grade::kLock:
      return p.lock_days;
  }
  return 0;
}

Evaluation Evaluate(const ContractFacts& contract, std::span<const Payment> payments, long long now,
                    const Policy& policy) {
  Evaluation e;
  for (const Payment& p : payments) e.paid += p.amount;
  for (const Due& d : contract.dues) e.due_total += d.amount;

  // The times the payments reached each running total, for the instalments paid late.
  std::vector<Payment> by_time(payments.begin(), payments.end());
  std::sort(by_time.begin(), by_time.end(), [](const Payment& a, const Payment& b) { return a.paid_at < b.paid_at; });
  const long long grace_ms = static_cast<long long>(policy.grace_days) * kDayMs;
  long long cumulative_due = 0, due_by_now = 0, oldest_unpaid = 0;
  size_t next_payment = 0;
  long long cumulative_paid = 0;
  for (const Due& d : contract.dues) {
    cumulative_due += d.amount;
    if (d.due_at <= now) due_by_now += d.amount;
    // When was this instalment covered? Walk the payments until the running total reaches it.
    while (next_payment < by_time.size() && cumulative_paid < cumulative_due)
      cumulative_paid += by_time[next_payment++].amount;
    const bool covered = cumulative_paid >= cumulative_due;
    const long long covered_at = covered && next_payment > 0 ? by_time[next_payment - 1].paid_at : 0;
    if (!covered) {
      if (e.next_due_at == 0) e.next_due_at = d.due_at;
      if (d.due_at <= now && oldest_unpaid == 0) oldest_unpaid = d.due_at;
      if (d.due_at + grace_ms < now) ++e.late_count;
    } else if (covered_at > d.due_at + grace_ms) {
      ++e.late_count;
    }
  }
  e.overdue = std::max(0LL, due_by_now - e.paid);
  if (oldest_unpaid > 0) e.overdue_days = static_cast<int>((now - oldest_unpaid) / kDayMs);

  if (contract.terminated) {
    e.status = ContractStatus::kTerminated;
  } else if (!contract.dues.empty() && e.paid >= e.due_total) {
    e.status = ContractStatus::kSettled;
  } else if (e.overdue > 0 && e.overdue_days > policy.grace_days) {
    e.status = ContractStatus::kOverdue;
  }
  if (e.status == ContractStatus::kOverdue && policy.enabled) {
    for (Grade g : {Grade::kNotify, Grade::kVoice, Grade::kSpeedLimit, Grade::kLock}) {
      int days = GradeDays(policy, g);
      if (days > 0 && e.overdue_days >= days) e.grade = g;
    }
  }
  return e;
}

ActionPlan PlanActions(Grade applied, Grade due, std::optional<double> speed_kmh, const Policy& policy) {
  ActionPlan plan;
  plan.applied = applied;
  const int from = static_cast<int>(applied), to = static_cast<int>(due);
  if (to > from) {
    for (int g = from + 1; g <= to; ++g) {
      const Grade grade = static_cast<Grade>(g);
      if (GradeDays(policy, grade) <= 0) continue;  // a grade that is off is skipped, not carried out
      if (grade == Grade::kLock && (!speed_kmh || *speed_kmh > policy.lock_max_kmh)) {
        plan.lock_withheld = true;
        break;
      }
      plan.actions.push_back(static_cast<ActionKind>(g));
      plan.applied = grade;
    }
    return plan;
  }
  if (to < from) {
    if (from >= static_cast<int>(Grade::kLock) && to < static_cast<int>(Grade::kLock))
      plan.actions.push_back(ActionKind::kUnlock);
    if (from >= static_cast<int>(Grade::kSpeedLimit) && to < static_cast<int>(Grade::kSpeedLimit))
      plan.actions.push_back(ActionKind::kRestoreSpeed);
    plan.applied = due;
  }
  return plan;
}

long long RetryDelay(int try_no, const RetryPolicy& r) {
  long long d = r.first_ms;
  for (int i = 1; i < try_no && d < r.max_ms; ++i) d *= 2;
  return std::min(d, r.max_ms);
}

Retry DecideRetry(ActionKind step, int try_no, long long tried_at, Grade applied, bool overdue, long long now,
                  const RetryPolicy& r) {
  const int g = static_cast<int>(applied);
  bool wanted = false;
  switch (step) {
    case ActionKind::kVoice:
    case ActionKind::kSpeedLimit:
    case ActionKind::kLock:
      wanted = overdue && g >= static_cast<int>(step);  // the step's grade is its number
      break;
    case ActionKind::kRestoreSpeed:
      wanted = g < static_cast<int>(Grade::kSpeedLimit);
      break;
    case ActionKind::kUnlock:
      wanted = g < static_cast<int>(Grade::kLock);
      break;
    case ActionKind::kNotify:  // a notice is no command
      break;
  }
  if (!wanted) return Retry::kDrop;
  if (try_no >= r.max_tries) return Retry::kGiveUp;
  if (now < tried_at + RetryDelay(try_no, r)) return Retry::kWait;
  return Retry::kSend;
}

}  // namespace chelian::lease
