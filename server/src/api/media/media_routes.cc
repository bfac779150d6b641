// Handlers of the media calls.
#include "api/media/media_routes.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "core/clock.h"

namespace chelian::api {
namespace {

constexpr const char* kContentTypes[] = {"image/jpeg", "image/tiff", "audio/mpeg", "audio/wav", "video/x-ms-wmv"};

net::HttpResponse PageImage(ApiServices& s, ApiCall& call) {
  auto vehicle = call.IntParam("vehicleId");
  if (!vehicle) return Fail(kFlagFail, "请选择车辆");
  int page = static_cast<int>(std::max(1LL, call.IntParam("pageNumber").value_or(1)));
  int size = static_cast<int>(std::clamp(call.IntParam("pageSize").value_or(100), 1LL, 500LL));
  auto conn = s.db.Acquire();
  const std::string where =
      "FROM media m JOIN groups g ON g.id = m.group_id WHERE m.asset_id = ? AND m.type = 0 AND g.path LIKE ? ";
  auto count = conn->Query("SELECT COUNT(*) " + where, {*vehicle, call.session().scope().LikePattern()});
  if (!count.ok()) return FromStatus(count.status());
  auto rows = conn->Query("SELECT m.media_id, m.time, m.event, m.channel, m.bytes, m.lat, m.lon " + where +
                              "ORDER BY m.time DESC, m.id DESC LIMIT ? OFFSET ?",
                          {*vehicle, call.session().scope().LikePattern(), size, static_cast<long long>(page - 1) * size});
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array data;
  for (const auto& r : *rows) {
    boost::json::object o;
    o["vehicleId"] = *vehicle;
    o["fileId"] = r.Int(0);
    o["time"] = FormatLocalTime(r.Int(1), s.options.utc_offset_minutes);
    o["event"] = r.Int(2);
    o["channel"] = r.Int(3);
    o["bytes"] = r.Int(4);
    if (!r.IsNull(5)) {
      o["lat"] = r.Real(5);
      o["lon"] = r.Real(6);
    }
    data.push_back(std::move(o));
  }
  boost::json::object out;
  out["data"] = std::move(data);
  out["total"] = count->front().Int(0);
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
  auto rows = conn->Query(
      "SELECT m.path, m.format FROM media m JOIN groups g ON g.id = m.group_id "
      "WHERE m.asset_id = ? AND m.media_id = ? AND g.path LIKE ? ORDER BY m.id DESC LIMIT 1",
      {*vehicle, *file, call.session().scope().LikePattern()});
  if (!rows.ok()) return FromStatus(rows.status());
  if (rows->empty()) return Fail(kFlagFail, "文件不存在", 0, 404);
  std::filesystem::path path = std::filesystem::path(dir) / rows->front().Text(0);
  std::ifstream in(path, std::ios::binary);
  if (!in) return Fail(kFlagFail, "文件不存在", 0, 404);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  net::HttpResponse res;
  long long format = rows->front().Int(1);
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
