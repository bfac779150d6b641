// Where the HTTP handlers run (issue #19): never on the HTTP I/O threads. Calls whose route hashes
// or verifies passwords (api::Work::kPassword: sign-ins, password changes) go to a small pool of
// their own, everything else to the request pool, each with a bounded queue; a full queue is
// answered "busy" at once. A flood of sign-in attempts therefore waits on its own threads while
// signed-in users' calls keep theirs.
#pragma once

#include <functional>

#include "api/api_router.h"
#include "core/work_pool.h"
#include "net/http_types.h"

namespace chelian {

struct RequestRunnerOptions {
  int request_threads = 8;
  int password_threads = 1;
  size_t max_queued_requests = 4096;
  size_t max_queued_passwords = 256;
};

class RequestRunner {
 public:
  RequestRunner(const api::ApiRouter& router, const RequestRunnerOptions& options);

  // A net::HandlerRunner: queues `job` on the pool of `req`'s route.
  bool Run(const net::HttpRequest& req, std::function<void()> job);

  // Runs what is queued, then stops both pools. Call before the HTTP server stops.
  void Stop();

  // Calls waiting for a password thread.
  size_t queued_passwords() const { return passwords_.queued(); }
  // Calls waiting for a request thread.
  size_t queued_requests() const { return requests_.queued(); }

 private:
  const api::ApiRouter& router_;
  WorkPool requests_;
  WorkPool passwords_;
};

// Threads of the request pool when none are configured: handlers wait on the database and the
// disk as much as they compute, so a few per core.
int DefaultRequestThreads();

}  // namespace chelian
