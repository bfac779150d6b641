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

// The demo school's badges and the demo pet trackers (`admin demo-seed --wearables N`): people
// (kind 2) with 3G* watch-protocol badges in the school's classes, then pets (kind 3) with H02
// trackers, in 深圳.
inline constexpr int kDemoPeople = 30;
struct DemoWearable {
  int kind = 2;          // 2 person, 3 pet (assets.kind)
  size_t group = 0;      // index into DemoWearableGroups()
  std::string protocol;  // "watch" or "h02"
  std::string terminal_no;
  std::string name;  // the asset's name (plate column)
};
// The school's classes and the pet group: {parent ("" : the demo root), name}.
struct DemoWearableGroup {
  std::string_view parent;
  std::string_view name;
};
std::span<const DemoWearableGroup> DemoWearableGroups();
// The i-th wearable (i from 0): people first (kDemoPeople), then pets.
DemoWearable DemoWearableAt(int i);
// The city the wearables move in.
const City& WearableCity();

}  // namespace chelian::sim
