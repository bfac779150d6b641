// The catalogue's commands as the protocols see them: the commandType names, the order of each
// command's parameters, and their values once the catalogue (command/catalogue.cc) validated them.
// Each protocol encodes the commands its terminal types take (protocol/<name>/commands.cc).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace chelian {

// A command's parameter values in the order listed below for its type, validated (integers in
// range, hosts, hex …). Immutable.
class CommandArgs {
 public:
  explicit CommandArgs(std::vector<std::string> raw) : raw_(std::move(raw)) {}
  // REQUIRES: i < size().
  const std::string& Text(size_t i) const { return raw_.at(i); }
  long long Int(size_t i) const;  // 0 when not an integer
  size_t size() const { return raw_.size(); }

 private:
  std::vector<std::string> raw_;
};

// A dotted-quad IPv4 address ("1.2.3.4"), as opposed to a domain name: SERVER's host is validated
// as either, and several protocols encode the two differently.
bool IsIpv4Address(std::string_view host);

// commandType names (the resources' `param`) and their parameters, in order.
namespace command_type {
inline constexpr std::string_view kCutOil = "CUT_OIL";                  // password (checked by the API)
inline constexpr std::string_view kRestoreOil = "RESTORE_OIL";          // password
inline constexpr std::string_view kLocate = "LOCATE";                   // –
inline constexpr std::string_view kTrack = "TRACK";                     // interval s, duration s
inline constexpr std::string_view kReportInterval = "REPORT_INTERVAL";  // seconds
inline constexpr std::string_view kHeartbeat = "HEARTBEAT";             // seconds
inline constexpr std::string_view kServer = "SERVER";                   // host, port
inline constexpr std::string_view kOverspeed = "OVERSPEED";             // speed km/h, duration s
inline constexpr std::string_view kReset = "RESET";                     // –
inline constexpr std::string_view kFactoryReset = "FACTORY_RESET";      // –
inline constexpr std::string_view kText = "TEXT";                       // flag, text
inline constexpr std::string_view kPhoto = "PHOTO";                     // –
inline constexpr std::string_view kQueryParams = "QUERY_PARAMS";        // –
inline constexpr std::string_view kVersion = "VERSION";                 // –
inline constexpr std::string_view kArm = "ARM";                         // –
inline constexpr std::string_view kDisarm = "DISARM";                   // –
inline constexpr std::string_view kPassthrough = "PASSTHROUGH";         // type 0–255, hex data
inline constexpr std::string_view kCustom = "CUSTOM";                   // text (sent as is)
inline constexpr std::string_view kTrackMode = "TRACK_MODE";            // seconds
inline constexpr std::string_view kSosSwitch = "SOS_SWITCH";            // 1 on / 0 off
// Wearables (3G* watch badges, docs/card.md):
inline constexpr std::string_view kSosNumbers = "SOS_NUMBERS";      // numbers "a,b,c" (1–3)
inline constexpr std::string_view kPhonebook = "PHONEBOOK";         // entries "姓名:号码,…" (1–5)
inline constexpr std::string_view kSilentHours = "SILENT_HOURS";    // periods "HH:mm-HH:mm,…" (1–4)
inline constexpr std::string_view kAlarmClocks = "ALARM_CLOCKS";    // daily times "HH:mm,…" (1–3)
inline constexpr std::string_view kMonitor = "MONITOR";             // phone the badge calls back
inline constexpr std::string_view kPowerOff = "POWER_OFF";          // –
inline constexpr std::string_view kFindDevice = "FIND_DEVICE";      // – (the badge rings)
inline constexpr std::string_view kVoiceMessage = "VOICE_MESSAGE";  // an AMR-NB file as hex (D134)
}  // namespace command_type

}  // namespace chelian
