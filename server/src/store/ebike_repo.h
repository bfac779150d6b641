// 电动车卫士's data (docs/elec-car.md): the caller's e-bikes (assets kind 4) with their devices'
// latest state, and the family share links with the key that signs their tokens. Every call on a
// bike takes the caller's Scope; only the public share view reads a link by its (verified) id.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

inline constexpr int kEbikeKind = 4;  // assets.kind (migration 0003)

struct EbikeRow {
  long long asset_id = 0, device_id = 0;
  std::string plate, group_name, terminal_no, terminal_type, protocol;
  bool has_state = false;  // the device has sent a fix
  long long fix_time = 0, recv_time = 0;
  double lat = 0, lon = 0, speed = 0, mileage = 0;
  int course = 0, flags = 0, motion = 0;
  std::string attributes;  // latest attributes JSON (domain/attributes_json.h)
};

// The e-bikes inside `scope`, by plate.
Result<std::vector<EbikeRow>> ListEbikes(Connection& conn, const Scope& scope);
// One e-bike inside `scope`. Errors: NotFound 车辆不存在或无权访问 (also for an asset of another kind).
Result<EbikeRow> FindEbike(Connection& conn, const Scope& scope, long long asset_id);
// The e-bike of the asset (no scope: the public share view, after the token was verified).
Result<EbikeRow> FindEbikeForShare(Connection& conn, long long asset_id);

struct ShareRow {
  long long id = 0, asset_id = 0, created_by = 0;
  long long created_at = 0, expires_at = 0, revoked_at = 0;
  long long views = 0;
  std::string plate;
};

// A new link for `asset_id` (an e-bike inside `scope`). Errors: NotFound.
Result<ShareRow> CreateShare(Connection& conn, const Scope& scope, long long asset_id, long long user_id,
                             long long now_ms, long long expires_at);
// The links of the e-bikes inside `scope` (of one bike when asset_id > 0), newest first.
Result<std::vector<ShareRow>> ListShares(Connection& conn, const Scope& scope, long long asset_id);
// Ends a link inside `scope` now. Errors: NotFound 分享链接不存在或无权操作.
Status RevokeShare(Connection& conn, const Scope& scope, long long share_id, long long now_ms);
// A link by id (no scope: its token was verified) with one more view counted. Errors: NotFound.
Result<ShareRow> TakeShareView(Connection& conn, long long share_id);

// The share tokens' key: read, or written from `fresh` (hex) by the first caller.
Result<std::string> ShareKey(Connection& conn, const std::string& fresh);

}  // namespace chelian::store
