// libFuzzer target: arbitrary bytes through the OsmAnd framer and decoder of one session, the
// decoder on the raw input, and the parser's two forms and time reader directly. Must never crash
// or leak.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "protocol/osmand/decoder.h"
#include "protocol/osmand/framer.h"
#include "protocol/osmand/report.h"
#include "protocol/osmand/session.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace chelian;
  ByteView in(data, size);
  std::string_view text(reinterpret_cast<const char*>(data), size);
  int64_t now = 1'700'000'000'000;
  (void)osmand::Decode(in, now);
  (void)osmand::ReadTime(text);
  (void)osmand::ReadJsonReport(text, now);
  osmand::Params params;
  osmand::AppendParams(text, params);
  (void)osmand::ReadParamsReport(params, now);
  osmand::Framer framer;
  size_t half = size / 2;
  framer.Feed(in.first(half));
  while (auto f = framer.Next()) (void)osmand::Decode(*f, now);
  framer.Feed(in.subspan(half));
  while (auto f = framer.Next()) (void)osmand::Decode(*f, now);
  while (auto f = framer.Flush()) (void)osmand::Decode(*f, now);
  auto s = osmand::NewSession(CheckCodes::kEnforce);
  s->Feed(in);
  while (auto m = s->Next(now)) (void)s->SignInOf(*m);
  while (auto m = s->Flush(now)) (void)s->Answer(*m, Verdict::kUnknownDevice, "");
  return 0;
}
