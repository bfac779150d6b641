// 行车统计 calls (§3.7, D139): pageAccReport.json (each vehicle's ACC on or off time over whole local days,
// from the daily rows), pageAccDetail.json (one vehicle's intervals from its fixes) and their .xlsx exports.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cmath>
#include <cstdio>

#include "api/envelope.h"
#include "api/export/export_reply.h"
#include "api/paging.h"
#include "api/report/acc_report.h"
#include "api/report/report_buttons.h"
#include "api/report/report_params.h"
#include "api/report/report_routes.h"
#include "api/track/track_export.h"
#include "core/clock.h"

namespace chelian::api::report {
namespace {

constexpr int kMaxDays = 31;

struct AccQuery {
  store::ReportTarget target;
  AccDays days;    // the whole local days of the asked period (D139)
  bool on = true;  // accState 0 (default) on, 1 off
};

Result<AccQuery> ReadAccQuery(ApiServices& s, const ApiCall& call) {
  AccQuery q;
  auto target = ReadReportTarget(s, call);
  if (!target.ok()) return target.status();
  q.target = *target;
  if (!call.IntParamValid("accState")) return InvalidArgument("ACC状态应为 0（开）或 1（关）");
  long long state = call.IntParam("accState").value_or(0);
  if (state != 0 && state != 1) return InvalidArgument("ACC状态应为 0（开）或 1（关）");
  q.on = state == 0;
  auto period = ReadPeriod(call, "accBeginTime", "accEndTime", s.now(), s.options.utc_offset_minutes, 0, kMaxDays);
  if (!period.ok()) return period.status();
  q.days = AccDaysOf(period->from_ms, period->to_ms, s.options.utc_offset_minutes);
  return q;
}

double Km(double km) { return std::round(km * 100) / 100; }

boost::json::object IntervalJson(const VehicleAcc& v, const reports::AccInterval& iv, long long id, int offset) {
  const store::ReportVehicle& car = v.vehicle;
  return {{"id", id},
          {"plate", car.plate},
          {"vehicleId", car.asset_id},
          {"groupId", car.group_id},
          {"groupName", car.group_name},
          {"terminalNo", car.terminal_no},
          {"type", iv.on ? 0 : 1},
          {"latBegin", iv.lat_begin},
          {"lonBegin", iv.lon_begin},
          {"accBeginTime", FormatLocalTime(iv.begin_ms, offset)},
          {"mileageBegin", Km(iv.mileage_begin_km)},
          {"latEnd", iv.lat_end},
          {"lonEnd", iv.lon_end},
          {"accEndTime", FormatLocalTime(iv.end_ms, offset)},
          {"mileageEnd", Km(iv.mileage_end_km)},
          {"updateTime", FormatLocalTime(iv.end_ms, offset)},
          {"accSpaceTime", track::DurationText(iv.duration_ms() / 1000)},
          {"thisSecs", iv.duration_ms() / 1000},
          {"thisMileage", Km(iv.mileage_km())}};
}

// A summary row (D139): the daily rows' totals; the intervals themselves are pageAccDetail's
// (accInfos stays empty: filling it would read every listed vehicle's fixes).
boost::json::object VehicleJson(const store::AccSum& v, bool on, int offset) {
  std::string begin = FormatLocalTime(v.first, offset);
  std::string end = FormatLocalTime(v.last, offset);
  const store::ReportVehicle& car = v.vehicle;
  return {{"vehicleId", car.asset_id},
          {"plate", car.plate},
          {"terminalNo", car.terminal_no},
          {"groupId", car.group_id},
          {"groupName", car.group_name},
          {"type", on ? 0 : 1},
          {"accBeginTime", begin},
          {"beginTime", begin},
          {"accEndTime", end},
          {"endTime", end},
          {"accSpaceTime", track::DurationText(v.ms / 1000)},
          {"thisSecs", v.ms / 1000},
          {"thisMileage", Km(v.km)},
          {"accNum", v.num},
          {"accInfos", boost::json::array()}};
}

Result<std::vector<VehicleAcc>> Compute(ApiServices& s, const ApiCall& call, const AccQuery& q) {
  auto conn = s.db.Acquire();
  return ComputeAccReport(*conn, call.session().scope(), q.target, q.days.from_ms, q.days.to_ms, q.on);
}

net::HttpResponse PageAccReport(ApiServices& s, const ApiCall& call) {
  auto q = ReadAccQuery(s, call);
  if (!q.ok()) return FromStatus(q.status());
  PageParams page = ReadPage(call, 10, 1000);
  auto conn = s.db.Acquire();
  auto rows = SumAccReport(*conn, call.session().scope(), q->target, q->days, q->on, page.page_size,
                           (page.page_number - 1) * page.page_size);
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array data;
  for (const store::AccSum& v : rows->rows) data.push_back(VehicleJson(v, q->on, s.options.utc_offset_minutes));
  return Ok(PageObject(std::move(data), rows->total, page));
}

// The detail is one vehicle's: vehicleId (or chooseId with flag 1).
Result<AccQuery> ReadDetailQuery(ApiServices& s, const ApiCall& call) {
  auto q = ReadAccQuery(s, call);
  if (!q.ok()) return q;
  if (q->target.asset_id <= 0) return InvalidArgument("请选择车辆");
  return q;
}

net::HttpResponse PageAccDetail(ApiServices& s, const ApiCall& call) {
  auto q = ReadDetailQuery(s, call);
  if (!q.ok()) return FromStatus(q.status());
  auto rows = Compute(s, call, *q);
  if (!rows.ok()) return FromStatus(rows.status());
  PageParams page = ReadPage(call, 10, 1000);
  boost::json::array data;
  long long total = rows->empty() ? 0 : static_cast<long long>(rows->front().intervals.size());
  if (!rows->empty()) {
    const VehicleAcc& v = rows->front();
    size_t from = static_cast<size_t>((page.page_number - 1) * page.page_size);
    for (size_t i = from; i < v.intervals.size() && i < from + static_cast<size_t>(page.page_size); ++i)
      data.push_back(IntervalJson(v, v.intervals[i], static_cast<long long>(i + 1), s.options.utc_offset_minutes));
  }
  return Ok(PageObject(std::move(data), total, page));
}

std::string Place(double lat, double lon) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.6f,%.6f", lon, lat);
  return buf;
}

net::HttpResponse ExportAccReport(ApiServices& s, const ApiCall& call) {
  auto q = ReadAccQuery(s, call);
  if (!q.ok()) return FromStatus(q.status());
  int offset = s.options.utc_offset_minutes;
  auto produce = [scope = call.session().scope(), q = *q, offset](store::Connection& conn,
                                                                  exporter::RowSink& sink) -> Status {
    auto rows = SumAccReport(conn, scope, q.target, q.days, q.on, 0, 0);
    if (!rows.ok()) return rows.status();
    std::string title = std::string("行车统计（ACC") + (q.on ? "开" : "关") + "）" +
                        FormatLocalTime(q.days.from_ms, offset) + " 至 " + FormatLocalTime(q.days.to_ms - 1000, offset);
    if (Status b = sink.Begin(
            {"行车统计",
             title,
             {"序号", "车牌号", "设备号", "所属车组", "开始时间", "结束时间", "持续时间", "次数", "里程(km)"}});
        !b.ok())
      return b;
    sink.Expect(static_cast<long long>(rows->rows.size()));
    long long n = 0;
    for (const store::AccSum& v : rows->rows)
      if (Status a = sink.Add({++n, v.vehicle.plate, v.vehicle.terminal_no, v.vehicle.group_name,
                               FormatLocalTime(v.first, offset), FormatLocalTime(v.last, offset),
                               track::DurationText(v.ms / 1000), v.num, Km(v.km)});
          !a.ok())
        return a;
    return Status::Ok();
  };
  return ExportReply(s, call, {kExportTypeReport, "行车统计", produce});
}

net::HttpResponse ExportAccDetail(ApiServices& s, const ApiCall& call) {
  auto q = ReadDetailQuery(s, call);
  if (!q.ok()) return FromStatus(q.status());
  std::string plate;
  {
    auto conn = s.db.Acquire();  // the file is named after the vehicle; a foreign one is refused now
    auto vehicles = store::ListReportVehicles(*conn, call.session().scope(), q->target);
    if (!vehicles.ok()) return FromStatus(vehicles.status());
    if (!vehicles->empty()) plate = vehicles->front().plate;
  }
  int offset = s.options.utc_offset_minutes;
  auto produce = [scope = call.session().scope(), q = *q, offset](store::Connection& conn,
                                                                  exporter::RowSink& sink) -> Status {
    auto rows = ComputeAccReport(conn, scope, q.target, q.days.from_ms, q.days.to_ms, q.on);
    if (!rows.ok()) return rows.status();
    if (Status b = sink.Begin(
            {"ACC明细",
             "",
             {"序号", "车牌号码", "ACC状态", "开始时间", "结束时间", "持续时间", "开始位置", "结束位置", "里程(km)"}});
        !b.ok())
      return b;
    long long n = 0;
    for (const VehicleAcc& v : *rows) {
      sink.Expect(static_cast<long long>(v.intervals.size()));
      for (const auto& iv : v.intervals)
        if (Status a =
                sink.Add({++n, v.vehicle.plate, std::string(iv.on ? "开" : "关"), FormatLocalTime(iv.begin_ms, offset),
                          FormatLocalTime(iv.end_ms, offset), track::DurationText(iv.duration_ms() / 1000),
                          Place(iv.lat_begin, iv.lon_begin), Place(iv.lat_end, iv.lon_end), Km(iv.mileage_km())});
            !a.ok())
          return a;
    }
    return Status::Ok();
  };
  return ExportReply(s, call, {kExportTypeReport, "ACC明细" + (plate.empty() ? "" : "_" + plate), produce});
}

}  // namespace

void RegisterAccReportRoutes(ApiRouter& router, ApiServices& s) {
  const std::string base = "/car/v1/accelerate/report/accReport/";
  router.Add(base + "pageAccReport.json", Access::kSession, [&s](ApiCall& c) { return PageAccReport(s, c); });
  router.Add(base + "pageAccDetail.json", Access::kSession, [&s](ApiCall& c) { return PageAccDetail(s, c); });
  router.Add(base + "exportAccReport.json", Access::kSession, [&s](ApiCall& c) { return ExportAccReport(s, c); },
             {.button = kButtonAccExport});
  router.Add(base + "exportPageAccDetail.json", Access::kSession, [&s](ApiCall& c) { return ExportAccDetail(s, c); },
             {.button = kButtonAccDetailExport});
}

}  // namespace chelian::api::report
