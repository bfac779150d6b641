// Tests of the commands table's status changes: a change made only from an expected status, which
// keeps several nodes' trackers from overwriting one another (docs/cluster.md).
#include "store/command_repo.h"

#include <gtest/gtest.h>

#include "store/test_db.h"

namespace chelian::store {
namespace {

TEST(CommandRepo, ChangeFromAStatusAppliesOnlyWhileTheRowIsInIt) {
  auto db = OpenTestDatabase("command_repo");
  auto conn = db->Acquire();
  NewCommand c;
  c.uuid = "u-1";
  c.target = {1, 2, 3, "/1/", "g", "粤B12345", "13800000001", "JT808", "jt808"};
  c.command_type = "LOCATE";
  c.command_name = "立即定位";
  c.payload = "{}";
  auto id = InsertCommand(*conn, c);
  ASSERT_TRUE(id.ok()) << id.status().message();
  CommandChange sent{CommandStatus::kSent, "已下发"};
  sent.from = CommandStatus::kPending;
  EXPECT_TRUE(UpdateCommand(*conn, *id, sent).ok());
  // A second tracker still holding it as pending cannot claim it again, nor expire it.
  EXPECT_EQ(UpdateCommand(*conn, *id, sent).code(), StatusCode::kFailedPrecondition);
  CommandChange expired{CommandStatus::kExpired, "已过期"};
  expired.from = CommandStatus::kPending;
  EXPECT_EQ(UpdateCommand(*conn, *id, expired).code(), StatusCode::kFailedPrecondition);
  auto rows = LoadCommands(*conn, {*id});
  ASSERT_TRUE(rows.ok());
  ASSERT_EQ(rows->size(), 1u);
  EXPECT_EQ((*rows)[0].status, CommandStatus::kSent);
  EXPECT_EQ((*rows)[0].result_msg, "已下发");
  // Without `from` the change applies whatever the status (one node, the tracker's own moves).
  EXPECT_TRUE(UpdateCommand(*conn, *id, {CommandStatus::kAcknowledged, "终端已应答"}).ok());
  EXPECT_EQ((*LoadCommands(*conn, {*id}))[0].status, CommandStatus::kAcknowledged);
}

}  // namespace
}  // namespace chelian::store
