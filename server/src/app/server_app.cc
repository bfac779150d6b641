// Wiring of the server's parts.
#include "app/server_app.h"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "api/address/address_routes.h"
#include "api/alarm/alarm_control_routes.h"
#include "api/alarm/alarm_handle_routes.h"
#include "api/alarm/alarm_push_routes.h"
#include "api/alarm/alarm_report_routes.h"
#include "api/alarm/place_routes.h"
#include "api/api_router.h"
#include "api/assets/asset_routes.h"
#include "api/assets/device_auth_routes.h"
#include "api/assistant/assistant_routes.h"
#include "api/command/command_report_routes.h"
#include "api/command/command_routes.h"
#include "api/export/export_routes.h"
#include "api/health/health_routes.h"
#include "api/help/help_routes.h"
#include "api/live/live_socket.h"
#include "api/media/media_routes.h"
#include "api/monitor/monitor_routes.h"
#include "api/notice/notice_routes.h"
#include "api/oauth/oauth_routes.h"
#include "api/oauth_token/oauth_token_routes.h"
#include "api/qrcode/qrcode_routes.h"
#include "api/resource/resource_routes.h"
#include "api/security/security_routes.h"
#include "api/services.h"
#include "api/sms/sms_routes.h"
#include "api/track/track_routes.h"
#include "api/user/user_routes.h"
#include "app/http_front.h"
#include "app/request_runner.h"
#include "app/web_root_check.h"
#include "auth/password.h"
#include "export/export_runner.h"
#include "gateway/gateway.h"
#include "live/push_hub.h"
#include "net/http_server.h"
#include "net/static_site.h"
#include "notify/alarm_notifier.h"
#include "pipeline/pipeline.h"
#include "pipeline/risk_catalog.h"
#include "protocol/registry.h"
#include "store/device_directory.h"
#include "store/migrations.h"
#include "store/position_writer.h"
#include "store/security_repo.h"
#include "store/wal_checkpointer.h"

