// The attribute key table: one row per AttrKey, in enum order.
#include "domain/attributes.h"

#include <array>

namespace chelian {
namespace {

struct AttrInfo {
  AttrKey key;
  std::string_view name;
  AttrType type;
};

using enum AttrType;
constexpr AttrInfo kAttrTable[] = {
    {AttrKey::kMileageKm, "mileageKm", kDouble},
    {AttrKey::kFuelL, "fuelL", kDouble},
    {AttrKey::kTachographSpeedKmh, "tachographSpeedKmh", kDouble},
    {AttrKey::kBatteryPct, "batteryPct", kInt},
    {AttrKey::kBatteryV, "batteryV", kDouble},
    {AttrKey::kVoltageV, "voltageV", kDouble},
    {AttrKey::kVoltageLevel, "voltageLevel", kInt},
    {AttrKey::kCharging, "charging", kInt},
    {AttrKey::kTemperatureC, "temperatureC", kDouble},
    {AttrKey::kVehicleSignals, "vehicleSignals", kInt},
    {AttrKey::kIoStatus, "ioStatus", kInt},
    {AttrKey::kAdc0, "adc0", kInt},
    {AttrKey::kAdc1, "adc1", kInt},
    {AttrKey::kAcc, "acc", kInt},
    {AttrKey::kArmed, "armed", kInt},
    {AttrKey::kOilCut, "oilCut", kInt},
    {AttrKey::kDoorOpen, "doorOpen", kInt},
    {AttrKey::kAlarmFlags, "alarmFlags", kInt},
    {AttrKey::kStatusFlags, "statusFlags", kInt},
    {AttrKey::kExtAlarmFlags, "extAlarmFlags", kInt},
    {AttrKey::kExtStatusFlags, "extStatusFlags", kInt},
    {AttrKey::kCollisionFlags, "collisionFlags", kInt},
    {AttrKey::kDeviceAlarm, "deviceAlarm", kInt},
    {AttrKey::kAlarmEventId, "alarmEventId", kInt},
    {AttrKey::kOverspeedAreaType, "overspeedAreaType", kInt},
    {AttrKey::kOverspeedAreaId, "overspeedAreaId", kInt},
    {AttrKey::kAreaType, "areaType", kInt},
    {AttrKey::kAreaId, "areaId", kInt},
    {AttrKey::kAreaDirection, "areaDirection", kInt},
    {AttrKey::kRouteId, "routeId", kInt},
    {AttrKey::kRouteDriveTimeS, "routeDriveTimeS", kInt},
    {AttrKey::kRouteDriveResult, "routeDriveResult", kInt},
    {AttrKey::kAdasEvent, "adasEvent", kInt},
    {AttrKey::kCardEvent, "cardEvent", kInt},
    {AttrKey::kVendorEvent, "vendorEvent", kInt},
    {AttrKey::kFenceId, "fenceId", kInt},
    {AttrKey::kUploadMode, "uploadMode", kInt},
    {AttrKey::kGpsPositioned, "gpsPositioned", kInt},
    {AttrKey::kSignal, "signal", kInt},
    {AttrKey::kIccid, "iccid", kString},
    {AttrKey::kImei, "imei", kString},
    {AttrKey::kImsi, "imsi", kString},
    {AttrKey::kMcc, "mcc", kInt},
    {AttrKey::kMnc, "mnc", kInt},
    {AttrKey::kLac, "lac", kInt},
    {AttrKey::kCellId, "cellId", kInt},
    {AttrKey::kTimezoneMinutes, "timezoneMinutes", kInt},
    {AttrKey::kLanguage, "language", kInt},
    {AttrKey::kDeviceType, "deviceType", kInt},
    {AttrKey::kProvince, "province", kInt},
    {AttrKey::kCity, "city", kInt},
    {AttrKey::kManufacturer, "manufacturer", kString},
    {AttrKey::kModel, "model", kString},
    {AttrKey::kTerminalId, "terminalId", kString},
    {AttrKey::kPlateColor, "plateColor", kInt},
    {AttrKey::kPlate, "plate", kString},
    {AttrKey::kAuthCode, "authCode", kString},
    {AttrKey::kSoftwareVersion, "softwareVersion", kString},
    {AttrKey::kHardwareVersion, "hardwareVersion", kString},
    {AttrKey::kResult, "result", kString},
    {AttrKey::kServerFlag, "serverFlag", kInt},
    {AttrKey::kAckSerial, "ackSerial", kInt},
    {AttrKey::kAckMsgId, "ackMsgId", kInt},
    {AttrKey::kAckResult, "ackResult", kInt},
    {AttrKey::kParamCount, "paramCount", kInt},
    {AttrKey::kParams, "params", kString},
    {AttrKey::kTransparentType, "transparentType", kInt},
    {AttrKey::kTransparentData, "transparentData", kString},
    {AttrKey::kInfoType, "infoType", kInt},
    {AttrKey::kInfo, "info", kString},
    {AttrKey::kMediaId, "mediaId", kInt},
    {AttrKey::kMediaType, "mediaType", kInt},
    {AttrKey::kMediaFormat, "mediaFormat", kInt},
    {AttrKey::kMediaEvent, "mediaEvent", kInt},
    {AttrKey::kMediaChannel, "mediaChannel", kInt},
    {AttrKey::kMediaSize, "mediaSize", kInt},
    {AttrKey::kMediaIds, "mediaIds", kString},
    {AttrKey::kSteps, "steps", kInt},
    {AttrKey::kHeartRate, "heartRate", kInt},
    {AttrKey::kSystolic, "systolic", kInt},
    {AttrKey::kDiastolic, "diastolic", kInt},
    {AttrKey::kSpo2, "spo2", kInt},
    {AttrKey::kBodyTempC, "bodyTemperature", kDouble},
    {AttrKey::kAccuracyM, "accuracyM", kDouble},
    {AttrKey::kRpm, "rpm", kInt},
    {AttrKey::kEngineLoadPct, "engineLoad", kInt},
    {AttrKey::kCoolantC, "coolantTemp", kInt},
    {AttrKey::kIntakeC, "intakeTemp", kInt},
    {AttrKey::kThrottlePct, "throttle", kInt},
    {AttrKey::kFuelConsumption, "fuelConsumption", kInt},
    {AttrKey::kVin, "vin", kString},
    {AttrKey::kObdMileageKm, "obdMileageKm", kDouble},
    {AttrKey::kFuelLevelPct, "fuelLevel", kInt},
    {AttrKey::kDtcs, "dtcs", kString},
};

constexpr size_t kKeyCount = static_cast<size_t>(AttrKey::kCount);
static_assert(std::size(kAttrTable) == kKeyCount, "one table row per AttrKey");

constexpr bool TableInEnumOrder() {
  for (size_t i = 0; i < kKeyCount; ++i) {
    if (static_cast<size_t>(kAttrTable[i].key) != i) return false;
  }
  return true;
}
static_assert(TableInEnumOrder(), "kAttrTable rows must follow the AttrKey order");

const AttrInfo& Info(AttrKey key) {
  size_t i = static_cast<size_t>(key);
  return kAttrTable[i < kKeyCount ? i : 0];
}

}  // namespace

std::string_view AttrName(AttrKey key) { return Info(key).name; }
AttrType AttrTypeOf(AttrKey key) { return Info(key).type; }

std::optional<AttrKey> AttrKeyFromName(std::string_view name) {
  for (const AttrInfo& a : kAttrTable) {
    if (a.name == name) return a.key;
  }
  return std::nullopt;
}

void Attributes::Put(AttrKey key, AttrValue v) {
  for (auto& [k, value] : items_) {
    if (k == key) {
      value = std::move(v);
      return;
    }
  }
  items_.emplace_back(key, std::move(v));
}

void Attributes::Set(AttrKey key, int64_t v) {
  switch (AttrTypeOf(key)) {
    case AttrType::kDouble:
      Put(key, static_cast<double>(v));
      break;
    case AttrType::kString:
      Put(key, std::to_string(v));
      break;
    case AttrType::kInt:
      Put(key, v);
      break;
  }
}

void Attributes::Set(AttrKey key, double v) {
  if (AttrTypeOf(key) == AttrType::kInt) {
    Put(key, static_cast<int64_t>(v));
  } else {
    Put(key, v);
  }
}

void Attributes::Set(AttrKey key, std::string v) { Put(key, std::move(v)); }

void Attributes::Merge(const Attributes& other) {
  for (const auto& [k, v] : other.items_) Put(k, v);
}

const AttrValue* Attributes::Find(AttrKey key) const {
  for (const auto& [k, v] : items_) {
    if (k == key) return &v;
  }
  return nullptr;
}

std::optional<int64_t> Attributes::GetInt(AttrKey key) const {
  const AttrValue* v = Find(key);
  if (v == nullptr) return std::nullopt;
  if (const int64_t* i = std::get_if<int64_t>(v)) return *i;
  return std::nullopt;
}

std::optional<double> Attributes::GetDouble(AttrKey key) const {
  const AttrValue* v = Find(key);
  if (v == nullptr) return std::nullopt;
  if (const double* d = std::get_if<double>(v)) return *d;
  if (const int64_t* i = std::get_if<int64_t>(v)) return static_cast<double>(*i);
  return std::nullopt;
}

std::optional<std::string> Attributes::GetString(AttrKey key) const {
  const AttrValue* v = Find(key);
  if (v == nullptr) return std::nullopt;
  if (const std::string* s = std::get_if<std::string>(v)) return *s;
  return std::nullopt;
}

}  // namespace chelian
