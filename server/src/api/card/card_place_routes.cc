// 考勤规则 and 巡更点: attendance/rule/list.json → [{groupId, groupName, name, lat, lon, radius,
// startTime "HH:mm", endTime, graceMinutes, updatedBy, updateTime}]; attendance/rule/save.json (the
// same fields, groupId 0 = the caller's group); attendance/rule/delete.json {groupId};
// patrol/point/list.json → [{id, groupId, groupName, name, lat, lon, radius, startTime, endTime}];
// patrol/point/save.json {id?, …}; patrol/point/delete.json {id}.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/alarm/fence_input.h"
#include "api/card/card_params.h"
#include "api/card/card_routes.h"
#include "api/envelope.h"
#include "core/clock.h"
#include "core/strings.h"
#include "store/card_place_repo.h"

namespace chelian::api::card {
namespace {

constexpr long long kButtonSaveRule = 110301, kButtonEditPoint = 110601;

// The circle and window common to rules and points; InvalidArgument (Chinese) when malformed.
struct PlaceInput {
  double lat = 0, lon = 0, radius = 0;
  int start_min = 0, end_min = 0;
};
Result<PlaceInput> ReadPlace(const ApiCall& call) {
  auto lat = DoubleParam(call, "lat");
  auto lon = DoubleParam(call, "lon");
  auto radius = DoubleParam(call, "radius");
  if (!lat || !lon) return InvalidArgument("请填写经纬度");
  if (!radius) return InvalidArgument("请填写半径");
  auto start = ParseDayMinute(call.ParamOr("startTime", ""));
  auto end = ParseDayMinute(call.ParamOr("endTime", ""));
  if (!start || !end) return InvalidArgument("时间格式应为 HH:mm");
  return PlaceInput{*lat, *lon, *radius, *start, *end};
}

net::HttpResponse ListRules(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  const store::Scope scope = call.session().scope();
  auto rules = store::ListAttendanceRules(*conn, scope);
  if (!rules.ok()) return FromStatus(rules.status());
  boost::json::array data;
  for (const auto& r : *rules) {
    if (!scope.Contains(r.group_path)) continue;  // an ancestor's rule applies but is not shown
    boost::json::object o;
    o["groupId"] = r.group_id;
    o["groupName"] = r.group_name;
    o["name"] = r.name;
    o["lat"] = r.lat;
    o["lon"] = r.lon;
    o["radius"] = r.radius;
    o["startTime"] = DayMinuteText(r.start_min);
    o["endTime"] = DayMinuteText(r.end_min);
    o["shift"] = ShiftText(r.start_min, r.end_min);
    o["graceMinutes"] = r.grace_min;
    o["updatedBy"] = r.updated_by;
    o["updateTime"] = FormatLocalTime(r.updated_at, s.options.utc_offset_minutes);
    data.push_back(std::move(o));
  }
  return Ok(std::move(data));
}

net::HttpResponse SaveRule(ApiServices& s, const ApiCall& call) {
  auto place = ReadPlace(call);
  if (!place.ok()) return FromStatus(place.status());
  auto grace = call.IntParam("graceMinutes");
  if (!grace && !Trim(call.ParamOr("graceMinutes", "")).empty()) return Fail(kFlagFail, "宽限时间必须是整数");
  store::CardAttendanceRule r{.group_id = call.IntParam("groupId").value_or(0),
                              .name = std::string(Trim(call.ParamOr("name", ""))),
                              .lat = place->lat,
                              .lon = place->lon,
                              .radius = place->radius,
                              .start_min = place->start_min,
                              .end_min = place->end_min,
                              .grace_min = static_cast<int>(grace.value_or(0))};
  auto conn = s.db.Acquire();
  Status st = store::SaveAttendanceRule(*conn, call.session().scope(), r, call.session().username, s.now());
  return st.ok() ? Ok() : FromStatus(st);
}

net::HttpResponse DeleteRule(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  Status st = store::DeleteAttendanceRule(*conn, call.session().scope(), call.IntParam("groupId").value_or(0));
  return st.ok() ? Ok() : FromStatus(st);
}

net::HttpResponse ListPoints(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto points = store::ListPatrolPoints(*conn, call.session().scope());
  if (!points.ok()) return FromStatus(points.status());
  boost::json::array data;
  for (const auto& p : *points) {
    boost::json::object o;
    o["id"] = p.id;
    o["groupId"] = p.group_id;
    o["groupName"] = p.group_name;
    o["name"] = p.name;
    o["lat"] = p.lat;
    o["lon"] = p.lon;
    o["radius"] = p.radius;
    o["startTime"] = DayMinuteText(p.start_min);
    o["endTime"] = DayMinuteText(p.end_min);
    o["window"] = ShiftText(p.start_min, p.end_min);
    data.push_back(std::move(o));
  }
  return Ok(std::move(data));
}

net::HttpResponse SavePoint(ApiServices& s, const ApiCall& call) {
  auto place = ReadPlace(call);
  if (!place.ok()) return FromStatus(place.status());
  store::CardPatrolPoint p{.id = call.IntParam("id").value_or(0),
                           .group_id = call.IntParam("groupId").value_or(0),
                           .name = std::string(Trim(call.ParamOr("name", ""))),
                           .lat = place->lat,
                           .lon = place->lon,
                           .radius = place->radius,
                           .start_min = place->start_min,
                           .end_min = place->end_min};
  auto conn = s.db.Acquire();
  auto id = store::SavePatrolPoint(*conn, call.session().scope(), p, s.now());
  if (!id.ok()) return FromStatus(id.status());
  boost::json::object o;
  o["id"] = *id;
  return Ok(std::move(o));
}

net::HttpResponse DeletePoint(ApiServices& s, const ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "请选择巡更点");
  auto conn = s.db.Acquire();
  Status st = store::DeletePatrolPoint(*conn, call.session().scope(), *id);
  return st.ok() ? Ok() : FromStatus(st);
}

}  // namespace

void RegisterPlaceRoutes(ApiRouter& router, ApiServices& s) {
  const std::string rule = "/car/v4/api/card/attendance/rule/";
  const std::string point = "/car/v4/api/card/patrol/point/";
  RouteOptions save_rule{.button = kButtonSaveRule, .refusal = "没有保存考勤规则权限"};
  RouteOptions edit_point{.button = kButtonEditPoint, .refusal = "没有编辑巡更点权限"};
  router.Add(rule + "list.json", Access::kSession, [&s](ApiCall& c) { return ListRules(s, c); });
  router.Add(
      rule + "save.json", Access::kSession, [&s](ApiCall& c) { return SaveRule(s, c); }, save_rule);
  router.Add(
      rule + "delete.json", Access::kSession, [&s](ApiCall& c) { return DeleteRule(s, c); }, save_rule);
  router.Add(point + "list.json", Access::kSession, [&s](ApiCall& c) { return ListPoints(s, c); });
  router.Add(
      point + "save.json", Access::kSession, [&s](ApiCall& c) { return SavePoint(s, c); }, edit_point);
  router.Add(
      point + "delete.json", Access::kSession, [&s](ApiCall& c) { return DeletePoint(s, c); }, edit_point);
}

}  // namespace chelian::api::card
