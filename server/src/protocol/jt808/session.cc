// The JT/T 808 ProtocolSession: framer, decoder state, commands and the gateway's answers.
#include "protocol/jt808/session.h"

#include "protocol/jt808/command_encoder.h"
#include "protocol/jt808/constants.h"
#include "protocol/jt808/decoder.h"
#include "protocol/jt808/encoder.h"
#include "protocol/jt808/framer.h"

namespace chelian::jt808 {
namespace {

class Jt808Session final : public ProtocolSession {
 public:
  explicit Jt808Session(CheckCodes check_codes) { session_.check_codes = check_codes; }
  void Feed(ByteView bytes) override { framer_.Feed(bytes); }
  std::optional<DeviceMessage> Next(int64_t now_ms) override {
    std::optional<Bytes> frame = framer_.Next();
    if (!frame) {
      session_.reassembler.Expire(now_ms);
      return std::nullopt;
    }
    DeviceMessage m = Decode(*frame, session_, now_ms);
    m.frame = std::move(*frame);
    return m;
  }
  std::optional<DeviceMessage> Flush(int64_t now_ms) override { return Next(now_ms); }
  std::optional<EncodedCommand> EncodeCommand(const DeviceCommand& command, uint32_t) override {
    if (session_.device_id.empty() || command.msg_id < 0x8000) return std::nullopt;
    uint16_t serial = session_.TakeSerial();
    return EncodedCommand{EncodeDeviceCommand(session_.address, serial, command), serial};
  }
  SignIn SignInOf(const DeviceMessage& m) const override {
    switch (m.msg_id) {
      case kMsgRegister:
        return SignIn::kRegister;
      case kMsgAuthentication:
        return SignIn::kAuthenticate;
      case kMsgLogout:
        return SignIn::kDeregister;
      default:
        return SignIn::kNone;
    }
  }
  std::vector<Bytes> Answer(const DeviceMessage& m, Verdict verdict, std::string_view auth_code) override {
    if (!m.serial) return {};
    const auto answered = static_cast<uint16_t>(*m.serial);
    const auto id = static_cast<uint16_t>(m.msg_id);
    switch (verdict) {
      case Verdict::kRegistered:
        return {EncodeRegisterReply(session_.address, session_.TakeSerial(), answered, kRegisterOk, auth_code)};
      case Verdict::kTerminalTaken:
        return {EncodeRegisterReply(session_.address, session_.TakeSerial(), answered, kRegisterTerminalTaken, "")};
      case Verdict::kNoSuchTerminal:
        return {EncodeRegisterReply(session_.address, session_.TakeSerial(), answered, kRegisterNoTerminal, "")};
      case Verdict::kRefused:
        if (id == kMsgTerminalGeneralReply) return {};  // a response is not answered
        return {EncodeGeneralReply(session_.address, session_.TakeSerial(), answered, id, kResultFail)};
      case Verdict::kUnknownDevice:
        return {};  // 0x0100 is answered kNoSuchTerminal; the rest keeps the decoder's answer
    }
    return {};
  }
  std::string_view device_id() const override { return session_.device_id; }
  size_t buffered() const override { return framer_.buffered(); }

 private:
  Framer framer_;
  Session session_;
};

}  // namespace

std::unique_ptr<ProtocolSession> NewSession(CheckCodes check_codes) {
  return std::make_unique<Jt808Session>(check_codes);
}

}  // namespace chelian::jt808
