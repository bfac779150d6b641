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
      {QuickAction::kTrack, {"轨迹", "回放", "行程", "去过哪", "走过"}},
      {QuickAction::kLocation, {"在哪", "位置", "跟踪", "跟随", "实时"}},
      {QuickAction::kDetail, {"详情", "资料", "信息", "档案", "详细"}},
  }};
  return kTable;
}

// First characters of Chinese plates: provinces and the special series.
constexpr std::array<std::string_view, 34> kPlatePrefixes = {
    "京", "津", "沪", "渝", "冀", "豫", "云", "辽", "黑", "湘", "皖", "鲁", "新", "苏", "浙", "赣", "鄂",
    "桂", "甘", "晋", "蒙", "陕", "吉", "闽", "贵", "粤", "青", "藏", "川", "宁", "琼", "使", "领", "港"};

bool IsAlnum(const std::string& ch) { return ch.size() == 1 && std::isalnum(static_cast<unsigned char>(ch[0])); }

std::string Upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// A plate: prefix, a Latin letter, then 4–6 letters or digits (new-energy plates have 6).
std::string FindPlate(const std::vector<std::string>& chars) {
  for (size_t i = 0; i + 6 <= chars.size(); ++i) {
    bool prefix = false;
    for (auto p : kPlatePrefixes) prefix = prefix || chars[i] == p;
    if (!prefix || !IsAlnum(chars[i + 1]) || !std::isalpha(static_cast<unsigned char>(chars[i + 1][0]))) continue;
    size_t j = i + 2;
    while (j < chars.size() && j < i + 8 && IsAlnum(chars[j])) ++j;
    if (j - (i + 2) < 4) continue;
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
  intent.vehicle = FindPlate(chars);
  if (intent.vehicle.empty()) intent.vehicle = FindNumber(chars);
  for (const auto& entry : ActionTable()) {
    if (ContainsAny(text, entry.words)) {
      intent.action = entry.action;
      break;
    }
  }
  intent.is_question =
      ContainsAny(text, {"如何", "怎么", "怎样", "为什么", "为何", "什么", "哪些", "吗", "？", "?", "是多少"});
  return intent;
}

}  // namespace chelian::assistant
