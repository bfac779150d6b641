// Implementation of the console's static file serving with history fallback.
#include "net/static_site.h"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <vector>

#include "core/strings.h"
#include "net/gzip.h"

namespace chelian::net {

namespace fs = std::filesystem;

namespace {
constexpr size_t kMaxCachedBytes = 128 * 1024 * 1024;

// The request path (percent-decoded) as segments below the root: empty segments ("//", "%2F%2F")
// are skipped, so nothing can make the path absolute; a segment that could leave or confuse the
// root ("..", ".", a backslash, a NUL) refuses the whole path.
std::optional<std::vector<std::string>> Segments(const std::string& path) {
  if (path.empty() || path[0] != '/') return std::nullopt;
  std::vector<std::string> out;
  for (auto part : Split(path, '/')) {
    if (part.empty()) continue;
    if (part == ".." || part == "." || part.find_first_of(std::string_view("\\\0", 2)) != std::string_view::npos)
      return std::nullopt;
    out.emplace_back(part);
  }
  return out;
}
}  // namespace

StaticSite::StaticSite(fs::path root) : root_(std::move(root)) {}

std::string StaticSite::MimeType(const std::string& ext) {
  static const std::map<std::string, std::string> kTypes = {
      {".html", "text/html;charset=UTF-8"},
      {".js", "text/javascript;charset=UTF-8"},
      {".mjs", "text/javascript;charset=UTF-8"},
      {".css", "text/css;charset=UTF-8"},
      {".json", "application/json;charset=UTF-8"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".jpg", "image/jpeg"},
      {".jpeg", "image/jpeg"},
      {".gif", "image/gif"},
      {".ico", "image/x-icon"},
      {".webp", "image/webp"},
      {".woff", "font/woff"},
      {".woff2", "font/woff2"},
      {".ttf", "font/ttf"},
      {".map", "application/json"},
      {".txt", "text/plain;charset=UTF-8"},
      {".pbf", "application/x-protobuf"},
      {".wasm", "application/wasm"},
      {".mp3", "audio/mpeg"},
  };
  auto it = kTypes.find(ToLower(ext));
  return it == kTypes.end() ? "application/octet-stream" : it->second;
}

std::optional<StaticSite::CachedFile> StaticSite::ReadCached(const fs::path& file, bool want_gzip) {
  std::error_code ec;
  auto mtime = fs::last_write_time(file, ec);
  if (ec) return std::nullopt;
  std::string key = file.string();
  CachedFile entry;
  {
    std::lock_guard lock(mu_);
    auto it = cache_.find(key);
    if (it != cache_.end() && it->second.mtime == mtime) entry = it->second;
  }
  bool changed = false;
  if (!entry.body) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream ss;
    ss << in.rdbuf();
    entry = {mtime, std::make_shared<const std::string>(std::move(ss).str()), nullptr};
    changed = true;
  }
  // Compressed outside the lock: two first requests may both compress; either result is kept.
  if (want_gzip && !entry.gzipped && entry.body->size() >= kMinGzipBytes) {
    std::string gz = Gzip(*entry.body, GzipEffort::kOnce);
    entry.gzipped =
        !gz.empty() && gz.size() < entry.body->size() ? std::make_shared<const std::string>(std::move(gz)) : entry.body;
    changed = true;
  }
  if (changed) Store(key, entry);
  return entry;
}

void StaticSite::Store(const std::string& key, const CachedFile& entry) {
  auto size = [](const CachedFile& e) {
    return (e.body ? e.body->size() : 0) + (e.gzipped && e.gzipped != e.body ? e.gzipped->size() : 0);
  };
  std::lock_guard lock(mu_);
  if (cached_bytes_ + size(entry) > kMaxCachedBytes) {
    cache_.clear();
    cached_bytes_ = 0;
  }
  auto& slot = cache_[key];
  cached_bytes_ -= size(slot);
  slot = entry;
  cached_bytes_ += size(slot);
}

std::optional<fs::path> StaticSite::Resolve(const fs::path& relative) const {
  std::error_code ec;
  fs::path root = fs::canonical(root_, ec);
  if (ec) return std::nullopt;
  fs::path file = fs::canonical(root / relative, ec);
  if (ec || !fs::is_regular_file(file, ec) || ec) return std::nullopt;
  // Symlinks are followed by canonical(): what they lead to must still be inside the root.
  auto [root_end, file_it] = std::mismatch(root.begin(), root.end(), file.begin(), file.end());
  if (root_end != root.end()) return std::nullopt;
  return file;
}

std::optional<HttpResponse> StaticSite::Serve(const std::string& path, bool accepts_gzip) {
  auto segments = Segments(path);
  if (!segments) return std::nullopt;
  fs::path relative;
  for (const auto& s : *segments) relative /= s;
  // Which index.html answers unknown paths: the sub-app's under /child/<name>/, else the shell's.
  fs::path index = "index.html";
  if (segments->size() >= 2 && (*segments)[0] == "child") index = fs::path("child") / (*segments)[1] / "index.html";
  std::optional<fs::path> file = relative.empty() ? std::nullopt : Resolve(relative);
  bool fallback = false;
  if (!file) {
    // A missing file that looks like an asset (has an extension) is a real 404, not a page.
    std::string ext = relative.extension().string();
    if (!ext.empty() && ext != ".html") return std::nullopt;
    file = Resolve(index);
    if (!file) return std::nullopt;
    fallback = true;
  }
  std::string content_type = MimeType(file->extension().string());
  bool text = StartsWith(content_type, "text/") || StartsWith(content_type, "application/json") ||
              content_type == "image/svg+xml";
  auto entry = ReadCached(*file, accepts_gzip && text);
  if (!entry) return std::nullopt;
  HttpResponse res;
  res.content_type = std::move(content_type);
  // Made only for text a client took gzip for; equal to the body when the gzip was not smaller.
  bool gzip = accepts_gzip && entry->gzipped && entry->gzipped != entry->body;
  res.body = gzip ? *entry->gzipped : *entry->body;
  bool hashed = path.find("/assets/") != std::string::npos;
  res.SetHeader("Cache-Control", hashed && !fallback ? "public, max-age=31536000, immutable" : "no-cache");
  if (text) res.SetHeader("Vary", "Accept-Encoding");
  if (gzip) res.SetHeader("Content-Encoding", "gzip");
  // Not compressed again on the way out: it is, or it is small (or the client takes no gzip).
  res.compressible = false;
  return res;
}

}  // namespace chelian::net
