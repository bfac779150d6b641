// The track points and trips of a vehicle, and the registration of every track route.
#include "api/track/track_routes.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cmath>

#include "api/envelope.h"
#include "api/track/track_export.h"
#include "api/track/track_json.h"
#include "api/track/track_tag.h"
#include "net/entity_tag.h"

namespace chelian::api {
namespace track {
namespace {

Result<LoadedTrack> Load(TrackContext& ctx, const ApiCall& call) {
  auto query = ReadTrackQuery(call, ctx.services.now(), ctx.options.utc_offset_minutes);
  if (!query.ok()) return query.status();
  auto conn = ctx.services.db.Acquire();
  return LoadTrack(*conn, call.session().scope(), *query, ctx.options);
}

// A past day is asked for again unchanged (playback replayed, the page reopened): the browser
// revalidates its copy and gets 304, told from the period's stored facts without reading its
// fixes (D166, D174).
net::HttpResponse ListTrackPoints(TrackContext& ctx, const ApiCall& call) {
  auto query = ReadTrackQuery(call, ctx.services.now(), ctx.options.utc_offset_minutes);
  if (!query.ok()) return FromStatus(query.status());
  auto conn = ctx.services.db.Acquire();
  auto vehicle = FindTrackVehicleFor(*conn, call.session().scope(), *query, ctx.options);
  if (!vehicle.ok()) return FromStatus(vehicle.status());
  // columns=1: the console's form of the same points (D175).
  const bool columns = call.ParamOr("columns", "") == "1";
  auto tag = TrackReplyTag(*conn, *vehicle, *query, ctx.options, columns ? "columns" : "points");
  if (!tag.ok()) return FromStatus(tag.status());
  if (net::RequestHoldsTag(call.request(), *tag)) return net::NotModified(std::move(tag.value()));
  auto track = LoadTrackOf(*conn, std::move(vehicle.value()), *query, ctx.options);
  if (!track.ok()) return FromStatus(track.status());
  int offset = ctx.options.utc_offset_minutes;
  net::HttpResponse res = columns
                              ? OkJsonWritten(TrackColumnsSizeHint(*track),
                                              [&](std::string& out) { AppendTrackColumnsJson(out, *track, offset); })
                              : OkJsonWritten(TrackReplySizeHint(*track),
                                              [&](std::string& out) { AppendTrackReplyJson(out, *track, offset); });
  res.validated = true;
  res.entity_tag = std::move(tag.value());
  return res;
}

// listTrips.json: the trips of the period (行程) with a summary of driving and standing.
net::HttpResponse ListTrips(TrackContext& ctx, const ApiCall& call) {
  auto track = Load(ctx, call);
  if (!track.ok()) return FromStatus(track.status());
  LocalTimeFormatter time(ctx.options.utc_offset_minutes);
  const auto& s = track->samples;
  boost::json::array data;
  long long drive_s = 0, stop_s = 0;
  double driven_km = 0;
  for (size_t i = 0; i < track->motion.trips.size(); ++i) {
    const reports::Trip& trip = track->motion.trips[i];
    long long secs = trip.duration_ms() / 1000;
    drive_s += secs;
    driven_km += trip.distance_m / 1000.0;
    data.push_back({{"num", static_cast<long long>(i + 1)},
                    {"beginTime", time.Format(trip.begin_ms)},
                    {"endTime", time.Format(trip.end_ms)},
                    {"duration", secs},
                    {"durationText", DurationText(secs)},
                    {"mileage", std::round(trip.distance_m / 10.0) / 100.0},
                    {"maxSpeed", trip.max_speed_kmh},
                    {"avgSpeed", std::round(trip.avg_speed_kmh() * 10.0) / 10.0},
                    {"latBegin", s[trip.first].lat},
                    {"lonBegin", s[trip.first].lon},
                    {"latEnd", s[trip.last].lat},
                    {"lonEnd", s[trip.last].lon}});
  }
  for (const reports::Stop& st : track->motion.stops) stop_s += st.duration_ms() / 1000;
  boost::json::object summary{{"tripCount", static_cast<long long>(track->motion.trips.size())},
                              {"stopCount", static_cast<long long>(track->motion.stops.size())},
                              {"driveSeconds", drive_s},
                              {"stopSeconds", stop_s},
                              {"tripMileage", std::round(driven_km * 100.0) / 100.0}};
  if (!s.empty()) {
    summary["beginMileage"] = s.front().mileage_km;
    summary["endMileage"] = s.back().mileage_km;
    summary["mileage"] = std::round(std::max(0.0, s.back().mileage_km - s.front().mileage_km) * 100.0) / 100.0;
  }
  long long total = static_cast<long long>(data.size());
  return Ok(boost::json::object{{"data", std::move(data)},
                                {"total", total},
                                {"pageNumber", 1},
                                {"pageSize", std::max(1LL, total)},
                                {"summary", std::move(summary)}});
}

}  // namespace

void RegisterTrackPointRoutes(ApiRouter& router, const std::shared_ptr<TrackContext>& ctx) {
  router.Add("/car/v1/accelerate/track/listVehTrackPoint.json", Access::kSession,
             [ctx](ApiCall& c) { return ListTrackPoints(*ctx, c); });
  router.Add("/car/v1/accelerate/track/listTrips.json", Access::kSession,
             [ctx](ApiCall& c) { return ListTrips(*ctx, c); });
}

}  // namespace track

void RegisterTrackRoutes(ApiRouter& router, ApiServices& services, track::TrackOptions options,
                         exporter::ExportRunner& exports) {
  auto ctx = std::make_shared<track::TrackContext>(track::TrackContext{services, std::move(options), exports});
  track::RegisterTrackPointRoutes(router, ctx);
  track::RegisterTrackExportRoutes(router, ctx);
  track::RegisterStopReportRoutes(router, ctx);
}

}  // namespace chelian::api
