// Files made on one node (exports, photos and recordings) read from another (docs/cluster.md § Files):
// each node answers chunk requests for its own files on chelian.files.<node id>, and copies another
// node's file into its own folder chunk by chunk (never the whole file in memory) before serving it.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "cluster/bus.h"
#include "core/status.h"
#include "core/work_pool.h"

namespace chelian::cluster {

struct FileShareOptions {
  std::string node_id;
  std::map<std::string, std::string, std::less<>> dirs;  // kind ("exports", "media") → this node's folder
  size_t chunk_bytes = 256 * 1024;                       // under NATS's default 1 MB message limit
  int timeout_ms = 10'000;                               // per chunk
  size_t max_queue = 64;                                 // chunk requests waiting to be read
};

class FileShare {
 public:
  FileShare(Bus& bus, FileShareOptions options);
  ~FileShare();  // stops answering (the bus's subscriptions end first: ClusterNode)

  // Answers other nodes' requests for this node's files.
  Status Start();
  // Answers the requests it holds and takes no more. Idempotent.
  void Stop() { readers_.Stop(); }
  // Copies `relative` (a path under the folder of `kind`) from node `owner` to the same path under
  // this node's folder of `kind`. Errors: NotFound (the owner has no such file), Unavailable (the
  // owner does not answer), InvalidArgument (a kind not shared or a path leaving the folder).
  Status Fetch(const std::string& owner, std::string_view kind, const std::string& relative);

  // Where `relative` of `kind` lies on this node, or "" when the kind is not shared or the path
  // leaves the folder (absolute, "..").
  std::string LocalPath(std::string_view kind, const std::string& relative) const;

 private:
  void Serve(std::string request, std::string reply_to);

  Bus& bus_;
  FileShareOptions options_;
  WorkPool readers_;  // reads chunks off the bus's thread
};

// The subject a node's files are asked for on.
std::string FilesSubject(const std::string& node_id);

}  // namespace chelian::cluster
