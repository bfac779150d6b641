// The risk score of a contract (lease_risk.h).
#include "lease/lease_risk.h"

#include <algorithm>

namespace chelian::lease {

RiskScore ScoreRisk(const store::LeaseRiskFacts& f, long long now, const RiskWeights& w) {
  RiskScore r;
  if (f.tamper_count > 0)
    r.evidence.push_back({"tamper",
                          "终端拆除/破坏报警" + std::to_string(f.tamper_count) + "次，最近一次：" + f.last_tamper_label,
                          std::min(40, 30 + 10 * (f.tamper_count - 1)), f.last_tamper});
  if (f.last_recv == 0) {
    r.evidence.push_back({"offline", "终端从未上线", 35, 0});
  } else if (now - f.last_recv >= w.offline_ms) {
    const long long days = (now - f.last_recv) / 86'400'000;
    r.evidence.push_back({"offline", "终端已离线" + std::to_string(days) + "天",
                          now - f.last_recv >= w.long_offline_ms ? 35 : 25, f.last_recv});
  }
  if (f.out_area_count > 0)
    r.evidence.push_back({"outArea",
                          "驶出允许区域" + std::to_string(f.out_area_count) + "次，最近一次：" + f.last_out_area_label,
                          f.out_area_count > 1 ? 25 : 20, f.last_out_area});
  // Overdue now: beyond the grace days (the contract's state is 逾期), not merely a day past due.
  const bool overdue_now = f.status == 2;
  int overdue_points = std::min(30, 10 * f.late_count) + (overdue_now ? 10 : 0);
  if (f.late_count >= 2 || overdue_now) {
    std::string text = "逾期付款" + std::to_string(f.late_count) + "期";
    if (overdue_now) text += "，当前已逾期" + std::to_string(f.overdue_days) + "天";
    r.evidence.push_back({"overdue", text, overdue_points, 0});
  }
  for (const RiskEvidence& e : r.evidence) r.score += e.points;
  r.score = std::min(100, r.score);
  r.level = r.score >= 60 ? 2 : r.score >= 30 ? 1 : 0;
  return r;
}

const char* RiskLevelText(int level) { return level == 2 ? "高" : level == 1 ? "中" : "低"; }

}  // namespace chelian::lease
