// The rule table of 风险车辆 and its evaluation (v3-console-inventory §2.5 风险车辆 tabs).
#include "risk/risk_rules.h"

#include <array>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <optional>

#include "core/json.h"
#include "domain/alarm_codes.h"

namespace chelian::risk {
namespace {

constexpr std::array kRules = {
    // 设备拆除风险
    RiskRule{"remove+twoCharge", kRemoveRisk, "拆除+二押点报警", Fact::kRemove, Fact::kTwoCharge},
    RiskRule{"powerDown+twoCharge", kRemoveRisk, "掉电+二押点报警", Fact::kPowerDown, Fact::kTwoCharge},
    RiskRule{"offline1d+twoCharge", kRemoveRisk, "离线1天以上+二押点报警", Fact::kOffline1d, Fact::kTwoCharge},
    RiskRule{"inFence+remove", kRemoveRisk, "进围栏+拆除", Fact::kInFence, Fact::kRemove},
    // 生活轨迹异常
    RiskRule{"abnormalStay+offline1d", kLifeTrackRisk, "异常停留+离线1天以上", Fact::kAbnormalStay, Fact::kOffline1d},
    RiskRule{"abnormalStay+still3d", kLifeTrackRisk, "异常停留+静止3天以上", Fact::kAbnormalStay, Fact::kStill3d},
    RiskRule{"inFence+offline1d", kLifeTrackRisk, "进围栏+离线1天以上", Fact::kInFence, Fact::kOffline1d},
    RiskRule{"inFence+still3d", kLifeTrackRisk, "进围栏+静止3天以上", Fact::kInFence, Fact::kStill3d},
    // 安全区外异常
    RiskRule{"outArea+offline1d", kOutsideRisk, "出省市区+离线1天以上", Fact::kOutArea, Fact::kOffline1d},
    RiskRule{"outArea+still3d", kOutsideRisk, "出省市区+静止3天以上", Fact::kOutArea, Fact::kStill3d},
    RiskRule{"outArea+twoCharge", kOutsideRisk, "出省市区+二押点报警", Fact::kOutArea, Fact::kTwoCharge},
    RiskRule{"outArea+powerDown", kOutsideRisk, "出省市区+掉电", Fact::kOutArea, Fact::kPowerDown},
    RiskRule{"outArea+remove", kOutsideRisk, "出省市区+拆除", Fact::kOutArea, Fact::kRemove},
};

struct CodeFact {
  AlarmCode code;
  Fact fact;
};
constexpr std::array kCodeFacts = {
    CodeFact{AlarmCode::kIsIllegalRemove, Fact::kRemove},
    CodeFact{AlarmCode::kBcarIsAlarm, Fact::kRemove},
    CodeFact{AlarmCode::kPowerDown, Fact::kPowerDown},
    CodeFact{AlarmCode::kTwoChargeAlarm, Fact::kTwoCharge},
    CodeFact{AlarmCode::kInRegionAlarm, Fact::kInFence},
    CodeFact{AlarmCode::kInAreaAlarm, Fact::kInFence},
    CodeFact{AlarmCode::kAbnormalStayAlarm, Fact::kAbnormalStay},
    CodeFact{AlarmCode::kOutAdminAreaAlarm, Fact::kOutArea},
};

constexpr size_t kFactCount = static_cast<size_t>(Fact::kStill3d) + 1;

}  // namespace

std::span<const RiskRule> RiskRules() { return kRules; }

bool FactOfAlarmCode(std::string_view code, Fact* fact) {
  for (const auto& cf : kCodeFacts)
    if (AlarmCodeName(cf.code) == code) {
      *fact = cf.fact;
      return true;
    }
  return false;
}

std::vector<std::string> FactAlarmCodes() {
  std::vector<std::string> out;
  for (const auto& cf : kCodeFacts) out.emplace_back(AlarmCodeName(cf.code));
  return out;
}

std::string_view FactLabel(Fact f) {
  switch (f) {
    case Fact::kRemove:
      return "拆除";
    case Fact::kPowerDown:
      return "掉电";
    case Fact::kTwoCharge:
      return "二押点报警";
    case Fact::kInFence:
      return "进围栏";
    case Fact::kAbnormalStay:
      return "异常停留";
    case Fact::kOutArea:
      return "出省市区";
    case Fact::kOffline1d:
      return "离线1天以上";
    case Fact::kStill3d:
      return "静止3天以上";
  }
  return "";
}

std::vector<RiskHit> EvaluateVehicle(const VehicleHistory& h, long long now_ms, const RiskOptions& o) {
  // The newest evidence of each fact.
  std::array<std::optional<Evidence>, kFactCount> found;
  const long long since = now_ms - o.window_ms;
  for (const auto& a : h.alarms) {
    Fact f;
    if (a.time < since || a.time > now_ms || !FactOfAlarmCode(a.code, &f)) continue;
    auto& slot = found[static_cast<size_t>(f)];
    if (slot && slot->time >= a.time) continue;
    auto code = AlarmCodeFromName(a.code);
    slot = Evidence{f, a.id, std::string(AlarmLabel(*code)), a.time, a.lat, a.lon, a.path_name};
  }
  const VehicleNow& s = h.now;
  if (s.has_state && s.last_recv > 0 && now_ms - s.last_recv >= o.offline_ms)
    found[static_cast<size_t>(Fact::kOffline1d)] =
        Evidence{Fact::kOffline1d, 0, std::string(FactLabel(Fact::kOffline1d)), s.last_recv, s.lat, s.lon, ""};
  if (s.has_state && s.motion == 2 && s.motion_since > 0 && now_ms - s.motion_since >= o.still_ms)
    found[static_cast<size_t>(Fact::kStill3d)] =
        Evidence{Fact::kStill3d, 0, std::string(FactLabel(Fact::kStill3d)), s.motion_since, s.lat, s.lon, ""};

  std::vector<RiskHit> hits;
  for (const auto& rule : kRules) {
    const auto& a = found[static_cast<size_t>(rule.first)];
    const auto& b = found[static_cast<size_t>(rule.second)];
    if (!a || !b) continue;
    RiskHit hit{&rule, *a, *b, std::max(a->time, b->time), 0, 0, ""};
    // The place: the newer alarm's; a state fact only when neither is an alarm.
    const Evidence* place = &(a->time >= b->time ? *a : *b);
    const Evidence* other = place == &*a ? &*b : &*a;
    if (place->alarm_id == 0 && other->alarm_id != 0) place = other;
    hit.lat = place->lat;
    hit.lon = place->lon;
    hit.path_name = a->path_name.empty() ? b->path_name : a->path_name;
    hits.push_back(std::move(hit));
  }
  return hits;
}

std::string EvidenceJson(const RiskHit& hit) {
  boost::json::array out;
  for (const Evidence* e : {&hit.first, &hit.second})
    out.push_back(boost::json::object{{"fact", FactLabel(e->fact)},
                                      {"alarmId", e->alarm_id},
                                      {"alarmName", e->alarm_name},
                                      {"alarmTime", e->time},
                                      {"lat", e->lat},
                                      {"lon", e->lon},
                                      {"pathName", e->path_name}});
  return WriteJson(out);
}

}  // namespace chelian::risk
