// Handlers of the command reports.
#include "api/command/command_report_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/command/command_json.h"
#include "api/envelope.h"
#include "api/export/export_reply.h"
#include "api/paging.h"
#include "api/report/report_buttons.h"
#include "core/clock.h"
#include "store/command_repo.h"
#include "store/group_repo.h"
#include "store/report_event_repo.h"

namespace chelian::api {
namespace {

constexpr long long kDayMs = 86'400'000;

// The filter of pageCommandReport and exportCommandReport (paging aside); errors are Chinese.
Result<store::CommandQuery> ReadReportQuery(ApiServices& s, const ApiCall& call, store::Connection& conn) {
  int offset = s.options.utc_offset_minutes;
  long long now = s.now();
  store::CommandQuery q;
  q.hide_expired_at = HideExpiredAt(s);
  auto from = ParseLocalTime(call.ParamOr("startTime", ""), offset);
  auto to = ParseLocalTime(call.ParamOr("endTime", ""), offset);
  if (call.Param("startTime") && !call.ParamOr("startTime", "").empty() && !from)
    return InvalidArgument("开始时间格式错误，应为 yyyy-MM-dd HH:mm:ss");
  if (call.Param("endTime") && !call.ParamOr("endTime", "").empty() && !to)
    return InvalidArgument("结束时间格式错误，应为 yyyy-MM-dd HH:mm:ss");
  // Default: the last three days, like the report pages' default range.
  long long local_now = now + offset * 60'000LL;
  q.start_ms = from.value_or(local_now - local_now % kDayMs - offset * 60'000LL - 2 * kDayMs);
  q.end_ms = to.value_or(now);
  if (q.end_ms < q.start_ms) return InvalidArgument("结束时间不能早于开始时间");
  if (q.end_ms - q.start_ms > 93 * kDayMs) return InvalidArgument("查询时间范围不能超过3个月");
  long long flag = call.IntParam("flag").value_or(0);
  long long choose = call.IntParam("chooseId").value_or(0);
  if (flag == 1) {
    q.asset_id = choose ? choose : call.IntParam("vehicleId").value_or(0);
    if (!q.asset_id) return InvalidArgument("请选择车辆");
    auto seen = store::ListReportVehicles(conn, call.session().scope(),
                                          {.asset_id = q.asset_id, .hide_expired_at = q.hide_expired_at});
    if (!seen.ok()) return seen.status();
  } else if (long long group = choose ? choose : call.IntParam("groupId").value_or(0)) {
    auto g = store::GetGroup(conn, call.session().scope(), group);
    if (!g.ok()) return NotFound("车组不存在或无权查看");
    q.group_paths.push_back(g->path);
  }
  q.status = static_cast<int>(call.IntParam("status").value_or(-1));
  q.batch_id = call.ParamOr("batchId", "");
  if (call.IntParam("mine").value_or(0) == 1) q.user_id = call.session().user_id;
  return q;
}

net::HttpResponse PageReport(ApiServices& s, ApiCall& call) {
  int offset = s.options.utc_offset_minutes;
  auto conn = s.db.Acquire();
  auto read = ReadReportQuery(s, call, *conn);
  if (!read.ok()) return FromStatus(read.status());
  store::CommandQuery q = *read;
  PageParams page = ReadPage(call, 100, 1000);
  q.page = page.page_number;
  q.page_size = page.page_size;
  auto commands = store::PageCommands(*conn, call.session().scope(), q);
  if (!commands.ok()) return FromStatus(commands.status());
  boost::json::array data;
  for (const auto& r : commands->rows) data.push_back(CommandRowJson(r, offset));
  return Ok(PageObject(std::move(data), commands->total, page));
}

net::HttpResponse PageTextUp(ApiServices& s, ApiCall& call) {
  int offset = s.options.utc_offset_minutes;
  long long now = s.now();
  // `time` pins the list (paging does not shift as new lines arrive); absent or empty: now.
  std::string time = call.ParamOr("time", "");
  auto until = time.empty() ? std::optional<long long>(now) : ParseLocalTime(time, offset);
  if (!until) return Fail(kFlagFail, "时间格式错误，应为 yyyy-MM-dd HH:mm:ss");
  PageParams paging = ReadPage(call, 100, 1000);
  long long since = *until - static_cast<long long>(call.IntParam("days").value_or(3)) * kDayMs;
  long long user = call.IntParam("mine").value_or(0) == 1 ? call.session().user_id : 0;
  auto conn = s.db.Acquire();
  auto page = store::PageCommandAndTextUp(*conn, call.session().scope(), *until + 999, since, user, paging.page_number,
                                          paging.page_size, HideExpiredAt(s));
  if (!page.ok()) return FromStatus(page.status());
  boost::json::array rows;
  for (const auto& l : page->rows) {
    boost::json::object o;
    o["plate"] = l.plate;
    o["vehicleId"] = l.asset_id;
    o["time"] = FormatLocalTime(l.time, offset);
    o["commandType"] = l.direction == 1 ? l.command_type : l.command_type + (l.command_id ? "(应答)" : "");
    o["commandMsg"] = l.text;
    o["direction"] = l.direction;
    o["commandId"] = l.command_id;
    rows.push_back(std::move(o));
  }
  boost::json::object data;
  data["time"] = FormatLocalTime(*until, offset);
  data["data"] = std::move(rows);
  boost::json::object out;
  out["data"] = std::move(data);
  out["total"] = page->total;
  out["pageNumber"] = paging.page_number;
  out["pageSize"] = paging.page_size;
  return Ok(std::move(out));
}

// exportCommandReport.json: every command of the filter as an .xlsx file (or a download-center job),
// read a page at a time.
net::HttpResponse ExportReport(ApiServices& s, const ApiCall& call) {
  Result<store::CommandQuery> read = [&] {
    auto conn = s.db.Acquire();
    return ReadReportQuery(s, call, *conn);
  }();
  if (!read.ok()) return FromStatus(read.status());
  auto produce = [scope = call.session().scope(), q = *read, offset = s.options.utc_offset_minutes](
                     store::Connection& conn, exporter::RowSink& sink) mutable -> Status {
    constexpr int kPage = 1000;
    if (Status b = sink.Begin(
            {"指令查询",
             "",
             {"序号", "下发用户", "车牌号", "设备号", "所属车组", "下发类型", "下发内容", "下发时间", "下发结果"}});
        !b.ok())
      return b;
    q.page_size = kPage;
    long long n = 0;
    for (q.page = 1;; ++q.page) {
      auto commands = store::PageCommands(conn, scope, q);
      if (!commands.ok()) return commands.status();
      if (q.page == 1) sink.Expect(commands->total);
      for (const auto& r : commands->rows)
        if (Status a =
                sink.Add({++n, r.user_name, r.c.plate, r.terminal_no, r.group_name, r.c.command_name, r.c.command_msg,
                          FormatLocalTime(r.c.created_at, offset), std::string(store::CommandStatusText(r.c.status))});
            !a.ok())
          return a;
      if (commands->rows.size() < static_cast<size_t>(kPage)) return Status::Ok();
    }
  };
  return ExportReply(s, call, {kExportTypeReport, "指令查询", produce});
}

}  // namespace

void RegisterCommandReportRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v1/accelerate/report/commandReport/pageCommandReport.json", Access::kSession,
             [&s](ApiCall& c) { return PageReport(s, c); });
  router.Add("/car/v1/accelerate/report/commandReport/exportCommandReport.json", Access::kSession,
             [&s](ApiCall& c) { return ExportReport(s, c); }, {.button = report::kButtonCommandExport});
  router.Add("/car/v1/accelerate/report/commandReport/pageCommandAndTextUp.json", Access::kSession,
             [&s](ApiCall& c) { return PageTextUp(s, c); });
}

}  // namespace chelian::api
