// 电动车租赁's calls (docs/elec-lease.md) under /elec-lease/v1/api/: contracts, payments (by hand
// and by .xlsx import), 逾期催收, 风险合同, 车辆利用率 and 处置策略. Every read and write is scoped
// to the caller's group subtree; changes need the page's button (migration 0115) and are logged.
#pragma once

#include "api/api_router.h"
#include "api/services.h"
#include "lease/lease_job.h"

namespace chelian::api {

inline constexpr char kLeasePrefix[] = "/elec-lease/v1/api/";

void RegisterLeaseRoutes(ApiRouter& router, ApiServices& services, lease::LeaseJob& job);

namespace lease_api {
void RegisterContractRoutes(ApiRouter& router, ApiServices& services, lease::LeaseJob& job);
void RegisterPaymentRoutes(ApiRouter& router, ApiServices& services, lease::LeaseJob& job);
void RegisterOverviewRoutes(ApiRouter& router, ApiServices& services);
}  // namespace lease_api

}  // namespace chelian::api
