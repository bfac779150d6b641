// Handlers of the voice calls; decoding and encoding run here, on the request pool (never on I/O
// threads), a message at a time (a 15 s AMR decodes in about 40 ms: bench_voice).
#include "api/voice/voice_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>

#include "api/envelope.h"
#include "api/import/uploaded_xlsx.h"
#include "api/paging.h"
#include "api/rights.h"
#include "api/shared_file.h"
#include "audio/amr.h"
#include "audio/voice_upload.h"
#include "audio/wav.h"
#include "core/clock.h"
#include "core/hex.h"
#include "domain/catalogue_command.h"
#include "store/command_repo.h"
#include "store/expired_clause.h"
#include "store/fence_repo.h"
#include "store/media_repo.h"
#include "store/voice_repo.h"

namespace chelian::api {
namespace {

constexpr size_t kMaxStoredVoiceBytes = 1 << 20;  // the gateway keeps ≤ 512 KB; anything larger is no voice file

struct Ctx {
  ApiServices& s;
  gateway::CommandTracker& tracker;
  CommandApiOptions options;
  std::string media_dir;
};

// The wearer inside the caller's subtree and not expired (flag 0 with the reason otherwise).
Status CheckWearer(Ctx& ctx, store::Connection& conn, const ApiCall& call, long long asset) {
  auto group = store::VehicleGroup(conn, call.session().scope(), asset);
  if (!group.ok())
    return group.status().code() == StatusCode::kNotFound ? NotFound("人员或宠物不存在或无权查看") : group.status();
  return store::CheckNotExpired(conn, call.session().scope(), asset, HideExpiredAt(ctx.s));
}

net::HttpResponse List(Ctx& ctx, ApiCall& call) {
  auto asset = call.IntParam("vehicleId");
  if (!asset) return Fail(kFlagFail, "请选择人员或宠物");
  PageParams page = ReadPage(call, 20, 200);
  auto conn = ctx.s.db.Acquire();
  if (Status seen = CheckWearer(ctx, *conn, call, *asset); !seen.ok()) return FromStatus(seen);
  auto voices = store::PageVoiceMessages(*conn, call.session().scope(), *asset, page.page_number, page.page_size);
  if (!voices.ok()) return FromStatus(voices.status());
  boost::json::array data;
  for (const store::VoiceMessage& v : voices->rows) {
    boost::json::object o;
    o["voiceId"] = v.id;
    o["vehicleId"] = *asset;
    o["time"] = FormatLocalTime(v.time, ctx.s.options.utc_offset_minutes);
    o["direction"] = v.direction;
    if (v.duration_ms) o["durationMs"] = *v.duration_ms;
    o["bytes"] = v.bytes;
    if (v.command_id) o["commandId"] = *v.command_id;
    if (v.command_status) {
      o["status"] = *v.command_status;
      o["statusText"] = store::CommandStatusText(static_cast<store::CommandStatus>(*v.command_status));
    }
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), voices->total, page));
}

net::HttpResponse Wav(Ctx& ctx, ApiCall& call) {
  auto asset = call.IntParam("vehicleId");
  auto voice = call.IntParam("voiceId");
  if (!asset || !voice) return Fail(kFlagFail, "缺少人员或语音编号");
  Result<store::MediaFile> file = [&]() -> Result<store::MediaFile> {
    auto conn = ctx.s.db.Acquire();
    if (Status seen = CheckWearer(ctx, *conn, call, *asset); !seen.ok()) return seen;
    return store::FindVoiceFile(*conn, call.session().scope(), *asset, *voice);
  }();
  if (!file.ok()) {
    if (file.status().code() == StatusCode::kNotFound) return Fail(kFlagFail, file.status().message(), 0, 404);
    return FromStatus(file.status());
  }
  const std::filesystem::path local = std::filesystem::path(ctx.media_dir) / file->path;
  if (Status here = EnsureLocalFile(ctx.s, file->node, "media", file->path, local.string()); !here.ok())
    return Fail(kFlagFail,
                here.code() == StatusCode::kUnavailable ? "文件所在节点暂时无法访问，请稍后再试" : "语音文件不存在", 0,
                here.code() == StatusCode::kUnavailable ? 503 : 404);
  std::ifstream in(local, std::ios::binary);
  if (!in) return Fail(kFlagFail, "语音文件不存在", 0, 404);
  Bytes amr;
  amr.reserve(64 * 1024);
  char buf[16 * 1024];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    amr.insert(amr.end(), buf, buf + in.gcount());
    if (amr.size() > kMaxStoredVoiceBytes) return Fail(kFlagFail, "语音文件过大，无法播放");
  }
  auto pcm = audio::DecodeAmr(amr);
  if (!pcm.ok()) return Fail(kFlagFail, "语音无法播放：" + pcm.status().message());
  Bytes wav = audio::WriteWav(*pcm, audio::kAmrSampleRate);
  net::HttpResponse res;
  res.content_type = "audio/wav";
  res.body.assign(wav.begin(), wav.end());
  res.compressible = false;
  res.SetHeader("Cache-Control", "private, max-age=86400");
  return res;
}

