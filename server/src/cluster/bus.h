// The message bus between the nodes of a cluster as the rest of the server sees it: subjects and
// bytes. NATS sits behind it (nats_bus.cc is the only file that includes nats.h); tests use
// memory_bus.h. docs/cluster.md.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "core/status.h"

namespace chelian::cluster {

class Bus {
 public:
  // Runs on the bus client's delivery thread: must not block (hand the message over and return).
  using Handler = std::function<void(std::string_view subject, std::string_view payload)>;
  virtual ~Bus() = default;
  // Queues a message for every other node subscribed to `subject`; never waits for the network
  // (the client buffers while it reconnects). False when the client refused it.
  virtual bool Publish(const std::string& subject, std::string_view payload) = 0;
  // `subject` may end in ".>" (everything below). Messages of one publisher arrive in order.
  virtual Status Subscribe(const std::string& subject, Handler handler) = 0;
  // Stops every subscription: no handler runs after it returns. Publishing still works.
  virtual void Unsubscribe() = 0;

  // Request and reply (files between nodes). `answer` runs on the delivery thread like a Handler,
  // with the subject its reply goes to (Publish it there, from any thread).
  using Answerer = std::function<void(std::string_view payload, std::string reply_to)>;
  virtual Status Answer(const std::string& subject, Answerer answer) = 0;
  // Sends `payload` to the one node answering `subject` and waits up to `timeout_ms` for its reply.
  // Errors: Unavailable (no answer in time, no node answering, connection down).
  virtual Result<std::string> Request(const std::string& subject, std::string_view payload, int timeout_ms) = 0;
};

// A NATS connection to `urls` (comma-separated), named `name`, that never sees its own messages,
// reconnects for ever and keeps trying when the server is not up yet.
Result<std::unique_ptr<Bus>> ConnectNats(const std::string& urls, const std::string& name);

}  // namespace chelian::cluster
