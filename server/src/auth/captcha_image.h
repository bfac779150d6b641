// Renders a login captcha as a PNG: stroke-font characters, each rotated, sheared and scaled,
// a wave through the whole text, crossing curves in the text colours and speckle noise —
// readable for people, hard for trivial OCR.
#pragma once

#include <string>
#include <vector>

namespace chelian::auth {

// Characters a captcha may contain (no 0/O, 1/I, S/5, Z/2 look-alikes).
extern const char kCaptchaAlphabet[];

// PNG bytes of `code` (characters from kCaptchaAlphabet) drawn with randomness from `seed`.
std::string RenderCaptchaPng(const std::string& code, unsigned seed, int width = 120, int height = 40);

// PNG bytes of a w×h image given as rows of 8-bit RGB triples (also used for QR codes).
std::string EncodeRgbPng(int w, int h, const std::vector<unsigned char>& rgb);

// Standard base64 of `data`.
std::string Base64(const std::string& data);

}  // namespace chelian::auth
