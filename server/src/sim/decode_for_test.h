// Test helper: the simulator's frames decoded by one session of the server's own `protocol`, in
// order, as the gateway reads them. Header-only; used by the sim tests.
#pragma once

#include <string>
#include <vector>

#include "protocol/registry.h"

namespace chelian::sim {

inline std::vector<DeviceMessage> DecodeWithServer(const char* protocol, const std::vector<Bytes>& frames,
                                                   int64_t now_ms = 1'720'500'000'000) {
  auto session = FindProtocol(protocol)->NewSession(CheckCodes::kEnforce);
  std::vector<DeviceMessage> out;
  for (const auto& f : frames) {
    session->Feed(f);
    while (auto m = session->Next(now_ms)) out.push_back(std::move(*m));
  }
  return out;
}

inline std::vector<DeviceMessage> DecodeWithServer(const char* protocol, const std::vector<std::string>& frames) {
  std::vector<Bytes> bytes;
  for (const auto& f : frames) bytes.emplace_back(f.begin(), f.end());
  return DecodeWithServer(protocol, bytes);
}

}  // namespace chelian::sim
