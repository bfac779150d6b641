// Benchmark: heap allocations and time per location frame through a protocol session (cut, decode,
// reply frames), as the gateway runs it for every message. Frames are real captures (testdata/).
// Counts every operator new of this process; prints figures, never fails.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <string>

#include "core/hex.h"
#include "protocol/registry.h"

namespace {
long g_allocations = 0;
}  // namespace

void* operator new(std::size_t n) {
  ++g_allocations;
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace {

using namespace chelian;

void Measure(const char* label, const char* protocol, const char* hex) {
  Bytes frame = *ParseHex(hex);
  auto session = FindProtocol(protocol)->NewSession(CheckCodes::kEnforce);
  auto one = [&] {
    session->Feed(frame);
    size_t reply_bytes = 0;
    while (auto m = session->Next(0))
      for (const Bytes& r : m->replies) reply_bytes += r.size();
    return reply_bytes;
  };
  for (int i = 0; i < 100; ++i) one();  // buffers of the session reach their size
  const int n = 200'000;
  long before = g_allocations;
  size_t replied = 0;
  auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < n; ++i) replied += one();
  double ns = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count() / n;
  std::printf("%-32s %5.1f allocations, %6.0f ns per frame (%zu reply bytes each)\n", label,
              double(g_allocations - before) / n, ns, replied / n);
}

}  // namespace

int main() {
  // From src/protocol/jt808/testdata/api_contract.hex and go_jt808.hex, gt06/testdata/traccar_decoder.hex.
  Measure("JT/T 808-2013 0x0200", "jt808",
          "7e0200002f01382965585400010000000000000003015f234d06d0b26e00320258005a25011008300001040000006e0202044c25"
          "0400000000300103627e");
  Measure("JT/T 808-2019 0x0200", "jt808",
          "7e0200407c0100000000017299841738ffff000004000000080006eeb6ad02633df701380003006320070719235901040000000b"
          "02020016030200210402002c051e373737000000000000000000000000000000000000000000000000000000110542000000421206"
          "4d0000004d4d1307000000580058582504000000632a02000a2b040000001430011e310128637e");
  Measure("GT06 0x12 location", "gt06", "78781f12110616091835d0024bb93007d3fb783dd4c501940500f2006c8504a6e0370d0a");
  return 0;
}
