// H02 binary frames (protocols.md §3 Binary frames): '$' id(BCD 5, or 8 in a 42-byte frame),
// hhmmss, DDMMYY, latitude DDMMmmmm, battery, longitude DDDMMmmmm + flags nibble (bit 1 valid,
// bit 2 north, bit 3 east), speed (3 digits, knots) + course (3 digits), status word.
#include "core/bcd.h"
#include "core/hex.h"
#include "protocol/h02/constants.h"
#include "protocol/h02/messages.h"

namespace chelian::h02 {
namespace {

constexpr size_t kImeiDigits = 15;
constexpr size_t kFieldBytes = 23;  // time … status after the id

// "DDMMmmmm…" with `deg` degree digits → degrees; nullopt unless all digits.
std::optional<double> Degrees(std::string_view digits, size_t deg) {
  for (char c : digits)
    if (c < '0' || c > '9') return std::nullopt;
  double d = std::stoi(std::string(digits.substr(0, deg)));
  double minutes = std::stod(std::string(digits.substr(deg, 2)) + "." + std::string(digits.substr(deg + 2)));
  if (minutes >= 60) return std::nullopt;
  return d + minutes / 60;
}

}  // namespace

Status DecodeBinary(ByteView frame, DeviceMessage* out) {
  const size_t id_bytes = frame.size() == kBinaryImei ? 8 : 5;
  if (frame.size() < 1 + id_bytes + kFieldBytes) return InvalidArgument("h02: binary frame too short");
  std::string id = ToHex(frame.subspan(1, id_bytes));
  if (id_bytes == 8) id.resize(kImeiDigits);
  for (char c : id)
    if (c < '0' || c > '9') return InvalidArgument("h02: binary id is not BCD");
  out->device_id = id;
  size_t o = 1 + id_bytes;
  auto digits = BcdToDigits(frame.subspan(o, 6));
  std::string lat_digits = ToHex(frame.subspan(o + 6, 4));
  std::string lon_hex = ToHex(frame.subspan(o + 11, 5));
  if (!digits) return InvalidArgument("h02: binary time is not BCD");
  std::string_view d = *digits;
  auto time = FixTime(d.substr(6, 6), d.substr(0, 6));
  auto lat = Degrees(lat_digits, 2);
  auto lon = Degrees(std::string_view(lon_hex).substr(0, 9), 3);
  if (!time || !lat || !lon) return InvalidArgument("h02: binary time or coordinates are not BCD");
  const int flags = std::stoi(lon_hex.substr(9, 1), nullptr, 16);
  double speed = 0, course = 0;
  if (auto m = BcdToDigits(frame.subspan(o + 16, 3))) {
    speed = std::stoi(m->substr(0, 3));
    course = std::stoi(m->substr(3, 3));
  }
  AddFix(time, 0, (flags & 0x2) != 0, (flags & 0x4) ? *lat : -*lat, (flags & 0x8) ? *lon : -*lon, speed, course, out);
  const uint32_t status = ByteReader(frame.subspan(o + 19, 4)).U32();
  ApplyStatus(status, out);
  return Status::Ok();
}

}  // namespace chelian::h02
