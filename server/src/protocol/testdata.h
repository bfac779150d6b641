// Test helper: reads testdata/*.hex capture files (one hex frame per line, '#' comment lines
// citing the source before each frame). Header-only; used by the protocol tests.
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/hex.h"

namespace chelian::testing {

struct TestFrame {
  std::string file;     // file name
  int line = 0;         // 1-based line of the frame
  std::string comment;  // the comment line(s) just before it
  Bytes bytes;
  std::string hex;
};

// Every frame of `path`; a line that is not hex becomes a frame with empty bytes and hex kept
// (the caller can fail on it).
inline std::vector<TestFrame> LoadTestFrames(const std::filesystem::path& path) {
  std::vector<TestFrame> out;
  std::ifstream in(path);
  std::string line, comment;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    if (line[0] == '#') {
      if (!comment.empty()) comment += '\n';
      comment += line.substr(1);
      continue;
    }
    TestFrame f;
    f.file = path.filename().string();
    f.line = n;
    f.comment = comment;
    f.hex = line;
    if (auto b = ParseHex(line)) f.bytes = std::move(*b);
    out.push_back(std::move(f));
    comment.clear();
  }
  return out;
}

// All frames of every *.hex file under `dir` (sorted by file name).
inline std::vector<TestFrame> LoadTestDir(const std::filesystem::path& dir) {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    if (e.path().extension() == ".hex") files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  std::vector<TestFrame> out;
  for (const auto& f : files) {
    auto frames = LoadTestFrames(f);
    out.insert(out.end(), frames.begin(), frames.end());
  }
  return out;
}

inline std::filesystem::path ProtocolDir() {
#ifdef CHELIAN_PROTOCOL_DIR
  return CHELIAN_PROTOCOL_DIR;
#else
  return "server/src/protocol";
#endif
}

}  // namespace chelian::testing
