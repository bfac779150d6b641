// Registration of the server's metrics: names, help lines and where each value comes from.
#include "app/server_metrics.h"

#include "api/api_router.h"
#include "app/http_front.h"
#include "app/request_runner.h"
#include "auth/session_manager.h"
#include "cluster/cluster_node.h"
#include "gateway/device_connection.h"
#include "gateway/gateway.h"
#include "live/push_hub.h"
#include "notify/alarm_notifier.h"
#include "pipeline/pipeline.h"
#include "protocol/registry.h"
#include "store/export_repo.h"
#include "store/position_writer.h"

namespace chelian {
namespace {

using metrics::Type;

void RegisterDeviceSide(metrics::Registry& r, const MetricSources& s) {
  for (const ProtocolInfo& p : Protocols()) {
    std::string name(p.name);
    r.AddRead("chelian_device_connections", "Open device connections.", Type::kGauge,
              [&gateway = s.gateway, name] { return static_cast<double>(gateway.connection_count(name)); },
              {{"protocol", name}});
  }
  const gateway::GatewayContext& g = s.gateway_context;
  r.AddRead("chelian_device_messages_received_total", "Device messages (frames) decoded by the gateway.",
            Type::kCounter, [&g] { return static_cast<double>(g.frames.load()); });
  r.AddRead("chelian_device_bad_frames_total", "Device frames that did not decode, or had a wrong check code.",
            Type::kCounter, [&g] { return static_cast<double>(g.errors.load() + g.bad_check.load()); });
  r.Add("chelian_positions_received_total", "Position fixes received from known devices.", g.positions_received);
  r.AddRead("chelian_positions_committed_total", "Position rows stored by the position writer.", Type::kCounter,
            [&w = s.writer] { return static_cast<double>(w.stats().committed_rows); });
  r.AddRead("chelian_position_commits_failed_total", "Position writer transactions that failed.", Type::kCounter,
            [&w = s.writer] { return static_cast<double>(w.stats().failed_commits); });
  r.Add("chelian_position_commit_seconds", "Duration of the position writer's commit transactions.",
        s.writer.commit_latency());
  r.Add("chelian_device_ack_seconds",
        "From a device message carrying data to its acknowledgement (after the commit under gateway.ack = committed).",
        *g.ack_latency);
  r.AddRead("chelian_device_paused_connections", "Device connections not read while their messages wait for storage.",
            Type::kGauge, [&g] { return static_cast<double>(g.paused->load()); });
  r.AddRead("chelian_alarms_raised_total", "Alarm episodes begun (device and platform alarms).", Type::kCounter,
            [&p = s.pipeline] { return static_cast<double>(p.stats().alarms_begun); });
}

void RegisterQueues(metrics::Registry& r, const MetricSources& s) {
  const char* help = "Work waiting in a queue of the server.";
  r.AddRead("chelian_queue_depth", help, Type::kGauge, [&p = s.pipeline] { return static_cast<double>(p.queued()); },
            {{"queue", "pipeline"}});
  r.AddRead("chelian_queue_depth", help, Type::kGauge,
            [&w = s.writer] { return static_cast<double>(w.stats().queued_rows); }, {{"queue", "position_writer"}});
  r.AddRead("chelian_queue_depth", help, Type::kGauge,
            [&runner = s.runner] { return static_cast<double>(runner.queued_requests()); },
            {{"queue", "http_requests"}});
  r.AddRead("chelian_queue_depth", help, Type::kGauge,
            [&runner = s.runner] { return static_cast<double>(runner.queued_passwords()); },
            {{"queue", "http_passwords"}});
}

void RegisterPushes(metrics::Registry& r, const MetricSources& s) {
  r.AddRead("chelian_live_connections", "Open live (WebSocket) connections of the console.", Type::kGauge,
            [&hub = s.hub] { return static_cast<double>(hub.client_count()); });
  r.Add("chelian_live_frames_sent_total", "Live push frames handed to console connections.", s.hub.frames_sent());
  r.Add("chelian_live_frames_deferred_total",
        "Live flushes that found a console connection still sending (its updates wait, coalesced).",
        s.hub.frames_deferred());
  r.AddSeries("chelian_alarm_pushes_total", "Alarm pushes (e-mail, SMS, webhook) by outcome.", Type::kCounter,
              [&n = s.notifier](const auto& emit) {
                notify::NotifierStats st = n.stats();
                emit({{"result", "sent"}}, static_cast<double>(st.sent));
                emit({{"result", "failed"}}, static_cast<double>(st.failed));
                emit({{"result", "dropped"}}, static_cast<double>(st.dropped));
              });
}

void RegisterHttp(metrics::Registry& r, const MetricSources& s) {
  r.AddSeries("chelian_http_requests_total",
              "HTTP requests by route (the route table's path; static, /metrics or unmatched otherwise) and status.",
              Type::kCounter, [&router = s.router, &front = s.front](const auto& emit) {
                auto each = [&](const std::string& route, const metrics::StatusCounts& counts) {
                  counts.Each([&](const std::string& status, uint64_t n) {
                    emit({{"route", route}, {"status", status}}, static_cast<double>(n));
                  });
                };
                for (const auto& entry : router.Routes()) each(entry.path, *entry.replies);
                for (const char* label : {"static", "/metrics", "unmatched"})
                  each(label, front.unrouted_replies(label));
              });
  r.AddRead("chelian_sessions_active", "Console sessions signed in and not ended.", Type::kGauge,
            [&sessions = s.sessions] { return static_cast<double>(sessions.LiveCount()); });
  r.AddSeries("chelian_export_jobs", "Download center jobs by state.", Type::kGauge, [&db = s.db](const auto& emit) {
    static constexpr std::pair<int, const char*> kStates[] = {{store::kExportWaiting, "queued"},
                                                              {store::kExportRunning, "running"},
                                                              {store::kExportDone, "done"},
                                                              {store::kExportFailed, "failed"}};
    auto conn = db.Acquire();
    auto counts = store::CountExportsByStatus(*conn);
    if (!counts.ok()) return;
    for (auto [status, state] : kStates) {
      long long n = 0;
      for (auto [st, count] : *counts)
        if (st == status) n = count;
      emit({{"state", state}}, static_cast<double>(n));
    }
  });
}

}  // namespace

// Several nodes (docs/cluster.md): what went to and came from the other nodes (zeros on a single
// node, `cluster` null).
void RegisterCluster(metrics::Registry& r, const cluster::ClusterNode* node) {
  r.AddSeries("chelian_cluster_messages_total", "Messages to and from the other nodes of the cluster.", Type::kCounter,
              [node](const auto& emit) {
                cluster::ClusterNode::Stats st = node ? node->stats() : cluster::ClusterNode::Stats{};
                emit({{"result", "sent"}}, static_cast<double>(st.sent));
                emit({{"result", "received"}}, static_cast<double>(st.received));
                emit({{"result", "dropped"}}, static_cast<double>(st.dropped));
                emit({{"result", "refused"}}, static_cast<double>(st.refused));
              });
  if (node)
    r.AddRead("chelian_queue_depth", "Work waiting in a queue of the server.", Type::kGauge,
              [node] { return static_cast<double>(node->queued()); }, {{"queue", "cluster"}});
}

void RegisterServerMetrics(metrics::Registry& registry, const MetricSources& s) {
  RegisterDeviceSide(registry, s);
  RegisterQueues(registry, s);
  RegisterPushes(registry, s);
  RegisterHttp(registry, s);
  RegisterCluster(registry, s.cluster);
}

}  // namespace chelian
