// The services and settings API handlers use, wired once by the app. Handlers hold references;
// everything here outlives the HTTP server.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "auth/captcha_store.h"
#include "auth/login_service.h"
#include "auth/session_manager.h"
#include "core/clock.h"
#include "store/db.h"

namespace chelian::exporter {
class ExportRunner;
}

namespace chelian::api {

struct ApiOptions {
  bool captcha_enabled = true;
  bool test_hooks = false;
  std::vector<std::string> legacy_login_hosts;
  std::string site_title = "车联智能监控平台";
  int utc_offset_minutes = 480;
  // Browser origins besides this site that may use the session cookie (http.ws_allowed_origins).
  std::vector<std::string> trusted_origins;
  // service.hide_expired: reports and alarm lists leave out expired vehicles (docs/renewal.md).
  bool hide_expired = true;
};

struct ApiServices {
  store::Database& db;
  auth::SessionManager& sessions;
  auth::CaptchaStore& captchas;
  auth::LoginService& login;
  NowFn now;
  ApiOptions options;
  // Called after devices are added (the gateway's directory forgets what it cached); set once at
  // startup, before the HTTP server runs.
  std::function<void()> devices_changed;
  // Called after an administrator reset a device's authentication: the gateway closes the
  // connection that proved the old code. Set once at startup.
  std::function<void(long long device_id)> device_auth_reset;
  // The download center's runner (api/export/export_reply.h queues report exports there); set once
  // at startup.
  exporter::ExportRunner* exports = nullptr;
  // In a cluster: copies a file another node made (`relative` under its folder of `kind`, "exports"
  // or "media") into this node's folder (cluster::ClusterNode::FetchFile); unset outside a cluster.
  std::function<Status(const std::string& node, std::string_view kind, const std::string& relative)> fetch_file;
  // This node's name in a cluster (cluster.node_id), recorded with the files handlers write; empty
  // outside a cluster.
  std::string node_id;
};

// The store filters' `hide_expired_at`: now when expired vehicles' data is hidden, else 0.
inline long long HideExpiredAt(const ApiServices& s) { return s.options.hide_expired ? s.now() : 0; }

}  // namespace chelian::api
