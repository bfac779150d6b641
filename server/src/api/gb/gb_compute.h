// 新国标's two computations over stored data: the check of one bike over a period (from its raw
// fixes and alarms, with evidence) and the monthly report of a fleet (from the daily tallies in
// gb_days, computing first the days missing or still open — bounded by the report's bike limit).
#pragma once

#include <vector>

#include "core/status.h"
#include "reports/gb/gb_compliance.h"
#include "store/db.h"
#include "store/gb_bike_repo.h"
#include "store/scope.h"

namespace chelian::api::gb {

struct GbSettings {
  reports::gb::GbRules rules;
  int utc_offset_minutes = 480;
  long long settle_ms = 15 * 60'000;  // a day computed this long after its end is final (late fixes)
  int max_check_days = 31;            // the longest period of a single check
  long long max_report_bikes = 20'000;
  bool hide_expired = false;  // service.hide_expired: the report leaves out bikes expired at its time
};

reports::gb::GbBikeFacts FactsOf(const store::GbBikeRow& bike);

struct BikeCheck {
  store::GbBikeRow bike;
  reports::gb::GbTally tally;
  reports::gb::GbEvidence evidence;
  reports::gb::GbVerdict verdict;
};
// Errors: NotFound (bike outside the scope), InvalidArgument (Chinese: empty or too long period).
Result<BikeCheck> CheckBike(store::Connection& conn, const store::Scope& scope, long long asset_id, long long from_ms,
                            long long to_ms, const GbSettings& settings);

struct MonthRow {
  store::GbBikeRow bike;
  reports::gb::GbTally tally;
  reports::gb::GbVerdict verdict;
};
struct MonthReport {
  int from_day = 0, to_day = 0;  // the month's days covered (to today at most)
  std::vector<MonthRow> rows;    // by plate
  reports::gb::GbTally total;
  long long pass = 0, fail = 0, no_data = 0;
  long long computed_days = 0;  // device-days computed for this report (the rest were stored)
};
// `month` yyyymm. Errors: NotFound (group outside the scope), InvalidArgument (Chinese: bad month, a
// month in the future, more bikes than max_report_bikes).
Result<MonthReport> MonthlyReport(store::Connection& conn, const store::Scope& scope, long long group_id, int month,
                                  const GbSettings& settings, long long now_ms);

}  // namespace chelian::api::gb
