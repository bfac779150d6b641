// 智能工牌 reports (see card_reports.h): each person's fixes are read once per call.
#include "api/card/card_reports.h"

#include <algorithm>

#include "api/card/card_params.h"
#include "api/track/track_service.h"
#include "core/clock.h"
#include "reports/card/patrol.h"
#include "store/track_repo.h"

namespace chelian::api::card {
namespace {

constexpr long long kDayMs = 86'400'000;
constexpr size_t kMaxFixes = 200'000;  // a month of fixes every 15 s

Result<std::vector<store::CardPerson>> PeopleOf(store::Connection& conn, const store::Scope& scope,
                                                const PeopleFilter& f) {
  auto page = store::QueryCardPeople(conn, scope, {.group_id = f.group_id, .keyword = f.keyword});
  if (!page.ok()) return page.status();
  return std::move(page->rows);
}

Result<std::vector<reports::TrackSample>> FixesOf(store::Connection& conn, const store::CardPerson& p,
                                                  long long from_ms, long long to_ms) {
  std::vector<reports::TrackSample> out;
  if (p.device_id == 0) return out;
  auto fixes = store::LoadTrackFixes(conn, {p.device_id}, from_ms, to_ms, kMaxFixes);
  if (!fixes.ok()) return fixes.status();
  out.reserve(fixes->size());
  for (const auto& f : *fixes) out.push_back(track::SampleOf(f));
  return out;
}

reports::AttendanceRule RuleOf(const store::CardAttendanceRule& r) {
  return {.lat = r.lat,
          .lon = r.lon,
          .radius_m = r.radius,
          .start_min = r.start_min,
          .end_min = r.end_min,
          .grace_min = r.grace_min};
}

int StatusOf(const reports::AttendanceDay& d, const reports::ShiftWindow& w, long long now_ms) {
  return now_ms < w.to_ms ? kAttendPending : d.marks;
}

std::string TimeOrEmpty(long long ms, int offset) { return ms ? FormatLocalTime(ms, offset) : ""; }

}  // namespace

std::string AttendanceStatusName(int status) {
  if (status & kAttendNoRule) return "未设置规则";
  if (status & kAttendPending) return "统计中";
  if (status & reports::kAttendAbsent) return "缺勤";
  if ((status & reports::kAttendLate) && (status & reports::kAttendEarly)) return "迟到、早退";
  if (status & reports::kAttendLate) return "迟到";
  if (status & reports::kAttendEarly) return "早退";
  return "正常";
}

Result<std::vector<AttendanceRow>> AttendanceOfDay(store::Connection& conn, const store::Scope& scope,
                                                   const PeopleFilter& filter, long long day_start_ms,
                                                   long long now_ms) {
  auto people = PeopleOf(conn, scope, filter);
  if (!people.ok()) return people.status();
  auto rules = store::ListAttendanceRules(conn, scope);
  if (!rules.ok()) return rules.status();
  std::vector<AttendanceRow> out;
  for (auto& p : *people) {
    AttendanceRow row{.person = std::move(p)};
    const store::CardAttendanceRule* rule = store::RuleForGroupPath(*rules, row.person.group_path);
    if (!rule) {
      row.status = kAttendNoRule;
      out.push_back(std::move(row));
      continue;
    }
    row.rule_name = rule->name;
    row.shift = ShiftText(rule->start_min, rule->end_min);
    reports::AttendanceRule r = RuleOf(*rule);
    reports::ShiftWindow w = reports::ShiftOf(r, day_start_ms);
    auto fixes = FixesOf(conn, row.person, w.from_ms, w.to_ms);
    if (!fixes.ok()) return fixes.status();
    row.day = reports::JudgeAttendance(r, w, *fixes);
    row.status = StatusOf(row.day, w, now_ms);
    if (row.status == kAttendPending) row.day.early_min = 0;  // not early before the shift has ended
    out.push_back(std::move(row));
  }
  return out;
}

Result<std::vector<AttendanceMonthRow>> AttendanceOfMonth(store::Connection& conn, const store::Scope& scope,
                                                          const PeopleFilter& filter, long long first_day_ms, int days,
                                                          long long now_ms) {
  auto people = PeopleOf(conn, scope, filter);
  if (!people.ok()) return people.status();
  auto rules = store::ListAttendanceRules(conn, scope);
  if (!rules.ok()) return rules.status();
  std::vector<AttendanceMonthRow> out;
  for (auto& p : *people) {
    AttendanceMonthRow row{.person = std::move(p)};
    const store::CardAttendanceRule* rule = store::RuleForGroupPath(*rules, row.person.group_path);
    if (rule) {
      row.rule_name = rule->name;
      reports::AttendanceRule r = RuleOf(*rule);
      reports::ShiftWindow first = reports::ShiftOf(r, first_day_ms);
      reports::ShiftWindow last = reports::ShiftOf(r, first_day_ms + (days - 1) * kDayMs);
      auto fixes = FixesOf(conn, row.person, first.from_ms, std::min(last.to_ms, now_ms));
      if (!fixes.ok()) return fixes.status();
      for (int i = 0; i < days; ++i) {
        reports::ShiftWindow w = reports::ShiftOf(r, first_day_ms + i * kDayMs);
        if (now_ms < w.to_ms) break;
        reports::AttendanceDay d = reports::JudgeAttendance(r, w, *fixes);
        ++row.days;
        if (d.marks & reports::kAttendAbsent) ++row.absent;
        if (d.marks & reports::kAttendLate) ++row.late;
        if (d.marks & reports::kAttendEarly) ++row.early;
        if (d.marks == reports::kAttendNormal) ++row.normal;
        row.late_minutes += d.late_min;
        row.early_minutes += d.early_min;
      }
    }
    out.push_back(std::move(row));
  }
  return out;
}

Result<std::vector<PatrolRow>> PatrolOfDay(store::Connection& conn, const store::Scope& scope,
                                           const PeopleFilter& filter, long long day_start_ms) {
  auto points = store::ListPatrolPoints(conn, scope);
  if (!points.ok()) return points.status();
  auto people = PeopleOf(conn, scope, filter);
  if (!people.ok()) return people.status();
  std::vector<PatrolRow> out;
  for (const auto& person : *people) {
    // A window may end on the next day: read two days once for every point.
    std::vector<reports::TrackSample> fixes;
    bool loaded = false;
    for (const auto& point : *points) {
      if (!person.group_path.starts_with(point.group_path)) continue;
      if (!loaded) {
        auto read = FixesOf(conn, person, day_start_ms, day_start_ms + 2 * kDayMs);
        if (!read.ok()) return read.status();
        fixes = std::move(*read);
        loaded = true;
      }
      reports::PatrolPoint pp{.lat = point.lat,
                              .lon = point.lon,
                              .radius_m = point.radius,
                              .start_min = point.start_min,
                              .end_min = point.end_min};
      out.push_back({point, person, reports::FirstCheckIn(pp, reports::PatrolWindowOf(pp, day_start_ms), fixes)});
    }
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const PatrolRow& a, const PatrolRow& b) { return a.point.id < b.point.id; });
  return out;
}

