// Baseline sequential DCT, Huffman coded, single grayscale component (T.81 §F.1).
#include "sim/jpeg_writer.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace chelian::sim {
namespace {

// Annex K.1 luminance quantisation table, natural order.
constexpr std::array<int, 64> kLumaQuant = {16, 11, 10, 16, 24,  40,  51,  61,  12, 12, 14, 19, 26,  58,  60,  55,
                                            14, 13, 16, 24, 40,  57,  69,  56,  14, 17, 22, 29, 51,  87,  80,  62,
                                            18, 22, 37, 56, 68,  109, 103, 77,  24, 35, 55, 64, 81,  104, 113, 92,
                                            49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99};

// Zig-zag position k → natural index.
constexpr std::array<int, 64> kZigzag = {0,  1,  8,  16, 9,  2,  3,  10, 17, 24, 32, 25, 18, 11, 4,  5,
                                         12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6,  7,  14, 21, 28,
                                         35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51,
                                         58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63};

// Annex K.3 typical luminance Huffman tables: code counts per length 1–16, then the symbols.
constexpr std::array<uint8_t, 16> kDcBits = {0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0};
constexpr std::array<uint8_t, 12> kDcValues = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
constexpr std::array<uint8_t, 16> kAcBits = {0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d};
constexpr std::array<uint8_t, 162> kAcValues = {
    0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71,
    0x14, 0x32, 0x81, 0x91, 0xa1, 0x08, 0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0, 0x24, 0x33, 0x62, 0x72,
    0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x34, 0x35, 0x36, 0x37,
    0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59,
    0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x83,
    0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3,
    0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3,
    0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2,
    0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa};

struct Code {
  uint16_t bits = 0;
  uint8_t length = 0;
};

// Canonical codes from the counts per length (T.81 Annex C).
std::array<Code, 256> BuildCodes(const uint8_t* counts, const uint8_t* values) {
  std::array<Code, 256> out{};
  uint16_t code = 0;
  size_t k = 0;
  for (int len = 1; len <= 16; ++len) {
    for (int i = 0; i < counts[len - 1]; ++i) out[values[k++]] = {code++, static_cast<uint8_t>(len)};
    code <<= 1;
  }
  return out;
}

class BitWriter {
 public:
  explicit BitWriter(Bytes& out) : out_(out) {}
  void Put(uint32_t bits, int length) {
    for (int i = length - 1; i >= 0; --i) {
      acc_ = static_cast<uint8_t>(acc_ << 1 | ((bits >> i) & 1));
      if (++count_ == 8) Emit();
    }
  }
  void Finish() {
    while (count_ != 0) Put(1, 1);  // pad with 1 bits
  }

 private:
  void Emit() {
    out_.push_back(acc_);
    if (acc_ == 0xFF) out_.push_back(0x00);  // byte stuffing
    acc_ = 0;
    count_ = 0;
  }
  Bytes& out_;
  uint8_t acc_ = 0;
  int count_ = 0;
};

// Magnitude category and the value's bits (negative values as one's complement).
void Category(int v, int* size, uint32_t* bits) {
  int a = std::abs(v);
  int s = 0;
  while (a) {
    ++s;
    a >>= 1;
  }
  *size = s;
  *bits = static_cast<uint32_t>(v >= 0 ? v : v + (1 << s) - 1);
}

void Marker(Bytes& out, uint8_t m) {
  out.push_back(0xFF);
  out.push_back(m);
}
void U16(Bytes& out, int v) {
  out.push_back(static_cast<uint8_t>(v >> 8));
  out.push_back(static_cast<uint8_t>(v & 0xFF));
}

}  // namespace

