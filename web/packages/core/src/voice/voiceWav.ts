// A browser recording (Web Audio float samples at the context's rate) as the WAV 发送语音 uploads:
// averaged down to 8 kHz, 16-bit mono (the server encodes it to AMR-NB for the watch). Pure.

export const VOICE_SAMPLE_RATE = 8000;
/** The longest message a watch takes (the server refuses longer ones too). */
export const VOICE_MAX_SECONDS = 15;

/** `input` at `rate` Hz as 16-bit samples at 8 kHz, each the mean of its 1/8000 s. */
export function downsampleTo8k(input: Float32Array, rate: number): Int16Array {
  const n = Math.floor((input.length * VOICE_SAMPLE_RATE) / rate);
  const out = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    const from = Math.floor((i * rate) / VOICE_SAMPLE_RATE);
    const to = Math.max(from + 1, Math.min(input.length, Math.floor(((i + 1) * rate) / VOICE_SAMPLE_RATE)));
    let sum = 0;
    for (let k = from; k < to; k++) sum += input[k] ?? 0;
    const v = Math.max(-1, Math.min(1, sum / (to - from)));
    out[i] = Math.round(v < 0 ? v * 0x8000 : v * 0x7fff);
  }
  return out;
}

/** A 44-byte-header PCM WAV of mono 16-bit `samples` at `rate`. */
export function wavBytes(samples: Int16Array, rate = VOICE_SAMPLE_RATE): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const tag = (at: number, text: string) => {
    for (let i = 0; i < 4; i++) bytes[at + i] = text.charCodeAt(i);
  };
  tag(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  tag(8, 'WAVE');
  tag(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  tag(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((s, i) => view.setInt16(44 + i * 2, s, true));
  return bytes;
}

/** The recorded chunks (at `rate`) joined, brought to 8 kHz and wrapped as a WAV file. */
export function recordingToWav(chunks: Float32Array[], rate: number): Blob {
  const total = chunks.reduce((n, c) => n + c.length, 0);
  const joined = new Float32Array(total);
  let at = 0;
  for (const c of chunks) {
    joined.set(c, at);
    at += c.length;
  }
  return new Blob([wavBytes(downsampleTo8k(joined, rate))], { type: 'audio/wav' });
}

/** "3.5秒"-style text of a duration in ms. */
export function voiceSeconds(ms: number | undefined): string {
  return ms === undefined ? '' : `${(ms / 1000).toFixed(1)}秒`;
}
