// For protocols without a login message or serial numbers (3G* watch, H02): numbers each decoded
// message on the connection and remembers which numbers named a new device — the first message
// naming a device signs it in. One helper for every such session.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "protocol/session.h"

namespace chelian {

class FirstMessageSignIn {
 public:
  // Gives `m` the connection's next number and notes a sign-in when it names a device other than
  // the last one named.
  void Number(DeviceMessage& m) {
    m.serial = ++count_;
    if (m.device_id.empty() || m.device_id == signed_in_) return;
    signed_in_ = m.device_id;
    if (logins_.size() == kLoginsKept) logins_.erase(logins_.begin());
    logins_.push_back(*m.serial);
  }
  SignIn Of(const DeviceMessage& m) const {
    if (!m.serial) return SignIn::kNone;
    return std::find(logins_.begin(), logins_.end(), *m.serial) != logins_.end() ? SignIn::kLogin : SignIn::kNone;
  }

 private:
  static constexpr size_t kLoginsKept = 8;  // sign-ins remembered until the gateway asks
  uint32_t count_ = 0;                      // messages decoded on this connection
  std::string signed_in_;                   // the device the last sign-in named
  std::vector<uint32_t> logins_;            // numbers of the messages that signed in
};

}  // namespace chelian
