// The 3G* watch ProtocolSession: framer, decoder state, sign-ins by first message, commands.
#include "protocol/watch/session.h"

#include <string>

#include "protocol/first_message_sign_in.h"
#include "protocol/watch/constants.h"
#include "protocol/watch/decoder.h"
#include "protocol/watch/framer.h"
#include "protocol/watch/packet.h"

namespace chelian::watch {
namespace {

// Traccar's encoder: downlinks go out under the device's maker, SG for a device that says 3G.
std::string CommandMaker(const std::string& maker) { return maker == "3G" ? "SG" : maker; }

class WatchSession final : public ProtocolSession {
 public:
  void Feed(ByteView bytes) override { framer_.Feed(bytes); }
  std::optional<DeviceMessage> Next(int64_t now_ms) override { return Number(framer_.Next(), now_ms); }
  std::optional<DeviceMessage> Flush(int64_t now_ms) override { return Number(framer_.Flush(), now_ms); }

  // Platform commands are text (or, for a voice message, escaped binary in `body`) in a frame of
  // their own, with the index "0001" for devices that send one (ZJ). The device echoes the
  // command's keyword: no serial to match (match 0).
  std::optional<EncodedCommand> EncodeCommand(const DeviceCommand& command, uint32_t) override {
    if (session_.device_id.empty() || command.msg_id < kMsgFirstCommand) return std::nullopt;
    std::string_view content = command.text;
    if (content.empty()) content = {reinterpret_cast<const char*>(command.body.data()), command.body.size()};
    if (content.empty()) return std::nullopt;
    std::optional<std::string> index;
    if (session_.index) index = "0001";
    return EncodedCommand{BuildFrame(CommandMaker(session_.maker), session_.device_id, index, content), 0};
  }

  // The first message that names a device on this connection signs it in.
  SignIn SignInOf(const DeviceMessage& m) const override { return sign_ins_.Of(m); }
  std::string_view device_id() const override { return session_.device_id; }
  size_t buffered() const override { return framer_.buffered(); }

 private:
  // Decodes `frame` and numbers the message on the connection (the protocol has no serial).
  std::optional<DeviceMessage> Number(std::optional<Bytes> frame, int64_t now_ms) {
    if (!frame) return std::nullopt;
    DeviceMessage m = Decode(*frame, session_, now_ms);
    sign_ins_.Number(m);
    m.frame = std::move(*frame);
    return m;
  }

  Framer framer_;
  Session session_;
  FirstMessageSignIn sign_ins_;
};

}  // namespace

std::unique_ptr<ProtocolSession> NewSession(CheckCodes) { return std::make_unique<WatchSession>(); }

}  // namespace chelian::watch
