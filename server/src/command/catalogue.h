// The command catalogue: every command the console can send to a vehicle, as a resource (id,
// Chinese name, commandType, validated parameters, the terminal families that support it) and how
// it is encoded for each family. Pure and immutable; docs/commands.md lists it.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"
#include "domain/device_command.h"

namespace chelian::command {

// How a terminal takes commands. Terminal types map onto a family (TerminalFamilyOf).
enum class Family { kJt808, kBsj, kGt06, kGt06Dyd };
inline constexpr Family kFamilies[] = {Family::kJt808, Family::kBsj, Family::kGt06, Family::kGt06Dyd};

// The terminal types the catalogue names (devices.terminal_type), with their family.
inline constexpr std::string_view kTerminalJt808 = "GPRS-部标";
inline constexpr std::string_view kTerminalBsj = "BSJ-部标";
inline constexpr std::string_view kTerminalGt06 = "GPRS-GT06";
// GT06 trackers whose oil relay takes the password-protected DYD/HFYD texts (device password 123456).
inline constexpr std::string_view kTerminalGt06Dyd = "GT06-DYD";

// The family of a device: by its terminal type when the catalogue knows it, else by protocol.
std::optional<Family> TerminalFamilyOf(std::string_view terminal_type, std::string_view protocol);

enum class ParamKind {
  kInt,       // decimal integer in [min, max]
  kText,      // free text of min..max characters (may contain commas only as the last field)
  kPassword,  // the user's own sign-in password, checked by the API and never stored or sent
  kHost,      // IPv4 address or domain name
  kPhone,     // digits, optional leading +, 3–20 characters
  kChoice,    // one of `options` (by value)
  kHex,       // even number of hex digits, min..max bytes
};

struct ParamOption {
  int value;
  std::string_view label;
};

struct ParamSpec {
  std::string_view key;
  std::string_view label;
  ParamKind kind = ParamKind::kInt;
  long long min = 0, max = 0;
  std::string_view unit;
  std::vector<ParamOption> options;  // kChoice
  std::string_view hint;             // shown under the field
  std::optional<long long> default_value;
};

// Parameter values of one command, in ParamSpec order, validated.
class CommandValues {
 public:
  explicit CommandValues(std::vector<std::string> raw) : raw_(std::move(raw)) {}
  const std::string& Text(size_t i) const { return raw_.at(i); }
  long long Int(size_t i) const;
  size_t size() const { return raw_.size(); }

 private:
  std::vector<std::string> raw_;
};

using Encoder = Result<DeviceCommand> (*)(const CommandValues& values);

struct CommandDef {
  long long resource_id = 0;
  std::string_view type;  // commandType (the resource's `param`), e.g. "LOCATE"
  std::string_view name;  // 立即定位
  std::vector<ParamSpec> params;
  bool direct = false;       // sent at once from the command menu (no dialog)
  bool cut_oil = false;      // needs the cut-oil permission and the user's password
  bool speed_guard = false;  // not executed while the vehicle is faster than the configured speed
  bool confirm = false;      // the dialog asks for a confirmation (reset to factory settings)
  std::string_view remark;   // one line shown in the dialog
  Encoder jt808 = nullptr;   // per family; nullptr: not supported
  Encoder bsj = nullptr;
  Encoder gt06 = nullptr;
  Encoder gt06_dyd = nullptr;  // DYD trackers: this when set, else `gt06`

  Encoder EncoderFor(Family f) const {
    switch (f) {
      case Family::kJt808: return jt808;
      case Family::kBsj: return bsj;
      case Family::kGt06: return gt06;
      case Family::kGt06Dyd: return gt06_dyd ? gt06_dyd : gt06;
    }
    return nullptr;
  }
  bool Supports(Family f) const { return EncoderFor(f) != nullptr; }
};

// Every command, in menu order.
std::span<const CommandDef> Catalogue();
const CommandDef* FindCommand(std::string_view type);
const CommandDef* FindCommandByResource(long long resource_id);

// Parses a commandMsg for `def`: its fields in order separated by ',' (the last field takes the
// rest, so free text may contain commas); a command without parameters takes "". Errors:
// InvalidArgument with a Chinese message naming the field.
Result<CommandValues> ParseCommandMsg(const CommandDef& def, std::string_view msg);

// The commandMsg as it may be stored and shown: passwords replaced by ******.
std::string MaskedCommandMsg(const CommandDef& def, std::string_view msg);

// Parses and encodes in one step. Errors: InvalidArgument (bad parameters), FailedPrecondition
// (the family does not support the command).
Result<DeviceCommand> EncodeCommand(const CommandDef& def, Family family, std::string_view msg);

// The button permission the cut-oil and restore-oil commands need, and the one every command needs.
inline constexpr long long kCutOilPermission = 130113;
inline constexpr long long kCommandPermission = 130112;

}  // namespace chelian::command
