// The server's metrics (docs/metrics.md): which part's figure each metric of GET /metrics is.
// Counters touched per message are the parts' own relaxed atomics; the rest is read at scrape time.
#pragma once

#include "core/metrics_registry.h"

namespace chelian {
class HttpFront;
class RequestRunner;
namespace api {
class ApiRouter;
}
namespace auth {
class SessionManager;
}
namespace cluster {
class ClusterNode;
}
namespace gateway {
class Gateway;
struct GatewayContext;
}  // namespace gateway
namespace live {
class PushHub;
}
namespace notify {
class AlarmNotifier;
}
namespace pipeline {
class Pipeline;
}
namespace store {
class Database;
class PositionWriter;
}  // namespace store

// The parts the metrics read; each outlives the registry's scrapes (the listeners stop first).
struct MetricSources {
  const api::ApiRouter& router;
  const HttpFront& front;
  const RequestRunner& runner;
  const auth::SessionManager& sessions;
  store::Database& db;
  const gateway::Gateway& gateway;
  const gateway::GatewayContext& gateway_context;
  const pipeline::Pipeline& pipeline;
  const store::PositionWriter& writer;
  const live::PushHub& hub;
  const notify::AlarmNotifier& notifier;
  const cluster::ClusterNode* cluster = nullptr;  // null: a single node
};

void RegisterServerMetrics(metrics::Registry& registry, const MetricSources& s);

}  // namespace chelian