Result<exporter::Table> AttendanceDayTable(store::Connection& conn, const store::Scope& scope, const PeopleFilter& f,
                                           long long day_start_ms, long long now_ms, int offset) {
  auto rows = AttendanceOfDay(conn, scope, f, day_start_ms, now_ms);
  if (!rows.ok()) return rows.status();
  exporter::Table t{.sheet_name = "考勤日报",
                    .title = "考勤日报 " + FormatLocalTime(day_start_ms, offset).substr(0, 10),
                    .headers = {"姓名", "工号/学号", "部门", "所属分组", "考勤规则", "上下班时间", "到岗时间",
                                "离岗时间", "迟到(分钟)", "早退(分钟)", "状态"}};
  for (const auto& r : *rows)
    t.rows.push_back({r.person.name, r.person.person_no, r.person.department, r.person.group_name, r.rule_name, r.shift,
                      TimeOrEmpty(r.day.arrive_ms, offset), TimeOrEmpty(r.day.leave_ms, offset),
                      static_cast<long long>(r.day.late_min), static_cast<long long>(r.day.early_min),
                      AttendanceStatusName(r.status)});
  return t;
}

Result<exporter::Table> AttendanceMonthTable(store::Connection& conn, const store::Scope& scope, const PeopleFilter& f,
                                             long long first_day_ms, int days, long long now_ms) {
  auto rows = AttendanceOfMonth(conn, scope, f, first_day_ms, days, now_ms);
  if (!rows.ok()) return rows.status();
  exporter::Table t{.sheet_name = "考勤月报",
                    .title = "考勤月报",
                    .headers = {"姓名", "工号/学号", "部门", "所属分组", "考勤规则", "统计天数", "正常", "迟到", "早退",
                                "缺勤", "迟到(分钟)", "早退(分钟)"}};
  for (const auto& r : *rows)
    t.rows.push_back({r.person.name, r.person.person_no, r.person.department, r.person.group_name, r.rule_name,
                      static_cast<long long>(r.days), static_cast<long long>(r.normal), static_cast<long long>(r.late),
                      static_cast<long long>(r.early), static_cast<long long>(r.absent),
                      static_cast<long long>(r.late_minutes), static_cast<long long>(r.early_minutes)});
  return t;
}

Result<exporter::Table> PatrolDayTable(store::Connection& conn, const store::Scope& scope, const PeopleFilter& f,
                                       long long day_start_ms, int offset) {
  auto rows = PatrolOfDay(conn, scope, f, day_start_ms);
  if (!rows.ok()) return rows.status();
  exporter::Table t{.sheet_name = "巡更记录",
                    .title = "巡更记录 " + FormatLocalTime(day_start_ms, offset).substr(0, 10),
                    .headers = {"巡更点", "巡更时段", "姓名", "工号/学号", "部门", "打卡时间", "状态"}};
  for (const auto& r : *rows)
    t.rows.push_back({r.point.name, ShiftText(r.point.start_min, r.point.end_min), r.person.name, r.person.person_no,
                      r.person.department, TimeOrEmpty(r.check_in_ms, offset),
                      std::string(r.check_in_ms ? "已巡更" : "未巡更")});
  return t;
}

}  // namespace chelian::api::card
