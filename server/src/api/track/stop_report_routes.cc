// 经常停留点 (pageStopReport.json, v3-console-inventory §2.6 1505 and §3.6): the places a vehicle
// stood at for at least spaceTime minutes (default 30) in the period (default the last 30 days),
// each with its number of stops, total time and the stops themselves; most visited first.
// exportStopRePort.json: the same places and stops as an .xlsx file.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "api/export/export_reply.h"
#include "api/paging.h"
#include "api/report/report_buttons.h"
#include "api/track/track_export.h"
#include "api/track/track_routes.h"
#include "reports/stop_places.h"

namespace chelian::api::track {
namespace {

constexpr long long kDefaultDays = 30;

// The query of both calls: the period (runStopBeginTime/runStopEndTime, or beginTime/endTime) and
// spaceTime minutes; the vehicle's track and its stop places.
struct StopPlaces {
  TrackQuery query;
  long long space_min = 30;
  LoadedTrack track;
  std::vector<reports::StopPlace> places;
};

Result<StopPlaces> LoadStopPlaces(TrackContext& ctx, const ApiCall& call) {
  bool run_stop_names = call.Param("runStopBeginTime") || call.Param("runStopEndTime");
  const char* begin = run_stop_names ? "runStopBeginTime" : "beginTime";
  const char* end = run_stop_names ? "runStopEndTime" : "endTime";
  auto query = ReadTrackQuery(call, ctx.services.now(), ctx.options.utc_offset_minutes, begin, end);
  if (!query.ok()) return query.status();
  if (call.ParamOr(begin, "").empty())
    query->from_ms = std::min(query->to_ms, ctx.services.now()) - kDefaultDays * 86'400'000;
  StopPlaces out;
  out.query = *query;
  out.space_min = std::max(1LL, call.IntParam("spaceTime").value_or(30));
  auto track = [&] {
    auto conn = ctx.services.db.Acquire();
    return LoadTrack(*conn, call.session().scope(), *query, ctx.options);
  }();
  if (!track.ok()) return track.status();
  out.track = std::move(*track);
  out.places = reports::GroupStopsByPlace(out.track.motion.stops, ctx.options.place_radius_m, out.space_min * 60'000);
  return out;
}

net::HttpResponse PageStopReport(TrackContext& ctx, const ApiCall& call) {
  auto loaded = LoadStopPlaces(ctx, call);
  if (!loaded.ok()) return FromStatus(loaded.status());
  const TrackQuery* query = &loaded->query;
  const long long space_min = loaded->space_min;
  PageParams paging = ReadPage(call, 10, 100);
  const int page_size = paging.page_size;
  const long long page = paging.page_number;
  const LoadedTrack* track = &loaded->track;
  const auto& stops = track->motion.stops;
  const auto& places = loaded->places;
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

net::HttpResponse ExportStopReport(TrackContext& ctx, const ApiCall& call) {
  auto loaded = LoadStopPlaces(ctx, call);
  if (!loaded.ok()) return FromStatus(loaded.status());
  const auto& stops = loaded->track.motion.stops;
  const store::TrackVehicle& v = loaded->track.vehicle;
  LocalTimeFormatter time(ctx.options.utc_offset_minutes);
  exporter::Table t;
  t.sheet_name = "经常停留点";
  t.title = "经常停留点 " + v.plate + " " + time.Format(loaded->query.from_ms) + " 至 " +
            time.Format(loaded->query.to_ms) + "（停车≥" + std::to_string(loaded->space_min) + "分钟）";
  t.headers = {"序号",     "车牌号",     "所属车组", "经度",     "纬度",
               "停车次数", "停车总时长", "开始时间", "结束时间", "停留时间"};
  long long n = 0;
  for (const reports::StopPlace& p : loaded->places)
    for (size_t k : p.stops) {
      const reports::Stop& st = stops[k];
      t.rows.push_back({++n, v.plate, v.group_name, p.lon, p.lat, static_cast<long long>(p.stops.size()),
                        DurationText(p.total_ms / 1000), time.Format(st.begin_ms), time.Format(st.end_ms),
                        DurationText(st.duration_ms() / 1000)});
    }
  // The table is small (one vehicle's stops); it is built here and written by the job as it is.
  std::string title = "经常停留点_" + v.plate;
  return ExportReply(ctx.services, call,
                     {kExportTypeReport, title, exporter::FromTable([t = std::move(t)](store::Connection&) {
                        return Result<exporter::Table>(t);
                      })});
}

}  // namespace

void RegisterStopReportRoutes(ApiRouter& router, const std::shared_ptr<TrackContext>& ctx) {
  router.Add("/car/v1/accelerate/report/stopReport/pageStopReport.json", Access::kSession,
             [ctx](ApiCall& c) { return PageStopReport(*ctx, c); });
  router.Add("/car/v1/accelerate/report/stopReport/exportStopRePort.json", Access::kSession,
             [ctx](ApiCall& c) { return ExportStopReport(*ctx, c); }, {.button = report::kButtonStopsExport});
}

}  // namespace chelian::api::track
