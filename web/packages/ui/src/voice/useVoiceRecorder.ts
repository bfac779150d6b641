// Records the microphone for 发送语音: getUserMedia + Web Audio (a ScriptProcessor collects the
// float samples; MediaRecorder gives no AMR or WAV), stopped by the user or at VOICE_MAX_SECONDS;
// the recording comes back as an 8 kHz 16-bit mono WAV (@chelian/core recordingToWav).
import { useEffect, useRef, useState } from 'react';
import { VOICE_MAX_SECONDS, recordingToWav } from '@chelian/core';

export interface VoiceRecorder {
  recording: boolean;
  seconds: number;
  start: () => Promise<void>;
  stop: () => void;
}

interface Session {
  context: AudioContext;
  stream: MediaStream;
  node: ScriptProcessorNode;
  chunks: Float32Array[];
  timer: number;
}

export function useVoiceRecorder(onRecorded: (wav: Blob) => void, onError: (error: unknown) => void): VoiceRecorder {
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const session = useRef<Session | null>(null);
  const done = useRef(onRecorded);
  useEffect(() => {
    done.current = onRecorded;
  }, [onRecorded]);

  const finish = (keep: boolean) => {
    const s = session.current;
    if (!s) return;
    session.current = null;
    window.clearInterval(s.timer);
    s.node.disconnect();
    s.stream.getTracks().forEach((t) => t.stop());
    const rate = s.context.sampleRate;
    void s.context.close();
    setRecording(false);
    if (keep && s.chunks.length) done.current(recordingToWav(s.chunks, rate));
  };

  useEffect(() => () => finish(false), []);

  const start = async () => {
    if (session.current) return;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1 } });
      const context = new AudioContext();
      const source = context.createMediaStreamSource(stream);
      const node = context.createScriptProcessor(4096, 1, 1);
      const chunks: Float32Array[] = [];
      const startedAt = Date.now();
      node.onaudioprocess = (e) => {
        chunks.push(new Float32Array(e.inputBuffer.getChannelData(0)));
      };
      source.connect(node);
      node.connect(context.destination);
      const timer = window.setInterval(() => {
        const elapsed = (Date.now() - startedAt) / 1000;
        setSeconds(Math.min(VOICE_MAX_SECONDS, Math.floor(elapsed)));
        if (elapsed >= VOICE_MAX_SECONDS) finish(true);
      }, 200);
      session.current = { context, stream, node, chunks, timer };
      setSeconds(0);
      setRecording(true);
    } catch (error) {
      onError(error);
    }
  };

  return { recording, seconds, start, stop: () => finish(true) };
}
