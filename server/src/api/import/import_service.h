// 批量导入's steps over the database (docs/import.md), shared by the routes and the benchmark:
// upload (read, check, keep as the user's import), correct one row, check again, submit the valid
// rows in batches. Each user's steps run one at a time (a lock per user), so a double click or two
// tabs cannot submit one import twice.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/import_repo.h"
#include "store/operation_log_repo.h"
#include "store/scope.h"

namespace chelian::api::import {

struct ImportLimits {
  size_t max_file_bytes = 2u << 20;  // the uploaded .xlsx
  size_t max_rows = 10000;           // vehicles in one import
  size_t batch_size = 1000;          // vehicles per transaction at submit
};

struct ImportCounts {
  long long right = 0, error = 0;
};

// Reads `file` (an .xlsx), checks every row and makes it the user's import, replacing any earlier
// one. Errors: InvalidArgument with the reason (not an .xlsx, too big, too many rows, no template
// columns).
Result<ImportCounts> UploadImport(store::Connection& conn, long long user_id, std::string_view file,
                                  const ImportLimits& limits, long long now_ms);

// The user's import, every row checked again against the sheet and the database as they are now
// (errors saved when they changed).
Result<std::vector<store::ImportRow>> CheckedImport(store::Connection& conn, long long user_id);

// Replaces the fields of row `corrected.id` of the user's import and checks the import again;
// returns the row with its new error. Errors: NotFound (no such row).
Result<store::ImportRow> CorrectImportRow(store::Connection& conn, long long user_id,
                                          const store::ImportRow& corrected);

// Ends the user's import.
Status DropImport(store::Connection& conn, long long user_id);

struct SubmitResult {
  long long inserted = 0;  // vehicles created
  long long left_out = 0;  // rows with errors, dropped with the import
  std::string group_name;
  Status failure = Status::Ok();  // a batch refused after `inserted` vehicles were created
};

// Submits the valid rows of the user's import into group `group_id` (inside `scope`) with
// `service_months`, `limits.batch_size` per transaction; the import ends when every batch is in.
// Errors: NotFound (group not visible), InvalidArgument (no import, no valid row).
Result<SubmitResult> SubmitImport(store::Connection& conn, const store::Scope& scope, long long user_id,
                                  const store::Actor& actor, long long group_id, int service_months,
                                  const ImportLimits& limits, long long now_ms);

}  // namespace chelian::api::import
