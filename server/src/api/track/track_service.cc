// Track request parameters, loading and the fast local-time formatter.
#include "api/track/track_service.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "core/clock.h"
#include "core/strings.h"
#include "store/position_writer.h"

namespace chelian::api::track {
namespace {

constexpr long long kDayMs = 86'400'000;

bool Falsy(const std::optional<std::string>& v) { return v && (*v == "0" || *v == "false"); }

std::optional<double> DoubleParam(const ApiCall& call, std::string_view name) {
  auto v = call.Param(name);
  if (!v || Trim(*v).empty()) return std::nullopt;
  char* end = nullptr;
  double d = std::strtod(v->c_str(), &end);
  if (end == v->c_str()) return std::nullopt;
  return d;
}

// "1,2,3,0,6", also when it arrives still percent-encoded once more ("1%2C2%2C3%2C0%2C6", as the
// scripts send it pre-encoded and their HTTP client encodes it again).
std::vector<int> LocationTypes(std::string text) {
  for (int i = 0; i < 3 && text.find('%') != std::string::npos; ++i) text = PercentDecode(text, false);
  std::vector<int> out;
  for (auto part : Split(text, ',')) {
    long long v;
    if (ParseInt64(Trim(part), &v)) out.push_back(static_cast<int>(v));
  }
  return out;
}

}  // namespace

Result<TrackQuery> ReadTrackQuery(const ApiCall& call, long long now_ms, int offset, const char* begin_name,
                                  const char* end_name) {
  TrackQuery q;
  q.now_ms = now_ms;
  q.vehicle_id = call.IntParam("vehicleId").value_or(0);
  q.plate = std::string(Trim(call.ParamOr("plate", "")));
  if (q.vehicle_id <= 0 && q.plate.empty()) return InvalidArgument("请选择车辆");
  long long local_now = now_ms + offset * 60'000LL;
  long long today = local_now - local_now % kDayMs - offset * 60'000LL;
  std::string begin = call.ParamOr(begin_name, ""), end = call.ParamOr(end_name, "");
  auto from = ParseLocalTime(begin, offset);
  auto to = ParseLocalTime(end, offset);
  if (!Trim(begin).empty() && !from) return InvalidArgument("开始时间格式错误，应为 yyyy-MM-dd HH:mm:ss");
  if (!Trim(end).empty() && !to) return InvalidArgument("结束时间格式错误，应为 yyyy-MM-dd HH:mm:ss");
  q.from_ms = from.value_or(today);
  q.to_ms = to.value_or(today + kDayMs - 1000);
  if (q.to_ms < q.from_ms) return InvalidArgument("结束时间不能早于开始时间");
  q.min_stop_ms = std::max(0LL, call.IntParam("filterTime").value_or(0)) * 60'000;
  q.points.converge = !Falsy(call.Param("converge"));
  q.points.location_types = LocationTypes(call.ParamOr("locationType", ""));
  if (auto space = DoubleParam(call, "spaceTime"); space && *space > 0)
    q.points.min_spacing_ms = static_cast<long long>(*space * 60'000);
  if (auto speed = DoubleParam(call, "speed"); speed && *speed > 0) q.points.min_speed_kmh = *speed;
  return q;
}

reports::TrackSample SampleOf(const store::TrackFix& f) {
  reports::TrackSample s;
  s.time_ms = f.fix_time;
  s.lat = f.lat;
  s.lon = f.lon;
  s.speed_kmh = f.speed;
  s.course = f.course;
  s.mileage_km = f.mileage;
  s.valid = f.flags & store::kPositionValid;
  s.acc = (f.flags & store::kPositionAccKnown) ? ((f.flags & store::kPositionAccOn) ? 1 : 0) : -1;
  s.back_filled = f.flags & store::kPositionBackfill;
  return s;
}

Result<store::TrackVehicle> FindTrackVehicleFor(store::Connection& conn, const store::Scope& scope, const TrackQuery& q,
                                                const TrackOptions& o) {
  auto vehicle = store::FindTrackVehicle(conn, scope, q.vehicle_id, q.plate);
  if (!vehicle.ok()) return vehicle.status();
  if (o.hide_expired && vehicle->expires_at > 0 && vehicle->expires_at <= q.now_ms)
    return FailedPrecondition("车辆已过期，续费后可查看轨迹");
  bool wireless = vehicle->long_standby == 1;
  int max_days = wireless ? o.max_days_wireless : o.max_days_wired;
  if (q.to_ms - q.from_ms > max_days * kDayMs)
    return InvalidArgument(std::string(wireless ? "无线" : "有线") + "设备单次最多查询" + std::to_string(max_days) +
                           "天的轨迹，请缩短时间范围");
  return vehicle;
}

Result<LoadedTrack> LoadTrackOf(store::Connection& conn, store::TrackVehicle vehicle, const TrackQuery& q,
                                const TrackOptions& o) {
  LoadedTrack t;
  t.vehicle = std::move(vehicle);
  auto fixes =
      store::LoadTrackFixes(conn, t.vehicle.device_ids, q.from_ms, q.to_ms, static_cast<size_t>(o.max_points) + 1);
  if (!fixes.ok()) return fixes.status();
  if (static_cast<long long>(fixes->size()) > o.max_points)
    return InvalidArgument("该时间段轨迹点超过" + std::to_string(o.max_points) + "个，请缩短时间范围");
  t.samples.reserve(fixes->size());
  t.battery.reserve(fixes->size());
  for (const store::TrackFix& f : *fixes) {
    t.samples.push_back(SampleOf(f));
    t.battery.push_back(f.battery_pct);
  }
  reports::MotionOptions motion = o.motion;
  motion.min_stop_ms = std::max(motion.min_stop_ms, q.min_stop_ms);
  t.motion = reports::DetectMotion(t.samples, motion);
  t.points = reports::BuildTrackPoints(t.samples, t.motion, q.points);
  return t;
}

Result<LoadedTrack> LoadTrack(store::Connection& conn, const store::Scope& scope, const TrackQuery& q,
                              const TrackOptions& o) {
  auto vehicle = FindTrackVehicleFor(conn, scope, q, o);
  if (!vehicle.ok()) return vehicle.status();
  return LoadTrackOf(conn, std::move(vehicle.value()), q, o);
}

void LocalTimeFormatter::Append(std::string& out, long long epoch_ms) {
  long long local = epoch_ms + offset_ms_;
  long long day = local >= 0 ? local / kDayMs : (local - kDayMs + 1) / kDayMs;
  if (day != day_) {
    using namespace std::chrono;
    year_month_day ymd{sys_days{days{day}}};
    std::snprintf(date_, sizeof date_, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                  static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
    day_ = day;
  }
  long long secs = (local - day * kDayMs) / 1000;
  char hms[9] = {static_cast<char>('0' + secs / 36000),
                 static_cast<char>('0' + secs / 3600 % 10),
                 ':',
                 static_cast<char>('0' + secs % 3600 / 600),
                 static_cast<char>('0' + secs % 3600 / 60 % 10),
                 ':',
                 static_cast<char>('0' + secs % 60 / 10),
                 static_cast<char>('0' + secs % 10),
                 ' '};
  out.append(date_, 10);
  out += ' ';
  out.append(hms, 8);
}

}  // namespace chelian::api::track
