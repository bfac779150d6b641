// 新国标's e-bike registry (table gb_bikes) and its Beidou switch log (gb_beidou_switches): every
// e-bike (assets.kind = 4) inside the caller's subtree, registered or not; reads and writes take a
// Scope, a bike outside it is NotFound with the same Chinese words as one that does not exist.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/alarm_query.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

inline constexpr int kAssetKindEbike = 4;

// What the registry keeps of a bike (the editable part).
struct GbBikeFields {
  std::string make, model, frame_no, motor_no, beidou_serial;
  int usage_class = 1;  // 1 个人, 2 物流, 3 租赁
  int beidou_on = 1;
};

struct GbBikeRow {
  long long asset_id = 0, group_id = 0, device_id = 0;   // device_id 0: no device fitted
  std::string plate, group_name, terminal_no, protocol;  // protocol of the device (jt808, gt06, …)
  bool registered = false;
  GbBikeFields fields;
  long long updated_at = 0;
};

struct GbBikeQuery {
  long long group_id = 0;           // 0: the whole scope; else that group's subtree (NotFound when not visible)
  std::string keyword;              // substring of plate, terminal, frame number or Beidou serial
  int registered = 0;               // 0 all, 1 registered, 2 not registered
  long long limit = 0, offset = 0;  // limit 0: every row
  long long hide_expired_at = 0;    // service.hide_expired: bikes expired then left out (store/expired_clause.h)
};

// The e-bikes of the query, by plate then id.
Result<Page<GbBikeRow>> QueryGbBikes(Connection& conn, const Scope& scope, const GbBikeQuery& q);
// One e-bike inside the scope (NotFound 车辆不存在或无权访问).
Result<GbBikeRow> GetGbBike(Connection& conn, const Scope& scope, long long asset_id);

// The e-bike inside the scope whose device has the terminal number (leading zeros aside, as
// store::TerminalKey). NotFound 设备号不存在或不属于本单位的电动车.
Result<GbBikeRow> FindGbBikeByTerminal(Connection& conn, const Scope& scope, const std::string& terminal_no);
// Another registered bike inside the scope with this frame number: its plate, "" when none.
Result<std::string> GbFrameTakenBy(Connection& conn, const Scope& scope, const std::string& frame_no,
                                   long long except_asset_id);

// Registers the bike or updates its record. InvalidArgument (Chinese) for an empty frame number,
// an unknown usage class, or Beidou off on a logistics or leasing bike; a change of beidou_on is
// logged as a switch by `user_id`/`user_name`.
Status SaveGbBike(Connection& conn, const Scope& scope, long long asset_id, const GbBikeFields& fields,
                  long long user_id, const std::string& user_name, long long now_ms);
// Removes the bike's record (NotFound when it has none); its switch log stays.
Status DeleteGbBike(Connection& conn, const Scope& scope, long long asset_id);

// Switches Beidou of a registered bike on or off and logs it. FailedPrecondition (Chinese) for a
// bike not registered, or switching off a logistics or leasing bike.
Status SwitchBeidou(Connection& conn, const Scope& scope, long long asset_id, bool on, long long user_id,
                    const std::string& user_name, const std::string& reason, long long now_ms);

struct BeidouSwitchRow {
  long long id = 0, asset_id = 0, user_id = 0, at = 0;
  std::string plate, group_name, user_name, reason;
  int beidou_on = 0;
};
struct BeidouSwitchQuery {
  long long group_id = 0, asset_id = 0;  // 0: any
  long long from_ms = 0, to_ms = 0;      // 0: unbounded
  long long limit = 0, offset = 0;
};
// The switches of bikes inside the scope, newest first.
Result<Page<BeidouSwitchRow>> QueryBeidouSwitches(Connection& conn, const Scope& scope, const BeidouSwitchQuery& q);

}  // namespace chelian::store
