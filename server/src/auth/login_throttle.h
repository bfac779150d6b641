// The login throttle as pure functions: after `slowdown_after` failures an account must wait an
// exponentially growing pause between attempts; `lock_after` failures within the window lock it.
#pragma once

namespace chelian::auth {

struct ThrottlePolicy {
  int slowdown_after = 3;
  int lock_after = 10;
  long long lock_ms = 15 * 60 * 1000;
  long long window_ms = 15 * 60 * 1000;
  long long max_pause_ms = 60 * 1000;
};

struct FailureState {
  int failed = 0;
  long long first_failure_at = 0;
  long long last_failure_at = 0;
  long long locked_until = 0;
};

struct ThrottleDecision {
  bool allowed = true;
  bool locked = false;
  long long retry_after_ms = 0;
};

// May an attempt be made at `now`?
ThrottleDecision CheckAttempt(const ThrottlePolicy& policy, const FailureState& state, long long now);

// The state after a failed attempt at `now` (starts a new window when the old one has passed).
FailureState AfterFailure(const ThrottlePolicy& policy, const FailureState& state, long long now);

}  // namespace chelian::auth
