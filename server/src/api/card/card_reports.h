// 智能工牌 reports computed from the stored positions when asked: the attendance of a day and of a
// month per person under their group's rule, and the patrol check-ins of a day per point and person.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "export/xlsx_file.h"
#include "reports/card/attendance.h"
#include "store/card_people_repo.h"
#include "store/card_place_repo.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::api::card {

struct PeopleFilter {
  long long group_id = 0;  // 0: the scope's group
  std::string keyword;
};

// Status of a day: the reports::kAttend… bits, or one of these.
inline constexpr int kAttendNoRule = 8;    // no rule on the person's group path
inline constexpr int kAttendPending = 16;  // the shift (with its margin) has not ended yet

struct AttendanceRow {
  store::CardPerson person;
  std::string rule_name, shift;  // "" when no rule
  int status = 0;
  reports::AttendanceDay day;
};

std::string AttendanceStatusName(int status);

// One row per person of the filter for the local day starting at `day_start_ms`.
Result<std::vector<AttendanceRow>> AttendanceOfDay(store::Connection& conn, const store::Scope& scope,
                                                   const PeopleFilter& filter, long long day_start_ms,
                                                   long long now_ms);

struct AttendanceMonthRow {
  store::CardPerson person;
  std::string rule_name;
  int days = 0;  // judged days (ended shifts)
  int normal = 0, late = 0, early = 0, absent = 0;
  int late_minutes = 0, early_minutes = 0;
};

// One row per person: the month's days whose shift has ended, counted by mark.
Result<std::vector<AttendanceMonthRow>> AttendanceOfMonth(store::Connection& conn, const store::Scope& scope,
                                                          const PeopleFilter& filter, long long first_day_ms, int days,
                                                          long long now_ms);

struct PatrolRow {
  store::CardPatrolPoint point;
  store::CardPerson person;
  long long check_in_ms = 0;  // 0: not checked in
};

// Every patrol point of the scope with every person of the point's group subtree (narrowed by the
// filter) for the local day starting at `day_start_ms`.
Result<std::vector<PatrolRow>> PatrolOfDay(store::Connection& conn, const store::Scope& scope,
                                           const PeopleFilter& filter, long long day_start_ms);

// The same as spreadsheet tables for the download center.
Result<exporter::Table> AttendanceDayTable(store::Connection& conn, const store::Scope& scope, const PeopleFilter& f,
                                           long long day_start_ms, long long now_ms, int utc_offset_minutes);
Result<exporter::Table> AttendanceMonthTable(store::Connection& conn, const store::Scope& scope, const PeopleFilter& f,
                                             long long first_day_ms, int days, long long now_ms);
Result<exporter::Table> PatrolDayTable(store::Connection& conn, const store::Scope& scope, const PeopleFilter& f,
                                       long long day_start_ms, int utc_offset_minutes);

}  // namespace chelian::api::card
