// Voice messages of a watch or badge, both ways (media rows of AMR files, migration 0141, D133): a
// wearer's list page by page with the sending command's status, and one message's file, always
// inside the caller's scope.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/media_repo.h"
#include "store/scope.h"

namespace chelian::store {

inline constexpr int kMediaAudio = 1;
inline constexpr int kFormatAmr = 5;

struct VoiceMessage {
  long long id = 0;  // media.id
  long long time = 0;
  int direction = 0;  // 0 from the device, 1 to it
  std::optional<long long> duration_ms;
  long long bytes = 0;
  std::optional<long long> command_id;
  std::optional<int> command_status;  // direction 1: commands.status (CommandStatus)
};

struct VoicePage {
  std::vector<VoiceMessage> rows;
  long long total = 0;
};

// The AMR voice messages of asset `asset_id`, newest first; an asset outside `scope` has none.
// REQUIRES: page_number >= 1, page_size >= 1.
Result<VoicePage> PageVoiceMessages(Connection& conn, const Scope& scope, long long asset_id, int page_number,
                                    int page_size);

// Where voice message `id` of asset `asset_id` lies (relative to media.dir, and on which node).
// NotFound when there is none or the asset is outside `scope`.
Result<MediaFile> FindVoiceFile(Connection& conn, const Scope& scope, long long asset_id, long long id);

}  // namespace chelian::store
