// The protocol list and the per-protocol ProtocolSession adapters over framer + decoder.
#include "protocol/registry.h"

#include "protocol/gt06/constants.h"
#include "protocol/gt06/decoder.h"
#include "protocol/gt06/encoder.h"
#include "protocol/gt06/framer.h"
#include "protocol/jt808/command_encoder.h"
#include "protocol/jt808/constants.h"
#include "protocol/jt808/encoder.h"
#include "protocol/jt808/decoder.h"
#include "protocol/jt808/framer.h"

namespace chelian {
namespace {

constexpr uint16_t kJt808DefaultPort = 7788;
constexpr uint16_t kGt06DefaultPort = 5023;

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
    DeviceMessage m = jt808::Decode(*frame, session_, now_ms);
    m.frame = std::move(*frame);
    return m;
  }
  std::optional<DeviceMessage> Flush(int64_t now_ms) override { return Next(now_ms); }
  std::optional<EncodedCommand> EncodeCommand(const DeviceCommand& command, uint32_t) override {
    if (session_.device_id.empty() || command.msg_id < 0x8000) return std::nullopt;
    uint16_t serial = session_.TakeSerial();
    return EncodedCommand{jt808::EncodeDeviceCommand(session_.address, serial, command), serial};
  }
  SignIn SignInOf(const DeviceMessage& m) const override {
    switch (m.msg_id) {
      case jt808::kMsgRegister: return SignIn::kRegister;
      case jt808::kMsgAuthentication: return SignIn::kAuthenticate;
      case jt808::kMsgLogout: return SignIn::kDeregister;
      default: return SignIn::kNone;
    }
  }
  std::vector<Bytes> Answer(const DeviceMessage& m, Verdict verdict, std::string_view auth_code) override {
    if (!m.serial) return {};
    const auto answered = static_cast<uint16_t>(*m.serial);
    const auto id = static_cast<uint16_t>(m.msg_id);
    switch (verdict) {
      case Verdict::kRegistered:
        return {jt808::EncodeRegisterReply(session_.address, session_.TakeSerial(), answered, jt808::kRegisterOk, auth_code)};
      case Verdict::kTerminalTaken:
        return {jt808::EncodeRegisterReply(session_.address, session_.TakeSerial(), answered,
                                           jt808::kRegisterTerminalTaken, "")};
      case Verdict::kNoSuchTerminal:
        return {jt808::EncodeRegisterReply(session_.address, session_.TakeSerial(), answered,
                                           jt808::kRegisterNoTerminal, "")};
      case Verdict::kRefused:
        if (id == jt808::kMsgTerminalGeneralReply) return {};  // a response is not answered
        return {jt808::EncodeGeneralReply(session_.address, session_.TakeSerial(), answered, id, jt808::kResultFail)};
    }
    return {};
  }
  std::string_view device_id() const override { return session_.device_id; }
  size_t buffered() const override { return framer_.buffered(); }

 private:
  jt808::Framer framer_;
  jt808::Session session_;
};

class Gt06Session final : public ProtocolSession {
 public:
  explicit Gt06Session(CheckCodes check_codes) { session_.check_codes = check_codes; }
  void Feed(ByteView bytes) override { framer_.Feed(bytes); }
  std::optional<DeviceMessage> Next(int64_t now_ms) override { return Decode(framer_.Next(), now_ms); }
  std::optional<DeviceMessage> Flush(int64_t now_ms) override { return Decode(framer_.Flush(), now_ms); }
  std::optional<EncodedCommand> EncodeCommand(const DeviceCommand& command, uint32_t tag) override {
    if (session_.imei.empty() || command.msg_id != gt06::kMsgCommand || command.text.empty()) return std::nullopt;
    return EncodedCommand{gt06::EncodeCommand(command.text, tag, next_serial_++), tag};
  }
  SignIn SignInOf(const DeviceMessage& m) const override {
    return m.msg_id == gt06::kMsgLogin ? SignIn::kLogin : SignIn::kNone;
  }
  std::string_view device_id() const override { return session_.imei; }
  size_t buffered() const override { return framer_.buffered(); }

 private:
  std::optional<DeviceMessage> Decode(std::optional<Bytes> frame, int64_t now_ms) {
    if (!frame) return std::nullopt;
    DeviceMessage m = gt06::Decode(*frame, session_, now_ms);
    m.frame = std::move(*frame);
    return m;
  }

  gt06::Framer framer_;
  gt06::Session session_;
  uint16_t next_serial_ = 1;  // serial of the next platform command on this connection
};

template <typename T>
std::unique_ptr<ProtocolSession> Make(CheckCodes check_codes) {
  return std::make_unique<T>(check_codes);
}

constexpr ProtocolInfo kProtocols[] = {
    {"jt808", kJt808DefaultPort, &Make<Jt808Session>, true},
    {"gt06", kGt06DefaultPort, &Make<Gt06Session>, false},
};

}  // namespace

std::span<const ProtocolInfo> Protocols() { return kProtocols; }

const ProtocolInfo* FindProtocol(std::string_view name) {
  for (const ProtocolInfo& p : kProtocols) {
    if (p.name == name) return &p;
  }
  return nullptr;
}

}  // namespace chelian
