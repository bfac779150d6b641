// Assets (vehicles and other tracked things) with the device fitted to each.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct NewAsset {
  long long group_id = 0;
  int kind = 1;  // 1 vehicle, 2 person, 3 pet, 4 e-bike
  std::string plate;
  int icon_type = 0;
  std::string vehicle_type, engine_no, frame_no, owner, license, phone, address, remark;
};

struct NewDevice {
  std::string terminal_no;
  std::string terminal_type = "GPRS-部标";
  std::string protocol = "jt808";
  std::string sim, iccid, imei;
  int long_standby = 0;
  long long expires_at = 0;  // 0: no expiry
  std::string install_place, install_person, install_remark, install_date;
};

struct AssetRow {
  long long id = 0;
  long long group_id = 0;
  std::string group_name;
  int kind = 1;
  std::string plate;
  std::string terminal_no, terminal_type, protocol, sim;
  std::string iccid, owner, frame_no, vehicle_type;
  int icon_type = 0;
  int long_standby = 0;
  long long expires_at = 0;
  long long created_at = 0;
};

struct AssetQuery {
  long long group_id = 0;  // 0: the scope's own group
  bool include_children = true;
  std::string keyword;  // matches plate, terminal number, SIM, owner, frame number (substring)
  int page_number = 1;  // from 1
  int page_size = 10;   // 1..1000
};

struct AssetPage {
  std::vector<AssetRow> rows;
  long long total = 0;
};

// Creates an asset in a group inside `scope` with its device, atomically. Errors: NotFound (group
// not visible), AlreadyExists (terminal number taken, leading zeros aside), InvalidArgument (empty
// plate/terminal). The terminal leaves the list of unregistered devices. Returns the stored row.
Result<AssetRow> CreateAssetWithDevice(Connection& conn, const Scope& scope, const NewAsset& asset,
                                       const NewDevice& device, long long now_ms);

// A page of assets inside `scope` matching `query`, ordered by id. NotFound when `query.group_id`
// is not visible.
Result<AssetPage> QueryAssets(Connection& conn, const Scope& scope, const AssetQuery& query);

// The asset `id`, if inside `scope`.
Result<AssetRow> GetAsset(Connection& conn, const Scope& scope, long long id);

// The asset whose device has `terminal_no`, if inside `scope`.
Result<AssetRow> FindAssetByTerminal(Connection& conn, const Scope& scope, const std::string& terminal_no);

// Assets inside `scope`, ordered by id.
Result<std::vector<AssetRow>> ListAssets(Connection& conn, const Scope& scope);

}  // namespace chelian::store
