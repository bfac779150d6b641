// QR codes (generateQRCode.json, real PNG via libqrencode) and vehicle verification
// (vehicleVerify.json): both read vehicles only inside the caller's group subtree.
#pragma once

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterQrCodeRoutes(ApiRouter& router, ApiServices& services);

}  // namespace chelian::api
