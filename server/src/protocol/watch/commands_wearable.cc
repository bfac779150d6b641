// The badge commands with values (see commands_wearable.h): the console's comma-separated text is
// split, each item checked (digits for numbers, HH:mm times), and written as the watch expects.
#include "protocol/watch/commands_wearable.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "core/gbk.h"
#include "core/hex.h"
#include "core/strings.h"
#include "protocol/watch/constants.h"
#include "protocol/watch/packet.h"

namespace chelian::watch {
namespace {

DeviceCommand Text(uint16_t id, std::string text) {
  DeviceCommand c;
  c.msg_id = id;
  c.text = std::move(text);
  return c;
}

// Items of a comma list, trimmed, empty ones dropped; nothing when there are more than `max`.
std::vector<std::string> Items(const std::string& text) {
  std::vector<std::string> out;
  for (std::string_view s : Split(text, ','))
    if (!Trim(s).empty()) out.emplace_back(Trim(s));
  return out;
}

bool IsPhone(std::string_view s) {
  if (s.size() < 3 || s.size() > 20) return false;
  for (size_t i = 0; i < s.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(s[i])) && !(i == 0 && s[i] == '+')) return false;
  return true;
}

// "HH:mm" with the hour 00–23; written back with two digits each.
bool IsClock(std::string_view s) {
  if (s.size() != 5 || s[2] != ':') return false;
  for (size_t i : {0u, 1u, 3u, 4u})
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  return (s[0] - '0') * 10 + (s[1] - '0') < 24 && (s[3] - '0') * 10 + (s[4] - '0') < 60;
}

}  // namespace

Result<DeviceCommand> SosNumbers(const CommandArgs& v) {
  std::vector<std::string> numbers = Items(v.Text(0));
  if (numbers.empty() || numbers.size() > 3) return InvalidArgument("SOS号码应为1至3个，用英文逗号分隔");
  for (const std::string& n : numbers)
    if (!IsPhone(n)) return InvalidArgument("SOS号码“" + n + "”不是电话号码");
  numbers.resize(3);  // the watch takes the three places, an empty one cleared
  return Text(kMsgSos, "SOS," + numbers[0] + "," + numbers[1] + "," + numbers[2]);
}

Result<DeviceCommand> Phonebook(const CommandArgs& v) {
  std::vector<std::string> entries = Items(v.Text(0));
  if (entries.empty() || entries.size() > 5) return InvalidArgument("联系人应为1至5个，用英文逗号分隔");
  std::string text = "PHB";
  for (std::string e : entries) {
    for (size_t at; (at = e.find("：")) != std::string::npos;) e.replace(at, std::string_view("：").size(), ":");
    const size_t colon = e.find(':');
    if (colon == std::string::npos) return InvalidArgument("联系人“" + e + "”应写成 姓名:号码");
    const std::string name(Trim(std::string_view(e).substr(0, colon)));
    const std::string number(Trim(std::string_view(e).substr(colon + 1)));
    if (name.empty()) return InvalidArgument("联系人“" + e + "”缺少姓名");
    if (!IsPhone(number)) return InvalidArgument("联系人“" + name + "”的号码不是电话号码");
    text += "," + number + "," + ToHex(Utf8ToUtf16Be(name));
  }
  return Text(kMsgPhonebook, std::move(text));
}

Result<DeviceCommand> SilentHours(const CommandArgs& v) {
  std::vector<std::string> periods = Items(v.Text(0));
  if (periods.empty() || periods.size() > 4) return InvalidArgument("免打扰时段应为1至4段，用英文逗号分隔");
  std::string text = "SILENCETIME";
  for (const std::string& p : periods) {
    if (p.size() != 11 || p[5] != '-' || !IsClock(p.substr(0, 5)) || !IsClock(p.substr(6)))
      return InvalidArgument("时段“" + p + "”应写成 HH:mm-HH:mm");
    text += "," + p;
  }
  return Text(kMsgSilence, std::move(text));
}

Result<DeviceCommand> AlarmClocks(const CommandArgs& v) {
  std::vector<std::string> times = Items(v.Text(0));
  if (times.empty() || times.size() > 3) return InvalidArgument("闹钟应为1至3个时间，用英文逗号分隔");
  std::string text = "REMIND";
  for (const std::string& t : times) {
    if (!IsClock(t)) return InvalidArgument("闹钟时间“" + t + "”应写成 HH:mm");
    text += "," + t + "-1-2";  // switched on, every day
  }
  return Text(kMsgRemind, std::move(text));
}

Result<DeviceCommand> Monitor(const CommandArgs& v) { return Text(kMsgMonitor, "MONITOR," + v.Text(0)); }
Result<DeviceCommand> PowerOff(const CommandArgs&) { return Text(kMsgPowerOff, "POWEROFF"); }
Result<DeviceCommand> FindDevice(const CommandArgs&) { return Text(kMsgFind, "FIND"); }

Result<DeviceCommand> VoiceMessage(const CommandArgs& v) {
  auto amr = ParseHex(v.Text(0));
  static constexpr std::string_view kMagic = "#!AMR\n";
  if (!amr || amr->size() < kMagic.size() || !std::equal(kMagic.begin(), kMagic.end(), amr->begin()))
    return InvalidArgument("语音须为AMR-NB文件（以#!AMR开头）");
  std::string_view head = "TK,";
  Bytes content(head.begin(), head.end());
  Bytes escaped = EscapeBinary(*amr);
  content.insert(content.end(), escaped.begin(), escaped.end());
  if (content.size() > 0xFFFF) return InvalidArgument("语音太长，一帧放不下");  // LLLL is 4 hex digits
  DeviceCommand c;
  c.msg_id = kMsgVoiceDown;
  c.body = std::move(content);
  return c;
}

}  // namespace chelian::watch
