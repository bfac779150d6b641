// chelian-decode: the decode tool on its own (`chelian-decode --protocol jt808 7e…7e`).
#include "protocol/decode_tool.h"

int main(int argc, char** argv) { return chelian::RunDecodeTool(argc, argv); }
