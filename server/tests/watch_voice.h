// Watch voice for loopback tests: a 3G* watch frame carrying a TK upload (or any text head), and a
// tone encoded as AMR-NB, as the voice and cluster tests send them.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <numbers>
#include <string>
#include <string_view>
#include <vector>

#include "audio/amr.h"
#include "core/bytes.h"
#include "protocol/watch/packet.h"

namespace chelian::testing {

// A frame from watch `id` whose content is `head` then `binary` escaped; LLLL counts the content
// unescaped, as Traccar's TK capture does.
inline std::string WatchFrame(std::string_view id, std::string_view head, const Bytes& binary = {}) {
  Bytes escaped = watch::EscapeBinary(binary);
  char length[8];
  std::snprintf(length, sizeof length, "%04zx", head.size() + binary.size());
  return "[3G*" + std::string(id) + "*" + std::string(length) + "*" + std::string(head) +
         std::string(escaped.begin(), escaped.end()) + "]";
}

// `ms` of a 440 Hz tone at `rate` samples per second.
inline std::vector<int16_t> Tone(int ms, int rate) {
  std::vector<int16_t> pcm(static_cast<size_t>(ms) * rate / 1000);
  for (size_t i = 0; i < pcm.size(); ++i)
    pcm[i] = static_cast<int16_t>(6000 * std::sin(2 * std::numbers::pi * 440 * static_cast<double>(i) / rate));
  return pcm;
}

}  // namespace chelian::testing
