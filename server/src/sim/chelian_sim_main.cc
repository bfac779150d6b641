// chelian-sim: drives simulated devices (the demo fleet) over JT/T 808 and GT06 against a server,
// the demo school's watch badges and pet H02 trackers (--wearables N), 电动车卫士's demo e-bikes
// (--ebikes N) and 电动车租赁's rental fleet (--rental).
//   chelian-sim [--host H] [--jt808-port P] [--gt06-port P] [--devices N] [--first I]
//               [--wearables N] [--watch-port P] [--h02-port P] [--ebikes N] [--rental]
//               [--mode demo|flood|idle] [--interval S] [--parked-interval S] [--duration S]
//               [--connects-per-s N] [--source-ips 127.0.0.2,127.0.0.3] [--jt808-only]
//               [--sim-seconds-per-report S]   (time-compressed motion for benchmarks)
//               [--start-ago-s S]   (with it: the first fix S seconds in the past)
//               [--alarm-chance P]  (per trip: overspeed stretch and emergency alarm, 0–1)
//               [--report-every S]   (seconds between progress lines, default 10)
//               [--auth-file F]   (JT/T 808 authentication codes kept across runs)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "core/strings.h"
#include "sim/sim_runner.h"

int main(int argc, char** argv) {
  chelian::sim::SimOptions o;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "missing value for %s\n", a.c_str());
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--host")
      o.host = next();
    else if (a == "--jt808-port")
      o.jt808_port = std::atoi(next().c_str());
    else if (a == "--gt06-port")
      o.gt06_port = std::atoi(next().c_str());
    else if (a == "--watch-port")
      o.watch_port = std::atoi(next().c_str());
    else if (a == "--h02-port")
      o.h02_port = std::atoi(next().c_str());
    else if (a == "--wearables")
      o.wearables = std::max(0, std::atoi(next().c_str()));
    else if (a == "--ebikes")
      o.ebikes = std::max(0, std::atoi(next().c_str()));
    else if (a == "--rental")
      o.rental = true;
    else if (a == "--devices")
      o.devices = std::atoi(next().c_str());
    else if (a == "--first")
      o.first = std::atoi(next().c_str());
    else if (a == "--interval")
      o.interval_s = std::atof(next().c_str());
    else if (a == "--parked-interval")
      o.parked_interval_s = std::atof(next().c_str());
    else if (a == "--duration")
      o.duration_s = std::atoi(next().c_str());
    else if (a == "--connects-per-s")
      o.connects_per_s = std::atoi(next().c_str());
    else if (a == "--report-every")
      o.report_every_s = std::max(1, std::atoi(next().c_str()));
    else if (a == "--jt808-only")
      o.jt808_only = true;
    else if (a == "--auth-file")
      o.auth_file = next();
    else if (a == "--sim-seconds-per-report")
      o.sim_seconds_per_report = std::atof(next().c_str());
    else if (a == "--start-ago-s")
      o.start_ago_s = std::max(0, std::atoi(next().c_str()));
    else if (a == "--alarm-chance")
      o.alarm_chance = std::clamp(std::atof(next().c_str()), 0.0, 1.0);
    else if (a == "--source-ips") {
      for (auto ip : chelian::Split(next(), ',')) o.source_ips.emplace_back(ip);
    } else if (a == "--mode") {
      std::string m = next();
      if (m == "demo")
        o.mode = chelian::sim::SimMode::kDemo;
      else if (m == "flood")
        o.mode = chelian::sim::SimMode::kFlood;
      else if (m == "idle")
        o.mode = chelian::sim::SimMode::kIdle;
      else {
        std::fprintf(stderr, "unknown mode %s\n", m.c_str());
        return 2;
      }
    } else {
      std::fprintf(stderr, "unknown option %s (see the comment atop chelian_sim_main.cc)\n", a.c_str());
      return 2;
    }
  }
  if (o.mode == chelian::sim::SimMode::kFlood) o.jt808_only = true;
  auto r = chelian::sim::RunSimulator(o);
  std::printf(
      "devices %d: sent %llu, acknowledged %llu in %.1f s = %.0f acks/s; ack latency p50 %.2f ms, p99 %.2f ms, "
      "max %.1f ms (from %.0f s on: p50 %.2f ms, p99 %.2f ms, max %.1f ms); connect failures %llu, disconnects %llu, "
      "registrations %llu, sign-ins refused %llu\n",
      o.devices, static_cast<unsigned long long>(r.sent), static_cast<unsigned long long>(r.acked), r.seconds,
      r.acked / std::max(0.001, r.seconds), r.p50_ms, r.p99_ms, r.max_ms, r.steady_from_s, r.steady_p50_ms,
      r.steady_p99_ms, r.steady_max_ms, static_cast<unsigned long long>(r.connect_failures),
      static_cast<unsigned long long>(r.disconnects), static_cast<unsigned long long>(r.registrations),
      static_cast<unsigned long long>(r.refused_sign_ins));
  return 0;
}
