// 风控中心 calls (v3-console-inventory §3.8 /car/v1/accelerate/home/…, the four 7-day trends of
// /car/v1/api/…Risk/…); every read is scoped to the caller's group subtree (docs/risk.md).
#pragma once

#include <functional>

#include "api/api_router.h"
#include "api/services.h"
#include "export/export_runner.h"
#include "geo/reverse_geocoder.h"

namespace chelian::api {

struct RiskApiOptions {
  long long offline_after_ms = 600'000;          // monitor.offline_after_s
  long long alarm_window_ms = 7LL * 86'400'000;  // risk.window_days: the tiles' and lists' window
  // The offline district-level geocoder (loaded on first use; may answer nullptr): the exports'
  // 报警地址 and 当前地址 when the alarm names no place. Empty: addresses stay blank.
  std::function<const geo::ReverseGeocoder*()> geocoder;
};

void RegisterRiskRoutes(ApiRouter& router, ApiServices& services, exporter::ExportRunner& exports,
                        RiskApiOptions options);

namespace risk {
// The trend calls (risk_trend_routes.cc).
void RegisterRiskTrendRoutes(ApiRouter& router, ApiServices& services, RiskApiOptions options);
// excelAlarmExport (risk_export_routes.cc).
void RegisterRiskExportRoutes(ApiRouter& router, ApiServices& services, exporter::ExportRunner& exports,
                              RiskApiOptions options);
}  // namespace risk

}  // namespace chelian::api
