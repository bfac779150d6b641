// What the playback calls share: reading the query parameters of a track request (api-contract
// §2.8, v3-console-inventory §3.6) with the previous console's range limits, and loading a
// vehicle's fixes of the period with its stops, trips and playback points.
#pragma once

#include <string>
#include <vector>

#include "api/api_call.h"
#include "core/status.h"
#include "reports/motion_detector.h"
#include "reports/track_points.h"
#include "reports/track_sample.h"
#include "store/db.h"
#include "store/scope.h"
#include "store/track_repo.h"

namespace chelian::api::track {

struct TrackOptions {
  reports::MotionOptions motion;
  int max_days_wired = 31;             // 有线设备: one query spans at most this many days
  int max_days_wireless = 90;          // 无线设备 (long standby)
  long long max_points = 500'000;      // fixes read for one query at most
  long long direct_export_max = 2000;  // fewer points: a direct .xlsx; more: an export job
  double place_radius_m = 200;         // 经常停留点: stops this close are one place
  int utc_offset_minutes = 480;
  bool hide_expired = false;  // service.hide_expired: refuse the track of a vehicle past its expiry
};

struct TrackQuery {
  long long vehicle_id = 0;
  std::string plate;  // device number (the scripts) or plate, when no vehicleId
  long long from_ms = 0, to_ms = 0;
  long long min_stop_ms = 0;  // filterTime minutes; 0 = the configured minimum
  reports::TrackPointOptions points;
  long long now_ms = 0;  // when asked (an expired vehicle's track is hidden: TrackOptions.hide_expired)
};

// Reads vehicleId/plate, beginTime/endTime (default: today), filterTime, converge, locationType
// (also still percent-encoded, "1%2C2%2C3%2C0%2C6"), spaceTime, speed; isHeart is accepted (no
// heartbeat-only rows are stored). Errors: InvalidArgument with a Chinese message.
Result<TrackQuery> ReadTrackQuery(const ApiCall& call, long long now_ms, int utc_offset_minutes,
                                  const char* begin_name = "beginTime", const char* end_name = "endTime");

struct LoadedTrack {
  store::TrackVehicle vehicle;
  std::vector<reports::TrackSample> samples;
  std::vector<int> battery;  // per sample, -1 unknown
  reports::MotionResult motion;
  std::vector<reports::TrackPoint> points;
};

// A stored fix as the report functions see it.
reports::TrackSample SampleOf(const store::TrackFix& fix);

// Finds the vehicle inside `scope` and checks the period against its device kind's limit (and its
// expiry). Errors: NotFound (vehicle), InvalidArgument (range), FailedPrecondition (expired) with
// Chinese messages.
Result<store::TrackVehicle> FindTrackVehicleFor(store::Connection& conn, const store::Scope& scope,
                                                const TrackQuery& query, const TrackOptions& options);

// Reads the fixes of the vehicle found and detects stops and trips. Error: InvalidArgument (too
// many points) with a Chinese message.
Result<LoadedTrack> LoadTrackOf(store::Connection& conn, store::TrackVehicle vehicle, const TrackQuery& query,
                                const TrackOptions& options);

// FindTrackVehicleFor, then LoadTrackOf.
Result<LoadedTrack> LoadTrack(store::Connection& conn, const store::Scope& scope, const TrackQuery& query,
                              const TrackOptions& options);

// "yyyy-MM-dd HH:mm:ss" in the zone, fast for long runs of times (the day part is cached).
class LocalTimeFormatter {
 public:
  explicit LocalTimeFormatter(int utc_offset_minutes) : offset_ms_(utc_offset_minutes * 60'000LL) {}
  // Appends the 19 characters of `epoch_ms`.
  void Append(std::string& out, long long epoch_ms);
  std::string Format(long long epoch_ms) {
    std::string s;
    Append(s, epoch_ms);
    return s;
  }

 private:
  long long offset_ms_;
  long long day_ = -1;
  char date_[24] = {};
};

}  // namespace chelian::api::track
