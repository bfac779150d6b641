// The assistant's optional language model (assistant.llm_url): OpenAI-compatible chat completions
// with stream=true, called by libcurl on this module's worker threads (never an I/O or request
// thread). Each answer is a stream the widget reads in pieces (stream.json?streamId&from) while
// the model writes it; only the user who asked may read it. Connections reach only public
// addresses unless assistant.llm_allow_private (notify/outbound_guard.h).
#pragma once

#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "assistant/llm_prompt.h"
#include "core/status.h"

namespace chelian::api {

struct LlmOptions {
  std::string url;  // base ("https://host") or full ".../chat/completions"; empty: no model
  std::string model, key;
  int timeout_ms = 30000;
  bool allow_private = false;
  bool enabled() const { return !url.empty(); }
};

// OK when the model is off or its URL may be used; InvalidArgument with a Chinese message when
// the URL is malformed or points at this machine or a private network without allow_private.
Status CheckLlmOptions(const LlmOptions& options);

// The chat-completions endpoint of `url`: kept when it ends in /chat/completions, else
// "/v1/chat/completions" appended.
std::string ChatCompletionsUrl(const std::string& url);

// What one read of a stream returns.
struct LlmChunk {
  std::string text;  // the answer's bytes from `from` on
  size_t next = 0;   // where the next read starts
  bool done = false;
  bool failed = false;         // the model failed: the text ends with the FAQ answer instead
  std::vector<int> citations;  // when done: the FAQ ids the answer cites
};

class LlmStreams {
 public:
  LlmStreams(LlmOptions options, size_t workers = 2, size_t queue = 8);
  ~LlmStreams();
  LlmStreams(const LlmStreams&) = delete;
  LlmStreams& operator=(const LlmStreams&) = delete;

  // Queues an answer to `question` from `passages` for `user_id`; its stream id, or "" when the
  // queue is full. `fallback` is the FAQ answer given when the model fails.
  std::string Start(long long user_id, std::string_view bot_name, std::vector<assistant::Passage> passages,
                    std::string_view question, std::string fallback);
  // The text from byte `from` of stream `id`; nullopt when unknown, expired or another user's.
  std::optional<LlmChunk> Read(const std::string& id, long long user_id, size_t from);

 private:
  struct Stream;
  void Work();
  void Run(Stream& s);
  void DropExpired();  // REQUIRES: mu_ held

  LlmOptions options_;
  size_t queue_limit_;
  std::mutex mu_;
  std::condition_variable wake_;
  std::deque<std::shared_ptr<Stream>> queue_;
  std::map<std::string, std::shared_ptr<Stream>> streams_;
  bool stopping_ = false;
  std::vector<std::thread> workers_;
};

}  // namespace chelian::api
