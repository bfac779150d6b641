// Calendar fields ⇄ epoch milliseconds without the C library's time-zone state (thread-safe,
// no tzdata): device times arrive as fields in a fixed UTC offset.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace chelian {

struct CivilTime {
  int year = 1970;  // full year, e.g. 2024
  int month = 1;    // 1–12
  int day = 1;      // 1–31
  int hour = 0;
  int minute = 0;
  int second = 0;
};

// Epoch ms of `t` read in a zone `utc_offset_minutes` east of UTC (GMT+8 → 480); nullopt if a
// field is out of range (month 13, day 32, Feb 30, hour 24, …).
std::optional<int64_t> CivilToEpochMs(const CivilTime& t, int utc_offset_minutes);

// UTC fields of `epoch_ms`.
CivilTime EpochMsToCivil(int64_t epoch_ms);

// The epoch ms at which the local day holding `epoch_ms` starts, in a zone `utc_offset_minutes`
// east of UTC (also before 1970).
int64_t LocalDayStart(int64_t epoch_ms, int utc_offset_minutes);

// ISO-8601 UTC with milliseconds: "2024-08-25T09:03:44.000Z".
std::string FormatIsoUtc(int64_t epoch_ms);

}  // namespace chelian
