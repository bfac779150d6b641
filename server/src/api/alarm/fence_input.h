// Reading and checking a fence as the console sends it (V3 savePolygonalFence shape: pathName,
// pathType 3 polygon | 1 circle, param = area type, settingTime = stay minutes, pointList
// [{orilon, orilat}]; Chelian adds lat/lon/radius for circles and speedLimit for 限速), and the
// row as the console reads it (queryAllPolygonalFence). Coordinates are WGS-84. Pure.
#pragma once

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include "api/api_call.h"
#include "core/status.h"
#include "store/fence_repo.h"

namespace chelian::api {

// Errors are Chinese messages naming the field.
Result<store::FenceRow> ParseFenceInput(const boost::json::value& body);

// One fence for the console; `user_id` decides isMine (是否是当前用户设置).
boost::json::object FenceJson(const store::FenceRow& f, long long user_id, int utc_offset_minutes);

// A number parameter (query, form or JSON member); nullopt when absent or not a finite number.
std::optional<double> DoubleParam(const ApiCall& call, std::string_view name);

}  // namespace chelian::api
