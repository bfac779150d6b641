// Handlers of the point calls: position points (位置点), a vehicle's home and company stay points
// (经常停留点, "1,lat,lng,r;2,lat,lng,r" as the previous console sends them) and second-mortgage
// points (二押点) with the vehicles they apply to.
#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cmath>
#include <cstdio>

#include "api/alarm/fence_input.h"
#include "api/alarm/place_routes.h"
#include "api/envelope.h"
#include "api/monitor/monitor_context.h"
#include "api/paging.h"
#include "core/strings.h"
#include "store/risk_point_repo.h"

namespace chelian::api {
namespace {

bool ValidLatLon(std::optional<double> lat, std::optional<double> lon) {
  return lat && lon && *lat >= -90 && *lat <= 90 && *lon >= -180 && *lon <= 180 && !(*lat == 0 && *lon == 0);
}

size_t Chars(const std::string& s) {
  size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

// --- 位置点 ---

net::HttpResponse ListLocations(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto points = store::ListLocationPoints(*conn, call.session().scope());
  if (!points.ok()) return FromStatus(points.status());
  boost::json::array out;
  for (const auto& p : *points)
    out.push_back(boost::json::object{
        {"id", p.id}, {"name", p.name}, {"type", p.type}, {"lon", p.lon}, {"lat", p.lat}, {"color", p.color}});
  return Ok(std::move(out));
}

net::HttpResponse SaveLocation(ApiServices& s, const ApiCall& call) {
  store::LocationPoint p;
  p.name = std::string(Trim(call.ParamOr("name", "")));
  if (p.name.empty()) return Fail(kFlagFail, "请输入位置点名称");
  if (Chars(p.name) > 30) return Fail(kFlagFail, "位置点名称不能超过30个字");
  p.type = static_cast<int>(call.IntParam("type").value_or(1));
  if (p.type < 1 || p.type > 6) return Fail(kFlagFail, "位置点类型不正确");
  auto lat = DoubleParam(call, "lat"), lon = DoubleParam(call, "lon");
  if (!ValidLatLon(lat, lon)) return Fail(kFlagFail, "请在地图上选择位置");
  p.lat = *lat;
  p.lon = *lon;
  p.color = static_cast<int>(call.IntParam("color").value_or(0));
  auto conn = s.db.Acquire();
  auto id = store::CreateLocationPoint(*conn, call.session().scope(), p, call.session().user_id, s.now());
  if (!id.ok()) return FromStatus(id.status());
  return Ok(boost::json::object{{"id", *id}});
}

net::HttpResponse DeleteLocation(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  Status st = store::DeleteLocationPoint(*conn, call.session().scope(), call.IntParam("id").value_or(0));
  return st.ok() ? Ok() : FromStatus(st);
}

// --- 经常停留点 ---

std::string StayText(const store::StayPointRow& r) {
  std::string out;
  char buf[96];
  if (r.home) {
    std::snprintf(buf, sizeof buf, "1,%.6f,%.6f,%.0f", r.home->first, r.home->second, r.home_radius);
    out += buf;
  }
  if (r.company) {
    std::snprintf(buf, sizeof buf, "%s2,%.6f,%.6f,%.0f", out.empty() ? "" : ";", r.company->first, r.company->second,
                  r.company_radius);
    out += buf;
  }
  return out;
}

// "1,lat,lng[,r];2,lat,lng[,r]" → the row; errors in Chinese.
Result<store::StayPointRow> ParseStay(const std::string& text) {
  store::StayPointRow r;
  for (auto item : Split(text, ';')) {
    item = Trim(item);
    if (item.empty()) continue;
    double kind = 0, lat = 0, lon = 0, radius = 1000;
    int n = std::sscanf(std::string(item).c_str(), "%lf,%lf,%lf,%lf", &kind, &lat, &lon, &radius);
    if (n < 3 || !ValidLatLon(lat, lon)) return InvalidArgument("停留点格式错误");
    if (radius < 100 || radius > 5000) return InvalidArgument("停留点范围应在100到5000米之间");
    if (kind == 1)
      r.home = std::pair{lat, lon}, r.home_radius = radius;
    else if (kind == 2)
      r.company = std::pair{lat, lon}, r.company_radius = radius;
    else
      return InvalidArgument("停留点类型应为 1 家庭 或 2 公司");
  }
  if (!r.home && !r.company) return InvalidArgument("请设置家庭地址或公司地址");
  return r;
}

net::HttpResponse QueryStay(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto row = store::GetStayPoints(*conn, call.session().scope(), call.IntParam("vehicleId").value_or(0));
  if (!row.ok()) return FromStatus(row.status());
  return Ok(boost::json::string(row->has_value() ? StayText(**row) : std::string()));
}

net::HttpResponse SaveStay(ApiServices& s, AlarmServices& a, const ApiCall& call) {
  auto row = ParseStay(call.ParamOr("staypoint", ""));
  if (!row.ok()) return FromStatus(row.status());
  row->asset_id = call.IntParam("vehicleId").value_or(0);
  row->enabled = static_cast<int>(call.IntParam("enabled").value_or(1)) != 0;
  auto conn = s.db.Acquire();
  Status st = store::SaveStayPoints(*conn, call.session().scope(), *row, call.session().user_id, s.now());
  if (!st.ok()) return FromStatus(st);
  ReloadPlaces(a);
  return Ok();
}

net::HttpResponse DeleteStay(ApiServices& s, AlarmServices& a, const ApiCall& call) {
  auto conn = s.db.Acquire();
  Status st = store::DeleteStayPoints(*conn, call.session().scope(), call.IntParam("vehicleId").value_or(0));
  if (!st.ok()) return FromStatus(st);
  ReloadPlaces(a);
  return Ok();
}

// --- 二押点 ---

net::HttpResponse PageTwoCharge(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto points = store::ListTwoChargePoints(*conn, call.session().scope());
  if (!points.ok()) return FromStatus(points.status());
  PageParams page = ReadPage(call, 5000, 5000);
  const size_t size = static_cast<size_t>(page.page_size);
  boost::json::array data;
  for (size_t i = static_cast<size_t>(page.page_number - 1) * size; i < points->size() && data.size() < size; ++i) {
    const auto& p = (*points)[i];
    data.push_back(boost::json::object{{"chargeId", p.id},
                                       {"name", p.name},
                                       {"radius", p.radius},
                                       {"lon", p.lon},
                                       {"lat", p.lat},
                                       {"stopTime", p.stop_minutes}});
  }
  return Ok(PageObject(std::move(data), static_cast<long long>(points->size()), page));
}

net::HttpResponse SaveTwoCharge(ApiServices& s, AlarmServices& a, const ApiCall& call) {
  store::TwoChargePointRow p;
  p.name = std::string(Trim(call.ParamOr("name", "")));
  if (p.name.empty()) return Fail(kFlagFail, "请输入二押点名称");
  if (Chars(p.name) > 30) return Fail(kFlagFail, "二押点名称不能超过30个字");
  auto lat = DoubleParam(call, "lat"), lon = DoubleParam(call, "lon");
  if (!ValidLatLon(lat, lon)) return Fail(kFlagFail, "请在地图上选择二押点位置");
  p.lat = *lat;
  p.lon = *lon;
  p.radius = DoubleParam(call, "radius").value_or(50);
  if (p.radius < 10 || p.radius > 5000) return Fail(kFlagFail, "二押点的范围应在10到5000米之间");
  p.stop_minutes = static_cast<int>(call.IntParam("stopTime").value_or(60));
  if (p.stop_minutes < 1 || p.stop_minutes > 1440) return Fail(kFlagFail, "停留时间应在1到1440分钟之间");
  auto conn = s.db.Acquire();
  auto id = store::CreateTwoChargePoint(*conn, call.session().scope(), p, call.session().user_id, s.now());
  if (!id.ok()) return FromStatus(id.status());
  ReloadPlaces(a);
  return Ok(boost::json::object{{"chargeId", *id}});
}

net::HttpResponse DeleteTwoCharge(ApiServices& s, AlarmServices& a, const ApiCall& call) {
  auto conn = s.db.Acquire();
  Status st = store::DeleteTwoChargePoint(*conn, call.session().scope(), call.IntParam("chargeId").value_or(0));
  if (!st.ok()) return FromStatus(st);
  ReloadPlaces(a);
  return Ok();
}

net::HttpResponse BoundVehicles(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto rows = store::ListTwoChargeVehicles(*conn, call.session().scope());
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array out;
  for (const auto& v : *rows)
    out.push_back(boost::json::object{
        {"vehicleId", v.asset_id}, {"plate", v.plate}, {"groupId", v.group_id}, {"groupName", v.group_name}});
  return Ok(std::move(out));
}

net::HttpResponse SetBound(ApiServices& s, AlarmServices& a, const ApiCall& call, bool on) {
  auto ids = monitor::IdList(call, "vehicleIds");
  if (ids.empty()) return Fail(kFlagFail, "请选择车辆");
  auto conn = s.db.Acquire();
  Status st = store::SetTwoChargeVehicles(*conn, call.session().scope(), ids, on, call.session().user_id, s.now());
  if (!st.ok()) return FromStatus(st);
  ReloadPlaces(a);
  return Ok();
}

}  // namespace

void RegisterPointRoutes(ApiRouter& router, ApiServices& s, AlarmServices& a) {
  const std::string fence = "/car/v1/api/fence/", two = "/car/v1/api/twoCharge/";
  router.Add(fence + "listLocationPoint", Access::kSession, [&s](ApiCall& c) { return ListLocations(s, c); });
  router.Add(fence + "saveLocationPoint", Access::kSession, [&s](ApiCall& c) { return SaveLocation(s, c); });
  router.Add(fence + "deleteLocationPoint", Access::kSession, [&s](ApiCall& c) { return DeleteLocation(s, c); });
  router.Add(fence + "queryStoppingPoint", Access::kSession, [&s](ApiCall& c) { return QueryStay(s, c); });
  router.Add(fence + "saveStoppingPoint", Access::kSession, [&s, &a](ApiCall& c) { return SaveStay(s, a, c); });
  router.Add(fence + "updateStoppingPoint", Access::kSession, [&s, &a](ApiCall& c) { return SaveStay(s, a, c); });
  router.Add(fence + "deleteStoppingPoint", Access::kSession, [&s, &a](ApiCall& c) { return DeleteStay(s, a, c); });
  router.Add(two + "pageTwoCharge", Access::kSession, [&s](ApiCall& c) { return PageTwoCharge(s, c); });
  router.Add(two + "saveTwoCharge", Access::kSession, [&s, &a](ApiCall& c) { return SaveTwoCharge(s, a, c); });
  router.Add(two + "deleteTwoCharge", Access::kSession, [&s, &a](ApiCall& c) { return DeleteTwoCharge(s, a, c); });
  router.Add(two + "listBindVehicleByUserId", Access::kSession, [&s](ApiCall& c) { return BoundVehicles(s, c); });
  router.Add(two + "saveBindVehicle", Access::kSession, [&s, &a](ApiCall& c) { return SetBound(s, a, c, true); });
  router.Add(two + "updateBindVehicle", Access::kSession, [&s, &a](ApiCall& c) { return SetBound(s, a, c, false); });
}

}  // namespace chelian::api
