// Benchmark: the position writer into PostgreSQL (store.engine = postgres: one COPY per batch into
// monthly partitions, acknowledged after the commit) and one vehicle-day of track read back.
// Needs CHELIAN_TEST_PG_URL (scripts/bench.sh runs it under scripts/with-postgres.sh) or --url.
// Writes N rows (default 2,000,000) from 10,000 devices as fast as the writer takes them (bounded
// queue: back-pressure), each device at 10 s intervals; then packs the months as the server packs
// an ended one and reads devices' days as the track does, from disk (the database's files dropped
// from the page cache) and again. Prints figures;
// never fails. The run at 100 million rows is by hand (docs/scale-out.md § Figures).
//   bench_postgres_positions [--rows N] [--devices D] [--reads R vehicle-days] [--keep 1: leave the
//                            schema bench_positions for a look] [--url postgresql://…]
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "app/config.h"
#include "bench_args.h"
#include "core/clock.h"
#include "page_cache.h"
#include "store/migrations.h"
#include "store/position_months.h"
#include "store/position_writer.h"
#include "store/postgres_db.h"
#include "store/track_repo.h"

using namespace chelian;
using bench::Arg;
using bench::Clock;
using bench::Ms;
using bench::StrArg;

namespace {

constexpr long long kFirstFix = 1'795'000'000'000LL;  // 2026-11-18 UTC: the month partitions hold them

std::vector<store::PositionRow> Batch(long long first_seq, int n, int devices) {
  std::vector<store::PositionRow> rows;
  rows.reserve(n);
  for (int i = 0; i < n; ++i) {
    long long seq = first_seq + i;
    store::PositionRow r;
    r.device_id = 1 + seq % devices;
    r.fix_time = kFirstFix + (seq / devices) * 10'000;
    r.recv_time = r.fix_time + 800;
    r.lat = 22.5 + (seq % 1000) * 1e-4;
    r.lon = 114.0 + (seq % 777) * 1e-4;
    r.speed = static_cast<double>(seq % 90);
    r.course = static_cast<int>(seq % 360);
    r.satellites = 12;
    r.flags = store::kPositionValid | store::kPositionAccKnown | (seq % 3 ? store::kPositionAccOn : 0);
    r.mileage = seq * 0.01;
    if (seq % 50 == 0) r.alarms = "overSpeed";
    rows.push_back(r);
  }
  return rows;
}

// User + system CPU seconds of process `pid` so far (/proc/PID/stat; 0 when it cannot be read).
double ProcessCpuSeconds(long long pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string stat((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  size_t end = stat.rfind(')');  // the name may hold spaces; fields 14 and 15 follow it
  if (end == std::string::npos) return 0;
  std::istringstream fields(stat.substr(end + 2));
  std::string f;
  double ticks = 0;
  for (int i = 3; i <= 15 && fields >> f; ++i)
    if (i >= 14) ticks += std::atof(f.c_str());
  return ticks / static_cast<double>(sysconf(_SC_CLK_TCK));
}

}  // namespace

int main(int argc, char** argv) {
  const char* env = std::getenv("CHELIAN_TEST_PG_URL");
  const std::string url = StrArg(argc, argv, "--url", env ? env : "");
  if (url.empty()) {
    std::printf("no PostgreSQL: set CHELIAN_TEST_PG_URL or --url (scripts/with-postgres.sh)\n");
    return 0;
  }
  const long long total = Arg(argc, argv, "--rows", 2'000'000);
  const int devices = static_cast<int>(Arg(argc, argv, "--devices", 10'000));
  const int reads = static_cast<int>(std::max<long long>(1, Arg(argc, argv, "--reads", 1)));
  {
    auto conn = store::OpenPostgresConnection(url);
    if (!conn.ok()) {
      std::printf("no PostgreSQL at %s: %s\n", url.c_str(), conn.status().message().c_str());
      return 0;
    }
    // A fresh schema of the benchmark's own: what a previous run left goes.
    (*conn)->ExecScript("DROP SCHEMA IF EXISTS bench_positions CASCADE; CREATE SCHEMA bench_positions").ok();
  }
  const std::string bench_url =
      url + (url.find('?') == std::string::npos ? "?" : "&") + "options=-csearch_path%3Dbench_positions";
  {
    auto conn = store::OpenPostgresConnection(bench_url).value();
    store::Migrate(*conn).value();
  }
  store::PositionWriterOptions options;  // the server's defaults (store.batch_rows 4000, 200 ms)
  auto writer = std::make_unique<store::PositionWriter>(
      store::OpenPostgresConnection(bench_url + "&application_name=bench_writer").value(), options);

  std::vector<double> latencies;
  std::mutex mu;
  const int kBatch = 20;  // a gateway thread's worth of frames at a time
  auto t0 = Clock::now();
  for (long long seq = 0; seq < total; seq += kBatch) {
    auto start = Clock::now();
    auto rows = Batch(seq, static_cast<int>(std::min<long long>(kBatch, total - seq)), devices);
    store::PositionWriter::Done done = nullptr;
    if ((seq / kBatch) % 50 == 0)
      done = [&latencies, &mu, start](const Status&) {
        std::lock_guard lock(mu);
        latencies.push_back(Ms(start));
      };
    while (!writer->Submit(std::move(rows), std::move(done)))
      std::this_thread::sleep_for(std::chrono::milliseconds(1));  // back-pressure
  }
  writer->Flush();
  double s = std::chrono::duration<double>(Clock::now() - t0).count();
  auto st = writer->stats();
  // CPU of the writer's server process (same machine: /proc), a figure the machine's load does not
  // change, unlike the rate above; and this process's (the writer thread and the row generation).
  auto conn = store::OpenPostgresConnection(bench_url).value();
  auto backend = conn->Query("SELECT pid FROM pg_stat_activity WHERE application_name = 'bench_writer'");
  double server_cpu = backend.ok() && !backend->empty() ? ProcessCpuSeconds(backend->at(0).Int(0)) : 0;
  double client_cpu = ProcessCpuSeconds(getpid());
  writer.reset();
  std::sort(latencies.begin(), latencies.end());
  auto pct = [&](double p) {
    return latencies.empty() ? 0.0
                             : latencies[std::min(latencies.size() - 1, static_cast<size_t>(p * latencies.size()))];
  };
  std::printf(
      "PostgreSQL ingest: %lld rows in %.1f s = %.0f positions/s committed (acknowledged after commit, %d devices)\n",
      total, s, total / s, devices);
  std::printf(
      "CPU per position: %.1f us in the PostgreSQL server process, %.1f us in this process (one core: %.0f/s)\n",
      server_cpu * 1e6 / total, client_cpu * 1e6 / total, total / std::max(1e-9, server_cpu + client_cpu));
  std::printf(
      "submit-to-commit latency: p50 %.0f ms, p99 %.0f ms (%zu samples); commits %llu (%.0f rows each), failed %llu\n",
      pct(0.5), pct(0.99), latencies.size(), static_cast<unsigned long long>(st.commits),
      st.commits ? static_cast<double>(st.committed_rows) / st.commits : 0.0,
      static_cast<unsigned long long>(st.failed_commits));

  // Bytes per position, heap and day index of every month; then the months packed as the server
  // packs a month that has ended (store::PackEndedPositionMonths, D160: the day index rebuilt, the
  // pages all-visible), here at once with a clock years ahead.
  auto print_size = [&](const char* when) {
    auto size = conn->Query(
        "SELECT SUM(pg_table_size(c.oid))::BIGINT, SUM(pg_indexes_size(c.oid))::BIGINT FROM pg_class c "
        "WHERE c.relnamespace = 'bench_positions'::regnamespace AND c.relkind = 'r' "
        "AND c.relname LIKE 'positions\\_%'");
    if (size.ok() && !size->empty())
      std::printf("stored %s: %.0f bytes per position: heap %.0f + day index %.0f\n", when,
                  static_cast<double>(size->at(0).Int(0) + size->at(0).Int(1)) / static_cast<double>(total),
                  static_cast<double>(size->at(0).Int(0)) / static_cast<double>(total),
                  static_cast<double>(size->at(0).Int(1)) / static_cast<double>(total));
  };
  print_size("as written");
  auto pack0 = Clock::now();
  auto packed = store::PackEndedPositionMonths(*conn, SystemNowMs() + 10 * 365 * 86'400'000LL);
  if (!packed.ok()) std::printf("months not packed: %s\n", packed.status().message().c_str());
  std::printf("months packed: %d in %.1f s\n", packed.ok() ? *packed : 0, Ms(pack0) / 1000);
  print_size("packed");

  // Vehicle-days of the packed months: the track's read (store::LoadTrackFixes, the function behind
  // the track API: an index-only scan of the day index), with a new connection as the server's pool
  // makes it; the first round after the database's files left the page cache (from disk, unless
  // PostgreSQL's own buffers hold the pages), then again. Devices spread over the fleet, the first
  // whole day of each. The read-ahead the server's pool uses by default (store.postgres_io_concurrency).
  const int io_concurrency = static_cast<int>(Config::Load("", {}).value().GetInt("store.postgres_io_concurrency"));
  conn = store::OpenPostgresConnection(bench_url, io_concurrency).value();
  auto data_dir = conn->Query("SELECT current_setting('data_directory')");
  const int dropped = data_dir.ok() && !data_dir->empty() ? bench::DropFolderFromPageCache(data_dir->at(0).Text(0)) : 0;
  for (int round = 0; round < 2; ++round) {
    std::vector<double> times;
    long long n = 0;
    for (int k = 0; k < reads; ++k) {
      const long long device = 1 + (static_cast<long long>(devices) * (2 * k + 1)) / (2 * reads);
      auto r0 = Clock::now();
      auto day = store::LoadTrackFixes(*conn, {device}, kFirstFix, kFirstFix + 86'400'000LL - 1, 1'000'000);
      times.push_back(Ms(r0));
      if (!day.ok())
        std::printf("vehicle-day read failed: %s\n", day.status().message().c_str());
      else
        n = static_cast<long long>(day->size());
    }
    std::sort(times.begin(), times.end());
    std::printf("one vehicle-day of track (%s): %lld points, %d devices: median %.1f ms, max %.1f ms\n",
                round == 0 ? (dropped ? "from disk" : "first read") : "again", n, reads, times[times.size() / 2],
                times.back());
  }
  if (!Arg(argc, argv, "--keep", 0)) conn->ExecScript("DROP SCHEMA bench_positions CASCADE").ok();
  return 0;
}
