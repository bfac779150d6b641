// What the benchmarks share: their command-line options (`--name value`) and a stopwatch in ms.
#pragma once

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <string>

namespace chelian::bench {

using Clock = std::chrono::steady_clock;

// The number after `name`, or `fallback`.
inline long long Arg(int argc, char** argv, const char* name, long long fallback) {
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], name) == 0) return std::atoll(argv[i + 1]);
  return fallback;
}

// The text after `name`, or `fallback`.
inline std::string StrArg(int argc, char** argv, const char* name, std::string fallback) {
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], name) == 0) return argv[i + 1];
  return fallback;
}

// Milliseconds since `from`.
inline double Ms(Clock::time_point from) {
  return std::chrono::duration<double, std::milli>(Clock::now() - from).count();
}

}  // namespace chelian::bench
