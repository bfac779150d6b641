// WAV (RIFF/WAVE, 16-bit PCM) written for the browser's <audio> and read from the console's
// recordings and uploads, brought to 8 kHz mono for the AMR encoder.
#pragma once

#include <cstdint>
#include <vector>

#include "core/bytes.h"
#include "core/status.h"

namespace chelian::audio {

// A 44-byte-header WAV of mono 16-bit `pcm` at `sample_rate`.
Bytes WriteWav(const std::vector<int16_t>& pcm, int sample_rate);

// The samples of a PCM WAV (8 or 16 bits, 1 or 2 channels, 8–48 kHz), mixed to mono and resampled
// to 8 kHz. Errors: InvalidArgument with a Chinese message (not RIFF/WAVE, no fmt or data chunk,
// compressed, a chunk cut short). Never reads past `wav`.
Result<std::vector<int16_t>> ReadWavAs8kMono(ByteView wav);

}  // namespace chelian::audio
