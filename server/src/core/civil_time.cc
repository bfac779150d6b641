// Civil-date arithmetic (days from 1970-01-01 by the proleptic Gregorian calendar).
#include "core/civil_time.h"

#include <cstdio>

namespace chelian {
namespace {

int64_t DaysFromCivil(int64_t y, unsigned m, unsigned d) {
  y -= m <= 2;
  const int64_t era = (y >= 0 ? y : y - 399) / 400;
  const unsigned yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<int64_t>(doe) - 719468;
}

bool IsLeap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int DaysInMonth(int y, int m) {
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && IsLeap(y) ? 29 : kDays[m - 1];
}

}  // namespace

std::optional<int64_t> CivilToEpochMs(const CivilTime& t, int utc_offset_minutes) {
  if (t.month < 1 || t.month > 12 || t.day < 1 || t.day > DaysInMonth(t.year, t.month) || t.hour < 0 || t.hour > 23 ||
      t.minute < 0 || t.minute > 59 || t.second < 0 || t.second > 60) {
    return std::nullopt;
  }
  int64_t days = DaysFromCivil(t.year, static_cast<unsigned>(t.month), static_cast<unsigned>(t.day));
  int64_t secs = days * 86400 + t.hour * 3600 + t.minute * 60 + t.second - int64_t{utc_offset_minutes} * 60;
  return secs * 1000;
}

int64_t LocalDayStart(int64_t epoch_ms, int utc_offset_minutes) {
  constexpr int64_t kDayMs = 86'400'000;
  const int64_t offset_ms = int64_t{utc_offset_minutes} * 60'000;
  const int64_t local = epoch_ms + offset_ms;
  const int64_t day = local / kDayMs - (local % kDayMs < 0 ? 1 : 0);
  return day * kDayMs - offset_ms;
}

CivilTime EpochMsToCivil(int64_t epoch_ms) {
  int64_t secs = epoch_ms >= 0 ? epoch_ms / 1000 : -((-epoch_ms + 999) / 1000);
  int64_t days = secs >= 0 ? secs / 86400 : -((-secs + 86399) / 86400);
  int64_t rem = secs - days * 86400;
  // civil_from_days
  int64_t z = days + 719468;
  const int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const unsigned doe = static_cast<unsigned>(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  const unsigned d = doy - (153 * mp + 2) / 5 + 1;
  const unsigned m = mp < 10 ? mp + 3 : mp - 9;
  CivilTime t;
  t.year = static_cast<int>(static_cast<int64_t>(yoe) + era * 400 + (m <= 2));
  t.month = static_cast<int>(m);
  t.day = static_cast<int>(d);
  t.hour = static_cast<int>(rem / 3600);
  t.minute = static_cast<int>(rem % 3600 / 60);
  t.second = static_cast<int>(rem % 60);
  return t;
}

std::string FormatIsoUtc(int64_t epoch_ms) {
  CivilTime t = EpochMsToCivil(epoch_ms);
  int64_t ms = epoch_ms % 1000;
  if (ms < 0) ms += 1000;
  char buf[40];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", t.year, t.month, t.day, t.hour, t.minute,
                t.second, static_cast<int>(ms));
  return buf;
}

}  // namespace chelian
