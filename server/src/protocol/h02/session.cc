// The H02 ProtocolSession: framer, decoder state, sign-ins by first message, commands framed as
// *HQ,<id>,<keyword>,<HHMMSS>,<values>#.
#include "protocol/h02/session.h"

#include <string>

#include "protocol/first_message_sign_in.h"
#include "protocol/h02/constants.h"
#include "protocol/h02/decoder.h"
#include "protocol/h02/framer.h"

namespace chelian::h02 {
namespace {

class H02Session final : public ProtocolSession {
 public:
  void Feed(ByteView bytes) override { framer_.Feed(bytes); }
  std::optional<DeviceMessage> Next(int64_t now_ms) override { return Number(framer_.Next(), now_ms); }
  std::optional<DeviceMessage> Flush(int64_t now_ms) override { return Number(framer_.Flush(), now_ms); }

  // `command.text` is "<keyword>[,<values>]"; the command's time (the receive time of the device's
  // last message, UTC) goes after the keyword. The device names the keyword in its V4: match 0.
  std::optional<EncodedCommand> EncodeCommand(const DeviceCommand& command, uint32_t) override {
    if (session_.device_id.empty() || command.msg_id < kMsgFirstCommand || command.text.empty()) return std::nullopt;
    size_t comma = command.text.find(',');
    std::string content = command.text.substr(0, comma) + "," + CommandTime(session_.last_now_ms);
    if (comma != std::string::npos) content += command.text.substr(comma);
    return EncodedCommand{BuildFrame(session_.device_id, content), 0};
  }

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

std::unique_ptr<ProtocolSession> NewSession(CheckCodes) { return std::make_unique<H02Session>(); }

}  // namespace chelian::h02
