// SMTP delivery.
#include "notify/smtp_mailer.h"

#include <curl/curl.h>
#include <sodium.h>

#include <algorithm>
#include <cstring>
#include <ctime>

#include "notify/webhook.h"

namespace chelian::notify {
namespace {

std::string Base64(const std::string& s) {
  std::string out(sodium_base64_encoded_len(s.size(), sodium_base64_VARIANT_ORIGINAL), '\0');
  sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(s.data()), s.size(),
                    sodium_base64_VARIANT_ORIGINAL);
  out.resize(std::strlen(out.c_str()));
  return out;
}

struct Upload {
  const std::string* data;
  size_t offset = 0;
};

size_t Read(char* buffer, size_t size, size_t n, void* user) {
  auto* u = static_cast<Upload*>(user);
  size_t take = std::min(size * n, u->data->size() - u->offset);
  std::memcpy(buffer, u->data->data() + u->offset, take);
  u->offset += take;
  return take;
}

}  // namespace

std::string BuildMail(const std::string& from, const std::vector<std::string>& to, const std::string& subject,
                      const std::string& text, long long now_ms) {
  std::time_t t = static_cast<std::time_t>(now_ms / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char date[64];
  std::strftime(date, sizeof date, "%a, %d %b %Y %H:%M:%S +0000", &tm);
  std::string rcpt;
  for (const auto& a : to) rcpt += (rcpt.empty() ? "" : ", ") + a;
  std::string body = Base64(text);
  std::string wrapped;
  for (size_t i = 0; i < body.size(); i += 76) wrapped += body.substr(i, 76) + "\r\n";
  return "Date: " + std::string(date) + "\r\nFrom: " + from + "\r\nTo: " + rcpt + "\r\nSubject: =?UTF-8?B?" +
         Base64(subject) + "?=\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=UTF-8\r\n" +
         "Content-Transfer-Encoding: base64\r\n\r\n" + wrapped;
}

Status SendMail(const SmtpOptions& o, const std::vector<std::string>& to, const std::string& subject,
                const std::string& text, long long now_ms) {
  if (o.url.empty()) return FailedPrecondition("未配置邮件服务器 (alarm_push.smtp_url)");
  if (to.empty()) return InvalidArgument("没有收件人");
  InitCurlOnce();
  std::string message = BuildMail(o.from, to, subject, text, now_ms);
  Upload upload{&message};
  CURL* curl = curl_easy_init();
  if (!curl) return Unavailable("curl 初始化失败");
  curl_slist* rcpt = nullptr;
  for (const auto& a : to) rcpt = curl_slist_append(rcpt, ("<" + a + ">").c_str());
  curl_easy_setopt(curl, CURLOPT_URL, o.url.c_str());
  curl_easy_setopt(curl, CURLOPT_MAIL_FROM, ("<" + o.from + ">").c_str());
  curl_easy_setopt(curl, CURLOPT_MAIL_RCPT, rcpt);
  if (!o.user.empty()) {
    curl_easy_setopt(curl, CURLOPT_USERNAME, o.user.c_str());
    curl_easy_setopt(curl, CURLOPT_PASSWORD, o.password.c_str());
  }
  curl_easy_setopt(curl, CURLOPT_USE_SSL, static_cast<long>(CURLUSESSL_TRY));
  curl_easy_setopt(curl, CURLOPT_READFUNCTION, Read);
  curl_easy_setopt(curl, CURLOPT_READDATA, &upload);
  curl_easy_setopt(curl, CURLOPT_UPLOAD, 1L);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, static_cast<long>(o.timeout_ms));
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "smtp,smtps");
  CURLcode rc = curl_easy_perform(curl);
  curl_slist_free_all(rcpt);
  curl_easy_cleanup(curl);
  if (rc != CURLE_OK) return Unavailable(std::string("邮件发送失败: ") + curl_easy_strerror(rc));
  return Status::Ok();
}

}  // namespace chelian::notify
