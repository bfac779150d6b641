// Serves the built console: the shell at "/" with browser-history fallback to its index.html and
// each sub-app under "/child/<name>/" with fallback to that app's index.html. Hashed assets get a
// year-long cache; index pages are revalidated every time. Files are cached in memory, text ones
// also gzipped (once, when first asked for) for the clients that accept it.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "net/http_types.h"

namespace chelian::net {

class StaticSite {
 public:
  explicit StaticSite(std::filesystem::path root);

  // The reply for GET `path` (already percent-decoded), gzipped when `accepts_gzip` and the file is
  // text of at least kMinGzipBytes. nullopt when nothing can be served: no built console, or a path
  // that does not name a regular file inside the root (after symlinks).
  std::optional<HttpResponse> Serve(const std::string& path, bool accepts_gzip = false);

  static constexpr size_t kMinGzipBytes = 1024;

  static std::string MimeType(const std::string& extension);

 private:
  struct CachedFile {
    std::filesystem::file_time_type mtime;
    std::shared_ptr<const std::string> body;
    std::shared_ptr<const std::string> gzipped;  // made when first asked for; null until then
  };
  // The canonical path of the regular file `relative` names under the root; nullopt when it is
  // missing, not a regular file, or leads (through symlinks) outside the root.
  std::optional<std::filesystem::path> Resolve(const std::filesystem::path& relative) const;
  // The file's cached entry, read (again) when missing or changed on disk; with `gzipped` made
  // when `want_gzip` and the body is at least kMinGzipBytes (a body whose gzip is not smaller is
  // kept as is: `gzipped` then equals `body`).
  std::optional<CachedFile> ReadCached(const std::filesystem::path& file, bool want_gzip);
  void Store(const std::string& key, const CachedFile& entry);

  std::filesystem::path root_;
  std::mutex mu_;
  std::map<std::string, CachedFile> cache_;  // GUARDED_BY(mu_)
  size_t cached_bytes_ = 0;                  // GUARDED_BY(mu_)
};

}  // namespace chelian::net
