// Voice messages (D133, D134): how long one 15 s message takes to decode from AMR-NB to the WAV
// the console plays, and to encode from the console's 8 kHz WAV to AMR-NB, on one core.
// Usage: bench_voice [--seconds 15] [--runs 20]
#include <cmath>
#include <cstdio>
#include <numbers>

#include "audio/amr.h"
#include "audio/voice_upload.h"
#include "audio/wav.h"
#include "bench_args.h"

int main(int argc, char** argv) {
  using namespace chelian;
  const int seconds = static_cast<int>(bench::Arg(argc, argv, "--seconds", 15));
  const int runs = static_cast<int>(bench::Arg(argc, argv, "--runs", 20));
  // Speech-like input: two tones whose loudness rises and falls four times a second.
  std::vector<int16_t> pcm(static_cast<size_t>(seconds) * audio::kAmrSampleRate);
  for (size_t i = 0; i < pcm.size(); ++i) {
    double t = static_cast<double>(i) / audio::kAmrSampleRate;
    double envelope = 0.5 + 0.5 * std::sin(2 * std::numbers::pi * 4 * t);
    pcm[i] = static_cast<int16_t>(envelope * (5000 * std::sin(2 * std::numbers::pi * 220 * t) +
                                              2000 * std::sin(2 * std::numbers::pi * 1300 * t)));
  }
  Bytes wav = audio::WriteWav(pcm, audio::kAmrSampleRate);
  Bytes amr = *audio::EncodeAmr(pcm);
  double encode_ms = bench::Best(runs, [&] { (void)audio::PrepareVoiceForWatch(wav, seconds * 1000); });
  double decode_ms = bench::Best(runs, [&] {
    auto out = audio::DecodeAmr(amr);
    (void)audio::WriteWav(*out, audio::kAmrSampleRate);
  });
  std::printf("voice message of %d s: AMR %zu bytes, WAV %zu bytes\n", seconds, amr.size(), wav.size());
  std::printf("  AMR → WAV (wav.json):        %.2f ms  (%.0f messages/s per core)\n", decode_ms, 1000 / decode_ms);
  std::printf("  WAV → AMR (send.json check): %.2f ms  (%.0f messages/s per core)\n", encode_ms, 1000 / encode_ms);
  return 0;
}
