// JT/T 808 terminal message bodies, one decoder per message id (msg_*.cc). Internal to the
// jt808 decoder: each fills `out` from `body` and returns an error for a malformed body.
#pragma once

#include "core/bytes.h"
#include "core/status.h"
#include "domain/device_message.h"
#include "protocol/jt808/packet.h"

namespace chelian::jt808 {

// msg_register.cc
Status DecodeRegister(const Header& h, ByteView body, DeviceMessage* out);        // 0x0100
Status DecodeAuthentication(const Header& h, ByteView body, DeviceMessage* out);  // 0x0102
// msg_location.cc
Status DecodeLocationReport(const Header& h, ByteView body, DeviceMessage* out);       // 0x0200
Status DecodeLocationQueryReply(const Header& h, ByteView body, DeviceMessage* out);   // 0x0201
Status DecodeLocationBatch(const Header& h, ByteView body, DeviceMessage* out);        // 0x0704
Status DecodeVehicleControlReply(const Header& h, ByteView body, DeviceMessage* out);  // 0x0500
// msg_media.cc
Status DecodeMultimediaEvent(const Header& h, ByteView body, DeviceMessage* out);  // 0x0800
Status DecodeMultimediaData(const Header& h, ByteView body, DeviceMessage* out);   // 0x0801
Status DecodeCameraShotReply(const Header& h, ByteView body, DeviceMessage* out);  // 0x0805
// msg_misc.cc
Status DecodeTerminalGeneralReply(const Header& h, ByteView body, DeviceMessage* out);  // 0x0001
Status DecodeParameterQueryReply(const Header& h, ByteView body, DeviceMessage* out);   // 0x0104
Status DecodeAttributesReply(const Header& h, ByteView body, DeviceMessage* out);       // 0x0107
Status DecodeTransparent(const Header& h, ByteView body, DeviceMessage* out);           // 0x0900
// msg_text.cc
Status DecodeTextReport(const Header& h, ByteView body, DeviceMessage* out);  // 0x6006
Status DecodeWaybill(const Header& h, ByteView body, DeviceMessage* out);     // 0x0701
Status DecodeTextReply(const Header& h, ByteView body, DeviceMessage* out);   // 0x1300

}  // namespace chelian::jt808
