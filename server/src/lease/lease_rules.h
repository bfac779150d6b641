// 电动车租赁's rules as pure functions (docs/elec-lease.md): the due items of a payment plan, a
// contract's evaluation over (contract, payments, now, policy) — overdue days and amount, status,
// grade — and the graded actions that bring a bike from the grade carried out to the grade due.
#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace chelian::lease {

inline constexpr long long kDayMs = 86'400'000;

// Contract states (lease_contracts.status): 进行中, 逾期, 已结清, 已终止.
enum class ContractStatus : int { kActive = 1, kOverdue = 2, kSettled = 3, kTerminated = 4 };
const char* ContractStatusText(ContractStatus s);

// Payment plan period (lease_contracts.period): 1 monthly, 2 weekly.
enum class Period : int { kMonthly = 1, kWeekly = 2 };

// One instalment of the plan: due at `due_at` (epoch ms), `amount` in fen.
struct Due {
  long long due_at = 0;
  long long amount = 0;
};
// One payment received: when and how much (fen).
struct Payment {
  long long paid_at = 0;
  long long amount = 0;
};

// The `term` instalments of `rent` each, the first at `start` (rent is paid in advance), then every
// month on the same day of the month (the month's last day when it is shorter) or every 7 days,
// days counted at `utc_offset_minutes`. Empty when term ≤ 0.
std::vector<Due> PlanDues(long long start, int term, Period period, long long rent, int utc_offset_minutes);

// Graded actions (处置策略), configured per company. A grade applies once the oldest unpaid
// instalment is that many days overdue (0 = the grade is off); nothing applies within `grace_days`.
enum class Grade : int { kNone = 0, kNotify = 1, kVoice = 2, kSpeedLimit = 3, kLock = 4 };
const char* GradeText(Grade g);

struct Policy {
  int grace_days = 3;
  int notify_days = 1;   // 短信/站内通知
  int voice_days = 5;    // 终端语音警告 (JT/T 808 text, TTS)
  int limit_days = 10;   // 限速
  int lock_days = 15;    // 停车后锁车
  int limit_kmh = 10;    // the speed limit set at 限速
  int normal_kmh = 25;   // the speed set back on payment (GB 17761: 25 km/h)
  int lock_max_kmh = 5;  // never lock while the bike is faster than this
  bool enabled = true;
};
// Days for grade `g` under `p` (0: off).
int GradeDays(const Policy& p, Grade g);

// A contract as the rules see it.
struct ContractFacts {
  bool terminated = false;
  std::span<const Due> dues;  // ascending due_at
};

struct Evaluation {
  ContractStatus status = ContractStatus::kActive;
  int overdue_days = 0;       // days since the oldest unpaid instalment fell due (0 if none)
  long long overdue = 0;      // fen due by now and not paid
  long long paid = 0;         // fen received
  long long due_total = 0;    // fen of the whole plan
  long long next_due_at = 0;  // the next instalment not paid (0: none)
  int late_count = 0;         // instalments paid (or still unpaid) more than grace days after due
  Grade grade = Grade::kNone;
};

// Payments are allocated to instalments oldest first. `payments` in any order.
Evaluation Evaluate(const ContractFacts& contract, std::span<const Payment> payments, long long now,
                    const Policy& policy);

// One step towards the grade due.
enum class ActionKind : int {
  kNotify = 1,        // 逾期通知
  kVoice = 2,         // 语音警告
  kSpeedLimit = 3,    // 限速
  kLock = 4,          // 锁车
  kRestoreSpeed = 5,  // 恢复限速
  kUnlock = 6,        // 解锁
};
const char* ActionText(ActionKind a);

struct ActionPlan {
  std::vector<ActionKind> actions;  // in order
  Grade applied = Grade::kNone;     // the grade carried out once `actions` are
  bool lock_withheld = false;       // the lock is due but the bike is faster than lock_max_kmh
};

// From grade `applied` (carried out earlier) to the evaluation's grade: each grade not yet carried
// out in turn, the lock only when `speed_kmh` is known and not above policy.lock_max_kmh; down
// (paid, settled, terminated, policy off) the speed limit and the lock are reversed.
ActionPlan PlanActions(Grade applied, Grade due, std::optional<double> speed_kmh, const Policy& policy);

// A step whose command failed, expired, timed out or was refused is sent again (D155): after
// `first_ms` for the first try, doubling per try, at most `max_ms`; never more than `max_tries`.
struct RetryPolicy {
  long long first_ms = 600'000;  // 10 min
  long long max_ms = 7'200'000;  // 2 h
  int max_tries = 5;
};
// The wait after try `try_no` (1 the first) before the next.
long long RetryDelay(int try_no, const RetryPolicy& r);

enum class Retry {
  kDrop,    // no longer wanted: paid (an overdue step), overdue again (a reversal), superseded
  kWait,    // its back-off has not passed
  kSend,    // send try `try_no + 1` now
  kGiveUp,  // `max_tries` tries failed
};
// Step `step`, try `try_no` made at `tried_at`, failed; the contract is at grade `applied` and
// `overdue` after this pass.
Retry DecideRetry(ActionKind step, int try_no, long long tried_at, Grade applied, bool overdue, long long now,
                  const RetryPolicy& r);

}  // namespace chelian::lease
