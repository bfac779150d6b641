// AMR-NB through opencore's interface functions; frame sizes checked here before the library reads.
#include "audio/amr.h"

#include <opencore-amrnb/interf_dec.h>
#include <opencore-amrnb/interf_enc.h>

#include <cstring>
#include <memory>
#include <string_view>

namespace chelian::audio {
namespace {

constexpr std::string_view kMagic = "#!AMR\n";
// Bytes after the frame header per frame type (3GPP TS 26.101 Table 1a; 8 is SID, 15 no data);
// -1 for the types this reader refuses (9–11 other codecs' SID, 12–14 reserved).
constexpr int kFrameBytes[16] = {12, 13, 15, 17, 19, 20, 26, 31, 5, -1, -1, -1, -1, -1, -1, 0};

// Calls `frame(bytes of one frame with its header)` for every frame; the errors of DecodeAmr.
template <typename Fn>
Status WalkFrames(ByteView amr, Fn&& frame) {
  if (amr.size() < kMagic.size() || std::memcmp(amr.data(), kMagic.data(), kMagic.size()) != 0)
    return InvalidArgument("不是AMR语音文件（缺少#!AMR文件头）");
  size_t at = kMagic.size();
  while (at < amr.size()) {
    int type = (amr[at] >> 3) & 0x0F;
    int size = kFrameBytes[type];
    if (size < 0) return InvalidArgument("AMR语音文件损坏：未知的帧类型" + std::to_string(type));
    if (amr.size() - at < static_cast<size_t>(size) + 1) return InvalidArgument("AMR语音文件不完整：最后一帧被截断");
    frame(amr.subspan(at, static_cast<size_t>(size) + 1));
    at += static_cast<size_t>(size) + 1;
  }
  return Status::Ok();
}

}  // namespace

Result<std::vector<int16_t>> DecodeAmr(ByteView amr) {
  std::unique_ptr<void, void (*)(void*)> state(Decoder_Interface_init(), Decoder_Interface_exit);
  if (!state) return Internal("AMR解码器初始化失败");
  std::vector<int16_t> pcm;
  pcm.reserve(amr.size() / 32 * kAmrFrameSamples + kAmrFrameSamples);
  // The library reads a whole frame of the size its header names (checked above), never more.
  uint8_t frame[32];
  Status s = WalkFrames(amr, [&](ByteView f) {
    std::memcpy(frame, f.data(), f.size());
    size_t at = pcm.size();
    pcm.resize(at + kAmrFrameSamples);
    Decoder_Interface_Decode(state.get(), frame, pcm.data() + at, 0);
  });
  if (!s.ok()) return s;
  return pcm;
}

Result<int64_t> AmrDurationMs(ByteView amr) {
  int64_t frames = 0;
  Status s = WalkFrames(amr, [&](ByteView) { ++frames; });
  if (!s.ok()) return s;
  return frames * 20;
}

Result<Bytes> EncodeAmr(const std::vector<int16_t>& pcm) {
  if (pcm.empty()) return InvalidArgument("录音为空");
  std::unique_ptr<void, void (*)(void*)> state(Encoder_Interface_init(0), Encoder_Interface_exit);
  if (!state) return Internal("AMR编码器初始化失败");
  Bytes out(kMagic.begin(), kMagic.end());
  short block[kAmrFrameSamples];
  unsigned char frame[64];
  for (size_t at = 0; at < pcm.size(); at += kAmrFrameSamples) {
    size_t n = std::min<size_t>(kAmrFrameSamples, pcm.size() - at);
    std::memcpy(block, pcm.data() + at, n * sizeof(short));
    std::fill(block + n, block + kAmrFrameSamples, short{0});
    int written = Encoder_Interface_Encode(state.get(), MR122, block, frame, 0);
    if (written <= 0) return Internal("AMR编码失败");
    out.insert(out.end(), frame, frame + written);
  }
  return out;
}

}  // namespace chelian::audio
