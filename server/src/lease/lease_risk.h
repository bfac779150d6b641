// 风险合同: a risk score per contract (0–100) from four kinds of facts — tampering with the tracker,
// a long time offline, leaving the allowed area, repeated overdue — each with its evidence. Pure.
#pragma once

#include <string>
#include <vector>

#include "store/lease_fleet_repo.h"

namespace chelian::lease {

struct RiskWeights {
  long long offline_ms = 3 * 86'400'000LL;       // offline this long counts
  long long long_offline_ms = 7 * 86'400'000LL;  // and this long counts more
};

struct RiskEvidence {
  std::string kind;  // tamper, offline, outArea, overdue
  std::string text;  // Chinese, as shown
  int points = 0;
  long long time = 0;  // when the newest fact happened (0: not one moment)
};

struct RiskScore {
  int score = 0;  // 0–100
  int level = 0;  // 0 低, 1 中 (≥ 30), 2 高 (≥ 60)
  std::vector<RiskEvidence> evidence;
};

RiskScore ScoreRisk(const store::LeaseRiskFacts& f, long long now, const RiskWeights& w = {});
const char* RiskLevelText(int level);

}  // namespace chelian::lease
