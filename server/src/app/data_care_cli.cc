// Implementation of the backup, restore and check commands.
#include "app/data_care_cli.h"

#include <cstdio>
#include <iostream>

#include "app/install_layout.h"
#include "app/server_app.h"
#include "core/clock.h"
#include "store/sqlite_care.h"
#include "store/stored_figures.h"

namespace chelian {
namespace {

int Fail(const std::string& msg) {
  std::cerr << "error: " << msg << "\n";
  return 1;
}

std::string Mb(long long bytes) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f MB", static_cast<double>(bytes) / 1e6);
  return buf;
}

}  // namespace

int BackupCommand(const Config& config, const std::string& to) {
  if (to.empty()) return Fail("admin backup needs --to FILE");
  auto copy = store::BackupSqlite(DataPath(config, "store.sqlite_path"), to);
  if (!copy.ok()) return Fail(copy.status().message());
  std::printf("backup written to %s: %s in %.1f s\n", to.c_str(), Mb(copy->bytes).c_str(), copy->seconds);
  return 0;
}

int RestoreCommand(const Config& config, const std::string& from) {
  if (from.empty()) return Fail("admin restore needs --from FILE");
  const std::string db = DataPath(config, "store.sqlite_path");
  auto aside = store::RestoreSqlite(from, db);
  if (!aside.ok()) return Fail(aside.status().message());
  std::cout << "restored " << from << " as " << db << "\n";
  if (!aside->empty()) std::cout << "the database it replaced is kept as " << *aside << "\n";
  std::cout << "start the server: it applies any newer migrations\n";
  return 0;
}

int CheckCommand(const Config& config, const std::string& integrity) {
  if (integrity != "quick" && integrity != "full") return Fail("--integrity must be quick or full");
  const std::string path = DataPath(config, "store.sqlite_path");
  auto file = store::CheckSqlite(path, integrity == "full");
  if (!file.ok()) return Fail(file.status().message());
  std::cout << "database " << path << "\n";
  std::cout << "  integrity (" << integrity << "_check): " << (file->problems.empty() ? "ok" : "FAILED") << "\n";
  for (const std::string& p : file->problems) std::cout << "    " << p << "\n";
  std::cout << "  file " << Mb(file->file_bytes) << ", WAL " << Mb(file->wal_bytes) << ", free pages "
            << file->free_pages << " of " << file->pages << " (" << Mb(file->free_pages * file->page_size)
            << " reusable)\n";
  auto db = OpenConfiguredDatabase(config);
  if (!db.ok()) return Fail(db.status().message());
  auto conn = (*db)->Acquire();
  auto figures = store::ReadStoredFigures(*conn);
  if (!figures.ok()) return Fail(figures.status().message());
  std::cout << "  schema version " << figures->schema_version << "\n  rows:\n";
  for (const store::TableRows& t : figures->tables) std::printf("    %-14s %12lld\n", t.table.c_str(), t.rows);
  const int offset = static_cast<int>(config.GetInt("site.utc_offset_minutes"));
  auto when = [&](long long ms) { return ms ? FormatLocalTime(ms, offset) : std::string("-"); };
  std::cout << "  oldest position: fix " << when(figures->oldest_fix_ms) << ", received "
            << when(figures->oldest_recv_ms) << "\n";
  std::cout << "  newest position: fix " << when(figures->newest_fix_ms) << ", received "
            << when(figures->newest_recv_ms) << "\n";
  std::cout << "  oldest alarm: " << when(figures->oldest_alarm_ms) << "\n";
  std::cout << "  retention (days, 0 = forever): positions " << config.GetInt("store.keep_days") << ", alarms "
            << config.GetInt("store.alarm_keep_days") << ", commands " << config.GetInt("store.command_keep_days")
            << ", logs " << config.GetInt("store.log_keep_days") << "\n";
  return file->problems.empty() ? 0 : 1;
}

}  // namespace chelian
