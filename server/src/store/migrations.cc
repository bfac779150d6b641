// The migration runner.
#include "store/migrations.h"

#include <spdlog/spdlog.h>

#include <chrono>
#include <set>

namespace chelian::store {

Result<int> Migrate(Connection& conn, const std::vector<EmbeddedMigration>& all) {
  if (Status s =
          conn.Exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
                    "applied_at BIGINT NOT NULL)");
      !s.ok())
    return s;
  auto rows = conn.Query("SELECT version FROM schema_migrations");
  if (!rows.ok()) return rows.status();
  std::set<long long> done;
  for (const auto& r : *rows) done.insert(r.Int(0));
  int applied = 0;
  for (const auto& m : all) {
    if (done.count(m.version)) continue;
    long long now =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
            .count();
    Status s = InTransaction(conn, [&] {
      if (Status e = conn.ExecScript(conn.TranslateDdl(m.sql)); !e.ok()) return e;
      return conn.Exec("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                       {m.version, m.name, now});
    });
    if (!s.ok()) return Internal("migration " + std::string(m.name) + " failed: " + s.message());
    spdlog::info("applied migration {}", m.name);
    ++applied;
  }
  return applied;
}

}  // namespace chelian::store
