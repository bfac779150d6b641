// Tests of the recording's WAV: the 8 kHz average, the RIFF layout the server reads, the join.
import { describe, expect, it } from 'vitest';
import { downsampleTo8k, recordingToWav, voiceSeconds, wavBytes } from './voiceWav';

describe('voiceWav', () => {
  it('averages 48 kHz down to 8 kHz and clips to 16 bits', () => {
    const input = new Float32Array(48).fill(0.5);
    input.fill(2, 42); // over full scale in the last 1/8000 s
    const out = downsampleTo8k(input, 48000);
    expect(out.length).toBe(8);
    expect(out[0]).toBe(Math.round(0.5 * 0x7fff));
    expect(out[7]).toBe(0x7fff);
    expect(downsampleTo8k(new Float32Array([-1, -1]), 16000)[0]).toBe(-0x8000);
  });

  it('writes a 16-bit mono PCM WAV at 8 kHz', () => {
    const bytes = wavBytes(new Int16Array([1, -2, 3]));
    const view = new DataView(bytes.buffer);
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...bytes.slice(8, 16))).toBe('WAVEfmt ');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(6);
    expect(view.getInt16(46, true)).toBe(-2);
  });

  it('joins the recorded chunks before converting them', async () => {
    const wav = recordingToWav([new Float32Array(16000), new Float32Array(16000)], 16000);
    expect(wav.type).toBe('audio/wav');
    expect(wav.size).toBe(44 + 16000 * 2); // 2 s at 8 kHz
    expect(voiceSeconds(2000)).toBe('2.0秒');
    expect(voiceSeconds(undefined)).toBe('');
  });
});
