// The multimedia devices uploaded (table media, migration 0006): the row of a new upload, and for
// the console a vehicle's photos page by page and where one file lies on disk, always inside the
// caller's scope.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct NewMedia {
  long long device_id = 0, asset_id = 0, group_id = 0;
  long long media_id = 0;  // the device's multimedia id
  int type = 0;            // 0 image, 1 audio, 2 video
  int format = 0;          // 0 JPEG, 1 TIF, 2 MP3, 3 WAV, 4 WMV, 5 AMR (watch voice)
  int event = 0, channel = 0;
  std::string path;  // relative to media.dir
  long long bytes = 0;
  long long time = 0;              // fix time of the attached location, else receive time
  std::optional<double> lat, lon;  // absent without a fix
  long long created_at = 0;
  std::string node;  // the cluster node whose media.dir holds the file; empty outside a cluster
};

// Records an upload (the device side: no scope, any group).
Status InsertMedia(Connection& conn, const NewMedia& m);

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
  int format = 0;    // 0 JPEG, 1 TIF, 2 MP3, 3 WAV, 4 WMV, 5 AMR (watch voice)
  std::string node;  // the cluster node that holds it (empty: this one, or no cluster)
};

// The file of `media_id` on vehicle `asset_id` (the newest upload when a device reuses ids).
// NotFound when there is none or the vehicle is outside `scope`.
Result<MediaFile> FindMediaFile(Connection& conn, const Scope& scope, long long asset_id, long long media_id);

}  // namespace chelian::store
