// Parameters of the 智能工牌 calls (see card_params.h).
#include "api/card/card_params.h"

#include <cstdio>

#include "core/civil_time.h"
#include "core/clock.h"
#include "core/strings.h"

namespace chelian::api::card {

std::optional<int> ParseDayMinute(std::string_view text) {
  text = Trim(text);
  size_t colon = text.find(':');
  if (colon == std::string_view::npos) return std::nullopt;
  long long h = 0, m = 0;
  if (!ParseInt64(text.substr(0, colon), &h) || !ParseInt64(text.substr(colon + 1), &m)) return std::nullopt;
  if (h < 0 || m < 0 || m > 59 || h > 24 || (h == 24 && m != 0)) return std::nullopt;
  return static_cast<int>(h * 60 + m);
}

std::string DayMinuteText(int minute) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "%02d:%02d", (minute / 60) % 100, minute % 60);
  return buf;
}

std::string ShiftText(int start_min, int end_min) {
  return DayMinuteText(start_min) + "-" + (end_min <= start_min ? "次日" : "") + DayMinuteText(end_min);
}

Result<long long> ParseDay(std::string_view text, int utc_offset_minutes) {
  text = Trim(text);
  auto ms = text.size() == 10 ? ParseLocalTime(text, utc_offset_minutes) : std::nullopt;
  if (!ms) return InvalidArgument("日期格式错误，应为 yyyy-MM-dd");
  return *ms;
}

Result<MonthRange> ParseMonth(std::string_view text, int utc_offset_minutes) {
  text = Trim(text);
  long long year = 0, month = 0;
  if (text.size() != 7 || text[4] != '-' || !ParseInt64(text.substr(0, 4), &year) ||
      !ParseInt64(text.substr(5), &month) || month < 1 || month > 12)
    return InvalidArgument("月份格式错误，应为 yyyy-MM");
  CivilTime first{.year = static_cast<int>(year), .month = static_cast<int>(month), .day = 1};
  CivilTime next = month == 12 ? CivilTime{.year = first.year + 1, .month = 1, .day = 1}
                               : CivilTime{.year = first.year, .month = first.month + 1, .day = 1};
  auto a = CivilToEpochMs(first, utc_offset_minutes);
  auto b = CivilToEpochMs(next, utc_offset_minutes);
  if (!a || !b) return InvalidArgument("月份格式错误，应为 yyyy-MM");
  return MonthRange{*a, static_cast<int>((*b - *a) / 86'400'000)};
}

}  // namespace chelian::api::card
