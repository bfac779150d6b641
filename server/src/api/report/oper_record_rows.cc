// Writing the operation log into an export sink.
#include "api/report/oper_record_rows.h"

#include <utility>

#include "core/clock.h"

namespace chelian::api::report {
namespace {

constexpr int kExportPage = 1000;  // rows read at a time (the store's largest page)

}  // namespace

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
      {"vehicle.insurance", "保险登记"},
      {"vehicle.maintain", "保养设置"},
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

Status WriteOperationRows(store::Connection& conn, const store::Scope& scope, store::OperationQuery q, int offset,
                          exporter::RowSink& sink) {
  if (Status b =
          sink.Begin({"操作记录", "", {"序号", "操作用户", "操作类型", "操作时间", "用户名(车牌号、车组名)", "备注"}});
      !b.ok())
    return b;
  q.page_number = 1;
  q.page_size = kExportPage;
  q.count = true;
  long long n = 0;
  for (;;) {
    auto rows = store::QueryOperations(conn, scope, q);
    if (!rows.ok()) return rows.status();
    if (q.count) sink.Expect(rows->total);
    q.count = false;
    for (const auto& r : rows->rows)
      if (Status a = sink.Add(
              {++n, r.user_name, OperTypeName(r.action), FormatLocalTime(r.created_at, offset), r.target, r.detail});
          !a.ok())
        return a;
    if (rows->rows.size() < static_cast<size_t>(kExportPage)) return Status::Ok();
    q.before_time = rows->rows.back().created_at;
    q.before_id = rows->rows.back().id;
  }
}

}  // namespace chelian::api::report
