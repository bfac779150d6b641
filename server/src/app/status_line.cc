// Implementation of the device side's status line.
#include "app/status_line.h"

#include <spdlog/fmt/fmt.h>

namespace chelian {

std::string FormatStatusLine(const DeviceSideCounters& now, const DeviceSideCounters& before, double seconds) {
  double per_s = seconds > 0 ? 1 / seconds : 0;
  std::string line = fmt::format(
      "devices: {} connections ({} paused), {:.0f} frames/s ({} bad, {} with a wrong check code), {:.0f} positions/s "
      "stored, "
      "{} waiting for the writer; folds {} (longest step {:.0f} ms, sort {:.0f} ms); WAL {} frames, {} copied back "
      "(checkpoints {}, longest {:.0f} ms)",
      now.connections, now.paused_connections, static_cast<double>(now.frames - before.frames) * per_s,
      now.bad_frames - before.bad_frames, now.bad_check - before.bad_check,
      static_cast<double>(now.committed_rows - before.committed_rows) * per_s, now.queued_rows, now.folds,
      now.longest_fold_step_ms, now.longest_fold_prepare_ms, now.wal_frames, now.wal_frames_copied, now.checkpoints,
      now.longest_checkpoint_ms);
  // Identity: what happened since the last line.
  line += fmt::format(
      "; identity: {} unauthenticated connections, {} reports refused, {} failed authentications, {} sign-ins over "
      "the limit, {} channel take-overs ({} refused), {} answers ignored",
      now.unauthenticated - before.unauthenticated, now.refused - before.refused,
      now.auth_failures - before.auth_failures, now.logins_limited - before.logins_limited,
      now.channel_takeovers - before.channel_takeovers, now.channel_refusals - before.channel_refusals,
      now.answers_ignored - before.answers_ignored);
  return line;
}

}  // namespace chelian
