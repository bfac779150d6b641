// Implementation of the driven day of the report tests.
#include "driven_day.h"

#include <cstdint>

#include "jt808_terminal.h"
#include "reports/test_tracks.h"
#include "sim/demo_fleet.h"
#include "sim/device_frames.h"

namespace chelian::testing {

bool SendDrivenDay(int port, int demo_index, long long day_start_ms) {
  reports::TrackBuilder b(day_start_ms + 8 * 3'600'000LL, 22.54, 114.05);
  b.Drive(600, 45, 90, 10).Stand(1800, 60, 0).Drive(600, 45, 0, 10);
  sim::DemoVehicle v = sim::DemoVehicleAt(demo_index);
  if (v.protocol != "jt808") return false;
  uint16_t serial = 1;
  for (const reports::TrackSample& s : b.samples()) {
    sim::Fix fix;
    fix.time_ms = s.time_ms;
    fix.where = {s.lat, s.lon};
    fix.speed_kmh = s.speed_kmh;
    fix.course = s.course;
    fix.acc = s.acc == 1;
    fix.odometer_km = s.mileage_km;
    if (!SendSignedIn(port, sim::Jt808Location({v.terminal_no}, serial++, fix))) return false;
  }
  return true;
}

}  // namespace chelian::testing
