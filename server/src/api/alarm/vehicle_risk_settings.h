// 车辆资料 › 风控信息 (v3-console-inventory §2.7 tab 4, §3.4): one vehicle's own 出省报警 areas, its
// 经常停留点 and 二押点报警, read as the dialog's `extend` and written from updateVehicle's `alarmUtil`.
#pragma once

#include <boost/json/object.hpp>
#include <string>

#include "api/alarm/alarm_services.h"
#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::api {

// {areaName: "广东省_440000|…" or "", stayPaint: "家庭住址、公司住址" / "未设置", stayEnabled 0/1,
// isTwoCharge 0/1}; NotFound when the vehicle is not inside `scope`.
Result<boost::json::object> VehicleRiskExtend(store::Connection& conn, const store::Scope& scope, long long asset_id);

// Applies the members present in `util` — address ("" removes the vehicle's own areas), twoCharge
// and staypoint (0/1; staypoint only switches points already set) — inside the caller's transaction.
// Answers a short Chinese description of what changed for the operation log ("" when nothing did).
Result<std::string> ApplyAlarmUtil(AlarmServices& alarm, store::Connection& conn, const store::Scope& scope,
                                   long long asset_id, const boost::json::object& util, long long user_id,
                                   long long now_ms);

}  // namespace chelian::api
