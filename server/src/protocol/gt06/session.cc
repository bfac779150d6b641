// The GT06 ProtocolSession: framer, decoder state (login), online commands.
#include "protocol/gt06/session.h"

#include "protocol/gt06/constants.h"
#include "protocol/gt06/decoder.h"
#include "protocol/gt06/encoder.h"
#include "protocol/gt06/framer.h"

namespace chelian::gt06 {
namespace {

class Gt06Session final : public ProtocolSession {
 public:
  explicit Gt06Session(CheckCodes check_codes) { session_.check_codes = check_codes; }
  void Feed(ByteView bytes) override { framer_.Feed(bytes); }
  std::optional<DeviceMessage> Next(int64_t now_ms) override { return DecodeFrame(framer_.Next(), now_ms); }
  std::optional<DeviceMessage> Flush(int64_t now_ms) override { return DecodeFrame(framer_.Flush(), now_ms); }
  std::optional<EncodedCommand> EncodeCommand(const DeviceCommand& command, uint32_t tag) override {
    if (session_.imei.empty() || command.msg_id != kMsgCommand || command.text.empty()) return std::nullopt;
    return EncodedCommand{gt06::EncodeCommand(command.text, tag, next_serial_++), tag};
  }
  SignIn SignInOf(const DeviceMessage& m) const override {
    return m.msg_id == kMsgLogin ? SignIn::kLogin : SignIn::kNone;
  }
  std::string_view device_id() const override { return session_.imei; }
  size_t buffered() const override { return framer_.buffered(); }

 private:
  std::optional<DeviceMessage> DecodeFrame(std::optional<Bytes> frame, int64_t now_ms) {
    if (!frame) return std::nullopt;
    DeviceMessage m = Decode(*frame, session_, now_ms);
    m.frame = std::move(*frame);
    return m;
  }

  Framer framer_;
  Session session_;
  uint16_t next_serial_ = 1;  // serial of the next platform command on this connection
};

}  // namespace

std::unique_ptr<ProtocolSession> NewSession(CheckCodes check_codes) {
  return std::make_unique<Gt06Session>(check_codes);
}

}  // namespace chelian::gt06
