// Intent parsing: keyword tables for the actions, a scanner for Chinese plates and device numbers.
#include "assistant/intent.h"

#include <array>
#include <cctype>
#include <utility>
#include <vector>

#include "assistant/text_match.h"

namespace chelian::assistant {
namespace {

struct ActionWords {
  QuickAction action;
  std::vector<std::string_view> words;
};

// Checked in this order: the more specific reports before the generic "details".
const std::array<ActionWords, 6>& ActionTable() {
  static const std::array<ActionWords, 6> kTable = {{
      {QuickAction::kAlarmDetail, {"报警", "告警", "警报"}},
      {QuickAction::kMileage, {"里程", "公里数", "跑了多少", "行驶了多少"}},
      {QuickAction::kOnlineDetail, {"在线", "上线", "离线记录", "在线率"}},
      {QuickAction::kTrack, {"轨迹", "回放", "行程", "去过哪", "走过", "路线"}},
      {QuickAction::kLocation, {"在哪", "位置", "跟踪", "跟随", "实时", "什么地方", "哪去", "哪儿", "到哪", "定位"}},
      {QuickAction::kDetail, {"详情", "资料", "信息", "档案", "详细"}},
  }};
  return kTable;
}

// First characters of Chinese plates: the 31 provinces, and 使 (embassy plates begin with it).
constexpr std::array<std::string_view, 32> kPlatePrefixes = {
    "京", "津", "沪", "渝", "冀", "豫", "云", "辽", "黑", "湘", "皖", "鲁", "新", "苏", "浙", "赣",
    "鄂", "桂", "甘", "晋", "蒙", "陕", "吉", "闽", "贵", "粤", "青", "藏", "川", "宁", "琼", "使"};
// The last sign of special plates: trailer, learner, police, Hong Kong, Macao, consulate, embassy.
constexpr std::array<std::string_view, 7> kPlateSuffixes = {"挂", "学", "警", "港", "澳", "领", "使"};

bool IsAlnum(const std::string& ch) { return ch.size() == 1 && std::isalnum(static_cast<unsigned char>(ch[0])); }

template <size_t N>
bool OneOf(const std::string& ch, const std::array<std::string_view, N>& list) {
  for (auto p : list)
    if (ch == p) return true;
  return false;
}

std::string Upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// A plate: prefix, a Latin letter, then 4–6 letters or digits (new-energy plates have 6) and
// perhaps a suffix sign after 4 or 5 of them; the letters and digits run may not go on. `whole`
// tells a complete plate (5+ signs, or a suffix) from the start of one.
std::string FindPlate(const std::vector<std::string>& chars, bool* whole) {
  for (size_t i = 0; i + 6 <= chars.size(); ++i) {
    if (!OneOf(chars[i], kPlatePrefixes) || !IsAlnum(chars[i + 1])) continue;
    bool embassy = chars[i] == "使";
    if (!embassy && !std::isalpha(static_cast<unsigned char>(chars[i + 1][0]))) continue;
    size_t j = i + 2;
    while (j < chars.size() && j < i + 8 && IsAlnum(chars[j])) ++j;
    if (j - (i + 2) < 4 || (j < chars.size() && IsAlnum(chars[j]))) continue;
    *whole = j - (i + 2) >= 5;
    if (!embassy && j - (i + 2) < 6 && j < chars.size() && OneOf(chars[j], kPlateSuffixes)) {
      ++j;
      *whole = true;
    }
    std::string plate;
    for (size_t k = i; k < j; ++k) plate += chars[k];
    return Upper(plate);
  }
  return {};
}

// The longest run of letters and digits with at least 4 characters, 3 of them digits: a device
// number, SIM, IMEI or a plate typed without its province.
std::string FindNumber(const std::vector<std::string>& chars) {
  std::string best, run;
  int digits = 0;
  auto close = [&] {
    if (run.size() >= 4 && digits >= 3 && run.size() > best.size()) best = run;
    run.clear();
    digits = 0;
  };
  for (const auto& ch : chars) {
    if (IsAlnum(ch)) {
      run += ch;
      if (std::isdigit(static_cast<unsigned char>(ch[0]))) ++digits;
    } else {
      close();
    }
  }
  close();
  return Upper(best);
}

bool ContainsAny(std::string_view text, const std::vector<std::string_view>& words) {
  for (auto w : words) {
    if (text.find(w) != std::string_view::npos) return true;
  }
  return false;
}

}  // namespace

std::string_view QuickActionName(QuickAction a) {
  switch (a) {
    case QuickAction::kTrack:
      return "track";
    case QuickAction::kDetail:
      return "detail";
    case QuickAction::kLocation:
      return "location";
    case QuickAction::kMileage:
      return "mileage";
    case QuickAction::kAlarmDetail:
      return "alarmDetail";
    case QuickAction::kOnlineDetail:
      return "onlineDetail";
    case QuickAction::kNone:
      break;
  }
  return "";
}

std::string_view QuickActionLabel(QuickAction a) {
  switch (a) {
    case QuickAction::kTrack:
      return "轨迹回放";
    case QuickAction::kDetail:
      return "车辆详情";
    case QuickAction::kLocation:
      return "实时位置";
    case QuickAction::kMileage:
      return "里程统计";
    case QuickAction::kAlarmDetail:
      return "报警明细";
    case QuickAction::kOnlineDetail:
      return "在线明细";
    case QuickAction::kNone:
      break;
  }
  return "";
}

Intent ParseIntent(std::string_view text) {
  Intent intent;
  auto chars = SplitCharacters(text);
  bool whole = false;
  intent.vehicle = FindPlate(chars, &whole);
  if (!intent.vehicle.empty()) {
    intent.vehicle_kind = whole ? VehicleKind::kPlate : VehicleKind::kPartial;
  } else {
    intent.vehicle = FindNumber(chars);
    bool digits = !intent.vehicle.empty();
    for (char c : intent.vehicle) digits = digits && std::isdigit(static_cast<unsigned char>(c));
    size_t n = intent.vehicle.size();
    intent.vehicle_kind = intent.vehicle.empty()         ? VehicleKind::kNone
                          : digits && n >= 11 && n <= 20 ? VehicleKind::kTerminal
                                                         : VehicleKind::kPartial;
  }
  for (const auto& entry : ActionTable()) {
    if (ContainsAny(text, entry.words)) {
      intent.action = entry.action;
      break;
    }
  }
  intent.is_question = ContainsAny(
      text, {"如何", "怎么", "怎样", "咋", "为什么", "为何", "什么", "啥", "哪", "吗", "？", "?", "是多少"});
  return intent;
}

}  // namespace chelian::assistant
