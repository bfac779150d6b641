// The assistant's decision: vehicle actions first when a vehicle is named, FAQ retrieval
// (faq_index.h: synonyms, character n-grams and intent rules) otherwise.
#include "assistant/assistant.h"

#include <algorithm>

#include "assistant/faq_index.h"
#include "assistant/text_match.h"

namespace chelian::assistant {
namespace {

// A FAQ counts as the answer from this score; suggestions from kSuggestScore. A score of
// kSureScore (an intent rule held) answers even a message with an action word and no question.
constexpr double kAnswerScore = 0.3;
constexpr double kSuggestScore = 0.12;
constexpr double kSureScore = 0.5;
// An action word without a vehicle in a message this short ("看一下轨迹") asks for the vehicle
// even when a FAQ fits; a longer sentence that fits a FAQ is a question about the platform.
constexpr size_t kShortCommandChars = 8;

using Scored = FaqScore;

std::vector<int> Suggestions(const std::vector<Scored>& ranked, size_t skip, size_t n) {
  std::vector<int> ids;
  for (size_t i = skip; i < ranked.size() && ids.size() < n; ++i) {
    if (ranked[i].score >= kSuggestScore) ids.push_back(ranked[i].entry->id);
  }
  return ids;
}

Reply FaqReply(const FaqEntry& e, const PlatformAddress& address, std::vector<int> suggestions) {
  Reply r;
  r.kind = ReplyKind::kFaq;
  r.faq_id = e.id;
  r.text = FillAnswer(e.answer, address);
  r.suggestions = std::move(suggestions);
  return r;
}

// A vehicle whose plate or number equals the keyword wins over partial matches.
std::vector<VehicleHit> Exact(const std::vector<VehicleHit>& hits, const std::string& keyword) {
  std::vector<VehicleHit> out;
  for (const auto& h : hits) {
    std::string plate = h.plate;
    for (char& c : plate) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (plate == keyword || h.terminal_no == keyword) out.push_back(h);
  }
  return out;
}

std::optional<Reply> VehicleReply(const Intent& intent, const VehicleFinder& find) {
  std::vector<VehicleHit> hits = find(intent.vehicle);
  Reply r;
  r.action = intent.action;
  if (hits.empty()) {
    // The same words for a vehicle that does not exist and one outside the user's groups.
    if (intent.action == QuickAction::kNone && intent.vehicle_kind == VehicleKind::kPartial) return std::nullopt;
    r.kind = ReplyKind::kNotFound;
    r.text = NotFoundText(intent.vehicle);
    return r;
  }
  if (auto exact = Exact(hits, intent.vehicle); !exact.empty()) hits = std::move(exact);
  if (hits.size() > kMaxVehicleChoices) hits.resize(kMaxVehicleChoices);
  r.vehicles = hits;
  if (intent.action == QuickAction::kNone) {
    r.kind = ReplyKind::kChooseAction;
    r.vehicles.resize(1);
    r.text = "找到车辆「" + hits[0].plate + "」，您想查看：";
  } else if (hits.size() == 1) {
    r.kind = ReplyKind::kAction;
    r.text = "正在为您打开「" + hits[0].plate + "」的" + std::string(QuickActionLabel(intent.action)) + "。";
  } else {
    r.kind = ReplyKind::kChooseVehicle;
    r.text = "找到多辆匹配「" + intent.vehicle + "」的车辆，请选择要查看" +
             std::string(QuickActionLabel(intent.action)) + "的车辆：";
  }
  return r;
}

}  // namespace

std::string NotFoundText(std::string_view vehicle) {
  return "没有找到车牌号或设备号为「" + std::string(vehicle) +
         "」的车辆。我只能查询您账号有权限查看的车辆，请核对后再试。";
}

std::string_view ReplyKindName(ReplyKind k) {
  switch (k) {
    case ReplyKind::kAction:
      return "action";
    case ReplyKind::kChooseVehicle:
      return "chooseVehicle";
    case ReplyKind::kChooseAction:
      return "chooseAction";
    case ReplyKind::kAskVehicle:
      return "askVehicle";
    case ReplyKind::kNotFound:
      return "notFound";
    case ReplyKind::kFaq:
      return "faq";
    case ReplyKind::kFallback:
      return "fallback";
  }
  return "fallback";
}

Reply Answer(std::string_view message, int faq_id, const VehicleFinder& find, const PlatformAddress& address) {
  const auto& catalog = FaqCatalog();
  if (faq_id > 0) {
    auto it = std::find_if(catalog.begin(), catalog.end(), [&](const FaqEntry& e) { return e.id == faq_id; });
    if (it != catalog.end()) return FaqReply(*it, address, {});
  }
  Intent intent = ParseIntent(message);
  std::vector<Scored> ranked = RankFaq(message);
  bool faq_fits = ranked.front().score >= kAnswerScore;
  bool faq_sure = ranked.front().score >= kSureScore;
  if (!intent.vehicle.empty() && (intent.action != QuickAction::kNone || !intent.is_question || !faq_fits)) {
    if (auto r = VehicleReply(intent, find)) return *r;
  }
  bool short_command = SplitCharacters(NormalizeForMatch(message)).size() <= kShortCommandChars;
  if (intent.action != QuickAction::kNone && intent.vehicle.empty() &&
      (!faq_fits || (!intent.is_question && !faq_sure && short_command))) {
    Reply r;
    r.kind = ReplyKind::kAskVehicle;
    r.action = intent.action;
    r.text = "请告诉我要查看" + std::string(QuickActionLabel(intent.action)) + "的车牌号或设备号，例如「粤B12345 " +
             std::string(QuickActionLabel(intent.action)) + "」。";
    return r;
  }
  if (faq_fits) return FaqReply(*ranked.front().entry, address, Suggestions(ranked, 1, 3));
  Reply r;
  r.kind = ReplyKind::kFallback;
  r.text = "抱歉，我还不太明白您的问题。您可以换个说法，试试下面这些常见问题，或输入「车牌号 轨迹」这样的指令。";
  r.suggestions = Suggestions(ranked, 0, 4);
  if (r.suggestions.empty()) r.suggestions = {1, 4, 8, 14};
  return r;
}

}  // namespace chelian::assistant
