// libFuzzer target: any bytes as an AMR file and as a WAV file (scripts/fuzz-brief.sh).
#include <cstddef>
#include <cstdint>

#include "audio/amr.h"
#include "audio/wav.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  chelian::ByteView bytes(data, size);
  (void)chelian::audio::DecodeAmr(bytes);
  (void)chelian::audio::AmrDurationMs(bytes);
  (void)chelian::audio::ReadWavAs8kMono(bytes);
  return 0;
}
