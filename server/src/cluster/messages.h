// What nodes tell each other over the bus, as JSON text: a live update another node published
// (with the node that published it) and commands another node stored. docs/cluster.md § Subjects.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "live/push_hub.h"
#include "pipeline/device_state.h"

namespace chelian::cluster {

// Subjects: live updates under chelian.live.<kind>, stored commands on chelian.commands, ended
// sign-in sessions on chelian.sessions. A live update travels as {node, kind, vehicle, path, key,
// device, json[, attrs]}.
inline constexpr std::string_view kLivePrefix = "chelian.live.";
inline constexpr std::string_view kCommandsSubject = "chelian.commands";
inline constexpr std::string_view kSessionsSubject = "chelian.sessions";

struct LiveMessage {
  std::string node;
  live::LiveUpdate update;
};
std::string EncodeLive(const std::string& node, const live::LiveUpdate& update);
std::optional<LiveMessage> DecodeLive(std::string_view text);

struct CommandsMessage {
  std::string node;
  std::vector<long long> ids;
};
std::string EncodeCommands(const std::string& node, const std::vector<long long>& ids);
std::optional<CommandsMessage> DecodeCommands(std::string_view text);

// Sign-in sessions a node ended (sign-out, password change): the others drop them from their
// caches at once instead of at their next write-back. Sessions are named by the token's SHA-256,
// as stored; never by the token. {node, token} ends one session; {node, user, except} every session
// of `user` but `except`.
struct SessionsEnded {
  std::string token_hash;   // one session; empty: every session of `user_id`
  long long user_id = 0;    // with an empty token_hash
  std::string except_hash;  // the session kept (the one that changed the password)
};
struct SessionsMessage {
  std::string node;
  SessionsEnded ended;
};
std::string EncodeSessions(const std::string& node, const SessionsEnded& ended);
std::optional<SessionsMessage> DecodeSessions(std::string_view text);

// The latest state a "positions" update describes (live/live_messages.h PositionJson: times are
// local, read back at `utc_offset_minutes`, to the second), for the monitor's lists; nullopt when
// the text is not such an update.
std::optional<pipeline::DeviceState> StateOfPosition(std::string_view json, int utc_offset_minutes);

}  // namespace chelian::cluster
