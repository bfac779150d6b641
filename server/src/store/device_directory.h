// Resolves a device's terminal number (as its protocol sends it) to the registered device and its
// asset and group. Cached in memory; unknown terminals are recorded in unregistered_devices and,
// when the policy says so, registered into a default group. Thread-safe.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "core/clock.h"
#include "core/status.h"
#include "core/text_map.h"
#include "store/db.h"

namespace chelian::store {

struct DeviceRef {
  long long device_id = 0;
  long long asset_id = 0;
  long long group_id = 0;
  std::string group_path;
  std::string plate;
  std::string terminal_no;  // as registered
  std::string protocol;
  long long expires_at = 0;  // service expiry as loaded (0: none; docs/renewal.md)
  std::string group_name;    // shown with its alarms (所属车组)
  int asset_kind = 1;        // assets.kind: 1 vehicle, 2 person, 3 pet, 4 e-bike (theft rules)
};

struct UnknownDevicePolicy {
  bool auto_register = false;
  std::string default_group;  // group name for auto-registered devices (created under the first root if missing)
};

class DeviceDirectory {
 public:
  DeviceDirectory(Database& db, UnknownDevicePolicy policy, NowFn now);

  // The device for `terminal_no` (leading zeros are not significant: JT/T 808 pads the number to
  // 12 or 20 BCD digits). Unknown: recorded as unregistered, then auto-registered (as a device of
  // `protocol` and `terminal_type`, the protocol's first in the registry) or NotFound.
  // The returned reference is shared and immutable (cheap to pass along with every message).
  // A cached device costs a lock and a lookup: nothing is allocated (called for every message).
  Result<std::shared_ptr<const DeviceRef>> Resolve(std::string_view protocol, std::string_view terminal_no,
                                                   const std::string& remote, std::string_view terminal_type);

  // Forgets cached entries (after devices are added, moved or deleted).
  void InvalidateAll();

  // "00013829655854" → "13829655854"; "0" stays "0". A view into `terminal_no`.
  static std::string_view Normalize(std::string_view terminal_no);

  // The lookup of a normalized number (twice as parameters); both terms are indexed (0052).
  static constexpr char kLoadSql[] =
      "SELECT d.id, d.asset_id, a.group_id, g.path, a.plate, d.terminal_no, d.protocol, COALESCE(d.expires_at, 0), "
      "g.name, a.kind FROM devices d "
      "JOIN assets a ON a.id = d.asset_id JOIN groups g ON g.id = a.group_id "
      "WHERE ltrim(d.terminal_no, '0') = ? OR d.terminal_no = ? LIMIT 1";

 private:
  Result<DeviceRef> Load(Connection& conn, const std::string& key);
  Result<DeviceRef> Register(Connection& conn, const std::string& protocol, const std::string& terminal_type,
                             const std::string& terminal_no, const std::string& remote);

  Database& db_;
  UnknownDevicePolicy policy_;
  NowFn now_;
  std::mutex mu_;
  TextMap<std::shared_ptr<const DeviceRef>> known_;  // GUARDED_BY(mu_) normalized number → device
  // A terminal found unregistered: refused without a lookup until `until`; its row in
  // unregistered_devices was written at `recorded_at`, with frames seen since counted to add.
  struct Unknown {
    long long until = 0;
    long long recorded_at = 0;
    long long unrecorded_frames = 0;
  };
  TextMap<Unknown> unknown_;  // GUARDED_BY(mu_) normalized number → negative cache entry
};

}  // namespace chelian::store
