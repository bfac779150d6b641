// A whole server for API tests: a fresh SQLite database in the test's temporary directory, seeded
// with the demo data, started on free ports with the captcha off; stopped and removed at the end.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "app/config.h"
#include "app/server_app.h"
#include "core/status.h"

namespace chelian::testing {

struct SeededServer {
  std::filesystem::path dir;
  Config config;
  std::unique_ptr<ServerApp> app;

  // Creates `dir` (chelian_<name>_<pid> in the test's temporary directory) and the configuration —
  // HTTP on a free port, both gateways off, JT/T 808 terminals required to authenticate
  // (gateway.jt808_auth = require), the database and data.dir (exports, media) in `dir`, then
  // `settings`, which win —
  // seeds `vehicles` demo vehicles and starts the server.
  Status Start(const std::string& name, int vehicles, const std::vector<std::string>& settings = {});
  ~SeededServer();  // stops the server, removes `dir`
};

}  // namespace chelian::testing
