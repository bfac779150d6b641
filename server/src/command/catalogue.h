// The command catalogue: every command the console can send to a vehicle, as a resource (id,
// Chinese name, commandType, validated parameters). Which terminal types take a command and how it
// is encoded for them comes from the protocol registry (protocol/<name>/commands.cc). Pure and
// immutable; docs/commands.md lists it.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"
#include "domain/catalogue_command.h"
#include "domain/device_command.h"
#include "protocol/parts.h"

namespace chelian::command {

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
  bool own_page = false;  // sent from a page of its own (发送语音: 语音消息), not offered by the instructions dialog

  // Whether terminals of type `t` take this command (FindTerminalType in protocol/registry.h finds
  // a device's type).
  bool Supports(const TerminalType& t) const { return t.Find(type) != nullptr; }
};

// Every command, in menu order.
std::span<const CommandDef> Catalogue();
const CommandDef* FindCommand(std::string_view type);
const CommandDef* FindCommandByResource(long long resource_id);

// Parses a commandMsg for `def`: its fields in order separated by ',' (the last field takes the
// rest, so free text may contain commas); a command without parameters takes "". Errors:
// InvalidArgument with a Chinese message naming the field.
Result<CommandArgs> ParseCommandMsg(const CommandDef& def, std::string_view msg);

// The commandMsg as it may be stored and shown: passwords replaced by ******.
std::string MaskedCommandMsg(const CommandDef& def, std::string_view msg);

// Parses and encodes in one step. Errors: InvalidArgument (bad parameters, or values the terminal
// cannot carry), FailedPrecondition (the terminal type does not take the command).
Result<DeviceCommand> EncodeCommand(const CommandDef& def, const TerminalType& terminal, std::string_view msg);

// The button permission the cut-oil and restore-oil commands need, and the one every command needs.
inline constexpr long long kCutOilPermission = 130113;
inline constexpr long long kCommandPermission = 130112;

}  // namespace chelian::command
