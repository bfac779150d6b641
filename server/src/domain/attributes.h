// The one attribute vocabulary every protocol decoder maps onto (mileage, fuel, battery, ICCID…).
// A new key is added to the kAttr… list and its table in attributes.cc, never invented inline.
#pragma once

#include <boost/container/small_vector.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace chelian {

enum class AttrKey : uint8_t {
  // Vehicle and power.
  kMileageKm,           // odometer, km (JT808 0x01; GT06 0x22 mileage)
  kFuelL,               // fuel, litres (JT808 0x02)
  kTachographSpeedKmh,  // tachograph speed, km/h (JT808 0x03)
  kBatteryPct,          // internal battery, percent
  kBatteryV,            // internal battery, volts
  kVoltageV,            // external / main power, volts
  kVoltageLevel,        // GT06 voltage level 0–6
  kCharging,            // 0/1
  kTemperatureC,        // carriage temperature, °C (JT808 0x06)
  kVehicleSignals,      // JT808 0x25 extended vehicle signal bits
  kIoStatus,            // JT808 0x2A IO status bits
  kAdc0,                // JT808 0x2B analog AD0
  kAdc1,                // JT808 0x2B analog AD1
  kAcc,                 // ignition 0/1 in a message without a fix (GT06 heartbeat)
  kArmed,               // GT06 defence, 0/1
  kOilCut,              // oil / electricity cut, 0/1
  kDoorOpen,            // 0/1
  // Raw device flags (kept for support; alarms are decoded into alarm codes).
  kAlarmFlags,         // JT808 alarm DWORD
  kStatusFlags,        // JT808 status DWORD; 3G* watch status word
  kExtAlarmFlags,      // BSJ 0xEB/0x0089 extended alarm status
  kExtStatusFlags,     // BSJ 0xEB/0x00C5 extended alarm status
  kCollisionFlags,     // BSJ 0xEB/0x00A5 (undocumented; collision in bits 0–3)
  kDeviceAlarm,        // GT06 alert byte
  kAlarmEventId,       // JT808 0x04 alarm event needing manual confirmation
  kOverspeedAreaType,  // JT808 0x11
  kOverspeedAreaId,
  kAreaType,  // JT808 0x12
  kAreaId,
  kAreaDirection,  // 0 in, 1 out
  kRouteId,        // JT808 0x13
  kRouteDriveTimeS,
  kRouteDriveResult,  // 0 too short, 1 too long
  kAdasEvent,         // 0x64 ADAS block event type
  kCardEvent,         // 0xEF memory-card event code
  kVendorEvent,       // vendor event / alarm code as sent (JT808 Jimi 0xE8 type, GT06 0x95 event)
  kFenceId,           // GT06 0x27
  kUploadMode,        // GT06 0x22 data upload mode
  kGpsPositioned,     // GT06 status: GPS has a fix, 0/1
  // Radio and identity.
  kSignal,  // network signal (JT808 0x30 / GT06 GSM level 0–4 / watch 0–100)
  kIccid,
  kImei,
  kImsi,
  kMcc,
  kMnc,
  kLac,
  kCellId,
  kTimezoneMinutes,  // device zone east of UTC (GT06 login)
  kLanguage,         // GT06 language code
  kDeviceType,       // GT06 type identity code
  // Registration and authentication (JT808 0x0100 / 0x0102).
  kProvince,
  kCity,
  kManufacturer,
  kModel,
  kTerminalId,
  kPlateColor,
  kPlate,
  kAuthCode,
  kSoftwareVersion,
  kHardwareVersion,  // JT808 0x0107
  // Replies and pass-through.
  kResult,      // command reply text
  kServerFlag,  // GT06 command server flag
  kAckSerial,   // serial of the message a reply answers
  kAckMsgId,
  kAckResult,
  kParamCount,       // JT808 0x0104
  kParams,           // JT808 0x0104 "id=hex;…"
  kTransparentType,  // JT808 0x0900
  kTransparentData,  // hex
  kInfoType,         // GT06 0x94 sub-type
  kInfo,             // GT06 0x94 text / hex
  // Multimedia (JT808 0x0800 / 0x0801).
  kMediaId,
  kMediaType,    // 0 image, 1 audio, 2 video
  kMediaFormat,  // 0 JPEG, 1 TIF, 2 MP3, 3 WAV, 4 WMV
  kMediaEvent,
  kMediaChannel,
  kMediaSize,  // bytes
  kMediaIds,   // JT808 0x0805: multimedia ids a camera command produced, "1,2"
  // Wearables (watches, badges).
  kSteps,      // steps counted by the wearer's device (pedometer), as reported
  kHeartRate,  // heart rate, beats per minute (watch heart, PULSE, bphrt)
  kSystolic,   // blood pressure, mmHg (watch BLOOD, bphrt)
  kDiastolic,  // mmHg
  kSpo2,       // blood oxygen saturation, percent (watch oxygen)
  kBodyTempC,  // body (skin) temperature, °C (watch TEMP, btemp2)
  // Phones (OsmAnd).
  kAccuracyM,  // horizontal accuracy of the fix, metres
  // OBD data (JT808 items 0x81–0x8E, 0xA0 after a one-byte 0x80; vendor_obd.cc, D140).
  kRpm,              // engine speed, rpm
  kEngineLoadPct,    // engine load, percent
  kCoolantC,         // coolant temperature, °C
  kIntakeC,          // intake air temperature, °C
  kThrottlePct,      // throttle position, percent
  kFuelConsumption,  // fuel consumption as the device counts it (unit not documented)
  kVin,              // vehicle identification number (17 characters)
  kObdMileageKm,     // the vehicle's own odometer read over OBD, km
  kFuelLevelPct,     // fuel level, percent
  kDtcs,             // diagnostic trouble codes, space-separated ("P538F U029F")
  kCount,            // not a key: the number of keys
};

enum class AttrType : uint8_t { kInt, kDouble, kString };

// Wire name (camelCase, as in the decode tool's JSON and the API) and value type of `key`.
std::string_view AttrName(AttrKey key);
AttrType AttrTypeOf(AttrKey key);
std::optional<AttrKey> AttrKeyFromName(std::string_view name);

using AttrValue = std::variant<int64_t, double, std::string>;

using AttrItem = std::pair<AttrKey, AttrValue>;
// Room for the items of a location report in place: a decoded message crosses threads (gateway →
// pipeline → writer) and is freed far from where it was made; fewer heap blocks, less of that.
using AttrItems = boost::container::small_vector<AttrItem, 8>;

// A small ordered map AttrKey → value (insertion order; Set replaces). Values are stored as the
// key's AttrType: Set converts ints to doubles for kDouble keys.
class Attributes {
 public:
  void Set(AttrKey key, int64_t v);
  void Set(AttrKey key, double v);
  void Set(AttrKey key, std::string v);
  // Copies every entry of `other` (replacing existing keys).
  void Merge(const Attributes& other);

  const AttrValue* Find(AttrKey key) const;
  std::optional<int64_t> GetInt(AttrKey key) const;
  std::optional<double> GetDouble(AttrKey key) const;  // ints are widened
  std::optional<std::string> GetString(AttrKey key) const;

  bool empty() const { return items_.empty(); }
  size_t size() const { return items_.size(); }
  const AttrItems& items() const { return items_; }

 private:
  void Put(AttrKey key, AttrValue v);
  AttrItems items_;
};

}  // namespace chelian
