// The chat request, the stream reader and the citation scan.
#include "assistant/llm_prompt.h"

#include <algorithm>
#include <cctype>

#include "assistant/faq_index.h"
#include "core/json.h"

namespace chelian::assistant {
namespace {

constexpr size_t kMaxWholeReply = 256 * 1024;
constexpr double kPassageScore = 0.12;  // as relevant as a suggestion (assistant.cc)

std::string SystemText(std::string_view bot_name, const std::vector<Passage>& passages) {
  std::string text = "你是" + std::string(bot_name) +
                     "，车联网监控平台的客服助手。只根据下面的常见问题资料回答用户的问题，不要编造资料以外的内容；"
                     "资料中没有答案时，请直接说不知道，并建议联系服务商。用简体中文简洁回答，"
                     "并在用到的资料后用【FAQ 编号】注明来源，例如【FAQ 7】。\n\n资料：";
  for (const Passage& p : passages) {
    text += "\n\n【FAQ " + std::to_string(p.faq_id) + "】" + p.question + "\n" + p.answer;
  }
  return text;
}

void AppendMessage(std::string& out, std::string_view role, std::string_view content) {
  out += "{\"role\":";
  AppendJsonString(out, role);
  out += ",\"content\":";
  AppendJsonString(out, content);
  out += "}";
}

// choices[0].delta.content (stream) or choices[0].message.content (whole reply).
std::string ContentOf(const boost::json::value& v, const char* part) {
  if (!v.is_object()) return {};
  const auto* choices = v.as_object().if_contains("choices");
  if (!choices || !choices->is_array() || choices->as_array().empty()) return {};
  const auto& first = choices->as_array()[0];
  if (!first.is_object()) return {};
  const auto* holder = first.as_object().if_contains(part);
  if (!holder || !holder->is_object()) return {};
  const auto* content = holder->as_object().if_contains("content");
  return content && content->is_string() ? std::string(content->as_string()) : std::string();
}

}  // namespace

std::vector<Passage> RetrievePassages(std::string_view message, const PlatformAddress& address, size_t max) {
  std::vector<Passage> out;
  for (const FaqScore& f : RankFaq(message)) {
    if (out.size() >= max || f.score < kPassageScore) break;
    out.push_back({f.entry->id, std::string(f.entry->question), FillAnswer(f.entry->answer, address)});
  }
  return out;
}

std::string BuildChatRequest(std::string_view model, std::string_view bot_name, const std::vector<Passage>& passages,
                             std::string_view question) {
  std::string body = "{\"model\":";
  AppendJsonString(body, model);
  body += ",\"stream\":true,\"temperature\":0.2,\"messages\":[";
  AppendMessage(body, "system", SystemText(bot_name, passages));
  body += ",";
  AppendMessage(body, "user", question);
  body += "]}";
  return body;
}

std::string ChatStreamReader::ReadLine(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  if (line.substr(0, 5) != "data:") return {};
  streamed_ = true;
  line.remove_prefix(5);
  while (!line.empty() && line.front() == ' ') line.remove_prefix(1);
  if (line == "[DONE]") {
    done_ = true;
    return {};
  }
  bool ok = false;
  boost::json::value v = ParseJson(line, &ok);
  return ok ? ContentOf(v, "delta") : std::string();
}

std::string ChatStreamReader::Feed(std::string_view bytes) {
  if (whole_.size() + bytes.size() <= kMaxWholeReply) whole_.append(bytes);
  pending_.append(bytes);
  std::string text;
  size_t start = 0;
  for (size_t nl = pending_.find('\n'); nl != std::string::npos; nl = pending_.find('\n', start)) {
    if (!done_) text += ReadLine(std::string_view(pending_).substr(start, nl - start));
    start = nl + 1;
  }
  pending_.erase(0, start);
  return text;
}

std::string ChatStreamReader::Finish() {
  std::string text;
  if (!pending_.empty() && !done_) text = ReadLine(pending_);
  pending_.clear();
  if (streamed_) return text;
  bool ok = false;
  boost::json::value v = ParseJson(whole_, &ok);
  done_ = true;
  return ok ? ContentOf(v, "message") : std::string();
}

std::vector<int> CitedFaqIds(std::string_view answer, const std::vector<Passage>& passages) {
  std::vector<int> ids;
  for (size_t p = answer.find("FAQ"); p != std::string_view::npos; p = answer.find("FAQ", p + 3)) {
    size_t i = p + 3;
    while (i < answer.size() && answer[i] == ' ') ++i;
    int id = 0;
    size_t digits = 0;
    while (i < answer.size() && std::isdigit(static_cast<unsigned char>(answer[i])) && digits < 4) {
      id = id * 10 + (answer[i++] - '0');
      ++digits;
    }
    bool known = std::any_of(passages.begin(), passages.end(), [&](const Passage& x) { return x.faq_id == id; });
    if (digits > 0 && known && std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  }
  return ids;
}

}  // namespace chelian::assistant
