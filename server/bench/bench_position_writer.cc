// Benchmark: the batched position writer into SQLite (WAL, (device_id, fix_time) index).
// Prefills N rows (default 3,000,000) across 10,000 devices, then measures sustained insert rate
// and commit latency for a further M rows, as the gateway would submit them (small batches
// interleaved across devices). With --keep-days the prefilled rows count as received long ago and
// the measured ones now: retention deletes the old ones while the new arrive (store.keep_days).
// Prints figures; never fails.
//   bench_position_writer [--prefill N] [--rows M] [--rate R rows/s for the measured part] [--db PATH]
//                         [--fold F rows per fold into the index] [--keep-days D]
#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "bench_args.h"
#include "core/clock.h"
#include "store/db.h"
#include "store/migrations.h"
#include "store/position_writer.h"
#include "store/wal_checkpointer.h"

using namespace chelian;
using bench::Arg;
using bench::Clock;
using bench::Ms;
using bench::StrArg;

namespace {

double CpuSeconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// `recv_ms`: the rows' arrival time (0: 0.8 s after their fix, in 2023).
std::vector<store::PositionRow> Batch(long long first_seq, int n, int devices, long long recv_ms) {
  std::vector<store::PositionRow> rows;
  rows.reserve(n);
  for (int i = 0; i < n; ++i) {
    long long seq = first_seq + i;
    store::PositionRow r;
    r.device_id = 1 + seq % devices;
    r.fix_time = 1'700'000'000'000LL + (seq / devices) * 10'000;
    r.recv_time = recv_ms ? recv_ms : r.fix_time + 800;
    r.lat = 22.5 + (seq % 1000) * 1e-4;
    r.lon = 114.0 + (seq % 777) * 1e-4;
    r.speed = static_cast<double>(seq % 90);
    r.course = static_cast<int>(seq % 360);
    r.satellites = 12;
    r.flags = store::kPositionValid | store::kPositionAccKnown | (seq % 3 ? store::kPositionAccOn : 0);
    r.mileage = seq * 0.01;
    rows.push_back(r);
  }
  return rows;
}

}  // namespace

int main(int argc, char** argv) {
  long long prefill = Arg(argc, argv, "--prefill", 3'000'000);
  long long measured = Arg(argc, argv, "--rows", 2'000'000);
  const int devices = 10'000;
  std::string path = "build/bench-data/positions.db";
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], "--db") == 0) path = argv[i + 1];
  std::filesystem::create_directories(std::filesystem::path(path).parent_path());
  for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(path + s);
  {
    auto conn = store::OpenSqliteConnection(path).value();
    store::Migrate(*conn).value();
  }
  store::PositionWriterOptions options;
  options.fold_rows = static_cast<size_t>(Arg(argc, argv, "--fold", static_cast<long long>(options.fold_rows)));
  const long long keep_days = Arg(argc, argv, "--keep-days", 0);
  // As the server (store.writer_cache_mb 256, store.wal_restart_frames 65536): a thread checkpoints,
  // the writer only when the log grows past 65,536 pages. The prefill's writer keeps everything;
  // the measured part's has the retention asked for.
  auto open_writer = [&](long long keep_ms) {
    store::PositionWriterOptions o = options;
    o.keep_ms = keep_ms;
    return std::make_unique<store::PositionWriter>(store::OpenPositionWriterConnection(path, 256, 65536).value(), o);
  };
  store::WalCheckpointer checkpointer(store::OpenSqliteConnection(path).value(), 500);
  auto writer = open_writer(0);

  long long rate = Arg(argc, argv, "--rate", 40'000);
  auto submit_all = [&](long long from, long long count, std::vector<double>* latencies_ms, long long recv_ms) {
    const int kBatch = 20;  // a gateway thread's worth of frames at a time
    std::mutex mu;
    auto begin = Clock::now();
    for (long long seq = from; seq < from + count; seq += kBatch) {
      if (latencies_ms && rate > 0) {  // paced: the measured part arrives at a steady rate
        auto due = begin + std::chrono::microseconds((seq - from) * 1'000'000 / rate);
        std::this_thread::sleep_until(due);
      }
      auto start = Clock::now();
      auto rows = Batch(seq, static_cast<int>(std::min<long long>(kBatch, from + count - seq)), devices,
                        recv_ms ? SystemNowMs() : 0);
      store::PositionWriter::Done done = nullptr;
      if (latencies_ms && (seq / kBatch) % 50 == 0) {
        done = [latencies_ms, start, &mu](const Status&) {
          std::lock_guard lock(mu);
          latencies_ms->push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        };
      }
      while (!writer->Submit(std::move(rows), std::move(done)))
        std::this_thread::sleep_for(std::chrono::milliseconds(1));  // back-pressure
    }
    writer->Flush();
  };

  auto t0 = Clock::now();
  submit_all(0, prefill, nullptr, 0);
  double prefill_s = std::chrono::duration<double>(Clock::now() - t0).count();
  std::printf("prefill: %lld rows in %.1f s = %.0f rows/s\n", prefill, prefill_s, prefill / prefill_s);

  if (keep_days > 0) {
    writer.reset();  // finishes its fold first: one writer at a time
    writer = open_writer(keep_days * 86'400'000);
    std::printf("retention on (keep %lld days): the %lld prefilled rows are past it\n", keep_days, prefill);
  }
  std::vector<double> lat;
  auto t1 = Clock::now();
  double cpu0 = CpuSeconds();
  submit_all(prefill, measured, &lat, keep_days > 0 ? 1 : 0);
  double cpu_s = CpuSeconds() - cpu0;
  double s = std::chrono::duration<double>(Clock::now() - t1).count();
  std::sort(lat.begin(), lat.end());
  auto pct = [&](double p) {
    return lat.empty() ? 0.0 : lat[std::min(lat.size() - 1, static_cast<size_t>(p * lat.size()))];
  };
  std::printf("after %lld rows, offered %lld rows/s: %lld rows in %.1f s = %.0f rows/s committed (10,000 devices)\n",
              prefill, rate, measured, s, measured / s);
  std::printf("CPU (all threads, user + system): %.1f us per row\n", cpu_s * 1e6 / static_cast<double>(measured));
  std::printf("submit-to-commit latency: p50 %.0f ms, p99 %.0f ms, max %.0f ms (%zu samples)\n", pct(0.5), pct(0.99),
              lat.empty() ? 0.0 : lat.back(), lat.size());
  auto st = writer->stats();
  std::printf("commits: %llu (%.0f rows each), failed: %llu\n", static_cast<unsigned long long>(st.commits),
              st.commits ? static_cast<double>(st.committed_rows) / st.commits : 0.0,
              static_cast<unsigned long long>(st.failed_commits));
  std::printf("folds into the index: %llu (%llu rows), longest transaction %.0f ms, longest sorted copy %.0f ms\n",
              static_cast<unsigned long long>(st.fold.folds), static_cast<unsigned long long>(st.fold.folded_rows),
              st.fold.longest_step_ms, st.fold.longest_prepare_ms);
  if (keep_days > 0)
    std::printf("purged meanwhile: %llu rows (%.0f rows/s), longest purge step %.0f ms\n",
                static_cast<unsigned long long>(st.purged_rows), static_cast<double>(st.purged_rows) / s,
                st.longest_purge_step_ms);
  auto ck = checkpointer.stats();
  std::printf("WAL checkpoints (own thread): %llu, longest %.0f ms\n", static_cast<unsigned long long>(ck.checkpoints),
              ck.longest_ms);
  return 0;
}
