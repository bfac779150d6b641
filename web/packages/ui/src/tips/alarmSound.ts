// Alarm sounds of the console: a short two-tone chime made with Web Audio (no audio file to ship)
// and spoken alarms (Web Speech, zh-CN), falling back to the chime where speech is missing.
let context: AudioContext | undefined;

/**
 * Whether the page may make sound: browsers play audio only once the user has interacted with it.
 * Before that the chime is skipped: it would not be heard, and opening the audio device took
 * ~70 ms of the main thread during the monitor's first render (issue 28).
 */
function soundAllowed(): boolean {
  const activation = typeof navigator !== 'undefined' ? navigator.userActivation : undefined;
  return activation === undefined || activation.hasBeenActive;
}

export function playAlarmTone(): void {
  if (!soundAllowed()) return;
  try {
    context ??= new AudioContext();
    const ctx = context;
    const t = ctx.currentTime;
    for (const [i, freq] of [880, 660].entries()) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.15, t + i * 0.25);
      gain.gain.exponentialRampToValueAtTime(0.001, t + i * 0.25 + 0.22);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t + i * 0.25);
      osc.stop(t + i * 0.25 + 0.24);
    }
  } catch {
    // No audio device (headless, or blocked until a user gesture): stay silent.
  }
}

/** Speaks `text` in Chinese after the chime; returns whether speech was available. */
export function speakAlarm(text: string): boolean {
  playAlarmTone();
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined' || !text) return false;
  try {
    synth.cancel(); // the newest alarm wins over a backlog of old ones
    const u = new SpeechSynthesisUtterance(text);
    u.lang = 'zh-CN';
    u.rate = 1.05;
    synth.speak(u);
    return true;
  } catch {
    return false;
  }
}