// Writes `amr` under media.dir (as the gateway stores uploads: <device>/<day>/…); the relative path.
Result<std::string> StoreFile(const Ctx& ctx, long long device_id, long long now, const Bytes& amr) {
  std::string relative = std::to_string(device_id) + "/" +
                         FormatLocalTime(now, ctx.s.options.utc_offset_minutes).substr(0, 10) + "/down_" +
                         std::to_string(now) + ".amr";
  std::filesystem::path file = std::filesystem::path(ctx.media_dir) / relative;
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  std::ofstream out(file, std::ios::binary);
  out.write(reinterpret_cast<const char*>(amr.data()), static_cast<std::streamsize>(amr.size()));
  out.close();
  if (!out) return Internal("语音文件保存失败");
  return relative;
}

net::HttpResponse Send(Ctx& ctx, ApiCall& call) {
  auto asset = call.IntParam("vehicleId");
  if (!asset) return Fail(kFlagFail, "请选择人员或宠物");
  Result<store::CommandTarget> target = [&] {
    auto conn = ctx.s.db.Acquire();
    return store::FindCommandTarget(*conn, call.session().scope(), *asset);
  }();
  if (!target.ok()) return FromStatus(target.status());
  auto file = UploadedFileOf(call);
  if (!file.ok()) return FromStatus(file.status());
  auto voice = audio::PrepareVoiceForWatch(AsBytes(file->data));
  if (!voice.ok()) return FromStatus(voice.status());
  const long long now = ctx.s.now();
  auto relative = StoreFile(ctx, target->device_id, now, voice->amr);
  if (!relative.ok()) return FromStatus(relative.status());
  auto command =
      SendCommandFor(ctx.s, ctx.tracker, ctx.options, call, command_type::kVoiceMessage, ToHex(voice->amr), *target);
  if (!command.ok()) {
    std::error_code ec;
    std::filesystem::remove(std::filesystem::path(ctx.media_dir) / *relative, ec);
    return FromStatus(command.status());
  }
  store::NewMedia row;
  row.device_id = target->device_id;
  row.asset_id = target->asset_id;
  row.group_id = target->group_id;
  row.type = store::kMediaAudio;
  row.format = store::kFormatAmr;
  row.path = *relative;
  row.bytes = static_cast<long long>(voice->amr.size());
  row.time = now;
  row.created_at = now;
  row.direction = 1;
  row.node = ctx.s.node_id;
  row.duration_ms = voice->duration_ms;
  row.command_id = *command;
  auto conn = ctx.s.db.Acquire();
  auto id = store::InsertMedia(*conn, row);
  if (!id.ok()) return FromStatus(id.status());
  boost::json::object o;
  o["voiceId"] = *id;
  o["id"] = *command;
  o["durationMs"] = voice->duration_ms;
  o["online"] = ctx.tracker.Online(target->device_id) ? 1 : 0;
  return Ok(std::move(o));
}

}  // namespace

void RegisterVoiceRoutes(ApiRouter& router, ApiServices& services, gateway::CommandTracker& tracker,
                         CommandApiOptions options, std::string media_dir) {
  auto ctx = std::make_shared<Ctx>(Ctx{services, tracker, options, std::move(media_dir)});
  const std::string base = "/car/v4/api/voice/";
  router.Add(base + "list.json", Access::kSession, [ctx](ApiCall& c) { return List(*ctx, c); });
  router.Add(base + "wav.json", Access::kSession, [ctx](ApiCall& c) { return Wav(*ctx, c); });
  router.Add(base + "send.json", Access::kSession, [ctx](ApiCall& c) { return Send(*ctx, c); },
             {.right = Right::kCommand});
}

}  // namespace chelian::api
