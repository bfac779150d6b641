// 批量导入's steps.
#include "api/import/import_service.h"

#include <algorithm>
#include <array>
#include <mutex>

#include "api/import/import_rows.h"
#include "core/strings.h"
#include "protocol/registry.h"
#include "store/group_repo.h"

namespace chelian::api::import {
namespace {

// One user's steps at a time (striped: a user always maps to the same lock).
std::mutex& UserLock(long long user_id) {
  static std::array<std::mutex, 64> locks;
  return locks[static_cast<unsigned long long>(user_id) % locks.size()];
}

// Checks `rows` against the sheet rules and the terminals the database has now.
Status Check(store::Connection& conn, std::vector<store::ImportRow>& rows) {
  std::vector<std::string> lookups;
  lookups.reserve(rows.size());
  for (const store::ImportRow& r : rows)
    if (WellFormedTerminal(r.terminal_no)) lookups.push_back(r.terminal_no);
  auto taken = store::TakenTerminals(conn, lookups);
  if (!taken.ok()) return taken.status();
  static const std::vector<std::string> kTypes = KnownTerminalTypes();
  ValidateRows(rows, kTypes, *taken);
  return Status::Ok();
}

// Checks the rows again and saves the errors that changed.
Status Recheck(store::Connection& conn, long long user_id, std::vector<store::ImportRow>& rows) {
  std::vector<std::string> before;
  before.reserve(rows.size());
  for (const store::ImportRow& r : rows) before.push_back(r.error);
  if (Status s = Check(conn, rows); !s.ok()) return s;
  std::vector<store::ImportRow> changed;
  for (size_t i = 0; i < rows.size(); ++i)
    if (rows[i].error != before[i]) changed.push_back(rows[i]);
  if (changed.empty()) return Status::Ok();
  return store::SaveImportErrors(conn, user_id, changed);
}

}  // namespace

Result<ImportCounts> UploadImport(store::Connection& conn, long long user_id, std::string_view file,
                                  const ImportLimits& limits, long long now_ms) {
  if (file.size() > limits.max_file_bytes)
    return InvalidArgument("文件不能超过" + std::to_string(limits.max_file_bytes >> 20) + "MB");
  xlsx::ReadLimits read;
  read.max_file_bytes = limits.max_file_bytes;
  read.max_rows = limits.max_rows + 1;  // and the header
  read.max_columns = 32;
  read.max_cell_bytes = 256;
  auto sheet = xlsx::ReadFirstSheet(file, read);
  if (!sheet.ok()) {
    if (sheet.status().message().find("行数超过") != std::string::npos)
      return InvalidArgument("一次最多导入" + std::to_string(limits.max_rows) + "条数据，请分多个文件导入");
    return sheet.status();
  }
  auto rows = RowsFromSheet(*sheet);
  if (!rows.ok()) return rows.status();
  if (rows->size() > limits.max_rows)
    return InvalidArgument("一次最多导入" + std::to_string(limits.max_rows) + "条数据，请分多个文件导入");
  std::lock_guard lock(UserLock(user_id));
  if (Status s = Check(conn, *rows); !s.ok()) return s;
  if (Status s = store::ReplaceImport(conn, user_id, *rows, now_ms); !s.ok()) return s;
  ImportCounts counts;
  for (const store::ImportRow& r : *rows) ++(r.error.empty() ? counts.right : counts.error);
  return counts;
}

Result<std::vector<store::ImportRow>> CheckedImport(store::Connection& conn, long long user_id) {
  std::lock_guard lock(UserLock(user_id));
  auto rows = store::ListImport(conn, user_id);
  if (!rows.ok()) return rows.status();
  if (Status s = Recheck(conn, user_id, *rows); !s.ok()) return s;
  return rows;
}

Result<store::ImportRow> CorrectImportRow(store::Connection& conn, long long user_id,
                                          const store::ImportRow& corrected) {
  std::lock_guard lock(UserLock(user_id));
  auto rows = store::ListImport(conn, user_id);
  if (!rows.ok()) return rows.status();
  store::ImportRow* row = nullptr;
  for (store::ImportRow& r : *rows)
    if (r.id == corrected.id) row = &r;
  if (!row) return NotFound("该行数据不存在，请重新上传");
  row->plate = std::string(Trim(corrected.plate));
  row->sim = std::string(Trim(corrected.sim));
  row->terminal_no = std::string(Trim(corrected.terminal_no));
  row->terminal_type = std::string(Trim(corrected.terminal_type));
  row->iccid = std::string(Trim(corrected.iccid));
  store::ImportRow result;
  Status s = store::InTransaction(conn, [&]() -> Status {
    if (Status st = Recheck(conn, user_id, *rows); !st.ok()) return st;
    result = *row;
    return store::UpdateImportRow(conn, user_id, *row);
  });
  if (!s.ok()) return s;
  return result;
}

Status DropImport(store::Connection& conn, long long user_id) {
  std::lock_guard lock(UserLock(user_id));
  return store::DeleteImport(conn, user_id);
}

Result<SubmitResult> SubmitImport(store::Connection& conn, const store::Scope& scope, long long user_id,
                                  const store::Actor& actor, long long group_id, int service_months,
                                  const ImportLimits& limits, long long now_ms) {
  auto group = store::GetGroup(conn, scope, group_id);
  if (!group.ok()) {
    if (group.status().code() == StatusCode::kNotFound) return NotFound("车组不存在或无权操作");
    return group.status();
  }
  std::lock_guard lock(UserLock(user_id));
  auto rows = store::ListImport(conn, user_id);
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return InvalidArgument("没有待提交的导入数据，请先上传表格");
  if (Status s = Recheck(conn, user_id, *rows); !s.ok()) return s;
  std::vector<store::ImportVehicle> valid;
  SubmitResult out;
  out.group_name = group->name;
  for (const store::ImportRow& r : *rows) {
    if (!r.error.empty()) {
      ++out.left_out;
      continue;
    }
    valid.push_back({r.id, r.plate, r.sim, r.terminal_no, r.terminal_type,
                     std::string(ProtocolOfTerminalType(r.terminal_type).name), r.iccid});
  }
  if (valid.empty()) return InvalidArgument("没有合规数据可以提交，请修改不合规数据后再提交");
  const size_t batch_size = std::max<size_t>(1, limits.batch_size);
  for (size_t from = 0; from < valid.size(); from += batch_size) {
    std::vector<store::ImportVehicle> batch(
        valid.begin() + static_cast<long>(from),
        valid.begin() + static_cast<long>(std::min(valid.size(), from + batch_size)));
    store::ImportTarget target{group_id, service_months};
    Status s = store::InsertImportBatch(conn, scope, target, batch, user_id, actor, now_ms);
    if (!s.ok()) {
      // Earlier batches stay; their rows left the import, the rest is checked again next time.
      if (out.inserted == 0 && s.code() != StatusCode::kAlreadyExists) return s;
      out.failure = s;
      return out;
    }
    out.inserted += static_cast<long long>(batch.size());
  }
  if (Status s = store::DeleteImport(conn, user_id); !s.ok()) return s;
  return out;
}

}  // namespace chelian::api::import
