// `chelian-server admin backup|restore|check`: the database's online backup, its restore while the
// server is stopped, and the integrity check with the figures an operator wants (docs/operations.md).
#pragma once

#include <string>

#include "app/config.h"

namespace chelian {

// Each prints what it did (stdout) or why not (stderr) and returns the process exit code.
int BackupCommand(const Config& config, const std::string& to);
int RestoreCommand(const Config& config, const std::string& from);
// `integrity`: quick (default) or full.
int CheckCommand(const Config& config, const std::string& integrity);

}  // namespace chelian
