// Reading and scoring the assistant's evaluation set.
#include "assistant/eval_set.h"

#include <fstream>

namespace chelian::assistant {

Result<std::vector<EvalCase>> ReadEvalSet(const std::string& path) {
  std::ifstream in(path);
  if (!in) return NotFound("没有找到评测集 " + path);
  std::vector<EvalCase> cases;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    size_t tab = line.find('\t');
    if (tab == std::string::npos || line.find('\t', tab + 1) != std::string::npos) {
      return InvalidArgument("评测集第 " + std::to_string(n) + " 行应为「问题<TAB>答案」");
    }
    cases.push_back({line.substr(0, tab), line.substr(tab + 1), n});
  }
  return cases;
}

VehicleFinder EvalFinder() {
  return [](const std::string& keyword) { return std::vector<VehicleHit>{{1, keyword, keyword, "评测车队"}}; };
}

std::string EvalOutcome(const Reply& r) {
  switch (r.kind) {
    case ReplyKind::kFaq:
      return std::to_string(r.faq_id);
    case ReplyKind::kAction:
    case ReplyKind::kChooseVehicle:
      return "v:" + std::string(QuickActionName(r.action)) + ":" + (r.vehicles.empty() ? "" : r.vehicles[0].plate);
    case ReplyKind::kChooseAction:
      return "v:none:" + (r.vehicles.empty() ? "" : r.vehicles[0].plate);
    case ReplyKind::kAskVehicle:
      return "ask:" + std::string(QuickActionName(r.action));
    case ReplyKind::kNotFound:
      return "notfound";
    case ReplyKind::kFallback:
      break;
  }
  return "fallback";
}

EvalResult RunEval(const std::vector<EvalCase>& cases) {
  EvalResult result;
  VehicleFinder find = EvalFinder();
  PlatformAddress address{"gps.example.com", 80, {}};
  for (const EvalCase& c : cases) {
    std::string got = EvalOutcome(Answer(c.question, 0, find, address));
    ++result.total;
    if (got == c.expected) {
      ++result.correct;
    } else {
      result.misses.push_back(std::to_string(c.line) + ": " + c.question + " → " + got + "（应为 " + c.expected + "）");
    }
  }
  return result;
}

}  // namespace chelian::assistant
