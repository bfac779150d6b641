// Implementation of the device directory.
#include "store/device_directory.h"

#include <spdlog/spdlog.h>

#include <utility>

#include "store/asset_repo.h"
#include "store/group_repo.h"

namespace chelian::store {
namespace {
constexpr long long kNegativeCacheMs = 30'000;
constexpr long long kRecordEveryMs = 60'000;
constexpr size_t kMaxCached = 1'000'000;
}  // namespace

DeviceDirectory::DeviceDirectory(Database& db, UnknownDevicePolicy policy, NowFn now)
    : db_(db), policy_(std::move(policy)), now_(std::move(now)) {}

std::string_view DeviceDirectory::Normalize(std::string_view terminal_no) {
  size_t first = terminal_no.find_first_not_of('0');
  if (first == std::string_view::npos)
    return terminal_no.empty() ? terminal_no : terminal_no.substr(terminal_no.size() - 1);
  return terminal_no.substr(first);
}

Result<DeviceRef> DeviceDirectory::Load(Connection& conn, const std::string& key) {
  auto rows = conn.Query(kLoadSql, {key, key});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("unregistered terminal " + key);
  const Row& r = rows->front();
  return DeviceRef{r.Int(0),  r.Int(1),  r.Int(2), r.Text(3), r.Text(4),
                   r.Text(5), r.Text(6), r.Int(7), r.Text(8), static_cast<int>(r.Int(9))};
}

Result<DeviceRef> DeviceDirectory::Register(Connection& conn, const std::string& protocol,
                                            const std::string& terminal_type, const std::string& terminal_no,
                                            const std::string& remote) {
  const Scope everything = Scope::Everything();
  long long group_id = 0;
  if (auto g = FindGroupByName(conn, everything, policy_.default_group); g.ok()) {
    group_id = g->id;
  } else {
    // Under the first top-level group (the platform's own, where its administrators are), so the
    // administrators see the devices; a root of its own only in an empty database.
    auto root = conn.Query("SELECT id FROM groups WHERE parent_id IS NULL ORDER BY id LIMIT 1", {});
    if (!root.ok()) return root.status();
    long long parent = root->empty() ? 0 : root->front().Int(0);
    auto created = CreateGroup(conn, everything, {parent, policy_.default_group, "", "", "设备自动注册"}, now_());
    if (!created.ok()) return created.status();
    group_id = created->id;
  }
  NewAsset asset{group_id, 1, terminal_no};
  NewDevice device{terminal_no, terminal_type, protocol};
  auto a = CreateAssetWithDevice(conn, everything, asset, device, now_());
  if (!a.ok()) return a.status();
  // Still listed for the administrators, as registered by the gateway (CreateAssetWithDevice
  // dropped the row of a terminal registered by hand).
  Status listed = conn.Exec(
      "INSERT INTO unregistered_devices (terminal_no, protocol, first_seen, last_seen, remote, frames, auto_asset_id) "
      "VALUES (?, ?, ?, ?, ?, 1, ?)",
      {terminal_no, protocol, now_(), now_(), remote, a->id});
  if (!listed.ok()) spdlog::warn("cannot list auto-registered terminal {}: {}", terminal_no, listed.message());
  spdlog::info("auto-registered {} terminal {} into {}", protocol, terminal_no, policy_.default_group);
  return Load(conn, std::string(Normalize(terminal_no)));
}

Result<std::shared_ptr<const DeviceRef>> DeviceDirectory::Resolve(std::string_view protocol,
                                                                  std::string_view terminal_no,
                                                                  const std::string& remote,
                                                                  std::string_view terminal_type) {
  std::string_view number = Normalize(terminal_no);
  if (number.empty()) return InvalidArgument("empty terminal number");
  long long now = 0, frames = 1;  // frames: this one and those answered from the negative cache
  {
    std::lock_guard lock(mu_);
    if (auto it = known_.find(number); it != known_.end()) return it->second;
    now = now_();
    if (auto it = unknown_.find(number); it != unknown_.end()) {
      Unknown& u = it->second;
      if (u.until > now && !policy_.auto_register && now - u.recorded_at < kRecordEveryMs) {
        ++u.unrecorded_frames;  // written with the next record
        return NotFound("unregistered terminal " + std::string(number));
      }
      frames += std::exchange(u.unrecorded_frames, 0);
    }
  }
  // Not cached: the database answers (once per device, or per negative-cache period).
  const std::string key(number), terminal(terminal_no), protocol_name(protocol);
  auto conn = db_.Acquire();
  auto ref = Load(*conn, key);
  if (!ref.ok() && ref.status().code() == StatusCode::kNotFound) {
    // Remember that it tried, for the admin's list of unregistered devices.
    Status s = conn->Exec(
        "INSERT INTO unregistered_devices (terminal_no, protocol, first_seen, last_seen, remote, frames) "
        "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (terminal_no, protocol) DO UPDATE SET last_seen = excluded.last_seen, "
        "remote = excluded.remote, frames = unregistered_devices.frames + excluded.frames",
        {terminal, protocol_name, now, now, remote, frames});
    if (!s.ok()) spdlog::warn("cannot record unregistered terminal {}: {}", terminal, s.message());
    if (policy_.auto_register) ref = Register(*conn, protocol_name, std::string(terminal_type), terminal, remote);
  }
  std::lock_guard lock(mu_);
  if (ref.ok()) {
    if (known_.size() >= kMaxCached) known_.clear();
    auto shared = std::make_shared<const DeviceRef>(std::move(ref.value()));
    known_[key] = shared;
    unknown_.erase(key);
    return shared;
  }
  if (ref.status().code() == StatusCode::kNotFound) {
    if (unknown_.size() >= kMaxCached) unknown_.clear();
    Unknown& u = unknown_[key];
    u.until = now + kNegativeCacheMs;
    u.recorded_at = now;
  }
  return ref.status();
}

void DeviceDirectory::InvalidateAll() {
  std::lock_guard lock(mu_);
  known_.clear();
  for (auto& [number, u] : unknown_) u.until = 0;  // looked up again; the record's timing stays
}

}  // namespace chelian::store
