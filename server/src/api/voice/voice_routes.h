// Voice messages of watches and badges, both ways (docs/card.md § Voice messages, D133–D135): a
// wearer's list, one message as WAV for the browser's <audio> (decoded from the stored AMR), and
// 发送语音 (a recording or file → AMR → the catalogue command 7028 to the watch), all inside the
// caller's subtree.
#pragma once

#include <string>

#include "api/api_router.h"
#include "api/command/command_routes.h"
#include "api/services.h"
#include "gateway/command_tracker.h"

namespace chelian::api {

void RegisterVoiceRoutes(ApiRouter& router, ApiServices& services, gateway::CommandTracker& tracker,
                         CommandApiOptions options, std::string media_dir);

}  // namespace chelian::api
