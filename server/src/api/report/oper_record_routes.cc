// 操作记录 calls (§2.6 1510, §3.7): pageOperRecord.json and exportOperRecord.json read the one
// operation log (D74). flag 0: user operations (rows about no vehicle), optionally by one acting
// user (inputUserId); flag 1: vehicle operations, of one vehicle (vehicleFlag 1, vehicleId), a group
// subtree (vehicleFlag 0, groupId) or every vehicle the caller sees (vehicleFlag −1).
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <string_view>

#include "api/envelope.h"
#include "api/export/export_reply.h"
#include "api/paging.h"
#include "api/report/oper_record_rows.h"
#include "api/report/report_buttons.h"
#include "api/report/report_params.h"
#include "api/report/report_routes.h"
#include "core/clock.h"
#include "store/group_repo.h"
#include "store/operation_log_repo.h"

namespace chelian::api::report {
namespace {

Result<store::OperationQuery> ReadQuery(ApiServices& s, const ApiCall& call, store::Connection& conn) {
  for (const char* name : {"flag", "vehicleId", "groupId", "vehicleFlag", "inputUserId"})
    if (!call.IntParamValid(name)) return InvalidArgument(std::string("参数 ") + name + " 应为整数");
  auto period = ReadPeriod(call, "startTime", "endTime", s.now(), s.options.utc_offset_minutes, 2, 93);
  if (!period.ok()) return period.status();
  store::OperationQuery q;
  q.begin_ms = period->from_ms;
  q.end_ms = period->to_ms;
  const store::Scope scope = call.session().scope();
  long long flag = call.IntParam("flag").value_or(0);
  if (flag != 0 && flag != 1) return InvalidArgument("操作类型应为 0（用户操作记录）或 1（车辆操作记录）");
  if (flag == 0) {
    q.vehicle_rows = 0;
    q.user_id = call.IntParam("inputUserId").value_or(0);
    return q;
  }
  q.vehicle_rows = 1;
  long long vehicle_flag = call.IntParam("vehicleFlag").value_or(-1);
  if (vehicle_flag == 1) {
    store::ReportTarget t;
    t.asset_id = call.IntParam("vehicleId").value_or(0);
    if (t.asset_id <= 0) return InvalidArgument("请选择车辆");
    auto seen = store::ListReportVehicles(conn, scope, t);
    if (!seen.ok()) return seen.status();
    q.asset_id = t.asset_id;
  } else if (vehicle_flag == 0) {
    long long group = call.IntParam("groupId").value_or(0);
    if (group > 0) {
      auto g = store::GetGroup(conn, scope, group);
      if (!g.ok()) return NotFound("车组不存在或无权查看");
      q.asset_group_path = g->path;
    }
  } else if (vehicle_flag != -1) {
    return InvalidArgument("vehicleFlag 应为 0（车组）、1（车辆）或 -1（全部）");
  }
  return q;
}

boost::json::object RowJson(const store::OperationRow& r, int offset) {
  return {{"id", r.id},
          {"type", r.asset_id ? 1 : 0},
          {"theId", r.asset_id},
          {"name", r.target},
          {"remark", r.detail},
          {"operType", OperTypeName(r.action)},
          {"action", r.action},
          {"operUserName", r.user_name},
          {"operUserId", r.user_id},
          {"operTime", FormatLocalTime(r.created_at, offset)},
          {"ip", ""}};
}

net::HttpResponse Page(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto q = ReadQuery(s, call, *conn);
  if (!q.ok()) return FromStatus(q.status());
  PageParams page = ReadPage(call, 10, 1000);
  q->page_number = static_cast<int>(page.page_number);
  q->page_size = page.page_size;
  auto rows = store::QueryOperations(*conn, call.session().scope(), *q);
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array data;
  for (const auto& r : rows->rows) data.push_back(RowJson(r, s.options.utc_offset_minutes));
  return Ok(PageObject(std::move(data), rows->total, page));
}

// Every row, streamed a page at a time (the log can hold millions of rows).
net::HttpResponse Export(ApiServices& s, const ApiCall& call) {
  Result<store::OperationQuery> q = [&] {
    auto conn = s.db.Acquire();
    return ReadQuery(s, call, *conn);
  }();
  if (!q.ok()) return FromStatus(q.status());
  auto produce = [scope = call.session().scope(), q = *q, offset = s.options.utc_offset_minutes](
                     store::Connection& conn, exporter::RowSink& sink) {
    return WriteOperationRows(conn, scope, q, offset, sink);
  };
  return ExportReply(s, call, {kExportTypeReport, "操作记录", produce});
}

}  // namespace

void RegisterOperRecordRoutes(ApiRouter& router, ApiServices& s) {
  const std::string base = "/car/v1/accelerate/report/operRecord/";
  router.Add(base + "pageOperRecord.json", Access::kSession, [&s](ApiCall& c) { return Page(s, c); });
  router.Add(base + "exportOperRecord.json", Access::kSession, [&s](ApiCall& c) { return Export(s, c); },
             {.button = kButtonOperationExport});
}

}  // namespace chelian::api::report
