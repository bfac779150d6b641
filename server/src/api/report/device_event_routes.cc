// OBD报表 and the logistics-lock reports (§2.6 1513–1515, §3.7): pageOBDAlarmList.json,
// pageBluetoothAlarmReport.json and pageUnlockHistory.json. None of the protocols the gateway speaks
// (JT/T 808 as standardised, GT06, the 3G* watches) carries OBD fault alarms or Bluetooth-lock
// events, so nothing is stored to report: the calls check their parameters and the vehicle's
// scope and answer an empty page of the V3 shape (and an empty sheet as the lock reports' file,
// asked by GET, the console's file download) — never an invented row. docs/report-events.md.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "api/export/export_reply.h"
#include "api/paging.h"
#include "api/report/report_params.h"
#include "api/report/report_routes.h"
#include "core/clock.h"

namespace chelian::api::report {
namespace {

// Checks the period (`begin`/`end`) and the vehicle or group of the call inside the caller's scope.
Status CheckQuery(ApiServices& s, const ApiCall& call, const char* begin, const char* end, bool vehicle_required) {
  auto period = ReadPeriod(call, begin, end, s.now(), s.options.utc_offset_minutes, 2, 93);
  if (!period.ok()) return period.status();
  auto target = ReadReportTarget(s, call);
  if (!target.ok()) return target.status();
  if (vehicle_required && target->asset_id <= 0) return InvalidArgument("请选择车辆");
  for (const char* name : {"queryType", "type"})
    if (!call.IntParamValid(name)) return InvalidArgument(std::string("参数 ") + name + " 应为整数");
  auto conn = s.db.Acquire();
  auto seen = store::ListReportVehicles(*conn, call.session().scope(), *target);
  return seen.ok() ? Status::Ok() : seen.status();
}

net::HttpResponse EmptyPage(const ApiCall& call) {
  return Ok(PageObject(boost::json::array(), 0, ReadPage(call, 10, 1000)));
}

net::HttpResponse ObdAlarms(ApiServices& s, const ApiCall& call) {
  if (Status st = CheckQuery(s, call, "startTime", "endTime", false); !st.ok()) return FromStatus(st);
  return EmptyPage(call);
}

// The page by POST; the same path asked by GET (the console's file download) is the export.
net::HttpResponse LockReport(ApiServices& s, const ApiCall& call, const std::string& sheet,
                             std::vector<std::string> headers) {
  if (Status st = CheckQuery(s, call, "beginTime", "endTime", true); !st.ok()) return FromStatus(st);
  if (call.request().method != "GET") return EmptyPage(call);
  // No device sends lock events yet: the sheet has its header and no row (docs/report-events.md).
  auto produce = [sheet, headers = std::move(headers)](store::Connection&, exporter::RowSink& sink) {
    return sink.Begin({sheet, "", headers});
  };
  return ExportReply(s, call, {kExportTypeReport, sheet, produce});
}

}  // namespace

void RegisterDeviceEventRoutes(ApiRouter& router, ApiServices& s) {
  const std::string base = "/car/v1/accelerate/report/";
  router.Add(base + "alarm/pageOBDAlarmList.json", Access::kSession, [&s](ApiCall& c) { return ObdAlarms(s, c); });
  router.Add(base + "bluetoothReport/pageBluetoothAlarmReport.json", Access::kSession, [&s](ApiCall& c) {
    return LockReport(s, c, "物流锁报警记录", {"序号", "设备号", "报警类型", "位置", "时间", "操作人"});
  });
  router.Add(base + "bluetoothReport/pageUnlockHistory.json", Access::kSession, [&s](ApiCall& c) {
    return LockReport(s, c, "物流锁操作记录", {"序号", "操作人", "平台类型", "操作类型", "执行结果", "位置", "时间"});
  });
}

}  // namespace chelian::api::report
