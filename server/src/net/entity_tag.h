// Entity tags of reply bodies: a reply a client may ask for again unchanged (a day's track) carries
// the digest of its body, and a request that already holds that body is answered 304 without it.
#pragma once

#include <string>
#include <string_view>

namespace chelian::net {

// The weak entity tag of `body`: W/ and a quoted BLAKE2b-128 digest in hex, e.g. W/"3f…a1". Weak,
// because the same body goes out gzipped or not, and a strong tag would name one coding.
std::string EntityTag(std::string_view body);

// True when an If-None-Match header value names `tag` (a list of tags, weak ones included, or "*").
bool IfNoneMatchHolds(std::string_view if_none_match, std::string_view tag);

}  // namespace chelian::net
