import { getChatAvailability } from './api/get-chat-availability';
import { getWebchatConfig, type WebchatConfig } from './api/get-webchat-config';

/**
 * The chat to offer, or null: asked only when the chat is active; any error is only logged and no chat
 * opens (spec 03 §4).
 */
export async function loadChat(
  app: string,
  language: string,
  deps = { getChatAvailability, getWebchatConfig, warn: (message: string) => console.warn(message) },
): Promise<WebchatConfig | null> {
  try {
    if (!(await deps.getChatAvailability(app))) return null;
    return await deps.getWebchatConfig(app, language);
  } catch (error) {
    deps.warn(`Chat no disponible: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
