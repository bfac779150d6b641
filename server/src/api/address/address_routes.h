// Address lookup (console-spec §7, R-ADDR-1..4): POST /car/v4/api/address/baidu/getGeo.json with
// lonAndLatToAddressVOS [{lon, lat, mac, index}] → obj [{address, index}], answered by the online
// provider when configured and by the offline reverse geocoder otherwise (and on its failure).
// Also the map configuration the console reads at start (mapConfig.json: base-map layers).
#pragma once

#include <string>
#include <vector>

#include "api/address/online_geocoder.h"
#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

struct MapLayerOption {
  std::string id;                          // offline, osm, amap, tianditu
  std::string name;                        // 离线地图, …
  std::string crs;                         // wgs84 | gcj02 | bd09
  std::vector<std::string> tiles;          // XYZ templates ({z}/{x}/{y}); empty for the offline map
  std::vector<std::string> overlay_tiles;  // a label layer drawn above (Tianditu's cva)
  std::string attribution;
};

struct AddressOptions {
  std::string regions_file;  // "" = the data shipped in the source tree
  address::OnlineOptions online;
  std::string default_layer = "offline";
  std::vector<MapLayerOption> layers;
};

// Loads the offline data (errors: a missing or damaged data file) and registers the routes.
Status RegisterAddressRoutes(ApiRouter& router, ApiServices& services, AddressOptions options);

// The configured base-map layers: offline always; OSM and Amap unless turned off; Tianditu only
// with a key. `enabled` lists ids to offer (empty: all that can be offered).
std::vector<MapLayerOption> MapLayersFromConfig(const std::vector<std::string>& enabled, const std::string& osm_tiles,
                                                const std::string& tianditu_key);

}  // namespace chelian::api