namespace chelian {

struct ServerApp::Parts {
  std::unique_ptr<store::Database> db;
  std::unique_ptr<auth::SessionManager> sessions;
  std::unique_ptr<auth::CaptchaStore> captchas;
  std::unique_ptr<auth::LoginService> login;
  std::unique_ptr<api::ApiServices> services;
  std::unique_ptr<api::SmsSender> sms_sender;
  std::unique_ptr<api::SmsCodeService> sms_codes;
  std::unique_ptr<exporter::ExportRunner> exports;
  // Alarms: the places of the platform rules and the push notifier outlive the pipeline.
  std::unique_ptr<pipeline::RiskCatalog> risk;
  std::unique_ptr<notify::AlarmNotifier> notifier;
  std::unique_ptr<api::AlarmServices> alarm;
  std::unique_ptr<api::ApiRouter> router;
  std::unique_ptr<net::StaticSite> site;
  std::unique_ptr<HttpFront> front;
  std::unique_ptr<RequestRunner> runner;  // stopped before the HTTP server (ServerApp::Stop)
  std::unique_ptr<live::PushHub> hub;
  std::unique_ptr<api::PendingLiveSockets> pending_sockets;  // live sockets yet to authenticate
  std::unique_ptr<net::HttpServer> http;
  // Devices: declared after their consumers' dependencies so destruction stops the gateway first,
  // then drains the pipeline, then flushes the writer — nothing acknowledged is lost on a clean stop.
  std::unique_ptr<store::WalCheckpointer> checkpointer;
  std::unique_ptr<store::PositionWriter> writer;
  std::unique_ptr<store::DeviceDirectory> directory;
  std::unique_ptr<pipeline::Pipeline> pipeline;
  std::unique_ptr<gateway::DeviceChannels> channels;
  std::unique_ptr<gateway::CommandTracker> commands;
  std::unique_ptr<gateway::DeviceAuth> device_auth;
  std::unique_ptr<gateway::LoginLimiter> logins;
  std::unique_ptr<gateway::GatewayContext> gateway_context;
  std::unique_ptr<gateway::Gateway> gateway;
};

Result<std::unique_ptr<store::Database>> OpenConfiguredDatabase(const Config& config, bool checkpointer_runs) {
  const std::string& engine = config.GetString("store.engine");
  if (engine != "sqlite") return InvalidArgument("store.engine '" + engine + "' is not supported yet (use sqlite)");
  auto db = store::OpenSqlite(config.GetString("store.sqlite_path"), static_cast<int>(config.GetInt("store.pool_size")),
                              !checkpointer_runs);
  if (!db.ok()) return db.status();
  auto conn = (*db)->Acquire();
  auto migrated = store::Migrate(*conn);
  if (!migrated.ok()) return migrated.status();
  return std::move(db.value());
}

Result<std::unique_ptr<ServerApp>> ServerApp::Create(const Config& config) {
  if (!auth::InitCrypto()) return Internal("libsodium failed to initialise");
  if (Status s = CheckDataOutsideWebRoot(
          config.GetString("web.root"),
          {config.GetString("store.sqlite_path"), config.GetString("media.dir"), config.GetString("export.dir")});
      !s.ok())
    return s;
  auto app = std::unique_ptr<ServerApp>(new ServerApp());
  auto p = std::make_unique<Parts>();
  // The checkpointer (below) copies the WAL back: a pipeline thread's alarm commit never does.
  auto db = OpenConfiguredDatabase(config, /*checkpointer_runs=*/true);
  if (!db.ok()) return db.status();
  p->db = std::move(db.value());

  NowFn now = SystemNowMs;
  p->sessions = std::make_unique<auth::SessionManager>(*p->db, now, config.GetInt("auth.session_idle_minutes") * 60'000,
                                                       config.GetInt("auth.session_max_hours") * 3'600'000);
  p->captchas = std::make_unique<auth::CaptchaStore>(now, config.GetInt("auth.captcha_ttl_s") * 1000);
  auth::LoginOptions login_options;
  login_options.captcha_required = config.GetBool("auth.captcha");
  login_options.throttle.slowdown_after = static_cast<int>(config.GetInt("auth.slowdown_after"));
  login_options.throttle.lock_after = static_cast<int>(config.GetInt("auth.lock_after"));
  login_options.throttle.lock_ms = config.GetInt("auth.lock_minutes") * 60'000;
  login_options.throttle.window_ms = config.GetInt("auth.failure_window_minutes") * 60'000;
  login_options.address_failures = static_cast<int>(config.GetInt("auth.address_failures"));
  p->login = std::make_unique<auth::LoginService>(*p->db, *p->sessions, *p->captchas, login_options, now);

  api::ApiOptions options;
  options.captcha_enabled = config.GetBool("auth.captcha");
  options.test_hooks = config.GetBool("test.hooks");
  options.legacy_login_hosts = config.GetList("site.legacy_login_hosts");
  options.site_title = config.GetString("site.title");
  options.utc_offset_minutes = static_cast<int>(config.GetInt("site.utc_offset_minutes"));
  options.trusted_origins = config.GetList("http.ws_allowed_origins");
  p->services.reset(new api::ApiServices{*p->db, *p->sessions, *p->captchas, *p->login, now, options});
  p->router = std::make_unique<api::ApiRouter>(*p->sessions, *p->db, options.trusted_origins);
  api::RegisterOauthRoutes(*p->router, *p->services);
  api::RegisterUserRoutes(*p->router, *p->services);
  api::RegisterResourceRoutes(*p->router, *p->services);
  api::RegisterAssetRoutes(*p->router, *p->services);
  api::RegisterDeviceAuthRoutes(*p->router, *p->services);
  api::RegisterAlarmReportRoutes(*p->router, *p->services);
  api::RegisterAlarmControlRoutes(*p->router, *p->services);
  // System center: SMS through the configured adapter, exports on their own worker thread.
  auto sms_sender = api::MakeSmsSender(config.GetString("sms.provider"));
  if (!sms_sender.ok()) return sms_sender.status();
  p->sms_sender = std::move(sms_sender.value());
  api::SmsCodeOptions sms_options;
  sms_options.code_ttl_ms = config.GetInt("sms.code_ttl_s") * 1000;
  sms_options.resend_ms = config.GetInt("sms.resend_s") * 1000;
  sms_options.daily_limit = static_cast<int>(config.GetInt("sms.daily_limit"));
  p->sms_codes = std::make_unique<api::SmsCodeService>(*p->db, *p->sms_sender, sms_options, now);
  exporter::ExportOptions export_options;
  export_options.dir = config.GetString("export.dir");
  export_options.keep_ms = config.GetInt("export.keep_days") * 24 * 3'600'000;
  export_options.max_queue = static_cast<size_t>(config.GetInt("export.queue_size"));
  export_options.utc_offset_minutes = options.utc_offset_minutes;
  p->exports = std::make_unique<exporter::ExportRunner>(*p->db, export_options, now);
  api::RegisterSmsRoutes(*p->router, *p->services, *p->sms_codes);
  // Alarms: places of the platform rules, push (e-mail, SMS, webhook), handling and queries.
  p->risk = std::make_unique<pipeline::RiskCatalog>(*p->db, config.GetString("geo.regions_file"));
  notify::NotifierOptions push;
  push.max_queue = static_cast<size_t>(config.GetInt("alarm_push.queue_size"));
  push.webhook_attempts = static_cast<int>(config.GetInt("alarm_push.webhook_attempts"));
  push.webhook_timeout_ms = static_cast<int>(config.GetInt("alarm_push.webhook_timeout_ms"));
  push.webhook_allow_private = config.GetBool("notify.webhook_allow_private");
  push.smtp = {config.GetString("alarm_push.smtp_url"), config.GetString("alarm_push.smtp_user"),
               config.GetString("alarm_push.smtp_password"), config.GetString("alarm_push.smtp_from")};
  push.utc_offset_minutes = options.utc_offset_minutes;
  p->notifier = std::make_unique<notify::AlarmNotifier>(
      *p->db, push,
      [sender = p->sms_sender.get(), db = p->db.get(), now](const std::string& phone, const std::string& text,
                                                            long long group_id) {
        Status sent = sender->Send({phone, text, "alarm"});
        auto conn = db->Acquire();
        (void)store::InsertSmsOutbox(
            *conn, {0, phone, text, "alarm", sender->name(), sent.ok() ? 1 : 2, sent.message(), 0, group_id, now()});
        return sent;
      },
      now);
  p->alarm.reset(new api::AlarmServices{*p->risk, *p->notifier, [&hub = p->hub](const live::LiveUpdate& u) {
                                          if (hub) hub->Publish(u);
                                        }});
  api::RegisterFenceRoutes(*p->router, *p->services, *p->alarm);
  api::RegisterPointRoutes(*p->router, *p->services, *p->alarm);
  api::RegisterAdminAreaRoutes(*p->router, *p->services, *p->alarm);
  api::RegisterAlarmHandleRoutes(*p->router, *p->services, *p->alarm);
  api::RegisterAlarmPushRoutes(*p->router, *p->services, *p->alarm,
                               {!push.smtp.url.empty(), config.GetString("sms.provider"), push.webhook_allow_private});
  api::RegisterAlarmQueryRoutes(*p->router, *p->services, config.GetInt("monitor.alarm_window_hours") * 3'600'000);
  api::RegisterSecurityRoutes(*p->router, *p->services, *p->sms_codes);
  api::RegisterExportRoutes(*p->router, *p->services, *p->exports);
  api::RegisterNoticeRoutes(*p->router, *p->services);
  api::RegisterHealthRoutes(*p->router, *p->services);
  api::RegisterHelpRoutes(*p->router, *p->services);
  api::RegisterQrCodeRoutes(*p->router, *p->services);
  api::RegisterOauthTokenRoutes(*p->router, *p->services);
  api::RegisterAssistantRoutes(
      *p->router, *p->services,
      {config.GetBool("assistant.enabled"), config.GetString("assistant.bot_name"),
       [&gateway = p->gateway](const std::string& protocol) { return gateway ? gateway->port(protocol) : 0; }});
  api::RegisterMonitorRoutes(
      *p->router, *p->services,
      {[&pipeline = p->pipeline](long long id) { return pipeline ? pipeline->State(id) : std::nullopt; },
       config.GetInt("monitor.offline_after_s") * 1000, config.GetInt("monitor.alarm_window_hours") * 3'600'000});
  api::track::TrackOptions track_options;
  track_options.motion.moving_kmh = static_cast<double>(config.GetInt("track.moving_kmh"));
  track_options.motion.stop_radius_m = static_cast<double>(config.GetInt("track.stop_radius_m"));
  track_options.motion.min_stop_ms = config.GetInt("track.min_stop_s") * 1000;
  track_options.motion.min_trip_ms = config.GetInt("track.min_trip_s") * 1000;
  track_options.motion.min_trip_m = static_cast<double>(config.GetInt("track.min_trip_m"));
  track_options.motion.max_gap_ms = config.GetInt("track.max_gap_s") * 1000;
  track_options.motion.use_ignition = config.GetBool("track.use_ignition");
  track_options.max_days_wired = static_cast<int>(config.GetInt("track.max_days_wired"));
  track_options.max_days_wireless = static_cast<int>(config.GetInt("track.max_days_wireless"));
  track_options.max_points = config.GetInt("track.max_points");
  track_options.direct_export_max = config.GetInt("track.direct_export_max");
  track_options.place_radius_m = static_cast<double>(config.GetInt("track.place_radius_m"));
  track_options.utc_offset_minutes = options.utc_offset_minutes;
  api::RegisterTrackRoutes(*p->router, *p->services, track_options, *p->exports);
  api::AddressOptions address;
  address.regions_file = config.GetString("geo.regions_file");
  address.online = {config.GetString("geo.provider"), config.GetString("geo.provider_key"),
                    static_cast<int>(config.GetInt("geo.provider_timeout_ms"))};
  address.default_layer = config.GetString("map.default_layer");
  address.layers = api::MapLayersFromConfig(config.GetList("map.layers"), config.GetString("map.osm_tiles"),
                                            config.GetString("map.tianditu_key"));
  if (Status s = api::RegisterAddressRoutes(*p->router, *p->services, std::move(address)); !s.ok()) return s;

  p->site = std::make_unique<net::StaticSite>(config.GetString("web.root"));
  p->front = std::make_unique<HttpFront>(*p->router, *p->site, config.GetList("http.frame_ancestors"));
  net::HttpServerOptions http;
  http.host = config.GetString("http.host");
  http.port = static_cast<int>(config.GetInt("http.port"));
  http.threads = static_cast<int>(config.GetInt("http.threads"));
  http.body_limit_bytes = static_cast<size_t>(config.GetInt("http.body_limit_bytes"));
  http.header_timeout_s = static_cast<int>(config.GetInt("http.header_timeout_s"));
  http.keepalive_timeout_s = static_cast<int>(config.GetInt("http.keepalive_timeout_s"));
  http.gzip_min_bytes = static_cast<size_t>(config.GetInt("http.gzip_min_bytes"));
  http.max_connections = static_cast<size_t>(config.GetInt("http.max_connections"));
  http.trusted_proxies = config.GetList("http.trusted_proxies");
  HttpFront* front = p->front.get();
  p->http = std::make_unique<net::HttpServer>(http, [front](const net::HttpRequest& r) { return front->Handle(r); });
  RequestRunnerOptions runner_options;
  runner_options.request_threads = static_cast<int>(config.GetInt("http.workers"));
  if (runner_options.request_threads == 0) runner_options.request_threads = DefaultRequestThreads();
  runner_options.password_threads = static_cast<int>(config.GetInt("auth.password_threads"));
  p->runner = std::make_unique<RequestRunner>(*p->router, runner_options);
  p->http->SetHandlerRunner([runner = p->runner.get()](const net::HttpRequest& r, std::function<void()> job) {
    return runner->Run(r, std::move(job));
  });
  p->hub = std::make_unique<live::PushHub>();
  p->pending_sockets = std::make_unique<api::PendingLiveSockets>(now);
  p->http->SetWebSocket(api::kLiveSocketPath, api::MakeLiveSocketAcceptor(*p->sessions, *p->hub, *p->pending_sockets,
                                                                          config.GetList("http.ws_allowed_origins")));

  // Device side: writer (own connection; the checkpointer's thread copies the WAL back, the writer
  // only past store.wal_restart_frames) → pipeline → gateway.
  const std::string& ack = config.GetString("gateway.ack");
  if (ack != "received" && ack != "committed")
    return InvalidArgument("gateway.ack must be received or committed, got '" + ack + "'");
  auto writer_conn = store::OpenPositionWriterConnection(config.GetString("store.sqlite_path"),
                                                         static_cast<int>(config.GetInt("store.writer_cache_mb")),
                                                         static_cast<int>(config.GetInt("store.wal_restart_frames")));
  if (!writer_conn.ok()) return writer_conn.status();
  auto checkpoint_conn = store::OpenSqliteConnection(config.GetString("store.sqlite_path"));
  if (!checkpoint_conn.ok()) return checkpoint_conn.status();
  // With ack = received the threads behind the device sockets yield a busy core to them; with
  // committed the writer is on the acknowledgement's path and they keep the normal priority
  // (docs/pipeline.md, D66).
  int background_nice = ack == "committed" ? 0 : static_cast<int>(config.GetInt("gateway.background_nice"));
  p->checkpointer = std::make_unique<store::WalCheckpointer>(
      std::move(checkpoint_conn.value()), static_cast<int>(config.GetInt("store.checkpoint_interval_ms")),
      background_nice);
  store::PositionWriterOptions writer_options;
  writer_options.max_batch_rows = static_cast<size_t>(config.GetInt("store.batch_rows"));
  writer_options.max_batch_delay_ms = static_cast<int>(config.GetInt("store.batch_delay_ms"));
  writer_options.max_queued_rows = static_cast<size_t>(config.GetInt("store.max_queued_rows"));
  writer_options.fold_rows = static_cast<size_t>(std::max<long long>(1, config.GetInt("store.fold_rows")));
  writer_options.thread_nice = background_nice;
  p->writer = std::make_unique<store::PositionWriter>(std::move(writer_conn.value()), writer_options);
  const std::string& unknown = config.GetString("gateway.unknown_devices");
  if (unknown != "refuse" && unknown != "register")
    return InvalidArgument("gateway.unknown_devices must be refuse or register, got '" + unknown + "'");
  p->directory = std::make_unique<store::DeviceDirectory>(
      *p->db, store::UnknownDevicePolicy{unknown == "register", config.GetString("gateway.default_group")}, now);
  pipeline::PipelineOptions pipeline_options;
  pipeline_options.shards = static_cast<int>(config.GetInt("pipeline.shards"));
  pipeline_options.filter.max_future_ms = config.GetInt("pipeline.max_future_s") * 1000;
  pipeline_options.filter.max_jump_kmh = static_cast<double>(config.GetInt("pipeline.max_jump_kmh"));
  pipeline_options.filter.drop_zero = config.GetBool("pipeline.drop_zero");
  pipeline_options.filter.keep_invalid = config.GetBool("pipeline.keep_invalid");
  pipeline_options.filter.drop_duplicates = config.GetBool("pipeline.drop_duplicates");
  pipeline_options.filter.min_jump_distance_m = static_cast<double>(config.GetInt("pipeline.jump_min_distance_m"));
  pipeline_options.filter.jump_recovery_fixes = static_cast<int>(config.GetInt("pipeline.jump_recovery_fixes"));
  pipeline_options.mileage.max_kmh = static_cast<double>(config.GetInt("pipeline.mileage_max_kmh"));
  pipeline_options.mileage.min_step_m = static_cast<double>(config.GetInt("pipeline.mileage_min_step_m"));
  pipeline_options.motion.moving_kmh = static_cast<double>(config.GetInt("pipeline.moving_kmh"));
  pipeline_options.utc_offset_minutes = options.utc_offset_minutes;
  pipeline_options.media_dir = config.GetString("media.dir");
  pipeline_options.thread_nice = background_nice;
  pipeline_options.push_after_commit = ack == "committed";
  p->pipeline = std::make_unique<pipeline::Pipeline>(*p->db, *p->writer, *p->hub, pipeline_options, now);
  // Commands: the tracker sends through the gateway's connections (docs/commands.md).
  const std::string& over_speed = config.GetString("command.cut_oil_over_speed");
  if (over_speed != "queue" && over_speed != "refuse")
    return InvalidArgument("command.cut_oil_over_speed must be queue or refuse, got '" + over_speed + "'");
  p->channels = std::make_unique<gateway::DeviceChannels>();
  gateway::CommandTrackerOptions command_options;
  command_options.reply_timeout_ms = config.GetInt("command.reply_timeout_s") * 1000;
  command_options.cut_oil_max_kmh = static_cast<double>(config.GetInt("command.cut_oil_max_kmh"));
  command_options.max_queue = static_cast<size_t>(config.GetInt("command.queue_size"));
  command_options.utc_offset_minutes = options.utc_offset_minutes;
  p->commands = std::make_unique<gateway::CommandTracker>(
      *p->db, *p->channels, *p->hub,
      [&pipeline = p->pipeline](long long id) -> std::optional<double> {
        auto st = pipeline ? pipeline->State(id) : std::nullopt;
        return st && st->has_fix ? std::optional<double>(st->speed_kmh) : std::nullopt;
      },
      command_options, now);
  api::RegisterCommandRoutes(*p->router, *p->services, *p->commands,
                             {config.GetInt("command.pending_ttl_s") * 1000, over_speed == "refuse",
                              static_cast<size_t>(config.GetInt("command.batch_max"))});
  api::RegisterCommandReportRoutes(*p->router, *p->services);
  api::RegisterMediaRoutes(*p->router, *p->services, config.GetString("media.dir"));
  p->pipeline->SetRiskCatalog(p->risk.get());
  p->pipeline->SetAlarmListener([notifier = p->notifier.get()](const pipeline::AlarmBegun& a) {
    notifier->Notify({a.alarm_id, a.asset_id, a.group_id, a.group_path, a.plate, a.code, a.label, a.place_name,
                      a.source, a.time_ms, a.lat, a.lon, a.speed});
  });
  if (const std::string& io = config.GetString("gateway.io"); io != "uring" && io != "asio")
    return InvalidArgument("gateway.io must be uring or asio, got '" + io + "'");
  const std::string& jt808_auth = config.GetString("gateway.jt808_auth");
  if (jt808_auth != "off" && jt808_auth != "warn" && jt808_auth != "require")
    return InvalidArgument("gateway.jt808_auth must be off, warn or require, got '" + jt808_auth + "'");
  p->gateway_context.reset(new gateway::GatewayContext{
      *p->directory, *p->pipeline, now, ack == "committed" ? gateway::AckMode::kCommitted : gateway::AckMode::kReceived,
      static_cast<int>(config.GetInt("gateway.max_inflight")), config.GetBool("gateway.store")});
  p->gateway_context->channels = p->channels.get();
  p->gateway_context->commands = p->commands.get();
  p->gateway_context->utc_offset_minutes = options.utc_offset_minutes;
  p->gateway_context->auth = jt808_auth == "require" ? gateway::AuthMode::kRequire
                             : jt808_auth == "warn"  ? gateway::AuthMode::kWarn
                                                     : gateway::AuthMode::kOff;
  p->device_auth = std::make_unique<gateway::DeviceAuth>(*p->db);
  p->gateway_context->device_auth = p->device_auth.get();
  if (long long per_minute = config.GetInt("gateway.logins_per_minute_per_address"); per_minute > 0) {
    p->logins = std::make_unique<gateway::LoginLimiter>(static_cast<int>(per_minute));
    p->gateway_context->logins = p->logins.get();
  }
  p->services->devices_changed = [dir = p->directory.get()] { dir->InvalidateAll(); };
  p->services->device_auth_reset = [channels = p->channels.get()](long long device_id) { channels->Drop(device_id); };
  gateway::GatewayOptions gateway_options;
  gateway_options.host = config.GetString("gateway.host");
  for (const ProtocolInfo& protocol : Protocols())
    gateway_options.ports[std::string(protocol.name)] = static_cast<int>(config.GetInt(protocol.port_key));
  gateway_options.threads = static_cast<int>(config.GetInt("gateway.threads"));
  gateway_options.engine = config.GetString("gateway.io") == "asio" ? net::TcpEngine::kAsio : net::TcpEngine::kUring;
  gateway_options.idle_timeout_s = static_cast<int>(config.GetInt("gateway.idle_timeout_s"));
  gateway_options.batch_wait_us = static_cast<int>(config.GetInt("gateway.batch_wait_us"));
  gateway_options.max_connections = static_cast<size_t>(config.GetInt("gateway.max_connections"));
  p->gateway = std::make_unique<gateway::Gateway>(gateway_options, *p->gateway_context);

  app->stats_interval_s_ = static_cast<int>(config.GetInt("log.stats_interval_s"));
  if (options.test_hooks) spdlog::warn("test.hooks is on: test-only endpoints answer; never use this in production");
  app->parts_ = std::move(p);
  return app;
}

ServerApp::~ServerApp() { Stop(); }

Status ServerApp::Start() {
  // The tracker first: it loads the stored open commands before any call can add one.
  if (Status s = parts_->commands->Start(); !s.ok()) return s;
  if (Status s = parts_->risk->Reload(); !s.ok()) return s;
  parts_->notifier->Start();
  if (Status s = parts_->http->Start(); !s.ok()) return s;
  if (Status s = parts_->gateway->Start(); !s.ok()) return s;
  if (Status s = parts_->exports->Start(); !s.ok()) return s;
  // Housekeeping: live pushes every 250 ms (≤ 4 per second per client), live connections of ended
  // sessions closed every 2 s, idle sessions every 10 min, the device side's status line every
  // log.stats_interval_s.
  housekeeping_ = std::thread([this] {
    using Clock = std::chrono::steady_clock;
    auto next_sweep = Clock::now() + std::chrono::minutes(10);
    auto next_session_check = Clock::now() + std::chrono::seconds(2);
    auto stats_every = std::chrono::seconds(stats_interval_s_);
    auto stats_at = Clock::now();
    DeviceSideCounters stats = DeviceSide();
    std::unique_lock lock(mu_);
    while (!cv_.wait_for(lock, std::chrono::milliseconds(250), [this] { return stopping_; })) {
      lock.unlock();
      parts_->hub->Flush();
      auto now = Clock::now();
      if (now >= next_session_check) {
        size_t closed =
            api::CloseEndedSessions(*parts_->hub, *parts_->sessions) + parts_->pending_sockets->CloseExpired();
        if (closed) spdlog::info("closed {} live connections of ended sessions", closed);
        next_session_check = now + std::chrono::seconds(2);
      }
      if (now >= next_sweep) {
        long long swept = parts_->sessions->Sweep();
        if (swept) spdlog::info("removed {} idle sessions", swept);
        next_sweep = now + std::chrono::minutes(10);
      }
      if (stats_interval_s_ > 0 && now - stats_at >= stats_every) {
        DeviceSideCounters current = DeviceSide();
        spdlog::info(FormatStatusLine(current, stats, std::chrono::duration<double>(now - stats_at).count()));
        stats = current;
        stats_at = now;
      }
      lock.lock();
    }
  });
  return Status::Ok();
}

int ServerApp::http_port() const { return parts_->http->port(); }
live::PushHub& ServerApp::hub() { return *parts_->hub; }
int ServerApp::gateway_port(const std::string& protocol) const { return parts_->gateway->port(protocol); }
DeviceSideCounters ServerApp::DeviceSide() const {
  DeviceSideCounters c;
  c.connections = parts_->gateway->connection_count();
  c.paused_connections = *parts_->gateway_context->paused;
  c.frames = parts_->gateway_context->frames;
  const gateway::GatewayContext& g = *parts_->gateway_context;
  c.bad_frames = g.errors;
  c.bad_check = g.bad_check;
  c.unauthenticated = g.unauthenticated;
  c.refused = g.refused;
  c.auth_failures = g.auth_failures;
  c.logins_limited = g.logins_limited;
  c.channel_takeovers = g.channel_takeovers;
  c.channel_refusals = g.channel_refusals;
  c.answers_ignored = g.answers_ignored;
  store::PositionWriterStats w = parts_->writer->stats();
  c.committed_rows = w.committed_rows;
  c.queued_rows = w.queued_rows;
  c.folds = w.fold.folds;
  c.longest_fold_step_ms = w.fold.longest_step_ms;
  c.longest_fold_prepare_ms = w.fold.longest_prepare_ms;
  store::WalCheckpointerStats k = parts_->checkpointer->stats();
  c.checkpoints = k.checkpoints;
  c.wal_frames = k.log_frames;
  c.wal_frames_copied = k.copied_frames;
  c.longest_checkpoint_ms = k.longest_ms;
  return c;
}

void ServerApp::FlushPipeline() {
  parts_->pipeline->Flush();
  parts_->commands->Flush();
}

void ServerApp::Stop() {
  {
    std::lock_guard lock(mu_);
    if (stopping_) return;
    stopping_ = true;
  }
  cv_.notify_all();
  if (housekeeping_.joinable()) housekeeping_.join();
  if (parts_ && parts_->gateway) parts_->gateway->Stop();
  if (parts_ && parts_->commands) parts_->commands->Stop();
  if (parts_ && parts_->runner) parts_->runner->Stop();  // its last replies go out through the server
  if (parts_ && parts_->http) parts_->http->Stop();
  if (parts_ && parts_->exports) parts_->exports->Stop();
  if (parts_) {  // drain in order: pipeline (its jobs reach the writer), then the writer
    parts_->pipeline.reset();
    parts_->writer.reset();
    if (parts_->notifier) parts_->notifier->Stop();
  }
}

}  // namespace chelian
