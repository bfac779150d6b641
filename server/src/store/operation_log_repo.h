// The one operation log: every change made through 系统管理, commands and alarm handling appends a
// row (who, when, what, on which target); the 操作记录 report reads it within the reader's subtree.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

// Who acted: the signed-in user and their group (the row is visible to that group's subtree
// ancestors, i.e. to every reader whose scope contains the actor's group).
struct Actor {
  long long user_id = 0;
  std::string user_name;
  long long group_id = 0;
};

struct OperationEntry {
  std::string action;      // short code: 'user.add', 'group.delete', 'vehicle.transfer', 'renew', …
  std::string target;      // as a person reads it: a plate, a user name, a group name
  long long asset_id = 0;  // 0: no vehicle concerned
  std::string detail;
};

struct OperationRow {
  long long id = 0;
  long long user_id = 0;
  std::string user_name;
  long long group_id = 0;
  std::string action, target, detail;
  long long asset_id = 0;
  long long created_at = 0;
};

struct OperationQuery {
  long long begin_ms = 0, end_ms = 0;  // 0: open
  std::string action_prefix;           // e.g. "vehicle." ; empty: all
  std::string keyword;                 // substring of target or user name
  long long asset_id = 0;
  long long user_id = 0;                // the acting user (0: any)
  int vehicle_rows = -1;                // 1: rows about a vehicle only, 0: rows about none, -1: both
  std::string asset_group_path;         // rows about a vehicle of this group subtree (empty: any)
  int page_number = 1, page_size = 30;  // page_size 0: every row (exports)
  // Keyset paging for long exports: only rows older than (before_time, before_id) in the order
  // shown; 0: from the newest. With count false the total is not computed (left 0).
  long long before_time = 0, before_id = 0;
  bool count = true;
};

struct OperationPage {
  std::vector<OperationRow> rows;
  long long total = 0;
};

// Appends one entry; call it inside the transaction of the change it records.
Status AppendOperation(Connection& conn, const Actor& actor, const OperationEntry& entry, long long now_ms);

// Entries made by users whose group lies in `scope`, newest first.
Result<OperationPage> QueryOperations(Connection& conn, const Scope& scope, const OperationQuery& q);

}  // namespace chelian::store
