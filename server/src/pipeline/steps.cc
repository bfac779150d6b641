// Implementation of the pipeline's steps.
#include "pipeline/steps.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>

#include "core/strings.h"
#include "domain/attributes_json.h"
#include "store/card_people_repo.h"
#include "store/ebike_repo.h"

namespace chelian::pipeline {
namespace {

int Flags(const Position& p) {
  int f = p.valid ? store::kPositionValid : 0;
  if (p.acc) f |= store::kPositionAccKnown | (*p.acc ? store::kPositionAccOn : 0);
  if (p.back_filled) f |= store::kPositionBackfill;
  return f;
}

std::string AlarmList(const std::vector<AlarmCode>& alarms) {
  std::string out;
  for (AlarmCode c : alarms) {
    if (!out.empty()) out += ',';
    out += AlarmCodeName(c);
  }
  return out;
}

// The platform's health alarms, in the order HealthStep measures them.
constexpr AlarmCode kHealthAlarms[] = {AlarmCode::kHeartRateAlarm, AlarmCode::kBloodPressureAlarm,
                                       AlarmCode::kTemperatureAlarm, AlarmCode::kSpo2Alarm};

// The device's last known place, at `time`.
store::AlarmEdge LastPlace(const DeviceState& st, int64_t time) {
  return {time, st.lat, st.lon, st.speed_kmh, st.mileage_km, st.course};
}

void PlatformEpisodes(StepContext& ctx, const std::set<AlarmCode>& active, const store::AlarmEdge& edge,
                      const std::map<AlarmCode, RiskAlarm>* details = nullptr) {
  auto [b, e] = ctx.episodes.Apply(ctx.dev, ctx.st.active_platform, 2,
                                   std::vector<AlarmCode>(active.begin(), active.end()), true, edge, details);
  ctx.begun += b;
  ctx.ended += e;
}

}  // namespace

void RunSteps(StepContext& ctx, const DeviceMessage& m) {
  for (const Position& p : m.positions) ProcessFix(ctx, p);
  StepCountStep(ctx, m.attributes, ctx.recv_time);
  HealthStep(ctx, m.attributes);
  FixlessAlarmsStep(ctx, m);
  AccStep(ctx, m);
  BackOnlineStep(ctx);
}

void ProcessFix(StepContext& ctx, const Position& p) {
  if (!FilterStep(ctx, p)) return;
  MileageStep step = NextMileage(ctx.options.mileage, ctx.st, p);
  RowStep(ctx, p, step.mileage_km);
  if (!IsLatest(ctx.st, p)) return;
  StateStep(ctx, p, step, ctx.rows.back().attributes);
  DayStep(ctx, p, step.mileage_km, ctx.rows.back().alarms);
  StepCountStep(ctx, p.attributes, p.fix_time_ms);
  store::AlarmEdge edge{p.fix_time_ms, p.lat, p.lon, p.speed_kmh, step.mileage_km, static_cast<int>(p.course)};
  DeviceAlarmsStep(ctx, p.alarms, true, edge);
  PlatformAlarmsStep(ctx, p, edge);
}

bool FilterStep(StepContext& ctx, const Position& p) {
  FilterVerdict v = FilterPosition(ctx.options.filter, ctx.st, p, ctx.now);
  if (v == FilterVerdict::kAccept) return true;
  ++ctx.filtered;
  spdlog::debug("device {} position at {} filtered: {}", ctx.dev.terminal_no, p.fix_time_ms, FilterVerdictName(v));
  if (!p.back_filled && v != FilterVerdict::kDuplicate)
    DeviceAlarmsStep(ctx, p.alarms, true, LastPlace(ctx.st, v == FilterVerdict::kJump ? p.fix_time_ms : ctx.recv_time));
  return false;
}

void RowStep(StepContext& ctx, const Position& p, double mileage_km) {
  store::PositionRow row;
  row.device_id = ctx.dev.device_id;
  row.fix_time = p.fix_time_ms;
  row.recv_time = ctx.recv_time;
  row.lat = p.lat;
  row.lon = p.lon;
  row.altitude = static_cast<int>(p.altitude_m);
  row.speed = p.speed_kmh;
  row.course = static_cast<int>(p.course);
  row.satellites = p.satellites.value_or(0);
  row.flags = Flags(p);
  row.mileage = mileage_km;
  row.alarms = AlarmList(p.alarms);
  if (!p.attributes.empty()) row.attributes = AttributesJson(p.attributes);
  if (auto battery = p.attributes.GetInt(AttrKey::kBatteryPct); battery && *battery >= 0)
    row.battery = static_cast<int>(*battery);
  ctx.rows.push_back(std::move(row));
}

bool IsLatest(const DeviceState& st, const Position& p) {
  return !p.back_filled && (!st.has_fix || p.fix_time_ms >= st.fix_time_ms);
}

void StateStep(StepContext& ctx, const Position& p, const MileageStep& step, const std::string& attributes_json) {
  DeviceState& st = ctx.st;
  Motion motion = ClassifyMotion(ctx.options.motion, p);
  if (motion != st.motion) st.motion_since_ms = p.fix_time_ms;
  st.motion = motion;
  st.has_fix = true;
  st.fix_time_ms = p.fix_time_ms;
  st.lat = p.lat;
  st.lon = p.lon;
  st.speed_kmh = p.speed_kmh;
  st.course = static_cast<int>(p.course);
  st.valid = p.valid;
  if (p.acc) st.acc = *p.acc ? 1 : 0;
  st.mileage_km = step.mileage_km;
  if (step.odometer) st.odometer = *step.odometer;
  if (!attributes_json.empty()) st.attributes_json = attributes_json;
}

void DayStep(StepContext& ctx, const Position& p, double mileage_km, const std::string& alarms) {
  if (!ctx.days) return;
  reports::TrackSample s;
  s.time_ms = p.fix_time_ms;
  s.lat = p.lat;
  s.lon = p.lon;
  s.speed_kmh = p.speed_kmh;
  s.course = static_cast<int>(p.course);
  s.mileage_km = mileage_km;
  s.valid = p.valid;
  s.acc = p.acc ? (*p.acc ? 1 : 0) : -1;
  if (auto pct = p.attributes.GetDouble(AttrKey::kBatteryPct); pct && *pct >= 0 && *pct <= 100)
    s.battery_pct = static_cast<int>(*pct);
  reports::DayOptions o;
  o.utc_offset_minutes = ctx.options.utc_offset_minutes;
  o.moving_kmh = ctx.options.motion.moving_kmh;
  // Per fix on the shard's thread: the scratch list keeps its capacity (no allocation per fix).
  thread_local std::vector<reports::DayTotals> shares;
  shares.clear();
  reports::AddFix(o, ctx.st.day, s, alarms, shares);
  AddDayShares(*ctx.days, ctx.dev.device_id, shares);
}

void StepCountStep(StepContext& ctx, const Attributes& attributes, long long at_ms) {
  if (!ctx.days) return;
  std::optional<int64_t> steps = attributes.GetInt(AttrKey::kSteps);
  if (!steps || *steps <= 0) return;
  reports::DayTotals share;  // no time covered: it only raises the day's steps
  share.day = reports::LocalDay(at_ms, ctx.options.utc_offset_minutes);
  share.steps = *steps;
  AddDayShares(*ctx.days, ctx.dev.device_id, {&share, 1});  // no list built per fix
}

void DeviceAlarmsStep(StepContext& ctx, const std::vector<AlarmCode>& reported, bool complete,
                      const store::AlarmEdge& edge) {
  std::vector<AlarmCode> wanted;  // device alarms switched off for the group open nothing
  for (AlarmCode c : reported)
    if (!ctx.settings.disabled.count(c)) wanted.push_back(c);
  auto [b, e] = ctx.episodes.Apply(ctx.dev, ctx.st.active_alarms, 1, wanted, complete, edge);
  ctx.begun += b;
  ctx.ended += e;
}

void PlatformAlarmsStep(StepContext& ctx, const Position& p, const store::AlarmEdge& edge) {
  const store::DeviceRef& dev = ctx.dev;
  DeviceState& st = ctx.st;
  std::set<AlarmCode> active = EvaluatePositionRules(ctx.settings.rules, st.rules, p, ctx.options.motion.moving_kmh,
                                                     ctx.options.utc_offset_minutes);
  if (dev.asset_kind == store::kEbikeKind)  // the theft rules are for e-bikes only
    active.merge(EvaluateTheftRules(TheftRules{}, st.theft, p, dev.protocol, ctx.options.motion.moving_kmh));
  std::map<AlarmCode, RiskAlarm> details;
  if (ctx.risk) {
    std::shared_ptr<const RiskSnapshot> snap = ctx.risk->Current();
    if (snap != st.risk_snapshot || st.risk_group != dev.group_id) {
      st.risk_places = snap->PlacesFor(dev.asset_id, dev.group_id, dev.group_path);
      st.risk_snapshot = std::move(snap);
      st.risk_group = dev.group_id;
    }
    if (!st.risk_places.empty() || !st.risk.fences.empty()) {
      const RiskSnapshot* s = st.risk_snapshot.get();
      RegionLookup lookup;
      if (s->geocoder) lookup = [s](geo::LatLon at) { return s->Region(at); };
      for (RiskAlarm& a :
           EvaluateRiskRules(st.risk_places, st.risk, p, lookup, ctx.settings.rules.abnormal_stay_days)) {
        active.insert(a.code);
        details[a.code] = std::move(a);
      }
      // A visit to home or company is saved at most every 10 minutes (it survives a restart).
      if (st.risk.stay_visit_dirty && ctx.now - st.stay_visit_saved_ms >= 10 * 60'000LL) ctx.stay_visit_due = true;
    }
  }
  for (AlarmCode c : ctx.settings.disabled) active.erase(c);  // switched off for the group: nothing
  if (st.active_platform.count(AlarmCode::kOfflineAlarm)) active.insert(AlarmCode::kOfflineAlarm);
  for (AlarmCode c : kHealthAlarms)  // judged by readings only (HealthStep)
    if (st.active_platform.count(c)) active.insert(c);
  PlatformEpisodes(ctx, active, edge, &details);
}

void HealthStep(StepContext& ctx, const Attributes& a) {
  store::HealthReading r;
  auto take = [&a](AttrKey key) -> std::optional<int> {
    if (auto v = a.GetInt(key)) return static_cast<int>(*v);
    return std::nullopt;
  };
  r.heart_rate = take(AttrKey::kHeartRate);
  r.systolic = take(AttrKey::kSystolic);
  r.diastolic = take(AttrKey::kDiastolic);
  r.spo2 = take(AttrKey::kSpo2);
  if (auto c = a.GetDouble(AttrKey::kBodyTempC)) r.temperature = static_cast<int>(std::lround(*c * 10));
  if (!r.heart_rate && !r.systolic && !r.diastolic && !r.spo2 && !r.temperature) return;
  const store::HealthThreshold& t =
      ctx.dev.asset_kind == store::kAssetKindPerson ? ctx.settings.badge_health : ctx.settings.watch_health;
  std::vector<std::string> codes = store::HealthAlarmCodes(t, r);
  // Each kind measured opens or ends its alarm; the others stay as they are.
  const bool measured[] = {r.heart_rate.has_value(), r.systolic || r.diastolic, r.temperature.has_value(),
                           r.spo2.has_value()};
  std::set<AlarmCode> active = ctx.st.active_platform;
  for (size_t i = 0; i < std::size(kHealthAlarms); ++i) {
    if (!measured[i]) continue;
    const AlarmCode code = kHealthAlarms[i];
    const bool raised = std::find(codes.begin(), codes.end(), AlarmCodeName(code)) != codes.end();
    if (raised && !ctx.settings.disabled.count(code))
      active.insert(code);
    else
      active.erase(code);
  }
  if (active != ctx.st.active_platform) PlatformEpisodes(ctx, active, LastPlace(ctx.st, ctx.recv_time));
  if (!ctx.health) return;
  ctx.health->push_back({ctx.dev.asset_id, ctx.dev.device_id, ctx.recv_time, r.heart_rate, r.systolic, r.diastolic,
                         r.spo2, r.temperature, JoinList(codes)});
}

void FixlessAlarmsStep(StepContext& ctx, const DeviceMessage& m) {
  if (!m.alarms.empty()) DeviceAlarmsStep(ctx, m.alarms, false, LastPlace(ctx.st, ctx.recv_time));
}

void AccStep(StepContext& ctx, const DeviceMessage& m) {
  if (auto acc = m.attributes.GetInt(AttrKey::kAcc)) ctx.st.acc = static_cast<int>(*acc);
}

void BackOnlineStep(StepContext& ctx) {
  if (!ctx.st.active_platform.count(AlarmCode::kOfflineAlarm)) return;
  std::set<AlarmCode> still = ctx.st.active_platform;
  still.erase(AlarmCode::kOfflineAlarm);
  PlatformEpisodes(ctx, still, LastPlace(ctx.st, ctx.recv_time));
}

}  // namespace chelian::pipeline
