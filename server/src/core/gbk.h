// Device text → UTF-8: JT/T 808 plates, texts and vendor strings are GBK (GB18030); some
// command replies (GT06 0x21 encoding 2, JT/T 808 vendor 0x1300) are UTF-16BE.
#pragma once

#include <string>

#include "core/bytes.h"

namespace chelian {

// UTF-8 of GB18030/GBK `b` (a superset of ASCII). Bytes that do not convert become '?'.
// Thread-safe (uses a private iconv handle per call; ASCII-only input skips iconv).
std::string GbkToUtf8(ByteView b);

// UTF-8 of UTF-16BE `b` (surrogate pairs joined); unpaired surrogates become '?', an odd last
// byte is dropped.
std::string Utf16BeToUtf8(ByteView b);

// GB18030 bytes of UTF-8 `s` (for texts sent to devices); characters that do not convert become '?'.
Bytes Utf8ToGbk(std::string_view s);

// UTF-16BE bytes of UTF-8 `s` (3G* watch names and messages); bad UTF-8 bytes become '?'.
Bytes Utf8ToUtf16Be(std::string_view s);

}  // namespace chelian
