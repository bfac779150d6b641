// 经常停留点 (pageStopReport.json, v3-console-inventory §2.6 1505 and §3.6): the places a vehicle
// stood at for at least spaceTime minutes (default 30) in the period (default the last 30 days),
// each with its number of stops, total time and the stops themselves; most visited first.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "api/paging.h"
#include "api/track/track_routes.h"
#include "reports/stop_places.h"

namespace chelian::api::track {
namespace {

constexpr long long kDefaultDays = 30;

net::HttpResponse PageStopReport(TrackContext& ctx, const ApiCall& call) {
  bool run_stop_names = call.Param("runStopBeginTime") || call.Param("runStopEndTime");
  const char* begin = run_stop_names ? "runStopBeginTime" : "beginTime";
  const char* end = run_stop_names ? "runStopEndTime" : "endTime";
  auto query = ReadTrackQuery(call, ctx.services.now(), ctx.options.utc_offset_minutes, begin, end);
  if (!query.ok()) return FromStatus(query.status());
  if (call.ParamOr(begin, "").empty())
    query->from_ms = std::min(query->to_ms, ctx.services.now()) - kDefaultDays * 86'400'000;
  long long space_min = std::max(1LL, call.IntParam("spaceTime").value_or(30));
  PageParams paging = ReadPage(call, 10, 100);
  const int page_size = paging.page_size;
  const long long page = paging.page_number;

  Result<LoadedTrack> track = [&] {
    auto conn = ctx.services.db.Acquire();
    return LoadTrack(*conn, call.session().scope(), *query, ctx.options);
  }();
  if (!track.ok()) return FromStatus(track.status());
  const auto& stops = track->motion.stops;
  auto places = reports::GroupStopsByPlace(stops, ctx.options.place_radius_m, space_min * 60'000);

  LocalTimeFormatter time(ctx.options.utc_offset_minutes);
  boost::json::array rows;
  size_t from = static_cast<size_t>((page - 1) * page_size);
  for (size_t i = from; i < places.size() && i < from + static_cast<size_t>(page_size); ++i) {
    const reports::StopPlace& p = places[i];
    boost::json::array details;
    long long num = 0;
    for (size_t k : p.stops) {
      const reports::Stop& st = stops[k];
      std::string b = time.Format(st.begin_ms), e = time.Format(st.end_ms);
      details.push_back({{"num", ++num},
                         {"spaceTime", st.duration_ms() / 1000},
                         {"time", b + "~~" + e},
                         {"beginTime", b},
                         {"endTime", e},
                         {"lat", st.lat},
                         {"lon", st.lon}});
    }
    rows.push_back({{"aB", p.lat},
                    {"oB", p.lon},
                    {"aE", p.lat},
                    {"oE", p.lon},
                    {"e", 2},
                    {"n", static_cast<long long>(p.stops.size())},
                    {"sT", p.total_ms / 1000},
                    {"details", std::move(details)},
                    {"timeDetails", boost::json::array()}});
  }
  const store::TrackVehicle& v = track->vehicle;
  boost::json::object info{{"vehicleId", v.asset_id},         {"plate", v.plate},      {"terminalNo", v.terminal_no},
                           {"terminalType", v.terminal_type}, {"groupId", v.group_id}, {"groupName", v.group_name}};
  boost::json::object data{{"dvehicleInfo", std::move(info)}, {"newRunStopReportDTOS", std::move(rows)}};
  return Ok(boost::json::object{{"data", std::move(data)},
                                {"total", static_cast<long long>(places.size())},
                                {"pageNumber", page},
                                {"pageSize", page_size},
                                {"beginTime", time.Format(query->from_ms)},
                                {"endTime", time.Format(query->to_ms)},
                                {"spaceTime", space_min}});
}

}  // namespace

void RegisterStopReportRoutes(ApiRouter& router, const std::shared_ptr<TrackContext>& ctx) {
  router.Add("/car/v1/accelerate/report/stopReport/pageStopReport.json", Access::kSession,
             [ctx](ApiCall& c) { return PageStopReport(*ctx, c); });
}

}  // namespace chelian::api::track
