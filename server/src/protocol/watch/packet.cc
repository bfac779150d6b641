// 3G* watch frame parsing and building; the message type table.
#include "protocol/watch/packet.h"

#include <cctype>
#include <cstdio>

#include "core/strings.h"
#include "protocol/watch/constants.h"

namespace chelian::watch {
namespace {

bool IsHex4(std::string_view s) {
  if (s.size() != kHexFieldChars) return false;
  for (unsigned char c : s)
    if (!std::isxdigit(c)) return false;
  return true;
}

size_t HexValue(char c) {
  if (c >= '0' && c <= '9') return static_cast<size_t>(c - '0');
  return static_cast<size_t>(std::tolower(static_cast<unsigned char>(c)) - 'a' + 10);
}

bool IsAlnum(std::string_view s) {
  for (unsigned char c : s)
    if (!std::isalnum(c)) return false;
  return true;
}

// The byte an escape sequence 0x7D <code> stands for; 0 when <code> is not one.
uint8_t Unescaped(uint8_t code) {
  switch (code) {
    case 0x01:
      return '}';
    case 0x02:
      return '[';
    case 0x03:
      return ']';
    case 0x04:
      return ',';
    case 0x05:
      return '*';
    default:
      return 0;
  }
}

struct TypeName {
  std::string_view name;
  uint16_t id;
};

// Exact uplink types, then the commands' keywords.
constexpr TypeName kUplinks[] = {
    {"LK", kMsgLink},         {"UD", kMsgPosition},        {"UD2", kMsgBlindPosition},
    {"UD3", kMsgPosition3},   {"UD_LTE", kMsgPositionLte}, {"UD_WCDMA", kMsgPositionWcdma},
    {"WT", kMsgWifiPosition}, {"AL", kMsgAlarm},           {"INIT", kMsgInit},
    {"TKQ", kMsgVoiceQuery},  {"TKQ2", kMsgVoiceQuery2},   {"TK", kMsgVoice},
    {"TK2", kMsgVoice},       {"JXTK", kMsgVoiceChunk},    {"img", kMsgImage},
};
// Health readings, named in any case.
constexpr TypeName kHealth[] = {
    {"heart", kMsgHeart},   {"PULSE", kMsgHeart},      {"BLOOD", kMsgBlood},        {"bphrt", kMsgBlood},
    {"oxygen", kMsgOxygen}, {"TEMP", kMsgTemperature}, {"btemp2", kMsgTemperature},
};
constexpr TypeName kCommands[] = {
    {"CR", kMsgLocateNow},
    {"UPLOAD", kMsgUpload},
    {"RESET", kMsgReset},
    {"POWEROFF", kMsgPowerOff},
    {"FACTORY", kMsgFactory},
    {"SOS", kMsgSos},
    {"SOS1", kMsgSos},
    {"SOS2", kMsgSos},
    {"SOS3", kMsgSos},
    {"SOSSMS", kMsgSosSms},
    {"LOWBAT", kMsgLowBattery},
    {"REMOVE", kMsgRemove},
    {"SILENCETIME", kMsgSilence},
    {"REMIND", kMsgRemind},
    {"PHB", kMsgPhonebook},
    {"MESSAGE", kMsgMessage},
    {"LZ", kMsgLanguage},
    {"FLOWER", kMsgFlower},
    {"VERNO", kMsgVersion},
    {"MONITOR", kMsgMonitor},
    {"CENTER", kMsgCenter},
    {"FIND", kMsgFind},
};

}  // namespace

std::string_view Packet::type() const {
  std::string_view c = content;
  return c.substr(0, c.find(static_cast<char>(kFieldSeparator)));
}

std::string_view Packet::fields() const {
  std::string_view c = content;
  size_t comma = c.find(static_cast<char>(kFieldSeparator));
  return comma == std::string_view::npos ? std::string_view() : c.substr(comma + 1);
}

Result<Packet> ParseFrame(ByteView frame) {
  if (frame.size() < 2 || frame.front() != kStart || frame.back() != kEnd)
    return InvalidArgument("watch: frame not in [ ]");
  std::string_view text(reinterpret_cast<const char*>(frame.data()) + 1, frame.size() - 2);
  // Header fields up to the content: maker, id, [index,] length.
  std::string_view header[4];
  size_t fields = 0, at = 0;
  while (fields < 4) {
    size_t star = text.find(static_cast<char>(kSeparator), at);
    if (star == std::string_view::npos) break;
    header[fields++] = text.substr(at, star - at);
    at = star + 1;
    // maker*id*LLLL* ends the header unless LLLL is followed by another 4-hex field and '*' (ZJ).
    if (fields == 3 && !(IsHex4(header[2]) && text.size() >= at + kHexFieldChars + 1 &&
                         IsHex4(text.substr(at, kHexFieldChars)) && text[at + kHexFieldChars] == kSeparator))
      break;
  }
  if (fields < 3) return InvalidArgument("watch: header incomplete");
  Packet p;
  if (header[0].size() != kMakerChars || !IsAlnum(header[0])) return InvalidArgument("watch: bad maker");
  if (header[1].empty() || header[1].size() > kMaxIdChars || !IsAlnum(header[1]))
    return InvalidArgument("watch: bad device id");
  p.maker = std::string(header[0]);
  p.device_id = std::string(header[1]);
  std::string_view length = header[2];
  if (fields == 4) {
    p.index = std::string(header[2]);
    length = header[3];
  }
  if (!IsHex4(length)) return InvalidArgument("watch: length is not 4 hex digits");
  for (char c : length) p.declared_length = p.declared_length * 16 + HexValue(c);
  std::string_view raw = text.substr(at);
  p.content.reserve(raw.size());
  for (size_t i = 0; i < raw.size(); ++i) {
    uint8_t c = static_cast<uint8_t>(raw[i]);
    if (c == kEscape && i + 1 < raw.size() && Unescaped(static_cast<uint8_t>(raw[i + 1])) != 0) {
      p.content.push_back(static_cast<char>(Unescaped(static_cast<uint8_t>(raw[++i]))));
    } else {
      p.content.push_back(static_cast<char>(c));
    }
  }
  // The length counts the content's bytes, as unescaped (TK) or as sent (some JXTK chunks).
  p.length_mismatch = p.declared_length != p.content.size() && p.declared_length != raw.size();
  return p;
}

Bytes BuildFrame(std::string_view maker, std::string_view device_id, const std::optional<std::string>& index,
                 std::string_view content) {
  char length[8];
  std::snprintf(length, sizeof length, "%04zx", content.size() & 0xFFFF);
  std::string s;
  s.reserve(content.size() + device_id.size() + 20);
  s += static_cast<char>(kStart);
  s += maker;
  s += static_cast<char>(kSeparator);
  s += device_id;
  s += static_cast<char>(kSeparator);
  if (index) {
    s += *index;
    s += static_cast<char>(kSeparator);
  }
  s += length;
  s += static_cast<char>(kSeparator);
  s += content;
  s += static_cast<char>(kEnd);
  return Bytes(s.begin(), s.end());
}

Bytes EscapeBinary(ByteView data) {
  Bytes out;
  out.reserve(data.size() + data.size() / 32);
  for (uint8_t b : data) {
    uint8_t code = b == '}' ? 0x01 : b == '[' ? 0x02 : b == ']' ? 0x03 : b == ',' ? 0x04 : b == '*' ? 0x05 : 0;
    if (code) {
      out.push_back(kEscape);
      out.push_back(code);
    } else {
      out.push_back(b);
    }
  }
  return out;
}

uint16_t MessageId(std::string_view type) {
  if (type.empty()) return kMsgUnknown;
  for (const TypeName& t : kUplinks)
    if (t.name == type) return t.id;
  for (const TypeName& t : kHealth)
    if (EqualsIgnoreCase(t.name, type)) return t.id;
  if (StartsWith(type, "UD")) return kMsgPosition;
  if (StartsWith(type, "AL")) return kMsgAlarm;
  for (const TypeName& t : kCommands)
    if (t.name == type) return t.id;
  return kMsgOtherCommand;
}

std::string_view MessageName(uint16_t id) {
  for (const TypeName& t : kUplinks)
    if (t.id == id) return t.name;
  for (const TypeName& t : kHealth)
    if (t.id == id) return t.name;
  for (const TypeName& t : kCommands)
    if (t.id == id) return t.name;
  return "?";
}

}  // namespace chelian::watch
