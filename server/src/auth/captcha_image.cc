// Captcha rasteriser (anti-aliased thick polylines) and a minimal PNG encoder (zlib).
#include "auth/captcha_image.h"

#include <zlib.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include "auth/stroke_font.h"

namespace chelian::auth {

const char kCaptchaAlphabet[] = "23456789ABCDEFGHJKLMNPRTUVWXY";

namespace {

struct Rgb {
  float r, g, b;
};

class Canvas {
 public:
  Canvas(int w, int h) : w_(w), h_(h), px_(static_cast<size_t>(w) * h) {}
  int w() const { return w_; }
  int h() const { return h_; }
  Rgb& at(int x, int y) { return px_[static_cast<size_t>(y) * w_ + x]; }
  void Blend(int x, int y, Rgb c, float a) {
    if (x < 0 || y < 0 || x >= w_ || y >= h_ || a <= 0) return;
    a = std::min(a, 1.0f);
    Rgb& p = at(x, y);
    p.r += (c.r - p.r) * a;
    p.g += (c.g - p.g) * a;
    p.b += (c.b - p.b) * a;
  }
  // Anti-aliased segment of thickness `width`.
  void Line(float x0, float y0, float x1, float y1, float width, Rgb c) {
    float half = width / 2;
    int minx = static_cast<int>(std::floor(std::min(x0, x1) - half - 1));
    int maxx = static_cast<int>(std::ceil(std::max(x0, x1) + half + 1));
    int miny = static_cast<int>(std::floor(std::min(y0, y1) - half - 1));
    int maxy = static_cast<int>(std::ceil(std::max(y0, y1) + half + 1));
    float dx = x1 - x0, dy = y1 - y0, len2 = dx * dx + dy * dy;
    for (int y = std::max(0, miny); y <= std::min(h_ - 1, maxy); ++y) {
      for (int x = std::max(0, minx); x <= std::min(w_ - 1, maxx); ++x) {
        float px = x + 0.5f, py = y + 0.5f;
        float t = len2 > 0 ? std::clamp(((px - x0) * dx + (py - y0) * dy) / len2, 0.0f, 1.0f) : 0;
        float ex = x0 + t * dx - px, ey = y0 + t * dy - py;
        float d = std::sqrt(ex * ex + ey * ey);
        Blend(x, y, c, half + 0.5f - d);
      }
    }
  }
  std::vector<unsigned char> Bytes() const {
    std::vector<unsigned char> out;
    out.reserve(px_.size() * 3);
    for (const Rgb& p : px_)
      for (float v : {p.r, p.g, p.b}) out.push_back(static_cast<unsigned char>(std::clamp(v, 0.0f, 255.0f)));
    return out;
  }

 private:
  int w_, h_;
  std::vector<Rgb> px_;
};

void PutU32(std::string& s, uint32_t v) {
  for (int i = 3; i >= 0; --i) s += static_cast<char>((v >> (i * 8)) & 0xff);
}

void Chunk(std::string& png, const char* type, const std::string& data) {
  PutU32(png, static_cast<uint32_t>(data.size()));
  std::string body = std::string(type, 4) + data;
  png += body;
  PutU32(png, static_cast<uint32_t>(crc32(0, reinterpret_cast<const Bytef*>(body.data()), body.size())));
}

std::string EncodePng(int w, int h, const std::vector<unsigned char>& rgb) {
  std::string raw;
  raw.reserve(static_cast<size_t>(h) * (w * 3 + 1));
  for (int y = 0; y < h; ++y) {
    raw += '\0';  // filter: none
    raw.append(reinterpret_cast<const char*>(&rgb[static_cast<size_t>(y) * w * 3]), static_cast<size_t>(w) * 3);
  }
  uLongf zlen = compressBound(raw.size());
  std::string z(zlen, '\0');
  compress2(reinterpret_cast<Bytef*>(z.data()), &zlen, reinterpret_cast<const Bytef*>(raw.data()), raw.size(), 9);
  z.resize(zlen);
  std::string png = "\x89PNG\r\n\x1a\n";
  std::string ihdr;
  PutU32(ihdr, w);
  PutU32(ihdr, h);
  ihdr += std::string("\x08\x02\x00\x00\x00", 5);  // 8-bit RGB, deflate, no filter set, no interlace
  Chunk(png, "IHDR", ihdr);
  Chunk(png, "IDAT", z);
  Chunk(png, "IEND", "");
  return png;
}

}  // namespace

std::string EncodeRgbPng(int w, int h, const std::vector<unsigned char>& rgb) { return EncodePng(w, h, rgb); }

std::string RenderCaptchaPng(const std::string& code, unsigned seed, int width, int height) {
  std::mt19937 rng(seed);
  auto uni = [&](float a, float b) { return std::uniform_real_distribution<float>(a, b)(rng); };
  Canvas canvas(width, height);

  // Background: a soft two-colour gradient with speckles.
  Rgb bg0{uni(225, 250), uni(225, 250), uni(225, 250)}, bg1{uni(215, 245), uni(215, 245), uni(215, 245)};
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      float t = static_cast<float>(x) / width;
      canvas.at(x, y) = {bg0.r + (bg1.r - bg0.r) * t, bg0.g + (bg1.g - bg0.g) * t, bg0.b + (bg1.b - bg0.b) * t};
    }
  for (int i = 0; i < width * height / 12; ++i)
    canvas.Blend(static_cast<int>(uni(0, width)), static_cast<int>(uni(0, height)),
                 {uni(120, 220), uni(120, 220), uni(120, 220)}, uni(0.3f, 0.8f));

