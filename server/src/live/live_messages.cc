// Implementation of the live messages.
#include "live/live_messages.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "core/clock.h"
#include "core/json.h"

namespace chelian::live {

std::string PositionJson(const VehiclePosition& p, int utc_offset_minutes) {
  boost::json::object o{{"vehicleId", p.vehicle_id},
                        {"plate", p.plate},
                        {"lat", p.lat},
                        {"lon", p.lon},
                        {"speed", p.speed_kmh},
                        {"course", p.course},
                        {"acc", p.acc},
                        {"valid", p.valid ? 1 : 0},
                        {"mileage", p.mileage_km},
                        {"motion", p.motion},
                        {"gpsTime", FormatLocalTime(p.fix_time_ms, utc_offset_minutes)},
                        {"recvTime", FormatLocalTime(p.recv_time_ms, utc_offset_minutes)}};
  boost::json::array alarms;
  for (std::string_view code : p.alarms) alarms.emplace_back(code);
  o["alarms"] = std::move(alarms);
  return WriteJson(o);
}

std::string AlarmJson(const AlarmStarted& a, int utc_offset_minutes) {
  boost::json::object o{{"alarmId", a.alarm_id}, {"vehicleId", a.vehicle_id},
                        {"groupId", a.group_id}, {"groupName", a.group_name},
                        {"plate", a.plate},      {"enType", a.code},
                        {"type", a.label},       {"source", a.source},
                        {"lat", a.lat},          {"lon", a.lon},
                        {"speed", a.speed_kmh},  {"time", FormatLocalTime(a.time_ms, utc_offset_minutes)}};
  if (!a.place.empty()) o["pathName"] = a.place;
  o["kind"] = a.kind;
  return WriteJson(o);
}

}  // namespace chelian::live
