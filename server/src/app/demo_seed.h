// The demo tenant: a group tree (agent → companies → fleets), users and vehicles with devices
// spread over Chinese cities, for trying the console. Idempotent: a second run changes nothing.
#pragma once

#include <string>

#include "core/status.h"
#include "store/asset_repo.h"
#include "store/db.h"

namespace chelian {

struct DemoSeedResult {
  bool created = false;  // false when the demo tenant already existed
  int groups = 0, users = 0, vehicles = 0;
};

// Vehicles: `vehicles` in all (at least 10), 80% JT/T 808 and 20% GT06 devices.
Result<DemoSeedResult> SeedDemo(store::Database& db, int vehicles, long long now_ms);

// The demo school (people with watch-protocol badges) and pet trackers (H02), `count` in all
// (sim/demo_fleet.h: the first 30 people, the rest pets), under the demo root (created first by
// SeedDemo). Idempotent: the number created, 0 when the school is present already.
Result<int> SeedDemoWearables(store::Database& db, int count, long long now_ms);

// A demo asset's device: `protocol`'s default terminal type, installed on the demo's install date.
store::NewDevice DemoDevice(const std::string& terminal_no, const std::string& protocol, const std::string& sim = "");

// Demo sign-ins printed by the command and shown in the README.
inline constexpr char kDemoAdminUser[] = "admin";
inline constexpr char kDemoAdminPassword[] = "admin123";
inline constexpr char kDemoFleetUser[] = "demo";
inline constexpr char kDemoFleetPassword[] = "demo123";

}  // namespace chelian
