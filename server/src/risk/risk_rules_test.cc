// Each combination of the rule table on constructed alarm histories: both facts → the rule (with
// its evidence), one fact alone, a fact outside the window, state facts just short of their time.
#include "risk/risk_rules.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace chelian::risk {
namespace {

constexpr long long kDay = 86'400'000;
constexpr long long kNow = 1'780'000'000'000;

// A history holding `f` (an alarm `age_ms` old, or the state fact at least that old).
void AddFact(VehicleHistory& h, Fact f, long long age_ms, long long id) {
  auto alarm = [&](const char* code) {
    h.alarms.push_back({id, code, kNow - age_ms, 22.5 + id * 0.001, 114.0, std::string("点") + std::to_string(id)});
  };
  switch (f) {
    case Fact::kRemove:
      return alarm("isIllegalRemove");
    case Fact::kPowerDown:
      return alarm("powerDown");
    case Fact::kTwoCharge:
      return alarm("twoChargeAlarm");
    case Fact::kInFence:
      return alarm("inRegionAlarm");
    case Fact::kAbnormalStay:
      return alarm("abnormalStayAlarm");
    case Fact::kOutArea:
      return alarm("outAdminAreaAlarm");
    case Fact::kOffline1d:
      h.now.has_state = true;
      h.now.last_recv = kNow - age_ms;
      h.now.motion = 3;
      return;
    case Fact::kStill3d:
      h.now.has_state = true;
      if (h.now.last_recv == 0) h.now.last_recv = kNow - 60'000;
      h.now.motion = 2;
      h.now.motion_since = kNow - age_ms;
      return;
  }
}

bool IsState(Fact f) { return f == Fact::kOffline1d || f == Fact::kStill3d; }
long long AgeFor(Fact f) {
  if (f == Fact::kOffline1d) return kDay + 1000;
  if (f == Fact::kStill3d) return 3 * kDay + 1000;
  return kDay / 2;
}

std::vector<std::string> RuleIds(const std::vector<RiskHit>& hits) {
  std::vector<std::string> ids;
  for (const auto& h : hits) ids.emplace_back(h.rule->id);
  return ids;
}

bool Has(const std::vector<RiskHit>& hits, std::string_view id) {
  auto ids = RuleIds(hits);
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

TEST(RiskRules, TableHasTheThirteenCombinationsOfTheInventory) {
  EXPECT_EQ(RiskRules().size(), 13u);
  int per[4] = {0, 0, 0, 0};
  for (const auto& r : RiskRules()) ++per[r.category];
  EXPECT_EQ(per[kRemoveRisk], 4);
  EXPECT_EQ(per[kLifeTrackRisk], 4);
  EXPECT_EQ(per[kOutsideRisk], 5);
}

TEST(RiskRules, EachRuleFiresOnBothFactsWithItsEvidence) {
  RiskOptions o;
  for (const auto& rule : RiskRules()) {
    SCOPED_TRACE(std::string(rule.id));
    VehicleHistory h;
    h.asset_id = 7;
    AddFact(h, rule.first, AgeFor(rule.first), 1);
    AddFact(h, rule.second, AgeFor(rule.second), 2);
    auto hits = EvaluateVehicle(h, kNow, o);
    ASSERT_TRUE(Has(hits, rule.id));
    const RiskHit& hit = *std::find_if(hits.begin(), hits.end(), [&](const RiskHit& x) { return x.rule == &rule; });
    EXPECT_EQ(hit.first.fact, rule.first);
    EXPECT_EQ(hit.second.fact, rule.second);
    EXPECT_EQ(hit.first.alarm_id, IsState(rule.first) ? 0 : 1);
    EXPECT_EQ(hit.second.alarm_id, IsState(rule.second) ? 0 : 2);
    EXPECT_EQ(hit.time, std::max(hit.first.time, hit.second.time));
    EXPECT_NE(EvidenceJson(hit).find(std::string(FactLabel(rule.first))), std::string::npos);
    // The place is an alarm's whenever the rule has one.
    if (!IsState(rule.first) || !IsState(rule.second)) {
      EXPECT_NE(hit.lat, 0.0);
    }
  }
}

TEST(RiskRules, OneFactAloneMatchesNoRuleOfIt) {
  RiskOptions o;
  for (const auto& rule : RiskRules()) {
    for (Fact f : {rule.first, rule.second}) {
      SCOPED_TRACE(std::string(rule.id) + " only " + std::string(FactLabel(f)));
      VehicleHistory h;
      AddFact(h, f, AgeFor(f), 1);
      EXPECT_FALSE(Has(EvaluateVehicle(h, kNow, o), rule.id));
    }
  }
}

TEST(RiskRules, AnAlarmBeforeTheWindowIsNoEvidence) {
  RiskOptions o;
  o.window_ms = 7 * kDay;
  for (const auto& rule : RiskRules()) {
    SCOPED_TRACE(std::string(rule.id));
    VehicleHistory h;
    Fact alarm_fact = IsState(rule.first) ? rule.second : rule.first;
    Fact other = alarm_fact == rule.first ? rule.second : rule.first;
    AddFact(h, alarm_fact, 8 * kDay, 1);
    AddFact(h, other, AgeFor(other), 2);
    EXPECT_FALSE(Has(EvaluateVehicle(h, kNow, o), rule.id));
  }
}

TEST(RiskRules, StateFactsNeedTheirFullTime) {
  RiskOptions o;
  VehicleHistory h;
  AddFact(h, Fact::kTwoCharge, kDay / 2, 1);
  AddFact(h, Fact::kOffline1d, kDay - 1000, 0);  // silent 23:59:59
  EXPECT_FALSE(Has(EvaluateVehicle(h, kNow, o), "offline1d+twoCharge"));
  h.now.last_recv = kNow - kDay;
  EXPECT_TRUE(Has(EvaluateVehicle(h, kNow, o), "offline1d+twoCharge"));

  VehicleHistory s;
  AddFact(s, Fact::kInFence, kDay / 2, 1);
  AddFact(s, Fact::kStill3d, 3 * kDay - 1000, 0);
  EXPECT_FALSE(Has(EvaluateVehicle(s, kNow, o), "inFence+still3d"));
  s.now.motion = 1;  // driving: never still, however long ago motion_since
  s.now.motion_since = kNow - 10 * kDay;
  EXPECT_FALSE(Has(EvaluateVehicle(s, kNow, o), "inFence+still3d"));
  s.now.motion = 2;
  EXPECT_TRUE(Has(EvaluateVehicle(s, kNow, o), "inFence+still3d"));
}

TEST(RiskRules, TheNewestAlarmOfAKindIsTheEvidence) {
  VehicleHistory h;
  AddFact(h, Fact::kRemove, 3 * kDay, 1);
  AddFact(h, Fact::kRemove, kDay, 2);
  AddFact(h, Fact::kTwoCharge, 2 * kDay, 3);
  auto hits = EvaluateVehicle(h, kNow, RiskOptions{});
  ASSERT_EQ(RuleIds(hits), std::vector<std::string>{"remove+twoCharge"});
  EXPECT_EQ(hits[0].first.alarm_id, 2);
  EXPECT_EQ(hits[0].time, kNow - kDay);
  EXPECT_EQ(hits[0].first.alarm_name, "防拆除报警");
  EXPECT_EQ(hits[0].second.path_name, "点3");
}

TEST(RiskRules, OtherAlarmsAreNoFacts) {
  VehicleHistory h;
  h.alarms.push_back({1, "overSpeed", kNow - 1000, 1, 1, ""});
  h.alarms.push_back({2, "emergencyAlarm", kNow - 1000, 1, 1, ""});
  h.alarms.push_back({3, "noSuchCode", kNow - 1000, 1, 1, ""});
  EXPECT_TRUE(EvaluateVehicle(h, kNow, RiskOptions{}).empty());
  Fact f;
  EXPECT_TRUE(FactOfAlarmCode("bcarIsAlarm", &f));
  EXPECT_EQ(f, Fact::kRemove);
  EXPECT_FALSE(FactOfAlarmCode("overSpeed", &f));
}

}  // namespace
}  // namespace chelian::risk
