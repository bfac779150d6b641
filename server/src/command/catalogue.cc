// The catalogue's commands and their encodings (JT/T 808: the standard's messages; BSJ: the same
// plus the vendor's <SPBSJ*…> text commands in 0x8300, api-contract §4.3; GT06: the Concox online
// command texts in 0x80, protocols.md §1).
#include "command/catalogue.h"

#include <cctype>

#include "core/hex.h"
#include "core/strings.h"
#include "protocol/gt06/constants.h"
#include "protocol/jt808/command_encoder.h"
#include "protocol/jt808/constants.h"

namespace chelian::command {
namespace {

using jt808::DwordParam;
using jt808::ParamItem;
using jt808::SetParametersBody;
using jt808::StringParam;
using jt808::TerminalControlBody;

DeviceCommand Jt(uint16_t msg_id, Bytes body = {}) { return DeviceCommand{msg_id, std::move(body)}; }
DeviceCommand Gt(std::string text) {
  DeviceCommand c;
  c.msg_id = gt06::kMsgCommand;
  c.text = std::move(text);
  return c;
}
DeviceCommand Text(uint8_t flag, std::string text) {
  DeviceCommand c;
  c.msg_id = jt808::kMsgTextMessage;
  c.text = std::move(text);
  c.text_flag = flag;
  return c;
}
// A BSJ vendor text command: flag 0, "<SPBSJ*P:BSJGPS*<body>>" (BSJ-DOC appendix E).
DeviceCommand Bsj(const std::string& body) { return Text(0x00, "<SPBSJ*P:BSJGPS*" + body + ">"); }
DeviceCommand Params(std::initializer_list<ParamItem> items) {
  std::vector<ParamItem> v(items);
  return Jt(jt808::kMsgSetParameters, SetParametersBody(v));
}
uint32_t U32(long long v) { return static_cast<uint32_t>(v); }
bool IsIpv4(std::string_view host) {
  auto parts = Split(host, '.');
  if (parts.size() != 4) return false;
  for (auto p : parts) {
    long long n = 0;
    if (p.empty() || p.size() > 3 || !ParseInt64(p, &n) || n > 255) return false;
  }
  return true;
}

// ---- encoders (one per command and family) ----
Result<DeviceCommand> JtCutOil(const CommandValues&) { return Jt(jt808::kMsgTerminalControl, TerminalControlBody(jt808::kControlCutOil)); }
Result<DeviceCommand> JtRestoreOil(const CommandValues&) {
  return Jt(jt808::kMsgTerminalControl, TerminalControlBody(jt808::kControlRestoreOil));
}
Result<DeviceCommand> GtCutOil(const CommandValues&) { return Gt("Relay,1#"); }
Result<DeviceCommand> GtRestoreOil(const CommandValues&) { return Gt("Relay,0#"); }
// The Concox "alternative" relay commands with the device's password (factory default 123456).
Result<DeviceCommand> DydCutOil(const CommandValues&) { return Gt("DYD,123456#"); }
Result<DeviceCommand> DydRestoreOil(const CommandValues&) { return Gt("HFYD,123456#"); }

Result<DeviceCommand> JtLocate(const CommandValues&) { return Jt(jt808::kMsgLocationQuery); }
Result<DeviceCommand> GtLocate(const CommandValues&) { return Gt("WHERE#"); }

Result<DeviceCommand> JtTrack(const CommandValues& v) {
  return Jt(jt808::kMsgTemporaryTracking, jt808::TemporaryTrackingBody(static_cast<uint16_t>(v.Int(0)), U32(v.Int(1))));
}

Result<DeviceCommand> JtReportInterval(const CommandValues& v) {
  return Params({DwordParam(jt808::kParamReportInterval, U32(v.Int(0)))});
}
Result<DeviceCommand> GtReportInterval(const CommandValues& v) { return Gt("TIMER," + v.Text(0) + "#"); }

Result<DeviceCommand> JtHeartbeat(const CommandValues& v) {
  return Params({DwordParam(jt808::kParamHeartbeatInterval, U32(v.Int(0)))});
}
Result<DeviceCommand> GtHeartbeat(const CommandValues& v) {
  long long minutes = std::max(1LL, (v.Int(0) + 59) / 60);  // HBT takes minutes
  return Gt("HBT," + std::to_string(minutes) + "#");
}

Result<DeviceCommand> JtServer(const CommandValues& v) {
  return Params({StringParam(jt808::kParamMainServer, v.Text(0)), DwordParam(jt808::kParamServerTcpPort, U32(v.Int(1)))});
}
Result<DeviceCommand> BsjServer(const CommandValues& v) {
  // T: takes an IP address and port, Q: a domain and port.
  return IsIpv4(v.Text(0)) ? Bsj("T:" + v.Text(0) + "," + v.Text(1)) : Bsj("Q:" + v.Text(0) + ":" + v.Text(1));
}
Result<DeviceCommand> GtServer(const CommandValues& v) {
  return Gt(std::string("SERVER,") + (IsIpv4(v.Text(0)) ? "0," : "1,") + v.Text(0) + "," + v.Text(1) + ",0#");
}

Result<DeviceCommand> JtOverspeed(const CommandValues& v) {
  return Params({DwordParam(jt808::kParamMaxSpeed, U32(v.Int(0))), DwordParam(jt808::kParamOverspeedDuration, U32(v.Int(1)))});
}
Result<DeviceCommand> GtOverspeed(const CommandValues& v) {
  return Gt("SPEED,ON," + v.Text(1) + "," + v.Text(0) + ",1#");
}

Result<DeviceCommand> JtReset(const CommandValues&) { return Jt(jt808::kMsgTerminalControl, TerminalControlBody(jt808::kControlReset)); }
Result<DeviceCommand> GtReset(const CommandValues&) { return Gt("RESET#"); }
Result<DeviceCommand> JtFactory(const CommandValues&) {
  return Jt(jt808::kMsgTerminalControl, TerminalControlBody(jt808::kControlFactoryReset));
}
Result<DeviceCommand> GtFactory(const CommandValues&) { return Gt("FACTORY#"); }

Result<DeviceCommand> JtText(const CommandValues& v) { return Text(static_cast<uint8_t>(v.Int(0)), v.Text(1)); }

Result<DeviceCommand> JtPhoto(const CommandValues&) { return Jt(jt808::kMsgCameraShot, jt808::CameraShotBody({})); }

Result<DeviceCommand> JtQueryParams(const CommandValues&) { return Jt(jt808::kMsgQueryParameters); }
Result<DeviceCommand> GtQueryParams(const CommandValues&) { return Gt("PARAM#"); }
Result<DeviceCommand> JtVersion(const CommandValues&) { return Jt(jt808::kMsgQueryAttributes); }
Result<DeviceCommand> GtVersion(const CommandValues&) { return Gt("VERSION#"); }

Result<DeviceCommand> JtArm(const CommandValues&) {
  DeviceCommand c = Jt(jt808::kMsgVehicleControl);
  c.control = 1;
  return c;
}
Result<DeviceCommand> JtDisarm(const CommandValues&) {
  DeviceCommand c = Jt(jt808::kMsgVehicleControl);
  c.control = 0;
  return c;
}

Result<DeviceCommand> JtPassThrough(const CommandValues& v) {
  auto data = ParseHex(v.Text(1));
  if (!data) return InvalidArgument("透传数据应为十六进制");
  return Jt(jt808::kMsgTransparentDown, jt808::TransparentBody(static_cast<uint8_t>(v.Int(0)), *data));
}

Result<DeviceCommand> JtCustom(const CommandValues& v) { return Text(jt808::kTextUrgent, v.Text(0)); }
Result<DeviceCommand> BsjCustom(const CommandValues& v) { return Text(0x00, v.Text(0)); }
Result<DeviceCommand> GtCustom(const CommandValues& v) {
  for (unsigned char c : v.Text(0))
    if (c < 0x20 || c > 0x7E) return InvalidArgument("GT06终端的自定义指令只能包含英文字母、数字和符号");
  return Gt(v.Text(0));
}

Result<DeviceCommand> BsjTrackMode(const CommandValues& v) { return Bsj("C:" + v.Text(0)); }
Result<DeviceCommand> BsjSosSwitch(const CommandValues& v) { return Bsj("2S:" + v.Text(0)); }

// ---- parameter specs ----
ParamSpec Password() { return {"password", "账号密码", ParamKind::kPassword, 1, 64, "", {}, "请输入当前登录账号的密码以确认"}; }
ParamSpec Seconds(std::string_view label, long long min, long long max, long long def) {
  return {"seconds", label, ParamKind::kInt, min, max, "秒", {}, "", def};
}

const std::vector<CommandDef>& Defs() {
  static const std::vector<CommandDef> defs = {
      {7001, "CUT_OIL", "断开油电", {Password()}, false, true, true, false,
       "车速高于设定值时不执行，待车辆减速后下发", JtCutOil, JtCutOil, GtCutOil, DydCutOil},
      {7002, "RESTORE_OIL", "恢复油电", {Password()}, false, true, false, false, "", JtRestoreOil, JtRestoreOil, GtRestoreOil,
       DydRestoreOil},
      {7003, "LOCATE", "立即定位", {}, true, false, false, false, "终端立即上报当前位置", JtLocate, JtLocate, GtLocate},
      {7004, "TRACK", "临时位置跟踪",
       {{"interval", "上报间隔", ParamKind::kInt, 1, 3600, "秒", {}, "", 10},
        {"duration", "跟踪时长", ParamKind::kInt, 10, 86400, "秒", {}, "", 600}},
       false, false, false, false, "在有效期内按间隔上报位置，间隔为0时停止", JtTrack, JtTrack, nullptr},
      {7005, "REPORT_INTERVAL", "设置上报间隔", {Seconds("上报间隔", 3, 86400, 30)}, false, false, false, false, "",
       JtReportInterval, JtReportInterval, GtReportInterval},
      {7006, "HEARTBEAT", "设置心跳", {Seconds("心跳间隔", 10, 3600, 60)}, false, false, false, false,
       "GT06终端按分钟设置（向上取整）", JtHeartbeat, JtHeartbeat, GtHeartbeat},
      {7007, "SERVER", "设置服务器",
       {{"host", "服务器地址", ParamKind::kHost, 1, 64, "", {}, "IP地址或域名"},
        {"port", "端口", ParamKind::kInt, 1, 65535, "", {}, "", 7788}},
       false, false, false, true, "设置错误会使终端无法连接平台，请谨慎操作", JtServer, BsjServer, GtServer},
      {7008, "OVERSPEED", "超速设置",
       {{"speed", "最高速度", ParamKind::kInt, 1, 250, "km/h", {}, "", 100},
        {"duration", "持续时间", ParamKind::kInt, 1, 600, "秒", {}, "", 10}},
       false, false, false, false, "", JtOverspeed, JtOverspeed, GtOverspeed},
      {7009, "RESET", "重启终端", {}, true, false, false, false, "", JtReset, JtReset, GtReset},
      {7010, "FACTORY_RESET", "恢复出厂设置", {}, false, false, false, true, "终端参数将恢复为出厂值", JtFactory, JtFactory,
       GtFactory},
      {7011, "TEXT", "文本下发",
       {{"flag", "显示方式", ParamKind::kChoice, 0, 0, "",
         {{4, "终端显示器显示"}, {8, "终端TTS播读"}, {12, "显示并播读"}, {1, "紧急"}, {16, "广告屏显示"}}, "", 8},
        {"text", "文本内容", ParamKind::kText, 1, 200, "", {}, ""}},
       false, false, false, false, "", JtText, JtText, nullptr},
      {7012, "PHOTO", "拍照", {}, true, false, false, false, "照片上传后可在命令下发报表中查看", JtPhoto, JtPhoto, nullptr},
      {7013, "QUERY_PARAMS", "查询终端参数", {}, true, false, false, false, "", JtQueryParams, JtQueryParams, GtQueryParams},
      {7014, "VERSION", "软件版本查询", {}, true, false, false, false, "", JtVersion, JtVersion, GtVersion},
      {7015, "ARM", "设防", {}, true, false, false, false, "车门加锁（JT/T 808 车辆控制）", JtArm, JtArm, nullptr},
      {7016, "DISARM", "撤防", {}, true, false, false, false, "车门解锁（JT/T 808 车辆控制）", JtDisarm, JtDisarm, nullptr},
      {7017, "PASSTHROUGH", "透传",
       {{"type", "透传类型", ParamKind::kInt, 0, 255, "", {}, "0–255，厂商自定义类型常用240", 240},
        {"data", "透传数据", ParamKind::kHex, 1, 512, "", {}, "十六进制，如 0102AB"}},
       false, false, false, false, "", JtPassThrough, JtPassThrough, nullptr},
      {7018, "CUSTOM", "自定义指令", {{"text", "指令内容", ParamKind::kText, 1, 200, "", {}, ""}}, false, false, false, false,
       "按终端协议原样下发", JtCustom, BsjCustom, GtCustom},
      {7019, "TRACK_MODE", "追踪模式", {Seconds("回传间隔", 10, 3600, 30)}, false, false, false, false, "博实结终端专用",
       nullptr, BsjTrackMode, nullptr},
      {7020, "SOS_SWITCH", "SOS开关", {{"on", "SOS报警", ParamKind::kChoice, 0, 0, "", {{1, "开启"}, {0, "关闭"}}, "", 1}},
       false, false, false, false, "博实结终端专用", nullptr, BsjSosSwitch, nullptr},
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
      return IsIpv4(v) || IsHostName(v) ? Status::Ok() : InvalidArgument(label + "应为IP地址或域名");
    case ParamKind::kPhone: {
      bool ok = v.size() >= 3 && v.size() <= 20;
      for (size_t i = 0; ok && i < v.size(); ++i) ok = std::isdigit(static_cast<unsigned char>(v[i])) || (i == 0 && v[i] == '+');
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
        return InvalidArgument(label + "应为" + std::to_string(p.min) + "到" + std::to_string(p.max) + "字节的十六进制数据");
      return Status::Ok();
    }
  }
  return InvalidArgument("参数错误");
}

}  // namespace

long long CommandValues::Int(size_t i) const {
  long long n = 0;
  ParseInt64(raw_.at(i), &n);
  return n;
}

std::optional<Family> TerminalFamilyOf(std::string_view terminal_type, std::string_view protocol) {
  if (terminal_type == kTerminalBsj) return Family::kBsj;
  if (terminal_type == kTerminalGt06) return Family::kGt06;
  if (terminal_type == kTerminalGt06Dyd) return Family::kGt06Dyd;
  if (terminal_type == kTerminalJt808) return Family::kJt808;
  if (protocol == "jt808") return Family::kJt808;
  if (protocol == "gt06") return Family::kGt06;
  return std::nullopt;
}

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

Result<CommandValues> ParseCommandMsg(const CommandDef& def, std::string_view msg) {
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
  return CommandValues(std::move(fields));
}

std::string MaskedCommandMsg(const CommandDef& def, std::string_view msg) {
  bool has_password = false;
  for (const auto& p : def.params) has_password |= p.kind == ParamKind::kPassword;
  if (!has_password) return std::string(msg);
  std::string out;
  std::string_view rest = msg;
  for (size_t i = 0; i < def.params.size(); ++i) {
    bool last = i + 1 == def.params.size();
    size_t comma = last ? std::string_view::npos : rest.find(',');
    std::string_view f = comma == std::string_view::npos ? rest : rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    if (i) out += ',';
    out += def.params[i].kind == ParamKind::kPassword ? std::string("******") : std::string(f);
  }
  return out;
}

Result<DeviceCommand> EncodeCommand(const CommandDef& def, Family family, std::string_view msg) {
  Encoder encode = def.EncoderFor(family);
  if (!encode) return FailedPrecondition("该终端不支持" + std::string(def.name) + "指令");
  auto values = ParseCommandMsg(def, msg);
  if (!values.ok()) return values.status();
  return encode(*values);
}

}  // namespace chelian::command
