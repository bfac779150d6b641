// Implementation of the literal-parser-safe JSON writer (see json.h).
#include "core/json.h"

#include <boost/json/parse.hpp>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace chelian {
namespace {

template <typename Int>
void AppendNumber(std::string& out, Int n) {
  char buf[24];
  auto res = std::to_chars(buf, buf + sizeof buf, n);
  out.append(buf, res.ptr);
}

void Write(std::string& out, const boost::json::value& v) {
  switch (v.kind()) {
    case boost::json::kind::null:
      out += "\"\"";
      break;
    case boost::json::kind::bool_:
      out += v.get_bool() ? '1' : '0';
      break;
    case boost::json::kind::int64:
      AppendNumber(out, v.get_int64());
      break;
    case boost::json::kind::uint64:
      AppendNumber(out, v.get_uint64());
      break;
    case boost::json::kind::double_:
      AppendJsonDouble(out, v.get_double());
      break;
    case boost::json::kind::string:
      AppendJsonString(out, v.get_string());
      break;
    case boost::json::kind::array: {
      out += '[';
      bool first = true;
      for (const auto& e : v.get_array()) {
        if (!first) out += ',';
        first = false;
        Write(out, e);
      }
      out += ']';
      break;
    }
    case boost::json::kind::object: {
      out += '{';
      bool first = true;
      for (const auto& kv : v.get_object()) {
        if (kv.value().is_null()) continue;
        if (!first) out += ',';
        first = false;
        AppendJsonString(out, kv.key());
        out += ':';
        Write(out, kv.value());
      }
      out += '}';
      break;
    }
  }
}

}  // namespace

void AppendJsonInt(std::string& out, long long n) { AppendNumber(out, n); }

std::string& JsonObjectWriter::Member(std::string_view key) {
  if (!first_) out_ += ',';
  first_ = false;
  out_ += '"';
  out_ += key;
  out_ += "\":";
  return out_;
}

void AppendJsonDouble(std::string& out, double d) {
  if (!std::isfinite(d)) {  // JSON has no NaN/Inf; 0.0 is the least surprising stand-in.
    out += "0.0";
    return;
  }
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::fixed);
  std::string_view s(buf, res.ptr - buf);
  // Shortest fixed form can be long for tiny/huge values; cap digits after the point at 10.
  if (auto dot = s.find('.'); dot != std::string_view::npos && s.size() - dot > 11) {
    int n = std::snprintf(buf, sizeof buf, "%.10f", d);
    s = std::string_view(buf, n);
    while (s.size() > 1 && s.back() == '0' && s[s.size() - 2] != '.') s.remove_suffix(1);
  }
  out.append(s);
  if (s.find('.') == std::string_view::npos) out += ".0";
}

namespace {
// Length of the well-formed UTF-8 sequence at the start of `s` (RFC 3629: no overlong forms, no
// surrogates, nothing above U+10FFFF), or 0 when it is not one.
size_t Utf8SequenceLength(std::string_view s) {
  auto b = [&](size_t i) { return static_cast<unsigned char>(s[i]); };
  auto cont = [&](size_t i) { return i < s.size() && (b(i) & 0xC0) == 0x80; };
  unsigned char c = b(0);
  if (c >= 0xC2 && c <= 0xDF) return cont(1) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    if (!cont(1) || !cont(2)) return 0;
    if (c == 0xE0 && b(1) < 0xA0) return 0;  // overlong
    if (c == 0xED && b(1) > 0x9F) return 0;  // surrogates
    return 3;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    if (!cont(1) || !cont(2) || !cont(3)) return 0;
    if (c == 0xF0 && b(1) < 0x90) return 0;  // overlong
    if (c == 0xF4 && b(1) > 0x8F) return 0;  // above U+10FFFF
    return 4;
  }
  return 0;
}
}  // namespace

void AppendJsonString(std::string& out, std::string_view s) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += '"';
  for (size_t i = 0; i < s.size(); ++i) {
    // A run of printable ASCII other than '"' and '\\' is copied at once (large lists, issue 28).
    size_t plain = i;
    while (plain < s.size() && s[plain] >= 0x20 && s[plain] < 0x7f && s[plain] != '"' && s[plain] != '\\') ++plain;
    if (plain > i) {
      out.append(s.data() + i, plain - i);
      i = plain - 1;
      continue;
    }
    unsigned char c = static_cast<unsigned char>(s[i]);
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20) {
          out += "\\u00";
          out += kHex[c >> 4];
          out += kHex[c & 15];
        } else if (c < 0x80) {
          out += static_cast<char>(c);
        } else if (size_t n = Utf8SequenceLength(s.substr(i)); n > 0) {
          out.append(s.data() + i, n);
          i += n - 1;
        } else {
          out += "\xEF\xBF\xBD";  // U+FFFD for a byte that is not UTF-8: the reply stays valid JSON
        }
    }
  }
  out += '"';
}

std::string WriteJson(const boost::json::value& v) {
  std::string out;
  out.reserve(256);
  Write(out, v);
  return out;
}

void AppendJson(std::string& out, const boost::json::value& v) { Write(out, v); }

boost::json::value ParseJson(std::string_view text, bool* ok) {
  boost::system::error_code ec;
  boost::json::value v = boost::json::parse(text, ec);
  if (ok) *ok = !ec;
  if (ec) return nullptr;
  return v;
}

}  // namespace chelian
