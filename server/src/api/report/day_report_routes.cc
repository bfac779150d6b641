// Handlers of the daily-aggregate reports.
#include "api/report/day_report_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "api/export/export_reply.h"
#include "api/paging.h"
#include "api/report/day_report_params.h"
#include "api/report/day_report_tables.h"
#include "api/report/report_buttons.h"
#include "core/clock.h"
#include "store/monitor_repo.h"

namespace chelian::api {
namespace {

using report::Km;

constexpr char kBase[] = "/car/v1/accelerate/report/";
constexpr int kExportTypeMileage = 2;  // 下载列表: 里程记录

// The filter of a call: its vehicles, days and page; an error is a Chinese message.
struct CallFilter {
  store::DayReportFilter f;
  PageParams page;
};

Result<CallFilter> Read(ApiServices& s, const ApiCall& call, bool with_days) {
  CallFilter c;
  c.page = ReadPage(call, 10, 1000);
  auto f = report::ReadDayFilter(s, call, c.page, with_days);
  if (!f.ok()) return f.status();
  c.f = *f;
  return c;
}

std::string Range(const store::DayReportFilter& f) {
  return report::DayText(f.from_day) + "_" + report::DayText(f.to_day);
}

// 里程报表: per vehicle, km driven over the days.
net::HttpResponse PageMileage(ApiServices& s, const ApiCall& call) {
  auto c = Read(s, call, true);
  if (!c.ok()) return FromStatus(c.status());
  auto conn = s.db.Acquire();
  auto page = store::SumMileage(*conn, call.session().scope(), c->f);
  if (!page.ok()) return FromStatus(page.status());
  int offset = s.options.utc_offset_minutes;
  boost::json::array data;
  for (const auto& m : page->rows) {
    boost::json::object o;
    o["vehicleId"] = m.vehicle.asset_id;
    o["plate"] = m.vehicle.plate;
    o["terminalNo"] = m.vehicle.terminal_no;
    o["groupName"] = m.vehicle.group_name;
    o["groupId"] = m.vehicle.group_id;
    o["beginTimeS"] = FormatLocalTime(m.first_time, offset);
    o["endTimeS"] = FormatLocalTime(m.last_time, offset);
    o["thisMileage"] = Km(m.driven_km);
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), page->total, c->page));
}

// 里程明细: one vehicle's days.
net::HttpResponse ListMileageDetail(ApiServices& s, const ApiCall& call) {
  auto c = Read(s, call, true);
  if (!c.ok()) return FromStatus(c.status());
  if (!c->f.vehicle_id) return Fail(kFlagFail, "请选择车辆");
  auto conn = s.db.Acquire();
  auto page = store::ListVehicleDays(*conn, call.session().scope(), c->f);
  if (!page.ok()) return FromStatus(page.status());
  std::vector<long long> ids;
  for (const auto& v : page->rows) ids.push_back(v.vehicle.asset_id);
  auto concerns = store::ConcernsOf(*conn, call.session().user_id, ids);
  if (!concerns.ok()) return FromStatus(concerns.status());
  int offset = s.options.utc_offset_minutes;
  boost::json::array data;
  for (const auto& v : page->rows) {
    boost::json::object o;
    auto concern = concerns->find(v.vehicle.asset_id);
    o["concernLevel"] = concern == concerns->end() ? 0 : concern->second.level;  // the caller's 关注度, 0 未关注
    o["remark"] = concern == concerns->end() ? std::string() : concern->second.remark;
    o["vehicleId"] = v.vehicle.asset_id;
    o["plate"] = v.vehicle.plate;
    o["date"] = report::DayText(v.day.day);
    o["mileageBegin"] = Km(v.day.mileage_begin);
    o["mileageEnd"] = Km(v.day.mileage_end);
    o["thisMileage"] = Km(v.day.driven_km);
    o["beginTimeS"] = FormatLocalTime(v.day.first_time, offset);
    o["endTimeS"] = FormatLocalTime(v.day.last_time, offset);
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), page->total, c->page));
}

