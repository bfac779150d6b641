// The 30-day and 12-month trend objects of the big screen, folded from per-day counts.
#include "api/home/home_trends.h"

#include <cstdio>
#include <string>

#include "core/civil_time.h"
#include "store/home_repo.h"

namespace chelian::api {
namespace {

constexpr long long kDayMs = 86'400'000;
constexpr int kDays = 30;
constexpr int kMonths = 12;

// The local day number of `ms` (days since 1970-01-01 at the offset).
long long LocalDay(long long ms, int offset_minutes) {
  const long long local = ms + offset_minutes * 60'000LL;
  return local >= 0 ? local / kDayMs : (local - kDayMs + 1) / kDayMs;
}

CivilTime DayCivil(long long day) { return EpochMsToCivil(day * kDayMs); }

std::string DayKey(long long day) {
  CivilTime t = DayCivil(day);
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", t.year, t.month, t.day);
  return buf;
}

std::string MonthKey(int year, int month) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02d", year, month);
  return buf;
}

// The first month of the 12-month window (year, month).
std::pair<int, int> FirstMonth(long long now_ms, int offset_minutes) {
  CivilTime t = DayCivil(LocalDay(now_ms, offset_minutes));
  int index = t.year * 12 + (t.month - 1) - (kMonths - 1);
  return {index / 12, index % 12 + 1};
}

// Where the 12-month window starts (epoch ms): local midnight of its first month's first day.
long long WindowStart(long long now_ms, int offset_minutes) {
  auto [y, m] = FirstMonth(now_ms, offset_minutes);
  return CivilToEpochMs({y, m, 1, 0, 0, 0}, offset_minutes).value_or(0);
}

}  // namespace

std::pair<boost::json::object, boost::json::object> FoldSeries(const std::vector<std::pair<long long, long long>>& days,
                                                               long long now_ms, int utc_offset_minutes) {
  const long long today = LocalDay(now_ms, utc_offset_minutes);
  boost::json::object by_day, by_month;
  for (long long d = today - (kDays - 1); d <= today; ++d) by_day[DayKey(d)] = 0;
  auto [y, m] = FirstMonth(now_ms, utc_offset_minutes);
  for (int i = 0; i < kMonths; ++i) {
    by_month[MonthKey(y, m)] = 0;
    if (++m > 12) m = 1, ++y;
  }
  for (const auto& [day, n] : days) {
    if (day > today) continue;
    if (day > today - kDays) by_day[DayKey(day)].as_int64() += n;
    CivilTime t = DayCivil(day);
    if (auto* slot = by_month.if_contains(MonthKey(t.year, t.month))) slot->as_int64() += n;
  }
  return {std::move(by_day), std::move(by_month)};
}

Result<HomeTrends> ReadTrends(store::Connection& conn, const store::Scope& scope, long long now_ms,
                              int utc_offset_minutes) {
  const long long since = WindowStart(now_ms, utc_offset_minutes);
  HomeTrends out;
  for (store::VehicleEvent e :
       {store::VehicleEvent::kAdded, store::VehicleEvent::kSettled, store::VehicleEvent::kActivated}) {
    auto days = store::CountPerLocalDay(conn, scope, e, since, utc_offset_minutes);
    if (!days.ok()) return days.status();
    auto [by_day, by_month] = FoldSeries(*days, now_ms, utc_offset_minutes);
    out.thirty_days.push_back(std::move(by_day));
    out.twelve_months.push_back(std::move(by_month));
  }
  return out;
}

}  // namespace chelian::api
