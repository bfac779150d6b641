// Text helpers of the assistant: UTF-8 code points and the normal form texts are compared in, for
// Chinese (no spaces between words) and Latin text alike.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace chelian::assistant {

// The code points of `text` as UTF-8 strings (one per character); invalid bytes become single
// characters of their own, so any input is accepted.
std::vector<std::string> SplitCharacters(std::string_view text);

// Lower-cased Latin letters, punctuation and spaces dropped: the form texts are compared in.
std::string NormalizeForMatch(std::string_view text);

}  // namespace chelian::assistant
