// Grouping stops into places: each stop joins the nearest place whose centre is within the radius,
// else opens a new one.
#include "reports/stop_places.h"

#include <algorithm>

#include "geo/geo.h"

namespace chelian::reports {

std::vector<StopPlace> GroupStopsByPlace(std::span<const Stop> stops, double radius_m, long long min_stop_ms) {
  std::vector<StopPlace> places;
  for (size_t i = 0; i < stops.size(); ++i) {
    const Stop& st = stops[i];
    if (st.duration_ms() < min_stop_ms) continue;
    StopPlace* best = nullptr;
    double best_m = radius_m;
    for (StopPlace& p : places) {
      double d = geo::DistanceM({p.lat, p.lon}, {st.lat, st.lon});
      if (d <= best_m) {
        best = &p;
        best_m = d;
      }
    }
    if (!best) {
      places.push_back({st.lat, st.lon, {}, 0});
      best = &places.back();
    }
    double n = static_cast<double>(best->stops.size());
    best->lat = (best->lat * n + st.lat) / (n + 1);
    best->lon = (best->lon * n + st.lon) / (n + 1);
    best->stops.push_back(i);
    best->total_ms += st.duration_ms();
  }
  std::stable_sort(places.begin(), places.end(), [](const StopPlace& a, const StopPlace& b) {
    if (a.stops.size() != b.stops.size()) return a.stops.size() > b.stops.size();
    return a.total_ms > b.total_ms;
  });
  return places;
}

}  // namespace chelian::reports
