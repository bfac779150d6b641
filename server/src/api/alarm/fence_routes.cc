// Handlers of the fence calls: list, save, update, delete, bind, a vehicle's fences, a vehicle's
// own circle.
#include <spdlog/spdlog.h>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/alarm/fence_input.h"
#include "api/alarm/place_routes.h"
#include "api/envelope.h"
#include "api/monitor/monitor_context.h"
#include "pipeline/risk_places.h"

namespace chelian::api {

void ReloadPlaces(AlarmServices& alarm) {
  if (Status s = alarm.risk.Reload(); !s.ok()) spdlog::error("alarm places not reloaded: {}", s.message());
}

namespace {

long long VehicleIdOf(const ApiCall& call) { return call.IntParam("vehicleId").value_or(0); }

net::HttpResponse ListAll(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto fences = store::ListFences(*conn, call.session().scope());
  if (!fences.ok()) return FromStatus(fences.status());
  boost::json::array out;
  for (const auto& f : *fences) out.push_back(FenceJson(f, call.session().user_id, s.options.utc_offset_minutes));
  return Ok(std::move(out));
}

net::HttpResponse Save(ApiServices& s, AlarmServices& a, const ApiCall& call, bool update) {
  auto f = ParseFenceInput(call.json());
  if (!f.ok()) return FromStatus(f.status());
  auto conn = s.db.Acquire();
  if (update) {
    if (!f->id) return Fail(kFlagFail, "请选择要修改的围栏");
    if (Status st = store::UpdateFence(*conn, call.session().scope(), *f, s.now()); !st.ok()) return FromStatus(st);
    ReloadPlaces(a);
    return Ok(boost::json::object{{"pathId", f->id}});
  }
  long long owner = call.IntParam("groupId").value_or(call.session().group_id);
  auto id = store::CreateFence(*conn, call.session().scope(), owner, *f, call.session().user_id, s.now());
  if (!id.ok()) return FromStatus(id.status());
  ReloadPlaces(a);
  return Ok(boost::json::object{{"pathId", *id}});
}

net::HttpResponse Delete(ApiServices& s, AlarmServices& a, const ApiCall& call) {
  long long id = call.IntParam("pathId").value_or(0);
  if (!id) return Fail(kFlagFail, "请选择要删除的围栏");
  auto conn = s.db.Acquire();
  if (Status st = store::DeleteFence(*conn, call.session().scope(), id); !st.ok()) return FromStatus(st);
  ReloadPlaces(a);
  return Ok();
}

net::HttpResponse Targets(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto t = store::ListFenceTargets(*conn, call.session().scope(), call.IntParam("pathId").value_or(0));
  if (!t.ok()) return FromStatus(t.status());
  boost::json::array g, v;
  for (const auto& [id, name] : t->groups) g.push_back(boost::json::object{{"groupId", id}, {"groupName", name}});
  for (const auto& [id, plate] : t->vehicles) v.push_back(boost::json::object{{"vehicleId", id}, {"plate", plate}});
  return Ok(boost::json::object{{"g", std::move(g)}, {"v", std::move(v)}});
}

// "1,2,3" as a string, or [1, 2, 3] in the JSON body.
std::vector<long long> Ids(const ApiCall& call, std::string_view name) {
  std::vector<long long> out;
  if (call.json().is_object())
    if (const auto* arr = call.json().as_object().if_contains(name); arr && arr->is_array()) {
      for (const auto& v : arr->as_array())
        if (v.is_int64()) out.push_back(v.as_int64());
      return out;
    }
  return monitor::IdList(call, name);
}

net::HttpResponse Bind(ApiServices& s, AlarmServices& a, const ApiCall& call) {
  long long id = call.IntParam("pathId").value_or(0);
  if (!id) return Fail(kFlagFail, "请选择围栏");
  auto conn = s.db.Acquire();
  Status st = store::BindFence(*conn, call.session().scope(), id, Ids(call, "vids"), Ids(call, "gids"), s.now());
  if (!st.ok()) return FromStatus(st);
  ReloadPlaces(a);
  return Ok();
}

net::HttpResponse OfVehicle(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto fences = store::FencesOfVehicle(*conn, call.session().scope(), VehicleIdOf(call));
  if (!fences.ok()) return FromStatus(fences.status());
  boost::json::array out;
  for (const auto& f : *fences) out.push_back(FenceJson(f, call.session().user_id, s.options.utc_offset_minutes));
  return Ok(std::move(out));
}

net::HttpResponse Unbind(ApiServices& s, AlarmServices& a, const ApiCall& call) {
  auto conn = s.db.Acquire();
  Status st =
      store::UnbindVehicle(*conn, call.session().scope(), VehicleIdOf(call), call.IntParam("pathId").value_or(0));
  if (!st.ok()) return FromStatus(st);
  ReloadPlaces(a);
  return Ok(boost::json::object{{"msg", "围栏解绑成功"}});
}

net::HttpResponse RoundOf(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto f = store::RoundFenceOf(*conn, call.session().scope(), VehicleIdOf(call));
  if (!f.ok()) return FromStatus(f.status());
  if (!f->has_value()) return Ok(boost::json::object{});
  const auto& r = **f;
  return Ok(boost::json::object{{"pathId", r.id}, {"lat", r.center_lat}, {"lon", r.center_lon}, {"radii", r.radius}});
}

net::HttpResponse SaveRound(ApiServices& s, AlarmServices& a, const ApiCall& call) {
  auto lat = DoubleParam(call, "lat"), lon = DoubleParam(call, "lon"), radius = DoubleParam(call, "radii");
  if (!lat || !lon || *lat < -90 || *lat > 90 || *lon < -180 || *lon > 180 || (*lat == 0 && *lon == 0))
    return Fail(kFlagFail, "请选择圆心位置");
  if (!radius || *radius < pipeline::kMinCircleRadiusM || *radius > pipeline::kMaxCircleRadiusM)
    return Fail(kFlagFail, "圆形围栏设置失败:范围是200到5000");
  auto conn = s.db.Acquire();
  Status st = store::SaveRoundFence(*conn, call.session().scope(), VehicleIdOf(call), *lat, *lon, *radius,
                                    call.session().user_id, s.now());
  if (!st.ok()) return FromStatus(st);
  ReloadPlaces(a);
  return Ok();
}

net::HttpResponse DeleteRound(ApiServices& s, AlarmServices& a, const ApiCall& call) {
  auto conn = s.db.Acquire();
  if (Status st = store::DeleteRoundFence(*conn, call.session().scope(), VehicleIdOf(call)); !st.ok())
    return FromStatus(st);
  ReloadPlaces(a);
  return Ok();
}

}  // namespace

void RegisterFenceRoutes(ApiRouter& router, ApiServices& s, AlarmServices& a) {
  const std::string base = "/car/v1/api/fence/";
  router.Add(base + "queryAllPolygonalFence", Access::kSession, [&s](ApiCall& c) { return ListAll(s, c); });
  router.Add(base + "savePolygonalFence", Access::kSession, [&s, &a](ApiCall& c) { return Save(s, a, c, false); });
  router.Add(base + "updatePolygonalFence", Access::kSession, [&s, &a](ApiCall& c) { return Save(s, a, c, true); });
  router.Add(base + "deletePolygonalFence", Access::kSession, [&s, &a](ApiCall& c) { return Delete(s, a, c); });
  router.Add(base + "listAddFenceVehicle", Access::kSession, [&s](ApiCall& c) { return Targets(s, c); });
  router.Add(base + "bindPolygonalFence", Access::kSession, [&s, &a](ApiCall& c) { return Bind(s, a, c); });
  router.Add(base + "queryPolygonalFence", Access::kSession, [&s](ApiCall& c) { return OfVehicle(s, c); });
  router.Add(base + "updateBindFence", Access::kSession, [&s, &a](ApiCall& c) { return Unbind(s, a, c); });
  router.Add(base + "queryRoundFence", Access::kSession, [&s](ApiCall& c) { return RoundOf(s, c); });
  router.Add(base + "saveRoundFence", Access::kSession, [&s, &a](ApiCall& c) { return SaveRound(s, a, c); });
  router.Add(base + "updateRoundFence", Access::kSession, [&s, &a](ApiCall& c) { return SaveRound(s, a, c); });
  router.Add(base + "deleteRoundFence", Access::kSession, [&s, &a](ApiCall& c) { return DeleteRound(s, a, c); });
}

}  // namespace chelian::api
