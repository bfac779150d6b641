// 车辆续费 (docs/renewal.md): the service time of vehicles — the price table, the expiry list,
// renewals paid in coins (exactly once: one transaction, the debit a conditional update), the
// 续费/不续费 lists, coin transfers between accounts, their records, and the activation at the
// first report from which the expiry starts counting.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/operation_log_repo.h"
#include "store/scope.h"

namespace chelian::store {

inline constexpr int kRenewListRenew = 0;    // devices.renew_state: 续费
inline constexpr int kRenewListNoRenew = 2;  // 不续费

// Coins for `months` of the price table (1/2/3/4 months = 1/2/3/4 coins; 1/2/3/4 years = 5/10/15/20
// coins); nullopt for any other length.
std::optional<long long> RenewalPrice(int months);

// `epoch_ms` plus `months` calendar months (UTC), the day clamped to the month's last.
long long AddMonths(long long epoch_ms, int months);

// A device's first report: when it arrived.
struct DeviceActivation {
  long long device_id = 0;
  long long at_ms = 0;
};

// Marks the devices activated (their first report), in one transaction, when they were not yet:
// the expiry becomes activation + service months (none when no months were bought). Devices
// already activated are left alone.
Status ActivateDevices(Connection& conn, const std::vector<DeviceActivation>& activations);

// One vehicle of the renewal list (its first device).
struct ExpireRow {
  long long asset_id = 0, group_id = 0, device_id = 0;
  std::string plate, terminal_no, frame_no, sim, group_name, install_date, display_year;
  long long activated_at = 0;  // 0: never reported
  long long expires_at = 0;    // 0: no expiry (none bought, or not activated yet)
  int service_months = 0;
  int renew_state = 0;  // kRenewList*
  long long settled_at = 0;
  bool has_state = false;  // reported at least once
  long long recv_time = 0;
  int motion = 0;  // device_state.motion: 1 driving, 2 parked, 3 offline
};

struct ExpireQuery {
  std::string group_path;         // a group subtree inside the scope; empty: the whole scope
  long long asset_id = 0;         // one vehicle
  int state = -1;                 // -1 all, 0 normal, 1 expired, 2 不续费 list
  long long expiring_before = 0;  // >0: not expired yet and expiring before this time
  int vehicle_state = -1;         // -1 all, 0 从未上线, 1 行驶, 2 静止, 3 离线
  long long offline_after_ms = 600'000;
  long long offline_from_ms = 0, offline_to_ms = 0;  // last data between (0: open)
  std::string display_year;                          // 续费年限, exact; empty: any
  long long activated_from = 0, activated_to = 0;
  std::string installed_from, installed_to;  // install_date text bounds (yyyy-MM-dd…)
  bool include_settled = false;              // settled vehicles leave the renewal list
  long long now = 0;
  int limit = 0, offset = 0;  // limit 0: every row
};

struct ExpirePage {
  std::vector<ExpireRow> rows;
  long long total = 0;
};

// The vehicles of `scope` narrowed by `q`, by expiry (soonest first, never-activated last).
Result<ExpirePage> QueryExpire(Connection& conn, const Scope& scope, const ExpireQuery& q);

// The vehicle `asset_id` of `scope` (its first device); NotFound when outside.
Result<ExpireRow> GetExpireRow(Connection& conn, const Scope& scope, long long asset_id);

// Vehicles by terminal number for the custom lists: found inside `scope`, found outside (no
// permission) or not at all.
struct TerminalLookup {
  std::vector<ExpireRow> found;
  std::vector<std::string> no_permission, nonexistent;
};
Result<TerminalLookup> FindByTerminals(Connection& conn, const Scope& scope, const std::vector<std::string>& terminals);

struct RenewResult {
  long long coins_spent = 0;
  long long balance_after = 0;         // the payer's coins after it
  std::vector<long long> new_expires;  // per vehicle, in order (0: waits for the first report)
};

// Renews `vehicles` (rows of the caller's scope) by `months` in one transaction: debits
// price × vehicles from `payer` unless `unlimited` (conditional update: refused with
// ResourceExhausted 车币不足 when the balance does not cover it, nothing changed), extends every
// device of each vehicle (from the later of its expiry and now; before the first report the months
// add up and the expiry waits), appends a renew_log row and an operation_log entry per vehicle.
// Errors: InvalidArgument for a length outside the price table or a settled vehicle.
Result<RenewResult> RenewVehicles(Connection& conn, const Actor& payer, bool unlimited,
                                  const std::vector<ExpireRow>& vehicles, int months, long long now);

// Puts the vehicles on the 续费 (0) or 不续费 (2) list, one operation_log entry each.
Status SetRenewState(Connection& conn, const Actor& actor, const std::vector<ExpireRow>& vehicles, int state,
                     long long now);

struct RenewLogRow {
  long long id = 0, asset_id = 0, user_id = 0;
  std::string user_name, plate, terminal_no, group_name;
  int months = 0;
  long long coins = 0, new_expire = 0, created_at = 0;
};
struct RenewLogQuery {
  std::string keyword;  // plate, terminal number or SIM contains it
  long long from = 0, to = 0;
  int limit = 0, offset = 0;
};
struct RenewLogPage {
  std::vector<RenewLogRow> rows;
  long long total = 0, coins = 0, vehicles = 0;  // over every matching row
};
// Renewals of vehicles whose group lies in `scope`, newest first.
Result<RenewLogPage> QueryRenewLog(Connection& conn, const Scope& scope, const RenewLogQuery& q);

struct CoinTransfer {
  long long id = 0, from_user_id = 0, to_user_id = 0;
  std::string from_user_name, to_user_name, to_corp_name;
  long long coins = 0, from_before = 0, from_after = 0, to_after = 0, created_at = 0;
};

// Moves `coins` from `from` (whose group is `from_group`) to account `to_user_id` in one
// transaction: conditional debit unless `unlimited` (ResourceExhausted 车币不足), credit, a
// coin_transfers row and an operation_log entry.
Result<CoinTransfer> TransferCoins(Connection& conn, const Actor& from, bool unlimited, long long to_user_id,
                                   long long coins, long long now);

struct TransferQuery {
  long long user_id = 0;  // payer or receiver; 0: any
  long long from = 0, to = 0;
  int limit = 0, offset = 0;
};
struct TransferPage {
  std::vector<CoinTransfer> rows;
  long long total = 0, coins = 0;
};
// Transfers whose payer's or receiver's group lies in `scope`, newest first.
Result<TransferPage> QueryTransfers(Connection& conn, const Scope& scope, const TransferQuery& q);

// A user's coin balance.
Result<long long> CoinBalance(Connection& conn, long long user_id);

// Vehicles of `scope`.
Result<long long> CountVehicles(Connection& conn, const Scope& scope);

// Whether device `expires_at` lies in the past at `now` (0: never expires).
inline bool IsExpired(long long expires_at, long long now) { return expires_at > 0 && expires_at <= now; }

}  // namespace chelian::store
