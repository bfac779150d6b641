// The decode tool: hex arguments → frames → JSON lines.
#include "protocol/decode_tool.h"

#include <iostream>

#include "core/clock.h"
#include "core/hex.h"
#include "core/json.h"
#include "protocol/message_json.h"
#include "protocol/registry.h"

namespace chelian {
namespace {

std::string Usage() {
  std::string names;
  for (const ProtocolInfo& p : Protocols()) names += (names.empty() ? "" : "|") + std::string(p.name);
  return "usage: decode --protocol " + names + " HEX…\n";
}

std::string ErrorLine(std::string_view protocol, std::string_view error, ByteView bytes) {
  boost::json::object o;
  o["protocol"] = protocol;
  o["error"] = error;
  if (!bytes.empty()) o["hex"] = ToHex(bytes);
  return WriteJson(o);
}

}  // namespace

Result<std::vector<std::string>> DecodeHexToLines(std::string_view protocol, const std::vector<std::string>& hex,
                                                  int64_t now_ms) {
  const ProtocolInfo* info = FindProtocol(protocol);
  if (info == nullptr) return InvalidArgument("unknown protocol: " + std::string(protocol));
  std::string text;
  for (const std::string& h : hex) text += h;
  std::optional<Bytes> bytes = ParseHex(text);
  if (!bytes) return InvalidArgument("not hex (digits 0-9a-f, spaces allowed, an even number of digits)");
  if (info->parts.complete_paste) info->parts.complete_paste(*bytes);  // e.g. JT/T 808 without its 0x7E
  std::unique_ptr<ProtocolSession> session = info->NewSession(CheckCodes::kReport);
  session->Feed(*bytes);
  std::vector<std::string> lines;
  while (auto m = session->Next(now_ms)) lines.push_back(MessageToJsonLine(*m));
  while (auto m = session->Flush(now_ms)) lines.push_back(MessageToJsonLine(*m));
  if (lines.empty()) {
    lines.push_back(ErrorLine(protocol, "no complete frame", *bytes));
  } else if (session->buffered() > 0) {
    ByteView rest(bytes->data() + bytes->size() - session->buffered(), session->buffered());
    lines.push_back(ErrorLine(protocol, "incomplete frame", rest));
  }
  return lines;
}

int RunDecodeTool(int argc, char** argv) {
  std::string protocol;
  std::vector<std::string> hex;
  for (int i = 1; i < argc; ++i) {
    std::string_view a = argv[i];
    if ((a == "--protocol" || a == "-p") && i + 1 < argc) {
      protocol = argv[++i];
    } else if (a.starts_with("--protocol=")) {
      protocol = a.substr(11);
    } else if (a == "--help" || a == "-h") {
      std::cout << Usage();
      return 0;
    } else {
      hex.emplace_back(a);
    }
  }
  if (protocol.empty() || hex.empty()) {
    std::cerr << Usage();
    return 2;
  }
  Result<std::vector<std::string>> lines = DecodeHexToLines(protocol, hex, SystemNowMs());
  if (!lines.ok()) {
    std::cerr << "decode: " << lines.status().message() << "\n" << Usage();
    return 2;
  }
  int rc = 0;
  for (const std::string& line : *lines) {
    std::cout << line << "\n";
    if (line.find("\"error\":") != std::string::npos) rc = 1;
  }
  return rc;
}

}  // namespace chelian
