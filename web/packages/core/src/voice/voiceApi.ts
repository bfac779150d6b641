// Typed calls of the wearers' voice messages (docs/card.md § Voice messages), shared by the card
// and pet apps: a wearer's list, the WAV URL of one message for <audio> (the session in the query,
// as the photos' file URLs carry it), and 发送语音 (a recorded or chosen file, multipart).
import type { HttpClient } from '../http/client';
import { appendQuery } from '../http/url';
import { unwrap } from '../services/unwrap';

export const VOICE_PATHS = {
  list: '/car/v4/api/voice/list.json',
  wav: '/car/v4/api/voice/wav.json',
  send: '/car/v4/api/voice/send.json',
} as const;

/** One message: direction 0 from the watch, 1 sent to it (with its command's status then). */
export interface VoiceMessage {
  voiceId: number;
  vehicleId: number;
  time: string;
  direction: 0 | 1;
  durationMs?: number;
  bytes: number;
  commandId?: number;
  status?: number;
  statusText?: string;
}

export interface VoiceSent {
  voiceId: number;
  id: number;
  durationMs: number;
  online: 0 | 1;
}

export function createVoiceApi(http: HttpClient) {
  return {
    async list(vehicleId: number, pageNumber: number, pageSize: number): Promise<{ data: VoiceMessage[]; total: number }> {
      const obj = unwrap(await http.get<{ data?: VoiceMessage[]; total?: number }>(VOICE_PATHS.list, { vehicleId, pageNumber, pageSize }));
      return { data: Array.isArray(obj?.data) ? obj.data : [], total: Number(obj?.total ?? 0) };
    },
    wavUrl: (vehicleId: number, voiceId: number, sessionId: string): string =>
      http.resolveUrl(appendQuery(VOICE_PATHS.wav, { vehicleId, voiceId, sessionId })),
    async send(vehicleId: number, file: Blob): Promise<VoiceSent> {
      return unwrap(await http.upload<VoiceSent>(VOICE_PATHS.send, file, { vehicleId }));
    },
  };
}

export type VoiceApi = ReturnType<typeof createVoiceApi>;
