// The upload's format by its first bytes, then the AMR reader or the WAV reader and the encoder.
#include "audio/voice_upload.h"

#include <cstdio>
#include <cstring>
#include <string>

#include "audio/amr.h"
#include "audio/wav.h"

namespace chelian::audio {
namespace {

constexpr int64_t kMinVoiceMs = 500;

bool StartsWith(ByteView data, const char* magic) {
  size_t n = std::strlen(magic);
  return data.size() >= n && std::memcmp(data.data(), magic, n) == 0;
}

std::string Seconds(int64_t ms) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", static_cast<double>(ms) / 1000);
  return text;
}

Status CheckLength(int64_t ms, int64_t max_ms) {
  if (ms < kMinVoiceMs) return InvalidArgument("语音太短，请至少录0.5秒");
  if (ms > max_ms) return InvalidArgument("语音不能超过" + Seconds(max_ms) + "秒（这段" + Seconds(ms) + "秒）");
  return Status::Ok();
}

}  // namespace

Result<VoiceForWatch> PrepareVoiceForWatch(ByteView data, int64_t max_ms) {
  if (data.size() > kMaxVoiceUploadBytes) return InvalidArgument("语音文件不能超过4MB");
  VoiceForWatch out;
  if (StartsWith(data, "#!AMR")) {
    auto pcm = DecodeAmr(data);  // decodable as a whole, not only well framed
    if (!pcm.ok()) return pcm.status();
    out.amr.assign(data.begin(), data.end());
    out.duration_ms = static_cast<int64_t>(pcm->size()) * 1000 / kAmrSampleRate;
  } else if (StartsWith(data, "RIFF")) {
    auto pcm = ReadWavAs8kMono(data);
    if (!pcm.ok()) return pcm.status();
    out.duration_ms = static_cast<int64_t>(pcm->size()) * 1000 / kAmrSampleRate;
    if (Status s = CheckLength(out.duration_ms, max_ms); !s.ok()) return s;  // before encoding
    auto amr = EncodeAmr(*pcm);
    if (!amr.ok()) return amr.status();
    out.amr = std::move(*amr);
  } else {
    return InvalidArgument("只能发送WAV或AMR格式的语音");
  }
  if (Status s = CheckLength(out.duration_ms, max_ms); !s.ok()) return s;
  return out;
}

}  // namespace chelian::audio
