// The four 7-day trend cards of 风控中心 and their lists (/car/v1/api/insuranceRisk/…,
// maintainRisk/…, powerRisk/…; v3-console-inventory §3.8): counts per local day, firstData today.
#include "api/envelope.h"
#include "api/paging.h"
#include "api/risk/risk_routes.h"
#include "core/clock.h"
#include "store/risk_trend_repo.h"

namespace chelian::api::risk {
namespace {

namespace json = boost::json;
using store::TrendKind;

net::HttpResponse Counts(ApiServices& s, const ApiCall& call, TrendKind kind) {
  auto conn = s.db.Acquire();
  auto days = store::TrendCounts(*conn, call.session().scope(), kind, s.now(), s.options.utc_offset_minutes);
  if (!days.ok()) return FromStatus(days.status());
  static const char* const kNames[] = {"firstData", "secondData", "thirdData",  "fourthData",
                                       "fifthData", "sixthData",  "seventhData"};
  json::object out;
  for (int k = 0; k < 7; ++k) out[kNames[k]] = (*days)[k];
  return Ok(std::move(out));
}

net::HttpResponse Rows(ApiServices& s, const ApiCall& call, TrendKind kind) {
  const PageParams page = ReadPage(call, 100, 400);
  auto conn = s.db.Acquire();
  const long long now = s.now();
  const int offset = s.options.utc_offset_minutes;
  auto rows = store::TrendRows(*conn, call.session().scope(), kind, now, offset, page.page_size,
                               static_cast<long long>(page.page_number - 1) * page.page_size);
  if (!rows.ok()) return FromStatus(rows.status());
  json::array data;
  for (const auto& r : rows->rows) {
    std::string due = r.due > 0 ? FormatLocalTime(r.due, offset).substr(0, 10) : std::string();
    data.push_back(json::object{{"vehicleId", r.asset_id},
                                {"groupId", r.group_id},
                                {"plate", r.plate},
                                {"terminalNo", r.terminal_no},
                                {"groupName", r.group_name},
                                {"tips", r.tips},
                                {"type", r.type},
                                {"power", r.power},
                                {"owner", r.owner},
                                {"sim", r.sim},
                                {"state", r.due > 0 && r.due < now ? 1 : 0},
                                {"expireDate", kind == TrendKind::kPower ? std::string() : due},
                                {"nestTimeInsuranceTime", kind == TrendKind::kInsurance ? due : std::string()},
                                {"activationTme", r.activated_at > 0 ? FormatLocalTime(r.activated_at, offset) : ""},
                                {"installDate", r.install_date},
                                {"remark", r.remark}});
  }
  return Ok(PageObject(json::value(std::move(data)), rows->total, page));
}

}  // namespace

void RegisterRiskTrendRoutes(ApiRouter& router, ApiServices& s, RiskApiOptions) {
  const std::string p = "/car/v1/api/";
  struct Card {
    const char* num;
    const char* data;
    TrendKind kind;
  };
  for (const Card& c :
       {Card{"insuranceRisk/getInsuranceRiskNum.json", "insuranceRisk/getInsuranceRiskData.json",
             TrendKind::kInsurance},
        Card{"maintainRisk/getMaintainRiskNum.json", "maintainRisk/getMaintainRiskData.json", TrendKind::kMaintain},
        Card{"maintainRisk/getRenewRiskNum.json", "maintainRisk/getRenewRiskData.json", TrendKind::kRenew},
        Card{"powerRisk/getPowerRiskNum.json", "powerRisk/getPowerRiskData.json", TrendKind::kPower}}) {
    TrendKind kind = c.kind;
    router.Add(p + c.num, Access::kSession, [&s, kind](ApiCall& call) { return Counts(s, call, kind); });
    router.Add(p + c.data, Access::kSession, [&s, kind](ApiCall& call) { return Rows(s, call, kind); });
  }
}

}  // namespace chelian::api::risk
