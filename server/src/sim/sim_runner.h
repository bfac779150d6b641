// chelian-sim's engine: N simulated devices over JT/T 808 and GT06 (and the demo school's watch
// badges and pet H02 trackers, SimOptions::wearables) against a server, each on its
// own TCP connection, driving the motion model in real time (demo) or sending the next location as
// soon as the previous one is acknowledged (flood, for benchmarks). Runs on a net/uring_loop.h loop.
// JT/T 808 terminals sign in as real ones do: they register only while they hold no code (or their
// code was refused) and authenticate with it on every connection (gateway.jt808_auth = require).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace chelian::sim {

enum class SimMode {
  kDemo,   // real-time motion, one report every interval while driving, less often parked
  kFlood,  // JT/T 808 only: next 0x0200 as soon as the previous one is acknowledged
  kIdle,   // connect, sign in, then only heartbeats (connection-count tests)
};

struct SimOptions {
  std::string host = "127.0.0.1";
  int jt808_port = 7788;
  int gt06_port = 5023;
  int watch_port = 5088;
  int h02_port = 5013;
  // The demo school's badges and pet trackers to drive as well (sim/demo_fleet.h DemoWearableAt),
  // walking pace; not in flood mode.
  int wearables = 0;
  // 电动车卫士's demo e-bikes (sim/demo_ebikes.h) and 电动车租赁's rental fleet (sim/demo_rental.h; the
  // bikes it keeps offline stay away) to ride as well: e-bike pace, pack and guard (sim/ebike_model.h),
  // answering 设防/撤防 and 锁车 (a locked bike stays where it is); not in flood mode.
  int ebikes = 0;
  bool rental = false;
  int devices = 200;
  int first = 0;  // index of the first demo vehicle (sim/demo_fleet.h)
  SimMode mode = SimMode::kDemo;
  double interval_s = 10;               // report interval while driving
  double parked_interval_s = 60;        // report interval while parked
  double heartbeat_s = 60;              // idle mode
  int duration_s = 0;                   // 0: until interrupted
  int connects_per_s = 500;             // connection ramp
  int report_every_s = 10;              // progress line interval
  std::vector<std::string> source_ips;  // local addresses to spread connections over (many conns)
  bool jt808_only = false;
  // 0: fixes carry the wall-clock time. > 0: each report advances the vehicle's clock by this many
  // seconds (time-compressed runs for benchmarks: every fix then has its own second and place).
  double sim_seconds_per_report = 0;
  // With sim_seconds_per_report: the first fix lies this many seconds in the past (a run that
  // replays hours of driving within a test without fixes from the future).
  int start_ago_s = 0;
  // Chance per trip of an overspeed stretch and of an emergency alarm (< 0: the motion model's own).
  double alarm_chance = -1;
  // JT/T 808 authentication codes kept across runs, as terminals keep theirs in flash ("" : only for
  // the run): lines "terminal code", the last line of a terminal wins; new codes are appended.
  std::string auth_file;
};

struct SimResult {
  uint64_t sent = 0, acked = 0, connect_failures = 0, disconnects = 0;
  uint64_t registrations = 0, refused_sign_ins = 0;  // JT/T 808 0x0100 sent; registrations or authentications refused
  int connected = 0;
  double seconds = 0;
  double p50_ms = 0, p99_ms = 0, max_ms = 0;  // send → acknowledgement, JT/T 808 locations
  // The same for reports sent from steady_from_s on: the ramp of connections and sign-ins left out.
  double steady_from_s = 0, steady_p50_ms = 0, steady_p99_ms = 0, steady_max_ms = 0;
};

// Runs until duration_s passes (or SIGINT/SIGTERM); prints progress lines; returns totals.
SimResult RunSimulator(const SimOptions& options);

}  // namespace chelian::sim
