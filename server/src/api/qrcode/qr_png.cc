// QR rendering: libqrencode's module matrix scaled into a PNG (the captcha's PNG encoder).
#include "api/qrcode/qr_png.h"

#include <qrencode.h>

#include <algorithm>
#include <memory>
#include <vector>

#include "auth/captcha_image.h"

namespace chelian::api {

Result<std::string> QrPng(const std::string& text, int size_px) {
  if (text.empty()) return InvalidArgument("二维码内容不能为空");
  if (text.size() > 1000) return InvalidArgument("二维码内容过长");
  std::unique_ptr<QRcode, void (*)(QRcode*)> qr(QRcode_encodeString8bit(text.c_str(), 0, QR_ECLEVEL_M), QRcode_free);
  if (!qr) return Internal("qrencode failed");
  constexpr int kQuiet = 4;
  int modules = qr->width + 2 * kQuiet;
  int scale = std::max(2, size_px / modules);
  int side = modules * scale;
  std::vector<unsigned char> pixels(static_cast<size_t>(side) * side * 3, 0xff);  // RGB, white
  for (int y = 0; y < qr->width; ++y)
    for (int x = 0; x < qr->width; ++x) {
      if (!(qr->data[y * qr->width + x] & 1)) continue;  // bit 0: dark module
      for (int dy = 0; dy < scale; ++dy)
        std::fill_n(&pixels[(static_cast<size_t>((y + kQuiet) * scale + dy) * side + (x + kQuiet) * scale) * 3],
                    scale * 3, 0);
    }
  return auth::EncodeRgbPng(side, side, pixels);
}

std::string PngDataUri(const std::string& png) { return "data:image/png;base64," + auth::Base64(png); }

}  // namespace chelian::api
