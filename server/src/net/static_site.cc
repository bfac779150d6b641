// Implementation of the console's static file serving with history fallback.
#include "net/static_site.h"

#include <fstream>
#include <sstream>

#include "core/strings.h"

namespace chelian::net {

namespace fs = std::filesystem;

namespace {
constexpr size_t kMaxCachedBytes = 128 * 1024 * 1024;

bool IsSafe(const std::string& path) {
  if (path.empty() || path[0] != '/') return false;
  for (auto part : Split(path, '/'))
    if (part == ".." || part == ".") return false;
  return path.find('\0') == std::string::npos && path.find('\\') == std::string::npos;
}
}  // namespace

StaticSite::StaticSite(fs::path root) : root_(std::move(root)) {}

std::string StaticSite::MimeType(const std::string& ext) {
  static const std::map<std::string, std::string> kTypes = {
      {".html", "text/html;charset=UTF-8"},   {".js", "text/javascript;charset=UTF-8"},
      {".mjs", "text/javascript;charset=UTF-8"}, {".css", "text/css;charset=UTF-8"},
      {".json", "application/json;charset=UTF-8"}, {".svg", "image/svg+xml"},
      {".png", "image/png"},                  {".jpg", "image/jpeg"},
      {".jpeg", "image/jpeg"},                {".gif", "image/gif"},
      {".ico", "image/x-icon"},               {".webp", "image/webp"},
      {".woff", "font/woff"},                 {".woff2", "font/woff2"},
      {".ttf", "font/ttf"},                   {".map", "application/json"},
      {".txt", "text/plain;charset=UTF-8"},   {".pbf", "application/x-protobuf"},
      {".wasm", "application/wasm"},          {".mp3", "audio/mpeg"},
  };
  auto it = kTypes.find(ToLower(ext));
  return it == kTypes.end() ? "application/octet-stream" : it->second;
}

std::optional<std::string> StaticSite::ReadCached(const fs::path& file) {
  std::error_code ec;
  auto mtime = fs::last_write_time(file, ec);
  if (ec) return std::nullopt;
  std::string key = file.string();
  {
    std::lock_guard lock(mu_);
    auto it = cache_.find(key);
    if (it != cache_.end() && it->second.mtime == mtime) return it->second.body;
  }
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream ss;
  ss << in.rdbuf();
  std::string body = ss.str();
  std::lock_guard lock(mu_);
  if (cached_bytes_ + body.size() > kMaxCachedBytes) {
    cache_.clear();
    cached_bytes_ = 0;
  }
  auto& entry = cache_[key];
  cached_bytes_ -= entry.body.size();
  entry = {mtime, body};
  cached_bytes_ += body.size();
  return body;
}

std::optional<HttpResponse> StaticSite::Serve(const std::string& path) {
  if (!IsSafe(path)) return std::nullopt;
  // Which index.html answers unknown paths: the sub-app's under /child/<name>/, else the shell's.
  fs::path index = root_ / "index.html";
  if (StartsWith(path, "/child/")) {
    auto parts = Split(path, '/');  // "", "child", name, …
    if (parts.size() >= 3 && !parts[2].empty()) index = root_ / "child" / std::string(parts[2]) / "index.html";
  }
  fs::path file = root_ / path.substr(1);
  std::error_code ec;
  bool is_file = fs::is_regular_file(file, ec);
  bool fallback = false;
  if (!is_file) {
    // A missing file that looks like an asset (has an extension) is a real 404, not a page.
    std::string ext = file.extension().string();
    if (!ext.empty() && ext != ".html") return std::nullopt;
    file = index;
    fallback = true;
  }
  auto body = ReadCached(file);
  if (!body) return std::nullopt;
  HttpResponse res;
  res.content_type = MimeType(file.extension().string());
  res.body = std::move(*body);
  bool hashed = path.find("/assets/") != std::string::npos && !fallback;
  res.SetHeader("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
  const std::string& ct = res.content_type;
  res.compressible = StartsWith(ct, "text/") || StartsWith(ct, "application/json") || ct == "image/svg+xml";
  return res;
}

}  // namespace chelian::net
