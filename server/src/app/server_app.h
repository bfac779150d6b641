// The running server: opens the database (migrating it), builds the services, routes and the
// HTTP server from the configuration, and runs background housekeeping. Owns everything.
#pragma once

#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

#include "app/config.h"
#include "app/status_line.h"
#include "core/status.h"
#include "store/db.h"

namespace chelian::live {
class PushHub;
}
namespace chelian::api {
class ApiRouter;
}

namespace chelian {

class ServerApp {
 public:
  static Result<std::unique_ptr<ServerApp>> Create(const Config& config);
  ~ServerApp();

  // Starts listening. Errors: Unavailable when a port cannot be bound.
  Status Start();
  int http_port() const;
  // The bound port of the separate metrics listener (metrics.listen; 0 when none).
  int metrics_port() const;
  // The live push hub (the pipeline publishes into it; tests too).
  live::PushHub& hub();
  // The route table (the API reference and its test).
  const api::ApiRouter& router() const;
  // The bound port of a device protocol's gateway (0 when off).
  int gateway_port(const std::string& protocol) const;
  // Waits until every message received so far is processed and committed (tests).
  void FlushPipeline();
  // What the device side has done so far (the status line's figures; tests).
  DeviceSideCounters DeviceSide() const;
  // Stops the listeners and housekeeping; idempotent.
  void Stop();

  struct Parts;  // the running parts, wired in server_app.cc

 private:
  ServerApp() = default;
  std::unique_ptr<Parts> parts_;
  std::thread housekeeping_;
  std::mutex mu_;
  std::condition_variable cv_;
  bool stopping_ = false;      // GUARDED_BY(mu_)
  int stats_interval_s_ = 60;  // log.stats_interval_s; 0: no status lines
};

// Opens (creating and migrating) the configured database. Used by the server and the admin CLI.
// `checkpointer_runs`: a WalCheckpointer will copy the WAL back, the pool's connections never do.
Result<std::unique_ptr<store::Database>> OpenConfiguredDatabase(const Config& config, bool checkpointer_runs = false);

}  // namespace chelian
