// The PostgreSQL engine (store.engine = postgres): connections from a libpq URL
// (store.postgres_url, e.g. postgresql://chelian@127.0.0.1:5432/chelian), pooled like SQLite's.
#pragma once

#include <memory>
#include <string>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

// One connection outside any pool (the position writer's).
Result<std::unique_ptr<Connection>> OpenPostgresConnection(const std::string& url);

// A bounded pool of `pool_size` connections.
Result<std::unique_ptr<Database>> OpenPostgres(const std::string& url, int pool_size);

}  // namespace chelian::store
