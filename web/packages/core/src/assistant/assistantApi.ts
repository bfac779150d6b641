// The assistant's calls and shapes: its configuration (console-spec §3 "AI assistant config",
// R-ASSIST-1), one chat turn (FAQ answers and quick actions) and, with a language model on the
// server, the reading of a streamed answer in pieces (docs/assistant.md).
import type { HttpClient } from '../http/client';
import { unwrap } from '../services/unwrap';

export const ASSISTANT_PATHS = {
  config: '/car/v4/api/assistant/config.json',
  chat: '/car/v4/api/assistant/chat.json',
  stream: '/car/v4/api/assistant/stream.json',
} as const;

export interface FaqPrompt {
  id: number;
  topic: string;
  question: string;
}

/** The widget's configuration: the server's part plus what the console knows (sessionId). */
export interface AssistantConfig {
  enabled: 0 | 1;
  botName: string;
  baseUrl: string;
  userId: number;
  productName: string;
  robotHeaderUrl: string;
  staticUrl: string;
  appType: string;
  chatStyle: string;
  sessionId: string;
  welcome: string;
  faq: FaqPrompt[];
  /** 1 when questions may be answered by the server's language model (replies of kind `llm`). */
  model?: 0 | 1;
}

export type QuickActionName = 'track' | 'detail' | 'location' | 'mileage' | 'alarmDetail' | 'onlineDetail';

export interface AssistantVehicle {
  vehicleId: number;
  plate: string;
  terminalNo: string;
  groupName: string;
}

export interface AssistantReply {
  kind: 'action' | 'chooseVehicle' | 'chooseAction' | 'askVehicle' | 'notFound' | 'faq' | 'fallback' | 'llm';
  text: string;
  action?: QuickActionName;
  actionLabel?: string;
  vehicles: AssistantVehicle[];
  actions?: { action: QuickActionName; label: string }[];
  faqId?: number;
  suggestions: FaqPrompt[];
  /** kind `llm`: the stream to read and the FAQ passages the model was given. */
  streamId?: string;
  sources?: FaqPrompt[];
}

/** One read of a streamed answer: the text from `from` on, and where to read next. */
export interface StreamPiece {
  text: string;
  next: number;
  done: 0 | 1;
  /** 1 when the model failed and the text ends with the FAQ answer instead. */
  failed: 0 | 1;
  /** When done: the FAQ entries the answer cites. */
  citations: FaqPrompt[];
}

export function createAssistantApi(http: HttpClient, sessionId: () => string) {
  return {
    async getConfig(): Promise<AssistantConfig> {
      const obj = unwrap(await http.get<Omit<AssistantConfig, 'sessionId'>>(ASSISTANT_PATHS.config, undefined, { silent: true }));
      return { ...obj, sessionId: sessionId() };
    },
    async chat(message: string, faqId?: number): Promise<AssistantReply> {
      return unwrap(await http.postJson<AssistantReply>(ASSISTANT_PATHS.chat, faqId ? { message, faqId } : { message }));
    },
    async readStream(streamId: string, from: number): Promise<StreamPiece> {
      return unwrap(await http.postJson<StreamPiece>(ASSISTANT_PATHS.stream, { streamId, from }, { silent: true }));
    },
  };
}

export type AssistantApi = ReturnType<typeof createAssistantApi>;
