// 新国标 bike check and monthly report over stored data (gb_compute.h).
#include "api/gb/gb_compute.h"

#include <algorithm>
#include <map>

#include "reports/daily/day_totals.h"
#include "store/gb_day_repo.h"
#include "store/group_repo.h"
#include "store/position_writer.h"

namespace chelian::api::gb {
namespace {

namespace rg = reports::gb;
constexpr long long kDayMs = 86'400'000;

// A stored fix for the pass; the satellite systems are read from a JT/T 808 device's status word
// (other protocols do not say them: the fix counts as "not said").
rg::GbFix FixOf(const store::GbStoredFix& f, bool jt808) {
  const int systems = jt808 ? rg::Jt808GnssSystems(f.attributes) : 0;
  return {f.fix_time,
          f.speed,
          f.lat,
          f.lon,
          (f.flags & store::kPositionValid) != 0,
          systems != 0,
          (systems & rg::kGnssBeidou) != 0};
}

// Feeds the device's fixes and alarms of [from_ms, to_ms) (and the fix before) to `scanner`.
Status Scan(store::Connection& conn, const store::GbBikeRow& bike, long long from_ms, long long to_ms,
            rg::GbScanner& scanner) {
  const long long device_id = bike.device_id;
  const bool jt808 = bike.protocol == "jt808";
  auto before = store::FixTimeBefore(conn, device_id, from_ms);
  if (!before.ok()) return before.status();
  scanner.Prime(*before);
  Status st = store::EachGbFix(conn, device_id, from_ms, to_ms,
                               [&](const store::GbStoredFix& f) { scanner.AddFix(FixOf(f, jt808)); });
  if (!st.ok()) return st;
  scanner.Finish();
  return store::EachAlarmStart(conn, device_id, from_ms, to_ms, [&](const store::AlarmEpisodeStart& a) {
    scanner.AddTamper({a.time_ms, a.code, a.label, a.lat, a.lon});
  });
}

store::GbDayRow RowOf(long long device_id, int day, const rg::GbTally& t, int interval_s, long long now_ms) {
  return {device_id,
          day,
          t.fixes,
          t.gnss_known,
          t.beidou,
          t.gaps,
          t.gaps_within,
          t.max_gap_s,
          t.offline_periods,
          t.offline_s,
          t.long_offline,
          t.overspeed_events,
          t.overspeed_longest_s,
          t.overspeed_max_kmh,
          t.tamper_events,
          interval_s,
          now_ms};
}

rg::GbTally TallyOf(const store::GbDayRow& d) {
  rg::GbTally t;
  t.fixes = d.fixes;
  t.gnss_known = d.gnss_known;
  t.beidou = d.beidou;
  t.gaps = d.gaps;
  t.gaps_within = d.gaps_within;
  t.max_gap_s = d.max_gap_s;
  t.offline_periods = d.offline_periods;
  t.offline_s = d.offline_s;
  t.long_offline = d.long_offline;
  t.overspeed_events = d.overspeed_events;
  t.overspeed_longest_s = d.overspeed_longest_s;
  t.overspeed_max_kmh = d.overspeed_max_kmh;
  t.tamper_events = d.tamper_events;
  return t;
}

struct MonthDay {
  int day = 0;
  long long start_ms = 0, end_ms = 0;
};

}  // namespace

rg::GbBikeFacts FactsOf(const store::GbBikeRow& bike) {
  return {bike.registered, bike.registered ? bike.fields.usage_class : 1,
          !bike.registered || bike.fields.beidou_on == 1};
}

Result<BikeCheck> CheckBike(store::Connection& conn, const store::Scope& scope, long long asset_id, long long from_ms,
                            long long to_ms, const GbSettings& settings) {
  if (to_ms <= from_ms) return InvalidArgument("结束时间须晚于开始时间");
  if (to_ms - from_ms > settings.max_check_days * kDayMs) {
    return InvalidArgument("检查时段不能超过 " + std::to_string(settings.max_check_days) + " 天");
  }
  auto bike = store::GetGbBike(conn, scope, asset_id);
  if (!bike.ok()) return bike.status();
  BikeCheck out;
  out.bike = *bike;
  if (bike->device_id > 0) {
    rg::GbScanner scanner(
        settings.rules, [](long long) { return 0; }, &out.evidence);
    Status st = Scan(conn, *bike, from_ms, to_ms, scanner);
    if (!st.ok()) return st;
    out.tally = scanner.Total();
  }
  out.verdict = rg::Judge(out.tally, settings.rules, FactsOf(*bike));
  return out;
}

Result<MonthReport> MonthlyReport(store::Connection& conn, const store::Scope& scope, long long group_id, int month,
                                  const GbSettings& settings, long long now_ms) {
  const int year = month / 100, mon = month % 100;
  if (year < 2000 || year > 2100 || mon < 1 || mon > 12) return InvalidArgument("月份格式应为 yyyy-MM");
  const int off = settings.utc_offset_minutes;
  const long long month_start = reports::DayStartOf(month * 100 + 1, off);
  const int next = mon == 12 ? (year + 1) * 100 + 1 : month + 1;
  const long long month_end = reports::DayStartOf(next * 100 + 1, off);
  if (month_start > now_ms) return InvalidArgument("不能查询未来的月份");
  const long long until = std::min(month_end, now_ms + 1);
  std::vector<MonthDay> days;
  for (long long t = month_start; t < until;) {
    int day = reports::LocalDay(t, off);
    long long end = reports::DayStartOf(reports::LocalDay(t + kDayMs + 3'600'000, off), off);
    days.push_back({day, t, end});
    t = end;
  }
  MonthReport report;
  report.from_day = days.front().day;
  report.to_day = days.back().day;

  std::string path = scope.group_path;
  if (group_id > 0) {
    auto g = store::GetGroup(conn, scope, group_id);
    if (!g.ok()) return g.status();
    path = g->path;
  }
  auto bikes = store::QueryGbBikes(
      conn, scope, {group_id, "", 0, settings.max_report_bikes + 1, 0, settings.hide_expired ? now_ms : 0});
  if (!bikes.ok()) return bikes.status();
  if (bikes->total > settings.max_report_bikes) {
    return InvalidArgument("车辆超过 " + std::to_string(settings.max_report_bikes) + " 辆，请选择下级车组");
  }
  std::map<long long, std::map<int, store::GbDayRow>> stored;
  Status st = store::EachGbDay(conn, path, report.from_day, report.to_day,
                               [&](const store::GbDayRow& d) { stored[d.device_id][d.day] = d; });
  if (!st.ok()) return st;

  const int interval = settings.rules.report_interval_s;
  for (const auto& bike : bikes->rows) {
    MonthRow row{bike, {}, {}};
    if (bike.device_id > 0) {
      auto& have = stored[bike.device_id];
      size_t first = days.size();
      for (size_t i = 0; i < days.size(); ++i) {
        auto it = have.find(days[i].day);
        bool final = it != have.end() && it->second.interval_s == interval &&
                     it->second.computed_at >= days[i].end_ms + settings.settle_ms;
        if (!final) {
          first = i;
          break;
        }
      }
      if (first < days.size()) {
        rg::GbScanner scanner(settings.rules, [off](long long ms) { return reports::LocalDay(ms, off); });
        st = Scan(conn, bike, days[first].start_ms, until, scanner);
        if (!st.ok()) return st;
        std::vector<store::GbDayRow> rows;
        for (size_t i = first; i < days.size(); ++i) {
          auto it = scanner.days().find(days[i].day);
          rows.push_back(RowOf(bike.device_id, days[i].day, it == scanner.days().end() ? rg::GbTally{} : it->second,
                               interval, now_ms));
          have[days[i].day] = rows.back();
        }
        st = store::ReplaceGbDays(conn, bike.device_id, days[first].day, days.back().day, rows);
        if (!st.ok()) return st;
        report.computed_days += static_cast<long long>(rows.size());
      }
      for (const auto& d : days) {
        if (auto it = have.find(d.day); it != have.end()) row.tally.Merge(TallyOf(it->second));
      }
    }
    row.verdict = rg::Judge(row.tally, settings.rules, FactsOf(bike));
    report.total.Merge(row.tally);
    if (row.verdict.verdict == rg::kVerdictPass) ++report.pass;
    if (row.verdict.verdict == rg::kVerdictFail) ++report.fail;
    if (row.verdict.verdict == rg::kVerdictNoData) ++report.no_data;
    report.rows.push_back(std::move(row));
  }
  return report;
}

}  // namespace chelian::api::gb
