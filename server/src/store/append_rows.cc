// Appending many rows: the connection's bulk path, or one prepared INSERT per row.
#include "store/append_rows.h"

#include <string>

#include "store/placeholders.h"

namespace chelian::store {

Status AppendRows(Connection& conn, std::string_view table, std::string_view columns, size_t column_count,
                  size_t row_count, const RowFiller& row) {
  if (auto* bulk = dynamic_cast<BulkAppender*>(&conn))
    return bulk->AppendRows(table, columns, column_count, row_count, row);
  const std::string sql = "INSERT INTO " + std::string(table) + " (" + std::string(columns) + ") VALUES (" +
                          Placeholders(column_count) + ")";
  Params params;  // assigned in place row after row, keeping its room: no allocation per row
  for (size_t i = 0; i < row_count; ++i) {
    row(i, params);
    if (Status e = conn.Exec(sql, params); !e.ok()) return e;
  }
  return Status::Ok();
}

}  // namespace chelian::store
