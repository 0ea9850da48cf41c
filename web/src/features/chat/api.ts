import { apiGet } from '../../lib/api-client';

/** GET api/chat/available (spec 03 §7): `data.active` gates showing the chat. */
export async function getChatAvailability(app: string): Promise<boolean> {
  const body = await apiGet<{ data?: { active?: boolean } }>(`/api/chat/available?app=${encodeURIComponent(app)}`, {
    retries: 0,
  });
  return body?.data?.active === true;
}

export interface WebchatConfig {
  baseConfig: { scriptUrl?: string } & Record<string, unknown>;
  valuesConfig: { title?: string } & Record<string, unknown>;
}

/** GET api/chat/getWebchatConfig/{app}-{language}: data.baseConfig and data.valuesConfig. */
export async function getWebchatConfig(app: string, language: string): Promise<WebchatConfig> {
  const body = await apiGet<{ data: WebchatConfig }>(
    `/api/chat/getWebchatConfig/${encodeURIComponent(app)}-${encodeURIComponent(language)}`,
    { retries: 0 },
  );
  return body.data;
}

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
