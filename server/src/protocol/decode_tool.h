// The support engineers' decoder: `chelian-server decode --protocol NAME HEX…` prints one
// JSON object per frame (issue 3). The logic is DecodeHexToLines so tests can call it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"

namespace chelian {

// Joins the hex arguments (spaces allowed; a frame may span arguments, several frames may share
// one), frames them with `protocol`'s framer and decodes them with one session, as a
// connection would. Returns one JSON line per frame (MessageToJsonLine), plus an error line for
// trailing bytes that form no frame. Errors: unknown protocol, or text that is not hex.
Result<std::vector<std::string>> DecodeHexToLines(std::string_view protocol, const std::vector<std::string>& hex,
                                                  int64_t now_ms);

// Entry point for `decode`: argv[0] is the subcommand name, then `--protocol NAME` (or
// `--protocol=NAME`, `-p NAME`) and the hex arguments. Prints the lines to stdout; usage and
// errors to stderr. Returns 0 when every frame decoded, 1 when a frame had an error, 2 on misuse.
int RunDecodeTool(int argc, char** argv);

}  // namespace chelian
