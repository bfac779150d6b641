// 操作记录's rows for exports (report page 1510): the operation log of a query written into a sink
// a page at a time by keyset, so an export of millions of rows needs the memory of one page.
#pragma once

#include <string>
#include <string_view>

#include "core/status.h"
#include "export/row_sink.h"
#include "store/db.h"
#include "store/operation_log_repo.h"
#include "store/scope.h"

namespace chelian::api::report {

// The action codes of the log as the report shows them ("vehicle.update" → 修改车辆).
std::string OperTypeName(std::string_view action);

// Every entry of `q` in `scope`, newest first, with the sheet's head; `q`'s page is ignored.
Status WriteOperationRows(store::Connection& conn, const store::Scope& scope, store::OperationQuery q,
                          int utc_offset_minutes, exporter::RowSink& sink);

}  // namespace chelian::api::report
