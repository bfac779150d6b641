// A map keyed by text that is searched with a string_view: no std::string is built per lookup.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace chelian {

struct TextHash {
  using is_transparent = void;
  size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

template <class V>
using TextMap = std::unordered_map<std::string, V, TextHash, std::equal_to<>>;

}  // namespace chelian
