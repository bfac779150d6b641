// The alarm chime opens the audio device only once the user has interacted with the page (before
// that the browser would not play it) and reuses it afterwards.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playAlarmTone } from './alarmSound';

class FakeAudioContext {
  static made = 0;
  currentTime = 0;
  destination = {};
  constructor() {
    FakeAudioContext.made += 1;
  }
  createOscillator() {
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
  it('opens no audio device before the user has interacted, one afterwards', () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    activation(false);
    playAlarmTone();
    playAlarmTone();
    expect(FakeAudioContext.made).toBe(0);
    activation(true);
    playAlarmTone();
    playAlarmTone();
    expect(FakeAudioContext.made).toBe(1);
  });
});
