// Reads and writes of the monitoring centre: every vehicle of a scope with its device, saved latest
// state, open alarms and the user's follow level; follow levels; recent alarm episodes (their
// handling: store/alarm_handling.h); vehicle search. Every call takes the user's Scope (group subtree).
#pragma once

#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

// The saved latest state of a device (table device_state), as the pipeline snapshots it.
struct SavedState {
  bool present = false;  // false: the device never sent a position
  long long fix_time = 0, recv_time = 0;
  double lat = 0, lon = 0, speed = 0, mileage = 0;
  int course = 0, flags = 0;
  int motion = 0;  // 0 never online, 1 driving, 2 parked, 3 offline
  long long motion_since = 0;
  std::string attributes;  // JSON object of the latest decoded attributes
};

struct MonitorVehicle {
  long long asset_id = 0, device_id = 0;  // device_id 0: no device fitted
  long long group_id = 0;
  std::string group_name, group_path;
  std::string plate, terminal_no, terminal_type, sim, owner, frame_no;
  int icon_type = 0, long_standby = 0;
  long long expires_at = 0;  // 0: never expires
  long long settled_at = 0;  // 结清 (0: not settled)
  SavedState state;
  std::vector<std::string> open_alarms;  // codes of episodes without an end
  int concern_level = 0;                 // 0 not followed, 1 高, 2 中, 3 低 (of the asking user)
  std::string concern_remark;
};

struct MonitorFilter {
  // Subtrees to list (materialised paths, each inside the scope); empty: the whole scope.
  std::vector<std::string> group_paths;
  bool followed_only = false;  // only vehicles `user_id` follows (special group -1)
  bool wireless_only = false;  // only long-standby devices (special group -2)
  int kind = 0;                // assets.kind to list (store/asset_kind.h); 0: every kind
};

// Every vehicle inside `scope` passing `filter`, ordered by group path, plate and id (bytewise);
// concern levels are those of `user_id`.
Result<std::vector<MonitorVehicle>> ListMonitorVehicles(Connection& conn, const Scope& scope, long long user_id,
                                                        const MonitorFilter& filter);

// The details of one vehicle (the vehicle info dialog): asset, device, SIM, owner, installation.
struct VehicleDetails {
  long long asset_id = 0, group_id = 0;
  std::string group_name, plate, vehicle_type, engine_no, frame_no, owner, license, phone, address, remark;
  int icon_type = 0;
  std::string terminal_no, terminal_type, protocol, sim, iccid, imei;
  int long_standby = 0;
  long long activated_at = 0, expires_at = 0, created_at = 0;
  std::string install_place, install_person, install_remark, install_date;
};

// NotFound when the vehicle is not inside `scope`.
Result<VehicleDetails> GetVehicleDetails(Connection& conn, const Scope& scope, long long asset_id);

// Resolves group ids to their materialised paths; NotFound when one is not inside `scope`.
Result<std::vector<std::string>> GroupPaths(Connection& conn, const Scope& scope, const std::vector<long long>& ids);

// Follows `asset_id` for `user_id` at `level` (1–3) with `remark`, or updates it. NotFound when
// the vehicle is not inside `scope`; InvalidArgument for a bad level.
Status SaveConcern(Connection& conn, const Scope& scope, long long user_id, long long asset_id, int level,
                   const std::string& remark, long long now_ms);
// Stops following; a vehicle not followed is not an error.
Status DeleteConcern(Connection& conn, long long user_id, long long asset_id);

struct Concern {
  int level = 0;  // 1 高, 2 中, 3 低
  std::string remark;
};
// The user's follow levels of the listed vehicles (a page of a report); vehicles not followed are absent.
Result<std::map<long long, Concern>> ConcernsOf(Connection& conn, long long user_id,
                                                const std::vector<long long>& asset_ids);

// A vehicle found by the monitor's search box, with the field that matched.
struct VehicleMatch {
  long long asset_id = 0, group_id = 0;
  std::string plate, terminal_no, terminal_type, sim, owner, frame_no, group_name;
  int match_type = 1;  // 1 plate, 2 terminal no., 3 SIM, 4 owner, 6 frame no. (v3-console-inventory §3.4)
};

// Vehicles inside `scope` whose plate, terminal number, SIM, owner or frame number contains
// `keyword` (case-insensitive for Latin letters), best matches first, at most `limit`.
// `kind` (store/asset_kind.h) keeps one asset kind; 0 every kind.
Result<std::vector<VehicleMatch>> SearchVehicles(Connection& conn, const Scope& scope, const std::string& keyword,
                                                 int limit, int kind = 0);

struct RecentAlarm {
  long long id = 0, asset_id = 0, group_id = 0;
  std::string code, label, plate, group_name;
  long long begin_time = 0, end_time = 0;  // end 0: still active
  double lat = 0, lon = 0, speed = 0;
  int handled = 0;
};

struct RecentAlarmQuery {
  long long since_ms = 0;          // episodes begun at or after
  long long updated_after_ms = 0;  // only episodes changed after (incremental refresh); 0: all
  bool unhandled_only = true;
  std::vector<std::string> exclude_codes;
  int limit = 500;
  long long hide_expired_at = 0;  // > 0: leave out vehicles expired by then (store/expired_clause.h)
  int kind = 0;                   // assets.kind of the alarms' assets (store/asset_kind.h); 0: every kind
};

// Alarm episodes of vehicles inside `scope`, newest first.
Result<std::vector<RecentAlarm>> ListRecentAlarms(Connection& conn, const Scope& scope, const RecentAlarmQuery& q);

// How many episodes the same query matches, all of them (the list stops at q.limit).
Result<long long> CountRecentAlarms(Connection& conn, const Scope& scope, const RecentAlarmQuery& q);

}  // namespace chelian::store
