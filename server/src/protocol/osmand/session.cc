// The OsmAnd ProtocolSession: HTTP framer, decoder, sign-ins by first request; no commands (HTTP
// answers carry nothing to the phone apps).
#include "protocol/osmand/session.h"

#include <string>

#include "protocol/first_message_sign_in.h"
#include "protocol/osmand/decoder.h"
#include "protocol/osmand/framer.h"
#include "protocol/osmand/http_message.h"

namespace chelian::osmand {
namespace {

class OsmAndSession final : public ProtocolSession {
 public:
  void Feed(ByteView bytes) override { framer_.Feed(bytes); }
  std::optional<DeviceMessage> Next(int64_t now_ms) override { return Number(framer_.Next(), now_ms); }
  std::optional<DeviceMessage> Flush(int64_t now_ms) override { return Number(framer_.Flush(), now_ms); }

  // The phone apps read nothing from the answer: no command reaches them.
  std::optional<EncodedCommand> EncodeCommand(const DeviceCommand&, uint32_t) override { return std::nullopt; }

  SignIn SignInOf(const DeviceMessage& m) const override { return sign_ins_.Of(m); }
  // A device the platform does not know (gateway.unknown_devices = refuse) is answered 400, as
  // the phone apps then keep the report and send it again later.
  std::vector<Bytes> Answer(const DeviceMessage& m, Verdict verdict, std::string_view) override {
    if (verdict != Verdict::kUnknownDevice || m.msg_id == kMsgResponse) return {};
    return {BadRequestAnswer("设备未登记：请先在平台添加此设备号", m.close_after_replies)};
  }
  std::string_view device_id() const override { return device_id_; }
  size_t buffered() const override { return framer_.buffered(); }

 private:
  std::optional<DeviceMessage> Number(std::optional<Bytes> frame, int64_t now_ms) {
    if (!frame) return std::nullopt;
    DeviceMessage m = Decode(*frame, now_ms);
    if (!m.device_id.empty()) device_id_ = m.device_id;
    sign_ins_.Number(m);
    m.frame = std::move(*frame);
    return m;
  }

  Framer framer_;
  std::string device_id_;
  FirstMessageSignIn sign_ins_;
};

}  // namespace

std::unique_ptr<ProtocolSession> NewSession(CheckCodes) { return std::make_unique<OsmAndSession>(); }

}  // namespace chelian::osmand
