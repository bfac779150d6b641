// A vehicle as the reports name it: the one row shape shared by the day reports (vehicle_day_repo)
// and the event reports (report_event_repo).
#pragma once

#include <string>
#include <vector>

namespace chelian::store {

struct ReportVehicle {
  long long asset_id = 0, group_id = 0;
  std::string plate, group_name, terminal_no, terminal_type, sim, owner, vehicle_type;
  int long_standby = 0;
  std::vector<long long> device_ids;  // every device fitted to the vehicle (event reports fill it)
};

}  // namespace chelian::store
