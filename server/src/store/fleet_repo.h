// 车辆管理's reads and writes (docs/fleet.md): the vehicle table of one group, the 车辆资料 of one
// vehicle, edits, transfers and deletes of vehicles, and the group edits and delete checks. Every
// call takes the caller's scope; creating a vehicle stays CreateAssetWithDevice (asset_repo.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

// One vehicle as 车辆管理 shows it: the asset, its device and the device's latest state.
struct FleetVehicle {
  long long id = 0, group_id = 0, parent_group_id = 0;
  std::string group_name;
  std::string plate, vehicle_type, engine_no, frame_no, owner, license, phone, address, remark, service_code,
      display_year;
  int icon_type = 0;
  long long device_id = 0;
  std::string terminal_no, terminal_type, protocol, sim, iccid, mac;
  std::string install_place, install_person, install_remark, install_date;
  int service_months = 0, renew_state = 0;
  long long settled_at = 0, activated_at = 0, expires_at = 0, created_at = 0;
  bool has_state = false;  // the device reported at least once
  long long fix_time = 0, recv_time = 0, motion_since = 0;
  int motion = 0;
};

struct FleetPage {
  std::vector<FleetVehicle> rows;
  long long total = 0;
};

// The vehicles directly in group `group_id` (not its sub-groups), ordered by id. NotFound when the
// group is not inside `scope`.
Result<FleetPage> PageGroupVehicles(Connection& conn, const Scope& scope, long long group_id, int page_number,
                                    int page_size);

// Every vehicle directly in `group_id`, ordered by id (the export). NotFound as above.
Result<std::vector<FleetVehicle>> ListGroupVehicles(Connection& conn, const Scope& scope, long long group_id);

// The vehicle `asset_id` if inside `scope`, else NotFound("车辆不存在或无权操作").
Result<FleetVehicle> GetFleetVehicle(Connection& conn, const Scope& scope, long long asset_id);

// The vehicle of `scope` related to one being typed in the 车辆资料 dialog (getVehicleDateByPlate):
// the lowest id with plate `plate`, or else with frame number `frame_no` (empty ones match nothing),
// other than `except_id`; nullopt when none inside the scope.
Result<std::optional<FleetVehicle>> FindRelatedFleetVehicle(Connection& conn, const Scope& scope,
                                                            const std::string& plate, const std::string& frame_no,
                                                            long long except_id);

// How many vehicles of its group come before vehicle `asset_id` in PageGroupVehicles' order.
Result<long long> VehicleRankInGroup(Connection& conn, const FleetVehicle& v);

// What the 车辆资料 dialog edits (all fields are written as given).
struct VehicleEdit {
  long long group_id = 0;
  std::string plate, vehicle_type, engine_no, frame_no, owner, license, phone, address, remark, service_code,
      display_year;
  int icon_type = 0;
  std::string terminal_no, terminal_type, protocol, sim, iccid, mac;
  std::string install_place, install_person, install_remark, install_date;
};

// Writes `edit` over vehicle `asset_id` and its device. NotFound for a vehicle or group outside
// `scope`; AlreadyExists("终端号已存在: …") when the terminal number belongs to another device.
Status UpdateFleetVehicle(Connection& conn, const Scope& scope, long long asset_id, const VehicleEdit& edit);

// Sets what CreateAssetWithDevice does not take: the MAC, the service months bought before the first
// report (续费年限), the service password and the year text. No scope: right after the creation.
Status SetNewVehicleExtras(Connection& conn, long long asset_id, const std::string& mac, int service_months,
                           const std::string& service_code, const std::string& display_year);

// Moves vehicle `asset_id` into `group_id`; both inside `scope` (NotFound otherwise).
Status MoveVehicle(Connection& conn, const Scope& scope, long long asset_id, long long group_id);

// Deletes vehicle `asset_id` with its device, latest state, concerns and bindings (track history
// stays, unreachable). NotFound outside `scope`.
Status DeleteFleetVehicle(Connection& conn, const Scope& scope, long long asset_id);

// A vehicle found by a terminal number or plate in a list, wherever it is (the caller sorts the
// ones outside its scope out as 没权限).
struct VehicleRef {
  std::string key;  // the plate, or TerminalKey of the terminal number
  long long asset_id = 0;
  long long group_id = 0;
  std::string group_path, plate, terminal_no;
};

// A terminal number as compared: leading zeros are not significant ("00013800001" → "13800001").
std::string TerminalKey(const std::string& number);

// The vehicles whose terminal number is one of `numbers` (leading zeros not significant; `key` is
// TerminalKey of the stored number). Unscoped.
Result<std::vector<VehicleRef>> FindVehiclesByTerminals(Connection& conn, const std::vector<std::string>& numbers);
// The vehicles whose plate is one of `plates` (several per plate possible). Unscoped.
Result<std::vector<VehicleRef>> FindVehiclesByPlates(Connection& conn, const std::vector<std::string>& plates);

// What keeps a group from being deleted.
struct GroupUsage {
  long long vehicles = 0, children = 0, users = 0, roles = 0;  // roles: made by the group's administrators
};
Result<GroupUsage> GroupUsageOf(Connection& conn, long long group_id);

// Writes a group's name, contact, phone and remark. NotFound outside `scope`.
Status UpdateGroupInfo(Connection& conn, const Scope& scope, long long group_id, const std::string& name,
                       const std::string& contact_name, const std::string& phone, const std::string& remark);

// Whether a sibling of `parent_id` other than `except_id` is called `name`.
Result<bool> SiblingNamed(Connection& conn, long long parent_id, const std::string& name, long long except_id);

// Deletes an empty group (no vehicles, sub-groups, users or roles: check GroupUsageOf first) and the
// settings and bindings that target it. NotFound outside `scope`.
Status DeleteEmptyGroup(Connection& conn, const Scope& scope, long long group_id);

}  // namespace chelian::store
