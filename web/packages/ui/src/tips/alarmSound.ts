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

/** The longest the first chime waits for an idle moment of the page before opening the audio device. */
const OPEN_WAIT_MS = 1000;
/** Whether a first chime waits for the audio device to be opened. */
let opening = false;

/**
 * Plays the chime. The first one opens the audio device, which takes 70–90 ms of the main thread:
 * it waits for an idle moment (OPEN_WAIT_MS at most), so an alarm pushed during the monitor's first
 * render does not delay it (issue 28). Chimes asked for meanwhile are that one.
 */
export function playAlarmTone(): void {
  if (!soundAllowed()) return;
  if (context) {
    chime(context);
    return;
  }
  if (opening) return;
  opening = true;
  whenIdle(() => {
    opening = false;
    try {
      context ??= new AudioContext();
    } catch {
      return; // No audio device (headless, or blocked until a user gesture): stay silent.
    }
    chime(context);
  });
}

function chime(ctx: AudioContext): void {
  try {
    twoTones(ctx);
  } catch {
    // The device went away: stay silent.
  }
}

function twoTones(ctx: AudioContext): void {
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
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: OPEN_WAIT_MS });
  else setTimeout(run, 0);
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
