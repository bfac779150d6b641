// QR codes as PNG images (libqrencode, error correction level M, 4-module quiet zone).
#pragma once

#include <string>

#include "core/status.h"

namespace chelian::api {

// PNG bytes of a QR code for `text`, about `size_px` pixels wide (whole pixels per module, at
// least 2). Errors: InvalidArgument for empty or too long text (over 1000 bytes).
Result<std::string> QrPng(const std::string& text, int size_px);

// "data:image/png;base64,…" of `png`.
std::string PngDataUri(const std::string& png);

}  // namespace chelian::api
