// Tests for the device side's status line: rates are per second between the two readings, counts
// are the period's.
#include "app/status_line.h"

#include <gtest/gtest.h>

namespace chelian {
namespace {

TEST(StatusLine, RatesAreThePeriodsDifferencesPerSecond) {
  DeviceSideCounters before, now;
  before.frames = 1000;
  before.bad_frames = 2;
  before.committed_rows = 500;
  now.connections = 12;
  now.paused_connections = 1;
  now.frames = 21000;
  now.bad_frames = 5;
  now.committed_rows = 40500;
  now.queued_rows = 300;
  now.folds = 4;
  now.longest_fold_step_ms = 51.4;
  now.longest_fold_prepare_ms = 120;
  now.checkpoints = 9;
  now.wal_frames = 7000;
  now.wal_frames_copied = 6500;
  now.longest_checkpoint_ms = 88;
  before.bad_check = 1;
  now.bad_check = 2;
  now.unauthenticated = 4;
  now.refused = 7;
  now.auth_failures = 1;
  now.logins_limited = 3;
  now.channel_takeovers = 2;
  now.channel_refusals = 1;
  now.answers_ignored = 5;
  EXPECT_EQ(FormatStatusLine(now, before, 2.0),
            "devices: 12 connections (1 paused), 10000 frames/s (3 bad, 1 with a wrong check code), 20000 positions/s "
            "stored, "
            "300 waiting for the writer; folds 4 (longest step 51 ms, sort 120 ms); WAL 7000 frames, 6500 copied back "
            "(checkpoints 9, longest 88 ms); identity: 4 unauthenticated connections, 7 reports refused, 1 failed "
            "authentications, 3 sign-ins over the limit, 2 channel take-overs (1 refused), 5 answers ignored");
}

}  // namespace
}  // namespace chelian
