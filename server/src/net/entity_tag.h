// Entity tags of reply bodies: a reply a client may ask for again unchanged (a day's track) carries
// the digest of its body, and a request that already holds that body is answered 304 without it.
#pragma once

#include <string>
#include <string_view>

#include "net/http_types.h"

namespace chelian::net {

// The weak entity tag of `body`: W/ and a quoted BLAKE2b-128 digest in hex, e.g. W/"3f…a1". Weak,
// because the same body goes out gzipped or not, and a strong tag would name one coding.
std::string EntityTag(std::string_view body);

// True when an If-None-Match header value names `tag` (a list of tags, weak ones included, or "*").
bool IfNoneMatchHolds(std::string_view if_none_match, std::string_view tag);

// True when `req` is a GET or HEAD whose If-None-Match names `tag`: the client holds that reply.
bool RequestHoldsTag(const HttpRequest& req, std::string_view tag);

// The 304 a route answers itself when the request holds `tag`, without building the body.
HttpResponse NotModified(std::string tag);

// For a validated 200 reply to a GET or HEAD: tags it (ETag, Cache-Control: private, no-cache) with
// its own tag or its body's digest and, when `req` holds that tag already, turns it into a 304
// without the body. A route's own 304 (NotModified) gets the same headers. Others are left as is.
void AnswerFromTag(const HttpRequest& req, HttpResponse& res);

}  // namespace chelian::net
