// JSON text for every reply the server writes. Real clients parse replies with a Python literal
// parser, so the writer never emits true/false/null and always prints doubles with a decimal point.
#pragma once

#include <boost/json/value.hpp>
#include <string>
#include <string_view>

namespace chelian {

// Serialises `v` compactly. Booleans become 0/1; null members of objects are omitted; null array
// elements become ""; doubles print in fixed notation with at least one decimal ("114.0").
std::string WriteJson(const boost::json::value& v);
// Appends what WriteJson returns to `out`.
void AppendJson(std::string& out, const boost::json::value& v);

// Appends the JSON string literal for `s` (quoted, escaped; well-formed non-ASCII UTF-8 kept as
// is, each byte that is not part of one replaced by U+FFFD, so the output is always valid JSON).
void AppendJsonString(std::string& out, std::string_view s);
// Appends `d` as WriteJson prints doubles.
void AppendJsonDouble(std::string& out, double d);
// Appends the integer `n` as WriteJson prints integers.
void AppendJsonInt(std::string& out, long long n);

// Writes one JSON object into `out` member by member, as WriteJson writes the same object built
// first (for replies too large to build as values, issue 28): "{" when made, "}" when it goes out
// of scope. Keys are written as given: the caller's own plain ASCII names.
class JsonObjectWriter {
 public:
  explicit JsonObjectWriter(std::string& out) : out_(out) { out_ += '{'; }
  ~JsonObjectWriter() { out_ += '}'; }
  JsonObjectWriter(const JsonObjectWriter&) = delete;
  JsonObjectWriter& operator=(const JsonObjectWriter&) = delete;

  void Put(std::string_view key, std::string_view text) { AppendJsonString(Member(key), text); }
  void Put(std::string_view key, const char* text) { Put(key, std::string_view(text)); }
  void Put(std::string_view key, const std::string& text) { Put(key, std::string_view(text)); }
  void Put(std::string_view key, double d) { AppendJsonDouble(Member(key), d); }
  void Put(std::string_view key, long long n) { AppendJsonInt(Member(key), n); }
  void Put(std::string_view key, int n) { Put(key, static_cast<long long>(n)); }
  void Put(std::string_view key, const boost::json::value& value) { AppendJson(Member(key), value); }
  // Starts the member `key`; its value is for the caller to append to the text returned.
  std::string& Member(std::string_view key);

 private:
  std::string& out_;
  bool first_ = true;
};

// Parses `text`; returns a null value and sets `ok` false on malformed input (never throws).
boost::json::value ParseJson(std::string_view text, bool* ok);

}  // namespace chelian
