// Handlers of generateQRCode.json and vehicleVerify.json.
//   generateQRCode.json: content (any text) or vehicleId (→ the vehicle's verification link),
//     size (64–1024 px, default 256), format=png for the image itself; otherwise
//     obj {qrCode: data URI, content, vehicleId, plate}.
//   vehicleVerify.json: vehicleId, plate, terminalNo or keyword → the vehicle if it is inside the
//     caller's scope, else flag 0 车辆不存在或无权访问.
#include "api/qrcode/qrcode_routes.h"

#include <algorithm>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "api/qrcode/qr_png.h"
#include "store/asset_repo.h"

namespace chelian::api {
namespace {

Result<store::AssetRow> FindVehicle(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  const store::Scope scope = call.session().scope();
  if (auto id = call.IntParam("vehicleId"); id && *id > 0) {
    auto assets = store::ListAssets(*conn, scope);
    if (!assets.ok()) return assets.status();
    for (const auto& a : *assets)
      if (a.id == *id) return a;
    return NotFound("车辆不存在或无权访问");
  }
  std::string key = call.ParamOr("terminalNo", call.ParamOr("plate", call.ParamOr("keyword", "")));
  if (key.empty()) return InvalidArgument("请输入车牌号或设备号");
  if (auto byTerminal = store::FindAssetByTerminal(*conn, scope, key); byTerminal.ok()) return byTerminal;
  store::AssetQuery q;
  q.keyword = key;
  q.page_size = 50;
  auto page = store::QueryAssets(*conn, scope, q);
  if (!page.ok()) return page.status();
  for (const auto& a : page->rows)
    if (a.plate == key) return a;
  return NotFound("车辆不存在或无权访问");
}

boost::json::object VehicleObject(const store::AssetRow& a) {
  boost::json::object o;
  o["vehicleId"] = a.id;
  o["plate"] = a.plate;
  o["terminalNo"] = a.terminal_no;
  o["terminalType"] = a.terminal_type;
  o["groupId"] = a.group_id;
  o["groupName"] = a.group_name;
  o["verified"] = 1;
  return o;
}

net::HttpResponse VehicleVerify(ApiServices& s, const ApiCall& call) {
  auto v = FindVehicle(s, call);
  if (!v.ok()) return FromStatus(v.status());
  return Ok(VehicleObject(*v));
}

net::HttpResponse GenerateQrCode(ApiServices& s, const ApiCall& call) {
  std::string content = call.ParamOr("content", call.ParamOr("url", ""));
  boost::json::object obj;
  if (content.empty() && call.IntParam("vehicleId")) {
    auto v = FindVehicle(s, call);
    if (!v.ok()) return FromStatus(v.status());
    std::string origin(call.request().Header("Origin"));
    if (origin.empty()) origin = "http://" + std::string(call.request().Header("Host"));
    content = origin + "/car/v4/api/vehicle/vehicleVerify.json?vehicleId=" + std::to_string(v->id);
    obj["vehicleId"] = v->id;
    obj["plate"] = v->plate;
  }
  int size = static_cast<int>(std::clamp(call.IntParam("size").value_or(256), 64LL, 1024LL));
  auto png = QrPng(content, size);
  if (!png.ok()) return FromStatus(png.status());
  if (call.ParamOr("format", "") == "png") {
    net::HttpResponse res;
    res.content_type = "image/png";
    res.body = std::move(*png);
    res.compressible = false;
    res.SetHeader("Cache-Control", "no-store");
    return res;
  }
  obj["qrCode"] = PngDataUri(*png);
  obj["content"] = content;
  return Ok(std::move(obj));
}

}  // namespace

void RegisterQrCodeRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v4/api/prevent/declare/generateQRCode.json", Access::kSession,
             [&s](ApiCall& c) { return GenerateQrCode(s, c); });
  router.Add("/car/v4/api/vehicle/vehicleVerify.json", Access::kSession,
             [&s](ApiCall& c) { return VehicleVerify(s, c); });
}

}  // namespace chelian::api
