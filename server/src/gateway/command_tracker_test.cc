// The tracker's speed guard with a command's own maximum speed (D154): 电动车租赁's lock carries the
// company's 5 km/h and waits (deferred) while the bike is faster, even below the platform's 20 km/h.
#include "gateway/command_tracker.h"

#include <gtest/gtest.h>

#include <atomic>
#include <memory>

#include "command/catalogue.h"
#include "command/payload.h"
#include "protocol/registry.h"
#include "store/two_tenants_for_test.h"

namespace chelian::gateway {
namespace {

// A connection that records what it is asked to send.
class RecordingChannel : public DeviceChannel {
 public:
  std::optional<EncodedCommand> Send(const DeviceCommand& command, uint32_t tag) override {
    std::lock_guard lock(mu_);
    sent_.push_back(command.msg_id);
    return EncodedCommand{{}, tag};
  }
  void Close() override {}
  size_t sent() const {
    std::lock_guard lock(mu_);
    return sent_.size();
  }

 private:
  mutable std::mutex mu_;
  std::vector<uint32_t> sent_;
};

class CommandTrackerTest : public store::TwoTenantsTest {
 protected:
  // A pending 断开油电 for car_a_ stored with `max_kmh` (nullopt: none), as the lease job stores it.
  long long StoreCutOil(std::optional<double> max_kmh) {
    auto c = db_->Acquire();
    auto target = store::FindCommandTarget(*c, store::Scope::Everything(), car_a_.id).value();
    const command::CommandDef* def = command::FindCommand(command_type::kCutOil);
    const TerminalType* terminal = FindTerminalType(target.terminal_type, target.protocol);
    EXPECT_TRUE(def && terminal && def->Supports(*terminal));
    store::NewCommand n;
    n.uuid = "lock-" + std::to_string(++seq_);
    n.target = target;
    n.user_name = "租赁处置";
    n.command_type = std::string(def->type);
    n.command_name = std::string(def->name);
    n.payload = command::PayloadJson(command::EncodeCommand(*def, *terminal, "lease-job").value());
    n.created_at = 1000;
    n.expires_at = 1000 + 86'400'000;
    n.max_kmh = max_kmh;
    return store::InsertCommand(*c, n).value();
  }
  long long DeviceId() {
    auto c = db_->Acquire();
    return store::FindCommandTarget(*c, store::Scope::Everything(), car_a_.id).value().device_id;
  }
  store::OpenCommandRow Row(long long id) {
    auto c = db_->Acquire();
    return store::LoadCommands(*c, {id}).value().at(0);
  }

  // The device's connection: what the tracker sends it is recorded.
  std::shared_ptr<RecordingChannel> Connect(long long device) {
    auto channel = std::make_shared<RecordingChannel>();
    channels_.Attach(device, channel, true);
    return channel;
  }
  // A started tracker with the platform's 20 km/h guard, reading the test's speed.
  std::unique_ptr<CommandTracker> StartTracker() {
    CommandTrackerOptions o;
    o.cut_oil_max_kmh = 20;
    auto tracker = std::make_unique<CommandTracker>(
        *db_, channels_, hub_, [this](long long) -> std::optional<double> { return speed_.load(); }, o,
        [] { return int64_t{5000}; });
    EXPECT_TRUE(tracker->Start().ok());
    return tracker;
  }

  int seq_ = 0;
  std::atomic<double> speed_{12};
  DeviceChannels channels_;
  live::PushHub hub_;
};

TEST_F(CommandTrackerTest, ALockWithTheCompanysSpeedWaitsUntilTheBikeIsSlowerThanIt) {
  const long long device = DeviceId();
  auto channel = Connect(device);
  auto tracker = StartTracker();
  // 12 km/h: below the platform's 20 but above the lock's 5 — held, and the reason is on record.
  const long long lock = StoreCutOil(5.0);
  ASSERT_TRUE(tracker->Submit({lock}).ok());
  tracker->Flush();
  EXPECT_EQ(channel->sent(), 0u);
  EXPECT_EQ(Row(lock).status, store::CommandStatus::kPending);
  EXPECT_EQ(Row(lock).result_msg, "车速12km/h高于5km/h，待车辆减速后下发");
  EXPECT_EQ(Row(lock).max_kmh, 5.0);
  // A person's 断开油电 without a limit of its own goes at 12 km/h (the platform's 20 km/h guard).
  const long long by_hand = StoreCutOil(std::nullopt);
  ASSERT_TRUE(tracker->Submit({by_hand}).ok());
  tracker->Flush();
  EXPECT_EQ(channel->sent(), 1u);
  EXPECT_EQ(Row(by_hand).status, store::CommandStatus::kSent);
  EXPECT_EQ(Row(lock).status, store::CommandStatus::kPending);
  // 3 km/h: the lock goes out.
  speed_ = 3;
  tracker->OnDeviceOnline(device);
  tracker->Flush();
  EXPECT_EQ(channel->sent(), 2u);
  EXPECT_EQ(Row(lock).status, store::CommandStatus::kSent);
  tracker->Stop();
}

TEST_F(CommandTrackerTest, ACommandsOwnLimitNeverRaisesThePlatforms) {
  speed_ = 25;
  auto channel = Connect(DeviceId());
  auto tracker = StartTracker();
  const long long lock = StoreCutOil(30.0);
  ASSERT_TRUE(tracker->Submit({lock}).ok());
  tracker->Flush();
  EXPECT_EQ(channel->sent(), 0u);
  EXPECT_EQ(Row(lock).result_msg, "车速25km/h高于20km/h，待车辆减速后下发");
  tracker->Stop();
}

}  // namespace
}  // namespace chelian::gateway
