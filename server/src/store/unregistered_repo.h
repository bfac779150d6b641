// The administrators' list 未注册设备: terminals that reported without being registered (table
// unregistered_devices, written by the gateway through store/device_directory), and taking one
// off it. A refused terminal belongs to no group yet and is listed to every caller; one the gateway
// registered by itself is listed with its vehicle, only inside the caller's scope.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct UnregisteredDevice {
  std::string terminal_no, protocol;
  long long first_seen = 0, last_seen = 0;
  std::string remote;
  long long frames = 0;
  long long auto_asset_id = 0;    // the vehicle the gateway registered it as; 0: refused
  std::string plate, group_name;  // of that vehicle
};

struct UnregisteredPage {
  std::vector<UnregisteredDevice> rows;
  long long total = 0;
};

// Listed terminals whose number contains `keyword` (literally; empty: all), last report first. A
// refused terminal registered by hand since is no longer listed. REQUIRES: page_number >= 1,
// page_size >= 1.
Result<UnregisteredPage> PageUnregisteredDevices(Connection& conn, const Scope& scope, const std::string& keyword,
                                                 int page_number, int page_size);

// Takes (terminal_no, protocol) off the list; an auto-registered one keeps its vehicle, a refused
// one is listed again when it next reports. NotFound when it is not listed for `scope`.
Status RemoveUnregisteredDevice(Connection& conn, const Scope& scope, const std::string& terminal_no,
                                const std::string& protocol);

}  // namespace chelian::store
