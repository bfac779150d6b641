// Tests for the pipeline with a database: a job is told the outcome of the commit of its positions
// (so the gateway acknowledges, with gateway.ack = committed, only what is stored); alarms of fixes the
// filter drops still open and close episodes; the device's odometer base survives a restart.
#include "pipeline/pipeline.h"

#include <gtest/gtest.h>

#include <optional>

#include "store/test_db.h"

namespace chelian::pipeline {
namespace {

// What a pipeline runs on, as the server wires it: a fresh database, the position writer on its own
// connection, a push hub. Declared before the pipelines that use it, so it outlives them.
struct Rig {
  explicit Rig(const std::string& name)
      : db(store::OpenTestDatabase(name, &path)), writer(store::OpenSqliteConnection(path).value(), {}) {}
  std::string path;
  store::TestDb db;
  store::PositionWriter writer;
  live::PushHub hub;
};

// A JT/T 808 device of group /1/.
std::shared_ptr<const store::DeviceRef> Device(long long id, const std::string& plate, const std::string& terminal) {
  return std::make_shared<const store::DeviceRef>(store::DeviceRef{id, id, 1, "/1/", plate, terminal, "jt808"});
}

Job LocationJob(std::shared_ptr<const store::DeviceRef> device, int64_t now, std::optional<Status>* outcome) {
  DeviceMessage m;
  m.protocol = "jt808";
  m.msg_id = 0x0200;
  Position p;
  p.fix_time_ms = now - 1000;
  p.valid = true;
  p.lat = 22.5;
  p.lon = 114.0;
  p.speed_kmh = 30;
  m.positions.push_back(p);
  return {std::move(device), std::move(m), now, [outcome](const Status& s) { *outcome = s; }};
}

TEST(Pipeline, AJobIsToldWhetherItsPositionsWereCommitted) {
  Rig rig("pipeline_outcome");
  Pipeline pipe(*rig.db, rig.writer, rig.hub, {}, SystemNowMs);
  auto device = Device(1, "粤B12345", "13800000001");
  int64_t now = SystemNowMs();

  std::optional<Status> stored;
  pipe.Submit(LocationJob(device, now, &stored));
  pipe.Flush();
  ASSERT_TRUE(stored.has_value());
  EXPECT_TRUE(stored->ok());

  // The table the writer appends to is gone: the commit fails, and the job is told so.
  ASSERT_TRUE(rig.db->Acquire()->ExecScript("ALTER TABLE positions RENAME TO positions_away;").ok());
  std::optional<Status> failed;
  pipe.Submit(LocationJob(device, now + 1000, &failed));
  pipe.Flush();
  ASSERT_TRUE(failed.has_value());
  EXPECT_FALSE(failed->ok());
}

// A location report of device 1 at `lat`, `lon` (valid unless at (0,0)) with `alarms`.
Job Report(std::shared_ptr<const store::DeviceRef> device, int64_t fix_ms, int64_t recv_ms, double lat, double lon,
           std::vector<AlarmCode> alarms = {}, double odometer_km = 0, std::optional<Status>* outcome = nullptr) {
  DeviceMessage m;
  m.protocol = "jt808";
  m.msg_id = 0x0200;
  Position p;
  p.fix_time_ms = fix_ms;
  p.valid = !(lat == 0 && lon == 0);
  p.lat = lat;
  p.lon = lon;
  p.alarms = std::move(alarms);
  if (odometer_km > 0) p.attributes.Set(AttrKey::kMileageKm, odometer_km);
  m.positions.push_back(p);
  store::PositionWriter::Done done;
  if (outcome) done = [outcome](const Status& s) { *outcome = s; };
  return {std::move(device), std::move(m), recv_ms, std::move(done)};
}

struct AlarmRow {
  std::string code;
  long long begin_time = 0;
  double lat = 0, lon = 0;
  bool ended = false;
};

std::vector<AlarmRow> DeviceAlarms(store::Database& db) {
  auto rows = db.Acquire()->Query(
      "SELECT code, begin_time, begin_lat, begin_lon, end_time IS NOT NULL FROM alarms WHERE source = 1 ORDER BY id");
  EXPECT_TRUE(rows.ok());
  std::vector<AlarmRow> out;
  for (const auto& r : *rows) out.push_back({r.Text(0), r.Int(1), r.Real(2), r.Real(3), r.Int(4) != 0});
  return out;
}

long long StoredPositions(store::Database& db) {
  return db.Acquire()->Query("SELECT COUNT(*) FROM stored_positions")->front().Int(0);
}

TEST(Pipeline, AlarmsOfDroppedFixesBeginAndEndEpisodesAtTheLastGoodPlace) {
  Rig rig("pipeline_dropped_alarms");
  Pipeline pipe(*rig.db, rig.writer, rig.hub, {}, SystemNowMs);
  auto device = Device(1, "粤B12345", "13800000001");
  const int64_t now = SystemNowMs() / 1000 * 1000;

  pipe.Submit(Report(device, now - 60'000, now - 59'000, 22.5, 114.0));  // a good fix
  // No GNSS: the device reports (0,0) with its emergency alarm. The fix is dropped, the alarm is not;
  // its job completes at once (nothing to store).
  std::optional<Status> sos_done;
  pipe.Submit(Report(device, now - 30'000, now - 29'000, 0, 0, {AlarmCode::kEmergencyAlarm}, 0, &sos_done));
  pipe.Flush();
  ASSERT_TRUE(sos_done.has_value());
  EXPECT_TRUE(sos_done->ok());
  std::vector<AlarmRow> alarms = DeviceAlarms(*rig.db);
  ASSERT_EQ(alarms.size(), 1u);
  EXPECT_EQ(alarms[0].code, "emergencyAlarm");
  EXPECT_EQ(alarms[0].begin_time, now - 29'000);  // when it arrived: the fix's time is not trusted
  EXPECT_DOUBLE_EQ(alarms[0].lat, 22.5);          // where the device was last seen
  EXPECT_DOUBLE_EQ(alarms[0].lon, 114.0);
  EXPECT_FALSE(alarms[0].ended);
  EXPECT_EQ(StoredPositions(*rig.db), 1);

  // Still without a fix, still the alarm: nothing new. Then a fix from the future with it, and a
  // good fix with it: one episode all along.
  pipe.Submit(Report(device, now - 20'000, now - 19'000, 0, 0, {AlarmCode::kEmergencyAlarm}));
  pipe.Submit(Report(device, now + 3'600'000, now - 15'000, 22.5, 114.0, {AlarmCode::kEmergencyAlarm}));
  pipe.Submit(Report(device, now - 10'000, now - 9'000, 22.5001, 114.0, {AlarmCode::kEmergencyAlarm}));
  pipe.Flush();
  ASSERT_EQ(DeviceAlarms(*rig.db).size(), 1u);
  EXPECT_FALSE(DeviceAlarms(*rig.db)[0].ended);

  // A dropped fix without it ends it.
  pipe.Submit(Report(device, now - 5'000, now - 4'000, 0, 0));
  pipe.Flush();
  alarms = DeviceAlarms(*rig.db);
  ASSERT_EQ(alarms.size(), 1u);
  EXPECT_TRUE(alarms[0].ended);
  EXPECT_EQ(StoredPositions(*rig.db), 2);
  PipelineStats stats = pipe.stats();
  EXPECT_EQ(stats.alarms_begun, 1u);
  EXPECT_EQ(stats.alarms_ended, 1u);
  EXPECT_EQ(stats.filtered, 4u);
  EXPECT_EQ(stats.positions, 2u);

  // A device that never had a fix: its alarm opens an episode too.
  auto blind = Device(2, "粤B00002", "13800000002");
  pipe.Submit(Report(blind, now - 1'000, now, 0, 0, {AlarmCode::kEmergencyAlarm}));
  pipe.Flush();
  EXPECT_EQ(DeviceAlarms(*rig.db).size(), 2u);
}

TEST(Pipeline, TheOdometerBaseSurvivesARestart) {
  Rig rig("pipeline_odometer");
  auto device = Device(1, "粤B12345", "13800000001");
  const int64_t now = SystemNowMs() / 1000 * 1000;
  {
    Pipeline pipe(*rig.db, rig.writer, rig.hub, {}, SystemNowMs);
    pipe.Submit(Report(device, now - 180'000, now - 180'000, 22.5, 114.0, {}, 1000));
    pipe.Submit(Report(device, now - 120'000, now - 120'000, 22.5, 114.0, {}, 900));  // backwards: not counted
    pipe.Flush();
    EXPECT_DOUBLE_EQ(pipe.State(1)->mileage_km, 1000);
  }  // saves the state
  Pipeline pipe(*rig.db, rig.writer, rig.hub, {}, SystemNowMs);
  // Standing still, the counter advanced 1 km from its last reading (900): counted from there.
  pipe.Submit(Report(device, now - 60'000, now - 60'000, 22.5, 114.0, {}, 901));
  pipe.Flush();
  EXPECT_DOUBLE_EQ(pipe.State(1)->mileage_km, 1001);
  auto rows = rig.db->Acquire()->Query("SELECT mileage FROM stored_positions ORDER BY fix_time");
  ASSERT_TRUE(rows.ok());
  ASSERT_EQ(rows->size(), 3u);
  EXPECT_DOUBLE_EQ((*rows)[0].Real(0), 1000);
  EXPECT_DOUBLE_EQ((*rows)[1].Real(0), 1000);
  EXPECT_DOUBLE_EQ((*rows)[2].Real(0), 1001);
}

}  // namespace
}  // namespace chelian::pipeline
