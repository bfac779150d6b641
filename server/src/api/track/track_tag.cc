// The track reply's entity tag: a digest of every input of the reply, in one canonical text.
#include "api/track/track_tag.h"

#include <charconv>

#include "net/entity_tag.h"

namespace chelian::api::track {
namespace {

// The canonical text: fields separated by '|', numbers exact (doubles in their shortest form that
// reads back the same), texts with their length so that no separator inside one can shift another.
class Canonical {
 public:
  Canonical& Add(long long v) { return Append(std::to_chars(buf_, buf_ + sizeof buf_, v).ptr); }
  Canonical& Add(double v) { return Append(std::to_chars(buf_, buf_ + sizeof buf_, v).ptr); }
  Canonical& Add(std::string_view text) {
    text_.append(buf_, std::to_chars(buf_, buf_ + sizeof buf_, text.size()).ptr);
    text_ += ':';
    text_ += text;
    text_ += '|';
    return *this;
  }
  const std::string& text() const { return text_; }

 private:
  Canonical& Append(char* end) {
    text_.append(buf_, end);
    text_ += '|';
    return *this;
  }
  char buf_[32];
  std::string text_;
};

}  // namespace

Result<std::string> TrackReplyTag(store::Connection& conn, const store::TrackVehicle& vehicle, const TrackQuery& q,
                                  const TrackOptions& o, std::string_view shape) {
  auto facts = store::ReadTrackFacts(conn, vehicle.device_ids, q.from_ms, q.to_ms);
  if (!facts.ok()) return facts.status();
  Canonical c;
  c.Add("listVehTrackPoint").Add(static_cast<long long>(kTrackReplyFormat)).Add(shape);
  c.Add(vehicle.asset_id).Add(vehicle.group_id).Add(vehicle.group_name).Add(vehicle.plate);
  c.Add(vehicle.terminal_no).Add(vehicle.terminal_type).Add(static_cast<long long>(vehicle.long_standby));
  c.Add(static_cast<long long>(vehicle.device_ids.size()));
  for (long long id : vehicle.device_ids) c.Add(id);
  c.Add(q.from_ms).Add(q.to_ms).Add(q.min_stop_ms).Add(static_cast<long long>(q.points.converge));
  c.Add(static_cast<long long>(q.points.location_types.size()));
  for (int type : q.points.location_types) c.Add(static_cast<long long>(type));
  c.Add(q.points.min_speed_kmh).Add(q.points.min_spacing_ms);
  const reports::MotionOptions& m = o.motion;
  c.Add(m.moving_kmh).Add(m.stop_radius_m).Add(m.min_stop_ms).Add(m.min_trip_ms).Add(m.min_trip_m);
  c.Add(m.max_gap_ms).Add(static_cast<long long>(m.use_ignition));
  c.Add(o.max_points).Add(static_cast<long long>(o.utc_offset_minutes));
  c.Add(facts->fixes).Add(facts->time_sum).Add(facts->packs).Add(facts->packed_fixes).Add(facts->packed_last_sum);
  return net::EntityTag(c.text());
}

}  // namespace chelian::api::track
