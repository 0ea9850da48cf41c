import { apiGet } from '../../../lib/api-client';

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
