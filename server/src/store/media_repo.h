// The multimedia devices uploaded (table media, migration 0006): for the console a vehicle's photos
// page by page and where one file lies on disk, always inside the caller's scope. (The pipeline's
// insert of a new upload belongs here too; it moves with the pipeline's own SQL.)
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct MediaImage {
  long long media_id = 0;  // the device's multimedia id
  long long time = 0;
  int event = 0, channel = 0;
  long long bytes = 0;
  std::optional<double> lat, lon;  // absent when the upload carried no fix
};

struct MediaImagePage {
  std::vector<MediaImage> rows;
  long long total = 0;
};

// The photos (type 0) of vehicle `asset_id`, newest first; a vehicle outside `scope` has none.
// REQUIRES: page_number >= 1, page_size >= 1.
Result<MediaImagePage> PageMediaImages(Connection& conn, const Scope& scope, long long asset_id, int page_number,
                                       int page_size);

struct MediaFile {
  std::string path;  // relative to media.dir
  int format = 0;    // 0 JPEG, 1 TIF, 2 MP3, 3 WAV, 4 WMV
};

// The file of `media_id` on vehicle `asset_id` (the newest upload when a device reuses ids).
// NotFound when there is none or the vehicle is outside `scope`.
Result<MediaFile> FindMediaFile(Connection& conn, const Scope& scope, long long asset_id, long long media_id);

}  // namespace chelian::store
