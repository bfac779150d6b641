// The risk score's facts, points and evidence.
#include "lease/lease_risk.h"

#include <gtest/gtest.h>

namespace chelian::lease {
namespace {

constexpr long long kNow = 1'790'000'000'000;
constexpr long long kDay = 86'400'000;

store::LeaseRiskFacts Quiet() {
  store::LeaseRiskFacts f;
  f.last_recv = kNow - 60'000;  // reported a minute ago
  return f;
}

TEST(LeaseRisk, QuietContractScoresNothing) {
  RiskScore r = ScoreRisk(Quiet(), kNow);
  EXPECT_EQ(r.score, 0);
  EXPECT_EQ(r.level, 0);
  EXPECT_TRUE(r.evidence.empty());
}

TEST(LeaseRisk, EachFactWithItsEvidence) {
  store::LeaseRiskFacts f = Quiet();
  f.tamper_count = 2;
  f.last_tamper = kNow - kDay;
  f.last_tamper_label = "防拆除报警";
  RiskScore r = ScoreRisk(f, kNow);
  ASSERT_EQ(r.evidence.size(), 1u);
  EXPECT_EQ(r.evidence[0].kind, "tamper");
  EXPECT_EQ(r.evidence[0].points, 40);
  EXPECT_EQ(r.evidence[0].time, kNow - kDay);
  EXPECT_NE(r.evidence[0].text.find("防拆除报警"), std::string::npos);
  EXPECT_EQ(r.level, 1);

  f = Quiet();
  f.last_recv = kNow - 4 * kDay;
  EXPECT_EQ(ScoreRisk(f, kNow).score, 25);
  f.last_recv = kNow - 8 * kDay;
  EXPECT_EQ(ScoreRisk(f, kNow).score, 35);
  f.last_recv = 0;
  EXPECT_EQ(ScoreRisk(f, kNow).evidence[0].text, "终端从未上线");

  f = Quiet();
  f.out_area_count = 1;
  EXPECT_EQ(ScoreRisk(f, kNow).score, 20);

  f = Quiet();
  f.late_count = 1;  // one late instalment alone is no pattern
  EXPECT_EQ(ScoreRisk(f, kNow).score, 0);
  f.overdue_days = 2;  // a day or two past due, within grace (still 进行中): no point
  EXPECT_EQ(ScoreRisk(f, kNow).score, 0);
  f.late_count = 3;
  f.overdue_days = 12;
  f.status = 2;
  RiskScore overdue = ScoreRisk(f, kNow);
  EXPECT_EQ(overdue.score, 40);
  EXPECT_EQ(overdue.evidence[0].kind, "overdue");
}

TEST(LeaseRisk, ScoreIsCappedAndHigh) {
  store::LeaseRiskFacts f;
  f.last_recv = kNow - 10 * kDay;
  f.tamper_count = 3;
  f.out_area_count = 4;
  f.late_count = 5;
  f.overdue_days = 30;
  f.status = 2;
  RiskScore r = ScoreRisk(f, kNow);
  EXPECT_EQ(r.score, 100);
  EXPECT_EQ(r.level, 2);
  EXPECT_EQ(r.evidence.size(), 4u);
}

}  // namespace
}  // namespace chelian::lease
