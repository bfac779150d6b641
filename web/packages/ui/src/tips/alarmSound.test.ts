// The alarm chime opens the audio device only once the user has interacted with the page (before
// that the browser would not play it), at an idle moment of the page, and reuses it afterwards.
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => vi.unstubAllGlobals());

describe('playAlarmTone', () => {
  it('opens no audio device before the user has interacted, one afterwards at an idle moment (issue 28)', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(1000);
      idle.push(run);
      return idle.length;
    });
    vi.stubGlobal('AudioContext', FakeAudioContext);
    activation(false);
    playAlarmTone();
    playAlarmTone();
    expect(idle).toHaveLength(0);
    activation(true);
    playAlarmTone();
    playAlarmTone(); // while the first waits: the same chime
    expect(FakeAudioContext.made).toBe(0);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(FakeAudioContext.made).toBe(1);
    expect(FakeAudioContext.chimes).toBe(1);
    playAlarmTone(); // the device is open: at once
    expect(idle).toHaveLength(0);
    expect(FakeAudioContext.made).toBe(1);
    expect(FakeAudioContext.chimes).toBe(2);
  });
});
