// Implementation of the fence input checks.
#include "api/alarm/fence_input.h"

#include <boost/json/array.hpp>
#include <cmath>
#include <cstdlib>

#include "core/clock.h"
#include "core/json_member.h"
#include "pipeline/risk_places.h"

namespace chelian::api {

std::optional<double> DoubleParam(const ApiCall& call, std::string_view name) {
  auto text = call.Param(name);
  if (!text || text->empty()) return std::nullopt;
  char* end = nullptr;
  double d = std::strtod(text->c_str(), &end);
  if (!end || *end != '\0' || !std::isfinite(d)) return std::nullopt;
  return d;
}

namespace {

bool ValidLatLon(double lat, double lon) {
  return std::isfinite(lat) && std::isfinite(lon) && lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180 &&
         !(lat == 0 && lon == 0);
}

// Characters (not bytes) of a UTF-8 string.
size_t Utf8Length(const std::string& s) {
  size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

}  // namespace

Result<store::FenceRow> ParseFenceInput(const boost::json::value& body) {
  if (!body.is_object()) return InvalidArgument("请以 JSON 提交围栏");
  const auto& o = body.as_object();
  store::FenceRow f;
  if (auto id = JsonDouble(o, "pathId")) f.id = static_cast<long long>(*id);
  if (const auto* n = o.if_contains("pathName"); n && n->is_string()) f.name = std::string(n->get_string());
  while (!f.name.empty() && (f.name.back() == ' ')) f.name.pop_back();
  while (!f.name.empty() && (f.name.front() == ' ')) f.name.erase(0, 1);
  if (f.name.empty()) return InvalidArgument("请输入区域名称");
  if (Utf8Length(f.name) > 30) return InvalidArgument("区域名称不能超过30个字");
  f.shape = static_cast<int>(JsonDouble(o, "pathType").value_or(3));
  if (f.shape != 1 && f.shape != 3) return InvalidArgument("围栏形状不正确（3 多边形，1 圆形）");
  f.kind = static_cast<int>(JsonDouble(o, "param").value_or(1));
  if (f.kind == 2) return InvalidArgument("暂不支持蓝牙物流锁区域");
  if (f.kind != 0 && f.kind != 1 && f.kind != 3) return InvalidArgument("区域类型不正确");
  double stay = JsonDouble(o, "settingTime").value_or(0);
  if (stay < 0 || stay > 1440 || stay != std::floor(stay)) return InvalidArgument("停留时间应为0到1440分钟的整数");
  f.stay_minutes = static_cast<int>(stay);
  if (f.kind == 3) {
    auto limit = JsonDouble(o, "speedLimit");
    if (!limit || *limit < 5 || *limit > 220) return InvalidArgument("限速区域的限速值应在5到220km/h之间");
    f.speed_limit = *limit;
  }
  if (f.shape == 1) {
    auto lat = JsonDouble(o, "lat"), lon = JsonDouble(o, "lon"), radius = JsonDouble(o, "radius");
    if (!lat || !lon || !ValidLatLon(*lat, *lon)) return InvalidArgument("请在地图上选择圆心");
    if (!radius || *radius < pipeline::kMinCircleRadiusM || *radius > pipeline::kMaxCircleRadiusM)
      return InvalidArgument("圆形围栏设置失败:范围是200到5000");
    f.center_lat = *lat;
    f.center_lon = *lon;
    f.radius = *radius;
    return f;
  }
  const auto* list = o.if_contains("pointList");
  if (!list || !list->is_array()) return InvalidArgument("请在地图上绘制围栏");
  for (const auto& p : list->as_array()) {
    if (!p.is_object()) return InvalidArgument("围栏坐标格式错误");
    const auto& po = p.as_object();
    auto lon = JsonDouble(po, "orilon"), lat = JsonDouble(po, "orilat");
    if (!lon) lon = JsonDouble(po, "oriLon");
    if (!lat) lat = JsonDouble(po, "oriLat");
    if (!lat || !lon || !ValidLatLon(*lat, *lon)) return InvalidArgument("围栏坐标格式错误");
    f.points.emplace_back(*lon, *lat);
  }
  if (f.points.size() > 1 && f.points.front() == f.points.back()) f.points.pop_back();  // closed ring given
  if (f.points.size() < 3) return InvalidArgument("多边形围栏至少需要3个点");
  if (f.points.size() > 500) return InvalidArgument("多边形围栏最多500个点");
  double area2 = 0;  // shoelace: a fence must enclose something
  for (size_t i = 0, j = f.points.size() - 1; i < f.points.size(); j = i++)
    area2 += f.points[j].first * f.points[i].second - f.points[i].first * f.points[j].second;
  if (std::fabs(area2) < 1e-9) return InvalidArgument("围栏面积过小");
  return f;
}

boost::json::object FenceJson(const store::FenceRow& f, long long user_id, int offset) {
  boost::json::array points;
  int n = 0;
  for (const auto& [lon, lat] : f.points)
    points.push_back(boost::json::object{{"oriLat", lat}, {"oriLon", lon}, {"pathId", f.id}, {"pointId", ++n}});
  boost::json::object o{{"pathId", f.id},
                        {"pathName", f.name},
                        {"pathType", f.shape},
                        {"param", f.kind},
                        {"settingTime", f.stay_minutes},
                        {"speedLimit", f.speed_limit},
                        {"pointList", std::move(points)},
                        {"groupId", f.group_id},
                        {"groupName", f.group_name},
                        {"belongUser", f.creator_name},
                        {"userId", f.created_by},
                        {"isMine", f.created_by == user_id ? 1 : 0},
                        {"vehicleNum", f.bound_vehicles},
                        {"groupNum", f.bound_groups},
                        {"createTime", FormatLocalTime(f.created_at, offset)},
                        {"updateTime", FormatLocalTime(f.updated_at, offset)}};
  if (f.shape == 1) {
    o["lat"] = f.center_lat;
    o["lon"] = f.center_lon;
    o["radius"] = f.radius;
  }
  if (f.owner_asset) o["vehicleId"] = f.owner_asset;
  return o;
}

}  // namespace chelian::api
