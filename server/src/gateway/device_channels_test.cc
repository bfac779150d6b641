// Tests for the connected-device registry: attach, replace by a newer connection by the rules of
// authentication, detach only the current one.
#include "gateway/device_channels.h"

#include <gtest/gtest.h>

namespace chelian::gateway {
namespace {

using Attached = DeviceChannels::Attached;

class Channel : public DeviceChannel {
 public:
  std::optional<EncodedCommand> Send(const DeviceCommand&, uint32_t tag) override { return EncodedCommand{{}, tag}; }
  void Close() override { closed = true; }
  bool closed = false;
};

TEST(DeviceChannelsTest, DropClosesTheHoldersConnection) {
  DeviceChannels channels;
  auto holder = std::make_shared<Channel>();
  channels.Attach(5, holder, true);
  EXPECT_TRUE(channels.Drop(5));
  EXPECT_TRUE(holder->closed);
  EXPECT_EQ(channels.Find(5), nullptr);
  EXPECT_FALSE(channels.Drop(5));
}

TEST(DeviceChannelsTest, NewerConnectionsReplaceOlderOnes) {
  DeviceChannels channels;
  auto first = std::make_shared<Channel>(), second = std::make_shared<Channel>();
  EXPECT_EQ(channels.Attach(5, first, false), Attached::kNew);
  EXPECT_EQ(channels.Attach(5, first, false), Attached::kSame);  // the same connection again: not new
  EXPECT_EQ(channels.Attach(5, second, false), Attached::kTakenOver);
  EXPECT_EQ(channels.Find(5), second);
  EXPECT_TRUE(channels.Holds(5, second.get()));
  EXPECT_FALSE(channels.Holds(5, first.get()));
  EXPECT_FALSE(channels.Detach(5, first.get()));  // the old connection closing does not detach the new one
  EXPECT_EQ(channels.Find(5), second);
  EXPECT_TRUE(channels.Detach(5, second.get()));
  EXPECT_EQ(channels.Find(5), nullptr);
  EXPECT_EQ(channels.size(), 0u);
}

TEST(DeviceChannelsTest, OnlyAnAuthenticatedConnectionTakesAnAuthenticatedOnesChannel) {
  DeviceChannels channels;
  auto real = std::make_shared<Channel>(), impostor = std::make_shared<Channel>(),
       reconnect = std::make_shared<Channel>();
  EXPECT_EQ(channels.Attach(7, real, true), Attached::kNew);
  EXPECT_EQ(channels.Attach(7, impostor, false), Attached::kRefused);
  EXPECT_EQ(channels.Find(7), real);
  EXPECT_EQ(channels.Attach(7, reconnect, true), Attached::kReplaced);
  EXPECT_EQ(channels.Find(7), reconnect);
  // A connection that attached before it authenticated (a report, then 0x0102) keeps the channel
  // and is from then on authenticated.
  auto late = std::make_shared<Channel>();
  EXPECT_EQ(channels.Attach(8, late, false), Attached::kNew);
  EXPECT_EQ(channels.Attach(8, late, true), Attached::kSame);
  EXPECT_EQ(channels.Attach(8, impostor, false), Attached::kRefused);
  EXPECT_TRUE(DeviceChannels::Changed(Attached::kTakenOver));
  EXPECT_FALSE(DeviceChannels::Changed(Attached::kRefused));
}

}  // namespace
}  // namespace chelian::gateway
