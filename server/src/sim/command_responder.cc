// Implementation of the simulated terminals' command answers (JT/T 808-2013 §8.1–§8.56 layouts;
// GT06: JM-VL03 §7 online command and its 0x21 reply).
#include "sim/command_responder.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "core/clock.h"
#include "core/gbk.h"
#include "core/strings.h"
#include "protocol/gt06/packet.h"
#include "protocol/jt808/constants.h"
#include "sim/jpeg_writer.h"

namespace chelian::sim {
namespace {

constexpr uint16_t kMediaHeaderEvent = 0;  // multimedia event 0: taken on platform command

Bytes GeneralReply(uint16_t ack_serial, uint16_t ack_id, uint8_t result) {
  ByteWriter w;
  w.U16(ack_serial).U16(ack_id).U8(result);
  return w.Release();
}

void PutDword(ByteWriter& w, uint32_t id, uint32_t value) { w.U32(id).U8(4).U32(value); }

}  // namespace

uint32_t Jt808Responder::StatusBits() const {
  return (settings_.oil_cut ? 1u << 10 : 0) | (settings_.doors_locked ? 1u << 12 : 0);
}

CommandAnswer Jt808Responder::Answer(const jt808::Packet& p, uint16_t& serial, const Fix& fix) {
  CommandAnswer out;
  const uint16_t id = p.header.msg_id;
  const uint16_t ack = p.header.serial;
  ByteReader r(p.body);
  auto reply = [&](uint16_t msg_id, ByteView body) {
    out.frames.push_back(Jt808Message(terminal_, msg_id, serial++, body));
  };
  auto general = [&](uint8_t result) { reply(jt808::kMsgTerminalGeneralReply, GeneralReply(ack, id, result)); };
  switch (id) {
    case jt808::kMsgPlatformGeneralReply:
    case jt808::kMsgRegisterReply:
    case jt808::kMsgMultimediaDataReply:
    case jt808::kMsgRetransmitRequest:
      return out;  // answers to the terminal, not commands
    case jt808::kMsgLocationQuery: {
      ByteWriter w;
      w.U16(ack).Append(Jt808LocationBody(fix, StatusBits()));
      reply(jt808::kMsgLocationQueryReply, w.bytes());
      return out;
    }
    case jt808::kMsgTemporaryTracking:
      general(jt808::kResultOk);
      return out;
    case jt808::kMsgSetParameters: {
      uint8_t count = r.U8();
      for (int i = 0; i < count && r.ok(); ++i) {
        uint32_t param = r.U32();
        uint8_t len = r.U8();
        ByteView value = r.Take(len);
        if (!r.ok()) break;
        ByteReader v(value);
        switch (param) {
          case jt808::kParamHeartbeatInterval:
            settings_.heartbeat_s = v.U32();
            break;
          case jt808::kParamMainServer:
            settings_.server = GbkToUtf8(value);
            break;
          case jt808::kParamServerTcpPort:
            settings_.port = v.U32();
            break;
          case jt808::kParamReportInterval:
            settings_.report_interval_s = v.U32();
            settings_.interval_changed = true;
            break;
          case jt808::kParamMaxSpeed:
            settings_.max_speed_kmh = v.U32();
            break;
          case jt808::kParamOverspeedDuration:
            settings_.overspeed_s = v.U32();
            break;
          default:
            break;
        }
      }
      general(r.ok() ? jt808::kResultOk : jt808::kResultMessageError);
      return out;
    }
    case jt808::kMsgQueryParameters: {
      ByteWriter w;
      w.U16(ack).U8(6);
      PutDword(w, jt808::kParamHeartbeatInterval, settings_.heartbeat_s);
      w.U32(jt808::kParamMainServer).U8(static_cast<uint8_t>(settings_.server.size())).Append(settings_.server);
      PutDword(w, jt808::kParamServerTcpPort, settings_.port);
      PutDword(w, jt808::kParamReportInterval, settings_.report_interval_s);
      PutDword(w, jt808::kParamMaxSpeed, settings_.max_speed_kmh);
      PutDword(w, jt808::kParamOverspeedDuration, settings_.overspeed_s);
      reply(jt808::kMsgParameterQueryReply, w.bytes());
      return out;
    }
    case jt808::kMsgTerminalControl: {
      uint8_t word = r.U8();
      if (!r.ok()) return general(jt808::kResultMessageError), out;
      switch (word) {
        case jt808::kControlCutOil:
          settings_.oil_cut = true;
          break;
        case jt808::kControlRestoreOil:
          settings_.oil_cut = false;
          break;
        case jt808::kControlReset:
          out.reboot = true;
          break;
        case jt808::kControlFactoryReset:
          settings_ = TerminalSettings{};
          break;
        case jt808::kControlUpgrade:
        case jt808::kControlConnectServer:
        case jt808::kControlPowerOff:
        case 6:
        case 7:
          break;
        default:
          return general(jt808::kResultUnsupported), out;
      }
      general(jt808::kResultOk);
      return out;
    }
    case jt808::kMsgQueryAttributes: {
      ByteWriter w;
      size_t wide = terminal_.v2019 ? 30 : 20, id_len = terminal_.v2019 ? 30 : 7;
      w.U16(0x0006).FixedString("CHLSM", 5).FixedString("CL-SIM-808", wide);
      w.FixedString(terminal_.phone.substr(terminal_.phone.size() > 7 ? terminal_.phone.size() - 7 : 0), id_len);
      w.Append(Bytes{0x89, 0x86, 0x04, 0x77, 0x01, 0x20, 0x70, 0x27, 0x15, 0x01});  // ICCID
      std::string hw = "HW2.1", fw = "SIM-1.4.0";
      w.U8(static_cast<uint8_t>(hw.size())).Append(hw).U8(static_cast<uint8_t>(fw.size())).Append(fw);
      w.U8(0x03).U8(0x01);  // GPS + BeiDou; GPRS
      reply(jt808::kMsgAttributesReply, w.bytes());
      return out;
    }
    case jt808::kMsgTextMessage: {
      uint8_t flag = r.U8();
      if (terminal_.v2019) r.U8();  // text type
      if (!r.ok()) return general(jt808::kResultMessageError), out;
      (void)flag;
      settings_.last_text = GbkToUtf8(r.TakeRest());
      general(jt808::kResultOk);
      return out;
    }
    case jt808::kMsgVehicleControl: {
      bool lock = false;
      if (terminal_.v2019) {
        uint16_t n = r.U16();
        for (uint16_t i = 0; i < n && r.ok(); ++i) {
          uint16_t control = r.U16();
          uint8_t value = r.U8();
          if (control == 0x0001) lock = value == 1;
        }
      } else {
        lock = (r.U8() & 0x01) != 0;
      }
      if (!r.ok()) return general(jt808::kResultMessageError), out;
      settings_.doors_locked = lock;
      ByteWriter w;
      w.U16(ack).Append(Jt808LocationBody(fix, StatusBits()));
      reply(jt808::kMsgVehicleControlReply, w.bytes());
      return out;
    }
    case jt808::kMsgCameraShot: {
      uint8_t channel = r.U8();
      uint16_t shots = r.U16();
      if (!r.ok()) return general(jt808::kResultMessageError), out;
      if (channel != 1) {
        ByteWriter w;
        w.U16(ack).U8(2);  // channel not supported
        reply(jt808::kMsgCameraShotReply, w.bytes());
        return out;
      }
      uint16_t taken = std::min<uint16_t>(shots == 0xFFFF ? 1 : std::max<uint16_t>(shots, 1), 3);
      std::vector<uint32_t> ids;
      for (uint16_t i = 0; i < taken; ++i) ids.push_back(next_media_id_++);
      ByteWriter w;
      w.U16(ack).U8(0).U16(static_cast<uint16_t>(ids.size()));
      for (uint32_t m : ids) w.U32(m);
      reply(jt808::kMsgCameraShotReply, w.bytes());
      for (uint32_t m : ids) {
        ByteWriter upload;
        upload.U32(m).U8(0).U8(0).U8(static_cast<uint8_t>(kMediaHeaderEvent)).U8(channel);  // image, JPEG
        upload.Append(ByteView(Jt808LocationBody(fix, StatusBits())).first(28));
        upload.Append(CameraPicture(m * 7919u + static_cast<uint32_t>(fix.time_ms / 1000)));
        for (Bytes& f : Jt808Packages(terminal_, jt808::kMsgMultimediaData, serial, upload.bytes()))
          out.frames.push_back(std::move(f));
      }
      return out;
    }
    default:
      // 0x8900 pass-through and anything else: no such peripheral / function on this terminal.
      general(jt808::kResultUnsupported);
      return out;
  }
}

CommandAnswer Gt06Responder::Answer(ByteView frame, uint16_t& serial, const Fix& fix) {
  CommandAnswer out;
  auto packet = gt06::ParseFrame(frame);
  if (!packet.ok() || packet->protocol != 0x80) return out;
  ByteReader r(packet->content);
  uint8_t length = r.U8();
  uint32_t flag = r.U32();
  if (!r.ok() || length < 4) return out;
  ByteView text_bytes = r.Take(std::min<size_t>(length - 4u, r.remaining()));
  std::string command(text_bytes.begin(), text_bytes.end());
  std::string upper = ToLower(command);  // commands are case-insensitive
  std::string text;
  if (upper == "relay,1#") {
    settings_.oil_cut = true;
    text = "Cut off the fuel supply: Success!";
  } else if (upper == "relay,0#") {
    settings_.oil_cut = false;
    text = "Restore fuel supply: Success!";
  } else if (upper == "arm#") {
    settings_.doors_locked = true;
    text = "ARM OK";
  } else if (upper == "disarm#") {
    settings_.doors_locked = false;
    text = "DISARM OK";
  } else if (upper == "where#") {
    char where[160];
    std::snprintf(where, sizeof where, "Lat:%c%.6f,Lon:%c%.6f,Course:%d,Speed:%.1fkm/h,DateTime:%s",
                  fix.where.lat < 0 ? 'S' : 'N', std::fabs(fix.where.lat), fix.where.lon < 0 ? 'W' : 'E',
                  std::fabs(fix.where.lon), fix.course, fix.speed_kmh, FormatLocalTime(fix.time_ms, 480).c_str());
    text = where;
  } else if (StartsWith(upper, "timer,")) {
    settings_.report_interval_s = static_cast<uint32_t>(std::atoi(command.c_str() + 6));
    settings_.interval_changed = true;
    text = "TIMER OK";
  } else if (StartsWith(upper, "hbt,")) {
    settings_.heartbeat_s = static_cast<uint32_t>(std::atoi(command.c_str() + 4)) * 60;
    text = "HBT OK";
  } else if (StartsWith(upper, "server,")) {
    text = "SERVER OK";
  } else if (StartsWith(upper, "speed,")) {
    text = "SPEED OK";
  } else if (upper == "reset#") {
    text = "RESET OK";
    out.reboot = true;
  } else if (upper == "factory#") {
    settings_ = TerminalSettings{};
    text = "FACTORY OK";
  } else if (upper == "param#") {
    text = "IMEI:868120300000001;TIMER:" + std::to_string(settings_.report_interval_s) +
           ";HBT:" + std::to_string(settings_.heartbeat_s / 60) + ";SERVER:" + settings_.server;
  } else if (upper == "version#") {
    text = "[VERSION]GT06N_SIM_V1.4.0";
  } else {
    text = "Error: invalid command " + command;  // real trackers answer so; the platform marks it failed
  }
  ByteWriter w;
  w.U32(flag).U8(1).Append(text);  // 0x21: server flag, encoding 1 (ASCII), text
  out.frames.push_back(gt06::BuildFrame(0x21, w.bytes(), serial++, /*extended=*/true));
  return out;
}

Bytes CameraPicture(uint32_t seed) {
  // A dash-camera view: sky, a tree line on the horizon, the road narrowing towards it with its
  // centre line, a car ahead (its place varies with `seed`) and a dark time bar at the top.
  constexpr int kW = 160, kH = 120, kHorizon = 52;
  std::vector<uint8_t> px(static_cast<size_t>(kW * kH));
  int car_x = 40 + static_cast<int>(seed % 60);
  for (int y = 0; y < kH; ++y) {
    for (int x = 0; x < kW; ++x) {
      int v;
      if (y < 10) {
        v = 30;  // time bar
      } else if (y < kHorizon - 6) {
        v = 215 - (y - 10) * 2;  // sky, darker towards the top
      } else if (y < kHorizon) {
        v = 70 + ((x * 7 + y * 3) % 23);  // trees
      } else {
        // The road: a trapezoid from the vanishing point; verges either side.
        double t = static_cast<double>(y - kHorizon) / (kH - kHorizon);
        double half = 6 + t * 74;
        double dx = x - kW / 2.0;
        v = std::fabs(dx) < half ? 105 - static_cast<int>(t * 20) : 150 - static_cast<int>(t * 30);
        if (std::fabs(dx) < 0.6 + t * 2.5 && (y / 5) % 2 == 0) v = 235;  // centre line
        if (std::fabs(std::fabs(dx) - half) < 1 + t * 1.5) v = 225;      // edge lines
      }
      // The car ahead: body, window, wheels.
      if (y >= 66 && y < 84 && x >= car_x && x < car_x + 30) v = y < 72 ? 55 : 80;
      if (y >= 67 && y < 71 && x >= car_x + 5 && x < car_x + 25) v = 140;
      if (y >= 84 && y < 88 && ((x >= car_x + 2 && x < car_x + 8) || (x >= car_x + 22 && x < car_x + 28))) v = 20;
      px[static_cast<size_t>(y * kW + x)] = static_cast<uint8_t>(std::clamp(v, 0, 255));
    }
  }
  // Time digits as small blocks in the bar (seconds of `seed`), so pictures differ visibly.
  for (int d = 0; d < 6; ++d) {
    int digit = static_cast<int>((seed >> (d * 3)) % 10);
    for (int row = 2; row < 8; ++row)
      for (int col = 0; col < 4; ++col)
        if ((digit + row + col) % 3 != 0) px[static_cast<size_t>(row * kW + 6 + d * 7 + col)] = 230;
  }
  return EncodeGrayJpeg(px, kW, kH, 60);
}

}  // namespace chelian::sim
