// JT/T 808 (2011 / 2013 / 2019) protocol constants, named once as in the standard
// (docs/protocols/jt808.md). Message ids, additional-item ids, reply results and limits.
#pragma once

#include <cstddef>
#include <cstdint>

namespace chelian::jt808 {

// Framing (§4.4 of the standard): 0x7E delimits; 0x7D 0x02 / 0x7D 0x01 escape 0x7E / 0x7D.
inline constexpr uint8_t kFlag = 0x7E;
inline constexpr uint8_t kEscape = 0x7D;
inline constexpr uint8_t kEscapedFlag = 0x02;
inline constexpr uint8_t kEscapedEscape = 0x01;

// Body properties WORD.
inline constexpr uint16_t kBodyLengthMask = 0x03FF;
inline constexpr uint16_t kEncryptionMask = 0x1C00;
inline constexpr uint16_t kSubpackageBit = 0x2000;
inline constexpr uint16_t kVersion2019Bit = 0x4000;

inline constexpr size_t kPhoneBytes2013 = 6;   // BCD[6]
inline constexpr size_t kPhoneBytes2019 = 10;  // BCD[10]

// Terminal → platform.
inline constexpr uint16_t kMsgTerminalGeneralReply = 0x0001;
inline constexpr uint16_t kMsgHeartbeat = 0x0002;
inline constexpr uint16_t kMsgLogout = 0x0003;
inline constexpr uint16_t kMsgRegister = 0x0100;
inline constexpr uint16_t kMsgAuthentication = 0x0102;
inline constexpr uint16_t kMsgParameterQueryReply = 0x0104;
inline constexpr uint16_t kMsgLocationReport = 0x0200;
inline constexpr uint16_t kMsgLocationQueryReply = 0x0201;
inline constexpr uint16_t kMsgAttributesReply = 0x0107;
inline constexpr uint16_t kMsgVehicleControlReply = 0x0500;
inline constexpr uint16_t kMsgCameraShotReply = 0x0805;
inline constexpr uint16_t kMsgLocationBatch = 0x0704;
inline constexpr uint16_t kMsgMultimediaEvent = 0x0800;
inline constexpr uint16_t kMsgMultimediaData = 0x0801;
inline constexpr uint16_t kMsgTransparentUp = 0x0900;
inline constexpr uint16_t kMsgWaybill = 0x0701;     // electronic waybill report
inline constexpr uint16_t kMsgTextReport = 0x6006;  // text report (BSJ-DOC; not in the standard)
inline constexpr uint16_t kMsgTextReply = 0x1300;   // vendor text reply, UTF-16BE

// Platform → terminal.
inline constexpr uint16_t kMsgPlatformGeneralReply = 0x8001;
inline constexpr uint16_t kMsgRetransmitRequest = 0x8003;
inline constexpr uint16_t kMsgRegisterReply = 0x8100;
inline constexpr uint16_t kMsgSetParameters = 0x8103;
inline constexpr uint16_t kMsgQueryParameters = 0x8104;
inline constexpr uint16_t kMsgTerminalControl = 0x8105;
inline constexpr uint16_t kMsgQueryAttributes = 0x8107;
inline constexpr uint16_t kMsgLocationQuery = 0x8201;
inline constexpr uint16_t kMsgTemporaryTracking = 0x8202;
inline constexpr uint16_t kMsgTextMessage = 0x8300;
inline constexpr uint16_t kMsgVehicleControl = 0x8500;
inline constexpr uint16_t kMsgCameraShot = 0x8801;
inline constexpr uint16_t kMsgMultimediaDataReply = 0x8800;
inline constexpr uint16_t kMsgTransparentDown = 0x8900;

// 0x8105 terminal control command words (the standard's table 27). 0xF0/0xF1 are the vendor
// words widely used to cut and restore oil/power (asserted in Traccar's encoder test).
inline constexpr uint8_t kControlUpgrade = 1;
inline constexpr uint8_t kControlConnectServer = 2;
inline constexpr uint8_t kControlPowerOff = 3;
inline constexpr uint8_t kControlReset = 4;
inline constexpr uint8_t kControlFactoryReset = 5;
inline constexpr uint8_t kControlCutOil = 0xF0;
inline constexpr uint8_t kControlRestoreOil = 0xF1;

// 0x8103 / 0x0104 parameter ids (the standard's table 12).
inline constexpr uint32_t kParamHeartbeatInterval = 0x0001;  // DWORD, s
inline constexpr uint32_t kParamMainServer = 0x0013;         // STRING, address or domain
inline constexpr uint32_t kParamServerTcpPort = 0x0018;      // DWORD
inline constexpr uint32_t kParamReportInterval = 0x0029;     // DWORD, s (default time report interval)
inline constexpr uint32_t kParamMaxSpeed = 0x0055;           // DWORD, km/h
inline constexpr uint32_t kParamOverspeedDuration = 0x0056;  // DWORD, s

// 0x8300 text flag bits.
inline constexpr uint8_t kTextUrgent = 0x01;
inline constexpr uint8_t kTextDisplay = 0x04;
inline constexpr uint8_t kTextTts = 0x08;
inline constexpr uint8_t kTextAdScreen = 0x10;

// 0x8001 results.
inline constexpr uint8_t kResultOk = 0;
inline constexpr uint8_t kResultFail = 1;
inline constexpr uint8_t kResultMessageError = 2;
inline constexpr uint8_t kResultUnsupported = 3;
inline constexpr uint8_t kResultAlarmAcknowledged = 4;

// 0x8100 results (an auth code follows only on success).
inline constexpr uint8_t kRegisterOk = 0;
inline constexpr uint8_t kRegisterVehicleTaken = 1;
inline constexpr uint8_t kRegisterNoVehicle = 2;
inline constexpr uint8_t kRegisterTerminalTaken = 3;
inline constexpr uint8_t kRegisterNoTerminal = 4;

// 0x0200 status bits.
inline constexpr uint32_t kStatusAcc = 1u << 0;
inline constexpr uint32_t kStatusPositioned = 1u << 1;
inline constexpr uint32_t kStatusSouth = 1u << 2;
inline constexpr uint32_t kStatusWest = 1u << 3;
inline constexpr uint32_t kStatusOilCut = 1u << 10;
inline constexpr uint32_t kStatusCircuitCut = 1u << 11;
inline constexpr uint32_t kStatusDoorsOpen = 0x1Fu << 13;  // bits 13–17: door 1–5 open

// 0x0200 alarm bits used in the mapping to product codes (api-contract §3.2).
inline constexpr uint32_t kAlarmEmergency = 1u << 0;
inline constexpr uint32_t kAlarmOverspeed = 1u << 1;
inline constexpr uint32_t kAlarmFatigue = 1u << 2;
inline constexpr uint32_t kAlarmGnssAntennaOpen = 1u << 5;
inline constexpr uint32_t kAlarmGnssAntennaShort = 1u << 6;
inline constexpr uint32_t kAlarmMainPowerLow = 1u << 7;
inline constexpr uint32_t kAlarmMainPowerOff = 1u << 8;
inline constexpr uint32_t kAlarmDailyDriveOvertime = 1u << 18;
inline constexpr uint32_t kAlarmParkingOvertime = 1u << 19;
inline constexpr uint32_t kAlarmAreaInOut = 1u << 20;
inline constexpr uint32_t kAlarmRouteInOut = 1u << 21;
inline constexpr uint32_t kAlarmIllegalIgnition = 1u << 27;
inline constexpr uint32_t kAlarmIllegalDisplacement = 1u << 28;
inline constexpr uint32_t kAlarmCollision = 1u << 29;
inline constexpr uint32_t kAlarmRollover = 1u << 30;

// 0x0200 standard additional items.
inline constexpr uint8_t kItemMileage = 0x01;          // DWORD, 0.1 km
inline constexpr uint8_t kItemFuel = 0x02;             // WORD, 0.1 L
inline constexpr uint8_t kItemTachographSpeed = 0x03;  // WORD, 0.1 km/h
inline constexpr uint8_t kItemAlarmEventId = 0x04;     // WORD
inline constexpr uint8_t kItemTyrePressure = 0x05;     // BYTE[30] (2019)
inline constexpr uint8_t kItemCarriageTemp = 0x06;     // WORD, °C, top bit negative (2019)
inline constexpr uint8_t kItemOverspeedExtra = 0x11;   // BYTE [+ DWORD]
inline constexpr uint8_t kItemAreaInOut = 0x12;        // BYTE + DWORD + BYTE
inline constexpr uint8_t kItemRouteDriveTime = 0x13;   // DWORD + WORD + BYTE
inline constexpr uint8_t kItemVehicleSignals = 0x25;   // DWORD
inline constexpr uint8_t kItemIoStatus = 0x2A;         // WORD
inline constexpr uint8_t kItemAnalog = 0x2B;           // DWORD: AD0 low WORD, AD1 high WORD
inline constexpr uint8_t kItemNetworkSignal = 0x30;    // BYTE
inline constexpr uint8_t kItemSatellites = 0x31;       // BYTE
// Vendor items handled in their own files.
inline constexpr uint8_t kItemAdas = 0x64;          // Su-standard ADAS alarm block (vendor_adas.cc)
inline constexpr uint8_t kItemBsjExtension = 0xEB;  // BSJ list of {len, id, value} (vendor_bsj.cc)
inline constexpr uint8_t kItemMemoryCard = 0xEF;    // memory-card events (vendor_card.cc)
inline constexpr uint8_t kItemJimi = 0xE8;          // Jimi JC-series extension (vendor_jimi.cc)
inline constexpr uint8_t kItemVendorFe = 0xFE;      // battery / voltage / alarm list (vendor_fe.cc)
inline constexpr uint8_t kItemObdMark = 0x80;       // one byte; OBD data items follow (vendor_obd.cc)
// Battery and power items (vendor_power.cc) and AOVX items (vendor_aovx.cc) are recognised there
// by id and length.

// 0x0704 batch types.
inline constexpr uint8_t kBatchNormal = 0;
inline constexpr uint8_t kBatchBlindArea = 1;

// Bounds.
inline constexpr size_t kMaxBodyBytes = 1023;
inline constexpr size_t kMaxFrameBytes = 4096;     // escaped, with delimiters (2 × a maximal packet)
inline constexpr size_t kLocationBasicBytes = 28;  // alarm..time of a 0x0200 body

}  // namespace chelian::jt808
