// A voice message the console sends to a watch (D134): the uploaded or recorded file (WAV, or AMR
// as is) checked and brought to AMR-NB, at most a given length.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/bytes.h"
#include "core/status.h"

namespace chelian::audio {

inline constexpr int64_t kMaxVoiceMs = 15'000;           // what a watch's message is (≤ 15 s)
inline constexpr size_t kMaxVoiceUploadBytes = 4 << 20;  // a 15 s 48 kHz stereo WAV is 2.9 MB

struct VoiceForWatch {
  Bytes amr;
  int64_t duration_ms = 0;
};

// `data` as an AMR-NB file: a WAV (RIFF) encoded at 12.2 kbit/s, an AMR file (#!AMR) checked and
// kept. Errors: InvalidArgument with a Chinese message (another format, unreadable, shorter than
// 0.5 s, longer than `max_ms`, larger than kMaxVoiceUploadBytes).
Result<VoiceForWatch> PrepareVoiceForWatch(ByteView data, int64_t max_ms = kMaxVoiceMs);

}  // namespace chelian::audio
