// 结清列表 and 结清 (v3-console-inventory §2.3 结清 dialog, §2.7 1605, §3.5/§3.9 /car/v1/api/settle/…):
// the settled vehicles of the caller's scope, their count and export, and settling a vehicle or
// withdrawing it (monitor button 130108; the list's 结清撤回 160503). Every change is logged.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "api/paging.h"
#include "api/renewal/renewal_common.h"
#include "api/renewal/renewal_routes.h"
#include "api/renewal/settle_action.h"
#include "api/rights.h"
#include "core/clock.h"
#include "core/strings.h"
#include "store/group_repo.h"
#include "store/settle_repo.h"

namespace chelian::api {
namespace {

namespace json = boost::json;

constexpr long long kPage = 901205;          // 结清列表 (reads)
constexpr long long kButtonExport = 160502;  // 导出

Result<store::SettledQuery> ReadQuery(store::Connection& conn, const ApiCall& call) {
  store::SettledQuery q;
  if (auto gid = call.IntParam("groupId"); gid && *gid > 0) {
    auto g = store::GetGroup(conn, call.session().scope(), *gid);
    if (!g.ok()) return NotFound("车组不存在或无权操作");
    q.group_path = g->path;
  }
  q.asset_id = call.IntParam("vehicleId").value_or(0);
  return q;
}

net::HttpResponse PageSettleList(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 30, 500);
  auto conn = s.db.Acquire();
  auto q = ReadQuery(*conn, call);
  if (!q.ok()) return FromStatus(q.status());
  q->limit = page.page_size;
  q->offset = (page.page_number - 1) * page.page_size;
  auto rows = store::QuerySettled(*conn, call.session().scope(), *q);
  if (!rows.ok()) return FromStatus(rows.status());
  json::array data;
  for (const auto& r : rows->rows)
    data.push_back(json::object{{"vehicleId", r.asset_id},
                                {"groupId", r.group_id},
                                {"plate", r.plate},
                                {"sim", r.sim},
                                {"frameNo", r.frame_no},
                                {"settleTime", FormatLocalTime(r.settled_at, s.options.utc_offset_minutes)},
                                {"groupName", r.group_name}});
  return Ok(PageObject(std::move(data), rows->total, page));
}

net::HttpResponse GetSettleTotal(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  store::SettledQuery q;
  q.limit = 1;  // the count is what is asked
  auto rows = store::QuerySettled(*conn, call.session().scope(), q);
  if (!rows.ok()) return FromStatus(rows.status());
  return Ok(json::value(rows->total));
}

net::HttpResponse ExportSettleList(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto q = ReadQuery(*conn, call);
  if (!q.ok()) return FromStatus(q.status());
  q->limit = 50'000;
  auto rows = store::QuerySettled(*conn, call.session().scope(), *q);
  if (!rows.ok()) return FromStatus(rows.status());
  exporter::Table t;
  t.sheet_name = "结清列表";
  t.headers = {"车牌号", "车组名称", "车架号", "SIM卡号", "结清时间"};
  for (const auto& r : rows->rows)
    t.rows.push_back(
        {r.plate, r.group_name, r.frame_no, r.sim, FormatLocalTime(r.settled_at, s.options.utc_offset_minutes)});
  return SpreadsheetReply(t, "结清列表.xlsx");
}

// querySettleDetail: the devices a settlement takes along (monitor-row keys P, N, T).
net::HttpResponse QuerySettleDetail(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto may = HoldsAnyButton(*conn, call.session(), {kButtonSettle, kPage});
  if (!may.ok()) return FromStatus(may.status());
  if (!*may) return Fail(kFlagFail, kMsgNoButton);
  auto devices = store::SettleDevices(*conn, call.session().scope(), call.IntParam("vehicleId").value_or(0));
  if (!devices.ok()) return FromStatus(devices.status());
  json::array out;
  for (const auto& d : *devices)
    out.push_back(json::object{{"vehicleId", d.asset_id},
                               {"P", d.plate},
                               {"N", d.terminal_no},
                               {"T", d.terminal_type},
                               {"groupName", d.group_name},
                               {"carType", 0},
                               {"settle", d.settled_at > 0 ? "1" : "0"}});
  return Ok(std::move(out));
}

// updateSettleStatus: type 1 settles (130108, or 160501 from the risk centre), type 0 withdraws
// (130108 or 160503).
net::HttpResponse UpdateSettleStatus(ApiServices& s, const ApiCall& call) {
  const auto type = call.IntParam("type");
  if (!type || (*type != 0 && *type != 1)) return Fail(kFlagFail, "结清类型不正确");
  std::string remark(Trim(call.ParamOr("remarks", call.ParamOr("remark", ""))));
  if (remark.size() > 600) return Fail(kFlagFail, "备注不能超过200个字");
  auto conn = s.db.Acquire();
  Status st = ChangeSettlement(*conn, call, call.IntParam("vehicleId").value_or(0), *type == 1, remark, s.now());
  if (!st.ok()) return FromStatus(st);
  return Ok();
}

}  // namespace

void RegisterSettleRoutes(ApiRouter& router, ApiServices& s) {
  const std::string p = "/car/v1/api/settle/";
  router.Add(p + "pageSettleList", Access::kSession, [&s](ApiCall& c) { return PageSettleList(s, c); },
             {.button = kPage});
  router.Add(p + "getSettleTotal", Access::kSession, [&s](ApiCall& c) { return GetSettleTotal(s, c); },
             {.button = kPage});
  router.Add(p + "exportSettleList", Access::kSession, [&s](ApiCall& c) { return ExportSettleList(s, c); },
             {.button = kButtonExport});
  // Buttons by type / either of two: checked in the handlers.
  router.Add(p + "querySettleDetail", Access::kSession, [&s](ApiCall& c) { return QuerySettleDetail(s, c); });
  router.Add(p + "updateSettleStatus", Access::kSession, [&s](ApiCall& c) { return UpdateSettleStatus(s, c); });
}

}  // namespace chelian::api
