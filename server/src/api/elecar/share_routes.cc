// Share links: the owner's calls and the public view. The view answers one message for every
// refusal (forged, altered, expired, revoked, unknown), so a stranger learns nothing by trying.
#include "api/elecar/share_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <memory>

#include "api/envelope.h"
#include "auth/share_token.h"
#include "core/clock.h"
#include "core/json.h"
#include "gateway/login_limiter.h"
#include "geo/coord_systems.h"
#include "store/ebike_repo.h"

namespace chelian::api {
namespace {

constexpr int kMaxHours = 72;        // a link lives at most three days
constexpr int kViewsPerMinute = 30;  // per client address (the page polls every 10 s)
constexpr char kInvalid[] = "分享链接无效或已过期";
constexpr char kSharePage[] = "/child/elec-car/share.html#t=";

struct ShareCtx {
  ApiServices& s;
  gateway::LoginLimiter limiter{kViewsPerMinute};
};

Result<std::string> Key(ApiServices& s) {
  auto conn = s.db.Acquire();
  return store::ShareKey(*conn, auth::NewShareKey());
}

boost::json::object ShareJson(const store::ShareRow& r, const std::string& key, long long now, int offset) {
  const char* state = r.revoked_at > 0 ? "已撤销" : r.expires_at <= now ? "已过期" : "有效";
  boost::json::object o{{"id", r.id},
                        {"vehicleId", r.asset_id},
                        {"plate", r.plate},
                        {"createdAt", FormatLocalTime(r.created_at, offset)},
                        {"expiresAt", FormatLocalTime(r.expires_at, offset)},
                        {"views", r.views},
                        {"state", state},
                        {"active", r.revoked_at == 0 && r.expires_at > now ? 1 : 0}};
  if (r.revoked_at == 0 && r.expires_at > now)
    o["url"] = kSharePage + auth::SignShareToken(key, {r.id, r.expires_at / 1000});
  return o;
}

net::HttpResponse Create(ShareCtx& ctx, const ApiCall& call) {
  auto id = call.IntParam("vehicleId");
  if (!id) return Fail(kFlagFail, "请选择车辆");
  long long hours = call.IntParam("hours").value_or(24);
  if (hours < 1 || hours > kMaxHours) return Fail(kFlagFail, "有效期须在1到72小时之间");
  auto key = Key(ctx.s);
  if (!key.ok()) return FromStatus(key.status());
  long long now = ctx.s.now();
  long long expires = (now / 1000 + hours * 3600) * 1000;  // whole seconds, as the token says
  auto conn = ctx.s.db.Acquire();
  auto row = store::CreateShare(*conn, call.session().scope(), *id, call.session().user_id, now, expires);
  if (!row.ok()) return FromStatus(row.status());
  return Ok(ShareJson(*row, *key, now, ctx.s.options.utc_offset_minutes));
}

net::HttpResponse List(ShareCtx& ctx, const ApiCall& call) {
  auto key = Key(ctx.s);
  if (!key.ok()) return FromStatus(key.status());
  auto conn = ctx.s.db.Acquire();
  auto rows = store::ListShares(*conn, call.session().scope(), call.IntParam("vehicleId").value_or(0));
  if (!rows.ok()) return FromStatus(rows.status());
  long long now = ctx.s.now();
  boost::json::array data;
  for (const store::ShareRow& r : *rows) data.push_back(ShareJson(r, *key, now, ctx.s.options.utc_offset_minutes));
  long long total = static_cast<long long>(data.size());
  return Ok(boost::json::object{{"data", std::move(data)}, {"total", total}});
}

net::HttpResponse Revoke(ShareCtx& ctx, const ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "请选择分享链接");
  auto conn = ctx.s.db.Acquire();
  if (Status st = store::RevokeShare(*conn, call.session().scope(), *id, ctx.s.now()); !st.ok()) return FromStatus(st);
  return Ok();
}

// The public view: the bike's latest fix (GCJ-02 too, for the map link), battery and the link's
// expiry — nothing else about the owner, the group or other bikes.
net::HttpResponse View(ShareCtx& ctx, const ApiCall& call) {
  long long now = ctx.s.now();
  std::string ip = call.ClientIp();  // as the limiter reads a peer: host:port, IPv6 in brackets
  std::string peer = ip.find(':') == std::string::npos ? ip + ":0" : "[" + ip + "]:0";
  if (!ctx.limiter.Allow(peer, now)) return Fail(kFlagFail, "访问过于频繁，请稍后再试");
  auto key = Key(ctx.s);
  if (!key.ok()) return FromStatus(key.status());
  auto claim = auth::VerifyShareToken(*key, call.ParamOr("t", ""));
  if (!claim || claim->expires_s * 1000 <= now) return Fail(kFlagFail, kInvalid);
  auto conn = ctx.s.db.Acquire();
  auto share = store::TakeShareView(*conn, claim->share_id);
  if (!share.ok() || share->revoked_at != 0 || share->expires_at <= now || share->expires_at != claim->expires_s * 1000)
    return Fail(kFlagFail, kInvalid);
  auto bike = store::FindEbikeForShare(*conn, share->asset_id);
  if (!bike.ok()) return Fail(kFlagFail, kInvalid);
  int offset = ctx.s.options.utc_offset_minutes;
  boost::json::object o{{"plate", bike->plate}, {"expiresAt", FormatLocalTime(share->expires_at, offset)}};
  if (bike->has_state) {
    geo::LatLon gcj = geo::Wgs84ToGcj02({bike->lat, bike->lon});
    o["lat"] = bike->lat;
    o["lon"] = bike->lon;
    o["gcjLat"] = gcj.lat;
    o["gcjLon"] = gcj.lon;
    o["speed"] = bike->speed;
    o["gpsTime"] = FormatLocalTime(bike->fix_time, offset);
    bool ok = false;
    boost::json::value attrs = bike->attributes.empty() ? boost::json::value() : ParseJson(bike->attributes, &ok);
    if (ok && attrs.is_object())
      if (const auto* v = attrs.get_object().if_contains("batteryPct"); v && v->is_number()) o["batteryPct"] = *v;
  }
  return Ok(std::move(o));
}

}  // namespace

void RegisterElecarShareRoutes(ApiRouter& router, ApiServices& services) {
  auto ctx = std::make_shared<ShareCtx>(services);
  router.Add("/car/v4/api/elecar/share/create.json", Access::kSession, [ctx](ApiCall& c) { return Create(*ctx, c); });
  router.Add("/car/v4/api/elecar/share/list.json", Access::kSession, [ctx](ApiCall& c) { return List(*ctx, c); });
  router.Add("/car/v4/api/elecar/share/revoke.json", Access::kSession, [ctx](ApiCall& c) { return Revoke(*ctx, c); });
  router.Add("/api/elecar/share/view.json", Access::kPublic, [ctx](ApiCall& c) { return View(*ctx, c); });
}

}  // namespace chelian::api
