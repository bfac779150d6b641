// Local time formatting without the C library's time-zone state (thread-safe, fixed offset).
#include "core/clock.h"

#include <cstdio>

namespace chelian {

std::string FormatLocalTime(long long epoch_ms, int utc_offset_minutes) {
  using namespace std::chrono;
  sys_seconds t{seconds{epoch_ms / 1000 + static_cast<long long>(utc_offset_minutes) * 60}};
  auto day = floor<days>(t);
  year_month_day ymd{day};
  hh_mm_ss hms{t - day};
  int year = static_cast<int>(ymd.year());
  auto hours = static_cast<long long>(hms.hours().count());
  auto minutes = static_cast<long long>(hms.minutes().count());
  auto secs = static_cast<long long>(hms.seconds().count());
  if (year < 0 || year > 9999) {  // outside four digits: as printf writes them
    char buf[64];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02u %02lld:%02lld:%02lld", year, static_cast<unsigned>(ymd.month()),
                  static_cast<unsigned>(ymd.day()), hours, minutes, secs);
    return buf;
  }
  // Written digit by digit: a monitor page formats 80,000 of these (issue 28).
  std::string out = "0000-00-00 00:00:00";
  auto two = [&out](size_t at, long long v) {
    out[at] = static_cast<char>('0' + v / 10);
    out[at + 1] = static_cast<char>('0' + v % 10);
  };
  two(0, year / 100);
  two(2, year % 100);
  two(5, static_cast<unsigned>(ymd.month()));
  two(8, static_cast<unsigned>(ymd.day()));
  two(11, hours);
  two(14, minutes);
  two(17, secs);
  return out;
}

}  // namespace chelian

namespace chelian {

std::optional<long long> ParseLocalTime(std::string_view s, int utc_offset_minutes) {
  int y, mo, d, h = 0, mi = 0, se = 0;
  std::string text(s.substr(0, 40));
  char sep = ' ';
  int n = std::sscanf(text.c_str(), "%4d-%2d-%2d%c%2d:%2d:%2d", &y, &mo, &d, &sep, &h, &mi, &se);
  if (n != 3 && n != 7) return std::nullopt;
  if (n == 7 && sep != ' ' && sep != 'T') return std::nullopt;
  using namespace std::chrono;
  year_month_day ymd{year{y}, month{static_cast<unsigned>(mo)}, day{static_cast<unsigned>(d)}};
  if (!ymd.ok() || h < 0 || h > 23 || mi < 0 || mi > 59 || se < 0 || se > 59) return std::nullopt;
  long long secs = sys_days{ymd}.time_since_epoch() / seconds(1) + h * 3600LL + mi * 60LL + se;
  return (secs - utc_offset_minutes * 60LL) * 1000;
}

}  // namespace chelian
