// 新国标 合规检查 (one bike over a period, with its evidence) and 合规月报 (a fleet's month: a row per
// bike, totals and the verdict counts; exported through the download center).
#include <cstdio>

#include "api/envelope.h"
#include "api/export/export_reply.h"
#include "api/gb/gb_json.h"
#include "api/gb/gb_routes.h"
#include "core/clock.h"
#include "store/expired_clause.h"

namespace chelian::api::gb {
namespace {

namespace json = boost::json;
namespace rg = reports::gb;
constexpr size_t kMaxEvidence = 200;  // each evidence list is cut here; its count is in the tally

std::optional<long long> TimeParam(const ApiCall& call, const char* name, int off) {
  std::string text = call.ParamOr(name, "");
  if (text.empty()) return std::nullopt;
  return ParseLocalTime(text, off);
}

net::HttpResponse Check(ApiServices& s, const ApiCall& call, const GbSettings& settings) {
  auto id = call.IntParam("vehicleId");
  if (!id) return Fail(kFlagFail, "请选择车辆");
  const int off = s.options.utc_offset_minutes;
  auto from = TimeParam(call, "startTime", off);
  auto to = TimeParam(call, "endTime", off);
  if (!from || !to) return Fail(kFlagFail, "请选择正确的开始和结束时间");
  auto conn = s.db.Acquire();
  if (Status st = store::CheckNotExpired(*conn, call.session().scope(), *id, HideExpiredAt(s)); !st.ok())
    return FromStatus(st);  // an expired bike's data is hidden as in the reports
  auto check = CheckBike(*conn, call.session().scope(), *id, *from, *to, settings);
  if (!check.ok()) return FromStatus(check.status());
  json::object out = BikeJson(check->bike, off);
  out["tally"] = TallyJson(check->tally);
  out["medianGapS"] = check->evidence.MedianGap();
  out["requiredIntervalS"] = settings.rules.report_interval_s;
  out["speedLimitKmh"] = settings.rules.speed_limit_kmh;
  out["minBeidouShare"] = Percent(settings.rules.min_beidou_share);
  AddVerdict(out, check->verdict);
  json::array overspeeds, offline, tampers;
  for (const auto& e : check->evidence.overspeeds) {
    if (overspeeds.size() == kMaxEvidence) break;
    overspeeds.push_back(json::object{{"startTime", FormatLocalTime(e.from_ms, off)},
                                      {"endTime", FormatLocalTime(e.to_ms, off)},
                                      {"durationS", (e.to_ms - e.from_ms) / 1000},
                                      {"maxSpeed", e.max_kmh},
                                      {"lat", e.lat},
                                      {"lon", e.lon}});
  }
  for (const auto& p : check->evidence.offline) {
    if (offline.size() == kMaxEvidence) break;
    offline.push_back(json::object{{"startTime", FormatLocalTime(p.from_ms, off)},
                                   {"endTime", FormatLocalTime(p.to_ms, off)},
                                   {"durationS", (p.to_ms - p.from_ms) / 1000}});
  }
  for (const auto& a : check->evidence.tampers) {
    if (tampers.size() == kMaxEvidence) break;
    tampers.push_back(json::object{{"time", FormatLocalTime(a.time_ms, off)},
                                   {"code", a.code},
                                   {"alarmName", a.label},
                                   {"lat", a.lat},
                                   {"lon", a.lon}});
  }
  out["overspeeds"] = std::move(overspeeds);
  out["offlinePeriods"] = std::move(offline);
  out["tampers"] = std::move(tampers);
  return Ok(std::move(out));
}

// yyyy-MM → yyyymm, 0 when malformed.
int MonthOf(const std::string& text) {
  int y = 0, m = 0;
  char tail = 0;
  if (std::sscanf(text.c_str(), "%4d-%2d%c", &y, &m, &tail) != 2) return 0;
  return y * 100 + m;
}

json::object RowJson(const MonthRow& r, int off) {
  json::object o = BikeJson(r.bike, off);
  o["tally"] = TallyJson(r.tally);
  AddVerdict(o, r.verdict);
  return o;
}

net::HttpResponse Monthly(ApiServices& s, const ApiCall& call, const GbSettings& settings) {
  const int month = MonthOf(call.ParamOr("month", ""));
  if (month == 0) return Fail(kFlagFail, "月份格式应为 yyyy-MM");
  auto conn = s.db.Acquire();
  auto report =
      MonthlyReport(*conn, call.session().scope(), call.IntParam("groupId").value_or(0), month, settings, s.now());
  if (!report.ok()) return FromStatus(report.status());
  const int off = s.options.utc_offset_minutes;
  json::array rows;
  for (const auto& r : report->rows) rows.push_back(RowJson(r, off));
  return Ok(json::object{{"month", call.ParamOr("month", "")},
                         {"fromDay", report->from_day},
                         {"toDay", report->to_day},
                         {"bikes", static_cast<long long>(report->rows.size())},
                         {"pass", report->pass},
                         {"fail", report->fail},
                         {"noData", report->no_data},
                         {"minBeidouShare", Percent(settings.rules.min_beidou_share)},
                         {"total", TallyJson(report->total)},
                         {"rows", std::move(rows)}});
}

std::string ShareText(double percent) {
  if (percent < 0) return "—";
  char text[16];
  std::snprintf(text, sizeof text, "%.1f%%", percent);
  return text;
}

std::vector<exporter::Cell> Cells(long long n, const store::GbBikeRow& b, const rg::GbTally& t, std::string verdict,
                                  std::string reasons) {
  return {n,
          b.plate,
          b.group_name,
          b.fields.frame_no,
          b.fields.beidou_serial,
          std::string(rg::UsageClassName(b.registered ? b.fields.usage_class : 0)),
          std::string(b.registered ? (b.fields.beidou_on == 1 ? "开启" : "关闭") : ""),
          t.fixes,
          ShareText(Percent(t.BeidouShare())),
          ShareText(t.gaps == 0 ? -1 : Percent(static_cast<double>(t.gaps_within) / static_cast<double>(t.gaps))),
          t.max_gap_s,
          t.overspeed_events,
          t.overspeed_max_kmh,
          t.tamper_events,
          t.offline_periods,
          std::move(verdict),
          std::move(reasons)};
}

net::HttpResponse MonthlyExport(ApiServices& s, const ApiCall& call, const GbSettings& settings) {
  const std::string month_text = call.ParamOr("month", "");
  const int month = MonthOf(month_text);
  if (month == 0) return Fail(kFlagFail, "月份格式应为 yyyy-MM");
  const long long group_id = call.IntParam("groupId").value_or(0);
  const store::Scope scope = call.session().scope();
  {
    // A bad group or month is said at once, not as a failed job.
    auto conn = s.db.Acquire();
    auto probe = store::QueryGbBikes(*conn, scope, {group_id, "", 0, 1, 0});
    if (!probe.ok()) return FromStatus(probe.status());
    if (probe->total == 0) return Fail(kFlagFail, "暂无可导出的数据");
  }
  const long long now = s.now();
  auto produce = [scope, group_id, month, settings, now](store::Connection& conn, exporter::RowSink& sink) -> Status {
    auto report = MonthlyReport(conn, scope, group_id, month, settings, now);
    if (!report.ok()) return report.status();
    Status st = sink.Begin({"合规月报",
                            "",
                            {"序号", "车牌号", "所属车组", "车架号", "北斗模块序列号", "使用性质", "北斗开关",
                             "定位条数", "北斗定位占比", "上报间隔达标率", "最长上报间隔(秒)", "超速次数",
                             "最高速度(km/h)", "防拆报警次数", "离线次数", "结论", "原因"}});
    if (!st.ok()) return st;
    sink.Expect(static_cast<long long>(report->rows.size()) + 1);
    long long n = 0;
    for (const auto& r : report->rows) {
      std::string reasons;
      for (const auto& text : r.verdict.reasons) reasons += (reasons.empty() ? "" : "；") + text;
      st = sink.Add(Cells(++n, r.bike, r.tally, std::string(rg::VerdictName(r.verdict.verdict)), reasons));
      if (!st.ok()) return st;
    }
    store::GbBikeRow all;
    all.plate = "合计";
    char summary[96];
    std::snprintf(summary, sizeof summary, "合规 %lld，不合规 %lld，数据不足 %lld", report->pass, report->fail,
                  report->no_data);
    return sink.Add(Cells(++n, all, report->total, "", summary));
  };
  return ExportReply(s, call, {kExportTypeReport, "合规月报_" + month_text, produce});
}

}  // namespace

void RegisterGbComplianceRoutes(ApiRouter& router, ApiServices& s, GbSettings settings) {
  router.Add("/gb/v1/check.json", Access::kSession, [&s, settings](ApiCall& c) { return Check(s, c, settings); });
  router.Add("/gb/v1/monthly.json", Access::kSession, [&s, settings](ApiCall& c) { return Monthly(s, c, settings); });
  router.Add("/gb/v1/monthly/export.json", Access::kSession,
             [&s, settings](ApiCall& c) { return MonthlyExport(s, c, settings); }, {.button = kGbButtonExport});
}

}  // namespace chelian::api::gb
