// 风控中心's tiles and detail lists (/car/v1/accelerate/home/…, v3-console-inventory §2.5, §3.8).
#include "api/risk/risk_routes.h"

#include <map>
#include <set>

#include "api/envelope.h"
#include "api/paging.h"
#include "api/risk/alarm_categories.h"
#include "api/risk/risk_lists.h"
#include "store/risk_counts.h"

namespace chelian::api {
namespace {

namespace json = boost::json;
using risk::ListRequest;

constexpr int kPageSize = 50, kMaxPageSize = 400;

ListRequest RequestOf(ApiServices& s, const ApiCall& call, const RiskApiOptions& o, const PageParams& page) {
  ListRequest r;
  r.scope = call.session().scope();
  r.user_id = call.session().user_id;
  r.row = {s.now(), o.offline_after_ms, s.options.utc_offset_minutes};
  r.alarm_window_ms = o.alarm_window_ms;
  r.hide_expired_at = HideExpiredAt(s);
  r.limit = page.page_size;
  r.offset = static_cast<long long>(page.page_number - 1) * page.page_size;
  return r;
}

net::HttpResponse Paged(const Result<risk::ListReply>& list, const PageParams& page) {
  if (!list.ok()) return FromStatus(list.status());
  return Ok(PageObject(json::value(list->rows), list->total, page));
}

// pageHomePageTwo: vehicles per alarm category in the window, alarm vehicles, settled, followed.
net::HttpResponse HomePageTwo(ApiServices& s, const ApiCall& call, const RiskApiOptions& o) {
  auto conn = s.db.Acquire();
  const store::Scope scope = call.session().scope();
  std::map<int, std::set<long long>> per_type;
  std::set<long long> any;
  Status st = store::ForEachAlarmPair(
      *conn, scope, s.now() - o.alarm_window_ms,
      [&](long long asset, std::string_view code) {
        per_type[risk::CategoryTypeOfCode(code)].insert(asset);
        any.insert(asset);
      },
      HideExpiredAt(s));
  if (!st.ok()) return FromStatus(st);
  auto settled = store::CountSettled(*conn, scope);
  if (!settled.ok()) return FromStatus(settled.status());
  auto concerns = store::QueryConcerns(*conn, scope, call.session().user_id, 1, 0);
  if (!concerns.ok()) return FromStatus(concerns.status());
  json::object out;
  for (const auto& c : risk::AlarmCategories()) out[c.count_field] = static_cast<long long>(per_type[c.type].size());
  out["alarmVehicleNum"] = static_cast<long long>(any.size());
  out["settleNum"] = *settled;
  out["concernList"] = concerns->total;
  return Ok(std::move(out));
}

net::HttpResponse HomePageRisk(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto n = store::CountRiskVehicles(*conn, call.session().scope(), HideExpiredAt(s));
  if (!n.ok()) return FromStatus(n.status());
  return Ok(json::object{{"riskTotalNum", *n}});
}

net::HttpResponse UserConcern(ApiServices& s, const ApiCall& call, const RiskApiOptions& o) {
  const PageParams page = ReadPage(call, kPageSize, kMaxPageSize);
  auto conn = s.db.Acquire();
  return Paged(risk::ConcernRows(*conn, RequestOf(s, call, o, page)), page);
}

net::HttpResponse AlarmInfo(ApiServices& s, const ApiCall& call, const RiskApiOptions& o) {
  auto type = call.IntParam("type");
  if (!type || !risk::CategoryOfType(static_cast<int>(*type))) return Fail(kFlagFail, "报警类型不正确");
  const PageParams page = ReadPage(call, kPageSize, kMaxPageSize);
  auto conn = s.db.Acquire();
  return Paged(risk::CategoryRows(*conn, RequestOf(s, call, o, page), static_cast<int>(*type)), page);
}

net::HttpResponse RiskAnalysis(ApiServices& s, const ApiCall& call, const RiskApiOptions& o) {
  auto type = call.IntParam("type");
  if (!type || *type < 1 || *type > 3) return Fail(kFlagFail, "风险类型不正确");
  const PageParams page = ReadPage(call, kPageSize, kMaxPageSize);
  auto conn = s.db.Acquire();
  return Paged(risk::RiskRows(*conn, RequestOf(s, call, o, page), static_cast<int>(*type)), page);
}

// The range of a call: startDay / endDay when both are given, else the user's saved one.
Result<store::StopRange> RangeOf(store::Connection& conn, const ApiCall& call) {
  auto saved = store::GetStopRange(conn, call.session().user_id);
  if (!saved.ok()) return saved.status();
  if (!call.Param("startDay") && !call.Param("endDay")) return *saved;
  auto a = call.IntParam("startDay"), b = call.IntParam("endDay");
  if (!a || !b || *a < 0 || *b < *a || *b > 3650) return InvalidArgument("停留天数范围不正确");
  return store::StopRange{static_cast<int>(*a), static_cast<int>(*b)};
}

net::HttpResponse LongStop(ApiServices& s, const ApiCall& call, const RiskApiOptions& o) {
  const PageParams page = ReadPage(call, kPageSize, kMaxPageSize);
  auto conn = s.db.Acquire();
  auto range = RangeOf(*conn, call);
  if (!range.ok()) return FromStatus(range.status());
  return Paged(risk::LongStopRows(*conn, RequestOf(s, call, o, page), *range), page);
}

net::HttpResponse GetStopSetting(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto r = store::GetStopRange(*conn, call.session().user_id);
  if (!r.ok()) return FromStatus(r.status());
  return Ok(json::object{{"startDay", r->start_day}, {"endDay", r->end_day}, {"stockFrameNoFlag", 0}});
}

net::HttpResponse AddStopSetting(ApiServices& s, const ApiCall& call) {
  auto a = call.IntParam("startDay"), b = call.IntParam("endDay");
  if (!a || !b) return Fail(kFlagFail, "请填写停留天数");
  auto conn = s.db.Acquire();
  Status st =
      store::SaveStopRange(*conn, call.session().user_id, {static_cast<int>(*a), static_cast<int>(*b)}, s.now());
  if (!st.ok()) return FromStatus(st);
  return Ok();
}

// pageRelatedOffline: sets of devices of one plate / frame number, all silent.
net::HttpResponse RelatedOffline(ApiServices& s, const ApiCall& call, const RiskApiOptions& o) {
  const PageParams page = ReadPage(call, kPageSize, kMaxPageSize);
  auto conn = s.db.Acquire();
  const long long now = s.now();
  auto sets = store::ListRelatedOffline(*conn, call.session().scope(), now, o.offline_after_ms);
  if (!sets.ok()) return FromStatus(sets.status());
  json::array rows;
  const size_t from = static_cast<size_t>(page.page_number - 1) * page.page_size;
  for (size_t i = from; i < sets->size() && i < from + page.page_size; ++i) {
    const auto& g = (*sets)[i];
    json::array list;
    for (const auto& d : g.devices) {
      int flag = d.recv_time == 0 ? 3 : (d.long_standby ? 1 : 2);
      list.push_back(json::object{
          {"vehicleId", d.asset_id},
          {"carId", d.device_id},
          {"plate", d.plate},
          {"carPlate", d.plate},
          {"isOnline", 0},
          {"lat", d.lat},
          {"lon", d.lon},
          {"vehicleFlag", flag},
          {"groupId", d.group_id},
          {"groupName", d.group_name},
          {"carType", g.car_type},
          {"tag", d.long_standby},
          {"schemaValue", d.terminal_no + " " + d.terminal_type},
          {"sortTime", d.recv_time > 0 ? FormatLocalTime(d.recv_time, s.options.utc_offset_minutes) : std::string()}});
    }
    rows.push_back(json::object{
        {"keyworks", g.keyword}, {"carType", g.car_type}, {"groupName", g.group_name}, {"list", std::move(list)}});
  }
  return Ok(PageObject(json::value(std::move(rows)), static_cast<long long>(sets->size()), page));
}

}  // namespace

void RegisterRiskRoutes(ApiRouter& router, ApiServices& s, exporter::ExportRunner& exports, RiskApiOptions o) {
  const std::string p = "/car/v1/accelerate/home/";
  router.Add(p + "pageHomePageTwo.json", Access::kSession, [&s, o](ApiCall& c) { return HomePageTwo(s, c, o); });
  router.Add(p + "queryHomePageRisk.json", Access::kSession, [&s](ApiCall& c) { return HomePageRisk(s, c); });
  router.Add(p + "pageHomeUserConcern.json", Access::kSession, [&s, o](ApiCall& c) { return UserConcern(s, c, o); });
  router.Add(p + "pageRelatedOffline.json", Access::kSession, [&s, o](ApiCall& c) { return RelatedOffline(s, c, o); });
  router.Add(p + "pageHomePageAlarmInfo.json", Access::kSession, [&s, o](ApiCall& c) { return AlarmInfo(s, c, o); });
  router.Add(p + "pageLongStop.json", Access::kSession, [&s, o](ApiCall& c) { return LongStop(s, c, o); });
  router.Add(p + "pageRiskAnalysis.json", Access::kSession, [&s, o](ApiCall& c) { return RiskAnalysis(s, c, o); });
  router.Add(p + "getStopTimeSetting.json", Access::kSession, [&s](ApiCall& c) { return GetStopSetting(s, c); });
  router.Add(p + "addStopTimeSetting.json", Access::kSession, [&s](ApiCall& c) { return AddStopSetting(s, c); });
  risk::RegisterRiskExportRoutes(router, s, exports, o);
  risk::RegisterRiskTrendRoutes(router, s, o);
}

}  // namespace chelian::api
