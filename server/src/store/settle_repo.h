// 结清 (settlement, v3-console-inventory §2.3 结清 dialog, §2.7 1605): a vehicle paid off is marked
// on every device fitted to it (devices.settled_at, 0 = not settled); the settled list and count of
// a scope; the devices a settlement takes along.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/operation_log_repo.h"
#include "store/scope.h"

namespace chelian::store {

struct SettledVehicle {
  long long asset_id = 0, group_id = 0;
  std::string plate, sim, frame_no, group_name;
  long long settled_at = 0;
};

struct SettledQuery {
  std::string group_path;  // a group subtree inside the scope; empty: the whole scope
  long long asset_id = 0;
  int limit = 0, offset = 0;
};

struct SettledPage {
  std::vector<SettledVehicle> rows;
  long long total = 0;
};

// Settled vehicles of `scope`, most recently settled first.
Result<SettledPage> QuerySettled(Connection& conn, const Scope& scope, const SettledQuery& q);

// The devices of vehicle `asset_id` (inside `scope`, else NotFound 车辆不存在或无权操作).
struct SettleDevice {
  long long device_id = 0, asset_id = 0;
  std::string plate, terminal_no, terminal_type, group_name;
  long long settled_at = 0;
};
Result<std::vector<SettleDevice>> SettleDevices(Connection& conn, const Scope& scope, long long asset_id);

// Settles (at `now`) or withdraws the settlement of vehicle `asset_id` of `scope` with all its
// devices, one operation_log entry ('vehicle.settle' / 'vehicle.unsettle', the remark as detail).
// Errors: NotFound outside the scope; FailedPrecondition when already in that state.
Status SetSettled(Connection& conn, const Scope& scope, const Actor& actor, long long asset_id, bool settle,
                  const std::string& remark, long long now);

}  // namespace chelian::store
