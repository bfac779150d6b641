// Implementation of the daily aggregates.
#include "reports/daily/day_totals.h"

#include <algorithm>
#include <set>
#include <string_view>

#include "core/civil_time.h"

namespace chelian::reports {
namespace {

constexpr long long kDayMs = 86'400'000;

long long FloorDiv(long long a, long long b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

// Civil date of a count of days since 1970-01-01 (proleptic Gregorian).
int YmdOfDays(long long z) {
  z += 719468;
  long long era = FloorDiv(z, 146097);
  long long doe = z - era * 146097;
  long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  long long y = yoe + era * 400;
  long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  long long mp = (5 * doy + 2) / 153;
  long long d = doy - (153 * mp + 2) / 5 + 1;
  long long m = mp < 10 ? mp + 3 : mp - 9;
  if (m <= 2) ++y;
  return static_cast<int>(y * 10000 + m * 100 + d);
}

long long DaysOfYmd(int ymd) {
  long long y = ymd / 10000, m = ymd / 100 % 100, d = ymd % 100;
  y -= m <= 2;
  long long era = FloorDiv(y, 400);
  long long yoe = y - era * 400;
  long long doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

bool Moving(const DayOptions& o, const TrackSample& s) { return s.speed_kmh >= o.moving_kmh && s.acc != 0; }

// Codes in `now` that were not in `before` (an alarm that began at this fix).
int NewAlarms(std::string_view before, std::string_view now) {
  auto split = [](std::string_view s) {
    std::set<std::string_view> out;
    while (!s.empty()) {
      size_t c = s.find(',');
      std::string_view part = s.substr(0, c);
      if (!part.empty()) out.insert(part);
      if (c == std::string_view::npos) break;
      s.remove_prefix(c + 1);
    }
    return out;
  };
  std::set<std::string_view> old = split(before);
  int n = 0;
  for (std::string_view c : split(now)) n += old.count(c) ? 0 : 1;
  return n;
}

// The stretch's pieces, one per local day it covers (D139).
void AddAccSpan(int offset, const AccSpan& span, std::vector<DayTotals>& out) {
  long long from = span.begin_ms();
  while (from < span.end_ms()) {
    long long day_start = LocalDayStart(from, offset);
    long long to = std::min(span.end_ms(), day_start + kDayMs);
    DayTotals piece;
    piece.day = LocalDay(from, offset);
    AccDay& a = span.on ? piece.acc_on : piece.acc_off;
    a.ms = to - from;
    a.km = span.KmBetween(from, to);
    a.first = from;
    a.last = to;
    if (!span.continues && from == span.begin_ms()) {
      a.num = 1;  // the interval begins here
    } else if (from == day_start) {
      a.num = 1;  // it enters the day at midnight, begun before
      a.carried = 1;
    }
    out.push_back(piece);
    from = to;
  }
}

DayTotals Start(int day, long long time, double mileage) {
  DayTotals t;
  t.day = day;
  t.first_time = time;
  t.mileage_begin = mileage;
  return t;
}

}  // namespace

void AccDay::Merge(const AccDay& o) {
  if (o.ms <= 0) return;
  if (ms <= 0 || o.first < first) first = o.first;
  if (o.last > last) last = o.last;
  ms += o.ms;
  num += o.num;
  carried += o.carried;
  km += o.km;
}

void DayTotals::Merge(const DayTotals& o) {
  acc_on.Merge(o.acc_on);
  acc_off.Merge(o.acc_off);
  if (o.first_time && (!first_time || o.first_time < first_time)) {
    first_time = o.first_time;
    mileage_begin = o.mileage_begin;
  }
  if (o.battery_min >= 0 && (battery_min < 0 || o.battery_min < battery_min)) battery_min = o.battery_min;
  if (o.battery_last >= 0 && (battery_last < 0 || o.last_time >= last_time)) battery_last = o.battery_last;
  if (o.last_time >= last_time) {
    last_time = o.last_time;
    mileage_end = o.mileage_end;
    last_lat = o.last_lat;
    last_lon = o.last_lon;
  }
  driven_km += o.driven_km;
  driving_s += o.driving_s;
  acc_on_s += o.acc_on_s;
  online_s += o.online_s;
  stops += o.stops;
  alarms += o.alarms;
  if (o.steps > steps) steps = o.steps;
}

int LocalDay(long long ms, int offset) { return YmdOfDays(FloorDiv(ms + offset * 60'000LL, kDayMs)); }

long long DayStartOf(int ymd, int offset) { return DaysOfYmd(ymd) * kDayMs - offset * 60'000LL; }

void AddFix(const DayOptions& o, DayCursor& cur, const TrackSample& s, const std::string& alarms,
            std::vector<DayTotals>& out) {
  const int off = o.utc_offset_minutes;
  const int day = LocalDay(s.time_ms, off);
  DayTotals last = Start(day, s.time_ms, s.mileage_km);
  if (cur.has && s.time_ms < cur.last.time_ms) return;  // older than what is counted
  if (auto span = NextAccSpan(cur.acc, s)) AddAccSpan(off, *span, out);
  if (cur.has) {
    const TrackSample& p = cur.last;
    long long dt = s.time_ms - p.time_ms;
    double delta = s.mileage_km - p.mileage_km;
    if (delta < 0) delta = 0;  // the counter went back (reset): this step adds nothing
    if (dt > o.max_gap_ms || dt == 0) {
      // Offline (or a second fix at the same time): the distance counts on the later fix's day;
      // a day begun by it starts from the mileage left before the silence.
      last.driven_km = delta;
      if (LocalDay(p.time_ms, off) != day) last.mileage_begin = p.mileage_km;
    } else {
      // Online: split the interval at each local midnight.
      long long from = p.time_ms;
      while (from < s.time_ms) {
        long long to = std::min(s.time_ms, LocalDayStart(from, off) + kDayMs);
        double share = static_cast<double>(to - from) / static_cast<double>(dt);
        double at_from = p.mileage_km + delta * static_cast<double>(from - p.time_ms) / static_cast<double>(dt);
        DayTotals piece = Start(LocalDay(from, off), from, at_from);
        long long secs_ms = to - from;
        piece.driven_km = delta * share;
        piece.online_s = secs_ms / 1000;
        if (Moving(o, s)) piece.driving_s = secs_ms / 1000;
        if (p.acc == 1) piece.acc_on_s = secs_ms / 1000;
        if (LocalDay(from, off) != day) {  // an earlier day, ending at midnight between the two fixes
          piece.last_time = to - 1;
          piece.mileage_end = at_from + delta * share;
          piece.last_lat = p.lat;
          piece.last_lon = p.lon;
          out.push_back(piece);
        } else {
          piece.first_time = from == p.time_ms && LocalDay(p.time_ms, off) == day ? 0 : from;
          last.driven_km = piece.driven_km;
          last.online_s = piece.online_s;
          last.driving_s = piece.driving_s;
          last.acc_on_s = piece.acc_on_s;
          if (piece.first_time) {
            last.first_time = piece.first_time;
            last.mileage_begin = piece.mileage_begin;
          }
        }
        from = to;
      }
    }
  }
  // Stops: standing (not moving) for min_stop_ms counts once, on the day it is reached.
  if (Moving(o, s)) {
    cur.standing_since = 0;
    cur.stop_counted = false;
  } else {
    if (!cur.standing_since) cur.standing_since = s.time_ms;
    if (!cur.stop_counted && s.time_ms - cur.standing_since >= o.min_stop_ms) {
      last.stops = 1;
      cur.stop_counted = true;
    }
  }
  last.alarms = NewAlarms(cur.last_alarms, alarms);
  last.last_time = s.time_ms;
  last.mileage_end = s.mileage_km;
  last.last_lat = s.lat;
  last.last_lon = s.lon;
  last.battery_min = last.battery_last = s.battery_pct >= 0 ? s.battery_pct : -1;
  out.push_back(last);
  cur.has = true;
  cur.last = s;
  cur.last_alarms = alarms;
}

void AddFix(const DayOptions& o, DayCursor& cur, const TrackSample& s, const std::string& alarms,
            std::map<int, DayTotals>& days) {
  std::vector<DayTotals> shares;
  AddFix(o, cur, s, alarms, shares);
  for (const DayTotals& t : shares) {
    auto [it, added] = days.try_emplace(t.day, t);
    if (!added) it->second.Merge(t);
  }
}

}  // namespace chelian::reports