net::HttpResponse ExportMileageDetail(ApiServices& s, const ApiCall& call) {
  auto c = Read(s, call, true);
  if (!c.ok()) return FromStatus(c.status());
  if (!c->f.vehicle_id) return Fail(kFlagFail, "请选择车辆");
  return ExportReply(s, call,
                     {kExportTypeReport, "里程明细_" + Range(c->f),
                      exporter::FromTable([scope = call.session().scope(), f = c->f](store::Connection& conn) {
                        return report::MileageDetailTable(conn, scope, f);
                      })});
}

// export/mileage.json: the 里程报表 of the filter as a download-center job (type 2 里程记录).
net::HttpResponse ExportMileage(ApiServices& s, exporter::ExportRunner& exports, const ApiCall& call) {
  auto c = Read(s, call, true);
  if (!c.ok()) return FromStatus(c.status());
  const auto session = call.session();
  store::Scope scope = session.scope();
  {
    auto conn = s.db.Acquire();  // a foreign vehicle or group is refused now, not in the job
    store::DayReportFilter probe = c->f;
    probe.limit = 1;
    auto first = store::SumMileage(*conn, scope, probe);
    if (!first.ok()) return FromStatus(first.status());
    if (first->total == 0) return Fail(kFlagFail, "暂无里程数据");
  }
  exporter::ExportRequest req;
  req.user_id = session.user_id;
  req.group_id = session.group_id;
  req.type = kExportTypeMileage;
  req.title = "里程报表";
  int offset = s.options.utc_offset_minutes;
  store::DayReportFilter f = c->f;
  req.produce = exporter::FromTable(
      [scope, f, offset](store::Connection& conn) { return report::MileageTable(conn, scope, f, offset); });
  auto record = exports.Submit(std::move(req));
  if (!record.ok()) return FromStatus(record.status());
  return Ok(boost::json::object{{"id", record->id}, {"fileName", record->name}});
}

// 总里程查询: every vehicle's latest total.
net::HttpResponse PageTotalMileage(ApiServices& s, const ApiCall& call) {
  auto c = Read(s, call, false);
  if (!c.ok()) return FromStatus(c.status());
  auto conn = s.db.Acquire();
  auto page = store::ListLatestStates(*conn, call.session().scope(), c->f, false);
  if (!page.ok()) return FromStatus(page.status());
  int offset = s.options.utc_offset_minutes;
  boost::json::array data;
  for (const auto& v : page->rows) {
    boost::json::object o;
    o["V"] = v.vehicle.asset_id;
    o["PL"] = v.vehicle.plate;
    o["GN"] = v.vehicle.group_name;
    o["SI"] = v.vehicle.sim;
    o["TE"] = v.vehicle.terminal_no;
    o["TY"] = v.vehicle.terminal_type;
    o["TI"] = v.fix_time ? FormatLocalTime(v.fix_time, offset) : "";
    o["MI"] = Km(v.mileage);
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), page->total, c->page));
}

report::OfflineWindow Window(ApiServices& s, const ApiCall& call) {
  report::OfflineWindow w;
  w.now_ms = s.now();
  w.min_minutes = std::max(0LL, call.IntParam("beginOffTimeMin").value_or(0));
  w.max_minutes = std::max(0LL, call.IntParam("endOffTimeMin").value_or(0));
  return w;
}

// 离线统计: vehicles whose last report is beginOffTimeMin..endOffTimeMin minutes old (0: open end).
net::HttpResponse PageOffOnline(ApiServices& s, const ApiCall& call) {
  auto c = Read(s, call, false);
  if (!c.ok()) return FromStatus(c.status());
  report::OfflineWindow w = Window(s, call);
  if (w.max_minutes > 0 && w.max_minutes <= w.min_minutes) return Fail(kFlagFail, "离线时间范围错误");
  auto conn = s.db.Acquire();
  auto page = store::ListOfflineVehicles(*conn, call.session().scope(), c->f, w.SinceMs(), w.UntilMs());
  if (!page.ok()) return FromStatus(page.status());
  std::vector<long long> ids;
  for (const auto& v : page->rows) ids.push_back(v.vehicle.asset_id);
  auto concerns = store::ConcernsOf(*conn, call.session().user_id, ids);
  if (!concerns.ok()) return FromStatus(concerns.status());
  int offset = s.options.utc_offset_minutes;
  boost::json::array data;
  for (const auto& v : page->rows) {
    boost::json::object o;
    auto concern = concerns->find(v.vehicle.asset_id);
    o["concernLevel"] = concern == concerns->end() ? 0 : concern->second.level;  // the caller's 关注度, 0 未关注
    o["remark"] = concern == concerns->end() ? std::string() : concern->second.remark;
    o["vehicleId"] = v.vehicle.asset_id;
    o["groupId"] = v.vehicle.group_id;
    o["P"] = v.vehicle.plate;
    o["G"] = v.vehicle.group_name;
    o["M"] = v.vehicle.sim;
    o["N"] = v.vehicle.terminal_no;
    o["Y"] = v.vehicle.vehicle_type;
    o["T"] = FormatLocalTime(v.recv_time, offset);
    o["S"] = report::DurationText(w.now_ms - v.recv_time);
    o["D"] = (w.now_ms - v.recv_time) / 60'000;  // minutes offline
    o["O"] = v.lon;
    o["A"] = v.lat;
    o["Z"] = 3;
    o["NOW"] = FormatLocalTime(w.now_ms, offset);
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), page->total, c->page));
}

