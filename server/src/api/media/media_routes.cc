// Handlers of the media calls (an expired vehicle's media are hidden like its other data, D131).
#include "api/media/media_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <filesystem>

#include "api/envelope.h"
#include "api/paging.h"
#include "api/shared_file.h"
#include "core/clock.h"
#include "store/expired_clause.h"
#include "store/media_repo.h"

namespace chelian::api {
namespace {

constexpr const char* kContentTypes[] = {"image/jpeg", "image/tiff", "audio/mpeg", "audio/wav", "video/x-ms-wmv"};

net::HttpResponse PageImage(ApiServices& s, ApiCall& call) {
  auto vehicle = call.IntParam("vehicleId");
  if (!vehicle) return Fail(kFlagFail, "请选择车辆");
  PageParams page = ReadPage(call, 100, 500);
  auto conn = s.db.Acquire();
  if (Status seen = store::CheckNotExpired(*conn, call.session().scope(), *vehicle, HideExpiredAt(s)); !seen.ok())
    return FromStatus(seen);
  auto images = store::PageMediaImages(*conn, call.session().scope(), *vehicle, page.page_number, page.page_size);
  if (!images.ok()) return FromStatus(images.status());
  boost::json::array data;
  for (const store::MediaImage& m : images->rows) {
    boost::json::object o;
    o["vehicleId"] = *vehicle;
    o["fileId"] = m.media_id;
    o["time"] = FormatLocalTime(m.time, s.options.utc_offset_minutes);
    o["event"] = m.event;
    o["channel"] = m.channel;
    o["bytes"] = m.bytes;
    if (m.lat) {
      o["lat"] = *m.lat;
      o["lon"] = *m.lon;
    }
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), images->total, page));
}

net::HttpResponse GetImageFile(ApiServices& s, const std::string& dir, ApiCall& call) {
  auto vehicle = call.IntParam("vehicleId");
  auto file = call.IntParam("fileId");
  if (!vehicle || !file) return Fail(kFlagFail, "缺少车辆或文件编号");
  auto conn = s.db.Acquire();
  if (Status seen = store::CheckNotExpired(*conn, call.session().scope(), *vehicle, HideExpiredAt(s)); !seen.ok())
    return FromStatus(seen);
  // The device's multimedia id names the file; the newest upload wins when a device reuses ids.
  auto media = store::FindMediaFile(*conn, call.session().scope(), *vehicle, *file);
  if (!media.ok()) {
    if (media.status().code() == StatusCode::kNotFound) return Fail(kFlagFail, "文件不存在", 0, 404);
    return FromStatus(media.status());
  }
  std::filesystem::path path = std::filesystem::path(dir) / media->path;
  if (Status here = EnsureLocalFile(s, media->node, "media", media->path, path.string()); !here.ok())
    return Fail(kFlagFail,
                here.code() == StatusCode::kUnavailable ? "文件所在节点暂时无法访问，请稍后再试" : "文件不存在", 0,
                here.code() == StatusCode::kUnavailable ? 503 : 404);
  net::HttpResponse res;
  int format = media->format;
  res.content_type = format >= 0 && format < 5 ? kContentTypes[format] : "application/octet-stream";
  res.body_file = path.string();  // streamed from disk
  res.compressible = false;
  res.SetHeader("Cache-Control", "private, max-age=86400");
  return res;
}

}  // namespace

void RegisterMediaRoutes(ApiRouter& router, ApiServices& s, std::string media_dir) {
  router.Add("/car/v1/api/audioImage/pageImage.json", Access::kSession, [&s](ApiCall& c) { return PageImage(s, c); });
  router.Add("/car/v1/api/audioImage/getImageFile.json", Access::kSession,
             [&s, dir = std::move(media_dir)](ApiCall& c) { return GetImageFile(s, dir, c); });
}

}  // namespace chelian::api
