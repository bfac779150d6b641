// libFuzzer target: arbitrary bytes through the 3G* watch framer and decoder of one session (a
// small frame limit, so the dropping of oversized frames is reached), the session's commands and
// sign-ins, and ParseFrame on the raw input. Must never crash or leak.
#include <cstddef>
#include <cstdint>

#include "protocol/watch/decoder.h"
#include "protocol/watch/framer.h"
#include "protocol/watch/packet.h"
#include "protocol/watch/session.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace chelian;
  ByteView in(data, size);
  (void)watch::ParseFrame(in);
  watch::Framer framer(512);
  watch::Session session;
  size_t half = size / 2;
  int64_t now = 1'700'000'000'000;
  framer.Feed(in.first(half));
  while (auto f = framer.Next()) (void)watch::Decode(*f, session, now);
  framer.Feed(in.subspan(half));
  while (auto f = framer.Next()) (void)watch::Decode(*f, session, now);
  while (auto f = framer.Flush()) (void)watch::Decode(*f, session, now);
  // The gateway's view: the session as it frames, signs in and takes a command.
  auto s = watch::NewSession(CheckCodes::kEnforce);
  s->Feed(in);
  while (auto m = s->Next(now)) (void)s->SignInOf(*m);
  while (auto m = s->Flush(now)) (void)s->SignInOf(*m);
  DeviceCommand cr;
  cr.msg_id = 0x80;
  cr.text = "CR";
  (void)s->EncodeCommand(cr, 0);
  return 0;
}
