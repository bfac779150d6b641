// SMS delivery behind a provider adapter. The default adapter ("log") delivers nothing: it writes
// the text to the server log, so the flows work on a machine without an SMS account. Whatever the
// provider, SmsCodeService records every text in the sms_outbox table, which an administrator can
// read (/car/v4/api/sms/outbox.json).
#pragma once

#include <memory>
#include <string>

#include "core/status.h"

namespace chelian::api {

struct SmsText {
  std::string phone;
  std::string content;
  std::string purpose;  // login, bind
};

class SmsSender {
 public:
  virtual ~SmsSender() = default;
  // Provider name stored with each outbox row.
  virtual std::string name() const = 0;
  // Delivers one text. Errors: Unavailable when the provider refuses or cannot be reached.
  // Thread-safe.
  virtual Status Send(const SmsText& text) = 0;
};

// The offline adapter: logs the text at info level and reports success.
std::unique_ptr<SmsSender> MakeLogSmsSender();

// The adapter named by the `sms.provider` setting; InvalidArgument for an unknown name.
Result<std::unique_ptr<SmsSender>> MakeSmsSender(const std::string& provider);

}  // namespace chelian::api
