// SMS provider adapters.
#include "api/sms/sms_sender.h"

#include <spdlog/spdlog.h>

namespace chelian::api {
namespace {

class LogSmsSender : public SmsSender {
 public:
  std::string name() const override { return "log"; }
  Status Send(const SmsText& text) override {
    spdlog::info("SMS to {} ({}): {}", text.phone, text.purpose, text.content);
    return Status::Ok();
  }
};

}  // namespace

std::unique_ptr<SmsSender> MakeLogSmsSender() { return std::make_unique<LogSmsSender>(); }

Result<std::unique_ptr<SmsSender>> MakeSmsSender(const std::string& provider) {
  if (provider == "log" || provider.empty()) return MakeLogSmsSender();
  return InvalidArgument("sms.provider '" + provider + "' is not supported (use log)");
}

}  // namespace chelian::api
