// RIFF chunks walked with bounds checks; resampled to 8 kHz by averaging.
#include "audio/wav.h"

#include <algorithm>
#include <cstring>
#include <string_view>

namespace chelian::audio {
namespace {

void PutU32(Bytes& b, uint32_t v) {
  for (int i = 0; i < 4; ++i) b.push_back(static_cast<uint8_t>(v >> (8 * i)));
}
void PutU16(Bytes& b, uint16_t v) {
  b.push_back(static_cast<uint8_t>(v));
  b.push_back(static_cast<uint8_t>(v >> 8));
}
void PutTag(Bytes& b, std::string_view tag) { b.insert(b.end(), tag.begin(), tag.end()); }
uint32_t U32(ByteView b, size_t at) {
  return b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (static_cast<uint32_t>(b[at + 3]) << 24);
}
uint16_t U16(ByteView b, size_t at) { return static_cast<uint16_t>(b[at] | (b[at + 1] << 8)); }
bool Tag(ByteView b, size_t at, std::string_view tag) { return std::memcmp(b.data() + at, tag.data(), 4) == 0; }

constexpr int kTargetRate = 8000;

}  // namespace

Bytes WriteWav(const std::vector<int16_t>& pcm, int sample_rate) {
  const uint32_t data_bytes = static_cast<uint32_t>(pcm.size() * 2);
  Bytes b;
  b.reserve(44 + data_bytes);
  PutTag(b, "RIFF");
  PutU32(b, 36 + data_bytes);
  PutTag(b, "WAVE");
  PutTag(b, "fmt ");
  PutU32(b, 16);
  PutU16(b, 1);  // PCM
  PutU16(b, 1);  // mono
  PutU32(b, static_cast<uint32_t>(sample_rate));
  PutU32(b, static_cast<uint32_t>(sample_rate) * 2);
  PutU16(b, 2);
  PutU16(b, 16);
  PutTag(b, "data");
  PutU32(b, data_bytes);
  for (int16_t s : pcm) PutU16(b, static_cast<uint16_t>(s));
  return b;
}

Result<std::vector<int16_t>> ReadWavAs8kMono(ByteView wav) {
  if (wav.size() < 12 || !Tag(wav, 0, "RIFF") || !Tag(wav, 8, "WAVE"))
    return InvalidArgument("不是WAV音频文件（缺少RIFF/WAVE文件头）");
  int format = 0, channels = 0, rate = 0, bits = 0;
  ByteView data;
  bool have_fmt = false, have_data = false;
  for (size_t at = 12; at + 8 <= wav.size() && !have_data;) {
    uint32_t size = U32(wav, at + 4);
    size_t body = at + 8;
    if (size > wav.size() - body) {
      if (!Tag(wav, at, "data")) return InvalidArgument("WAV文件不完整：数据块被截断");
      size = static_cast<uint32_t>(wav.size() - body);  // recorders that never patched the length
    }
    if (Tag(wav, at, "fmt ")) {
      if (size < 16) return InvalidArgument("WAV文件的格式块不完整");
      format = U16(wav, body);
      channels = U16(wav, body + 2);
      rate = static_cast<int>(U32(wav, body + 4));
      bits = U16(wav, body + 14);
      have_fmt = true;
    } else if (Tag(wav, at, "data")) {
      data = wav.subspan(body, size);
      have_data = true;
    }
    at = body + size + (size & 1);
  }
  if (!have_fmt) return InvalidArgument("WAV文件缺少格式块");
  if (!have_data) return InvalidArgument("WAV文件缺少数据块");
  if (format != 1) return InvalidArgument("只支持未压缩的PCM格式WAV");
  if (channels < 1 || channels > 2) return InvalidArgument("只支持单声道或立体声WAV");
  if (bits != 8 && bits != 16) return InvalidArgument("只支持8位或16位采样的WAV");
  if (rate < 8000 || rate > 48000) return InvalidArgument("WAV采样率须在8000–48000Hz之间");
  const size_t frame_bytes = static_cast<size_t>(channels) * (bits / 8);
  const size_t frames = data.size() / frame_bytes;
  std::vector<int> mono(frames);
  for (size_t i = 0; i < frames; ++i) {
    int sum = 0;
    for (int c = 0; c < channels; ++c) {
      size_t at = i * frame_bytes + static_cast<size_t>(c) * (bits / 8);
      sum += bits == 16 ? static_cast<int16_t>(U16(data, at)) : (static_cast<int>(data[at]) - 128) * 256;
    }
    mono[i] = sum / channels;
  }
  if (rate == kTargetRate) return std::vector<int16_t>(mono.begin(), mono.end());
  // Each output sample is the mean of the input samples of its 1/8000 s (a box filter against
  // aliasing; speech needs no better).
  const size_t out_n = static_cast<size_t>(static_cast<long double>(frames) * kTargetRate / rate);
  std::vector<int16_t> out(out_n);
  for (size_t i = 0; i < out_n; ++i) {
    size_t from = i * static_cast<size_t>(rate) / kTargetRate;
    size_t to = std::max(from + 1, std::min(frames, (i + 1) * static_cast<size_t>(rate) / kTargetRate));
    long long sum = 0;
    for (size_t k = from; k < to; ++k) sum += mono[k];
    out[i] = static_cast<int16_t>(sum / static_cast<long long>(to - from));
  }
  return out;
}

}  // namespace chelian::audio
