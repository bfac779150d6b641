// WAV written for the browser and read from uploads: layout, mixing, resampling, refusals.
#include "audio/wav.h"

#include <gtest/gtest.h>

#include <string>

namespace chelian::audio {
namespace {

std::string Text(const Bytes& b, size_t at, size_t n) { return std::string(b.begin() + at, b.begin() + at + n); }

TEST(WavTest, WritesA44ByteHeaderAndReadsItBack) {
  std::vector<int16_t> pcm = {0, 1000, -1000, 32767, -32768};
  Bytes wav = WriteWav(pcm, 8000);
  ASSERT_EQ(wav.size(), 44u + 10);
  EXPECT_EQ(Text(wav, 0, 4), "RIFF");
  EXPECT_EQ(Text(wav, 8, 8), "WAVEfmt ");
  EXPECT_EQ(Text(wav, 36, 4), "data");
  EXPECT_EQ(wav[40], 10);  // data bytes
  auto back = ReadWavAs8kMono(wav);
  ASSERT_TRUE(back.ok()) << back.status().message();
  EXPECT_EQ(*back, pcm);
}

TEST(WavTest, MixesStereoAndResamplesTo8k) {
  // 16 kHz stereo: left 1000, right 3000 → mono 2000 at half the sample count.
  Bytes wav = WriteWav(std::vector<int16_t>(3200, 0), 16000);
  wav[22] = 2;  // channels
  wav[32] = 4;  // block align
  for (size_t i = 44; i + 4 <= wav.size(); i += 4) {
    wav[i] = 1000 & 0xFF, wav[i + 1] = 1000 >> 8;
    wav[i + 2] = 3000 & 0xFF, wav[i + 3] = 3000 >> 8;
  }
  auto pcm = ReadWavAs8kMono(wav);
  ASSERT_TRUE(pcm.ok()) << pcm.status().message();
  ASSERT_EQ(pcm->size(), 800u);  // 1600 stereo frames at 16 kHz = 0.1 s
  EXPECT_EQ(pcm->front(), 2000);
  EXPECT_EQ(pcm->back(), 2000);
}

TEST(WavTest, RefusesWhatItCannotRead) {
  EXPECT_EQ(ReadWavAs8kMono(Bytes{'#', '!', 'A', 'M', 'R'}).status().message(),
            "不是WAV音频文件（缺少RIFF/WAVE文件头）");
  Bytes wav = WriteWav(std::vector<int16_t>(100, 5), 8000);
  Bytes compressed = wav;
  compressed[20] = 3;  // IEEE float
  EXPECT_EQ(ReadWavAs8kMono(compressed).status().message(), "只支持未压缩的PCM格式WAV");
  Bytes no_data(wav.begin(), wav.begin() + 36);
  EXPECT_EQ(ReadWavAs8kMono(no_data).status().message(), "WAV文件缺少数据块");
  Bytes slow = wav;
  slow[24] = 0x40, slow[25] = 0x1E;  // 7744 Hz
  EXPECT_EQ(ReadWavAs8kMono(slow).status().message(), "WAV采样率须在8000–48000Hz之间");
  // Every prefix of a valid file either reads or is refused; none crashes.
  for (size_t n = 0; n < wav.size(); ++n) (void)ReadWavAs8kMono(ByteView(wav.data(), n));
}

}  // namespace
}  // namespace chelian::audio
