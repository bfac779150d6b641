// Interpretation of the terminal's answers: JT/T 808 0x0001, 0x0104, 0x0107, 0x0201, 0x0500,
// 0x0805 and 0x0801 (event 0 = taken on platform command); GT06 0x15 and 0x21.
#include "command/reply.h"

#include <cstdio>
#include <cstdlib>
#include <map>

#include "core/clock.h"
#include "core/hex.h"
#include "core/strings.h"
#include "protocol/gt06/constants.h"
#include "protocol/jt808/constants.h"

namespace chelian::command {
namespace {

std::string GeneralResultText(int64_t result) {
  switch (result) {
    case jt808::kResultOk: return "终端已执行";
    case jt808::kResultFail: return "终端执行失败";
    case jt808::kResultMessageError: return "终端报告消息有误";
    case jt808::kResultUnsupported: return "终端不支持该指令";
    default: return "终端应答结果" + std::to_string(result);
  }
}

std::string Fixed(double v, int digits) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

std::string PositionText(const DeviceMessage& m, int utc_offset) {
  if (m.positions.empty()) return "";
  const Position& p = m.positions.front();
  return std::string(p.valid ? "已定位" : "未定位") + " 经度" + Fixed(p.lon, 6) + " 纬度" + Fixed(p.lat, 6) + " 速度" +
         Fixed(p.speed_kmh, 1) + "km/h 时间" + FormatLocalTime(p.fix_time_ms, utc_offset);
}

uint32_t HexDword(std::string_view hex) {
  auto b = ParseHex(hex);
  uint32_t v = 0;
  if (b && b->size() <= 4)
    for (uint8_t x : *b) v = v << 8 | x;
  return v;
}

std::string HexString(std::string_view hex) {
  auto b = ParseHex(hex);
  return b ? std::string(b->begin(), b->end()) : std::string();
}

// "0001=0000003c;0013=…" → "心跳间隔60秒; 主服务器…; …" (known ids named, others by id).
std::string ParamsText(const std::string& params) {
  static const std::map<uint32_t, std::pair<const char*, const char*>> kNames = {
      {jt808::kParamHeartbeatInterval, {"心跳间隔", "秒"}}, {jt808::kParamMainServer, {"主服务器", ""}},
      {jt808::kParamServerTcpPort, {"端口", ""}},         {jt808::kParamReportInterval, {"上报间隔", "秒"}},
      {jt808::kParamMaxSpeed, {"最高速度", "km/h"}},        {jt808::kParamOverspeedDuration, {"超速持续时间", "秒"}},
  };
  std::string out;
  for (auto item : Split(params, ';')) {
    size_t eq = item.find('=');
    if (eq == std::string_view::npos) continue;
    uint32_t id = static_cast<uint32_t>(std::strtoul(std::string(item.substr(0, eq)).c_str(), nullptr, 16));
    std::string_view value = item.substr(eq + 1);
    if (!out.empty()) out += "; ";
    auto it = kNames.find(id);
    if (it == kNames.end()) {
      char key[16];
      std::snprintf(key, sizeof key, "0x%04X=", id);
      out += key;
      out += std::string(value);
    } else if (id == jt808::kParamMainServer) {
      out += std::string(it->second.first) + HexString(value);
    } else {
      out += std::string(it->second.first) + std::to_string(HexDword(value)) + it->second.second;
    }
  }
  return out.empty() ? "无参数" : out;
}

bool LooksFailed(const std::string& text) {
  std::string lower = ToLower(text);
  for (const char* word : {"fail", "error", "invalid", "失败", "错误", "无效"})
    if (lower.find(word) != std::string::npos) return true;
  return false;
}

std::optional<CommandReply> Jt808Reply(const DeviceMessage& m, int utc_offset) {
  const Attributes& a = m.attributes;
  CommandReply r;
  r.protocol = m.protocol;
  auto serial = a.GetInt(AttrKey::kAckSerial);
  switch (m.msg_id) {
    case jt808::kMsgTerminalGeneralReply: {
      auto id = a.GetInt(AttrKey::kAckMsgId);
      auto result = a.GetInt(AttrKey::kAckResult);
      if (!serial || !id || !result) return std::nullopt;
      if (*id < 0x8000) return std::nullopt;  // only answers to platform messages name commands
      r.msg_id = static_cast<uint16_t>(*id);
      r.ok = *result == jt808::kResultOk;
      r.text = GeneralResultText(*result);
      break;
    }
    case jt808::kMsgParameterQueryReply:
      if (!serial) return std::nullopt;
      r.msg_id = jt808::kMsgQueryParameters;
      r.text = "参数: " + ParamsText(a.GetString(AttrKey::kParams).value_or(""));
      break;
    case jt808::kMsgAttributesReply:  // carries no serial: it answers the oldest waiting 0x8107
      r.msg_id = jt808::kMsgQueryAttributes;
      r.any_serial = true;
      r.text = "型号" + a.GetString(AttrKey::kModel).value_or("") + " 硬件版本" +
               a.GetString(AttrKey::kHardwareVersion).value_or("") + " 软件版本" +
               a.GetString(AttrKey::kSoftwareVersion).value_or("");
      break;
    case jt808::kMsgLocationQueryReply:
      if (!serial) return std::nullopt;
      r.msg_id = jt808::kMsgLocationQuery;
      r.text = "位置: " + PositionText(m, utc_offset);
      break;
    case jt808::kMsgVehicleControlReply:
      if (!serial) return std::nullopt;
      r.msg_id = jt808::kMsgVehicleControl;
      r.text = "终端已执行 " + PositionText(m, utc_offset);
      break;
    case jt808::kMsgCameraShotReply: {
      auto result = a.GetInt(AttrKey::kAckResult);
      if (!serial || !result) return std::nullopt;
      r.msg_id = jt808::kMsgCameraShot;
      r.ok = *result == 0;
      r.media_ids = a.GetString(AttrKey::kMediaIds).value_or("");
      r.text = *result == 0 ? "已拍照，照片上传中" : *result == 2 ? "拍照失败：通道不支持" : "拍照失败";
      break;
    }
    case jt808::kMsgTextReply:    // 0x1300 names the 0x8300 it answers by serial
    case jt808::kMsgTextReport:   // 0x6006 and 0x0701 name none: the latest text command
    case jt808::kMsgWaybill: {
      auto text = a.GetString(AttrKey::kResult);
      if (!text || text->empty()) return std::nullopt;
      r.kind = CommandReply::Kind::kText;
      r.msg_id = jt808::kMsgTextMessage;
      r.text = *text;
      r.ok = !LooksFailed(r.text);
      break;
    }
    case jt808::kMsgMultimediaData: {
      auto event = a.GetInt(AttrKey::kMediaEvent);
      auto id = a.GetInt(AttrKey::kMediaId);
      if (!m.media || !event || *event != 0 || !id) return std::nullopt;  // 0: taken on platform command
      r.kind = CommandReply::Kind::kMedia;
      r.media_ids = std::to_string(*id);
      r.text = "照片已上传";
      return r;
    }
    default:
      return std::nullopt;
  }
  r.match = serial ? static_cast<uint32_t>(*serial) : 0;
  return r;
}

}  // namespace

std::optional<CommandReply> InterpretReply(const DeviceMessage& m, int utc_offset_minutes) {
  if (!m.ok()) return std::nullopt;
  if (m.protocol == "jt808") return Jt808Reply(m, utc_offset_minutes);
  if (m.protocol == "gt06" && (m.msg_id == gt06::kMsgStringReply || m.msg_id == gt06::kMsgStringInfo)) {
    CommandReply r;
    r.protocol = m.protocol;
    r.kind = CommandReply::Kind::kText;
    r.match = static_cast<uint32_t>(m.attributes.GetInt(AttrKey::kServerFlag).value_or(0));
    r.text = m.attributes.GetString(AttrKey::kResult).value_or("");
    r.ok = !LooksFailed(r.text);
    return r;
  }
  return std::nullopt;
}

bool ReadyForCommands(const DeviceMessage& m) {
  return !(m.protocol == "jt808" && m.msg_id == jt808::kMsgRegister);
}

std::string UplinkText(const DeviceMessage& m) {
  if (!m.ok()) return "";
  if (m.protocol == "jt808" && m.msg_id == jt808::kMsgTransparentUp) {
    std::string text = HexString(m.attributes.GetString(AttrKey::kTransparentData).value_or(""));
    for (unsigned char c : text)
      if (c < 0x20 && c != '\r' && c != '\n' && c != '\t') return "透传数据(十六进制): " + m.attributes.GetString(AttrKey::kTransparentData).value_or("");
    return text;
  }
  if (m.protocol == "gt06" && m.msg_id == gt06::kMsgInfo && m.attributes.GetInt(AttrKey::kInfoType) == gt06::kInfoStatusSync)
    return m.attributes.GetString(AttrKey::kInfo).value_or("");
  return "";
}

}  // namespace chelian::command
