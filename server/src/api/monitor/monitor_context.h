// What the monitoring-centre handlers share: the services, the pipeline's in-memory latest state
// (fresher than the device_state snapshot) and the vehicle view that merges both.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "api/api_router.h"
#include "api/monitor/vehicle_status.h"
#include "api/monitor/view_snapshots.h"
#include "api/services.h"
#include "pipeline/device_state.h"
#include "store/monitor_repo.h"

namespace chelian::api::monitor {

// The latest state the pipeline holds for a device, if any. Thread-safe; may return nullopt.
using LatestStateFn = std::function<std::optional<pipeline::DeviceState>(long long device_id)>;

struct MonitorOptions {
  LatestStateFn latest;                    // empty: the saved snapshot only
  long long offline_after_ms = 600'000;    // no data for this long → 离线
  long long alarm_window_ms = 86'400'000;  // queryAlarm lists episodes begun this recently
  bool hide_expired = true;                // an expired vehicle shows as 过期 without its data (service.hide_expired)
};

struct MonitorContext {
  ApiServices& services;
  MonitorOptions options;
  // loadVehicles' pages of one list (its `snapshot` parameter) read one computation.
  std::shared_ptr<ViewSnapshots> snapshots = std::make_shared<ViewSnapshots>();
};

// One vehicle as the monitor shows it: the stored row plus the freshest state.
struct VehicleView {
  store::MonitorVehicle row;
  bool has_fix = false;
  long long fix_time = 0, recv_time = 0, motion_since = 0;
  double lat = 0, lon = 0, speed = 0, mileage_km = 0;
  int course = 0, motion = 0;
  bool valid = false;
  int acc = -1;                     // -1 unknown, 0 off, 1 on
  std::vector<std::string> alarms;  // active alarm codes
  std::string attributes;           // JSON object text
  VehicleStatus status;
};

// The vehicles of the caller's scope passing `filter`, merged with the pipeline state and
// classified at `now`.
Result<std::vector<VehicleView>> LoadVehicleViews(const MonitorContext& ctx, const ApiCall& call,
                                                  const store::MonitorFilter& filter);

// The three harsh-driving alarms that alarmPermission 0 hides.
bool IsHarshDrivingAlarm(const std::string& code);

// The optional asset-kind filter `kind` (1 vehicle, 2 person, 3 pet, 4 e-bike): absent, empty or 0 →
// 0, every kind; anything else is refused with a Chinese message.
Result<int> AssetKindParam(const ApiCall& call);

// Comma-separated integers of a parameter ("1,2,3"); non-numbers are skipped.
std::vector<long long> IdList(const ApiCall& call, std::string_view name);

// Route groups; each handler keeps the context alive.
void RegisterVehicleRoutes(ApiRouter& router, const std::shared_ptr<MonitorContext>& ctx);
void RegisterConcernRoutes(ApiRouter& router, const std::shared_ptr<MonitorContext>& ctx);
void RegisterAlarmRoutes(ApiRouter& router, const std::shared_ptr<MonitorContext>& ctx);

}  // namespace chelian::api::monitor
