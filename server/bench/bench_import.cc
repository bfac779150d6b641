// Benchmark: 批量导入 of 10,000 rows (issue 21: validation ≤ 3 s, submit ≤ 10 s) on a SQLite file
// that already holds 50,000 devices. Validation = the upload's work (read the .xlsx, check every
// row against the sheet and the taken terminals, keep the import); then the page's re-read of
// the checked rows; submit = the valid rows into a group, 1,000 per transaction, logged per
// vehicle. Prints figures; never fails.
//   bench_import [--rows N] [--existing M] [--db PATH]
#include <xlsxwriter.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "api/import/import_service.h"
#include "bench_args.h"
#include "store/db.h"
#include "store/group_repo.h"
#include "store/migrations.h"

using namespace chelian;
using bench::Arg;
using bench::Clock;
using bench::Ms;
using bench::StrArg;
namespace fs = std::filesystem;

namespace {

double Seconds(Clock::time_point since) { return std::chrono::duration<double>(Clock::now() - since).count(); }

// `rows` vehicles; every 50th reuses a terminal already in the database, every 97th has a bad SIM.
std::string Sheet(long long rows, long long existing) {
  fs::path path = fs::temp_directory_path() / ("bench_import_" + std::to_string(::getpid()) + ".xlsx");
  lxw_workbook* wb = workbook_new(path.c_str());
  lxw_worksheet* ws = workbook_add_worksheet(wb, "车辆导入");
  const char* header[] = {"车牌号", "SIM卡号", "设备号", "设备类型"};
  for (int c = 0; c < 4; ++c) worksheet_write_string(ws, 0, c, header[c], nullptr);
  for (long long i = 0; i < rows; ++i) {
    lxw_row_t r = static_cast<lxw_row_t>(i + 1);
    worksheet_write_string(ws, r, 0, ("粤B" + std::to_string(100000 + i)).c_str(), nullptr);
    worksheet_write_number(ws, r, 1, i % 97 == 0 ? 123.0 : 13900000000.0 + static_cast<double>(i), nullptr);
    long long terminal = i % 50 == 0 && existing > 0 ? 10000000000LL + i % existing : 20000000000LL + i;
    worksheet_write_string(ws, r, 2, ("0" + std::to_string(terminal)).c_str(), nullptr);
    worksheet_write_string(ws, r, 3, i % 3 == 0 ? "GPRS-GT06" : "GPRS-部标", nullptr);
  }
  workbook_close(wb);
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  fs::remove(path);
  return bytes.str();
}

}  // namespace

int main(int argc, char** argv) {
  const long long rows = Arg(argc, argv, "--rows", 10000);
  const long long existing = Arg(argc, argv, "--existing", 50000);
  std::string db_path = (fs::temp_directory_path() / ("bench_import_" + std::to_string(::getpid()) + ".db")).string();
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], "--db") == 0) db_path = argv[i + 1];
  for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(db_path + suffix);

  auto db = store::OpenSqlite(db_path, 2);
  if (!db.ok()) {
    std::printf("cannot open %s: %s\n", db_path.c_str(), db.status().message().c_str());
    return 0;
  }
  {
    auto conn = (*db)->Acquire();
    if (auto m = store::Migrate(*conn); !m.ok()) {
      std::printf("migration failed: %s\n", m.status().message().c_str());
      return 0;
    }
    auto root = store::CreateGroup(*conn, store::Scope::Everything(), {0, "代理商"}, 1).value();
    auto fleet = store::CreateGroup(*conn, store::Scope::Everything(), {root.id, "导入车队"}, 1).value();
    // The devices already on the platform.
    (void)store::InTransaction(*conn, [&]() -> Status {
      for (long long i = 0; i < existing; ++i) {
        auto a = conn->Query("INSERT INTO assets (group_id, plate, created_at) VALUES (?, ?, 1) RETURNING id",
                             {root.id, "已有" + std::to_string(i)});
        if (!a.ok()) return a.status();
        if (Status s = conn->Exec("INSERT INTO devices (asset_id, terminal_no, created_at) VALUES (?, ?, 1)",
                                  {a->at(0).Int(0), std::to_string(10000000000LL + i)});
            !s.ok())
          return s;
      }
      return Status::Ok();
    });
    const std::string file = Sheet(rows, existing);
    const long long user_id = 1;
    api::import::ImportLimits limits;
    limits.max_rows = static_cast<size_t>(std::max<long long>(rows, 1));

    auto t0 = Clock::now();
    auto counts = api::import::UploadImport(*conn, user_id, file, limits, 2);
    double validation = Seconds(t0);
    if (!counts.ok()) {
      std::printf("upload failed: %s\n", counts.status().message().c_str());
      return 0;
    }
    t0 = Clock::now();
    auto checked = api::import::CheckedImport(*conn, user_id);
    double reread = Seconds(t0);
    t0 = Clock::now();
    auto submitted = api::import::SubmitImport(*conn, store::Scope{root.id, root.path}, user_id,
                                               {user_id, "bench", root.id}, fleet.id, 12, limits, 3);
    double submit = Seconds(t0);
    if (!submitted.ok()) {
      std::printf("submit failed: %s\n", submitted.status().message().c_str());
      return 0;
    }
    std::printf("import of %lld rows (%.0f KB .xlsx) onto %lld existing devices, SQLite file\n", rows,
                static_cast<double>(file.size()) / 1024.0, existing);
    std::printf("  validation (read + check + keep): %.3f s  — %lld valid, %lld with errors  (target <= 3 s)\n",
                validation, counts->right, counts->error);
    std::printf("  checked rows read again (getImportVehicleData): %.3f s for %zu rows\n", reread,
                checked.ok() ? checked->size() : 0);
    std::printf("  submit (1,000 per transaction): %.3f s  — %lld vehicles created%s  (target <= 10 s)\n", submit,
                submitted->inserted, submitted->failure.ok() ? "" : " (a batch failed)");
  }
  db->reset();
  for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(db_path + suffix);
  return 0;
}
