// JT/T 808 platform commands: the bodies of 0x8103 (set parameters), 0x8105 (terminal control),
// 0x8202 (temporary tracking), 0x8801 (camera shot), 0x8900 (pass-through), and the frame of a
// DeviceCommand for one terminal (0x8300 and 0x8500 are built for its 2013 or 2019 layout).
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "core/bytes.h"
#include "domain/device_command.h"
#include "protocol/jt808/packet.h"

namespace chelian::jt808 {

// One 0x8103 item: parameter id and its value bytes.
struct ParamItem {
  uint32_t id = 0;
  Bytes value;
};
ParamItem DwordParam(uint32_t id, uint32_t value);
ParamItem StringParam(uint32_t id, std::string_view value);  // GBK

// 0x8103: count BYTE, then id DWORD, length BYTE, value per item.
Bytes SetParametersBody(std::span<const ParamItem> items);
// 0x8105: command word, then the parameter string (fields separated by ';').
Bytes TerminalControlBody(uint8_t word, std::string_view params = {});
// 0x8202: interval WORD (s; 0 stops tracking), validity DWORD (s).
Bytes TemporaryTrackingBody(uint16_t interval_s, uint32_t validity_s);

// 0x8801 camera shot (the standard's §8.55): channel, shots (0 stop, 0xFFFF record), interval,
// save flag (1 save, 0 upload at once), resolution (1 = 320×240), quality 1–10 (1 best),
// brightness, contrast, saturation, chroma 0–255.
struct CameraShot {
  uint8_t channel = 1;
  uint16_t shots = 1;
  uint16_t interval_s = 0;
  uint8_t save = 0;
  uint8_t resolution = 1;
  uint8_t quality = 5;
  uint8_t brightness = 128, contrast = 64, saturation = 64, chroma = 128;
};
Bytes CameraShotBody(const CameraShot& shot);

// 0x8900 pass-through: type BYTE, then the data.
Bytes TransparentBody(uint8_t type, ByteView data);

// 0x8500 vehicle control: 2013 one flag byte (bit 0: 1 lock the doors); 2019 a list of
// {control id WORD, parameter} with id 0x0001 = doors.
Bytes VehicleControlBody(bool lock, bool v2019);

// The escaped frame of `cmd` addressed to `to` with platform serial `serial`.
Bytes EncodeDeviceCommand(const ReplyAddress& to, uint16_t serial, const DeviceCommand& cmd);

}  // namespace chelian::jt808
