// Implementation of the seeded test server.
#include "seeded_server.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include "app/admin_cli.h"
#include "gateway_ports.h"

namespace chelian::testing {

Status SeededServer::Start(const std::string& name, int vehicles, const std::vector<std::string>& settings) {
  dir = std::filesystem::path(::testing::TempDir()) / ("chelian_" + name + "_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::vector<std::string> sets =
      GatewaysOff({"http.port=0", "gateway.jt808_auth=require", "store.sqlite_path=" + (dir / "db.sqlite").string(),
                   "data.dir=" + dir.string(), "auth.captcha=off"});
  sets.insert(sets.end(), settings.begin(), settings.end());
  auto loaded = Config::Load("", sets);
  if (!loaded.ok()) return loaded.status();
  config = std::move(loaded.value());
  if (RunAdminCommand(config, {"demo-seed", "--vehicles", std::to_string(vehicles)}) != 0)
    return Internal("demo-seed failed");
  auto created = ServerApp::Create(config);
  if (!created.ok()) return created.status();
  app = std::move(created.value());
  return app->Start();
}

SeededServer::~SeededServer() {
  if (app) app->Stop();
  std::filesystem::remove_all(dir);
}

}  // namespace chelian::testing
