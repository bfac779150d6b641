// Runs the map's clustering off the main thread (clusterWorker.ts): one request in flight at a time;
// asks made meanwhile fold into one that leaves when it answers (a queue of one). The view is read
// when a request leaves, the points go to the worker only when it has not had them, and each answer
// comes with the items those points stood for. The first clustering is done here, at once (the map's
// first vehicles do not wait for a round trip behind its frames); the worker is made for the second.
// Where no worker runs (tests, a failed worker) every clustering is done here.
import { clusterPoints, type ClusterPointsInput, type ClusterResult, type ClusterView } from './clusterPoints';
import type { ClusterReply, ClusterRequest } from './clusterWorker';
import clusterWorkerUrl from './clusterWorker?worker&url';

export class ClusterRunner<T> {
  private worker: Worker | undefined;
  private seq = 0;
  private inFlight: { seq: number; items: T; view: ClusterView } | undefined;
  /** An ask waits (with the new points it brought, if any). */
  private waiting: { points?: { input: ClusterPointsInput; items: T } } | undefined;
  /** The latest points and the items they stand for. */
  private points: { input: ClusterPointsInput; items: T } | undefined;
  /** The points the worker holds a copy of. */
  private workerPoints: ClusterPointsInput | undefined;
  /** Whether no clustering was done yet (the first is done on this thread). */
  private first = true;
  private disposed = false;

  constructor(
    private readonly viewNow: () => ClusterView,
    private readonly onResult: (result: ClusterResult, items: T, view: ClusterView) => void,
    private makeWorker: (() => Worker | undefined) | undefined = defaultWorker,
  ) {}

  /** The worker, made on the first request (a layer that never clusters starts none). */
  private workerNow(): Worker | undefined {
    const make = this.makeWorker;
    if (!make) return this.worker;
    this.makeWorker = undefined;
    try {
      this.worker = make();
    } catch {
      this.worker = undefined;
    }
    if (this.worker) {
      this.worker.onmessage = (event: MessageEvent<ClusterReply>) => this.answered(event.data);
      this.worker.onerror = () => this.toInline();
    }
    return this.worker;
  }

  /** Asks for a clustering of the view at the time it leaves, with new points or the last ones. */
  ask(points?: { input: ClusterPointsInput; items: T }): void {
    if (this.disposed) return;
    this.waiting = { points: points ?? this.waiting?.points };
    if (!this.inFlight) this.send();
  }

  dispose(): void {
    this.disposed = true;
    this.makeWorker = undefined;
    this.worker?.terminate();
    this.worker = undefined;
  }

  private send(): void {
    const ask = this.waiting;
    if (!ask || this.disposed) return;
    this.waiting = undefined;
    if (ask.points) this.points = ask.points;
    const points = this.points;
    if (!points) return; // nothing to cluster yet
    const seq = ++this.seq;
    const view = this.viewNow();
    this.inFlight = { seq, items: points.items, view };
    const worker = this.first ? undefined : this.workerNow();
    this.first = false;
    if (worker) {
      const request: ClusterRequest = { seq, ...view };
      // Copies go (transferred): the arrays here stay whole for the inline fallback.
      if (this.workerPoints !== points.input) request.points = { lon: points.input.lon.slice(), lat: points.input.lat.slice() };
      this.workerPoints = points.input;
      worker.postMessage(request, request.points ? [request.points.lon.buffer, request.points.lat.buffer] : []);
      return;
    }
    queueMicrotask(() => this.answered({ seq, ...clusterPoints(points.input, view.zoom, view.radiusPx, view.bounds) }));
  }

  private answered(reply: ClusterReply): void {
    const flight = this.inFlight;
    if (this.disposed || !flight || reply.seq !== flight.seq) return;
    this.inFlight = undefined;
    this.onResult(reply, flight.items, flight.view);
    this.send();
  }

  /** The worker failed: the request in flight and all after it are clustered here. */
  private toInline(): void {
    this.worker?.terminate();
    this.worker = undefined;
    const lost = this.inFlight !== undefined;
    this.inFlight = undefined;
    this.workerPoints = undefined;
    console.warn('聚合计算线程不可用，改在页面内计算');
    if (lost) this.waiting ??= {};
    this.send();
  }
}

function defaultWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  // Built as a classic script; the dev server serves it as a module.
  return new Worker(clusterWorkerUrl, { type: import.meta.env.DEV ? 'module' : 'classic' });
}
