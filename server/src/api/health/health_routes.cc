// Handlers of the health thresholds. Temperatures travel in ℃ with one decimal (36.0); stored in
// 0.1 ℃. getHealthThreshold.json {groupId?, wearerType?} → {groupId, groupName, list:[…]};
// updateHealthThreshold.json (POST JSON) {groupId?, wearerType, heartRateMin, heartRateMax,
// systolicMin, systolicMax, diastolicMin, diastolicMax, temperatureMin, temperatureMax, spo2Min, enabled}.
#include "api/health/health_routes.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cmath>

#include "api/envelope.h"
#include "core/strings.h"
#include "store/group_repo.h"
#include "store/health_repo.h"

namespace chelian::api {
namespace {

const char* WearerName(int type) { return type == store::kWearerWatch ? "智能手表" : "智能工牌"; }

boost::json::object ThresholdObject(const ApiServices& s, const store::HealthThreshold& t, long long group_id) {
  boost::json::object o = HealthThresholdValues(t);
  o["wearerType"] = t.wearer_type;
  o["wearerName"] = WearerName(t.wearer_type);
  // 0 own setting, 1 inherited from an ancestor group, 2 platform defaults
  int source = t.source_group_id == 0 ? 2 : t.source_group_id == group_id ? 0 : 1;
  o["source"] = source;
  o["sourceName"] = source == 2 ? "平台默认" : source == 1 ? "沿用上级：" + t.source_group_name : "本单位设置";
  o["updatedBy"] = t.updated_by;
  o["updateTime"] = t.updated_at ? FormatLocalTime(t.updated_at, s.options.utc_offset_minutes) : "";
  return o;
}

net::HttpResponse GetThreshold(ApiServices& s, const ApiCall& call) {
  const store::Scope scope = call.session().scope();
  long long group_id = call.IntParam("groupId").value_or(0);
  if (group_id == 0) group_id = scope.group_id;
  int only = static_cast<int>(call.IntParam("wearerType").value_or(0));
  auto conn = s.db.Acquire();
  boost::json::array list;
  for (int type : {store::kWearerBadge, store::kWearerWatch}) {
    if (only && only != type) continue;
    auto t = store::EffectiveHealthThreshold(*conn, scope, group_id, type);
    if (!t.ok()) return FromStatus(t.status());
    list.push_back(ThresholdObject(s, *t, group_id));
  }
  boost::json::object o;
  o["groupId"] = group_id;
  auto group = store::GetGroup(*conn, scope, group_id);
  o["groupName"] = group.ok() ? group->name : "";
  o["list"] = std::move(list);
  return Ok(std::move(o));
}

// Reads an integer field; temperatures may come as "36.5" (℃) and are scaled to 0.1 ℃.
bool ReadField(const ApiCall& call, const char* name, int* out, bool tenths = false) {
  auto raw = call.Param(name);
  if (!raw || Trim(*raw).empty()) return true;  // keep the current value
  char* end = nullptr;
  std::string text(Trim(*raw));
  double v = std::strtod(text.c_str(), &end);
  if (end == text.c_str() || *end != '\0' || !std::isfinite(v)) return false;
  *out = static_cast<int>(std::lround(tenths ? v * 10 : v));
  return true;
}

net::HttpResponse UpdateThreshold(ApiServices& s, const ApiCall& call) {
  const auto& session = call.session();
  const store::Scope scope = session.scope();
  long long group_id = call.IntParam("groupId").value_or(0);
  if (group_id == 0) group_id = scope.group_id;
  int type = static_cast<int>(call.IntParam("wearerType").value_or(store::kWearerBadge));
  auto conn = s.db.Acquire();
  auto current = store::EffectiveHealthThreshold(*conn, scope, group_id, type);
  if (!current.ok()) return FromStatus(current.status());
  store::HealthThreshold t = *current;
  bool ok = ReadField(call, "heartRateMin", &t.heart_rate_min) && ReadField(call, "heartRateMax", &t.heart_rate_max) &&
            ReadField(call, "systolicMin", &t.systolic_min) && ReadField(call, "systolicMax", &t.systolic_max) &&
            ReadField(call, "diastolicMin", &t.diastolic_min) && ReadField(call, "diastolicMax", &t.diastolic_max) &&
            ReadField(call, "temperatureMin", &t.temperature_min, true) &&
            ReadField(call, "temperatureMax", &t.temperature_max, true) && ReadField(call, "spo2Min", &t.spo2_min) &&
            ReadField(call, "enabled", &t.enabled);
  if (!ok) return Fail(kFlagFail, "阈值必须是数字");
  Status st = store::SaveHealthThreshold(*conn, scope, group_id, t, session.username, s.now());
  if (!st.ok()) return FromStatus(st);
  auto saved = store::EffectiveHealthThreshold(*conn, scope, group_id, type);
  if (!saved.ok()) return FromStatus(saved.status());
  return Ok(ThresholdObject(s, *saved, group_id));
}

net::HttpResponse ResetThreshold(ApiServices& s, const ApiCall& call) {
  const store::Scope scope = call.session().scope();
  auto conn = s.db.Acquire();
  Status st = store::ResetHealthThreshold(*conn, scope, call.IntParam("groupId").value_or(0),
                                          static_cast<int>(call.IntParam("wearerType").value_or(store::kWearerBadge)));
  return st.ok() ? Ok() : FromStatus(st);
}

// The groups of the caller's subtree as a flat list (parentId links them) with which wearer types
// have their own setting, for choosing the group to edit.
net::HttpResponse ListGroups(ApiServices& s, const ApiCall& call) {
  const store::Scope scope = call.session().scope();
  auto conn = s.db.Acquire();
  auto groups = store::ListGroups(*conn, scope);
  if (!groups.ok()) return FromStatus(groups.status());
  auto badge = store::GroupsWithOwnHealthThreshold(*conn, scope, store::kWearerBadge);
  auto watch = store::GroupsWithOwnHealthThreshold(*conn, scope, store::kWearerWatch);
  if (!badge.ok()) return FromStatus(badge.status());
  if (!watch.ok()) return FromStatus(watch.status());
  auto has = [](const std::vector<long long>& ids, long long id) {
    return std::find(ids.begin(), ids.end(), id) != ids.end();
  };
  boost::json::array data;
  for (const auto& g : *groups) {
    boost::json::object o;
    o["groupId"] = g.id;
    o["groupName"] = g.name;
    // The scope's own group is the top of the caller's tree.
    o["parentId"] = g.id == scope.group_id ? 0 : g.parent_id;
    o["ownBadge"] = has(*badge, g.id) ? 1 : 0;
    o["ownWatch"] = has(*watch, g.id) ? 1 : 0;
    data.push_back(std::move(o));
  }
  return Ok(std::move(data));
}

}  // namespace

boost::json::object HealthThresholdValues(const store::HealthThreshold& t) {
  boost::json::object o;
  o["heartRateMin"] = t.heart_rate_min;
  o["heartRateMax"] = t.heart_rate_max;
  o["systolicMin"] = t.systolic_min;
  o["systolicMax"] = t.systolic_max;
  o["diastolicMin"] = t.diastolic_min;
  o["diastolicMax"] = t.diastolic_max;
  o["temperatureMin"] = t.temperature_min / 10.0;
  o["temperatureMax"] = t.temperature_max / 10.0;
  o["spo2Min"] = t.spo2_min;
  o["enabled"] = t.enabled;
  return o;
}

void RegisterHealthRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v4/api/health/threshold/getHealthThreshold.json", Access::kSession,
             [&s](ApiCall& c) { return GetThreshold(s, c); });
  router.Add("/car/v4/api/health/threshold/updateHealthThreshold.json", Access::kSession,
             [&s](ApiCall& c) { return UpdateThreshold(s, c); });
  router.Add("/car/v4/api/health/threshold/listGroups.json", Access::kSession,
             [&s](ApiCall& c) { return ListGroups(s, c); });
  router.Add("/car/v4/api/health/threshold/resetHealthThreshold.json", Access::kSession,
             [&s](ApiCall& c) { return ResetThreshold(s, c); });
}

}  // namespace chelian::api
