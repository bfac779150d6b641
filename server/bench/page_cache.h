// Dropping a database's files from the OS page cache, so that the benchmark's next reads come from
// the disk (bench_history_scale: SQLite's file and WAL; bench_postgres_positions: PostgreSQL's data
// directory). Dirty pages are written first: the kernel drops only clean ones.
#pragma once

#include <fcntl.h>
#include <unistd.h>

#include <filesystem>
#include <string>

namespace chelian::bench {

// Drops `path` from the page cache. False when it cannot be opened.
inline bool DropFileFromPageCache(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY);
  if (fd < 0) return false;
  ::fdatasync(fd);
  ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
  ::close(fd);
  return true;
}

// Drops every file under `dir`. Returns how many; 0 when the folder cannot be read (another machine).
inline int DropFolderFromPageCache(const std::string& dir) {
  int files = 0;
  std::error_code ec;
  for (auto it = std::filesystem::recursive_directory_iterator(dir, ec); !ec && it != decltype(it){}; it.increment(ec))
    if (it->is_regular_file(ec) && DropFileFromPageCache(it->path().string())) ++files;
  return files;
}

}  // namespace chelian::bench
