// 新国标 calls (/gb/v1/…, docs/elec-gb.md): the e-bike registry, Beidou switches and their log,
// the compliance check of one bike and the monthly report of a fleet with its export — every call
// scoped to the caller's group subtree.
#pragma once

#include "api/api_router.h"
#include "api/gb/gb_compute.h"
#include "api/services.h"

namespace chelian::api {

// The sub-app's buttons (0120_elec_gb.sql; 批量导入 0130_elec_gb_import.sql).
inline constexpr long long kGbButtonSave = 902611, kGbButtonDelete = 902612, kGbButtonSwitch = 902613,
                           kGbButtonExport = 902614, kGbButtonImport = 902615;

void RegisterGbRoutes(ApiRouter& router, ApiServices& services, gb::GbSettings settings);

namespace gb {
// The registry and the switch log (gb_registry_routes.cc).
void RegisterGbRegistryRoutes(ApiRouter& router, ApiServices& services);
// The registry's import from .xlsx (gb_import_routes.cc).
void RegisterGbImportRoutes(ApiRouter& router, ApiServices& services);
// The check and the monthly report (gb_compliance_routes.cc).
void RegisterGbComplianceRoutes(ApiRouter& router, ApiServices& services, GbSettings settings);
}  // namespace gb

}  // namespace chelian::api
