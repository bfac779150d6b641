// The 新国标 compliance pass on constructed tracks: Beidou share, reporting gaps and their median,
// speeding events, offline periods, tamper alarms, per-day tallies and the verdict's reasons.
#include "reports/gb/gb_compliance.h"

#include <gtest/gtest.h>

namespace chelian::reports::gb {
namespace {

constexpr long long kT0 = 1'764'000'000'000;  // an arbitrary start (epoch ms)
constexpr long long kDayMs = 86'400'000;

// Appends `n` fixes every `interval_s` at `kmh`; `beidou` for the GNSS mode (-1: not said).
void Ride(std::vector<GbFix>& out, long long& t, int n, int interval_s, double kmh, int beidou = 1) {
  for (int i = 0; i < n; ++i) {
    t += interval_s * 1000LL;
    out.push_back({t, kmh, 22.5, 114.0, true, beidou >= 0, beidou == 1});
  }
}

GbTally Scan(const std::vector<GbFix>& fixes, GbEvidence* ev = nullptr, const GbRules& rules = {}) {
  GbScanner s(
      rules, [](long long) { return 0; }, ev);
  for (const auto& f : fixes) s.AddFix(f);
  s.Finish();
  return s.Total();
}

const GbBikeFacts kLogistics{true, 2, true};

TEST(GbCompliance, ACleanLogisticsRideIsCompliant) {
  std::vector<GbFix> fixes;
  long long t = kT0;
  Ride(fixes, t, 100, 10, 18);
  GbEvidence ev;
  GbTally tally = Scan(fixes, &ev);
  EXPECT_EQ(tally.fixes, 100);
  EXPECT_DOUBLE_EQ(tally.BeidouShare(), 1.0);
  EXPECT_EQ(tally.gaps, 99);
  EXPECT_EQ(tally.gaps_within, 99);
  EXPECT_EQ(ev.MedianGap(), 10);
  GbVerdict v = Judge(tally, GbRules{}, kLogistics);
  EXPECT_EQ(v.verdict, kVerdictPass);
  EXPECT_TRUE(v.reasons.empty());
}

TEST(GbCompliance, BeidouShareCountsOnlyValidFixesThatSayTheirSystems) {
  std::vector<GbFix> fixes;
  long long t = kT0;
  Ride(fixes, t, 60, 10, 15, 1);                             // Beidou
  Ride(fixes, t, 30, 10, 15, 0);                             // GPS only
  Ride(fixes, t, 50, 10, 15, -1);                            // mode not said: not in the share
  fixes.push_back({t + 5000, 0, 0, 0, false, true, false});  // invalid: not in the share either
  GbTally tally = Scan(fixes);
  EXPECT_EQ(tally.gnss_known, 90);
  EXPECT_EQ(tally.beidou, 60);
  EXPECT_NEAR(tally.BeidouShare(), 2.0 / 3.0, 1e-9);
  GbVerdict v = Judge(tally, GbRules{}, kLogistics);
  EXPECT_EQ(v.verdict, kVerdictFail);
  ASSERT_EQ(v.reasons.size(), 1u);
  EXPECT_EQ(v.reasons[0], "北斗定位占比 66.7%，低于要求的 90%");
}

TEST(GbCompliance, APersonalBikeWithBeidouSwitchedOffIsNotJudgedOnBeidou) {
  std::vector<GbFix> fixes;
  long long t = kT0;
  Ride(fixes, t, 40, 10, 15, 0);
  GbTally tally = Scan(fixes);
  EXPECT_EQ(Judge(tally, GbRules{}, {true, 1, false}).verdict, kVerdictPass);
  // The same bike used for leasing must keep Beidou on.
  GbVerdict leased = Judge(tally, GbRules{}, {true, 3, false});
  EXPECT_EQ(leased.verdict, kVerdictFail);
  EXPECT_EQ(leased.reasons[0], "物流、租赁车辆须开启北斗定位，当前已关闭");
}

TEST(GbCompliance, GapsSplitIntoReportingGapsAndOfflinePeriods) {
  std::vector<GbFix> fixes;
  long long t = kT0;
  Ride(fixes, t, 10, 60, 15);  // 9 gaps of 60 s: over the 30 s requirement
  Ride(fixes, t, 6, 20, 15);   // 6 gaps of 20 s
  t += 3600 * 1000LL;          // one hour silent: offline, not a reporting gap
  Ride(fixes, t, 1, 0, 15);
  GbEvidence ev;
  GbTally tally = Scan(fixes, &ev);
  EXPECT_EQ(tally.gaps, 15);
  EXPECT_EQ(tally.gaps_within, 6);
  EXPECT_EQ(tally.max_gap_s, 60);
  EXPECT_EQ(ev.MedianGap(), 60);
  EXPECT_FALSE(tally.MedianWithin());
  EXPECT_EQ(tally.offline_periods, 1);
  EXPECT_EQ(tally.offline_s, 3600);
  EXPECT_EQ(tally.long_offline, 0);
  ASSERT_EQ(ev.offline.size(), 1u);
  EXPECT_EQ(ev.offline[0].to_ms - ev.offline[0].from_ms, 3600 * 1000LL);
  GbVerdict v = Judge(tally, GbRules{}, kLogistics);
  EXPECT_EQ(v.verdict, kVerdictFail);
  EXPECT_EQ(v.reasons[0], "上报间隔中位数超过要求的 30 秒（达标间隔仅占 40.0%）");
}

TEST(GbCompliance, SpeedingEventsHaveACountALengthAndAMaximum) {
  std::vector<GbFix> fixes;
  long long t = kT0;
  Ride(fixes, t, 20, 10, 20);
  Ride(fixes, t, 3, 10, 28);  // event 1: from the first fix above to the first fix back under
  fixes.back().speed_kmh = 31.5;
  Ride(fixes, t, 10, 10, 20);
  Ride(fixes, t, 6, 10, 26);  // event 2: 6 fixes above
  Ride(fixes, t, 1, 10, 10);
  Ride(fixes, t, 5, 10, 20);
  GbEvidence ev;
  GbTally tally = Scan(fixes, &ev);
  EXPECT_EQ(tally.overspeed_events, 2);
  EXPECT_EQ(tally.overspeed_longest_s, 60);
  EXPECT_DOUBLE_EQ(tally.overspeed_max_kmh, 31.5);
  ASSERT_EQ(ev.overspeeds.size(), 2u);
  EXPECT_EQ(ev.overspeeds[0].to_ms - ev.overspeeds[0].from_ms, 30'000);
  GbVerdict v = Judge(tally, GbRules{}, kLogistics);
  EXPECT_EQ(v.verdict, kVerdictFail);
  EXPECT_EQ(v.reasons[0], "超速（高于 25 km/h）2 次，最高 31.5 km/h");
}

TEST(GbCompliance, ASpeedingEventOpenAtTheEndOrBeforeASilenceEndsAtItsLastFixAbove) {
  std::vector<GbFix> fixes;
  long long t = kT0;
  Ride(fixes, t, 3, 10, 30);
  t += 7200 * 1000LL;
  Ride(fixes, t, 2, 10, 30);
  GbEvidence ev;
  GbTally tally = Scan(fixes, &ev);
  ASSERT_EQ(ev.overspeeds.size(), 2u);
  EXPECT_EQ(ev.overspeeds[0].to_ms - ev.overspeeds[0].from_ms, 20'000);
  EXPECT_EQ(ev.overspeeds[1].to_ms - ev.overspeeds[1].from_ms, 10'000);
  EXPECT_EQ(tally.overspeed_events, 2);
}

TEST(GbCompliance, TamperAlarmsFailTheCheckOtherAlarmsDoNot) {
  std::vector<GbFix> fixes;
  long long t = kT0;
  Ride(fixes, t, 30, 10, 15);
  GbEvidence ev;
  GbScanner s(
      GbRules{}, [](long long) { return 0; }, &ev);
  for (const auto& f : fixes) s.AddFix(f);
  s.AddTamper({kT0 + 5000, "isIllegalRemove", "防拆除报警", 22.5, 114.0});
  s.AddTamper({kT0 + 6000, "overSpeed", "超速报警", 22.5, 114.0});
  s.AddTamper({kT0 + 7000, "GPSAntennaState", "GPS天线开路", 22.5, 114.0});
  s.Finish();
  EXPECT_EQ(s.Total().tamper_events, 2);
  EXPECT_EQ(ev.tampers.size(), 2u);
  GbVerdict v = Judge(s.Total(), GbRules{}, kLogistics);
  EXPECT_EQ(v.verdict, kVerdictFail);
  EXPECT_EQ(v.reasons.back(), "防拆或模块拆除报警 2 次");
}

TEST(GbCompliance, TooFewFixesOrNoGnssModeIsNoDataUnlessSomethingFails) {
  std::vector<GbFix> fixes;
  long long t = kT0;
  Ride(fixes, t, 5, 10, 15);
  GbVerdict few = Judge(Scan(fixes), GbRules{}, kLogistics);
  EXPECT_EQ(few.verdict, kVerdictNoData);
  EXPECT_EQ(few.reasons[0], "定位数据不足（5 条，至少需要 20 条）");

  fixes.clear();
  Ride(fixes, t, 40, 10, 15, -1);
  GbVerdict mode = Judge(Scan(fixes), GbRules{}, kLogistics);
  EXPECT_EQ(mode.verdict, kVerdictNoData);
  EXPECT_EQ(mode.reasons[0], "终端未上报定位模式，无法判断北斗定位");

  GbVerdict unregistered = Judge(Scan(fixes), GbRules{}, {false, 1, true});
  EXPECT_EQ(unregistered.verdict, kVerdictFail);
  EXPECT_EQ(unregistered.reasons.front(), "车辆未备案");
}

TEST(GbCompliance, DayTalliesAddUpToTheWholeAndALongSilenceFails) {
  std::vector<GbFix> fixes;
  long long t = kT0;
  Ride(fixes, t, 50, 10, 15);
  t += 2 * kDayMs;  // two days silent
  Ride(fixes, t, 50, 10, 27);
  GbScanner by_day(GbRules{}, [](long long ms) { return static_cast<int>((ms - kT0) / kDayMs); });
  for (const auto& f : fixes) by_day.AddFix(f);
  by_day.Finish();
  ASSERT_EQ(by_day.days().size(), 2u);
  GbTally merged;
  for (const auto& [day, tally] : by_day.days()) merged.Merge(tally);
  GbTally whole = Scan(fixes);
  EXPECT_EQ(merged.fixes, whole.fixes);
  EXPECT_EQ(merged.gaps, whole.gaps);
  EXPECT_EQ(merged.gaps_within, whole.gaps_within);
  EXPECT_EQ(merged.overspeed_events, 1);
  EXPECT_EQ(merged.long_offline, 1);
  EXPECT_EQ(by_day.days().at(2).offline_periods, 1);  // the silence belongs to the day it ended
  GbVerdict v = Judge(merged, GbRules{}, kLogistics);
  EXPECT_EQ(v.reasons.back(), "离线超过 24 小时 1 次");
}

TEST(GbCompliance, TheSatelliteSystemsComeFromTheKeptJt808StatusWord) {
  EXPECT_EQ(Jt808GnssSystems(R"({"statusFlags":786435})"), 3);              // 0x000C0003: GPS + Beidou
  EXPECT_EQ(Jt808GnssSystems(R"({"signal":25,"statusFlags":262147})"), 1);  // GPS only
  EXPECT_EQ(Jt808GnssSystems(R"({"statusFlags":524291,"signal":3})") & kGnssBeidou, kGnssBeidou);
  EXPECT_EQ(Jt808GnssSystems(R"({"statusFlags":3})"), 0);  // not said
  EXPECT_EQ(Jt808GnssSystems(R"({"signal":25})"), 0);
  EXPECT_EQ(Jt808GnssSystems(""), 0);
}

}  // namespace
}  // namespace chelian::reports::gb
