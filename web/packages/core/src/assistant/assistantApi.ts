// The assistant's calls and shapes: its configuration (console-spec §3 "AI assistant config",
// R-ASSIST-1) and one chat turn (FAQ answers and quick actions).
import type { HttpClient } from '../http/client';
import { unwrap } from '../services/unwrap';

export const ASSISTANT_PATHS = {
  config: '/car/v4/api/assistant/config.json',
  chat: '/car/v4/api/assistant/chat.json',
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
}

export type QuickActionName = 'track' | 'detail' | 'location' | 'mileage' | 'alarmDetail' | 'onlineDetail';

export interface AssistantVehicle {
  vehicleId: number;
  plate: string;
  terminalNo: string;
  groupName: string;
}

export interface AssistantReply {
  kind: 'action' | 'chooseVehicle' | 'chooseAction' | 'askVehicle' | 'notFound' | 'faq' | 'fallback';
  text: string;
  action?: QuickActionName;
  actionLabel?: string;
  vehicles: AssistantVehicle[];
  actions?: { action: QuickActionName; label: string }[];
  faqId?: number;
  suggestions: FaqPrompt[];
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
  };
}

export type AssistantApi = ReturnType<typeof createAssistantApi>;
