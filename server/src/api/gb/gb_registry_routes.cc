// 新国标 车辆备案 and 北斗开关记录: the e-bikes of the subtree with their records, registering,
// removing a record, switching Beidou (refused where the standard makes it mandatory) and the log.
#include "api/envelope.h"
#include "api/gb/gb_json.h"
#include "api/gb/gb_routes.h"
#include "api/paging.h"
#include "core/clock.h"
#include "store/expired_clause.h"

namespace chelian::api::gb {
namespace {

namespace json = boost::json;
constexpr int kPageSize = 20, kMaxPageSize = 500;

net::HttpResponse Bikes(ApiServices& s, const ApiCall& call) {
  const PageParams page = ReadPage(call, kPageSize, kMaxPageSize);
  store::GbBikeQuery q;
  q.group_id = call.IntParam("groupId").value_or(0);
  q.keyword = call.ParamOr("keyword", "");
  q.registered = static_cast<int>(call.IntParam("registered").value_or(0));
  if (q.registered < 0 || q.registered > 2) return Fail(kFlagFail, "备案状态不正确");
  q.limit = page.page_size;
  q.offset = static_cast<long long>(page.page_number - 1) * page.page_size;
  q.hide_expired_at = HideExpiredAt(s);  // expired bikes are hidden as in the reports until renewed
  auto conn = s.db.Acquire();
  auto bikes = store::QueryGbBikes(*conn, call.session().scope(), q);
  if (!bikes.ok()) return FromStatus(bikes.status());
  json::array rows;
  for (const auto& b : bikes->rows) rows.push_back(BikeJson(b, s.options.utc_offset_minutes));
  return Ok(PageObject(std::move(rows), bikes->total, page));
}

net::HttpResponse Bike(ApiServices& s, const ApiCall& call) {
  auto id = call.IntParam("vehicleId");
  if (!id) return Fail(kFlagFail, "请选择车辆");
  auto conn = s.db.Acquire();
  if (Status st = store::CheckNotExpired(*conn, call.session().scope(), *id, HideExpiredAt(s)); !st.ok())
    return FromStatus(st);
  auto bike = store::GetGbBike(*conn, call.session().scope(), *id);
  if (!bike.ok()) return FromStatus(bike.status());
  return Ok(BikeJson(*bike, s.options.utc_offset_minutes));
}

net::HttpResponse Save(ApiServices& s, const ApiCall& call) {
  auto id = call.IntParam("vehicleId");
  if (!id) return Fail(kFlagFail, "请选择车辆");
  if (!call.IntParamValid("usageClass") || !call.IntParamValid("beidouOn")) return Fail(kFlagFail, "参数格式不正确");
  store::GbBikeFields f;
  f.make = call.ParamOr("make", "");
  f.model = call.ParamOr("model", "");
  f.frame_no = call.ParamOr("frameNo", "");
  f.motor_no = call.ParamOr("motorNo", "");
  f.beidou_serial = call.ParamOr("beidouSerial", "");
  f.usage_class = static_cast<int>(call.IntParam("usageClass").value_or(1));
  f.beidou_on = static_cast<int>(call.IntParam("beidouOn").value_or(1));
  for (const std::string* text : {&f.make, &f.model, &f.frame_no, &f.motor_no, &f.beidou_serial}) {
    if (text->size() > 64) return Fail(kFlagFail, "填写的内容过长");
  }
  const auto& who = call.session();
  auto conn = s.db.Acquire();
  Status st = store::SaveGbBike(*conn, who.scope(), *id, f, who.user_id, who.username, s.now());
  if (!st.ok()) return FromStatus(st);
  return Ok(json::object{{"vehicleId", *id}});
}

net::HttpResponse Delete(ApiServices& s, const ApiCall& call) {
  auto id = call.IntParam("vehicleId");
  if (!id) return Fail(kFlagFail, "请选择车辆");
  auto conn = s.db.Acquire();
  Status st = store::DeleteGbBike(*conn, call.session().scope(), *id);
  if (!st.ok()) return FromStatus(st);
  return Ok();
}

net::HttpResponse Switch(ApiServices& s, const ApiCall& call) {
  auto id = call.IntParam("vehicleId");
  auto on = call.IntParam("beidouOn");
  if (!id) return Fail(kFlagFail, "请选择车辆");
  if (!on || (*on != 0 && *on != 1)) return Fail(kFlagFail, "北斗开关状态不正确");
  std::string reason = call.ParamOr("reason", "");
  if (reason.size() > 200) return Fail(kFlagFail, "原因过长");
  if (*on == 0 && reason.empty()) return Fail(kFlagFail, "关闭北斗定位须填写原因");
  const auto& who = call.session();
  auto conn = s.db.Acquire();
  Status st = store::SwitchBeidou(*conn, who.scope(), *id, *on == 1, who.user_id, who.username, reason, s.now());
  if (!st.ok()) return FromStatus(st);
  return Ok();
}

net::HttpResponse Switches(ApiServices& s, const ApiCall& call) {
  const PageParams page = ReadPage(call, kPageSize, kMaxPageSize);
  const int off = s.options.utc_offset_minutes;
  store::BeidouSwitchQuery q;
  q.group_id = call.IntParam("groupId").value_or(0);
  q.asset_id = call.IntParam("vehicleId").value_or(0);
  for (auto [name, out] : {std::pair{"startTime", &q.from_ms}, std::pair{"endTime", &q.to_ms}}) {
    std::string text = call.ParamOr(name, "");
    if (text.empty()) continue;
    auto ms = ParseLocalTime(text, off);
    if (!ms) return Fail(kFlagFail, "时间格式不正确");
    *out = *ms;
  }
  q.limit = page.page_size;
  q.offset = static_cast<long long>(page.page_number - 1) * page.page_size;
  auto conn = s.db.Acquire();
  auto list = store::QueryBeidouSwitches(*conn, call.session().scope(), q);
  if (!list.ok()) return FromStatus(list.status());
  json::array rows;
  for (const auto& r : list->rows) {
    rows.push_back(json::object{{"id", r.id},
                                {"vehicleId", r.asset_id},
                                {"plate", r.plate},
                                {"groupName", r.group_name},
                                {"beidouOn", r.beidou_on},
                                {"userName", r.user_name},
                                {"reason", r.reason},
                                {"time", FormatLocalTime(r.at, off)}});
  }
  return Ok(PageObject(std::move(rows), list->total, page));
}

}  // namespace

void RegisterGbRegistryRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/gb/v1/bikes.json", Access::kSession, [&s](ApiCall& c) { return Bikes(s, c); });
  router.Add("/gb/v1/bike.json", Access::kSession, [&s](ApiCall& c) { return Bike(s, c); });
  router.Add("/gb/v1/bike/save.json", Access::kSession, [&s](ApiCall& c) { return Save(s, c); },
             {.button = kGbButtonSave});
  router.Add("/gb/v1/bike/delete.json", Access::kSession, [&s](ApiCall& c) { return Delete(s, c); },
             {.button = kGbButtonDelete});
  router.Add("/gb/v1/beidou/switch.json", Access::kSession, [&s](ApiCall& c) { return Switch(s, c); },
             {.button = kGbButtonSwitch});
  router.Add("/gb/v1/beidou/switches.json", Access::kSession, [&s](ApiCall& c) { return Switches(s, c); });
}

}  // namespace chelian::api::gb
