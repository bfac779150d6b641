// Vendor additional items of 0x0200 that real devices send, each decoded in its own file:
// BSJ 0xEB extension list (vendor_bsj.cc), 0x64 ADAS block (vendor_adas.cc), 0xEF memory-card
// events (vendor_card.cc), battery/power items (vendor_power.cc), 0xFE (vendor_fe.cc), Jimi
// JC-series 0xE8 (vendor_jimi.cc), AOVX 0xF1/0xF7/0xF8 (vendor_aovx.cc), OBD data 0x81–0xA0
// (vendor_obd.cc). Alarms are mapped onto
// the product's codes (api-contract §3).
#pragma once

#include "core/bytes.h"
#include "domain/position.h"

namespace chelian::jt808 {

// BSJ 0xEB: a list of {length WORD (counts the id), id WORD, value}. Returns false (and leaves
// `pos` untouched) when `value` is not such a list — other vendors use 0xEB differently.
bool DecodeBsjExtension(ByteView value, Position* pos);

// 0x64 ADAS alarm block (Su-standard layout, 47 bytes): event type 0x21 is the voice-control
// alarm of the product's devices. Returns false when too short.
bool DecodeAdasBlock(ByteView value, Position* pos);

// 0xEF memory-card event (13 bytes): …0x11 0x12 → TF card removed, …0x11 0x15 → TF card error.
bool DecodeMemoryCardEvent(ByteView value, Position* pos);

// Battery and power items that several trackers' firmwares add, recognised by id and exact length
// (0x06 with one byte, 0x56, 0x69, 0x82, 0xD4, 0xD5, 0xE1, 0xE3, 0xE4, 0xE9). Returns false, leaving
// `pos` untouched, for any other id or length.
bool DecodePowerItem(uint8_t id, ByteView value, Position* pos);

// 0xFE: one byte battery %, two bytes external voltage (0.1 V), or a 0x7C-marked list of
// {type BYTE, length BYTE, value} whose type 0x01 DWORD carries driving-behaviour alarms.
// Returns false for other layouts.
bool DecodeFeItem(ByteView value, Position* pos);

// 0xE8 of Jimi JC-series dashcams (JC371, JC181, JC450…): an extension type WORD, a length BYTE,
// then status blocks (0x2002/0x2003/0x2005) or an alarm event. Returns false when the item does
// not have that shape (other vendors use 0xE8 for a 3-byte lock status).
bool DecodeJimiExtension(ByteView value, Position* pos);

// AOVX firmware (GL100, VL300, AL300; named in their 0xF2 item): 0xF1 external voltage (mV
// DWORD), 0xF7 battery (mV DWORD, charge state, %), 0xF8 identity (mode, IMEI BCD[8], ICCID
// BCD[10], model). Returns false for other lengths.
bool DecodeAovxItem(uint8_t id, ByteView value, Position* pos);

// OBD data of terminals that send a one-byte item 0x80 followed by plain items (Traccar's Huabao
// and JT/T 808 decoders and their captures, D140): 0x81 rpm WORD, 0x83 engine load %, 0x84 coolant
// and 0x86 intake °C + 40, 0x85 fuel consumption WORD, 0x89 throttle %, 0x8B VIN (17 ASCII), 0x8C
// OBD odometer DWORD 0.1 km, 0x8E fuel level %, 0xA0 fault codes (ASCII, comma-separated). Only
// after that 0x80 item (the caller knows); false for other ids or lengths (0x82, the voltage, is
// the power items').
bool DecodeObdItem(uint8_t id, ByteView value, Position* pos);

}  // namespace chelian::jt808
