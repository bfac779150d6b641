// The assistant's calls: its configuration for the console widget (R-ASSIST-1) and one chat turn
// (FAQ answers and quick actions on the caller's vehicles).
#pragma once

#include <functional>
#include <string>

#include "api/api_router.h"
#include "api/assistant/llm_streams.h"
#include "api/services.h"

namespace chelian::api {

struct AssistantOptions {
  bool enabled = true;
  std::string bot_name = "车联小助手";
  // The bound port of a device protocol (its registry name); 0 or less when it does not listen.
  std::function<int(const std::string&)> gateway_port;
  LlmOptions llm;  // off unless llm.url is set
};

// GET /car/v4/api/assistant/config.json, POST /car/v4/api/assistant/chat.json {message, faqId};
// with a model, chat.json answers questions with kind "llm" and a streamId, read in pieces from
// /car/v4/api/assistant/stream.json {streamId, from} → {text, next, done, failed, citations}.
void RegisterAssistantRoutes(ApiRouter& router, ApiServices& services, AssistantOptions options);

}  // namespace chelian::api
