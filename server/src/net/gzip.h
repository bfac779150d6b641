// gzip compression of reply bodies (zlib).
#pragma once

#include <string>
#include <string_view>

namespace chelian::net {

// How hard to compress: zlib's default level, but a reply made per request above 1 MB (a day of
// track points) takes the fastest; a file compressed once and kept (the console's assets) never does.
enum class GzipEffort { kPerReply, kOnce };

// Returns the gzip encoding of `data`, or an empty string if zlib fails.
std::string Gzip(std::string_view data, GzipEffort effort = GzipEffort::kPerReply);

// True when an Accept-Encoding header value allows gzip.
bool AcceptsGzip(std::string_view accept_encoding);

}  // namespace chelian::net
