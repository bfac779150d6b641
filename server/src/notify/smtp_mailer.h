// E-mail over SMTP with libcurl (smtp:// with optional STARTTLS, or smtps://). One blocking call
// per message; the notifier runs it on its own thread.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"

namespace chelian::notify {

struct SmtpOptions {
  std::string url;  // smtp://host:25, smtp://host:587 (STARTTLS when offered), smtps://host:465; empty: off
  std::string user, password;
  std::string from;  // envelope and header sender, e.g. alarm@example.com
  int timeout_ms = 10'000;
};

// The RFC 5322 message (UTF-8 subject encoded as RFC 2047, base64 body).
std::string BuildMail(const std::string& from, const std::vector<std::string>& to, const std::string& subject,
                      const std::string& text, long long now_ms);

// Sends one message. Errors: FailedPrecondition when no server is configured, Unavailable with
// the server's or libcurl's reason otherwise.
Status SendMail(const SmtpOptions& options, const std::vector<std::string>& to, const std::string& subject,
                const std::string& text, long long now_ms);

}  // namespace chelian::notify
