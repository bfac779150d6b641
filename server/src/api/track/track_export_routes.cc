// Track export: exportSimple.json answers the .xlsx at once (fewer than 2,000 points, as the
// previous console); export.json records a download-center job (type 7 轨迹记录) for any size.
#include <algorithm>
#include <boost/json/object.hpp>
#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <sstream>

#include "api/envelope.h"
#include "api/export/spreadsheet_reply.h"
#include "api/track/track_export.h"
#include "api/track/track_routes.h"

namespace chelian::api::track {
namespace {

constexpr int kExportTypeTrack = 7;  // download list type 轨迹记录 (store/export_repo.h, D31)

Result<std::shared_ptr<LoadedTrack>> Load(TrackContext& ctx, const ApiCall& call) {
  auto query = ReadTrackQuery(call, ctx.services.now(), ctx.options.utc_offset_minutes);
  if (!query.ok()) return query.status();
  auto conn = ctx.services.db.Acquire();
  auto track = LoadTrack(*conn, call.session().scope(), *query, ctx.options);
  if (!track.ok()) return track.status();
  return std::make_shared<LoadedTrack>(std::move(track.value()));
}

std::string Day(TrackContext& ctx, const LoadedTrack& t) {
  LocalTimeFormatter time(ctx.options.utc_offset_minutes);
  std::string day = t.samples.empty() ? time.Format(ctx.services.now()) : time.Format(t.samples.front().time_ms);
  day = day.substr(0, 10);
  day.erase(std::remove(day.begin(), day.end(), '-'), day.end());
  return day;
}

net::HttpResponse ExportDirect(TrackContext& ctx, const ApiCall& call) {
  auto track = Load(ctx, call);
  if (!track.ok()) return FromStatus(track.status());
  const LoadedTrack& t = **track;
  long long points = static_cast<long long>(t.points.size());
  if (points == 0) return Fail(kFlagFail, "该时间段没有轨迹数据");
  if (points >= ctx.options.direct_export_max)
    return Fail(kFlagFail, "轨迹点共" + std::to_string(points) + "个，" +
                               std::to_string(ctx.options.direct_export_max) +
                               "个及以上请使用后台导出（导出后在下载列表中下载）");
  namespace fs = std::filesystem;
  static thread_local std::mt19937_64 rng{std::random_device{}()};
  fs::path path = fs::path(ctx.exports.options().dir) / ("direct_" + std::to_string(rng()) + ".xlsx");
  std::error_code ec;
  fs::create_directories(path.parent_path(), ec);
  if (Status s = exporter::WriteXlsx(path.string(), TrackTable(t, ctx.options.utc_offset_minutes)); !s.ok())
    return FromStatus(s);
  std::ostringstream bytes;
  {
    std::ifstream in(path, std::ios::binary);
    bytes << in.rdbuf();
  }
  fs::remove(path, ec);
  return SpreadsheetReply(bytes.str(), "轨迹_" + t.vehicle.plate + "_" + Day(ctx, t) + ".xlsx");
}

net::HttpResponse ExportJob(TrackContext& ctx, const ApiCall& call) {
  auto track = Load(ctx, call);
  if (!track.ok()) return FromStatus(track.status());
  if ((*track)->points.empty()) return Fail(kFlagFail, "该时间段没有轨迹数据");
  exporter::ExportRequest req;
  req.user_id = call.session().user_id;
  req.group_id = call.session().group_id;
  req.type = kExportTypeTrack;
  req.title = "轨迹记录_" + (*track)->vehicle.plate;
  int offset = ctx.options.utc_offset_minutes;
  std::shared_ptr<LoadedTrack> loaded = *track;
  req.produce = exporter::FromTable(
      [loaded, offset](store::Connection&) -> Result<exporter::Table> { return TrackTable(*loaded, offset); });
  auto record = ctx.exports.Submit(std::move(req));
  if (!record.ok()) return FromStatus(record.status());
  return Ok(boost::json::object{{"id", record->id},
                                {"fileName", record->name},
                                {"status", record->status},
                                {"total", static_cast<long long>(loaded->points.size())}});
}

}  // namespace

void RegisterTrackExportRoutes(ApiRouter& router, const std::shared_ptr<TrackContext>& ctx) {
  router.Add("/car/v1/accelerate/track/exportSimple.json", Access::kSession,
             [ctx](ApiCall& c) { return ExportDirect(*ctx, c); });
  router.Add("/car/v1/accelerate/track/export.json", Access::kSession,
             [ctx](ApiCall& c) { return ExportJob(*ctx, c); });
}

}  // namespace chelian::api::track
