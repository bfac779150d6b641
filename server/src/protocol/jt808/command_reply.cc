// Reading JT/T 808 command answers out of decoded messages (only their attributes: runs on
// gateway threads).
#include "protocol/jt808/command_reply.h"

#include <cstdio>
#include <cstdlib>
#include <map>

#include "core/clock.h"
#include "core/hex.h"
#include "core/strings.h"
#include "protocol/jt808/constants.h"

namespace chelian::jt808 {
namespace {

std::string GeneralResultText(int64_t result) {
  switch (result) {
    case kResultOk:
      return "终端已执行";
    case kResultFail:
      return "终端执行失败";
    case kResultMessageError:
      return "终端报告消息有误";
    case kResultUnsupported:
      return "终端不支持该指令";
    default:
      return "终端应答结果" + std::to_string(result);
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
      {kParamHeartbeatInterval, {"心跳间隔", "秒"}}, {kParamMainServer, {"主服务器", ""}},
      {kParamServerTcpPort, {"端口", ""}},           {kParamReportInterval, {"上报间隔", "秒"}},
      {kParamMaxSpeed, {"最高速度", "km/h"}},        {kParamOverspeedDuration, {"超速持续时间", "秒"}},
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
    } else if (id == kParamMainServer) {
      out += std::string(it->second.first) + HexString(value);
    } else {
      out += std::string(it->second.first) + std::to_string(HexDword(value)) + it->second.second;
    }
  }
  return out.empty() ? "无参数" : out;
}

std::optional<CommandReply> Reply(const DeviceMessage& m, int utc_offset) {
  const Attributes& a = m.attributes;
  CommandReply r;
  r.protocol = m.protocol;
  auto serial = a.GetInt(AttrKey::kAckSerial);
  switch (m.msg_id) {
    case kMsgTerminalGeneralReply: {
      auto id = a.GetInt(AttrKey::kAckMsgId);
      auto result = a.GetInt(AttrKey::kAckResult);
      if (!serial || !id || !result) return std::nullopt;
      if (*id < 0x8000) return std::nullopt;  // only answers to platform messages name commands
      r.msg_id = static_cast<uint16_t>(*id);
      r.ok = *result == kResultOk;
      r.text = GeneralResultText(*result);
      break;
    }
    case kMsgParameterQueryReply:
      if (!serial) return std::nullopt;
      r.msg_id = kMsgQueryParameters;
      r.text = "参数: " + ParamsText(a.GetString(AttrKey::kParams).value_or(""));
      break;
    case kMsgAttributesReply:  // carries no serial: it answers the oldest waiting 0x8107
      r.msg_id = kMsgQueryAttributes;
      r.any_serial = true;
      r.text = "型号" + a.GetString(AttrKey::kModel).value_or("") + " 硬件版本" +
               a.GetString(AttrKey::kHardwareVersion).value_or("") + " 软件版本" +
               a.GetString(AttrKey::kSoftwareVersion).value_or("");
      break;
    case kMsgLocationQueryReply:
      if (!serial) return std::nullopt;
      r.msg_id = kMsgLocationQuery;
      r.text = "位置: " + PositionText(m, utc_offset);
      break;
    case kMsgVehicleControlReply:
      if (!serial) return std::nullopt;
      r.msg_id = kMsgVehicleControl;
      r.text = "终端已执行 " + PositionText(m, utc_offset);
      break;
    case kMsgCameraShotReply: {
      auto result = a.GetInt(AttrKey::kAckResult);
      if (!serial || !result) return std::nullopt;
      r.msg_id = kMsgCameraShot;
      r.ok = *result == 0;
      r.media_ids = a.GetString(AttrKey::kMediaIds).value_or("");
      r.text = *result == 0 ? "已拍照，照片上传中" : *result == 2 ? "拍照失败：通道不支持" : "拍照失败";
      break;
    }
    case kMsgTextReply:   // 0x1300 names the 0x8300 it answers by serial
    case kMsgTextReport:  // 0x6006 and 0x0701 name none: the latest text command
    case kMsgWaybill: {
      auto text = a.GetString(AttrKey::kResult);
      if (!text || text->empty()) return std::nullopt;
      r.kind = CommandReply::Kind::kText;
      r.msg_id = kMsgTextMessage;
      r.text = *text;
      r.ok = !LooksFailed(r.text);
      break;
    }
    case kMsgMultimediaData: {
      auto event = a.GetInt(AttrKey::kMediaEvent);
      auto id = a.GetInt(AttrKey::kMediaId);
      if (!m.media || !event || *event != 0 || !id) return std::nullopt;  // 0: taken on platform command
      r.kind = CommandReply::Kind::kMedia;
      r.msg_id = kMsgCameraShot;
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

std::optional<CommandReply> ReadCommandReply(const DeviceMessage& m, int utc_offset_minutes) {
  if (!m.ok()) return std::nullopt;
  return Reply(m, utc_offset_minutes);
}

std::string UplinkText(const DeviceMessage& m) {
  if (!m.ok() || m.msg_id != kMsgTransparentUp) return "";
  std::string text = HexString(m.attributes.GetString(AttrKey::kTransparentData).value_or(""));
  for (unsigned char c : text)
    if (c < 0x20 && c != '\r' && c != '\n' && c != '\t')
      return "透传数据(十六进制): " + m.attributes.GetString(AttrKey::kTransparentData).value_or("");
  return text;
}

}  // namespace chelian::jt808
