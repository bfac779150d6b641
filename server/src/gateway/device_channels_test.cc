// Tests for the connected-device registry: attach, replace by a newer connection, detach only the
// current one.
#include "gateway/device_channels.h"

#include <gtest/gtest.h>

namespace chelian::gateway {
namespace {

class Channel : public DeviceChannel {
 public:
  std::optional<EncodedCommand> Send(const DeviceCommand&, uint32_t tag) override { return EncodedCommand{{}, tag}; }
};

TEST(DeviceChannelsTest, NewerConnectionsReplaceOlderOnes) {
  DeviceChannels channels;
  auto first = std::make_shared<Channel>(), second = std::make_shared<Channel>();
  EXPECT_TRUE(channels.Attach(5, first));
  EXPECT_FALSE(channels.Attach(5, first));  // the same connection again: not new
  EXPECT_TRUE(channels.Attach(5, second));  // a reconnect: new
  EXPECT_EQ(channels.Find(5), second);
  EXPECT_FALSE(channels.Detach(5, first.get()));  // the old connection closing does not detach the new one
  EXPECT_EQ(channels.Find(5), second);
  EXPECT_TRUE(channels.Detach(5, second.get()));
  EXPECT_EQ(channels.Find(5), nullptr);
  EXPECT_EQ(channels.size(), 0u);
}

}  // namespace
}  // namespace chelian::gateway