Bytes EncodeGrayJpeg(const std::vector<uint8_t>& pixels, int width, int height, int quality) {
  quality = std::clamp(quality, 1, 100);
  int scale = quality < 50 ? 5000 / quality : 200 - quality * 2;
  std::array<int, 64> q{};
  for (int i = 0; i < 64; ++i) q[i] = std::clamp((kLumaQuant[i] * scale + 50) / 100, 1, 255);

  Bytes out;
  Marker(out, 0xD8);  // SOI
  Marker(out, 0xE0);  // APP0 JFIF 1.1, no thumbnail
  U16(out, 16);
  for (uint8_t b : {'J', 'F', 'I', 'F', '\0'}) out.push_back(b);
  for (uint8_t b : {1, 1, 0}) out.push_back(b);
  U16(out, 1);
  U16(out, 1);
  out.push_back(0);
  out.push_back(0);
  Marker(out, 0xDB);  // DQT: table 0, 8-bit, zig-zag order
  U16(out, 67);
  out.push_back(0);
  for (int k = 0; k < 64; ++k) out.push_back(static_cast<uint8_t>(q[kZigzag[k]]));
  Marker(out, 0xC0);  // SOF0
  U16(out, 11);
  out.push_back(8);
  U16(out, height);
  U16(out, width);
  out.push_back(1);
  for (uint8_t b : {1, 0x11, 0}) out.push_back(b);
  Marker(out, 0xC4);  // DHT: DC 0 and AC 0
  U16(out, 2 + 1 + 16 + 12 + 1 + 16 + 162);
  out.push_back(0x00);
  out.insert(out.end(), kDcBits.begin(), kDcBits.end());
  out.insert(out.end(), kDcValues.begin(), kDcValues.end());
  out.push_back(0x10);
  out.insert(out.end(), kAcBits.begin(), kAcBits.end());
  out.insert(out.end(), kAcValues.begin(), kAcValues.end());
  Marker(out, 0xDA);  // SOS
  U16(out, 8);
  out.push_back(1);
  out.push_back(1);
  out.push_back(0x00);
  for (uint8_t b : {0, 63, 0}) out.push_back(b);

  static const auto dc_codes = BuildCodes(kDcBits.data(), kDcValues.data());
  static const auto ac_codes = BuildCodes(kAcBits.data(), kAcValues.data());
  BitWriter bits(out);
  int previous_dc = 0;
  for (int by = 0; by < height; by += 8) {
    for (int bx = 0; bx < width; bx += 8) {
      double block[64];
      for (int y = 0; y < 8; ++y)
        for (int x = 0; x < 8; ++x) block[y * 8 + x] = pixels[static_cast<size_t>((by + y) * width + bx + x)] - 128.0;
      int coef[64];
      for (int v = 0; v < 8; ++v) {
        for (int u = 0; u < 8; ++u) {
          double sum = 0;
          for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 8; ++x)
              sum += block[y * 8 + x] * std::cos((2 * x + 1) * u * M_PI / 16) * std::cos((2 * y + 1) * v * M_PI / 16);
          double cu = u ? 1 : M_SQRT1_2, cv = v ? 1 : M_SQRT1_2;
          coef[v * 8 + u] = static_cast<int>(std::lround(0.25 * cu * cv * sum / q[v * 8 + u]));
        }
      }
      int size = 0;
      uint32_t value = 0;
      Category(coef[0] - previous_dc, &size, &value);
      previous_dc = coef[0];
      bits.Put(dc_codes[size].bits, dc_codes[size].length);
      if (size) bits.Put(value, size);
      int run = 0;
      for (int k = 1; k < 64; ++k) {
        int c = coef[kZigzag[k]];
        if (c == 0) {
          ++run;
          continue;
        }
        while (run > 15) {
          bits.Put(ac_codes[0xF0].bits, ac_codes[0xF0].length);  // ZRL: 16 zeros
          run -= 16;
        }
        Category(c, &size, &value);
        int symbol = run << 4 | size;
        bits.Put(ac_codes[symbol].bits, ac_codes[symbol].length);
        bits.Put(value, size);
        run = 0;
      }
      if (run) bits.Put(ac_codes[0x00].bits, ac_codes[0x00].length);  // EOB
    }
  }
  bits.Finish();
  Marker(out, 0xD9);  // EOI
  return out;
}

}  // namespace chelian::sim
