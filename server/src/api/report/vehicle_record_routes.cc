// 保养报表 and 保险报表 calls (§2.6 1511/1512, §3.7): the maintenance and insurance records of a vehicle
// (type 1, id) or a group subtree (else, id; 0 the caller's group) of the period, with .xlsx
// exports. They read migration 0070's tables, which no page fills yet: an empty page is the honest
// answer until one does.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "api/export/export_reply.h"
#include "api/paging.h"
#include "api/report/report_buttons.h"
#include "api/report/report_params.h"
#include "api/report/report_routes.h"
#include "core/clock.h"
#include "export/export_runner.h"
#include "store/vehicle_care_repo.h"

namespace chelian::api::report {
namespace {

constexpr long long kDayMs = 86'400'000;

struct CareQuery {
  store::ReportTarget target;
  Period period;
};

Result<CareQuery> ReadQuery(ApiServices& s, const ApiCall& call) {
  if (!call.IntParamValid("id") || !call.IntParamValid("type")) return InvalidArgument("参数 id、type 应为整数");
  CareQuery q;
  q.target.hide_expired_at = HideExpiredAt(s);
  long long id = call.IntParam("id").value_or(0);
  if (call.IntParam("type").value_or(0) == 1) {
    if (id <= 0) return InvalidArgument("请选择车辆");
    q.target.asset_id = id;
  } else {
    q.target.group_id = id;
  }
  auto period = ReadPeriod(call, "startTime", "endTime", s.now(), s.options.utc_offset_minutes, 30, 366);
  if (!period.ok()) return period.status();
  q.period = *period;
  return q;
}

std::string TimeOrEmpty(long long ms, int offset) { return ms ? FormatLocalTime(ms, offset) : ""; }

// Days left until `due_ms` (negative: overdue), 0 when there is no due time.
long long KeepDay(long long due_ms, long long now) { return due_ms ? (due_ms - now) / kDayMs : 0; }

void PutVehicle(boost::json::object& o, const store::CareVehicle& v) {
  o["vehicleId"] = v.asset_id;
  o["plate"] = v.plate;
  o["terminalNo"] = v.terminal_no;
  o["groupName"] = v.group_name;
  o["owner"] = v.owner;
  o["phone"] = v.phone;
}

net::HttpResponse PageMaintain(ApiServices& s, const ApiCall& call) {
  auto q = ReadQuery(s, call);
  if (!q.ok()) return FromStatus(q.status());
  PageParams page = ReadPage(call, 10, 1000);
  auto conn = s.db.Acquire();
  auto rows = store::ListMaintenance(*conn, call.session().scope(), q->target, q->period.from_ms, q->period.to_ms,
                                     page.page_size, (page.page_number - 1) * page.page_size);
  if (!rows.ok()) return FromStatus(rows.status());
  int offset = s.options.utc_offset_minutes;
  boost::json::array data;
  for (const auto& m : rows->rows) {
    boost::json::object o;
    PutVehicle(o, m.vehicle);
    o["currentMileage"] = m.vehicle.current_mileage_km;
    o["lastMileage"] = m.last_mileage;
    o["lastMaintainTime"] = TimeOrEmpty(m.last_time, offset);
    o["nextTimeMaintainTime"] = TimeOrEmpty(m.next_time, offset);
    o["nextCurrentMileage"] = m.next_mileage;
    o["advanceKilometers"] = m.advance_km;
    o["leadTime"] = m.lead_days;
    o["keepDay"] = KeepDay(m.next_time, s.now());
    o["tips"] = m.tips;
    o["remark"] = m.remark;
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), rows->total, page));
}

net::HttpResponse PageInsurance(ApiServices& s, const ApiCall& call) {
  auto q = ReadQuery(s, call);
  if (!q.ok()) return FromStatus(q.status());
  PageParams page = ReadPage(call, 10, 1000);
  auto conn = s.db.Acquire();
  auto rows = store::ListInsurance(*conn, call.session().scope(), q->target, q->period.from_ms, q->period.to_ms,
                                   page.page_size, (page.page_number - 1) * page.page_size);
  if (!rows.ok()) return FromStatus(rows.status());
  int offset = s.options.utc_offset_minutes;
  boost::json::array data;
  for (const auto& i : rows->rows) {
    boost::json::object o;
    PutVehicle(o, i.vehicle);
    o["type"] = i.first_time;
    o["amountMoney"] = i.amount;
    o["insuranceCompany"] = i.company;
    o["renewalCompany"] = i.renewal_company;
    o["renewalsNums"] = i.renewals;
    o["insuranceType"] = i.kinds;
    o["leadTime"] = i.lead_days;
    o["loginTime"] = TimeOrEmpty(i.login_time, offset);
    o["nestTimeInsuranceTime"] = TimeOrEmpty(i.next_time, offset);
    o["keepDay"] = KeepDay(i.next_time, s.now());
    o["tips"] = i.tips;
    o["remark"] = i.remark;
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), rows->total, page));
}

