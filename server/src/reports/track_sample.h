// One stored fix as the report functions see it: time, place, speed, course, odometer and the
// flags that matter to motion (fix valid, ignition, back-filled), the battery level. Plain data.
#pragma once

namespace chelian::reports {

struct TrackSample {
  long long time_ms = 0;    // fix time, epoch ms UTC
  double lat = 0, lon = 0;  // WGS-84 degrees
  double speed_kmh = 0;
  int course = 0;            // degrees clockwise from north
  double mileage_km = 0;     // odometer after this fix
  bool valid = true;         // GNSS fix; invalid fixes carry no trustworthy place
  int acc = -1;              // ignition: -1 unknown, 0 off, 1 on
  bool back_filled = false;  // re-uploaded from the device's blind-area store
  int battery_pct = -1;      // battery level the device reported with the fix, -1 none
};

}  // namespace chelian::reports
