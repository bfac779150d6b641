// The columns of a stored position, in the order of positions and positions_recent (migrations
// 0004, 0053): one list for the writer's insert and the fold's copy.
#pragma once

namespace chelian::store {

inline constexpr char kPositionColumns[] =
    "device_id, fix_time, recv_time, lat, lon, altitude, speed, course, satellites, flags, mileage, alarms, attributes";

}  // namespace chelian::store
