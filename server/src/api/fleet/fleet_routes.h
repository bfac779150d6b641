// 系统管理 › 车辆管理 (docs/fleet.md): the V3 group calls (/car/v1/api/group/…), the vehicle table,
// the 车辆资料 dialog's save and update, transfers, deletes and the export (v3-console-inventory §2.7,
// §3.4, §3.9), each scoped to the caller's subtree, behind its 1602xx button, logged.
#pragma once

#include <functional>
#include <optional>

#include "api/alarm/alarm_services.h"
#include "api/api_router.h"
#include "api/services.h"
#include "export/export_runner.h"
#include "pipeline/device_state.h"

namespace chelian::api {

struct FleetOptions {
  // The pipeline's latest state of a device (fresher than the device_state snapshot); empty: the
  // snapshot only.
  std::function<std::optional<pipeline::DeviceState>(long long device_id)> latest;
  long long offline_after_ms = 600'000;  // monitor.offline_after_s: no data for this long → 离线
};

// addVehGroup, updateVehicleGroup, getGroup, deleteVehicleGroup, getLocationData (fleet_group_routes.cc).
void RegisterFleetGroupRoutes(ApiRouter& router, ApiServices& services);
// listVehicleByGroupRds, queryVehicleInfo, exportVehicleByGroupRds, getTerminalMap (fleet_list_routes.cc).
void RegisterFleetListRoutes(ApiRouter& router, ApiServices& services, exporter::ExportRunner& exports,
                             FleetOptions options);
// saveVehicle, updateVehicle with its 风控信息 `alarmUtil` (fleet_vehicle_routes.cc).
void RegisterFleetVehicleRoutes(ApiRouter& router, ApiServices& services, AlarmServices& alarm);
// transVehicle, singleVehTran, deleteVehicle, batchDelVehicle (fleet_move_routes.cc).
void RegisterFleetMoveRoutes(ApiRouter& router, ApiServices& services);
// queryInsuranceList, get/insertInsuranceDate, getMaintain, maintenanceSettings (fleet_care_routes.cc).
void RegisterFleetCareRoutes(ApiRouter& router, ApiServices& services);

inline void RegisterFleetRoutes(ApiRouter& router, ApiServices& services, exporter::ExportRunner& exports,
                                AlarmServices& alarm, FleetOptions options) {
  RegisterFleetGroupRoutes(router, services);
  RegisterFleetListRoutes(router, services, exports, options);
  RegisterFleetVehicleRoutes(router, services, alarm);
  RegisterFleetMoveRoutes(router, services);
  RegisterFleetCareRoutes(router, services);
}

}  // namespace chelian::api
