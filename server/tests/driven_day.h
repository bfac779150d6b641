// A demo vehicle's working morning sent through the JT/T 808 gateway, for the report tests: from
// 08:00 of a day, 10 min driving east at 45 km/h, 30 min parked with the ignition off, 10 min north.
#pragma once

namespace chelian::testing {

// Sends the fixes of demo vehicle `demo_index` (a fix every 10 s, every 60 s parked), signed in,
// to the JT/T 808 gateway on `port`; `day_start_ms` is the day's local midnight. False when a frame
// is not acknowledged.
bool SendDrivenDay(int port, int demo_index, long long day_start_ms);

}  // namespace chelian::testing
