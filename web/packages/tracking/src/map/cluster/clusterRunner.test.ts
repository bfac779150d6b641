// The clusterer's runner: the first clustering done here, the worker made for the second, one request
// in flight, later asks folded into one that keeps new points, the view read when a request leaves,
// answers with the items of their points, and a failed worker replaced by clustering inline.
import { describe, expect, it, vi } from 'vitest';
import type { ClusterView } from './clusterPoints';
import { ClusterRunner } from './clusterRunner';
import type { ClusterReply, ClusterRequest } from './clusterWorker';

class FakeWorker {
  sent: ClusterRequest[] = [];
  onmessage: ((e: MessageEvent<ClusterReply>) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  postMessage(request: ClusterRequest) {
    this.sent.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(seq: number) {
    this.onmessage?.({ data: { seq, clusters: new Float64Array(0), singles: Int32Array.from([0]) } } as MessageEvent<ClusterReply>);
  }
}

const points = (lon: number) => ({ input: { lon: Float64Array.from([lon]), lat: Float64Array.from([22.5]) }, items: `items@${lon}` });

describe('ClusterRunner', () => {
  it('issue 28 clusters the first points at once, then keeps one request in flight on the worker and sends the newest ask, with the points of those it folded', async () => {
    const worker = new FakeWorker();
    let view: ClusterView = { zoom: 5, radiusPx: 80 };
    const results: Array<[string, number]> = [];
    const make = vi.fn(() => worker as unknown as Worker);
    const runner = new ClusterRunner<string>(
      () => view,
      (_r, items, v) => results.push([items, v.zoom]),
      make,
    );
    runner.ask(points(113)); // the first: clustered here, before the next task
    await Promise.resolve();
    expect(results).toEqual([['items@113', 5]]);
    expect(make).not.toHaveBeenCalled(); // a layer that clusters once starts no worker
    runner.ask(); // a new view of the same points: the worker gets them, as it never had them
    expect(make).toHaveBeenCalledTimes(1);
    expect(worker.sent[0]!.points?.lon[0]).toBe(113);
    worker.answer(2);
    results.length = 0;
    runner.ask(points(114));
    runner.ask(points(115)); // waits
    view = { zoom: 7, radiusPx: 80 };
    runner.ask(); // folds into the waiting one: its points stay
    expect(worker.sent).toHaveLength(2);
    expect(worker.sent[1]!.points?.lon[0]).toBe(114);
    worker.answer(3);
    expect(results).toEqual([['items@114', 5]]);
    expect(worker.sent).toHaveLength(3);
    expect(worker.sent[2]).toMatchObject({ seq: 4, zoom: 7 });
    expect(worker.sent[2]!.points?.lon[0]).toBe(115);
    worker.answer(3); // a stale answer is ignored
    expect(results).toHaveLength(1);
    worker.answer(4);
    expect(results).toEqual([['items@114', 5], ['items@115', 7]]);
    runner.ask(); // a new view only: no points sent again
    expect(worker.sent[3]!.points).toBeUndefined();
    runner.dispose();
    expect(worker.terminated).toBe(true);
  });

  it('issue 28 clusters inline without a worker, and takes over when the worker fails', async () => {
    const inline = vi.fn();
    new ClusterRunner<string>(() => ({ zoom: 5, radiusPx: 80 }), inline, () => undefined).ask(points(114));
    await vi.waitFor(() => expect(inline).toHaveBeenCalledTimes(1));
    expect([...inline.mock.calls[0]![0].singles]).toEqual([0]);

    const worker = new FakeWorker();
    const after = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runner = new ClusterRunner<string>(() => ({ zoom: 5, radiusPx: 80 }), after, () => worker as unknown as Worker);
    runner.ask(points(115)); // the first, here
    await vi.waitFor(() => expect(after).toHaveBeenCalledTimes(1));
    runner.ask(points(116));
    expect(worker.sent).toHaveLength(1);
    worker.onerror?.();
    await vi.waitFor(() => expect(after).toHaveBeenCalledTimes(2));
    expect(after.mock.calls[1]![1]).toBe('items@116');
    expect(worker.terminated).toBe(true);
    expect(warn).toHaveBeenCalled();
  });
});
