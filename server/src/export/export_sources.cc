// Export table builders.
#include "export/export_sources.h"

#include "core/clock.h"
#include "store/asset_repo.h"
#include "store/session_repo.h"

namespace chelian::exporter {
namespace {

std::string KindName(int kind) {
  switch (kind) {
    case 2:
      return "人员";
    case 3:
      return "宠物";
    case 4:
      return "电动车";
    default:
      return "车辆";
  }
}

std::string TimeOrDash(long long ms, int offset) { return ms > 0 ? FormatLocalTime(ms, offset) : "-"; }

}  // namespace

Result<Table> BuildAssetTable(store::Connection& conn, const store::Scope& scope, int utc_offset_minutes) {
  auto assets = store::ListAssets(conn, scope);
  if (!assets.ok()) return assets.status();
  Table t;
  t.sheet_name = "全部资料";
  t.headers = {"序号",  "车牌号",   "资产类型", "设备号", "设备类型", "协议",     "SIM卡号",
               "ICCID", "所属分组", "车主",     "车架号", "车辆类型", "到期时间", "创建时间"};
  long long n = 0;
  for (const auto& a : *assets) {
    t.rows.push_back({++n, a.plate, KindName(a.kind), a.terminal_no, a.terminal_type, a.protocol, a.sim, a.iccid,
                      a.group_name, a.owner, a.frame_no, a.vehicle_type, TimeOrDash(a.expires_at, utc_offset_minutes),
                      TimeOrDash(a.created_at, utc_offset_minutes)});
  }
  return t;
}

Result<Table> BuildLoginLogTable(store::Connection& conn, const std::string& username, int utc_offset_minutes) {
  auto log = store::ListLoginLog(conn, username, 5000);
  if (!log.ok()) return log.status();
  Table t;
  t.sheet_name = "登录日志";
  t.headers = {"序号", "账号", "登录时间", "IP地址", "结果", "说明", "客户端"};
  long long n = 0;
  for (const auto& e : *log)
    t.rows.push_back({++n, e.username, FormatLocalTime(e.created_at, utc_offset_minutes), e.ip,
                      std::string(e.success ? "成功" : "失败"), e.reason, e.user_agent});
  return t;
}

}  // namespace chelian::exporter
