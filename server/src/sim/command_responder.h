// The device side of commands, the way real terminals answer them: a JT/T 808 terminal answers
// 0x8201 with 0x0201, 0x8104 with 0x0104, 0x8107 with 0x0107, 0x8500 with 0x0500, 0x8801 with
// 0x0805 and the photo as 0x0801, other supported commands with 0x0001 (result 0), and what it does
// not support (0x8900 pass-through: no peripheral fitted) with 0x0001 result 3. A GT06 tracker
// answers the 0x80 online command with a 0x21 text reply echoing the server flag (ARM#/DISARM# arm
// and disarm an e-bike tracker). Settings a
// command changes (report interval, heartbeat, server, speed limit, oil cut, doors) are kept and
// show in later reports. Pure: frames in, frames out; the simulator's connection sends them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/bytes.h"
#include "protocol/jt808/packet.h"
#include "sim/device_frames.h"
#include "sim/motion_model.h"

namespace chelian::sim {

struct TerminalSettings {
  uint32_t heartbeat_s = 60;
  uint32_t report_interval_s = 30;
  std::string server = "127.0.0.1";
  uint32_t port = 7788;
  uint32_t max_speed_kmh = 100;
  uint32_t overspeed_s = 10;
  bool oil_cut = false;
  bool doors_locked = false;      // JT/T 808 0x8500; an e-bike's armed state (设防), also GT06 ARM#/DISARM#
  bool interval_changed = false;  // a command set the report interval (the simulator then uses it)
  std::string last_text;          // the last text shown / spoken
};

struct CommandAnswer {
  std::vector<Bytes> frames;  // to send, in order
  bool reboot = false;        // the terminal restarts: close the connection and reconnect
};

class Jt808Responder {
 public:
  explicit Jt808Responder(Jt808Terminal terminal) : terminal_(std::move(terminal)) {}
  // Answers one platform message (0x8001/0x8100/0x8800 are replies, not commands: no answer).
  // `serial` is the terminal's next message serial (advanced for every frame built); `fix` is
  // where the vehicle is now.
  CommandAnswer Answer(const jt808::Packet& packet, uint16_t& serial, const Fix& fix);
  const TerminalSettings& settings() const { return settings_; }
  // The owner armed or disarmed the e-bike with the key fob (sim/ebike_model.h).
  void SetDoorsLocked(bool on) { settings_.doors_locked = on; }
  // Extra status bits for location reports (oil cut bit 10, doors locked bit 12).
  uint32_t StatusBits() const;

 private:
  Jt808Terminal terminal_;
  TerminalSettings settings_;
  uint32_t next_media_id_ = 1;
};

class Gt06Responder {
 public:
  // Answers one 0x80 online command frame (start bytes through 0D 0A) with a 0x21 reply; other
  // frames (acknowledgements) get none.
  CommandAnswer Answer(ByteView frame, uint16_t& serial, const Fix& fix);
  const TerminalSettings& settings() const { return settings_; }
  void SetDoorsLocked(bool on) { settings_.doors_locked = on; }

 private:
  TerminalSettings settings_;
};

// The camera: a small grayscale JPEG of a road scene (differs with `seed`).
Bytes CameraPicture(uint32_t seed);

}  // namespace chelian::sim
