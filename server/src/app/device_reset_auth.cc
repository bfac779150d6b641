// Implementation of the admin command that resets a terminal's authentication.
#include "app/device_reset_auth.h"

#include <spdlog/spdlog.h>

#include <iostream>

#include "store/device_auth_repo.h"
#include "store/scope.h"

namespace chelian {

int DeviceResetAuthCommand(store::Database& db, const std::string& terminal) {
  if (terminal.empty()) {
    std::cerr << "error: missing --terminal (see admin help)\n";
    return 1;
  }
  auto conn = db.Acquire();
  auto reset = store::ResetDeviceAuth(*conn, store::Scope::Everything(), terminal);
  if (!reset.ok()) {
    std::cerr << "error: "
              << (reset.status().code() == StatusCode::kNotFound ? "no such terminal: " + terminal
                                                                 : reset.status().message())
              << "\n";
    return 1;
  }
  spdlog::warn("authentication of terminal {} reset by the admin CLI: it may register again", terminal);
  std::cout << "authentication of terminal " << terminal << " (device id " << *reset
            << ") reset: it may register again and gets a new code\n";
  return 0;
}

}  // namespace chelian
