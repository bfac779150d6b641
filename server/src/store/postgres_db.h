// The PostgreSQL engine (store.engine = postgres): connections from a libpq URL
// (store.postgres_url, e.g. postgresql://chelian@127.0.0.1:5432/chelian), pooled like SQLite's.
#pragma once

#include <memory>
#include <string>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

// One connection outside any pool (the position writer's). `io_concurrency` > 0 sets the session's
// effective_io_concurrency (store.postgres_io_concurrency): how many pages a bitmap heap scan, such as
// a vehicle-day of track over pages written in arrival order, asks the disk for ahead; 0 leaves the
// server's setting.
Result<std::unique_ptr<Connection>> OpenPostgresConnection(const std::string& url, int io_concurrency = 0);

// A bounded pool of `pool_size` connections.
Result<std::unique_ptr<Database>> OpenPostgres(const std::string& url, int pool_size, int io_concurrency = 0);

}  // namespace chelian::store
