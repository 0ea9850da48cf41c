import type { WebchatConfig } from './api/get-webchat-config';

/**
 * The provider's web chat as its script exposes it, in the style of Twilio's Flex WebChat:
 * - `Twilio.FlexWebChat.createWebChat(appConfig)` resolves to a chat whose `init()` mounts its window;
 * - `Twilio.FlexWebChat.Actions.invokeAction(name, payload)` drives it: `StartEngagement` ({ formData }),
 *   `SendMessage` ({ body }), `RestartEngagement`, `MinimizeChat`, `HideChat`.
 * Tests drive the site against a local double with this API (tests/e2e/site-bell-chat.test.ts).
 */
interface FlexWebChatApi {
  createWebChat(config: Record<string, unknown>): Promise<{ init(): void }>;
  Actions: { invokeAction(name: string, payload?: Record<string, unknown>): Promise<unknown> };
}

export interface EngagementData {
  name: string;
  email: string;
  phone: string;
  topic: string;
  question: string;
}

/** One visitor's chat after the provider's script ran. */
export interface ChatSession {
  /** Starts the engagement with the pre-engagement data; the typed question goes as the first message. */
  start(data: EngagementData): Promise<void>;
  /** Minimises the chat and restarts the engagement (the next opening asks the form again). */
  restart(): Promise<void>;
  /** The tab is closing: a closing message, then the chat is hidden. Fire and forget. */
  close(message: string): void;
}

function flexApi(win: Window): FlexWebChatApi | null {
  const api = (win as unknown as { Twilio?: { FlexWebChat?: FlexWebChatApi } }).Twilio?.FlexWebChat;
  return api && typeof api.createWebChat === 'function' && api.Actions ? api : null;
}

/** Creates and mounts the provider's chat; throws when the script did not expose its API. */
export async function openSession(config: WebchatConfig, language: string, win: Window = window): Promise<ChatSession> {
  const api = flexApi(win);
  if (!api) throw new Error('El script del chat no expone Twilio.FlexWebChat');
  const { scriptUrl: _script, ...base } = config.baseConfig;
  const chat = await api.createWebChat({ ...base, language, startEngagementOnInit: false });
  chat.init();
  const act = (name: string, payload?: Record<string, unknown>) => api.Actions.invokeAction(name, payload);
  return {
    async start(data) {
      await act('StartEngagement', { formData: { friendlyName: data.name, ...data } });
      if (data.question.trim() !== '') await act('SendMessage', { body: data.question.trim() });
    },
    async restart() {
      await act('MinimizeChat');
      await act('RestartEngagement');
    },
    close(message) {
      // Both asked at once: a closing page does not wait for the first to settle.
      void act('SendMessage', { body: message });
      void act('HideChat');
    },
  };
}
