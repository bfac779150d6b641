// AMR-NB round trip through opencore's encoder and decoder, and the reader's refusals.
#include "audio/amr.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

namespace chelian::audio {
namespace {

std::vector<int16_t> Tone(int ms, double hz) {
  std::vector<int16_t> pcm(static_cast<size_t>(ms) * kAmrSampleRate / 1000);
  for (size_t i = 0; i < pcm.size(); ++i)
    pcm[i] = static_cast<int16_t>(8000 * std::sin(2 * std::numbers::pi * hz * static_cast<double>(i) / kAmrSampleRate));
  return pcm;
}

double Rms(const std::vector<int16_t>& pcm, size_t from, size_t to) {
  double sum = 0;
  for (size_t i = from; i < to; ++i) sum += static_cast<double>(pcm[i]) * pcm[i];
  return std::sqrt(sum / static_cast<double>(to - from));
}

TEST(AmrTest, EncodesAndDecodesBackATone) {
  auto amr = EncodeAmr(Tone(1000, 440));
  ASSERT_TRUE(amr.ok()) << amr.status().message();
  ASSERT_GE(amr->size(), 6u);
  EXPECT_EQ(std::string(amr->begin(), amr->begin() + 6), "#!AMR\n");
  EXPECT_EQ(amr->size(), 6u + 50 * 32);  // 50 frames of 12.2 kbit/s: header byte + 31
  EXPECT_EQ((*amr)[6], 0x3C);            // frame type 7 (MR122), quality bit set
  auto ms = AmrDurationMs(*amr);
  ASSERT_TRUE(ms.ok());
  EXPECT_EQ(*ms, 1000);
  auto pcm = DecodeAmr(*amr);
  ASSERT_TRUE(pcm.ok()) << pcm.status().message();
  ASSERT_EQ(pcm->size(), 8000u);
  // The codec keeps the tone's level (within a few dB) once it has settled.
  double rms = Rms(*pcm, 2000, 8000);
  EXPECT_GT(rms, 8000 / std::sqrt(2.0) * 0.5);
  EXPECT_LT(rms, 8000 / std::sqrt(2.0) * 1.5);
}

TEST(AmrTest, PadsTheLastFrame) {
  auto amr = EncodeAmr(Tone(30, 300));  // 240 samples: two frames
  ASSERT_TRUE(amr.ok());
  EXPECT_EQ(*AmrDurationMs(*amr), 40);
  EXPECT_EQ(DecodeAmr(*amr)->size(), 320u);
}

TEST(AmrTest, RefusesWhatIsNoAmrFile) {
  const Bytes no_header = {'R', 'I', 'F', 'F', 0, 0, 0, 0};
  auto r = DecodeAmr(no_header);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(), "不是AMR语音文件（缺少#!AMR文件头）");
  EXPECT_FALSE(AmrDurationMs(Bytes{}).ok());
  EXPECT_FALSE(EncodeAmr({}).ok());
}

TEST(AmrTest, RefusesATruncatedFileWithoutReadingPastIt) {
  auto amr = *EncodeAmr(Tone(100, 440));
  for (size_t cut = 1; cut < 32; ++cut) {
    Bytes shorter(amr.begin(), amr.end() - static_cast<long>(cut));
    auto r = DecodeAmr(shorter);
    ASSERT_FALSE(r.ok()) << cut;
    EXPECT_EQ(r.status().message(), "AMR语音文件不完整：最后一帧被截断");
  }
}

TEST(AmrTest, RefusesReservedFrameTypes) {
  Bytes amr = {'#', '!', 'A', 'M', 'R', '\n', 12 << 3};
  auto r = DecodeAmr(amr);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(), "AMR语音文件损坏：未知的帧类型12");
}

TEST(AmrTest, DecodesNoDataAndSilenceFramesOfEveryMode) {
  // One frame of each speech mode filled with arbitrary bits, a SID frame and a no-data frame.
  const int sizes[] = {12, 13, 15, 17, 19, 20, 26, 31, 5};
  Bytes amr = {'#', '!', 'A', 'M', 'R', '\n'};
  for (int type = 0; type <= 8; ++type) {
    amr.push_back(static_cast<uint8_t>(type << 3 | 4));
    for (int i = 0; i < sizes[type]; ++i) amr.push_back(static_cast<uint8_t>(i * 37 + type));
  }
  amr.push_back(15 << 3 | 4);
  auto pcm = DecodeAmr(amr);
  ASSERT_TRUE(pcm.ok()) << pcm.status().message();
  EXPECT_EQ(pcm->size(), 10u * 160);
  EXPECT_EQ(*AmrDurationMs(amr), 200);
}

}  // namespace
}  // namespace chelian::audio
