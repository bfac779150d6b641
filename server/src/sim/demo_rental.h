// The demo rental fleet of 电动车租赁 (docs/elec-lease.md), defined once: a leasing company with its
// store, its e-bikes (JT/T 808 trackers) and their contracts — most paid up, some overdue by a few
// days to a few weeks, one settled — which `admin demo-rental` registers for `make run` under the demo
// agent that `admin demo-seed` made.
#pragma once

#include <span>
#include <string_view>

namespace chelian::sim {

inline constexpr std::string_view kRentalParent = "车联演示代理商";  // the demo agent (app/demo_seed.cc)
inline constexpr std::string_view kRentalCompany = "速骑电动车租赁";
inline constexpr std::string_view kRentalStore = "南山门店";

struct RentalBike {
  std::string_view plate;
  std::string_view terminal_no;
  double lat = 0, lon = 0;  // where it was last seen (深圳南山)
  int offline_days = 0;     // its tracker last reported this many days ago (0: today)
  bool tampered = false;    // a 防拆除报警 in the last days
};

struct RentalContract {
  int bike = 0;  // index into RentalBikes()
  std::string_view contract_no, rider, id_no, phone;
  int started_days_ago = 0;
  int term = 12;
  int period = 1;            // 1 monthly, 2 weekly
  long long rent = 0;        // fen per instalment
  long long deposit = 0;     // fen
  int paid_instalments = 0;  // paid on their due dates; -1: the whole plan
};

std::span<const RentalBike> RentalBikes();
std::span<const RentalContract> RentalContracts();

}  // namespace chelian::sim
