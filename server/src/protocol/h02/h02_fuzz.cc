// libFuzzer target: arbitrary bytes through the H02 framer and decoder of one session (a small text
// limit, so the dropping of oversized frames is reached), the decoder on the raw input, the
// session's commands and sign-ins. Must never crash or leak.
#include <cstddef>
#include <cstdint>

#include "protocol/h02/decoder.h"
#include "protocol/h02/framer.h"
#include "protocol/h02/session.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace chelian;
  ByteView in(data, size);
  int64_t now = 1'700'000'000'000;
  h02::Session raw;
  (void)h02::Decode(in, raw, now);
  h02::Framer framer(128);
  h02::Session session;
  size_t half = size / 2;
  framer.Feed(in.first(half));
  while (auto f = framer.Next()) (void)h02::Decode(*f, session, now);
  framer.Feed(in.subspan(half));
  while (auto f = framer.Next()) (void)h02::Decode(*f, session, now);
  while (auto f = framer.Flush()) (void)h02::Decode(*f, session, now);
  auto s = h02::NewSession(CheckCodes::kEnforce);
  s->Feed(in);
  while (auto m = s->Next(now)) (void)s->SignInOf(*m);
  while (auto m = s->Flush(now)) (void)s->SignInOf(*m);
  DeviceCommand cut;
  cut.msg_id = 0x80;
  cut.text = "S20,1,1";
  (void)s->EncodeCommand(cut, 0);
  return 0;
}
