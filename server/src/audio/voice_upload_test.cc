// Voice files for a watch: a WAV encoded, an AMR kept, lengths and formats refused in Chinese.
#include "audio/voice_upload.h"

#include <gtest/gtest.h>

#include "audio/amr.h"
#include "audio/wav.h"

namespace chelian::audio {
namespace {

std::vector<int16_t> Noise(size_t n) {
  std::vector<int16_t> pcm(n);
  uint32_t x = 1;
  for (auto& s : pcm) s = static_cast<int16_t>(((x = x * 1103515245 + 12345) >> 16) % 4000 - 2000);
  return pcm;
}

TEST(VoiceUploadTest, AWavBecomesAnAmrOfTheSameLength) {
  Bytes wav = WriteWav(Noise(16000 * 2), 16000);  // 2 s at 16 kHz
  auto v = PrepareVoiceForWatch(wav);
  ASSERT_TRUE(v.ok()) << v.status().message();
  EXPECT_EQ(v->duration_ms, 2000);
  EXPECT_EQ(std::string(v->amr.begin(), v->amr.begin() + 6), "#!AMR\n");
  EXPECT_EQ(*AmrDurationMs(v->amr), 2000);
}

TEST(VoiceUploadTest, AnAmrIsKeptAsItIs) {
  Bytes amr = *EncodeAmr(Noise(8000));
  auto v = PrepareVoiceForWatch(amr);
  ASSERT_TRUE(v.ok()) << v.status().message();
  EXPECT_EQ(v->amr, amr);
  EXPECT_EQ(v->duration_ms, 1000);
}

TEST(VoiceUploadTest, RefusesOtherFormatsAndLengths) {
  EXPECT_EQ(PrepareVoiceForWatch(Bytes{'I', 'D', '3', 4}).status().message(), "只能发送WAV或AMR格式的语音");
  EXPECT_EQ(PrepareVoiceForWatch(WriteWav(Noise(800), 8000)).status().message(), "语音太短，请至少录0.5秒");
  EXPECT_EQ(PrepareVoiceForWatch(WriteWav(Noise(8000 * 16), 8000)).status().message(),
            "语音不能超过15.0秒（这段16.0秒）");
  EXPECT_EQ(PrepareVoiceForWatch(*EncodeAmr(Noise(8000 * 3)), 2000).status().message(),
            "语音不能超过2.0秒（这段3.0秒）");
  Bytes cut = *EncodeAmr(Noise(8000));
  cut.pop_back();
  EXPECT_EQ(PrepareVoiceForWatch(cut).status().message(), "AMR语音文件不完整：最后一帧被截断");
}

}  // namespace
}  // namespace chelian::audio
