// Handlers of the big screen's counts: pageHomePageOne.json (with the risk centre's longStopNum and
// carVehOfflineNum) and provinceCounts.json.
#include "api/home/home_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <memory>
#include <string>

#include "api/envelope.h"
#include "api/home/home_trends.h"
#include "api/home/province_counts.h"
#include "core/clock.h"
#include "store/home_repo.h"
#include "store/risk_counts.h"
#include "store/risk_repo.h"

namespace chelian::api {
namespace {

constexpr char kBase[] = "/car/v1/accelerate/home/";

struct HomeContext {
  HomeContext(ApiServices& s, HomeOptions o)
      : services(s), options(std::move(o)), provinces(options.geocoder, options.province_refresh_ms) {}
  ApiServices& services;
  HomeOptions options;
  ProvinceCountCache provinces;
};

net::HttpResponse PageHomePageOne(HomeContext& ctx, const ApiCall& call) {
  ApiServices& s = ctx.services;
  const store::Scope& scope = call.session().scope();
  const long long now = s.now();
  auto conn = s.db.Acquire();
  auto states = store::CountVehicleStates(*conn, scope, now - ctx.options.offline_after_ms);
  if (!states.ok()) return FromStatus(states.status());
  auto expiry = store::CountExpiry(*conn, scope, now);
  if (!expiry.ok()) return FromStatus(expiry.status());
  auto kinds = store::CountDeviceKinds(*conn, scope);
  if (!kinds.ok()) return FromStatus(kinds.status());
  auto trends = ReadTrends(*conn, scope, now, s.options.utc_offset_minutes);
  if (!trends.ok()) return FromStatus(trends.status());
  // The risk centre's two figures: 超长停车 in the user's range, 多设备离线 sets (store/risk_counts.h).
  auto range = store::GetStopRange(*conn, call.session().user_id);
  if (!range.ok()) return FromStatus(range.status());
  auto long_stops = store::CountLongStops(*conn, scope, *range, now, HideExpiredAt(s));
  if (!long_stops.ok()) return FromStatus(long_stops.status());
  auto related = store::CountRelatedOffline(*conn, scope, now, ctx.options.offline_after_ms);
  if (!related.ok()) return FromStatus(related.status());

  boost::json::object o;
  o["vehNum"] = states->vehicles;
  o["neverOnLine"] = states->never_online;
  o["onLineNum"] = states->online;
  o["offLineNum"] = states->offline;
  o["expiredOneNum"] = expiry->within_month;
  o["expiredTwoNum"] = expiry->within_week;
  o["expiredThreeNum"] = expiry->within_3days;
  o["expiredFourNum"] = expiry->expired;
  o["wiredNum"] = kinds->wired;
  o["wirelessNum"] = kinds->wireless;
  boost::json::array types;
  for (const auto& [name, n] : kinds->types) types.push_back(boost::json::object{{"nameType", name}, {"num", n}});
  o["typeList"] = std::move(types);
  o["thirtyDayMap"] = std::move(trends->thirty_days);
  o["twelveMonthMap"] = std::move(trends->twelve_months);
  o["longStopNum"] = *long_stops;
  o["carVehOfflineNum"] = *related;
  return Ok(std::move(o));
}

net::HttpResponse ProvinceCountsCall(HomeContext& ctx, const ApiCall& call) {
  ApiServices& s = ctx.services;
  auto counts = ctx.provinces.Get(s.db, call.session().scope(), s.now());
  if (!counts.ok()) return FromStatus(counts.status());
  boost::json::array list;
  for (const auto& [name, n] : counts->counts) list.push_back(boost::json::object{{"name", name}, {"value", n}});
  boost::json::object o;
  o["list"] = std::move(list);
  o["located"] = counts->located;
  o["unlocated"] = counts->unlocated;
  o["time"] = FormatLocalTime(counts->computed_at, s.options.utc_offset_minutes);
  return Ok(std::move(o));
}

}  // namespace

void RegisterHomeRoutes(ApiRouter& router, ApiServices& services, HomeOptions options) {
  auto ctx = std::make_shared<HomeContext>(services, std::move(options));
  const std::string base = kBase;
  router.Add(base + "pageHomePageOne.json", Access::kSession, [ctx](ApiCall& c) { return PageHomePageOne(*ctx, c); });
  router.Add(base + "provinceCounts.json", Access::kSession, [ctx](ApiCall& c) { return ProvinceCountsCall(*ctx, c); });
}

}  // namespace chelian::api
