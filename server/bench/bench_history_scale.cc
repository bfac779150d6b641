// Benchmark: the SQLite position store at a large size (issue 28). Fills a database through the
// store's own position writer (no gateway): N fixes of D devices, one every S seconds each, taken
// round by round as a fleet sends them; then reads vehicle-days and a month the way the track API
// does (store::LoadTrackFixes), cold (the file dropped from the page cache) and again, and measures
// ingestion at that size, the writer and checkpointer made as the server makes them with its default
// configuration. Before the rows, a bulk loader writes P earlier days of the same fleet straight
// into packed vehicle-days (D168), as the packer leaves ended months, and those are read the same
// way. Prints figures; never fails. The big run is by hand (docs/benchmarks.md).
//   bench_history_scale [--db PATH] [--rows N] [--devices D] [--step-s S] [--fill 0 keeps the rows]
//                       [--reads R vehicle-days] [--more M rows ingested at the end]
//                       [--packed-days P days packed before the rows] [--pack 0: the rows are not packed]
// With --pack (the default), every whole day of the rows but the last is then packed by the server's
// own packer (store::PackPositionDays) while the writer keeps ingesting, and a packed day is read.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "api/track/track_service.h"
#include "app/config.h"
#include "app/module_options.h"
#include "bench_args.h"
#include "page_cache.h"
#include "store/db.h"
#include "store/migrations.h"
#include "store/position_day_packer.h"
#include "store/position_writer.h"
#include "store/track_repo.h"
#include "store/wal_checkpointer.h"

using namespace chelian;
using bench::Arg;
using bench::Clock;
using bench::Ms;
using bench::StrArg;

