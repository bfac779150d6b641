// Tests for the pipeline's completion of a job: it is told the outcome of the commit of its
// positions, so the gateway acknowledges (gateway.ack = committed) only what is stored.
#include "pipeline/pipeline.h"

#include <optional>

#include <gtest/gtest.h>

#include "store/test_db.h"

namespace chelian::pipeline {
namespace {

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
  std::string path;
  auto db = store::OpenTestDatabase("pipeline_outcome", &path);
  store::PositionWriter writer(store::OpenSqliteConnection(path).value(), {});
  live::PushHub hub;
  Pipeline pipe(*db, writer, hub, {}, SystemNowMs);
  auto device = std::make_shared<const store::DeviceRef>(store::DeviceRef{1, 1, 1, "/1/", "粤B12345", "13800000001", "jt808"});
  int64_t now = SystemNowMs();

  std::optional<Status> stored;
  pipe.Submit(LocationJob(device, now, &stored));
  pipe.Flush();
  ASSERT_TRUE(stored.has_value());
  EXPECT_TRUE(stored->ok());

  // The table the writer appends to is gone: the commit fails, and the job is told so.
  ASSERT_TRUE(db->Acquire()->ExecScript("ALTER TABLE positions RENAME TO positions_away;").ok());
  std::optional<Status> failed;
  pipe.Submit(LocationJob(device, now + 1000, &failed));
  pipe.Flush();
  ASSERT_TRUE(failed.has_value());
  EXPECT_FALSE(failed->ok());
}

}  // namespace
}  // namespace chelian::pipeline