net::HttpResponse ExportMaintain(ApiServices& s, const ApiCall& call) {
  auto q = ReadQuery(s, call);
  if (!q.ok()) return FromStatus(q.status());
  auto table = [scope = call.session().scope(), q = *q,
                offset_ = s.options.utc_offset_minutes](store::Connection& conn) -> Result<exporter::Table> {
    auto rows = store::ListMaintenance(conn, scope, q.target, q.period.from_ms, q.period.to_ms, 0, 0);
    if (!rows.ok()) return rows.status();
    int offset = offset_;
    exporter::Table t;
    t.sheet_name = "保养报表";
    t.headers = {"序号",         "车牌号",       "客户姓名",     "客户电话",     "当前总里程(km)", "提前多少公里提醒",
                 "上次保养时间", "下次保养时间", "上次保养里程", "下次保养里程", "提前多少天设置", "提示内容",
                 "备注"};
    long long n = 0;
    for (const auto& m : rows->rows)
      t.rows.push_back({++n, m.vehicle.plate, m.vehicle.owner, m.vehicle.phone, m.vehicle.current_mileage_km,
                        m.advance_km, TimeOrEmpty(m.last_time, offset), TimeOrEmpty(m.next_time, offset),
                        m.last_mileage, m.next_mileage, static_cast<long long>(m.lead_days), m.tips, m.remark});
    return t;
  };
  return ExportReply(s, call, {kExportTypeReport, "保养报表", exporter::FromTable(table)});
}

net::HttpResponse ExportInsurance(ApiServices& s, const ApiCall& call) {
  auto q = ReadQuery(s, call);
  if (!q.ok()) return FromStatus(q.status());
  auto table = [scope = call.session().scope(), q = *q,
                offset_ = s.options.utc_offset_minutes](store::Connection& conn) -> Result<exporter::Table> {
    auto rows = store::ListInsurance(conn, scope, q.target, q.period.from_ms, q.period.to_ms, 0, 0);
    if (!rows.ok()) return rows.status();
    int offset = offset_;
    exporter::Table t;
    t.sheet_name = "保险报表";
    t.headers = {"序号",     "车牌号",         "客户姓名", "客户电话",         "是否首保", "总金额", "保险公司",
                 "险种明细", "提前多少天提醒", "登记日期", "下一次续保的时间", "提示内容", "备注"};
    long long n = 0;
    for (const auto& i : rows->rows)
      t.rows.push_back({++n, i.vehicle.plate, i.vehicle.owner, i.vehicle.phone,
                        std::string(i.first_time == 1 ? "首保" : "非首保"), i.amount, i.company, i.kinds,
                        static_cast<long long>(i.lead_days), TimeOrEmpty(i.login_time, offset),
                        TimeOrEmpty(i.next_time, offset), i.tips, i.remark});
    return t;
  };
  return ExportReply(s, call, {kExportTypeReport, "保险报表", exporter::FromTable(table)});
}

}  // namespace

void RegisterVehicleRecordRoutes(ApiRouter& router, ApiServices& s) {
  const std::string base = "/car/v1/accelerate/report/";
  router.Add(base + "maintainReport/pageMaintainReport.json", Access::kSession,
             [&s](ApiCall& c) { return PageMaintain(s, c); });
  router.Add(base + "maintainReport/exportMaintainReport.json", Access::kSession,
             [&s](ApiCall& c) { return ExportMaintain(s, c); }, {.button = kButtonMaintainExport});
  router.Add(base + "insuranceReport/pageInsuranceReport.json", Access::kSession,
             [&s](ApiCall& c) { return PageInsurance(s, c); });
  router.Add(base + "insuranceReport/exportInsuranceReport.json", Access::kSession,
             [&s](ApiCall& c) { return ExportInsurance(s, c); }, {.button = kButtonInsuranceExport});
}

}  // namespace chelian::api::report
