// `chelian-server admin …`: account, demo-data and database-care (backup, restore, check) commands on
// the configured database.
#pragma once

#include <string>
#include <vector>

#include "app/config.h"

namespace chelian {

// Runs `admin <command> [options]` (args start after "admin"); prints results and errors to
// stdout/stderr and returns the process exit code.
int RunAdminCommand(const Config& config, const std::vector<std::string>& args);

}  // namespace chelian
