// Handlers of the alarm control calls.
#include "api/alarm/alarm_control_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "core/json_member.h"
#include "pipeline/alarm_settings.h"
#include "store/alarm_control_repo.h"
#include "store/group_repo.h"

namespace chelian::api {
namespace {

Result<store::Group> TargetGroup(ApiServices& s, const ApiCall& call, store::Connection& conn) {
  long long id = call.IntParam("groupId").value_or(call.session().group_id);
  if (call.json().is_object()) id = JsonInt(call.json().get_object(), "groupId").value_or(id);
  return store::GetGroup(conn, call.session().scope(), id);
}

net::HttpResponse List(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto group = TargetGroup(s, call, *conn);
  if (!group.ok()) return FromStatus(group.status());
  auto rows = store::LoadAlarmControlRows(*conn, group->path);
  if (!rows.ok()) return FromStatus(rows.status());
  pipeline::GroupAlarmSettings settings = pipeline::ResolveAlarmSettings(*rows);
  boost::json::array data;
  for (const auto& spec : pipeline::AlarmControlSpecs()) {
    std::string code(AlarmCodeName(spec.code));
    bool enabled;
    double value;
    int duration;
    pipeline::DescribeRule(settings, spec.code, &enabled, &value, &duration);
    int origin = 0;  // 0 default, 1 inherited from an ancestor, 2 set on this group
    for (const auto& r : *rows)
      if (r.code == code) origin = r.group_id == group->id ? 2 : 1;
    boost::json::object o{{"enType", code},
                          {"type", AlarmLabel(spec.code)},
                          {"kind", spec.platform ? "platform" : "device"},
                          {"enabled", enabled ? 1 : 0},
                          {"origin", origin}};
    if (!spec.value_name.empty()) {
      o["value"] = value;
      o["valueName"] = spec.value_name;
      o["valueUnit"] = spec.value_unit;
      o["valueMin"] = spec.value_min;
      o["valueMax"] = spec.value_max;
    }
    if (!spec.duration_name.empty()) {
      o["duration"] = duration;
      o["durationName"] = spec.duration_name;
      o["durationUnit"] = spec.duration_unit;
      o["durationMin"] = spec.duration_min;
      o["durationMax"] = spec.duration_max;
    }
    data.push_back(std::move(o));
  }
  boost::json::object obj{{"groupId", group->id}, {"groupName", group->name}, {"data", std::move(data)}};
  return Ok(std::move(obj));
}

net::HttpResponse Config(ApiServices& s, const ApiCall& call) {
  if (!call.json().is_object()) return Fail(kFlagFail, "请以 JSON 提交告警设置");
  const auto* list = call.json().get_object().if_contains("list");
  if (!list || !list->is_array() || list->get_array().empty()) return Fail(kFlagFail, "告警设置不能为空");
  std::vector<store::AlarmControlRow> rows;
  for (const auto& item : list->get_array()) {
    if (!item.is_object()) return Fail(kFlagFail, "告警设置格式错误");
    const auto& o = item.get_object();
    store::AlarmControlRow row;
    row.code = JsonString(o, "enType").value_or("");
    if (auto e = JsonDouble(o, "enabled")) row.enabled = *e != 0;
    if (auto v = JsonDouble(o, "value")) row.value = *v;
    if (auto d = JsonDouble(o, "duration")) row.duration = static_cast<int>(*d);
    if (Status st = pipeline::ValidateAlarmControl(row); !st.ok()) return FromStatus(st);
    rows.push_back(std::move(row));
  }
  auto conn = s.db.Acquire();
  auto group = TargetGroup(s, call, *conn);
  if (!group.ok()) return FromStatus(group.status());
  Status st = store::SaveAlarmControlRows(*conn, group->id, rows, call.session().user_id, s.now());
  return st.ok() ? Ok() : FromStatus(st);
}

}  // namespace

void RegisterAlarmControlRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v4/api/alarm/control/listAlarmControlInfo.json", Access::kSession,
             [&s](ApiCall& c) { return List(s, c); });
  router.Add("/car/v4/api/alarm/control/configAlarmControl.json", Access::kSession,
             [&s](ApiCall& c) { return Config(s, c); });
}

}  // namespace chelian::api
