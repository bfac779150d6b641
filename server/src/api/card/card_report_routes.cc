// 考勤日报 / 考勤月报 / 巡更记录: attendance/day.json {day, groupId?, keyword?, pageNumber, pageSize},
// attendance/month.json {month: yyyy-MM, …}, patrol/record.json {day, …} → pages of rows; their
// exports (attendance/exportDay.json, exportMonth.json, patrol/exportRecord.json) go through the
// download center (toCenter=1) or answer the file.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/card/card_params.h"
#include "api/card/card_reports.h"
#include "api/card/card_routes.h"
#include "api/envelope.h"
#include "api/export/export_reply.h"
#include "api/paging.h"
#include "core/clock.h"
#include "core/strings.h"
#include "export/export_runner.h"

namespace chelian::api::card {
namespace {

PeopleFilter ReadFilter(const ApiCall& call) {
  return {call.IntParam("groupId").value_or(0), std::string(Trim(call.ParamOr("keyword", "")))};
}

std::string Time(long long ms, int offset) { return ms ? FormatLocalTime(ms, offset) : ""; }

void PutPerson(boost::json::object& o, const store::CardPerson& p) {
  o["personId"] = p.id;
  o["name"] = p.name;
  o["personNo"] = p.person_no;
  o["department"] = p.department;
  o["groupName"] = p.group_name;
  o["terminalNo"] = p.terminal_no;
}

// The rows [from, from + size) of `all` as a page object.
net::HttpResponse Paged(boost::json::array all, const PageParams& page) {
  const long long total = static_cast<long long>(all.size());
  boost::json::array data;
  for (long long i = static_cast<long long>(page.page_number - 1) * page.page_size;
       i < total && data.size() < static_cast<size_t>(page.page_size); ++i)
    data.push_back(std::move(all[i]));
  return Ok(PageObject(std::move(data), total, page));
}

net::HttpResponse Day(ApiServices& s, const ApiCall& call) {
  const int offset = s.options.utc_offset_minutes;
  auto day = ParseDay(call.ParamOr("day", ""), offset);
  if (!day.ok()) return FromStatus(day.status());
  auto conn = s.db.Acquire();
  auto rows = AttendanceOfDay(*conn, call.session().scope(), ReadFilter(call), *day, s.now());
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array all;
  for (const auto& r : *rows) {
    boost::json::object o;
    PutPerson(o, r.person);
    o["ruleName"] = r.rule_name;
    o["shift"] = r.shift;
    o["arriveTime"] = Time(r.day.arrive_ms, offset);
    o["leaveTime"] = Time(r.day.leave_ms, offset);
    o["lateMinutes"] = r.day.late_min;
    o["earlyMinutes"] = r.day.early_min;
    o["status"] = r.status;
    o["statusName"] = AttendanceStatusName(r.status);
    all.push_back(std::move(o));
  }
  return Paged(std::move(all), ReadPage(call, 20, 1000));
}

net::HttpResponse Month(ApiServices& s, const ApiCall& call) {
  auto month = ParseMonth(call.ParamOr("month", ""), s.options.utc_offset_minutes);
  if (!month.ok()) return FromStatus(month.status());
  auto conn = s.db.Acquire();
  auto rows =
      AttendanceOfMonth(*conn, call.session().scope(), ReadFilter(call), month->first_day_ms, month->days, s.now());
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array all;
  for (const auto& r : *rows) {
    boost::json::object o;
    PutPerson(o, r.person);
    o["ruleName"] = r.rule_name;
    o["days"] = r.days;
    o["normalDays"] = r.normal;
    o["lateDays"] = r.late;
    o["earlyDays"] = r.early;
    o["absentDays"] = r.absent;
    o["lateMinutes"] = r.late_minutes;
    o["earlyMinutes"] = r.early_minutes;
    all.push_back(std::move(o));
  }
  return Paged(std::move(all), ReadPage(call, 20, 1000));
}

net::HttpResponse Patrol(ApiServices& s, const ApiCall& call) {
  const int offset = s.options.utc_offset_minutes;
  auto day = ParseDay(call.ParamOr("day", ""), offset);
  if (!day.ok()) return FromStatus(day.status());
  auto conn = s.db.Acquire();
  auto rows = PatrolOfDay(*conn, call.session().scope(), ReadFilter(call), *day);
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array all;
  for (const auto& r : *rows) {
    boost::json::object o;
    PutPerson(o, r.person);
    o["pointId"] = r.point.id;
    o["pointName"] = r.point.name;
    o["window"] = ShiftText(r.point.start_min, r.point.end_min);
    o["checkInTime"] = Time(r.check_in_ms, offset);
    o["checked"] = r.check_in_ms ? 1 : 0;
    all.push_back(std::move(o));
  }
  return Paged(std::move(all), ReadPage(call, 20, 1000));
}

net::HttpResponse ExportDay(ApiServices& s, const ApiCall& call) {
  const int offset = s.options.utc_offset_minutes;
  auto day = ParseDay(call.ParamOr("day", ""), offset);
  if (!day.ok()) return FromStatus(day.status());
  const std::string day_text(Trim(call.ParamOr("day", "")));
  return ExportReply(s, call,
                     {kExportTypeReport, "考勤日报_" + day_text,
                      exporter::FromTable([scope = call.session().scope(), f = ReadFilter(call), d = *day,
                                           now = s.now(), offset](store::Connection& conn) {
                        return AttendanceDayTable(conn, scope, f, d, now, offset);
                      })});
}

net::HttpResponse ExportMonth(ApiServices& s, const ApiCall& call) {
  auto month = ParseMonth(call.ParamOr("month", ""), s.options.utc_offset_minutes);
  if (!month.ok()) return FromStatus(month.status());
  const std::string month_text(Trim(call.ParamOr("month", "")));
  return ExportReply(s, call,
                     {kExportTypeReport, "考勤月报_" + month_text,
                      exporter::FromTable([scope = call.session().scope(), f = ReadFilter(call), m = *month,
                                           now = s.now()](store::Connection& conn) {
                        return AttendanceMonthTable(conn, scope, f, m.first_day_ms, m.days, now);
                      })});
}

net::HttpResponse ExportPatrol(ApiServices& s, const ApiCall& call) {
  const int offset = s.options.utc_offset_minutes;
  auto day = ParseDay(call.ParamOr("day", ""), offset);
  if (!day.ok()) return FromStatus(day.status());
  const std::string day_text(Trim(call.ParamOr("day", "")));
  return ExportReply(
      s, call,
      {kExportTypeReport, "巡更记录_" + day_text,
       exporter::FromTable([scope = call.session().scope(), f = ReadFilter(call), d = *day,
                            offset](store::Connection& conn) { return PatrolDayTable(conn, scope, f, d, offset); })});
}

}  // namespace

void RegisterReportRoutes(ApiRouter& router, ApiServices& s) {
  const std::string base = "/car/v4/api/card/";
  router.Add(base + "attendance/day.json", Access::kSession, [&s](ApiCall& c) { return Day(s, c); });
  router.Add(base + "attendance/month.json", Access::kSession, [&s](ApiCall& c) { return Month(s, c); });
  router.Add(base + "patrol/record.json", Access::kSession, [&s](ApiCall& c) { return Patrol(s, c); });
  // Each export needs its page's 导出 button (migration 0100).
  router.Add(base + "attendance/exportDay.json", Access::kSession, [&s](ApiCall& c) { return ExportDay(s, c); },
             {.button = 110401, .refusal = "没有导出权限"});
  router.Add(base + "attendance/exportMonth.json", Access::kSession, [&s](ApiCall& c) { return ExportMonth(s, c); },
             {.button = 110501, .refusal = "没有导出权限"});
  router.Add(base + "patrol/exportRecord.json", Access::kSession, [&s](ApiCall& c) { return ExportPatrol(s, c); },
             {.button = 110701, .refusal = "没有导出权限"});
}

}  // namespace chelian::api::card
