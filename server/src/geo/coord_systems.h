// Conversions between the coordinate systems used in China: WGS-84 (GPS, what we store), GCJ-02
// (Amap, Tencent, Google China) and BD-09 (Baidu). Outside China's box the offsets do not apply
// and points are returned unchanged. The inverses are refined iteratively (error < 1 cm).
#pragma once

#include "geo/geo.h"

namespace chelian::geo {

LatLon Wgs84ToGcj02(LatLon p);
LatLon Gcj02ToWgs84(LatLon p);
LatLon Gcj02ToBd09(LatLon p);
LatLon Bd09ToGcj02(LatLon p);
LatLon Wgs84ToBd09(LatLon p);
LatLon Bd09ToWgs84(LatLon p);

}  // namespace chelian::geo