namespace {

constexpr long long kBaseMs = 1'698'768'000'000;  // 2023-11-01 00:00 in China (UTC+8)
constexpr long long kDayMs = 86'400'000;
// As the track API asks: one more than it serves, to know there were more.
const size_t kTrackLimit = static_cast<size_t>(api::track::TrackOptions{}.max_points) + 1;

struct Fleet {
  long long devices;
  long long step_ms;
};

// Fix `seq` of the fleet: device 1 + seq % D at its round's time.
store::PositionRow Fix(const Fleet& f, long long seq) {
  store::PositionRow r;
  r.device_id = 1 + seq % f.devices;
  r.fix_time = kBaseMs + (seq / f.devices) * f.step_ms;
  r.recv_time = r.fix_time + 800;
  r.lat = 22.5 + (seq % 1000) * 1e-4;
  r.lon = 114.0 + (seq % 777) * 1e-4;
  r.speed = static_cast<double>(seq % 90);
  r.course = static_cast<int>(seq % 360);
  r.satellites = 12;
  r.flags = store::kPositionValid | store::kPositionAccKnown | (seq % 3 ? store::kPositionAccOn : 0);
  r.mileage = static_cast<double>(seq / f.devices) * 0.1;
  return r;
}

// Submits fixes [from, from + count) in batches, waits for their commit; returns rows/s.
double Ingest(store::PositionWriter& writer, const Fleet& f, long long from, long long count, bool progress) {
  const long long kBatch = 1000;
  auto begin = Clock::now();
  for (long long seq = from; seq < from + count; seq += kBatch) {
    std::vector<store::PositionRow> rows;
    long long n = std::min(kBatch, from + count - seq);
    rows.reserve(static_cast<size_t>(n));
    for (long long i = 0; i < n; ++i) rows.push_back(Fix(f, seq + i));
    while (!writer.Submit(std::move(rows))) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    long long done = seq + n - from;
    if (progress && done % 10'000'000 == 0) {
      std::printf("fill progress: %lld rows, %.0f rows/s so far\n", done, done / (Ms(begin) / 1000));
      std::fflush(stdout);
    }
  }
  writer.Flush();
  return static_cast<double>(count) / (Ms(begin) / 1000);
}

// The bulk loader: `days` China days before kBaseMs of every device of the fleet, as Fix() makes
// them, encoded and written as packs (one transaction per day of the fleet). Returns fixes/s.
double LoadPacked(store::Connection& conn, const Fleet& f, long long days, long long* fixes_out) {
  const long long per_day = kDayMs / f.step_ms;
  const long long shift = days * kDayMs;
  auto begin = Clock::now();
  long long fixes = 0;
  for (long long day = 0; day < days; ++day) {
    Status s = store::InTransaction(conn, [&]() -> Status {
      std::vector<store::PackedFix> packed(static_cast<size_t>(per_day));
      for (long long device = 1; device <= f.devices; ++device) {
        for (long long k = 0; k < per_day; ++k) {
          store::PackedFix& p = packed[static_cast<size_t>(k)];
          p.row = Fix(f, (day * per_day + k) * f.devices + device - 1);
          p.row.fix_time -= shift;
          p.row.recv_time -= shift;
        }
        if (Status e = store::StorePositionPack(conn, device, kBaseMs - shift + day * kDayMs, packed); !e.ok())
          return e;
      }
      return Status::Ok();
    });
    if (!s.ok()) {
      std::printf("packed fill failed: %s\n", std::string(s.message()).c_str());
      break;
    }
    fixes += per_day * f.devices;
    if ((day + 1) % 10 == 0) {
      std::printf("packed fill progress: %lld days, %lld fixes, %.0f fixes/s so far\n", day + 1, fixes,
                  fixes / (Ms(begin) / 1000));
      std::fflush(stdout);
    }
  }
  *fixes_out = fixes;
  return static_cast<double>(fixes) / (Ms(begin) / 1000);
}

// Drops the database's pages (file and WAL) from the OS page cache: the next read comes from the disk.
void DropFromPageCache(const std::string& path) {
  for (const char* s : {"", "-wal"}) bench::DropFileFromPageCache(path + s);
}

long long FileBytes(const std::string& path) {
  long long total = 0;
  for (const char* s : {"", "-wal"}) {
    std::error_code ec;
    auto n = std::filesystem::file_size(path + s, ec);
    if (!ec) total += static_cast<long long>(n);
  }
  return total;
}

struct Read {
  double ms;
  size_t rows;
};

// store::LoadTrackFixes on a new connection (its page cache empty), as the track API reads.
Read LoadOnce(const std::string& path, long long device, long long from_ms, long long to_ms) {
  auto conn = store::OpenSqliteConnection(path).value();
  auto start = Clock::now();
  auto fixes = store::LoadTrackFixes(*conn, {device}, from_ms, to_ms, kTrackLimit);
  double ms = Ms(start);
  return {ms, fixes.ok() ? fixes->size() : 0};
}

void PrintSpread(const char* label, std::vector<double> ms, size_t rows) {
  std::sort(ms.begin(), ms.end());
  std::printf("%s: min %.1f ms, median %.1f ms, max %.1f ms (%zu reads, %zu fixes each)\n", label, ms.front(),
              ms[ms.size() / 2], ms.back(), ms.size(), rows);
}

// `reads` random vehicle-days among `days` whole days from `first_day`, each cold then again, and
// (with 30 days or more) one device's first 30 days; `prefix` names what they are read from ("packed ").
void ReadDays(const std::string& path, const Fleet& f, long long first_day, long long days, int reads,
              std::mt19937_64& rng, const std::string& prefix) {
  auto any_device = [&] { return 1 + static_cast<long long>(rng() % static_cast<unsigned long long>(f.devices)); };
  std::vector<double> cold, warm;
  size_t fixes = 0;
  for (int i = 0; i < reads; ++i) {
    long long device = any_device();
    long long from = first_day + static_cast<long long>(rng() % static_cast<unsigned long long>(days)) * kDayMs;
    DropFromPageCache(path);
    Read first = LoadOnce(path, device, from, from + kDayMs - 1000);
    Read again = LoadOnce(path, device, from, from + kDayMs - 1000);
    cold.push_back(first.ms);
    warm.push_back(again.ms);
    fixes = first.rows;
  }
  PrintSpread((prefix + "vehicle-day, first read (cold)").c_str(), cold, fixes);
  PrintSpread((prefix + "vehicle-day, read again (warm)").c_str(), warm, fixes);
  if (days < 30) {
    std::printf("%smonth: not measured (%lld days per device; needs 30: fewer devices or more rows)\n", prefix.c_str(),
                days);
    return;
  }
  long long device = any_device();
  DropFromPageCache(path);
  Read first = LoadOnce(path, device, first_day, first_day + 30 * kDayMs - 1000);
  Read again = LoadOnce(path, device, first_day, first_day + 30 * kDayMs - 1000);
  std::printf("%smonth (30 days) of device %lld, to the last row: cold %.0f ms, again %.0f ms (%zu fixes)\n",
              prefix.c_str(), device, first.ms, again.ms, first.rows);
}

}  // namespace

