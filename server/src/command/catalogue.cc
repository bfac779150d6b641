// The catalogue's commands: resources, parameters and their validation (the encodings are the
// protocols', protocol/<name>/commands.cc).
#include "command/catalogue.h"

#include <cctype>

#include "core/hex.h"
#include "core/strings.h"

namespace chelian::command {
namespace {

namespace type = command_type;

// ---- parameter specs ----
ParamSpec Password() {
  return {"password", "账号密码", ParamKind::kPassword, 1, 64, "", {}, "请输入当前登录账号的密码以确认"};
}
ParamSpec Seconds(std::string_view label, long long min, long long max, long long def) {
  return {"seconds", label, ParamKind::kInt, min, max, "秒", {}, "", def};
}

const std::vector<CommandDef>& Defs() {
  static const std::vector<CommandDef> defs = {
      {7001,
       type::kCutOil,
       "断开油电",
       {Password()},
       false,
       true,
       true,
       false,
       "车速高于设定值时不执行，待车辆减速后下发"},
      {7002, type::kRestoreOil, "恢复油电", {Password()}, false, true, false, false, ""},
      {7003, type::kLocate, "立即定位", {}, true, false, false, false, "终端立即上报当前位置"},
      {7004,
       type::kTrack,
       "临时位置跟踪",
       {{"interval", "上报间隔", ParamKind::kInt, 1, 3600, "秒", {}, "", 10},
        {"duration", "跟踪时长", ParamKind::kInt, 10, 86400, "秒", {}, "", 600}},
       false,
       false,
       false,
       false,
       "在有效期内按间隔上报位置，间隔为0时停止"},
      {7005,
       type::kReportInterval,
       "设置上报间隔",
       {Seconds("上报间隔", 3, 86400, 30)},
       false,
       false,
       false,
       false,
       ""},
      {7006,
       type::kHeartbeat,
       "设置心跳",
       {Seconds("心跳间隔", 10, 3600, 60)},
       false,
       false,
       false,
       false,
       "GT06终端按分钟设置（向上取整）"},
      {7007,
       type::kServer,
       "设置服务器",
       {{"host", "服务器地址", ParamKind::kHost, 1, 64, "", {}, "IP地址或域名"},
        {"port", "端口", ParamKind::kInt, 1, 65535, "", {}, "", 7788}},
       false,
       false,
       false,
       true,
       "设置错误会使终端无法连接平台，请谨慎操作"},
      {7008,
       type::kOverspeed,
       "超速设置",
       {{"speed", "最高速度", ParamKind::kInt, 1, 250, "km/h", {}, "", 100},
        {"duration", "持续时间", ParamKind::kInt, 1, 600, "秒", {}, "", 10}},
       false,
       false,
       false,
       false,
       ""},
      {7009, type::kReset, "重启终端", {}, true, false, false, false, ""},
      {7010, type::kFactoryReset, "恢复出厂设置", {}, false, false, false, true, "终端参数将恢复为出厂值"},
      {7011,
       type::kText,
       "文本下发",
       {{"flag",
         "显示方式",
         ParamKind::kChoice,
         0,
         0,
         "",
         {{4, "终端显示器显示"}, {8, "终端TTS播读"}, {12, "显示并播读"}, {1, "紧急"}, {16, "广告屏显示"}},
         "",
         8},
        {"text", "文本内容", ParamKind::kText, 1, 200, "", {}, ""}},
       false,
       false,
       false,
       false,
       ""},
      {7012, type::kPhoto, "拍照", {}, true, false, false, false, "照片上传后可在命令下发报表中查看"},
      {7013, type::kQueryParams, "查询终端参数", {}, true, false, false, false, ""},
      {7014, type::kVersion, "软件版本查询", {}, true, false, false, false, ""},
      {7015, type::kArm, "设防", {}, true, false, false, false, "车门加锁（JT/T 808 车辆控制）；GT06 ARM#"},
      {7016, type::kDisarm, "撤防", {}, true, false, false, false, "车门解锁（JT/T 808 车辆控制）；GT06 DISARM#"},
      {7017,
       type::kPassthrough,
       "透传",
       {{"type", "透传类型", ParamKind::kInt, 0, 255, "", {}, "0–255，厂商自定义类型常用240", 240},
        {"data", "透传数据", ParamKind::kHex, 1, 512, "", {}, "十六进制，如 0102AB"}},
       false,
       false,
       false,
       false,
       ""},
      {7018,
       type::kCustom,
       "自定义指令",
       {{"text", "指令内容", ParamKind::kText, 1, 200, "", {}, ""}},
       false,
       false,
       false,
       false,
       "按终端协议原样下发"},
      {7019,
       type::kTrackMode,
       "追踪模式",
       {Seconds("回传间隔", 10, 3600, 30)},
       false,
       false,
       false,
       false,
       "博实结终端专用"},
      {7020,
       type::kSosSwitch,
       "SOS开关",
       {{"on", "SOS报警", ParamKind::kChoice, 0, 0, "", {{1, "开启"}, {0, "关闭"}}, "", 1}},
       false,
       false,
       false,
       false,
       "博实结终端专用"},
      {7021,
       type::kSosNumbers,
       "SOS号码",
       {{"numbers", "SOS号码", ParamKind::kText, 3, 80, "", {}, "1至3个号码，用英文逗号分隔，按SOS键时依次拨打"}},
       false,
       false,
       false,
       false,
       ""},
      {7022,
       type::kPhonebook,
       "电话本",
       {{"entries",
         "联系人",
         ParamKind::kText,
         3,
         200,
         "",
         {},
         "姓名:号码，最多5个，用英文逗号分隔，如 妈妈:13800138000"}},
       false,
       false,
       false,
       false,
       ""},
      {7023,
       type::kSilentHours,
       "免打扰时段",
       {{"periods", "时段", ParamKind::kText, 11, 60, "", {}, "HH:mm-HH:mm，最多4段，用英文逗号分隔，如 08:00-11:30"}},
       false,
       false,
       false,
       false,
       "时段内工牌不响铃、不接来电"},
      {7024,
       type::kAlarmClocks,
       "闹钟",
       {{"times", "闹钟时间", ParamKind::kText, 5, 20, "", {}, "HH:mm，最多3个，用英文逗号分隔；每天响铃"}},
       false,
       false,
       false,
       false,
       ""},
      {7025,
       type::kMonitor,
       "远程监听",
       {{"phone", "回拨号码", ParamKind::kPhone, 0, 0, "", {}, "工牌静默回拨此号码"}},
       false,
       false,
       false,
       false,
       "请遵守法律法规，仅在必要时使用"},
      {7026, type::kPowerOff, "远程关机", {}, false, false, false, true, "关机后需手动开机才能恢复定位"},
      {7027, type::kFindDevice, "查找设备", {}, true, false, false, false, "工牌响铃，便于找到"},
      // Sent by 语音消息's 发送语音 (api/voice), which records or reads the file and encodes it (D134).
      {7028,
       type::kVoiceMessage,
       "发送语音",
       {{"voice", "语音", ParamKind::kHex, 7, 32'000, "", {}, "AMR-NB语音文件（十六进制），不超过15秒"}},
       false,
       false,
       false,
       false,
       "手表播放这段语音",
       true},
  };
  return defs;
}

bool IsHostName(std::string_view s) {
  if (s.empty() || s.size() > 64) return false;
  for (unsigned char c : s)
    if (!std::isalnum(c) && c != '.' && c != '-') return false;
  return s.front() != '.' && s.back() != '.' && s.front() != '-';
}

// Counts UTF-8 code points.
size_t Chars(std::string_view s) {
  size_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

Status Validate(const ParamSpec& p, const std::string& v) {
  std::string label(p.label);
  switch (p.kind) {
    case ParamKind::kInt: {
      long long n = 0;
      if (!ParseInt64(v, &n) || n < p.min || n > p.max)
        return InvalidArgument(label + "应为" + std::to_string(p.min) + "到" + std::to_string(p.max) + "之间的整数");
      return Status::Ok();
    }
    case ParamKind::kText:
    case ParamKind::kPassword: {
      size_t n = Chars(v);
      if (n < static_cast<size_t>(p.min)) return InvalidArgument("请输入" + label);
      if (n > static_cast<size_t>(p.max)) return InvalidArgument(label + "不能超过" + std::to_string(p.max) + "个字");
      return Status::Ok();
    }
    case ParamKind::kHost:
      return IsIpv4Address(v) || IsHostName(v) ? Status::Ok() : InvalidArgument(label + "应为IP地址或域名");
    case ParamKind::kPhone: {
      bool ok = v.size() >= 3 && v.size() <= 20;
      for (size_t i = 0; ok && i < v.size(); ++i)
        ok = std::isdigit(static_cast<unsigned char>(v[i])) || (i == 0 && v[i] == '+');
      return ok ? Status::Ok() : InvalidArgument(label + "应为电话号码");
    }
    case ParamKind::kChoice: {
      long long n = 0;
      if (ParseInt64(v, &n))
        for (const auto& o : p.options)
          if (o.value == n) return Status::Ok();
      return InvalidArgument("请选择" + label);
    }
    case ParamKind::kHex: {
      auto bytes = ParseHex(v);
      if (!bytes || bytes->size() < static_cast<size_t>(p.min) || bytes->size() > static_cast<size_t>(p.max))
        return InvalidArgument(label + "应为" + std::to_string(p.min) + "到" + std::to_string(p.max) +
                               "字节的十六进制数据");
      return Status::Ok();
    }
  }
  return InvalidArgument("参数错误");
}

}  // namespace

std::span<const CommandDef> Catalogue() { return Defs(); }

const CommandDef* FindCommand(std::string_view type) {
  for (const CommandDef& d : Defs())
    if (d.type == type) return &d;
  return nullptr;
}

const CommandDef* FindCommandByResource(long long resource_id) {
  for (const CommandDef& d : Defs())
    if (d.resource_id == resource_id) return &d;
  return nullptr;
}

Result<CommandArgs> ParseCommandMsg(const CommandDef& def, std::string_view msg) {
  std::vector<std::string> fields;
  std::string_view rest = msg;
  for (size_t i = 0; i < def.params.size(); ++i) {
    bool last = i + 1 == def.params.size();
    size_t comma = last ? std::string_view::npos : rest.find(',');
    std::string_view f = comma == std::string_view::npos ? rest : rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    const ParamSpec& p = def.params[i];
    // Free text keeps its spaces; everything else is trimmed.
    std::string value(p.kind == ParamKind::kText || p.kind == ParamKind::kPassword ? f : Trim(f));
    if (value.empty() && p.default_value && p.kind != ParamKind::kText) value = std::to_string(*p.default_value);
    if (Status s = Validate(p, value); !s.ok()) return s;
    fields.push_back(std::move(value));
  }
  return CommandArgs(std::move(fields));
}

// Long hex data (a voice message) is shown by its size.
constexpr size_t kShownHexChars = 128;

std::string MaskedCommandMsg(const CommandDef& def, std::string_view msg) {
  bool masked = false;
  for (const auto& p : def.params)
    masked |= p.kind == ParamKind::kPassword || (p.kind == ParamKind::kHex && msg.size() > kShownHexChars);
  if (!masked) return std::string(msg);
  std::string out;
  std::string_view rest = msg;
  for (size_t i = 0; i < def.params.size(); ++i) {
    bool last = i + 1 == def.params.size();
    size_t comma = last ? std::string_view::npos : rest.find(',');
    std::string_view f = comma == std::string_view::npos ? rest : rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    if (i) out += ',';
    if (def.params[i].kind == ParamKind::kPassword)
      out += "******";
    else if (def.params[i].kind == ParamKind::kHex && f.size() > kShownHexChars)
      out += "（" + std::to_string(f.size() / 2) + "字节）";
    else
      out += f;
  }
  return out;
}

Result<DeviceCommand> EncodeCommand(const CommandDef& def, const TerminalType& terminal, std::string_view msg) {
  const CommandEncoding* encoding = terminal.Find(def.type);
  if (!encoding) return FailedPrecondition("该终端不支持" + std::string(def.name) + "指令");
  auto values = ParseCommandMsg(def, msg);
  if (!values.ok()) return values.status();
  return encoding->encode(*values);
}

}  // namespace chelian::command
