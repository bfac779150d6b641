// The player's state outside React (position, playing, speed) driven by animation frames, so only
// the player bar and the moving vehicle re-render while it plays. The arithmetic is playerClock's.
import { DEFAULT_SPEED, advance, clampPosition, step, type SpeedFactor } from './playerClock';

export interface PlayerState {
  position: number;
  playing: boolean;
  speed: SpeedFactor;
  count: number;
}

type Frame = (cb: (t: number) => void) => number;

export class PlayerStore {
  private state: PlayerState = { position: 0, playing: false, speed: DEFAULT_SPEED, count: 0 };
  private readonly listeners = new Set<() => void>();
  private frame = 0;
  private last = 0;

  constructor(
    private readonly requestFrame: Frame = (cb) => requestAnimationFrame(cb),
    private readonly cancelFrame: (id: number) => void = (id) => cancelAnimationFrame(id),
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): PlayerState => this.state;

  /** A new track: back to its start, paused. */
  load(count: number): void {
    this.stopFrames();
    this.set({ position: 0, playing: false, count });
  }

  play(): void {
    if (this.state.count < 2) return;
    const atEnd = this.state.position >= this.state.count - 1;
    this.set({ playing: true, position: atEnd ? 0 : this.state.position });
    this.last = 0;
    this.frame = this.requestFrame(this.tick);
  }

  pause(): void {
    this.stopFrames();
    this.set({ playing: false });
  }

  seek(position: number): void {
    this.set({ position: clampPosition(position, this.state.count) });
  }

  step(delta: number): void {
    this.pause();
    this.seek(step(this.state.position, delta, this.state.count));
  }

  setSpeed(speed: SpeedFactor): void {
    this.set({ speed });
  }

  dispose(): void {
    this.stopFrames();
    this.listeners.clear();
  }

  private tick = (now: number): void => {
    const elapsed = this.last ? now - this.last : 0;
    this.last = now;
    const { position, ended } = advance(this.state.position, elapsed, this.state.speed, this.state.count);
    this.set({ position, playing: !ended });
    if (!ended) this.frame = this.requestFrame(this.tick);
  };

  private stopFrames(): void {
    if (this.frame) this.cancelFrame(this.frame);
    this.frame = 0;
  }

  private set(patch: Partial<PlayerState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }
}
