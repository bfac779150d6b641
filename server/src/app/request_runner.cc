// Implementation of the request runner.
#include "app/request_runner.h"

#include <algorithm>
#include <thread>

namespace chelian {

RequestRunner::RequestRunner(const api::ApiRouter& router, const RequestRunnerOptions& options)
    : router_(router),
      requests_("http-work", options.request_threads, options.max_queued_requests),
      passwords_("http-password", options.password_threads, options.max_queued_passwords) {}

bool RequestRunner::Run(const net::HttpRequest& req, std::function<void()> job) {
  WorkPool& pool = router_.WorkOf(req.path) == api::Work::kPassword ? passwords_ : requests_;
  return pool.TryPost(std::move(job));
}

void RequestRunner::Stop() {
  passwords_.Stop();
  requests_.Stop();
}

int DefaultRequestThreads() { return std::clamp(static_cast<int>(std::thread::hardware_concurrency()) * 4, 4, 32); }

}  // namespace chelian
