// Implementation of the login throttle.
#include "auth/login_throttle.h"

#include <algorithm>

namespace chelian::auth {

static long long PauseFor(const ThrottlePolicy& p, int failed) {
  if (failed < p.slowdown_after) return 0;
  int exponent = std::min(failed - p.slowdown_after, 10);
  return std::min(p.max_pause_ms, 1000LL << exponent);  // 1 s, 2 s, 4 s … capped
}

ThrottleDecision CheckAttempt(const ThrottlePolicy& policy, const FailureState& s, long long now) {
  if (s.locked_until > now) return {false, true, s.locked_until - now};
  if (s.failed == 0 || now - s.first_failure_at > policy.window_ms) return {};
  long long ready_at = s.last_failure_at + PauseFor(policy, s.failed);
  if (ready_at > now) return {false, false, ready_at - now};
  return {};
}

FailureState AfterFailure(const ThrottlePolicy& policy, const FailureState& s, long long now) {
  FailureState next = s;
  if (s.failed == 0 || now - s.first_failure_at > policy.window_ms || (s.locked_until && s.locked_until <= now)) {
    next = FailureState{0, now, now, 0};
  }
  next.failed += 1;
  next.last_failure_at = now;
  if (next.failed >= policy.lock_after) next.locked_until = now + policy.lock_ms;
  return next;
}

}  // namespace chelian::auth
