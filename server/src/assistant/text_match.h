// Text helpers of the assistant: UTF-8 code points, character bigrams and a Dice similarity that
// works for Chinese (no spaces between words) and Latin text alike.
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

// Dice coefficient of the character bigrams of `a` and `b` after normalisation (0 … 1). Texts of
// one character compare by that character.
double BigramSimilarity(std::string_view a, std::string_view b);

}  // namespace chelian::assistant
