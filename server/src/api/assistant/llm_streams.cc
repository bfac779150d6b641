// The language-model streams: a bounded queue, worker threads running one libcurl transfer each,
// and the answers kept for reading until a while after they end.
#include "api/assistant/llm_streams.h"

#include <curl/curl.h>
#include <sodium.h>
#include <spdlog/spdlog.h>

#include <atomic>
#include <chrono>

#include "core/strings.h"
#include "notify/outbound_guard.h"
#include "notify/webhook.h"

namespace chelian::api {
namespace {

constexpr auto kKeepAfterEnd = std::chrono::minutes(2);
constexpr size_t kMaxStreams = 64;
constexpr size_t kMaxAnswerBytes = 32 * 1024;
constexpr char kFallbackNote[] = "（智能回答暂时不可用，以下是常见问题中的解答）\n";

std::string NewStreamId() {
  unsigned char raw[16];
  randombytes_buf(raw, sizeof raw);
  char hex[sizeof raw * 2 + 1];
  sodium_bin2hex(hex, sizeof hex, raw, sizeof raw);
  return hex;
}

}  // namespace

struct LlmStreams::Stream {
  std::string id;
  long long user_id = 0;
  std::string body;  // the chat request
  std::vector<assistant::Passage> passages;
  std::string fallback;
  // Guarded by LlmStreams::mu_:
  std::string text;
  bool done = false, failed = false;
  std::vector<int> citations;
  std::chrono::steady_clock::time_point ended;
};

Status CheckLlmOptions(const LlmOptions& o) {
  if (!o.enabled()) return Status::Ok();
  if (!StartsWith(o.url, "http://") && !StartsWith(o.url, "https://"))
    return InvalidArgument("assistant.llm_url 应以 http:// 或 https:// 开头");
  switch (notify::CheckOutboundUrl(o.url, o.allow_private)) {
    case notify::UrlVerdict::kMalformed:
      return InvalidArgument("assistant.llm_url 格式不正确");
    case notify::UrlVerdict::kRefused:
      return InvalidArgument(
          "assistant.llm_url 不能指向本机或内网地址；如模型确实部署在内网，请设置 assistant.llm_allow_private = true");
    case notify::UrlVerdict::kAllowed:
      break;
  }
  return Status::Ok();
}

std::string ChatCompletionsUrl(const std::string& url) {
  if (EndsWith(url, "/chat/completions")) return url;
  std::string base = url;
  while (!base.empty() && base.back() == '/') base.pop_back();
  return base + "/v1/chat/completions";
}

LlmStreams::LlmStreams(LlmOptions options, size_t workers, size_t queue)
    : options_(std::move(options)), queue_limit_(queue) {
  for (size_t i = 0; i < workers; ++i) workers_.emplace_back([this] { Work(); });
}

LlmStreams::~LlmStreams() {
  {
    std::lock_guard lock(mu_);
    stopping_ = true;
  }
  wake_.notify_all();
  for (auto& t : workers_) t.join();
}

void LlmStreams::DropExpired() {
  auto now = std::chrono::steady_clock::now();
  for (auto it = streams_.begin(); it != streams_.end();) {
    if (it->second->done && now - it->second->ended > kKeepAfterEnd)
      it = streams_.erase(it);
    else
      ++it;
  }
}

std::string LlmStreams::Start(long long user_id, std::string_view bot_name, std::vector<assistant::Passage> passages,
                              std::string_view question, std::string fallback) {
  auto s = std::make_shared<Stream>();
  s->id = NewStreamId();
  s->user_id = user_id;
  s->body = assistant::BuildChatRequest(options_.model, bot_name, passages, question);
  s->passages = std::move(passages);
  s->fallback = std::move(fallback);
  {
    std::lock_guard lock(mu_);
    DropExpired();
    if (stopping_ || queue_.size() >= queue_limit_ || streams_.size() >= kMaxStreams) return "";
    streams_[s->id] = s;
    queue_.push_back(s);
  }
  wake_.notify_one();
  return s->id;
}

std::optional<LlmChunk> LlmStreams::Read(const std::string& id, long long user_id, size_t from) {
  std::lock_guard lock(mu_);
  auto it = streams_.find(id);
  if (it == streams_.end() || it->second->user_id != user_id) return std::nullopt;
  const Stream& s = *it->second;
  LlmChunk c;
  from = std::min(from, s.text.size());
  c.text = s.text.substr(from);
  c.next = s.text.size();
  c.done = s.done;
  c.failed = s.failed;
  if (s.done) c.citations = s.citations;
  return c;
}

void LlmStreams::Work() {
  for (;;) {
    std::shared_ptr<Stream> s;
    {
      std::unique_lock lock(mu_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (stopping_) return;
      s = queue_.front();
      queue_.pop_front();
    }
    Run(*s);
  }
}

namespace {

// What one transfer's callbacks share.
struct Transfer {
  assistant::ChatStreamReader reader;
  std::mutex* mu;
  std::string* text;
  const bool* stopping;
};

void AppendText(Transfer& t, const std::string& piece) {
  if (piece.empty()) return;
  std::lock_guard lock(*t.mu);
  if (t.text->size() + piece.size() <= kMaxAnswerBytes) *t.text += piece;
}

size_t OnBytes(char* data, size_t size, size_t n, void* user) {
  auto& t = *static_cast<Transfer*>(user);
  AppendText(t, t.reader.Feed(std::string_view(data, size * n)));
  return size * n;
}

// Aborts the transfer when the server stops.
int OnProgress(void* user, curl_off_t, curl_off_t, curl_off_t, curl_off_t) {
  auto& t = *static_cast<Transfer*>(user);
  std::lock_guard lock(*t.mu);
  return *t.stopping ? 1 : 0;
}

}  // namespace

void LlmStreams::Run(Stream& s) {
  notify::InitCurlOnce();
  Transfer t{{}, &mu_, &s.text, &stopping_};
  CURL* curl = curl_easy_init();
  long status = 0;
  CURLcode rc = CURLE_FAILED_INIT;
  notify::OutboundGuard guard{options_.allow_private, "", 0};
  if (curl) {
    std::string url = ChatCompletionsUrl(options_.url);
    curl_slist* headers = curl_slist_append(nullptr, "Content-Type: application/json; charset=utf-8");
    headers = curl_slist_append(headers, "Accept: text/event-stream");
    if (!options_.key.empty()) headers = curl_slist_append(headers, ("Authorization: Bearer " + options_.key).c_str());
    curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(curl, CURLOPT_POSTFIELDS, s.body.c_str());
    curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, static_cast<long>(s.body.size()));
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, OnBytes);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &t);
    curl_easy_setopt(curl, CURLOPT_XFERINFOFUNCTION, OnProgress);
    curl_easy_setopt(curl, CURLOPT_XFERINFODATA, &t);
    curl_easy_setopt(curl, CURLOPT_NOPROGRESS, 0L);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, static_cast<long>(options_.timeout_ms));
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
    notify::GuardConnections(curl, &guard);
    rc = curl_easy_perform(curl);
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
    curl_slist_free_all(headers);
    curl_easy_cleanup(curl);
  }
  bool ok = rc == CURLE_OK && status >= 200 && status < 300;
  if (ok) AppendText(t, t.reader.Finish());
  std::lock_guard lock(mu_);
  if (!ok || s.text.empty()) {
    spdlog::warn("assistant model failed: {} (HTTP {}){}", curl_easy_strerror(rc), status,
                 guard.refused.empty() ? "" : "; refused " + guard.refused);
    s.failed = true;
    s.text += (s.text.empty() ? "" : "\n") + std::string(kFallbackNote) + s.fallback;
  } else {
    s.citations = assistant::CitedFaqIds(s.text, s.passages);
  }
  s.done = true;
  s.ended = std::chrono::steady_clock::now();
}

}  // namespace chelian::api
