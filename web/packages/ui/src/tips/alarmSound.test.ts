// The alarm chime opens the audio device only once the user has interacted with the page (before
// that the browser would not play it), once the page is calm and idle, and reuses it afterwards.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playAlarmTone } from './alarmSound';

class FakeAudioContext {
  static made = 0;
  static chimes = 0;
  currentTime = 0;
  destination = {};
  constructor() {
    FakeAudioContext.made += 1;
  }
  createOscillator() {
    FakeAudioContext.chimes += 0.5; // two tones a chime
    return { frequency: { value: 0 }, connect: (n: unknown) => n, start: vi.fn(), stop: vi.fn() };
  }
  createGain() {
    return { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: (n: unknown) => n };
  }
}

function activation(hasBeenActive: boolean) {
  vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive, isActive: hasBeenActive } });
}

/** The browser's long-task reports: `longTask()` reports one to every observer. */
class FakeLongTasks {
  static observers: FakeLongTasks[] = [];
  static supportedEntryTypes = ['longtask'];
  constructor(private readonly report: () => void) {}
  observe() {
    FakeLongTasks.observers.push(this);
  }
  disconnect() {
    FakeLongTasks.observers = FakeLongTasks.observers.filter((o) => o !== this);
  }
  static longTask() {
    for (const o of FakeLongTasks.observers) o.report();
  }
}

let idle: Array<() => void> = [];
beforeEach(() => {
  vi.useFakeTimers();
  idle = [];
  FakeLongTasks.observers = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout: number }) => {
    expect(options.timeout).toBe(1000);
    idle.push(run);
    return idle.length;
  });
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('PerformanceObserver', FakeLongTasks);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('playAlarmTone', () => {
  it('opens no audio device before the user has interacted, one afterwards once the page is calm and idle (issue 28)', () => {
    activation(false);
    playAlarmTone();
    playAlarmTone();
    vi.advanceTimersByTime(20_000);
    expect(idle).toHaveLength(0);
    activation(true);
    playAlarmTone();
    playAlarmTone(); // while the first waits: the same chime
    // Long tasks (the monitor loading) put the opening off: a calm second is needed.
    vi.advanceTimersByTime(900);
    FakeLongTasks.longTask();
    vi.advanceTimersByTime(900);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(idle).toHaveLength(1);
    expect(FakeLongTasks.observers).toHaveLength(0);
    expect(FakeAudioContext.made).toBe(0);
    idle.shift()!();
    expect(FakeAudioContext.made).toBe(1);
    expect(FakeAudioContext.chimes).toBe(1);
    playAlarmTone(); // the device is open: at once
    expect(idle).toHaveLength(0);
    expect(FakeAudioContext.made).toBe(1);
    expect(FakeAudioContext.chimes).toBe(2);
  });
});

describe('playAlarmTone on a page that stays busy', () => {
  it('opens the audio device 10 s after the first chime at the latest (issue 28)', async () => {
    vi.resetModules();
    const { playAlarmTone: play } = await import('./alarmSound');
    activation(true);
    play();
    for (let t = 0; t < 9_500; t += 500) {
      vi.advanceTimersByTime(500);
      FakeLongTasks.longTask();
    }
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(500);
    expect(idle).toHaveLength(1);
    expect(FakeLongTasks.observers).toHaveLength(0);
  });
});
