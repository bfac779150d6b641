// Implementation of the file share: requests are "kind\npath\noffset"; a reply is one status byte
// ('+' data follows, '-' no such file) and up to chunk_bytes of the file; a short chunk is the last.
#include "cluster/file_share.h"

#include <spdlog/spdlog.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <vector>

#include "core/strings.h"

namespace chelian::cluster {

namespace fs = std::filesystem;

std::string FilesSubject(const std::string& node_id) { return "chelian.files." + node_id; }

FileShare::FileShare(Bus& bus, FileShareOptions options)
    : bus_(bus), options_(std::move(options)), readers_("cluster-files", 2, options_.max_queue) {}

FileShare::~FileShare() { readers_.Stop(); }

Status FileShare::Start() {
  return bus_.Answer(FilesSubject(options_.node_id), [this](std::string_view request, std::string reply_to) {
    if (!readers_.TryPost([this, request = std::string(request), reply_to]() mutable {
          Serve(std::move(request), std::move(reply_to));
        }))
      spdlog::warn("cluster: file request dropped, {} waiting", options_.max_queue);  // the asker times out
  });
}

std::string FileShare::LocalPath(std::string_view kind, const std::string& relative) const {
  auto dir = options_.dirs.find(kind);
  if (dir == options_.dirs.end() || relative.empty()) return "";
  fs::path rel(relative);
  if (rel.is_absolute()) return "";
  for (const auto& part : rel)
    if (part == ".." || part == ".") return "";
  return (fs::path(dir->second) / rel).string();
}

void FileShare::Serve(std::string request, std::string reply_to) {
  auto parts = Split(request, '\n');
  long long offset = -1;
  std::string path;
  if (parts.size() == 3 && ParseInt64(parts[2], &offset) && offset >= 0)
    path = LocalPath(parts[0], std::string(parts[1]));
  std::ifstream in(path, std::ios::binary);
  if (path.empty() || !in) {
    bus_.Publish(reply_to, "-");
    return;
  }
  std::string reply(1 + options_.chunk_bytes, '\0');
  reply[0] = '+';
  in.seekg(offset);
  in.read(reply.data() + 1, static_cast<std::streamsize>(options_.chunk_bytes));
  reply.resize(1 + static_cast<size_t>(std::max<std::streamsize>(in.gcount(), 0)));
  bus_.Publish(reply_to, reply);
}

Status FileShare::Fetch(const std::string& owner, std::string_view kind, const std::string& relative) {
  const std::string target = LocalPath(kind, relative);
  if (target.empty()) return InvalidArgument("文件路径无效");
  static thread_local std::mt19937_64 rng{std::random_device{}()};
  const fs::path part = target + ".part" + std::to_string(rng());
  std::error_code ec;
  fs::create_directories(part.parent_path(), ec);
  Status result = Status::Ok();
  {
    std::ofstream out(part, std::ios::binary | std::ios::trunc);
    if (!out) return Internal("无法写入文件 " + part.string());
    for (long long offset = 0;;) {
      auto reply =
          bus_.Request(FilesSubject(owner), std::string(kind) + "\n" + relative + "\n" + std::to_string(offset),
                       options_.timeout_ms);
      if (!reply.ok()) {
        result = Unavailable("文件所在节点 " + owner + " 无应答");
        break;
      }
      if (reply->empty() || (*reply)[0] != '+') {
        result = NotFound("文件不存在");
        break;
      }
      size_t n = reply->size() - 1;
      out.write(reply->data() + 1, static_cast<std::streamsize>(n));
      offset += static_cast<long long>(n);
      if (n < options_.chunk_bytes) break;
    }
    out.close();
    if (result.ok() && !out) result = Internal("无法写入文件 " + part.string());
  }
  if (result.ok()) {
    fs::rename(part, target, ec);  // whole or not at all
    if (ec) result = Internal("无法保存文件 " + target);
  }
  if (!result.ok()) fs::remove(part, ec);
  return result;
}

}  // namespace chelian::cluster
