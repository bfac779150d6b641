// A chelian-server (or chelian-sim) process for tests that need one outside the test's own
// process: a crash, a backup taken from another process, file locks another process holds.
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

namespace chelian::testing {

// A TCP port on 127.0.0.1 that was free a moment ago.
int FreePort();
// A connection to 127.0.0.1:`port` once it accepts (retrying for up to 10 s), or -1.
int ConnectWithRetry(int port);
// Starts `binary` with `args` and returns its pid.
pid_t StartProcess(const std::string& binary, const std::vector<std::string>& args);
// Starts CHELIAN_SERVER_BINARY with `--set` for each of `sets`.
pid_t StartServer(const std::vector<std::string>& sets);

}  // namespace chelian::testing
