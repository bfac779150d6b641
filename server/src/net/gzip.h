// gzip compression of reply bodies (zlib).
#pragma once

#include <string>
#include <string_view>

namespace chelian::net {

// Returns the gzip encoding of `data`, or an empty string if zlib fails.
std::string Gzip(std::string_view data);

// True when an Accept-Encoding header value allows gzip.
bool AcceptsGzip(std::string_view accept_encoding);

}  // namespace chelian::net
