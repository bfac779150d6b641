// Handlers of the administrative-area calls (绑定省市区, 出省报警): the province / city / district
// tree from the offline boundary data, and the allowed areas of a vehicle or a group as the
// previous console stores them ("广东省_440000|深圳市_440300").
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <map>
#include <mutex>
#include <set>

#include "api/alarm/place_routes.h"
#include "api/envelope.h"
#include "core/strings.h"
#include "store/fence_repo.h"
#include "store/risk_point_repo.h"

namespace chelian::api {
namespace {

// Every province, city and district code of the boundary data.
const std::set<int>& KnownCodes(AlarmServices& a) {
  static std::once_flag once;
  static std::set<int> codes;
  std::call_once(once, [&] {
    if (const auto* g = a.risk.Geocoder())
      for (const auto& r : g->regions()) codes.insert({r.code, r.code / 100 * 100, r.code / 10000 * 10000});
  });
  return codes;
}

net::HttpResponse Tree(AlarmServices& a) {
  const auto* g = a.risk.Geocoder();
  if (!g) return Fail(kFlagFail, "行政区划数据未加载");
  struct City {
    std::string name;
    std::map<int, std::string> districts;
  };
  struct Province {
    std::string name;
    std::map<int, City> cities;
  };
  std::map<int, Province> provinces;
  for (const auto& r : g->regions()) {
    if (r.code <= 0) continue;
    Province& p = provinces[r.code / 10000 * 10000];
    p.name = r.province;
    City& c = p.cities[r.code / 100 * 100];
    c.name = r.city.empty() ? r.province : r.city;
    c.districts[r.code] = r.district;
  }
  boost::json::array list;
  for (const auto& [pcode, p] : provinces) {
    boost::json::array cities;
    for (const auto& [ccode, c] : p.cities) {
      boost::json::array districts;
      for (const auto& [dcode, d] : c.districts)
        districts.push_back(boost::json::object{
            {"name", d}, {"code", std::to_string(dcode)}, {"id", dcode}, {"cityCode", std::to_string(ccode)}});
      cities.push_back(boost::json::object{{"name", c.name},
                                           {"code", std::to_string(ccode)},
                                           {"id", ccode},
                                           {"provinceCode", std::to_string(pcode)},
                                           {"list", std::move(districts)}});
    }
    list.push_back(boost::json::object{
        {"name", p.name}, {"code", std::to_string(pcode)}, {"id", pcode}, {"list", std::move(cities)}});
  }
  return Ok(boost::json::object{{"list", std::move(list)}});
}

net::HttpResponse GetVehicle(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto b = store::GetAdminArea(*conn, call.session().scope(), 1, call.IntParam("vehicleId").value_or(0));
  if (!b.ok()) return FromStatus(b.status());
  return Ok(boost::json::string(b->has_value() ? (*b)->address : std::string()));
}

net::HttpResponse BindVehicle(ApiServices& s, AlarmServices& a, const ApiCall& call) {
  auto address = CheckAdminAddress(a, call.ParamOr("address", ""));
  if (!address.ok()) return FromStatus(address.status());
  auto conn = s.db.Acquire();
  Status st = store::SaveAdminArea(*conn, call.session().scope(), 1, call.IntParam("vehicleId").value_or(0),
                                   {*address, 0, 0}, call.session().user_id, s.now());
  if (!st.ok()) return FromStatus(st);
  ReloadPlaces(a);
  return Ok();
}

// Deletes the vehicle's own areas; answers the group's binding (if any) so the console can ask
// "是否继承所属车组绑定的省市区？".
net::HttpResponse DeleteVehicle(ApiServices& s, AlarmServices& a, const ApiCall& call) {
  long long vehicle = call.IntParam("vehicleId").value_or(0);
  auto conn = s.db.Acquire();
  if (Status st = store::DeleteAdminArea(*conn, call.session().scope(), 1, vehicle); !st.ok()) return FromStatus(st);
  ReloadPlaces(a);
  auto group = store::VehicleGroup(*conn, call.session().scope(), vehicle);
  std::string inherited;
  if (group.ok())
    if (auto g = store::GetAdminArea(*conn, call.session().scope(), 2, group->first); g.ok() && g->has_value())
      inherited = (*g)->address;
  return Ok(boost::json::string(inherited));
}

net::HttpResponse GetGroup(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto b = store::GetAdminArea(*conn, call.session().scope(), 2, call.IntParam("groupId").value_or(0));
  if (!b.ok()) return FromStatus(b.status());
  if (!b->has_value()) return Ok(boost::json::object{{"address", ""}, {"isAll", 0}, {"isCover", 0}});
  return Ok(boost::json::object{{"address", (*b)->address}, {"isAll", (*b)->is_all}, {"isCover", (*b)->is_cover}});
}

net::HttpResponse BindGroup(ApiServices& s, AlarmServices& a, const ApiCall& call) {
  auto address = CheckAdminAddress(a, call.ParamOr("address", ""));
  if (!address.ok()) return FromStatus(address.status());
  store::AdminAreaBinding b{*address, call.IntParam("isAll").value_or(0) != 0,
                            call.IntParam("isCover").value_or(0) != 0};
  auto conn = s.db.Acquire();
  Status st = store::SaveAdminArea(*conn, call.session().scope(), 2, call.IntParam("groupId").value_or(0), b,
                                   call.session().user_id, s.now());
  if (!st.ok()) return FromStatus(st);
  ReloadPlaces(a);
  return Ok();
}

net::HttpResponse DeleteGroup(ApiServices& s, AlarmServices& a, const ApiCall& call) {
  auto conn = s.db.Acquire();
  Status st = store::DeleteAdminArea(*conn, call.session().scope(), 2, call.IntParam("groupId").value_or(0));
  if (!st.ok()) return FromStatus(st);
  ReloadPlaces(a);
  return Ok();
}

}  // namespace

Result<std::string> CheckAdminAddress(AlarmServices& a, const std::string& address) {
  std::string out;
  for (auto item : Split(address, '|')) {
    item = Trim(item);
    auto codes = store::AdminAreaCodes(std::string(item));
    if (codes.size() != 1 || !KnownCodes(a).count(codes[0])) continue;
    out += (out.empty() ? "" : "|") + std::string(item);
  }
  if (out.empty()) return InvalidArgument("请选择省市区");
  return out;
}

void RegisterAdminAreaRoutes(ApiRouter& router, ApiServices& s, AlarmServices& a) {
  const std::string base = "/car/v1/api/monitor/";
  router.Add(base + "listAdminRegion", Access::kSession, [&a](ApiCall&) { return Tree(a); });
  router.Add(base + "getAdminRegion", Access::kSession, [&s](ApiCall& c) { return GetVehicle(s, c); });
  router.Add(base + "bindAdminRegion", Access::kSession, [&s, &a](ApiCall& c) { return BindVehicle(s, a, c); });
  router.Add(base + "deleteAdminRegion", Access::kSession, [&s, &a](ApiCall& c) { return DeleteVehicle(s, a, c); });
  router.Add(base + "getAdminRegionGroup", Access::kSession, [&s](ApiCall& c) { return GetGroup(s, c); });
  router.Add(base + "listAdminRegionGroup", Access::kSession, [&s, &a](ApiCall& c) { return BindGroup(s, a, c); });
  router.Add(base + "deleteAdminRegionGroup", Access::kSession, [&s, &a](ApiCall& c) { return DeleteGroup(s, a, c); });
}

}  // namespace chelian::api