report::BatteryBound Bound(const ApiCall& call) {
  report::BatteryBound b;
  b.percent = static_cast<int>(call.IntParam("percent").value_or(30));
  b.at_most = call.ParamOr("gl", "l") != "g";
  return b;
}

// 剩余电量: vehicles whose reported battery is at most / at least `percent`.
net::HttpResponse PageEnergy(ApiServices& s, const ApiCall& call) {
  auto c = Read(s, call, false);
  if (!c.ok()) return FromStatus(c.status());
  report::BatteryBound b = Bound(call);
  if (b.percent < 0 || b.percent > 100) return Fail(kFlagFail, "电量应在0到100之间");
  store::DayReportFilter all = c->f;
  all.limit = 0;  // the level is inside the attributes: filtered here, then paged
  auto conn = s.db.Acquire();
  auto states = store::ListLatestStates(*conn, call.session().scope(), all, true);
  if (!states.ok()) return FromStatus(states.status());
  boost::json::array data;
  long long total = 0;
  for (const auto& v : states->rows) {
    if (!b.Holds(v.battery_pct)) continue;
    if (total++ < c->f.offset || static_cast<long long>(data.size()) >= c->f.limit) continue;
    boost::json::object o;
    o["V"] = v.vehicle.asset_id;
    o["P"] = v.vehicle.plate;
    o["G"] = v.vehicle.group_name;
    o["W"] = v.vehicle.owner;
    o["N"] = v.vehicle.terminal_no;
    o["E"] = v.battery_pct;
    o["I"] = v.vehicle.sim;
    o["C"] = "";
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), total, c->page));
}

// 剩余电量 › 电量趋势: one vehicle's lowest and last battery level per day (vehicleId, startTime, endTime;
// the last 7 days by default, at most 93).
net::HttpResponse BatteryTrend(ApiServices& s, const ApiCall& call) {
  if (call.IntParam("vehicleId").value_or(0) <= 0) return Fail(kFlagFail, "请选择车辆");
  auto c = Read(s, call, true);
  if (!c.ok()) return FromStatus(c.status());
  auto conn = s.db.Acquire();
  auto days = store::ListBatteryDays(*conn, call.session().scope(), c->f);
  if (!days.ok()) return FromStatus(days.status());
  boost::json::array data;
  for (const auto& d : *days)
    data.push_back(boost::json::object{{"day", report::DayText(d.day)}, {"min", d.min_pct}, {"last", d.last_pct}});
  return Ok(boost::json::object{{"data", std::move(data)},
                                {"startDay", report::DayText(c->f.from_day)},
                                {"endDay", report::DayText(c->f.to_day)}});
}

// 车辆日在线: online minutes (and the day's other totals) per vehicle and day.
net::HttpResponse PageDayOnline(ApiServices& s, const ApiCall& call) {
  auto c = Read(s, call, true);
  if (!c.ok()) return FromStatus(c.status());
  auto conn = s.db.Acquire();
  auto page = store::ListVehicleDays(*conn, call.session().scope(), c->f);
  if (!page.ok()) return FromStatus(page.status());
  boost::json::array data;
  for (const auto& v : page->rows) {
    const auto& d = v.day;
    boost::json::object o;
    o["vehicleId"] = v.vehicle.asset_id;
    o["plate"] = v.vehicle.plate;
    o["terminalNo"] = v.vehicle.terminal_no;
    o["groupName"] = v.vehicle.group_name;
    o["date"] = report::DayText(d.day);
    o["onlineMinutes"] = d.online_s / 60;
    o["onlineRate"] = std::round(d.online_s / 864.0 * 10) / 10;  // percent of the day
    o["thisMileage"] = Km(d.driven_km);
    o["driveMinutes"] = d.driving_s / 60;
    o["accMinutes"] = d.acc_on_s / 60;
    o["stopNum"] = d.stops;
    o["alarmNum"] = d.alarms;
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), page->total, c->page));
}