int main(int argc, char** argv) {
  const std::string path = StrArg(argc, argv, "--db", "build/bench-data/history.db");
  const Fleet fleet{std::max(1LL, Arg(argc, argv, "--devices", 7)),
                    std::max(1LL, Arg(argc, argv, "--step-s", 10)) * 1000};
  const bool fill = Arg(argc, argv, "--fill", 1) != 0;
  const int reads = static_cast<int>(std::max(1LL, Arg(argc, argv, "--reads", 10)));
  const long long more = Arg(argc, argv, "--more", 200'000);
  const long long packed_days = std::max(0LL, Arg(argc, argv, "--packed-days", 35));
  // The writer and the checkpointer as the server makes them with its default configuration.
  const Config config = Config::Load("", {}).value();
  auto open_writer = [&] {
    return std::make_unique<store::PositionWriter>(
        store::OpenPositionWriterConnection(path, static_cast<int>(config.GetInt("store.writer_cache_mb")),
                                            static_cast<int>(config.GetInt("store.wal_restart_frames")))
            .value(),
        WriterFromConfig(config, DeviceSideConfig{}));
  };
  auto open_checkpointer = [&] {
    return store::WalCheckpointer(store::OpenSqliteConnection(path).value(),
                                  static_cast<int>(config.GetInt("store.checkpoint_interval_ms")));
  };

  if (fill) {
    const long long rows = Arg(argc, argv, "--rows", 2'000'000);
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(path + s);
    store::Migrate(*store::OpenSqliteConnection(path).value()).value();
    if (packed_days > 0) {
      long long fixes = 0;
      double rate;
      {
        auto conn = store::OpenSqliteConnection(path).value();
        rate = LoadPacked(*conn, fleet, packed_days, &fixes);
        conn->Query("PRAGMA wal_checkpoint(TRUNCATE)").value();
      }
      long long bytes = FileBytes(path);
      std::printf(
          "packed fill: %lld fixes (%lld devices, %lld days) in packs: %.0f fixes/s, %.2f GB, %.1f bytes per fix\n",
          fixes, fleet.devices, packed_days, rate, bytes / 1e9, static_cast<double>(bytes) / std::max(1LL, fixes));
    }
    double rate;
    {
      auto checkpointer = open_checkpointer();
      auto writer = open_writer();
      rate = Ingest(*writer, fleet, 0, rows, true);
    }  // the writer finishes its fold
    std::printf("fill: %lld rows, %lld devices, one fix every %lld s each: %.0f rows/s\n", rows, fleet.devices,
                fleet.step_ms / 1000, rate);
  }
  long long rows = 0, packed_fixes = 0;
  {
    auto conn = store::OpenSqliteConnection(path).value();
    conn->Query("PRAGMA wal_checkpoint(TRUNCATE)").value();
    rows = conn->Query("SELECT COALESCE(MAX(id), 0) FROM positions").value().front().Int(0);
    packed_fixes = conn->Query("SELECT COALESCE(SUM(fixes), 0) FROM position_packs").value().front().Int(0);
  }
  long long bytes = FileBytes(path);
  long long rounds = rows / fleet.devices;
  long long days = rounds * fleet.step_ms / kDayMs;
  std::printf(
      "database: %lld rows + %lld packed fixes, %.2f GB, %.1f bytes per stored fix, %lld whole days of rows per "
      "device\n",
      rows, packed_fixes, bytes / 1e9,
      rows + packed_fixes ? static_cast<double>(bytes) / static_cast<double>(rows + packed_fixes) : 0.0, days);

  std::mt19937_64 rng(28);
  if (days >= 1)
    ReadDays(path, fleet, kBaseMs, days, reads, rng, "");
  else
    std::printf("vehicle-day: not measured (less than a day per device)\n");

  long long ingested = 0;  // rows ingested while the packer ran
  if (Arg(argc, argv, "--pack", 1) != 0 && days >= 2) {
    const long long before = kBaseMs + (days - 1) * kDayMs;
    std::atomic<bool> packing = true;
    store::PackRunResult run;
    std::string error;
    double pack_ms = 0;
    std::thread packer([&] {
      auto conn = store::OpenSqliteConnection(path).value();
      auto start = Clock::now();
      auto r = store::PackPositionDays(*conn, before, [] { return false; });
      pack_ms = Ms(start);
      if (r.ok())
        run = *r;
      else
        error = std::string(r.status().message());
      packing = false;
    });
    double ingest_ms = 0;
    {
      auto checkpointer = open_checkpointer();
      auto writer = open_writer();
      auto start = Clock::now();
      while (packing) {  // the fleet keeps reporting
        Ingest(*writer, fleet, rows + ingested, 100'000, false);
        ingested += 100'000;
      }
      ingest_ms = Ms(start);
    }
    packer.join();
    if (!error.empty()) std::printf("packer failed: %s\n", error.c_str());
    std::printf(
        "packer: the rows' first %lld days packed: %lld vehicle-days, %lld fixes in %.1f s (%.0f fixes/s), "
        "%lld rows deleted; the writer meanwhile committed %lld rows, %.0f rows/s\n",
        days - 1, run.days, run.fixes, pack_ms / 1000, run.fixes / (pack_ms / 1000), run.rows_deleted, ingested,
        ingested / (ingest_ms / 1000));
    std::printf("database after packing: %.2f GB (SQLite reuses the freed pages; the file does not shrink)\n",
                FileBytes(path) / 1e9);
  }

  long long packs = 0, first_day = 0;
  {
    auto conn = store::OpenSqliteConnection(path).value();
    auto r = conn->Query("SELECT COUNT(*), COALESCE(MIN(day_start), 0) FROM position_packs").value();
    packs = r.front().Int(0);
    first_day = r.front().Int(1);
  }
  const long long packed = packs / fleet.devices;  // whole days of packs per device
  if (packed >= 1) {
    std::printf("packs: %lld vehicle-days, %lld days per device\n", packs, packed);
    ReadDays(path, fleet, first_day, packed, reads, rng, "packed ");
  }

  if (more > 0) {
    auto checkpointer = open_checkpointer();
    auto writer = open_writer();
    double rate = Ingest(*writer, fleet, rows + ingested, more, false);
    auto st = writer->stats();
    std::printf("ingestion after %lld rows: %lld more in batches of 1,000, %.0f rows/s committed (%llu folds)\n",
                rows + ingested, more, rate, static_cast<unsigned long long>(st.fold.folds));
  }
  return 0;
}
