// The motion detector: stationary candidates from a sliding window centred on the standing fixes,
// merged across drift and short moves, then kept when long enough; trips between them.
#include "reports/motion_detector.h"

#include <algorithm>
#include <optional>

#include "geo/geo.h"

namespace chelian::reports {
namespace {

geo::LatLon At(const TrackSample& s) { return {s.lat, s.lon}; }

struct Rules {
  const MotionOptions& o;
  bool ignition;  // ignition readings are trusted: asked for, and seen on at least once

  bool IgnitionOff(const TrackSample& s) const { return ignition && s.acc == 0; }
  bool Slow(const TrackSample& s) const { return IgnitionOff(s) || s.speed_kmh < o.moving_kmh; }
};

// A stationary period being followed: fixes first..last; the window's centre is the mean of its
// standing fixes, so scattered fixes of a parked vehicle settle around where it really is.
struct Candidate {
  size_t first = 0, last = 0;
  double sum_lat = 0, sum_lon = 0;
  int n = 0;
  bool ignition_off = false, spans_gap = false;

  void Add(const TrackSample& x, size_t i, bool off) {
    last = i;
    sum_lat += x.lat;
    sum_lon += x.lon;
    ++n;
    ignition_off = ignition_off || off;
  }
  geo::LatLon Centre() const { return {sum_lat / n, sum_lon / n}; }
};

Candidate Begin(const TrackSample& x, size_t i, bool off) {
  Candidate c;
  c.first = i;
  c.Add(x, i, off);
  return c;
}

// Pass 1: every stationary candidate (however short) and every silence with movement.
void FindCandidates(std::span<const TrackSample> s, const Rules& r, std::vector<Candidate>* out,
                    std::vector<Gap>* gaps) {
  std::optional<Candidate> cur;
  std::optional<size_t> prev;
  auto close = [&] {
    if (cur) out->push_back(*cur);
    cur.reset();
  };
  for (size_t i = 0; i < s.size(); ++i) {
    if (!s[i].valid) continue;
    if (prev && s[i].time_ms - s[*prev].time_ms > r.o.max_gap_ms) {
      geo::LatLon ref = cur ? cur->Centre() : At(s[*prev]);
      if (geo::DistanceM(ref, At(s[i])) <= r.o.stop_radius_m) {
        // Silent, and found where it was: it stood all along (a sleeping device, an underground car park).
        if (!cur) cur = Begin(s[*prev], *prev, r.IgnitionOff(s[*prev]));
        cur->spans_gap = true;
        cur->Add(s[i], i, r.IgnitionOff(s[i]));
        prev = i;
        continue;
      }
      close();
      gaps->push_back({*prev, i, s[*prev].time_ms, s[i].time_ms, geo::DistanceM(At(s[*prev]), At(s[i]))});
    } else if (cur) {
      bool inside = r.IgnitionOff(s[i]) || geo::DistanceM(cur->Centre(), At(s[i])) <= r.o.stop_radius_m;
      if (inside) {
        // Fast fixes inside the radius stay pending: drift, or a departure not yet confirmed.
        if (r.Slow(s[i])) cur->Add(s[i], i, r.IgnitionOff(s[i]));
        prev = i;
        continue;
      }
      close();  // left the radius: the stop ended at its last standing fix
    }
    if (!cur && r.Slow(s[i])) cur = Begin(s[i], i, r.IgnitionOff(s[i]));
    prev = i;
  }
  close();
}

bool GapBetween(const std::vector<Gap>& gaps, size_t from, size_t to) {
  for (const Gap& g : gaps)
    if (g.before >= from && g.after <= to) return true;
  return false;
}

double MovedM(std::span<const TrackSample> s, size_t first, size_t last) {
  double odometer = (s[last].mileage_km - s[first].mileage_km) * 1000.0;
  return odometer > 0 ? odometer : PathLengthM(s, first, last);
}

// True when the movement first..last is long and far enough to be a trip, and got out of a stop's
// radius from where it began (scattered fixes of a parked vehicle add up to a path, never to a trip).
bool IsTrip(std::span<const TrackSample> s, const MotionOptions& o, size_t first, size_t last) {
  if (last <= first || s[last].time_ms - s[first].time_ms < o.min_trip_ms || MovedM(s, first, last) < o.min_trip_m)
    return false;
  for (size_t i = first + 1; i <= last; ++i)
    if (s[i].valid && geo::DistanceM(At(s[first]), At(s[i])) > o.stop_radius_m) return true;
  return false;
}

Stop ToStop(std::span<const TrackSample> s, const Candidate& c) {
  Stop st;
  st.first = c.first;
  st.last = c.last;
  st.begin_ms = s[c.first].time_ms;
  st.end_ms = s[c.last].time_ms;
  geo::LatLon centre = c.Centre();
  st.lat = centre.lat;
  st.lon = centre.lon;
  st.ignition_off = c.ignition_off;
  st.spans_gap = c.spans_gap;
  return st;
}

size_t FirstValid(std::span<const TrackSample> s) {
  for (size_t i = 0; i < s.size(); ++i)
    if (s[i].valid) return i;
  return s.size();
}

size_t LastValid(std::span<const TrackSample> s) {
  for (size_t i = s.size(); i-- > 0;)
    if (s[i].valid) return i;
  return s.size();
}

}  // namespace

double PathLengthM(std::span<const TrackSample> s, size_t first, size_t last) {
  double total = 0;
  std::optional<size_t> prev;
  for (size_t i = first; i <= last && i < s.size(); ++i) {
    if (!s[i].valid) continue;
    if (prev) total += geo::DistanceM(At(s[*prev]), At(s[i]));
    prev = i;
  }
  return total;
}

MotionResult DetectMotion(std::span<const TrackSample> s, const MotionOptions& o) {
  MotionResult out;
  bool ignition_seen = std::any_of(s.begin(), s.end(), [](const TrackSample& x) { return x.acc == 1; });
  Rules rules{o, o.use_ignition && ignition_seen};
  std::vector<Candidate> candidates;
  FindCandidates(s, rules, &candidates, &out.gaps);

  // Long enough to be stops; then neighbours close to each other and separated by a move too
  // short to be a trip (drift out of the radius and back, re-parking across a yard) become one.
  for (const Candidate& c : candidates) {
    if (s[c.last].time_ms - s[c.first].time_ms < o.min_stop_ms) continue;
    Stop st = ToStop(s, c);
    if (!out.stops.empty()) {
      Stop& before = out.stops.back();
      bool near = geo::DistanceM({before.lat, before.lon}, {st.lat, st.lon}) < o.min_trip_m;
      if (near && !IsTrip(s, o, before.last, st.first) && !GapBetween(out.gaps, before.last, st.first)) {
        before.last = st.last;
        before.end_ms = st.end_ms;
        before.ignition_off = before.ignition_off || st.ignition_off;
        before.spans_gap = before.spans_gap || st.spans_gap;
        continue;
      }
    }
    out.stops.push_back(st);
  }

  // Trips: the movements between stops and gaps that are long and far enough.
  size_t first = FirstValid(s), last = LastValid(s);
  if (first >= s.size()) return out;
  struct Boundary {
    size_t begin, end;  // the movement before it ends at `begin`; the next starts at `end`
  };
  std::vector<Boundary> bounds;
  for (const Stop& st : out.stops) bounds.push_back({st.first, st.last});
  for (const Gap& g : out.gaps) bounds.push_back({g.before, g.after});
  std::sort(bounds.begin(), bounds.end(), [](const Boundary& a, const Boundary& b) { return a.begin < b.begin; });
  bounds.push_back({last, last});
  size_t cursor = first;
  for (const Boundary& b : bounds) {
    if (b.begin > cursor && IsTrip(s, o, cursor, b.begin)) {
      Trip t;
      t.first = cursor;
      t.last = b.begin;
      t.begin_ms = s[cursor].time_ms;
      t.end_ms = s[b.begin].time_ms;
      t.distance_m = MovedM(s, cursor, b.begin);
      t.begin_mileage_km = s[cursor].mileage_km;
      t.end_mileage_km = s[b.begin].mileage_km;
      for (size_t i = cursor; i <= b.begin; ++i)
        if (s[i].valid) t.max_speed_kmh = std::max(t.max_speed_kmh, s[i].speed_kmh);
      out.trips.push_back(t);
    }
    cursor = std::max(cursor, b.end);
  }
  return out;
}

}  // namespace chelian::reports