// A file export (or a download-center job, api/export/export_reply.h): the call's filter, every row.
template <typename Build>
net::HttpResponse FileExport(ApiServices& s, const ApiCall& call, bool with_days, const std::string& name,
                             Build build) {
  auto c = Read(s, call, with_days);
  if (!c.ok()) return FromStatus(c.status());
  auto table = [build, scope = call.session().scope(), f = c->f](store::Connection& conn) {
    return build(conn, scope, f);
  };
  return ExportReply(s, call,
                     {kExportTypeReport, with_days ? name + "_" + Range(c->f) : name, exporter::FromTable(table)});
}

}  // namespace

void RegisterDayReportRoutes(ApiRouter& router, ApiServices& s, exporter::ExportRunner& exports) {
  const std::string base = kBase;
  const int offset = s.options.utc_offset_minutes;
  auto add = [&](const std::string& path, ApiHandler h, long long button = 0) {
    router.Add(base + path, Access::kSession, std::move(h), {.button = button});
  };
  add("mileageReport/pageMileage.json", [&s](ApiCall& c) { return PageMileage(s, c); });
  add("mileageReport/listMileageDetail.json", [&s](ApiCall& c) { return ListMileageDetail(s, c); });
  add(
      "mileageReport/exportMileageDetail.json", [&s](ApiCall& c) { return ExportMileageDetail(s, c); },
      report::kButtonMileageExport);
  router.Add("/car/v1/accelerate/export/mileage.json", Access::kSession,
             [&s, &exports](ApiCall& c) { return ExportMileage(s, exports, c); },
             {.button = report::kButtonMileageExport});
  add("totalMileageReport/pageTotalMileageReport.json", [&s](ApiCall& c) { return PageTotalMileage(s, c); });
  add(
      "totalMileageReport/exportTotalMileageReport.json",
      [&s, offset](ApiCall& c) {
        return FileExport(s, c, false, "总里程查询", [offset](auto& conn, const auto& scope, const auto& f) {
          return report::TotalMileageTable(conn, scope, f, offset);
        });
      },
      report::kButtonTotalMileageExport);
  add("offOnlineReport/pageOffOnline.json", [&s](ApiCall& c) { return PageOffOnline(s, c); });
  add(
      "offOnlineReport/exportOffOnline.json",
      [&s, offset](ApiCall& c) {
        report::OfflineWindow w = Window(s, c);
        return FileExport(s, c, false, "离线统计", [w, offset](auto& conn, const auto& scope, const auto& f) {
          return report::OfflineTable(conn, scope, f, w, offset);
        });
      },
      report::kButtonOfflineExport);
  add("energyReport/pageEnergyReport.json", [&s](ApiCall& c) { return PageEnergy(s, c); });
  add("energyReport/batteryTrend.json", [&s](ApiCall& c) { return BatteryTrend(s, c); });
  add(
      "energyReport/exportEnergyReport.json",
      [&s](ApiCall& c) {
        report::BatteryBound b = Bound(c);
        return FileExport(s, c, false, "剩余电量", [b](auto& conn, const auto& scope, const auto& f) {
          return report::EnergyTable(conn, scope, f, b);
        });
      },
      report::kButtonEnergyExport);
  add("carDayOnline/pageCarDayOnline.json", [&s](ApiCall& c) { return PageDayOnline(s, c); });
  add("carDayOnline/exportCarDayOnline.json", [&s](ApiCall& c) {
    return FileExport(s, c, true, "车辆日在线", [](auto& conn, const auto& scope, const auto& f) {
      return report::DayOnlineTable(conn, scope, f);
    });
  });
}

}  // namespace chelian::api
