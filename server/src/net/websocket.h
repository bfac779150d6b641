// WebSocket sessions on the HTTP port (Beast behind this plain interface): an acceptor decides,
// from the upgrade request, whether to accept and with which handler; text messages go both ways.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "net/http_types.h"

namespace chelian::net {

// A handle to one WebSocket connection. Thread-safe; calls after close do nothing.
class WsLink {
 public:
  virtual ~WsLink() = default;
  // Queues a text message. When more than the limit is queued the client is too slow and is
  // disconnected (it reconnects and receives a fresh snapshot).
  virtual void Send(std::string text) = 0;
  virtual void Close() = 0;
  // Bytes queued and not yet written; producers coalesce while this is non-zero.
  virtual size_t QueuedBytes() const = 0;
};

// Called on the connection's strand.
class WsSessionHandler {
 public:
  virtual ~WsSessionHandler() = default;
  virtual void OnOpen() {}
  virtual void OnMessage(std::string_view text) = 0;
  virtual void OnClose() {}
};

// Returns the handler for an upgrade request, or nullptr to refuse it with `refusal`.
using WsAcceptor = std::function<std::unique_ptr<WsSessionHandler>(
    const HttpRequest& request, std::shared_ptr<WsLink> link, HttpResponse* refusal)>;

}  // namespace chelian::net
