// libFuzzer target: arbitrary bytes through the JT/T 808 framer, decoder and sub-package
// reassembler of one session; also ParseFrame on the raw input. Must never crash or leak.
#include <cstddef>
#include <cstdint>

#include "protocol/jt808/decoder.h"
#include "protocol/jt808/framer.h"
#include "protocol/jt808/packet.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace chelian;
  ByteView in(data, size);
  (void)jt808::ParseFrame(in);
  jt808::Framer framer(512);
  jt808::Session session;
  // Both treatments of a wrong check code: the gateway's (nothing decoded) and the decode tool's
  // (decoded anyway: random input has a wrong one almost always).
  session.check_codes = size > 0 && (data[0] & 1) ? CheckCodes::kEnforce : CheckCodes::kReport;
  // Feed in two pieces to exercise partial frames.
  size_t half = size / 2;
  int64_t now = 1'700'000'000'000;
  framer.Feed(in.first(half));
  while (auto f = framer.Next()) (void)jt808::Decode(*f, session, now);
  framer.Feed(in.subspan(half));
  while (auto f = framer.Next()) (void)jt808::Decode(*f, session, now += 1000);
  return 0;
}
