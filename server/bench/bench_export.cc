// Benchmark (issue #22): a download-center export of 1,000,000 operation-log rows (操作记录), streamed
// from the store in keyset pages into a constant-memory .xlsx by the export runner, as the console's
// export of that report runs. Prints the time, the file size and the peak memory the job added
// (VmHWM after resetting it with /proc/self/clear_refs; the goal is under 100 MB).
//   bench_export [--rows 1000000] [--db build/bench-data/export.db]
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "api/report/oper_record_rows.h"
#include "bench_args.h"
#include "export/export_runner.h"
#include "store/db.h"
#include "store/export_repo.h"
#include "store/migrations.h"

using namespace chelian;
using bench::Arg;
using bench::Clock;
using bench::Ms;
using bench::StrArg;

namespace {

// Peak resident memory of this process in MB (VmHWM), or -1.
double PeakMb() {
  std::ifstream in("/proc/self/status");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("VmHWM:", 0) == 0) return std::stod(line.substr(6)) / 1024.0;
  return -1;
}

double ResidentMb() {
  std::ifstream in("/proc/self/status");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("VmRSS:", 0) == 0) return std::stod(line.substr(6)) / 1024.0;
  return -1;
}

// Resets the peak to the current resident size (Linux ≥ 4.0).
void ResetPeak() { std::ofstream("/proc/self/clear_refs") << "5"; }

}  // namespace

int main(int argc, char** argv) {
  const long long rows = Arg(argc, argv, "--rows", 1'000'000);
  const std::string path = StrArg(argc, argv, "--db", "build/bench-data/export.db");
  const std::string dir = std::filesystem::path(path).parent_path() / "exports";
  std::filesystem::create_directories(dir);
  for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(path + s);
  auto db = store::OpenSqlite(path, 2).value();
  {
    auto conn = db->Acquire();
    if (auto m = store::Migrate(*conn); !m.ok()) return std::printf("%s\n", m.status().message().c_str()), 1;
    auto t0 = Clock::now();
    Status s = store::InTransaction(*conn, [&]() -> Status {
      if (Status g = conn->Exec("INSERT INTO groups (id, parent_id, name, path, created_at) VALUES (1, NULL, '压测', "
                                "'/1/', 0)");
          !g.ok())
        return g;
      return conn->Exec(
          "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) "
          "INSERT INTO operation_log (user_id, user_name, group_id, action, target, detail, asset_id, created_at) "
          "SELECT 1, 'admin', 1, 'vehicle.update', '粤B' || (10000 + i % 90000), '修改车牌 第' || i || '次', NULL, "
          "1795708800000 + i * 1000 FROM n",
          {rows});
    });
    if (!s.ok()) return std::printf("%s\n", s.message().c_str()), 1;
    std::printf("setup: %lld operation-log rows in %.1f s\n", rows, Ms(t0) / 1000);
  }

  exporter::ExportOptions options;
  options.dir = dir;
  exporter::ExportRunner runner(*db, options, [] { return 1'795'708'800'000LL; });
  if (Status s = runner.Start(); !s.ok()) return std::printf("%s\n", s.message().c_str()), 1;
  double before_mb = ResidentMb();
  ResetPeak();
  exporter::ExportRequest req;
  req.user_id = 1;
  req.group_id = 1;
  req.type = 8;
  req.title = "操作记录";
  store::Scope scope{1, "/1/"};
  req.produce = [scope](store::Connection& conn, exporter::RowSink& sink) {
    return api::report::WriteOperationRows(conn, scope, {}, 480, sink);
  };
  auto t0 = Clock::now();
  auto record = runner.Submit(std::move(req));
  if (!record.ok()) return std::printf("%s\n", record.status().message().c_str()), 1;
  runner.WaitIdle();
  double took = Ms(t0);
  double peak_mb = PeakMb();
  auto conn = db->Acquire();
  auto done = store::FindExportRecord(*conn, 1, "", record->id).value();
  std::printf(
      "export of %lld rows through the download center: %s in %.1f s (%.0f rows/s), file %.1f MB; memory before "
      "%.0f MB, peak during the job %.0f MB (+%.0f MB)\n",
      done.row_count, done.status == store::kExportDone ? "成功" : "失败", took / 1000,
      static_cast<double>(done.row_count) / (took / 1000), static_cast<double>(done.size_bytes) / 1048576.0, before_mb,
      peak_mb, peak_mb - before_mb);
  runner.Stop();
  return done.status == store::kExportDone ? 0 : 1;
}
