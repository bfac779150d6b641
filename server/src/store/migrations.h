// Numbered SQL migrations (server/migrations/NNNN_name.sql, embedded at build time) and the
// runner that applies the missing ones in order, each in its own transaction.
#pragma once

#include <string_view>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

struct EmbeddedMigration {
  int version;
  std::string_view name;
  std::string_view sql;  // engine-neutral; {{ID}} etc. are rewritten by the engine adapter
};

// All migrations compiled into the binary, in version order.
const std::vector<EmbeddedMigration>& EmbeddedMigrations();

// Applies every migration of `all` not yet recorded in schema_migrations. Returns how many ran.
Result<int> Migrate(Connection& conn, const std::vector<EmbeddedMigration>& all = EmbeddedMigrations());

}  // namespace chelian::store
