// GBK conversion through glibc iconv (the GB18030 gconv module ships with libc6); UTF-16BE by hand.
#include "core/gbk.h"

#include <iconv.h>

#include <cerrno>

namespace chelian {
namespace {

std::string Convert(const char* to, const char* from, const char* in, size_t in_len, char bad) {
  std::string out;
  iconv_t cd = iconv_open(to, from);
  if (cd == reinterpret_cast<iconv_t>(-1)) {
    for (size_t i = 0; i < in_len; ++i) out += static_cast<unsigned char>(in[i]) < 0x80 ? in[i] : bad;
    return out;
  }
  char buf[256];
  char* src = const_cast<char*>(in);
  size_t left = in_len;
  while (left > 0) {
    char* dst = buf;
    size_t room = sizeof buf;
    size_t r = iconv(cd, &src, &left, &dst, &room);
    out.append(buf, dst - buf);
    if (r == static_cast<size_t>(-1) && errno != E2BIG) {  // EILSEQ / EINVAL: skip one byte
      out += bad;
      ++src;
      --left;
    }
  }
  iconv_close(cd);
  return out;
}

void AppendUtf8(uint32_t cp, std::string* out) {
  if (cp < 0x80) {
    *out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    *out += static_cast<char>(0xC0 | cp >> 6);
    *out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    *out += static_cast<char>(0xE0 | cp >> 12);
    *out += static_cast<char>(0x80 | (cp >> 6 & 0x3F));
    *out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    *out += static_cast<char>(0xF0 | cp >> 18);
    *out += static_cast<char>(0x80 | (cp >> 12 & 0x3F));
    *out += static_cast<char>(0x80 | (cp >> 6 & 0x3F));
    *out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

bool IsAscii(const char* p, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    if (static_cast<unsigned char>(p[i]) >= 0x80) return false;
  }
  return true;
}

}  // namespace

std::string GbkToUtf8(ByteView b) {
  const char* p = reinterpret_cast<const char*>(b.data());
  if (IsAscii(p, b.size())) return std::string(p, b.size());
  return Convert("UTF-8", "GB18030", p, b.size(), '?');
}

Bytes Utf8ToGbk(std::string_view s) {
  std::string g = IsAscii(s.data(), s.size()) ? std::string(s) : Convert("GB18030", "UTF-8", s.data(), s.size(), '?');
  return Bytes(g.begin(), g.end());
}

std::string Utf16BeToUtf8(ByteView b) {
  std::string out;
  for (size_t i = 0; i + 1 < b.size(); i += 2) {
    uint32_t u = static_cast<uint32_t>(b[i] << 8 | b[i + 1]);
    if (u >= 0xD800 && u < 0xDC00 && i + 3 < b.size()) {
      uint32_t lo = static_cast<uint32_t>(b[i + 2] << 8 | b[i + 3]);
      if (lo >= 0xDC00 && lo < 0xE000) {
        u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
        i += 2;
      } else {
        u = '?';
      }
    } else if (u >= 0xD800 && u < 0xE000) {
      u = '?';
    }
    AppendUtf8(u, &out);
  }
  return out;
}

Bytes Utf8ToUtf16Be(std::string_view s) {
  Bytes out;
  auto put = [&out](uint32_t u) {
    out.push_back(static_cast<uint8_t>(u >> 8));
    out.push_back(static_cast<uint8_t>(u));
  };
  for (size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    uint32_t cp = n == 1 ? c : n == 2 ? c & 0x1F : n == 3 ? c & 0x0F : c & 0x07;
    bool ok = n > 0 && i + n <= s.size();
    for (size_t k = 1; ok && k < n; ++k) {
      const auto b = static_cast<unsigned char>(s[i + k]);
      ok = (b & 0xC0) == 0x80;
      cp = cp << 6 | (b & 0x3F);
    }
    if (!ok || cp > 0x10FFFF || (cp >= 0xD800 && cp < 0xE000)) {
      put('?');
      ++i;
      continue;
    }
    if (cp >= 0x10000) {
      put(0xD800 + ((cp - 0x10000) >> 10));
      put(0xDC00 + ((cp - 0x10000) & 0x3FF));
    } else {
      put(cp);
    }
    i += n;
  }
  return out;
}

}  // namespace chelian
