// Implementation of the HTTP front.
#include "app/http_front.h"

#include <spdlog/spdlog.h>

#include <chrono>

#include "api/envelope.h"
#include "core/sha256.h"
#include "core/strings.h"
#include "core/structured_log.h"
#include "net/entity_tag.h"
#include "net/gzip.h"

namespace chelian {

bool HttpFront::IsApiPath(const std::string& path) {
  static constexpr std::string_view kPrefixes[] = {"/car/v1/", "/car/v4/", "/oauth/", "/oauthToken/",
                                                   "/api/",    "/test/",   "/ws/"};
  for (auto p : kPrefixes)
    if (StartsWith(path, p)) return true;
  return EndsWith(path, ".json");
}

namespace {
constexpr size_t kMaxEchoedPath = 200;
}  // namespace

HttpFront::HttpFront(const api::ApiRouter& router, net::StaticSite& site,
                     const std::vector<std::string>& frame_ancestors)
    : router_(router), site_(site), same_origin_frames_only_(frame_ancestors.empty()) {
  frame_policy_ = "frame-ancestors 'self'";
  for (const auto& origin : frame_ancestors) frame_policy_ += " " + origin;
}

void HttpFront::ServeMetrics(const metrics::Registry& registry, std::string token) {
  metrics_ = &registry;
  metrics_token_digest_ = token.empty() ? std::string() : Sha256Hex(token);
}

net::HttpResponse HttpFront::Handle(const net::HttpRequest& req) {
  const auto start = std::chrono::steady_clock::now();
  Handled handled;
  net::HttpResponse res = Route(req, handled);
  net::AnswerFromTag(req, res);  // before the log: a 304 is logged as one
  res.SetHeader("X-Content-Type-Options", "nosniff");
  // Other sites get at most the origin: a URL with a sessionId (exports) never leaves the site.
  res.SetHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.SetHeader("Content-Security-Policy", frame_policy_);
  if (same_origin_frames_only_) res.SetHeader("X-Frame-Options", "SAMEORIGIN");  // browsers without CSP
  // The route pattern, never the query (it may carry a sessionId), nor headers or the body.
  if (access_log_)
    LogWithFields(spdlog::level::info, "access",
                  {{"method", std::string_view(req.method)},
                   {"route", handled.route},
                   {"status", static_cast<long long>(res.status)},
                   {"ms", std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count()},
                   {"remote", std::string_view(req.remote_ip)},
                   {"user", handled.user_id}});
  return res;
}

net::HttpResponse HttpFront::Metrics(const net::HttpRequest& req, Handled& handled) const {
  auto text = [](int status, std::string body) {
    net::HttpResponse res;
    res.status = status;
    res.content_type = status == 200 ? "text/plain; version=0.0.4; charset=utf-8" : "text/plain; charset=utf-8";
    res.body = std::move(body);
    res.SetHeader("Cache-Control", "no-store");
    return res;
  };
  if (!metrics_token_digest_.empty()) {
    std::string_view auth = req.Header("Authorization");
    if (StartsWith(auth, "Bearer ")) {
      // Digests of equal length compared in full: the time says nothing about the token.
      std::string presented = Sha256Hex(Trim(auth.substr(7)));
      unsigned char diff = 0;
      for (size_t i = 0; i < presented.size(); ++i)
        diff |= static_cast<unsigned char>(presented[i] ^ metrics_token_digest_[i]);
      if (diff == 0) return text(200, metrics_->Render());
    }
  }
  auto session = router_.SessionOf(req);
  if (!session) return text(401, "metrics: sign in as an administrator or send the metrics token\n");
  handled.user_id = session->user_id;
  if (!session->is_admin) return text(403, "metrics: administrators only\n");
  return text(200, metrics_->Render());
}

net::HttpResponse HttpFront::Route(const net::HttpRequest& req, Handled& handled) {
  if (auto res = router_.Dispatch(req, &handled.user_id)) {
    handled.route = req.path;  // a registered path: the route table bounds the label's values
    return std::move(*res);
  }
  net::HttpResponse res = Unrouted(req, handled);
  CountsOf(handled.route).Count(res.status);
  return res;
}

metrics::StatusCounts& HttpFront::CountsOf(std::string_view label) const {
  if (label == "static") return static_replies_;
  if (label == "/metrics") return metrics_replies_;
  return unmatched_replies_;
}

net::HttpResponse HttpFront::Unrouted(const net::HttpRequest& req, Handled& handled) {
  if (metrics_ && req.path == "/metrics" && (req.method == "GET" || req.method == "HEAD")) {
    handled.route = "/metrics";
    return Metrics(req, handled);
  }
  if (!IsApiPath(req.path) && (req.method == "GET" || req.method == "HEAD")) {
    if (auto page = site_.Serve(req.path, net::AcceptsGzip(req.Header("Accept-Encoding")))) {
      handled.route = "static";
      return std::move(*page);
    }
    if (req.path == "/" || req.path == "/index.html")
      return api::Fail(api::kFlagNotFound, "控制台尚未构建：请先运行 make run 或 npm run build", 404, 404);
  }
  // The path goes back as text (invalid UTF-8 is replaced by the JSON writer), shortened.
  std::string shown = req.path.size() > kMaxEchoedPath ? req.path.substr(0, kMaxEchoedPath) + "…" : req.path;
  return api::Fail(api::kFlagNotFound, "接口不存在: " + shown, 404, 404);
}

}  // namespace chelian
