// Tests for the pipeline's steps, each alone, over a context with a recording episode sink: no
// shard thread, no database.
#include "pipeline/steps.h"

#include <gtest/gtest.h>

namespace chelian::pipeline {
namespace {

// Keeps `active` as UpdateEpisodes would for complete reports, and records every call.
class RecordingSink : public EpisodeSink {
 public:
  struct Call {
    int source;
    std::vector<AlarmCode> reported;
    bool complete;
    store::AlarmEdge edge;
  };
  std::pair<uint64_t, uint64_t> Apply(const store::DeviceRef&, std::set<AlarmCode>& active, int source,
                                      const std::vector<AlarmCode>& reported, bool complete,
                                      const store::AlarmEdge& edge, const std::map<AlarmCode, RiskAlarm>*) override {
    calls.push_back({source, reported, complete, edge});
    uint64_t begun = 0, ended = 0;
    for (AlarmCode c : reported) begun += active.insert(c).second;
    if (complete)
      for (auto it = active.begin(); it != active.end();) {
        if (std::find(reported.begin(), reported.end(), *it) == reported.end()) {
          it = active.erase(it);
          ++ended;
        } else {
          ++it;
        }
      }
    return {begun, ended};
  }
  std::vector<Call> calls;
};

constexpr int64_t kT0 = 1'736'469'000'000;

Position Fix(int64_t t, double lat, double lon, double speed = 40) {
  Position p;
  p.device_id = "13800000001";
  p.fix_time_ms = t;
  p.valid = true;
  p.lat = lat;
  p.lon = lon;
  p.speed_kmh = speed;
  p.course = 90;
  return p;
}

class StepsTest : public ::testing::Test {
 protected:
  StepContext Context() {
    return StepContext{dev_, st_, settings_, options_, sink_, rows_, nullptr, kT0 + 60'000, kT0 + 5'000};
  }
  store::DeviceRef dev_{11, 22, 33, "/1/33/", "粤B12345", "13800000001", "jt808"};
  DeviceState st_;
  GroupAlarmSettings settings_;
  StepOptions options_;
  RecordingSink sink_;
  std::vector<store::PositionRow> rows_;
};

TEST_F(StepsTest, AFilteredFixKeepsItsAlarmsAtTheLastGoodPlace) {
  st_.has_fix = true;
  st_.lat = 22.5;
  st_.lon = 114.0;
  st_.fix_time_ms = kT0 - 10'000;
  Position zero = Fix(kT0, 0, 0);
  zero.alarms = {AlarmCode::kEmergencyAlarm};
  StepContext ctx = Context();
  EXPECT_FALSE(FilterStep(ctx, zero));
  EXPECT_EQ(ctx.filtered, 1u);
  ASSERT_EQ(sink_.calls.size(), 1u);
  EXPECT_EQ(sink_.calls[0].source, 1);
  EXPECT_EQ(sink_.calls[0].edge.lat, 22.5);          // where the device last was
  EXPECT_EQ(sink_.calls[0].edge.time, kT0 + 5'000);  // when the message came: the fix's place was no place
  EXPECT_TRUE(FilterStep(ctx, Fix(kT0, 22.51, 114.01)));
  // A back-filled fix that is dropped opens nothing.
  Position old = Fix(kT0, 0, 0);
  old.back_filled = true;
  old.alarms = {AlarmCode::kShockAlarm};
  EXPECT_FALSE(FilterStep(ctx, old));
  EXPECT_EQ(sink_.calls.size(), 1u);
}

TEST_F(StepsTest, TheRowCarriesFlagsAlarmsAttributesBatteryAndMileage) {
  Position p = Fix(kT0, 22.5, 114.0);
  p.acc = true;
  p.satellites = 9;
  p.alarms = {AlarmCode::kEmergencyAlarm, AlarmCode::kShockAlarm};
  p.attributes.Set(AttrKey::kSignal, int64_t{25});
  StepContext ctx = Context();
  RowStep(ctx, p, 12.5);
  p.attributes.Set(AttrKey::kBatteryPct, int64_t{67});
  RowStep(ctx, p, 12.5);
  ASSERT_EQ(rows_.size(), 2u);
  const store::PositionRow& r = rows_[0];
  EXPECT_EQ(r.device_id, 11);
  EXPECT_EQ(r.recv_time, kT0 + 5'000);
  EXPECT_EQ(r.flags, store::kPositionValid | store::kPositionAccKnown | store::kPositionAccOn);
  EXPECT_EQ(r.alarms, "emergencyAlarm,shockAlarm");
  EXPECT_EQ(r.attributes, R"({"signal":25})");
  EXPECT_EQ(r.mileage, 12.5);
  EXPECT_EQ(r.satellites, 9);
  EXPECT_EQ(r.battery, -1);         // none reported
  EXPECT_EQ(rows_[1].battery, 67);  // its own column for the track (D160)
}

TEST_F(StepsTest, OnlyTheNewestRealTimeFixIsTheLatest) {
  EXPECT_TRUE(IsLatest(st_, Fix(kT0, 1, 1)));  // the first ever
  st_.has_fix = true;
  st_.fix_time_ms = kT0;
  EXPECT_TRUE(IsLatest(st_, Fix(kT0, 1, 1)));
  EXPECT_FALSE(IsLatest(st_, Fix(kT0 - 1, 1, 1)));
  Position back = Fix(kT0 + 1, 1, 1);
  back.back_filled = true;
  EXPECT_FALSE(IsLatest(st_, back));
}

TEST_F(StepsTest, TheStateFollowsTheLatestFixAndKeepsItsAttributesWhenNoneCome) {
  st_.attributes_json = R"({"signal":20})";
  StepContext ctx = Context();
  Position driving = Fix(kT0, 22.5, 114.0, 60);
  driving.acc = true;
  StateStep(ctx, driving, MileageStep{7.5, std::nullopt}, "");
  EXPECT_TRUE(st_.has_fix);
  EXPECT_EQ(st_.motion, Motion::kDriving);
  EXPECT_EQ(st_.motion_since_ms, kT0);
  EXPECT_EQ(st_.acc, 1);
  EXPECT_EQ(st_.mileage_km, 7.5);
  EXPECT_EQ(st_.attributes_json, R"({"signal":20})");
  StateStep(ctx, Fix(kT0 + 10'000, 22.5, 114.1, 70), MileageStep{8.0, std::nullopt}, R"({"signal":30})");
  EXPECT_EQ(st_.motion_since_ms, kT0);  // still driving: since when it started
  EXPECT_EQ(st_.attributes_json, R"({"signal":30})");
}

TEST_F(StepsTest, DeviceAlarmsSwitchedOffForTheGroupOpenNothing) {
  settings_.disabled = {AlarmCode::kShockAlarm};
  StepContext ctx = Context();
  DeviceAlarmsStep(ctx, {AlarmCode::kShockAlarm, AlarmCode::kEmergencyAlarm}, true, {kT0});
  ASSERT_EQ(sink_.calls.size(), 1u);
  EXPECT_EQ(sink_.calls[0].reported, std::vector<AlarmCode>{AlarmCode::kEmergencyAlarm});
  EXPECT_EQ(ctx.begun, 1u);
  EXPECT_TRUE(st_.active_alarms.count(AlarmCode::kEmergencyAlarm));
}

TEST_F(StepsTest, AnOpenOfflineAlarmOutlivesTheFixAndClosesWhenTheDeviceIsBack) {
  st_.active_platform = {AlarmCode::kOfflineAlarm};
  settings_.rules.overspeed = false;
  StepContext ctx = Context();
  PlatformAlarmsStep(ctx, Fix(kT0, 22.5, 114.0), {kT0});
  EXPECT_TRUE(st_.active_platform.count(AlarmCode::kOfflineAlarm));  // the fix alone does not end it
  BackOnlineStep(ctx);
  EXPECT_FALSE(st_.active_platform.count(AlarmCode::kOfflineAlarm));
  EXPECT_EQ(sink_.calls.back().source, 2);
  EXPECT_EQ(sink_.calls.back().edge.time, kT0 + 5'000);
}

TEST_F(StepsTest, MessageStepsFixlessAlarmsAndAcc) {
  DeviceMessage m;
  m.alarms = {AlarmCode::kEmergencyAlarm};
  m.attributes.Set(AttrKey::kAcc, int64_t{0});
  StepContext ctx = Context();
  FixlessAlarmsStep(ctx, m);
  ASSERT_EQ(sink_.calls.size(), 1u);
  EXPECT_FALSE(sink_.calls[0].complete);  // a packet with some alarms ends none
  AccStep(ctx, m);
  EXPECT_EQ(st_.acc, 0);
}

// The steps in order for one message: a back-filled fix is stored but moves nothing; the newest
// fix moves the state and its alarms open episodes.
TEST_F(StepsTest, RunStepsStoresEveryKeptFixAndMovesTheStateWithTheNewest) {
  DeviceMessage m;
  Position old = Fix(kT0 - 3'600'000, 22.4, 113.9);
  old.back_filled = true;
  old.alarms = {AlarmCode::kShockAlarm};
  Position now = Fix(kT0, 22.5, 114.0);
  now.alarms = {AlarmCode::kEmergencyAlarm};
  m.positions.push_back(old);
  m.positions.push_back(now);
  settings_.rules.overspeed = false;
  StepContext ctx = Context();
  RunSteps(ctx, m);
  EXPECT_EQ(rows_.size(), 2u);
  EXPECT_EQ(st_.fix_time_ms, kT0);
  EXPECT_EQ(st_.active_alarms, std::set<AlarmCode>{AlarmCode::kEmergencyAlarm});
  EXPECT_EQ(ctx.filtered, 0u);
}

}  // namespace
}  // namespace chelian::pipeline

namespace chelian::pipeline {
namespace {

// Daily aggregates: the latest fixes of a batch add their shares, merged per device and day; a
// back-filled fix adds nothing (the rebuild command counts it).
TEST_F(StepsTest, LatestFixesAddTheirSharesOfTheDay) {
  DayShares days;
  StepContext ctx = Context();
  ctx.days = &days;
  for (int i = 0; i < 4; ++i) ProcessFix(ctx, Fix(kT0 + i * 10'000, 22.5 + i * 0.001, 114.0));
  Position old = Fix(kT0 - 3'600'000, 22.4, 114.0);
  old.back_filled = true;
  ProcessFix(ctx, old);
  ASSERT_GE(rows_.size(), 4u);
  ASSERT_EQ(days.size(), 1u);
  const reports::DayTotals& d = days.begin()->second;
  EXPECT_EQ(days.begin()->first.first, dev_.device_id);
  EXPECT_EQ(d.online_s, 30);
  EXPECT_EQ(d.driving_s, 30);
  EXPECT_NEAR(d.driven_km, rows_[3].mileage - rows_[0].mileage, 1e-9);
  EXPECT_GT(d.driven_km, 0.3);
  EXPECT_EQ(d.first_time, kT0);  // the back-filled fix, an hour earlier, is not counted live
  EXPECT_EQ(d.last_time, kT0 + 30'000);
  std::vector<store::VehicleDayRow> out = TakeDayRows(days);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].day, reports::LocalDay(kT0, options_.utc_offset_minutes));
  EXPECT_TRUE(days.empty());
}

// Steps of wearables: a fix's or a link message's step counter raises its day's steps (the highest
// counter wins, a lower one later in the day changes nothing); a counter without a fix covers no
// time, so the day's first moment stays the first fix's.
TEST_F(StepsTest, StepCountersRaiseTheirDayAndCoverNoTime) {
  DayShares days;
  StepContext ctx = Context();
  ctx.days = &days;
  Position walk = Fix(kT0, 22.5, 114.0, 3);
  walk.attributes.Set(AttrKey::kSteps, int64_t{500});
  ProcessFix(ctx, walk);
  DeviceMessage link;
  link.attributes.Set(AttrKey::kSteps, int64_t{1200});
  RunSteps(ctx, link);
  DeviceMessage stale;
  stale.attributes.Set(AttrKey::kSteps, int64_t{800});
  RunSteps(ctx, stale);
  ASSERT_EQ(days.size(), 1u);
  const reports::DayTotals& d = days.begin()->second;
  EXPECT_EQ(d.steps, 1200);
  EXPECT_EQ(d.first_time, kT0);
  EXPECT_EQ(d.last_time, kT0);

  DayShares only_link;
  ctx.days = &only_link;
  RunSteps(ctx, link);
  ASSERT_EQ(only_link.size(), 1u);
  EXPECT_EQ(only_link.begin()->second.steps, 1200);
  EXPECT_EQ(only_link.begin()->second.first_time, 0);
  EXPECT_EQ(only_link.begin()->first.second, reports::LocalDay(ctx.recv_time, options_.utc_offset_minutes));
}

TEST_F(StepsTest, HealthReadingsAreKeptAndJudgedKindByKind) {
  std::vector<store::HealthReadingRow> readings;
  dev_.asset_kind = 2;  // a person: the badge thresholds (heart rate 50–120 by default)
  settings_.badge_health.spo2_min = 95;
  settings_.watch_health.heart_rate_max = 200;  // not the person's
  StepContext ctx = Context();
  ctx.health = &readings;
  DeviceMessage high;
  high.attributes.Set(AttrKey::kHeartRate, int64_t{131});
  RunSteps(ctx, high);
  ASSERT_EQ(readings.size(), 1u);
  EXPECT_EQ(readings[0].asset_id, 22);
  EXPECT_EQ(readings[0].device_id, 11);
  EXPECT_EQ(readings[0].measured_at, kT0 + 5'000);
  EXPECT_EQ(readings[0].heart_rate, 131);
  EXPECT_FALSE(readings[0].spo2.has_value());
  EXPECT_EQ(readings[0].alarms, "heartRateAlarm");
  EXPECT_TRUE(st_.active_platform.count(AlarmCode::kHeartRateAlarm));
  EXPECT_EQ(sink_.calls.back().source, 2);

  // A reading of another kind leaves the heart-rate alarm open; its own low value opens its alarm.
  DeviceMessage oxygen;
  oxygen.attributes.Set(AttrKey::kSpo2, int64_t{94});
  oxygen.attributes.Set(AttrKey::kBodyTempC, 36.56);
  RunSteps(ctx, oxygen);
  EXPECT_EQ(readings.back().temperature, 366);
  EXPECT_TRUE(st_.active_platform.count(AlarmCode::kHeartRateAlarm));
  EXPECT_TRUE(st_.active_platform.count(AlarmCode::kSpo2Alarm));
  EXPECT_FALSE(st_.active_platform.count(AlarmCode::kTemperatureAlarm));
  // A fix (the platform rules) does not end them either.
  settings_.rules.overspeed = false;
  PlatformAlarmsStep(ctx, Fix(kT0, 22.5, 114.0), {kT0});
  EXPECT_TRUE(st_.active_platform.count(AlarmCode::kHeartRateAlarm));
  // A normal heart rate ends its alarm only.
  DeviceMessage normal;
  normal.attributes.Set(AttrKey::kHeartRate, int64_t{72});
  RunSteps(ctx, normal);
  EXPECT_FALSE(st_.active_platform.count(AlarmCode::kHeartRateAlarm));
  EXPECT_TRUE(st_.active_platform.count(AlarmCode::kSpo2Alarm));
  EXPECT_EQ(readings.back().alarms, "");

  // Thresholds switched off judge nothing (an open alarm of a kind measured ends); a message
  // without readings adds none.
  settings_.badge_health.enabled = 0;
  DeviceMessage low;
  low.attributes.Set(AttrKey::kSpo2, int64_t{80});
  RunSteps(ctx, low);
  EXPECT_FALSE(st_.active_platform.count(AlarmCode::kSpo2Alarm));
  const size_t before = readings.size();
  DeviceMessage link;
  link.attributes.Set(AttrKey::kBatteryPct, int64_t{80});
  RunSteps(ctx, link);
  EXPECT_EQ(readings.size(), before);
}

}  // namespace
}  // namespace chelian::pipeline
