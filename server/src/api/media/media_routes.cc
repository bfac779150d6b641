// Handlers of the media calls.
#include "api/media/media_routes.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "core/clock.h"
#include "store/media_query.h"

namespace chelian::api {
namespace {

constexpr const char* kContentTypes[] = {"image/jpeg", "image/tiff", "audio/mpeg", "audio/wav", "video/x-ms-wmv"};

net::HttpResponse PageImage(ApiServices& s, ApiCall& call) {
  auto vehicle = call.IntParam("vehicleId");
  if (!vehicle) return Fail(kFlagFail, "请选择车辆");
  int page = static_cast<int>(std::max(1LL, call.IntParam("pageNumber").value_or(1)));
  int size = static_cast<int>(std::clamp(call.IntParam("pageSize").value_or(100), 1LL, 500LL));
  auto conn = s.db.Acquire();
  auto images = store::PageMediaImages(*conn, call.session().scope(), *vehicle, page, size);
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
  boost::json::object out;
  out["data"] = std::move(data);
  out["total"] = images->total;
  out["pageNumber"] = page;
  out["pageSize"] = size;
  return Ok(std::move(out));
}

net::HttpResponse GetImageFile(ApiServices& s, const std::string& dir, ApiCall& call) {
  auto vehicle = call.IntParam("vehicleId");
  auto file = call.IntParam("fileId");
  if (!vehicle || !file) return Fail(kFlagFail, "缺少车辆或文件编号");
  auto conn = s.db.Acquire();
  // The device's multimedia id names the file; the newest upload wins when a device reuses ids.
  auto media = store::FindMediaFile(*conn, call.session().scope(), *vehicle, *file);
  if (!media.ok()) {
    if (media.status().code() == StatusCode::kNotFound) return Fail(kFlagFail, "文件不存在", 0, 404);
    return FromStatus(media.status());
  }
  std::filesystem::path path = std::filesystem::path(dir) / media->path;
  std::ifstream in(path, std::ios::binary);
  if (!in) return Fail(kFlagFail, "文件不存在", 0, 404);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  net::HttpResponse res;
  int format = media->format;
  res.content_type = format >= 0 && format < 5 ? kContentTypes[format] : "application/octet-stream";
  res.body = bytes.str();
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
