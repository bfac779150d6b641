// OsmAnd HTTP protocol constants (docs/protocols/osmand.md), named once: size limits of a request,
// unit conversions, and this server's ids for the kinds of HTTP message.
#pragma once

#include <cstddef>
#include <cstdint>

namespace chelian::osmand {

// A request head (request line + headers) larger than this is refused (431-like, answered 400).
inline constexpr size_t kMaxHeadBytes = 4096;
// A body larger than this is refused: a position report is a few hundred bytes.
inline constexpr size_t kMaxBodyBytes = 8192;
// The longest device id taken (phones send 6–20 characters; IMEIs 15).
inline constexpr size_t kMaxDeviceIdBytes = 64;

inline constexpr double kKmhPerKnot = 1.852;  // query form: speed in knots (Traccar's convention)
inline constexpr double kKmhPerMs = 3.6;      // JSON form: coords.speed in m/s
// Unix time in seconds below this, milliseconds from it (10^11 s is the year 5138; 10^11 ms 1973).
inline constexpr long long kMillisecondsFrom = 100'000'000'000LL;

// Message ids (DeviceMessage::msg_id).
inline constexpr uint16_t kMsgUnknown = 0x00;   // a request that could not be read
inline constexpr uint16_t kMsgQuery = 0x01;     // parameters in the query string or a form body
inline constexpr uint16_t kMsgJson = 0x02;      // a JSON body {"device_id", "location": {…}}
inline constexpr uint16_t kMsgResponse = 0x03;  // an HTTP response (our own answers, decode tool)

}  // namespace chelian::osmand
