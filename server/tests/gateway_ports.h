// Test servers listen only on the device ports a test asks for: every protocol of the registry is
// turned off first (gateway.<name>_port = -1), so a protocol added later does not bind its default
// port in every test server (tests run in parallel).
#pragma once

#include <string>
#include <vector>

#include "protocol/registry.h"

namespace chelian::testing {

// Every protocol's port turned off, then `settings` ("key=value"; a later setting wins).
inline std::vector<std::string> GatewaysOff(const std::vector<std::string>& settings = {}) {
  std::vector<std::string> out;
  for (const ProtocolInfo& p : Protocols()) out.push_back(std::string(p.port_key) + "=-1");
  out.insert(out.end(), settings.begin(), settings.end());
  return out;
}

}  // namespace chelian::testing
