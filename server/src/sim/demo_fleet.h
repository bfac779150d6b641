// The demo tenant's fleets and vehicles, defined once: `admin demo-seed` registers them and
// `chelian-sim` drives them, so the simulator's terminals are exactly the seeded ones.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "sim/cities.h"

namespace chelian::sim {

struct DemoFleet {
  std::string_view company;
  std::string_view name;
  std::string_view plate_prefix;
  std::string_view vehicle_type;
  std::string_view city;  // one of Cities()
};

std::span<const DemoFleet> DemoFleets();

struct DemoVehicle {
  size_t fleet = 0;      // index into DemoFleets()
  std::string protocol;  // "jt808" (4 of 5) or "gt06"
  std::string terminal_no;
  std::string plate;
  std::string sim;
  bool long_standby = false;
};

// The i-th demo vehicle (i from 0).
DemoVehicle DemoVehicleAt(int i);

// The city a fleet drives in.
const City& CityOf(const DemoFleet& fleet);

}  // namespace chelian::sim