  float wave_amp = uni(1.5f, 3.0f), wave_period = uni(40, 70), wave_phase = uni(0, 6.28f);
  auto warp = [&](float x, float y) {
    return std::pair{x, y + wave_amp * std::sin(x / wave_period * 6.2832f + wave_phase)};
  };

  std::vector<Rgb> colours;
  float slot = static_cast<float>(width - 12) / std::max<size_t>(1, code.size());
  for (size_t i = 0; i < code.size(); ++i) {
    Rgb c{uni(10, 120), uni(10, 120), uni(10, 140)};
    colours.push_back(c);
    float scale = uni(3.9f, 4.8f), angle = uni(-0.45f, 0.45f), shear = uni(-0.3f, 0.3f);
    float cx = 6 + slot * (i + 0.5f) + uni(-2, 2), cy = height / 2.0f + uni(-2.5f, 2.5f);
    float ca = std::cos(angle), sa = std::sin(angle);
    auto map = [&](StrokePoint p) {
      float gx = (p.x - 2) * scale * uni(0.97f, 1.03f), gy = (p.y - 3) * scale;
      gx += shear * gy;
      return warp(cx + gx * ca - gy * sa, cy + gx * sa + gy * ca);
    };
    float stroke_width = uni(2.2f, 3.0f);
    for (const Stroke& s : GlyphStrokes(code[i])) {
      for (size_t k = 1; k < s.size(); ++k) {
        // Subdivide so the wave bends long strokes.
        for (int step = 0; step < 4; ++step) {
          float t0 = step / 4.0f, t1 = (step + 1) / 4.0f;
          StrokePoint a{s[k - 1].x + (s[k].x - s[k - 1].x) * t0, s[k - 1].y + (s[k].y - s[k - 1].y) * t0};
          StrokePoint b{s[k - 1].x + (s[k].x - s[k - 1].x) * t1, s[k - 1].y + (s[k].y - s[k - 1].y) * t1};
          auto [ax, ay] = map(a);
          auto [bx, by] = map(b);
          canvas.Line(ax, ay, bx, by, stroke_width, c);
        }
      }
    }
  }

  // Two crossing curves in the text colours: they join characters, which defeats naive segmentation.
  for (int n = 0; n < 2; ++n) {
    Rgb c = colours.empty() ? Rgb{60, 60, 60} : colours[n % colours.size()];
    float y0 = uni(8, height - 8), amp = uni(4, 9), period = uni(50, 110), phase = uni(0, 6.28f);
    float px = 0, py = y0 + amp * std::sin(phase);
    for (int x = 2; x <= width; x += 2) {
      float y = y0 + amp * std::sin(x / period * 6.2832f + phase);
      canvas.Line(px, py, static_cast<float>(x), y, uni(1.0f, 1.6f), c);
      px = static_cast<float>(x);
      py = y;
    }
  }
  return EncodePng(width, height, canvas.Bytes());
}

std::string Base64(const std::string& data) {
  static constexpr char kTable[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((data.size() + 2) / 3 * 4);
  size_t i = 0;
  for (; i + 2 < data.size(); i += 3) {
    uint32_t v = (static_cast<unsigned char>(data[i]) << 16) | (static_cast<unsigned char>(data[i + 1]) << 8) |
                 static_cast<unsigned char>(data[i + 2]);
    for (int s : {18, 12, 6, 0}) out += kTable[(v >> s) & 63];
  }
  if (i < data.size()) {
    uint32_t v = static_cast<unsigned char>(data[i]) << 16;
    if (i + 1 < data.size()) v |= static_cast<unsigned char>(data[i + 1]) << 8;
    out += kTable[(v >> 18) & 63];
    out += kTable[(v >> 12) & 63];
    out += (i + 1 < data.size()) ? kTable[(v >> 6) & 63] : '=';
    out += '=';
  }
  return out;
}

}  // namespace chelian::auth
