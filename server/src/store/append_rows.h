// Appending many rows at once (the position writer's batches): a connection that can do better
// than one INSERT per row — PostgreSQL's COPY — says so by implementing BulkAppender too.
#pragma once

#include <functional>
#include <string_view>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

// Fills row i's values into `params` (texts may be borrowed from the caller's rows).
using RowFiller = std::function<void(size_t i, Params& params)>;

// Implemented by connections with a bulk path besides Connection (postgres_db.cc: COPY … FROM STDIN).
class BulkAppender {
 public:
  virtual ~BulkAppender() = default;
  virtual Status AppendRows(std::string_view table, std::string_view columns, size_t column_count, size_t row_count,
                            const RowFiller& row) = 0;
};

// Appends `row_count` rows to `table` (`columns`, `column_count` of them): the connection's bulk path
// when it has one, else a prepared INSERT per row (SQLite).
Status AppendRows(Connection& conn, std::string_view table, std::string_view columns, size_t column_count,
                  size_t row_count, const RowFiller& row);

}  // namespace chelian::store
