// `chelian-server admin device-reset-auth --terminal <no>`: resets a JT/T 808 terminal's
// authentication (docs/pipeline.md § Device authentication) so that it may register again.
#pragma once

#include <string>

#include "store/db.h"

namespace chelian {

// Prints what it did (stdout) or why not (stderr); returns the process exit code.
int DeviceResetAuthCommand(store::Database& db, const std::string& terminal);

}  // namespace chelian
