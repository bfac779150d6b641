// The authentication codes of JT/T 808 terminals (migration 0057): the SHA-256 of the code the
// platform issued at the terminal's last registration and when the terminal first proved it. The
// codes themselves are never stored. Used by the gateway (gateway/device_auth.h), the reset call
// and the admin CLI.
#pragma once

#include <string>
#include <string_view>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct DeviceAuthRow {
  std::string code_hash;    // "" when no code was issued (or it was reset)
  long long proven_at = 0;  // 0 until a 0x0102 presented the code
};

// The device's code hash and proof. NotFound for an unknown device id.
Result<DeviceAuthRow> GetDeviceAuth(Connection& conn, long long device_id);

// A registration: replaces the code by `code_hash` unless the current one was proven. Returns false
// (nothing changed) when it was (the terminal is registered: 终端已被注册).
Result<bool> IssueDeviceAuthCode(Connection& conn, long long device_id, const std::string& code_hash);

// Records the first authentication with the code `code_hash` at `now` (nothing when already
// recorded, or when the code was replaced meanwhile).
Status MarkDeviceAuthProven(Connection& conn, long long device_id, const std::string& code_hash, long long now);

// An administrator's reset: forgets the code and its proof of the device whose terminal number is
// `terminal_no` (leading zeros are not significant) if it is fitted to an asset inside `scope`
// (Scope::Everything also finds unfitted devices). Returns the device id; NotFound otherwise.
Result<long long> ResetDeviceAuth(Connection& conn, const Scope& scope, std::string_view terminal_no);

}  // namespace chelian::store
