// The map clusterer's worker (clusterRunner.ts): keeps the latest points and answers each request
// with the clusters of one zoom and area (clusterPoints), so the main thread never clusters.
import { clusterPoints, type ClusterPointsInput, type ClusterResult, type ClusterView } from './clusterPoints';

export interface ClusterRequest extends ClusterView {
  seq: number;
  /** New points (absent: the last ones). */
  points?: ClusterPointsInput;
}

export interface ClusterReply extends ClusterResult {
  seq: number;
}

let points: ClusterPointsInput | undefined;

self.onmessage = (event: MessageEvent<ClusterRequest>) => {
  const request = event.data;
  if (request.points) points = request.points;
  if (!points) return;
  const { clusters, singles } = clusterPoints(points, request.zoom, request.radiusPx, request.bounds);
  const reply: ClusterReply = { seq: request.seq, clusters, singles };
  (self as unknown as Worker).postMessage(reply, [clusters.buffer, singles.buffer]);
};
