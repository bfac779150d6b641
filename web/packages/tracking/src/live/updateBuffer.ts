// Live updates are merged per key (newest wins) and handed over in one batch at most every
// `intervalMs`, so a burst of 1,000 updates per second reaches React and the map as one change.

export class UpdateBuffer<K, V> {
  private pending = new Map<K, V>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly onFlush: (batch: Map<K, V>) => void,
    /** null: no timer, the owner calls flush (with other changes of the same moment). */
    private readonly intervalMs: number | null,
  ) {}

  push(key: K, value: V): void {
    this.pending.set(key, value);
    if (this.intervalMs !== null) this.timer ??= setTimeout(() => this.flush(), this.intervalMs);
  }

  /** Hands over what is pending now (also called by the timer). */
  flush(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.onFlush(batch);
  }

  get size(): number {
    return this.pending.size;
  }

  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }
}
