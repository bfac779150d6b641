// 操作记录 calls (§2.6 1510, §3.7): pageOperRecord.json and exportOperRecord.json read the one
// operation log (D74). flag 0: user operations (rows about no vehicle), optionally by one acting
// user (inputUserId); flag 1: vehicle operations, of one vehicle (vehicleFlag 1, vehicleId), a group
// subtree (vehicleFlag 0, groupId) or every vehicle the caller sees (vehicleFlag −1).
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <string_view>

#include "api/envelope.h"
#include "api/export/spreadsheet_reply.h"
#include "api/paging.h"
#include "api/report/report_params.h"
#include "api/report/report_routes.h"
#include "core/clock.h"
#include "store/group_repo.h"
#include "store/operation_log_repo.h"

namespace chelian::api::report {
namespace {

// The action codes of the log as the report shows them.
std::string OperTypeName(std::string_view action) {
  static constexpr std::pair<std::string_view, std::string_view> kNames[] = {
      {"alarm.handle", "处理报警"},
      {"command.send", "下发指令"},
      {"group.add", "新增车组"},
      {"group.delete", "删除车组"},
      {"group.update", "修改车组"},
      {"installer.add", "新增安装人员"},
      {"installer.delete", "删除安装人员"},
      {"installer.update", "修改安装人员"},
      {"renew.recharge", "充值"},
      {"renew.state", "续费"},
      {"renew.transfer", "转账"},
      {"role.add", "新增角色"},
      {"role.delete", "删除角色"},
      {"role.resources", "修改角色权限"},
      {"role.update", "修改角色"},
      {"setting.update", "修改系统设置"},
      {"user.add", "新增用户"},
      {"user.bindGroup", "绑定车组"},
      {"user.delete", "删除用户"},
      {"user.password", "修改密码"},
      {"user.resetPassword", "重置密码"},
      {"user.update", "修改用户"},
      {"vehicle.add", "新增车辆"},
      {"vehicle.delete", "删除车辆"},
      {"vehicle.import", "批量导入车辆"},
      {"vehicle.settle", "结清"},
      {"vehicle.transfer", "转移车辆"},
      {"vehicle.unsettle", "取消结清"},
      {"vehicle.update", "修改车辆"},
      {"worksheet.add", "新建工单"},
      {"worksheet.delete", "删除工单"},
      {"worksheet.status", "修改工单状态"},
      {"worksheet.update", "修改工单"},
  };
  for (const auto& [code, name] : kNames)
    if (code == action) return std::string(name);
  return "其他操作";
}

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

net::HttpResponse Export(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto q = ReadQuery(s, call, *conn);
  if (!q.ok()) return FromStatus(q.status());
  q->page_size = 0;
  auto rows = store::QueryOperations(*conn, call.session().scope(), *q);
  if (!rows.ok()) return FromStatus(rows.status());
  int offset = s.options.utc_offset_minutes;
  exporter::Table t;
  t.sheet_name = "操作记录";
  t.headers = {"序号", "操作用户", "操作类型", "操作时间", "用户名(车牌号、车组名)", "备注"};
  long long n = 0;
  for (const auto& r : rows->rows)
    t.rows.push_back(
        {++n, r.user_name, OperTypeName(r.action), FormatLocalTime(r.created_at, offset), r.target, r.detail});
  return SpreadsheetReply(t, "操作记录.xlsx");
}

}  // namespace

void RegisterOperRecordRoutes(ApiRouter& router, ApiServices& s) {
  const std::string base = "/car/v1/accelerate/report/operRecord/";
  router.Add(base + "pageOperRecord.json", Access::kSession, [&s](ApiCall& c) { return Page(s, c); });
  router.Add(base + "exportOperRecord.json", Access::kSession, [&s](ApiCall& c) { return Export(s, c); });
}

}  // namespace chelian::api::report
