// Track playback's API (car sub-app, issue 6): the track points real clients read
// (listVehTrackPoint.json, api-contract §2.8), trips, frequent stop points (pageStopReport.json)
// and the track export (direct .xlsx below 2,000 points, else a download-center job). Only
// vehicles inside the caller's group subtree.
#pragma once

#include <memory>

#include "api/api_router.h"
#include "api/services.h"
#include "api/track/track_service.h"
#include "export/export_runner.h"

namespace chelian::api {

// Registers every track route. `services` and `exports` must outlive the router.
void RegisterTrackRoutes(ApiRouter& router, ApiServices& services, track::TrackOptions options,
                         exporter::ExportRunner& exports);

namespace track {

struct TrackContext {
  ApiServices& services;
  TrackOptions options;
  exporter::ExportRunner& exports;
};

// Route groups (one file each).
void RegisterTrackPointRoutes(ApiRouter& router, const std::shared_ptr<TrackContext>& ctx);
void RegisterTrackExportRoutes(ApiRouter& router, const std::shared_ptr<TrackContext>& ctx);
void RegisterStopReportRoutes(ApiRouter& router, const std::shared_ptr<TrackContext>& ctx);

}  // namespace track
}  // namespace chelian::api
