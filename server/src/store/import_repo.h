// 批量导入's data (docs/import.md): each user's import in progress (table import_rows, one import per
// user), the terminals already taken, and the submit of valid rows as vehicles, a batch per
// transaction with one operation-log entry per vehicle.
#pragma once

#include <string>
#include <unordered_set>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/operation_log_repo.h"
#include "store/scope.h"

namespace chelian::store {

struct ImportRow {
  long long id = 0;
  int row_no = 0;  // the spreadsheet's row number (序号)
  std::string plate, sim, terminal_no, terminal_type, iccid;
  std::string error;  // "" when valid
};

// Replaces the user's import by `rows` (their ids are ignored and assigned).
Status ReplaceImport(Connection& conn, long long user_id, const std::vector<ImportRow>& rows, long long now_ms);

// The user's import in progress, by row number; empty when there is none.
Result<std::vector<ImportRow>> ListImport(Connection& conn, long long user_id);

// Writes the fields and error of row `row.id` of the user's import. NotFound when the user has no
// such row.
Status UpdateImportRow(Connection& conn, long long user_id, const ImportRow& row);

// Writes the error of each row of `rows` (of the user's import).
Status SaveImportErrors(Connection& conn, long long user_id, const std::vector<ImportRow>& rows);

// Ends the user's import (its rows are deleted).
Status DeleteImport(Connection& conn, long long user_id);

// A terminal number without its leading zeros: 013800000001 and 13800000001 are one terminal.
std::string TerminalKey(std::string_view terminal_no);

// The keys (TerminalKey) of `terminal_nos` that a device already has, whatever its tenant.
// REQUIRES: every number at most 20 characters.
Result<std::unordered_set<std::string>> TakenTerminals(Connection& conn, const std::vector<std::string>& terminal_nos);

struct ImportTarget {
  long long group_id = 0;
  int service_months = 0;  // devices.service_months (counted from the first report)
};

struct ImportVehicle {
  long long import_row_id = 0;  // its row of the import, deleted with the insert
  std::string plate, sim, terminal_no, terminal_type, protocol, iccid;
};

// Creates `batch`'s vehicles (an asset and its device each) in the target group, inside `scope`,
// in one transaction, with an operation-log entry per vehicle; their import rows go and the
// terminals leave the unregistered list. Errors: NotFound (group not visible), AlreadyExists
// (a terminal taken meanwhile: nothing of the batch is kept).
Status InsertImportBatch(Connection& conn, const Scope& scope, const ImportTarget& target,
                         const std::vector<ImportVehicle>& batch, long long user_id, const Actor& actor,
                         long long now_ms);

}  // namespace chelian::store
