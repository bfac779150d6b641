// Parameters shared by the 智能工牌 calls: "HH:mm" ⇄ minutes of the day, the local day and month
// they name, and the person filter (groupId, keyword) of the reports.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "api/api_call.h"
#include "core/status.h"

namespace chelian::api::card {

// "08:30" → 510; "24:00" → 1440; nullopt when malformed.
std::optional<int> ParseDayMinute(std::string_view text);
// 510 → "08:30".
std::string DayMinuteText(int minute);
// "08:30-17:30", with "次日" before the end when it lies on the next day.
std::string ShiftText(int start_min, int end_min);

// Local midnight of "yyyy-MM-dd" as epoch ms. InvalidArgument (Chinese) when malformed.
Result<long long> ParseDay(std::string_view text, int utc_offset_minutes);

struct MonthRange {
  long long first_day_ms = 0;  // local midnight of the 1st
  int days = 0;                // days in the month
};
// "yyyy-MM" → its first local midnight and length. InvalidArgument when malformed.
Result<MonthRange> ParseMonth(std::string_view text, int utc_offset_minutes);

}  // namespace chelian::api::card
