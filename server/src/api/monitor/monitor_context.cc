// The merged vehicle view of the monitor.
#include "api/monitor/monitor_context.h"

#include "core/strings.h"
#include "store/asset_kind.h"
#include "store/position_writer.h"

namespace chelian::api::monitor {
namespace {

void HideData(VehicleView& v) {
  v.has_fix = false;
  v.lat = v.lon = v.speed = v.mileage_km = 0;
  v.course = 0;
  v.valid = false;
  v.acc = -1;
  v.alarms.clear();
  v.attributes = "{}";
}

}  // namespace

Result<std::vector<VehicleView>> LoadVehicleViews(const MonitorContext& ctx, const ApiCall& call,
                                                  const store::MonitorFilter& filter) {
  std::vector<store::MonitorVehicle> rows;
  {
    auto conn = ctx.services.db.Acquire();
    auto listed = store::ListMonitorVehicles(*conn, call.session().scope(), call.session().user_id, filter);
    if (!listed.ok()) return listed.status();
    rows = std::move(listed.value());
  }
  long long now = ctx.services.now();
  std::vector<VehicleView> out;
  out.reserve(rows.size());
  for (auto& row : rows) {
    VehicleView v;
    std::optional<pipeline::DeviceState> live;
    if (ctx.options.latest && row.device_id) live = ctx.options.latest(row.device_id);
    if (live && live->has_fix) {
      v.has_fix = true;
      v.fix_time = live->fix_time_ms;
      v.recv_time = live->recv_time_ms;
      v.lat = live->lat;
      v.lon = live->lon;
      v.speed = live->speed_kmh;
      v.course = live->course;
      v.valid = live->valid;
      v.acc = live->acc;
      v.mileage_km = live->mileage_km;
      v.motion = static_cast<int>(live->motion);
      v.motion_since = live->motion_since_ms;
      for (AlarmCode c : live->active_alarms) v.alarms.emplace_back(AlarmCodeName(c));
      v.attributes = live->attributes_json;
    } else if (row.state.present) {
      const store::SavedState& s = row.state;
      v.has_fix = true;
      v.fix_time = s.fix_time;
      v.recv_time = s.recv_time;
      v.lat = s.lat;
      v.lon = s.lon;
      v.speed = s.speed;
      v.course = s.course;
      v.valid = s.flags & store::kPositionValid;
      v.acc = (s.flags & store::kPositionAccKnown) ? ((s.flags & store::kPositionAccOn) ? 1 : 0) : -1;
      v.mileage_km = s.mileage;
      v.motion = s.motion;
      v.motion_since = s.motion_since;
      v.alarms = row.open_alarms;
      v.attributes = s.attributes;
    }
    v.status = ClassifyVehicle({v.has_fix, v.recv_time, v.fix_time, v.motion, v.motion_since, row.expires_at}, now,
                               ctx.options.offline_after_ms);
    // An expired vehicle keeps reporting, but shows as 已过期 without its data until renewed
    // (service.hide_expired, docs/renewal.md).
    if (v.status.state == VehicleState::kExpired && ctx.options.hide_expired) HideData(v);
    v.row = std::move(row);
    out.push_back(std::move(v));
  }
  return out;
}

bool IsHarshDrivingAlarm(const std::string& code) {
  return code == "accelerateAlarm" || code == "slowDownAlarm" || code == "swerveAlarm";
}

Result<int> AssetKindParam(const ApiCall& call) {
  std::string text(Trim(call.ParamOr("kind", "")));
  if (text.empty()) return store::kAnyAssetKind;
  long long kind = 0;
  if (!ParseInt64(text, &kind) || (kind != store::kAnyAssetKind && !store::IsAssetKind(kind)))
    return InvalidArgument("资产类型错误，应为1车辆、2人员、3宠物或4电动车");
  return static_cast<int>(kind);
}

std::vector<long long> IdList(const ApiCall& call, std::string_view name) {
  std::vector<long long> ids;
  std::string text = call.ParamOr(name, "");
  for (auto part : Split(text, ',')) {
    long long id;
    if (ParseInt64(Trim(part), &id)) ids.push_back(id);
  }
  return ids;
}

}  // namespace chelian::api::monitor
