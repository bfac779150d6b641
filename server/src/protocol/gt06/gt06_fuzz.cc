// libFuzzer target: arbitrary bytes through the GT06 framer and decoder of one session; also
// ParseFrame on the raw input. Must never crash or leak.
#include <cstddef>
#include <cstdint>

#include "protocol/gt06/decoder.h"
#include "protocol/gt06/framer.h"
#include "protocol/gt06/packet.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace chelian;
  ByteView in(data, size);
  (void)gt06::ParseFrame(in);
  gt06::Framer framer(512);
  gt06::Session session;
  // Both treatments of a wrong check code: the gateway's (nothing decoded) and the decode tool's
  // (decoded anyway: random input has a wrong one almost always).
  session.check_codes = size > 0 && (data[0] & 1) ? CheckCodes::kEnforce : CheckCodes::kReport;
  size_t half = size / 2;
  int64_t now = 1'700'000'000'000;
  framer.Feed(in.first(half));
  while (auto f = framer.Next()) (void)gt06::Decode(*f, session, now);
  framer.Feed(in.subspan(half));
  while (auto f = framer.Next()) (void)gt06::Decode(*f, session, now);
  while (auto f = framer.Flush()) (void)gt06::Decode(*f, session, now);
  return 0;
}
