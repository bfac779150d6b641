// What a protocol decoder makes of one frame: identity, positions, alarms, attributes, the reply
// frames the gateway must send back, and an error when the frame could not be decoded.
#pragma once

#include <boost/container/small_vector.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/bytes.h"
#include "domain/alarm_codes.h"
#include "domain/attributes.h"
#include "domain/position.h"

namespace chelian {

// A multimedia payload (JT808 0x0801): the gateway stores `data` as a file.
struct MediaData {
  uint32_t id = 0;
  uint8_t type = 0;    // 0 image, 1 audio, 2 video
  uint8_t format = 0;  // 0 JPEG, 1 TIF, 2 MP3, 3 WAV, 4 WMV, 5 AMR (watch voice)
  uint8_t event = 0;
  uint8_t channel = 0;
  Bytes data;
};

struct DeviceMessage {
  std::string protocol;            // its registry name: "jt808", "gt06", "watch"
  uint32_t msg_id = 0;             // message id / GT06 protocol number
  std::string device_id;           // empty when the frame (or connection) does not identify one
  std::optional<uint32_t> serial;  // the device's message serial
  // 0..n fixes (a JT808 0x0704 batch carries many; one in place, see AttrItems)
  boost::container::small_vector<Position, 1> positions;
  std::vector<AlarmCode> alarms;  // alarms not tied to a fix (e.g. GT06 heartbeat status)
  Attributes attributes;          // message-level values (registration, ICCID, command reply…)
  std::vector<Bytes> replies;     // complete frames to send back, in order
  std::optional<MediaData> media;
  bool back_filled = false;          // every position is a blind-area re-upload
  bool partial = false;              // a sub-package was buffered; nothing to store yet
  Bytes frame;                       // the frame as received (for logs; set by ProtocolSession)
  std::string error;                 // non-empty: the frame could not be decoded (replies may still be set)
  std::string warning;               // decoded, but something was off (bad check code, no escaping, …)
  bool bad_check = false;            // the check code (JT/T 808) or CRC (GT06) did not verify (CheckCodes)
  bool close_after_replies = false;  // the device asked to close once answered (HTTP Connection: close)

  bool ok() const { return error.empty(); }
};

}  // namespace chelian
