// Tests for JT/T 808 platform messages (expected frames from go-jt808's reply_test.go).
#include "protocol/jt808/encoder.h"

#include <gtest/gtest.h>

#include "core/hex.h"
#include "protocol/jt808/constants.h"

namespace chelian::jt808 {
namespace {

Bytes H(std::string_view hex) { return ParseHex(hex).value(); }
const ReplyAddress k2013{H("012345678901"), false, 0};
const ReplyAddress k2019{H("00000000017299841738"), true, 1};

TEST(Jt808EncoderTest, GeneralReply) {
  EXPECT_EQ(ToHex(EncodeGeneralReply(k2013, 0, 0x7fff, kMsgLocationReport, kResultOk)),
            "7e8001000501234567890100007fff0200008e7e");
  EXPECT_EQ(ToHex(EncodeGeneralReply(k2019, 0, 0xffff, kMsgLocationBatch, kResultOk)),
            "7e8001400501000000000172998417380000ffff070400877e");
  EXPECT_EQ(ToHex(EncodeGeneralReply(k2013, 0, 0, kMsgAuthentication, kResultFail)),
            "7e80010005012345678901000000000102010e7e");
}

TEST(Jt808EncoderTest, RegisterReply) {
  EXPECT_EQ(ToHex(EncodeRegisterReply(k2013, 0, 0, kRegisterOk, "12345678901")),
            "7e8100000e01234567890100000000003132333435363738393031377e");
  EXPECT_EQ(ToHex(EncodeRegisterReply(k2019, 0, 0, kRegisterOk, "17299841738")),
            "7e8100400e010000000001729984173800000000003137323939383431373338ba7e");
  // No auth code unless the result is success.
  Bytes refused = EncodeRegisterReply(k2013, 0, 0, kRegisterNoTerminal, "ignored");
  EXPECT_EQ(ToHex(refused).substr(2, 8), "81000003");
}

TEST(Jt808EncoderTest, RetransmitRequest) {
  // go-jt808 reply_test.go P0x8003: platform serial 0x7fff, first serial 0x1099, packages 1..9.
  const ReplyAddress to{H("012345678901"), false, 0};
  std::vector<uint16_t> ids = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  EXPECT_EQ(ToHex(EncodeRetransmitRequest(to, 0x7fff, 0x1099, ids)),
            "7e800300150123456789017fff1099090001000200030004000500060007000800091f7e");
  // 2019: the count is a WORD.
  Bytes f = EncodeRetransmitRequest(k2019, 0, 0x1099, ids);
  EXPECT_EQ(ToHex(f).substr(2, 8), "80034016");
}

TEST(Jt808EncoderTest, OtherCommands) {
  EXPECT_EQ(ToHex(EncodeQueryParameters(k2013, 3)).substr(2, 8), "81040000");
  EXPECT_EQ(ToHex(EncodeLocationQuery(k2013, 3)).substr(2, 8), "82010000");
  Bytes text = EncodeTextMessage(k2013, 1, 0x00, "<SPBSJ*P:BSJGPS*C:30>");
  EXPECT_NE(ToHex(text).find(ToHex(AsBytes("<SPBSJ*P:BSJGPS*C:30>"))), std::string::npos);
  Bytes control = EncodeTerminalControl(k2013, 1, 4, "");
  EXPECT_EQ(ToHex(control).substr(2, 8), "81050001");
  EXPECT_EQ(ToHex(EncodeMultimediaReply(k2013, 0, 7, {})).substr(2, 8), "88000004");
}

}  // namespace
}  // namespace chelian::jt808
