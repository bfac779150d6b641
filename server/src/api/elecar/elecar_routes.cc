// The e-bike list, 找车 and the one-tap command routes of 电动车卫士; the share links are in
// share_routes.cc.
#include "api/elecar/elecar_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cmath>

#include "api/alarm/fence_input.h"
#include "api/elecar/find_hint.h"
#include "api/elecar/share_routes.h"
#include "api/envelope.h"
#include "core/clock.h"
#include "core/json.h"
#include "domain/catalogue_command.h"
#include "pipeline/theft_rules.h"
#include "reports/battery_range.h"
#include "store/ebike_repo.h"
#include "store/track_repo.h"

namespace chelian::api {
namespace {

constexpr long long kRangeHistoryMs = 7 * 86'400'000LL;  // the rides the range estimate learns from
constexpr size_t kRangeHistoryFixes = 20'000;

struct BikeFacts {
  int armed = -1;  // -1 the device does not say
  int locked = 0;  // 断电 (oil/electricity cut)
  int battery_pct = -1;
  double pack_v = -1;
};

BikeFacts FactsOf(const store::EbikeRow& b) {
  BikeFacts f;
  bool ok = false;
  boost::json::value attrs = b.attributes.empty() ? boost::json::value() : ParseJson(b.attributes, &ok);
  if (!ok || !attrs.is_object()) return f;
  const auto& a = attrs.get_object();
  Position p;  // the attributes the armed rule reads (pipeline/theft_rules.h: one definition)
  if (const auto* v = a.if_contains("armed"); v && v->is_int64()) p.attributes.Set(AttrKey::kArmed, v->get_int64());
  if (const auto* v = a.if_contains("statusFlags"); v && v->is_int64())
    p.attributes.Set(AttrKey::kStatusFlags, v->get_int64());
  if (auto armed = pipeline::ArmedOf(p, b.protocol)) f.armed = *armed ? 1 : 0;
  if (const auto* v = a.if_contains("oilCut"); v && v->is_number()) f.locked = v->to_number<double>() != 0 ? 1 : 0;
  if (const auto* v = a.if_contains("batteryPct"); v && v->is_number())
    f.battery_pct = static_cast<int>(v->to_number<double>());
  if (const auto* v = a.if_contains("voltageV"); v && v->is_number()) f.pack_v = v->to_number<double>();
  return f;
}

Result<reports::RangeEstimate> RangeOf(ApiServices& s, store::Connection& conn, const store::EbikeRow& b, int soc) {
  long long now = s.now();
  auto fixes = store::LoadTrackFixes(conn, {b.device_id}, now - kRangeHistoryMs, now, kRangeHistoryFixes);
  if (!fixes.ok()) return fixes.status();
  std::vector<reports::SocSample> samples;
  samples.reserve(fixes->size());
  for (const store::TrackFix& f : *fixes) samples.push_back({f.fix_time, f.mileage, f.battery_pct});
  return reports::EstimateRange(samples, soc);
}

boost::json::object BikeJson(ApiServices& s, gateway::CommandTracker& tracker, store::Connection& conn,
                             const store::EbikeRow& b) {
  int offset = s.options.utc_offset_minutes;
  BikeFacts f = FactsOf(b);
  boost::json::object o{{"vehicleId", b.asset_id},
                        {"plate", b.plate},
                        {"groupName", b.group_name},
                        {"terminalNo", b.terminal_no},
                        {"terminalType", b.terminal_type},
                        {"online", tracker.Online(b.device_id) ? 1 : 0},
                        {"armed", f.armed},
                        {"locked", f.locked},
                        {"batteryPct", f.battery_pct}};
  if (f.pack_v >= 0) o["packVoltage"] = f.pack_v;
  if (b.has_state) {
    o["lat"] = b.lat;
    o["lon"] = b.lon;
    o["speed"] = b.speed;
    o["course"] = b.course;
    o["mileage"] = std::round(b.mileage * 100.0) / 100.0;
    o["gpsTime"] = FormatLocalTime(b.fix_time, offset);
    o["lastSeen"] = FormatLocalTime(b.recv_time, offset);
  }
  if (f.battery_pct >= 0) {
    if (auto r = RangeOf(s, conn, b, f.battery_pct); r.ok()) {
      o["rangeKm"] = r->range_km;
      o["kmPerPct"] = std::round(r->km_per_pct * 1000.0) / 1000.0;
      o["rangeBasis"] = r->from_history ? "history" : "default";
      o["historyKm"] = std::round(r->history_km * 10.0) / 10.0;
      o["historyPct"] = r->history_pct;
    }
  }
  return o;
}

net::HttpResponse ListBikes(ApiServices& s, gateway::CommandTracker& tracker, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto bikes = store::ListEbikes(*conn, call.session().scope());
  if (!bikes.ok()) return FromStatus(bikes.status());
  boost::json::array data;
  for (const store::EbikeRow& b : *bikes) data.push_back(BikeJson(s, tracker, *conn, b));
  long long total = static_cast<long long>(data.size());
  return Ok(boost::json::object{{"data", std::move(data)}, {"total", total}});
}

// 找车: the bike's last place, and when the owner sends where they stand (lat, lon: WGS-84), which
// way and how far it is.
net::HttpResponse FindBike(ApiServices& s, gateway::CommandTracker& tracker, const ApiCall& call) {
  auto id = call.IntParam("vehicleId");
  if (!id) return Fail(kFlagFail, "请选择车辆");
  auto conn = s.db.Acquire();
  auto bike = store::FindEbike(*conn, call.session().scope(), *id);
  if (!bike.ok()) return FromStatus(bike.status());
  if (!bike->has_state) return Fail(kFlagFail, "车辆尚未上报位置");
  boost::json::object o = BikeJson(s, tracker, *conn, *bike);
  auto lat = DoubleParam(call, "lat"), lon = DoubleParam(call, "lon");
  if (lat && lon) {
    if (*lat < -90 || *lat > 90 || *lon < -180 || *lon > 180) return Fail(kFlagFail, "您的位置不正确");
    elecar::FindHint h = elecar::HintTo({*lat, *lon}, {bike->lat, bike->lon});
    o["distanceM"] = std::round(h.distance_m);
    o["bearing"] = std::round(h.bearing_deg);
    o["hint"] = h.text;
  }
  return Ok(std::move(o));
}

}  // namespace

void RegisterElecarRoutes(ApiRouter& router, ApiServices& services, gateway::CommandTracker& tracker,
                          const CommandApiOptions& commands) {
  ApiServices& s = services;
  gateway::CommandTracker& t = tracker;
  router.Add("/car/v4/api/elecar/bikes.json", Access::kSession, [&s, &t](ApiCall& c) { return ListBikes(s, t, c); });
  router.Add("/car/v4/api/elecar/findBike.json", Access::kSession, [&s, &t](ApiCall& c) { return FindBike(s, t, c); });
  const std::string base = "/car/v4/api/elecar/";
  AddFixedCommandRoute(router, s, t, commands, base + "arm.json", command_type::kArm);
  AddFixedCommandRoute(router, s, t, commands, base + "disarm.json", command_type::kDisarm);
  AddFixedCommandRoute(router, s, t, commands, base + "lock.json", command_type::kCutOil,
                       {.button = kElecarLockButton});
  AddFixedCommandRoute(router, s, t, commands, base + "unlock.json", command_type::kRestoreOil,
                       {.button = kElecarLockButton});
  AddFixedCommandRoute(router, s, t, commands, base + "frequent.json", command_type::kTrack);
  RegisterElecarShareRoutes(router, s);
}

}  // namespace chelian::api
