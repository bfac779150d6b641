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

/** The page is calm once it has run no long task (over 50 ms) for this long … */
const CALM_MS = 1000;
/** … and the first chime waits for that at most this long. */
const CALM_WAIT_MS = 10_000;
/** Then the longest it waits for an idle moment before opening the audio device. */
const OPEN_WAIT_MS = 1000;
/** Whether a first chime waits for the audio device to be opened. */
let opening = false;

/**
 * Plays the chime. The first one opens the audio device, which takes 70–140 ms of the main thread:
 * it waits until the page is calm (no long task for CALM_MS, CALM_WAIT_MS at most) and idle, so that
 * an alarm pushed while the monitor loads does not delay its list or map (issue 28). Chimes asked
 * for meanwhile are that one.
 */
export function playAlarmTone(): void {
  if (!soundAllowed()) return;
  if (context) {
    chime(context);
    return;
  }
  if (opening) return;
  opening = true;
  whenCalm(() =>
    whenIdle(() => {
      opening = false;
      try {
        context ??= new AudioContext();
      } catch {
        return; // No audio device (headless, or blocked until a user gesture): stay silent.
      }
      chime(context);
    }),
  );
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

/** Runs `run` once no long task has run for CALM_MS (where the browser reports long tasks), CALM_WAIT_MS at most. */
function whenCalm(run: () => void): void {
  const longTasks = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('longtask');
  if (!longTasks) {
    setTimeout(run, CALM_MS);
    return;
  }
  const giveUp = Date.now() + CALM_WAIT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finished = false;
  const observer = new PerformanceObserver(() => arm());
  const done = () => {
    finished = true;
    observer.disconnect();
    run();
  };
  // Each long task starts the calm second again, until CALM_WAIT_MS has passed.
  const arm = () => {
    if (finished) return;
    clearTimeout(timer);
    timer = setTimeout(done, Math.max(0, Math.min(CALM_MS, giveUp - Date.now())));
  };
  observer.observe({ type: 'longtask' });
  arm();
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
