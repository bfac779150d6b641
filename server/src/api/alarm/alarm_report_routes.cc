// Handlers of the alarm report calls.
#include "api/alarm/alarm_report_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "api/export/export_reply.h"
#include "api/paging.h"
#include "api/report/report_buttons.h"
#include "core/json.h"
#include "core/strings.h"
#include "domain/alarm_codes.h"
#include "store/alarm_query.h"

namespace chelian::api {
namespace {

// Codes from a comma-separated list of `enType` codes; unknown entries (the scripts send the
// string "None") are ignored. Labels (`type`, Chinese) are accepted too.
std::vector<std::string> Codes(const std::string& codes, const std::string& labels) {
  std::vector<std::string> out;
  for (auto part : Split(codes, ','))
    if (auto c = AlarmCodeFromName(Trim(part))) out.emplace_back(AlarmCodeName(*c));
  for (auto part : Split(labels, ','))
    if (auto c = AlarmCodeFromLabel(Trim(part))) out.emplace_back(AlarmCodeName(*c));
  return out;
}

// The common filter; errors are Chinese messages for the envelope.
Result<store::AlarmFilter> Filter(ApiServices& s, const ApiCall& call) {
  store::AlarmFilter f;
  int offset = s.options.utc_offset_minutes;
  long long now = s.now();
  auto from = ParseLocalTime(call.ParamOr("startTime", ""), offset);
  auto to = ParseLocalTime(call.ParamOr("endTime", ""), offset);
  if (call.Param("startTime") && !from) return InvalidArgument("开始时间格式错误，应为 yyyy-MM-dd HH:mm:ss");
  if (call.Param("endTime") && !to) return InvalidArgument("结束时间格式错误，应为 yyyy-MM-dd HH:mm:ss");
  // Default: today (local) until now.
  long long day_ms = 86'400'000, local_now = now + offset * 60'000LL;
  f.begin_from = from.value_or(local_now - local_now % day_ms - offset * 60'000LL);
  f.begin_to = to.value_or(now);
  if (f.begin_to < f.begin_from) return InvalidArgument("结束时间不能早于开始时间");
  if (f.begin_to - f.begin_from > 93 * day_ms) return InvalidArgument("查询时间范围不能超过3个月");
  PageParams page = ReadPage(call, 10, 1000);
  f.page_number = page.page_number;
  f.page_size = page.page_size;
  f.long_stay = static_cast<int>(call.IntParam("longStay").value_or(0));
  f.hide_expired_at = HideExpiredAt(s);
  return f;
}

void PutIfSet(boost::json::object& o, const char* key, long long ms, int offset) {
  if (ms) o[key] = FormatLocalTime(ms, offset);
}

boost::json::object EpisodeJson(const store::AlarmRecord& a, int offset) {
  boost::json::object o;
  o["alarmId"] = a.id;
  o["vehicleId"] = a.vehicle_id;
  o["groupId"] = a.group_id;
  o["plate"] = a.plate;
  o["terminalNo"] = a.terminal_no;
  o["groupName"] = a.group_name;
  o["enType"] = a.code;
  o["type"] = a.label;
  o["alarmNum"] = 1;
  o["timeBegin"] = FormatLocalTime(a.begin_time, offset);
  o["speedBegin"] = a.begin_speed;
  o["latBegin"] = a.begin_lat;
  o["lonBegin"] = a.begin_lon;
  o["mileageBegin"] = a.begin_mileage;
  o["directBegin"] = a.begin_course;
  if (a.end_time) {
    o["timeEnd"] = FormatLocalTime(a.end_time, offset);
    o["speedEnd"] = a.end_speed;
    o["latEnd"] = a.end_lat;
    o["lonEnd"] = a.end_lon;
    o["mileageEnd"] = a.end_mileage;
    o["directEnd"] = a.end_course;
    o["time"] = (a.end_time - a.begin_time) / 1000;  // duration, seconds
  }
  o["source"] = a.source;
  o["kind"] = a.kind;  // the asset's kind (D157): the console names a person or pet by it
  o["active"] = a.end_time ? 0 : 1;
  if (!a.data.empty()) {
    bool ok = false;
    auto data = ParseJson(a.data, &ok);
    if (ok && data.is_object())
      if (const auto* p = data.as_object().if_contains("pathName"); p && p->is_string()) o["pathName"] = *p;
  }
  o["handled"] = a.handled;
  if (a.handled) {
    o["result"] = a.result;
    o["remark"] = a.remark;
    o["contact"] = a.contact;
    o["phone"] = a.contact_phone;
    o["userName"] = a.handled_by_name;
    PutIfSet(o, "proTime", a.handled_at, offset);
  }
  PutIfSet(o, "insertTime", a.insert_time, offset);
  PutIfSet(o, "updateTime", a.update_time, offset);
  return o;
}

boost::json::object PageJson(boost::json::array data, long long total, const store::AlarmFilter& f) {
  return PageObject(std::move(data), total, {f.page_number, f.page_size});
}

Result<store::AlarmFilter> DetailFilter(ApiServices& s, const ApiCall& call) {
  auto f = Filter(s, call);
  if (!f.ok()) return f;
  f->vehicle_id = call.IntParam("vehicleId").value_or(0);
  if (!f->vehicle_id) return InvalidArgument("请选择车辆");
  f->codes = Codes(call.ParamOr("enType", call.ParamOr("alarmTypes", "")), call.ParamOr("type", ""));
  return f;
}

net::HttpResponse Detail(ApiServices& s, const ApiCall& call) {
  auto f = DetailFilter(s, call);
  if (!f.ok()) return FromStatus(f.status());
  auto conn = s.db.Acquire();
  auto page = store::QueryAlarmEpisodes(*conn, call.session().scope(), *f);
  if (!page.ok()) return FromStatus(page.status());
  boost::json::array data;
  for (const auto& a : page->rows) data.push_back(EpisodeJson(a, s.options.utc_offset_minutes));
  return Ok(PageJson(std::move(data), page->total, *f));
}

Result<store::AlarmFilter> AnalysisFilter(ApiServices& s, const ApiCall& call) {
  auto f = Filter(s, call);
  if (!f.ok()) return f;
  long long choose = call.IntParam("chooseId").value_or(0);
  if (call.IntParam("flag").value_or(0) == 1)
    f->vehicle_id = choose;
  else
    f->group_id = choose ? choose : call.IntParam("groupId").value_or(0);
  f->codes = Codes(call.ParamOr("alarmTypes", ""), call.ParamOr("type", ""));
  return f;
}

net::HttpResponse Analysis(ApiServices& s, const ApiCall& call) {
  auto f = AnalysisFilter(s, call);
  if (!f.ok()) return FromStatus(f.status());
  auto conn = s.db.Acquire();
  auto page = store::SummarizeAlarms(*conn, call.session().scope(), *f);
  if (!page.ok()) return FromStatus(page.status());
  boost::json::array data;
  int offset = s.options.utc_offset_minutes;
  for (const auto& a : page->rows) {
    boost::json::object o;
    o["vehicleId"] = a.vehicle_id;
    o["plate"] = a.plate;
    o["terminalNo"] = a.terminal_no;
    o["groupName"] = a.group_name;
    o["enAlarmType"] = a.code;
    o["type"] = a.label;
    o["num"] = a.num;
    o["startTime"] = FormatLocalTime(a.first_begin, offset);
    o["endTime"] = FormatLocalTime(a.last_begin, offset);
    data.push_back(std::move(o));
  }
  return Ok(PageJson(std::move(data), page->total, *f));
}

// newQueryAlarm: episodes of a group (chooseId with flag 0, or groupId) or one vehicle (flag 1 or
// vehicleId), by begin time, type and handling state.
net::HttpResponse NewQuery(ApiServices& s, const ApiCall& call) {
  auto f = Filter(s, call);
  if (!f.ok()) return FromStatus(f.status());
  long long choose = call.IntParam("chooseId").value_or(0);
  if (call.IntParam("flag").value_or(0) == 1)
    f->vehicle_id = choose;
  else
    f->group_id = choose ? choose : call.IntParam("groupId").value_or(0);
  if (auto v = call.IntParam("vehicleId")) f->vehicle_id = *v;
  f->codes = Codes(call.ParamOr("alarmTypes", call.ParamOr("enType", "")), call.ParamOr("type", ""));
  f->handled = static_cast<int>(call.IntParam("handled").value_or(-1));
  f->keyword = std::string(Trim(call.ParamOr("keyword", "")));
  auto conn = s.db.Acquire();
  auto page = store::QueryAlarmEpisodes(*conn, call.session().scope(), *f);
  if (!page.ok()) return FromStatus(page.status());
  boost::json::array data;
  for (const auto& a : page->rows) data.push_back(EpisodeJson(a, s.options.utc_offset_minutes));
  return Ok(PageJson(std::move(data), page->total, *f));
}

// The real-time filter: unhandled episodes begun within the window, optional types, group and
// plate / group-name keyword.
store::AlarmFilter RealtimeFilter(ApiServices& s, const ApiCall& call, long long window_ms) {
  store::AlarmFilter f;
  long long now = s.now();
  f.begin_from = now - window_ms;
  f.begin_to = now + 600'000;  // devices a little ahead of the server clock
  f.handled = 0;
  f.group_id = call.IntParam("groupId").value_or(0);
  f.vehicle_id = call.IntParam("vehicleId").value_or(0);
  f.codes = Codes(call.ParamOr("alarmTypes", call.ParamOr("enType", "")), call.ParamOr("type", ""));
  f.keyword = std::string(Trim(call.ParamOr("keyword", "")));
  PageParams page = ReadPage(call, 10, 1000);
  f.page_number = page.page_number;
  f.page_size = page.page_size;
  f.hide_expired_at = HideExpiredAt(s);
  return f;
}

net::HttpResponse Realtime(ApiServices& s, const ApiCall& call, long long window_ms) {
  store::AlarmFilter f = RealtimeFilter(s, call, window_ms);
  auto conn = s.db.Acquire();
  auto page = store::QueryAlarmEpisodes(*conn, call.session().scope(), f);
  if (!page.ok()) return FromStatus(page.status());
  boost::json::array data;
  for (const auto& a : page->rows) data.push_back(EpisodeJson(a, s.options.utc_offset_minutes));
  return Ok(PageJson(std::move(data), page->total, f));
}

net::HttpResponse RealtimeCount(ApiServices& s, const ApiCall& call, long long window_ms) {
  store::AlarmFilter f = RealtimeFilter(s, call, window_ms);
  auto conn = s.db.Acquire();
  auto counts = store::CountAlarms(*conn, call.session().scope(), f);
  if (!counts.ok()) return FromStatus(counts.status());
  boost::json::array list;
  for (const auto& c : counts->by_code)
    list.push_back(boost::json::object{{"enType", c.code}, {"type", c.label}, {"num", c.num}, {"active", c.active}});
  return Ok(boost::json::object{{"total", counts->total},
                                {"active", counts->active},
                                {"vehicles", counts->vehicles},
                                {"list", std::move(list)},
                                {"updateTime", FormatLocalTime(s.now(), s.options.utc_offset_minutes)}});
}

constexpr int kExportPageSize = 1000;
constexpr int kExportTypeAlarm = 1;  // 下载列表 type 报警记录

// Every summary of `f` as the 报警记录 sheet, read a page at a time.
Result<exporter::Table> AnalysisTable(store::Connection& conn, const store::Scope& scope, store::AlarmFilter f,
                                      int offset) {
  exporter::Table t;
  t.sheet_name = "报警记录";
  t.title = "报警记录 " + FormatLocalTime(f.begin_from, offset) + " 至 " + FormatLocalTime(f.begin_to, offset);
  t.headers = {"序号", "车牌号", "设备号", "所属车组", "报警类型", "开始时间", "结束时间", "报警次数"};
  f.page_size = kExportPageSize;
  long long n = 0;
  for (f.page_number = 1;; ++f.page_number) {
    auto page = store::SummarizeAlarms(conn, scope, f);
    if (!page.ok()) return page.status();
    for (const auto& a : page->rows)
      t.rows.push_back({++n, a.plate, a.terminal_no, a.group_name, a.label, FormatLocalTime(a.first_begin, offset),
                        FormatLocalTime(a.last_begin, offset), a.num});
    if (page->rows.size() < static_cast<size_t>(kExportPageSize)) break;
  }
  return t;
}

// export/alarm.json: checks there is something to export, then queues the sheet in the download
// center (the reply carries only flag and msg; the file appears in 下载列表).
net::HttpResponse ExportAnalysis(ApiServices& s, exporter::ExportRunner& exports, const ApiCall& call) {
  auto f = AnalysisFilter(s, call);
  if (!f.ok()) return FromStatus(f.status());
  const store::Scope scope = call.session().scope();
  {
    store::AlarmFilter probe = *f;
    probe.page_number = 1;
    probe.page_size = 1;
    auto conn = s.db.Acquire();
    auto page = store::SummarizeAlarms(*conn, scope, probe);
    if (!page.ok()) return FromStatus(page.status());
    if (page->total == 0) return Fail(kFlagFail, "暂无报警数据");
  }
  exporter::ExportRequest req;
  req.user_id = call.session().user_id;
  req.group_id = call.session().group_id;
  req.type = kExportTypeAlarm;
  req.title = "报警记录";
  int offset = s.options.utc_offset_minutes;
  req.produce = exporter::FromTable(
      [scope, filter = *f, offset](store::Connection& conn) { return AnalysisTable(conn, scope, filter, offset); });
  auto record = exports.Submit(std::move(req));
  if (!record.ok()) return FromStatus(record.status());
  return Ok(boost::json::object{{"id", record->id}, {"fileName", record->name}, {"status", record->status}});
}

// report/alarm/exportAlarmDetail.json: one vehicle's episodes as a file.
net::HttpResponse ExportDetail(ApiServices& s, const ApiCall& call) {
  auto f = DetailFilter(s, call);
  if (!f.ok()) return FromStatus(f.status());
  store::Scope scope = call.session().scope();
  std::string plate;
  {
    auto conn = s.db.Acquire();  // the file is named after the vehicle
    store::AlarmFilter probe = *f;
    probe.page_number = 1;
    probe.page_size = 1;
    auto first = store::QueryAlarmEpisodes(*conn, scope, probe);
    if (!first.ok()) return FromStatus(first.status());
    if (!first->rows.empty()) plate = first->rows.front().plate;
  }
  auto produce = [scope, f = *f, offset = s.options.utc_offset_minutes](store::Connection& conn,
                                                                        exporter::RowSink& sink) mutable -> Status {
    if (Status b = sink.Begin({"报警明细",
                               "",
                               {"序号", "车牌号", "报警类型", "开始时间", "结束时间", "开始速度(km/h)", "开始位置",
                                "处理结果", "处理人"}});
        !b.ok())
      return b;
    f.page_size = kExportPageSize;
    long long n = 0;
    for (f.page_number = 1;; ++f.page_number) {
      auto page = store::QueryAlarmEpisodes(conn, scope, f);
      if (!page.ok()) return page.status();
      if (f.page_number == 1) sink.Expect(page->total);
      for (const auto& a : page->rows)
        if (Status r = sink.Add({++n, a.plate, a.label, FormatLocalTime(a.begin_time, offset),
                                 a.end_time ? FormatLocalTime(a.end_time, offset) : std::string("进行中"),
                                 a.begin_speed, std::to_string(a.begin_lon) + "," + std::to_string(a.begin_lat),
                                 std::string(a.handled ? "已处理" : "未处理"), a.handled_by_name});
            !r.ok())
          return r;
      if (page->rows.size() < static_cast<size_t>(kExportPageSize)) return Status::Ok();
    }
  };
  return ExportReply(s, call, {kExportTypeReport, "报警明细" + (plate.empty() ? "" : "_" + plate), produce});
}

}  // namespace

void RegisterAlarmExportRoutes(ApiRouter& router, ApiServices& s, exporter::ExportRunner& exports) {
  router.Add("/car/v1/accelerate/export/alarm.json", Access::kSession,
             [&s, &exports](ApiCall& c) { return ExportAnalysis(s, exports, c); },
             {.button = report::kButtonAlarmExport});
  router.Add("/car/v1/accelerate/report/alarm/exportAlarmDetail.json", Access::kSession,
             [&s](ApiCall& c) { return ExportDetail(s, c); }, {.button = report::kButtonAlarmDetailExport});
}

void RegisterAlarmQueryRoutes(ApiRouter& router, ApiServices& s, long long window_ms) {
  const std::string base = "/car/v1/accelerate/report/alarm/";
  router.Add(base + "newQueryAlarm", Access::kSession, [&s](ApiCall& c) { return NewQuery(s, c); });
  router.Add(base + "actualTimeAlarmQuery.json", Access::kSession,
             [&s, window_ms](ApiCall& c) { return Realtime(s, c, window_ms); });
  router.Add(base + "queryActualTimeAlarmNum.json", Access::kSession,
             [&s, window_ms](ApiCall& c) { return RealtimeCount(s, c, window_ms); });
}

void RegisterAlarmReportRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v1/accelerate/report/alarm/alarmDetail.json", Access::kSession,
             [&s](ApiCall& c) { return Detail(s, c); });
  router.Add("/car/v1/accelerate/report/alarm/alarmInfoList.json", Access::kSession,
             [&s](ApiCall& c) { return Detail(s, c); });
  router.Add("/car/v1/accelerate/report/alarm/alarmAnalysis.json", Access::kSession,
             [&s](ApiCall& c) { return Analysis(s, c); });
}

}  // namespace chelian::api
