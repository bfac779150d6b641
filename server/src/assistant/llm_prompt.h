// The optional language-model backend's pure parts: the OpenAI-compatible chat request that holds
// only the retrieved FAQ passages (with their ids) and the question, the reader of the streamed
// reply (server-sent events of /v1/chat/completions with stream=true), and the FAQ ids it cites.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "assistant/faq_catalog.h"

namespace chelian::assistant {

// One retrieved passage: a FAQ's id, question and filled-in answer.
struct Passage {
  int faq_id = 0;
  std::string question, answer;
};

// The passages retrieved for `message` (faq_index.h): at most `max`, best first, only those with
// some relevance; empty when no FAQ speaks of it.
std::vector<Passage> RetrievePassages(std::string_view message, const PlatformAddress& address, size_t max);

// The request body: model, stream=true, a system message with the rules and the passages, and
// the user's question.
std::string BuildChatRequest(std::string_view model, std::string_view bot_name, const std::vector<Passage>& passages,
                             std::string_view question);

// Reads the reply as it arrives: "data: {json}" lines carry choices[0].delta.content, "data:
// [DONE]" ends it. A reply that is one JSON object (a server ignoring stream) is read at Finish.
class ChatStreamReader {
 public:
  // Feeds bytes; returns the text they complete (may be empty).
  std::string Feed(std::string_view bytes);
  // The text a non-streamed reply held, once all bytes are in.
  std::string Finish();
  bool done() const { return done_; }

 private:
  std::string ReadLine(std::string_view line);
  std::string pending_;  // an incomplete line
  std::string whole_;    // everything, for a reply that is not a stream (bounded)
  bool streamed_ = false, done_ = false;
};

// The FAQ ids `answer` cites as 【FAQ n】 or [FAQ n] that are among `passages`, in order, once each.
std::vector<int> CitedFaqIds(std::string_view answer, const std::vector<Passage>& passages);

}  // namespace chelian::assistant
