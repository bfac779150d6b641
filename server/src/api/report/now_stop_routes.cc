// 停车报表 calls (§2.6 1504, §3.7): pageNowStopReport.json lists the vehicles parked right now for at
// least `min` hours (default 1; −1 or all=−1: every parked vehicle), longest first, with the time
// parked in Chinese (1天2小时3分); exportStopReport.json the same as .xlsx.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "api/export/export_reply.h"
#include "api/paging.h"
#include "api/report/report_buttons.h"
#include "api/report/report_params.h"
#include "api/report/report_routes.h"
#include "api/track/track_export.h"
#include "core/clock.h"
#include "export/export_runner.h"

namespace chelian::api::report {
namespace {

struct NowStopQuery {
  store::ReportTarget target;
  long long parked_before_ms = 0;  // 0: any
};

Result<NowStopQuery> ReadQuery(ApiServices& s, const ApiCall& call) {
  NowStopQuery q;
  auto target = ReadReportTarget(s, call);
  if (!target.ok()) return target.status();
  q.target = *target;
  if (!call.IntParamValid("min") || !call.IntParamValid("all")) return InvalidArgument("停留时间应为整数小时");
  long long hours = call.IntParam("min").value_or(1);
  if (hours < -1) return InvalidArgument("停留时间不能为负数");
  if (hours > 0 && call.IntParam("all").value_or(0) != -1) q.parked_before_ms = s.now() - hours * 3'600'000;
  return q;
}

net::HttpResponse Page(ApiServices& s, const ApiCall& call) {
  auto q = ReadQuery(s, call);
  if (!q.ok()) return FromStatus(q.status());
  PageParams page = ReadPage(call, 10, 1000);
  auto conn = s.db.Acquire();
  auto rows = store::ListParkedVehicles(*conn, call.session().scope(), q->target, q->parked_before_ms, page.page_size,
                                        (page.page_number - 1) * page.page_size);
  if (!rows.ok()) return FromStatus(rows.status());
  int offset = s.options.utc_offset_minutes;
  long long now = s.now();
  boost::json::array data;
  for (const store::ParkedVehicle& p : rows->rows) {
    long long secs = std::max(0LL, (now - p.since_ms) / 1000);
    data.push_back(boost::json::object{{"vehicleId", p.asset_id},
                                       {"plate", p.plate},
                                       {"terminalNo", p.terminal_no},
                                       {"terminalType", p.terminal_type},
                                       {"groupName", p.group_name},
                                       {"beginTime", FormatLocalTime(p.since_ms, offset)},
                                       {"displayTime", secs},
                                       {"displayTimeStr", track::DurationText(secs)},
                                       {"isPos", p.positioned ? 1 : 0},
                                       {"lat", p.lat},
                                       {"lon", p.lon}});
  }
  return Ok(PageObject(std::move(data), rows->total, page));
}

net::HttpResponse Export(ApiServices& s, const ApiCall& call) {
  auto q = ReadQuery(s, call);
  if (!q.ok()) return FromStatus(q.status());
  auto table = [scope = call.session().scope(), q = *q, offset_ = s.options.utc_offset_minutes,
                now_ = s.now()](store::Connection& conn) -> Result<exporter::Table> {
    auto rows = store::ListParkedVehicles(conn, scope, q.target, q.parked_before_ms, 0, 0);
    if (!rows.ok()) return rows.status();
    int offset = offset_;
    long long now = now_;
    exporter::Table t;
    t.sheet_name = "停车报表";
    t.headers = {"序号",         "车牌号",   "设备号",   "所属车组", "车辆类型",
                 "停车开始时间", "停车时长", "是否定位", "经度",     "纬度"};
    long long n = 0;
    for (const store::ParkedVehicle& p : rows->rows)
      t.rows.push_back({++n, p.plate, p.terminal_no, p.group_name, p.terminal_type, FormatLocalTime(p.since_ms, offset),
                        track::DurationText(std::max(0LL, (now - p.since_ms) / 1000)),
                        std::string(p.positioned ? "定位" : "不定位"), p.lon, p.lat});
    return t;
  };
  return ExportReply(s, call, {kExportTypeReport, "停车报表", exporter::FromTable(table)});
}

}  // namespace

void RegisterNowStopRoutes(ApiRouter& router, ApiServices& s) {
  const std::string base = "/car/v1/accelerate/report/nowStopReport/";
  router.Add(base + "pageNowStopReport.json", Access::kSession, [&s](ApiCall& c) { return Page(s, c); });
  router.Add(base + "exportStopReport.json", Access::kSession, [&s](ApiCall& c) { return Export(s, c); },
             {.button = kButtonParkingExport});
}

}  // namespace chelian::api::report
