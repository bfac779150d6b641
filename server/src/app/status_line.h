// The device side's status in one log line (log.stats_interval_s): what came in and what was
// stored since the last line, what waits, and how folds and WAL checkpoints go — for operators
// watching a busy server and for benchmarks.
#pragma once

#include <cstdint>
#include <string>

namespace chelian {

struct DeviceSideCounters {
  size_t connections = 0;
  long long paused_connections = 0;      // not read now: their messages wait for storage (back-pressure)
  long long frames = 0, bad_frames = 0;  // decoded by the gateway so far
  // Device identity so far (gateway::GatewayContext): frames with a wrong check code, connections
  // that reported without authenticating, reports refused for it, failed authentications, sign-ins
  // over the per-address limit, command channels taken over / refused, command answers ignored.
  long long bad_check = 0, unauthenticated = 0, refused = 0, auth_failures = 0, logins_limited = 0;
  long long channel_takeovers = 0, channel_refusals = 0, answers_ignored = 0;
  uint64_t committed_rows = 0;  // positions stored so far
  size_t queued_rows = 0;       // positions waiting for the writer now
  uint64_t folds = 0;
  double longest_fold_step_ms = 0, longest_fold_prepare_ms = 0;
  uint64_t checkpoints = 0;
  long long wal_frames = 0, wal_frames_copied = 0;  // at the last checkpoint
  double longest_checkpoint_ms = 0;
};

// `seconds`: time between the two readings (> 0).
std::string FormatStatusLine(const DeviceSideCounters& now, const DeviceSideCounters& before, double seconds);

}  // namespace chelian
