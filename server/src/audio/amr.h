// AMR-NB voice files (RFC 4867 §5 storage format: "#!AMR\n" then frames, 8 kHz, 20 ms a frame)
// decoded to and encoded from 16-bit PCM with Debian's libopencore-amrnb (docs/card.md § Voice).
#pragma once

#include <cstdint>
#include <vector>

#include "core/bytes.h"
#include "core/status.h"

namespace chelian::audio {

inline constexpr int kAmrSampleRate = 8000;
inline constexpr int kAmrFrameSamples = 160;  // 20 ms

// The samples of `amr` (a whole file). Errors: InvalidArgument with a Chinese message for a file
// without the header, a frame of an unknown type or one cut short. Never reads past `amr`.
Result<std::vector<int16_t>> DecodeAmr(ByteView amr);

// The file's duration in milliseconds (20 ms a frame), by walking its frame headers; the same
// errors as DecodeAmr, without decoding.
Result<int64_t> AmrDurationMs(ByteView amr);

// `pcm` (8 kHz mono) as an AMR-NB file at 12.2 kbit/s (the mode watches record in); the last frame
// is padded with silence. Errors: InvalidArgument for no samples.
Result<Bytes> EncodeAmr(const std::vector<int16_t>& pcm);

}  // namespace chelian::audio
