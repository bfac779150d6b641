// Voice messages (protocols.md §4 Media): TK/TK2 carry a whole AMR file ("#!AMR\n" then frames) in
// one frame; JXTK carries it in numbered parts (JXTK,<flag>,<name>,<n>,<total>,<part>), kept on the
// connection until the last; the AMR then becomes the message's media (audio, format 5 AMR).
#include "core/strings.h"
#include "protocol/watch/constants.h"
#include "protocol/watch/decoder.h"
#include "protocol/watch/messages.h"

namespace chelian::watch {
namespace {

constexpr std::string_view kAmrMagic = "#!AMR";
constexpr size_t kMaxVoiceBytes = 512 * 1024;  // about five minutes of AMR-NB at 12.2 kbit/s
constexpr uint8_t kMediaAudio = 1;
constexpr uint8_t kFormatAmr = 5;

void SetVoice(Session& session, Bytes data, DeviceMessage* out) {
  MediaData media;
  media.id = ++session.media_count;
  media.type = kMediaAudio;
  media.format = kFormatAmr;
  media.data = std::move(data);
  out->media = std::move(media);
}

}  // namespace

Status DecodeVoice(uint16_t id, std::string_view fields, Session& session, DeviceMessage* out) {
  if (id == kMsgVoice) {
    if (!StartsWith(fields, kAmrMagic)) return InvalidArgument("watch: TK without an AMR header");
    SetVoice(session, Bytes(fields.begin(), fields.end()), out);
    return Status::Ok();
  }
  // JXTK: the part follows the fifth comma (it may hold commas itself).
  size_t at = 0;
  std::string_view head[4];
  for (auto& h : head) {
    size_t comma = fields.find(',', at);
    if (comma == std::string_view::npos) return InvalidArgument("watch: JXTK with fewer than five fields");
    h = fields.substr(at, comma - at);
    at = comma + 1;
  }
  const std::string_view name = head[1], part = fields.substr(at);
  auto n = IntegerField(head[2]), total = IntegerField(head[3]);
  if (!n || !total || *n < 1 || *total < *n || *total > 10'000) return InvalidArgument("watch: JXTK part numbers");
  if (*n == 1) {
    session.voice_name = std::string(name);
    session.voice.clear();
    session.voice_next = 1;
  }
  if (session.voice_name != name || session.voice_next != *n) {
    session.voice_next = 0;  // a part missing: the message is dropped, the next one starts anew
    session.voice.clear();
    return InvalidArgument("watch: JXTK part " + std::to_string(*n) + " out of order");
  }
  if (session.voice.size() + part.size() > kMaxVoiceBytes) {
    session.voice_next = 0;
    session.voice.clear();
    return InvalidArgument("watch: JXTK voice message too long");
  }
  session.voice.insert(session.voice.end(), part.begin(), part.end());
  ++session.voice_next;
  if (*n < *total) {
    out->partial = true;
    return Status::Ok();
  }
  session.voice_next = 0;
  if (!StartsWith(std::string_view(reinterpret_cast<const char*>(session.voice.data()), session.voice.size()),
                  kAmrMagic)) {
    session.voice.clear();
    return InvalidArgument("watch: JXTK voice without an AMR header");
  }
  SetVoice(session, std::move(session.voice), out);
  session.voice.clear();
  return Status::Ok();
}

}  // namespace chelian::watch
