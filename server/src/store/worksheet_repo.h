// 工单管理 and 安装人员管理 (docs/worksheets.md): installers and work orders with their vehicles, owned
// by the group of the account that made them and seen in that group's subtree (every call takes the
// caller's Scope). Changes append their operation_log entry inside their transaction.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/operation_log_repo.h"
#include "store/scope.h"

namespace chelian::store {

inline constexpr int kWorkerEmployed = 1;  // 在职
inline constexpr int kWorkerLeft = 2;      // 已离职

// Work order states (0 is the list's 全部).
inline constexpr int kSheetToConfirm = 1;  // 待确认
inline constexpr int kSheetToInstall = 2;  // 待安装
inline constexpr int kSheetInstalled = 3;  // 已安装
inline constexpr int kSheetFinished = 4;   // 已完成
inline constexpr int kSheetCancelled = 5;  // 已取消
inline constexpr int kSheetOther = 6;      // 其他

struct InstallWorker {
  long long id = 0, group_id = 0;
  std::string name, phone, username, remark;
  int flag = kWorkerEmployed;
  long long created_at = 0;
  long long all_counts = 0, to_install = 0, to_confirm = 0;  // its orders: all, 待安装, 待确认
};

struct WorkerQuery {
  std::string name;            // contained in the name
  long long from = 0, to = 0;  // created between (0: open)
  bool employed_only = true;
  int limit = 0, offset = 0;
};

struct WorkerPage {
  std::vector<InstallWorker> rows;
  long long total = 0;
};

Result<WorkerPage> QueryWorkers(Connection& conn, const Scope& scope, const WorkerQuery& q);

// The installer `id` of `scope` (NotFound 安装人员不存在或无权操作).
Result<InstallWorker> GetWorker(Connection& conn, const Scope& scope, long long id);

// Whether an employed installer other than `except_id` has login account `username`.
Result<bool> WorkerUsernameTaken(Connection& conn, const std::string& username, long long except_id);

struct WorkerFields {
  std::string name, phone, username, remark;
  std::string password_hash;  // empty on update: unchanged
};

// Creates an installer in the actor's group.
Result<long long> CreateWorker(Connection& conn, const Actor& actor, const WorkerFields& f, long long now);
// Changes installer `id` of `scope`.
Status UpdateWorker(Connection& conn, const Scope& scope, const Actor& actor, long long id, const WorkerFields& f,
                    long long now);
// Marks the installers `ids` of `scope` 已离职, all or none (NotFound when one is outside).
Status RetireWorkers(Connection& conn, const Scope& scope, const Actor& actor, const std::vector<long long>& ids,
                     long long now);

struct SheetVehicle {
  long long asset_id = 0, device_id = 0;
  std::string plate, terminal_no, terminal_type, install_position, picture_url;
  int long_standby = 0;
};

struct WorkSheet {
  long long id = 0, group_id = 0, admin_id = 0;
  std::string car_owner, phone, address, remark;
  long long install_worker = 0;
  std::string worker_name;
  int worker_flag = kWorkerEmployed;
  long long install_time = 0;
  int vehicle_flag = 0, status = kSheetToConfirm;
  long long confirm_time = 0, installed_time = 0, finish_time = 0, cancel_time = 0, created_at = 0, updated_at = 0;
  std::vector<SheetVehicle> vehicles;
};

struct SheetQuery {
  int status = 0;              // 0 all
  long long from = 0, to = 0;  // created between
  int search_type = -1;  // -1/0 any of owner, installer, plate, terminal; 1 owner; 2 installer; 3 plate; 4 terminal
  std::string search;    // contained in the chosen field
  long long worker_id = 0;
  std::string terminal_type;
  int limit = 0, offset = 0;
};

struct SheetPage {
  std::vector<WorkSheet> rows;
  long long total = 0;
};

Result<SheetPage> QuerySheets(Connection& conn, const Scope& scope, const SheetQuery& q);
Result<WorkSheet> GetSheet(Connection& conn, const Scope& scope, long long id);

struct SheetFields {
  std::string car_owner, phone, address, remark;
  long long install_worker = 0, install_time = 0;
  int vehicle_flag = 0;
  std::vector<long long> asset_ids;  // inside the scope (checked by the caller)
};

Result<long long> CreateSheet(Connection& conn, const Actor& actor, const SheetFields& f, long long now);
Status UpdateSheet(Connection& conn, const Scope& scope, const Actor& actor, long long id, const SheetFields& f,
                   long long now);
// Sets the status and the time it was reached.
Status SetSheetStatus(Connection& conn, const Scope& scope, const Actor& actor, long long id, int status,
                      long long now);
// Deletes the orders `ids` of `scope`, all or none.
Status DeleteSheets(Connection& conn, const Scope& scope, const Actor& actor, const std::vector<long long>& ids,
                    long long now);

// The status's name (待确认 …).
const char* SheetStatusName(int status);

}  // namespace chelian::store
