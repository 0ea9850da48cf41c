import { esCL, type MessageKey } from './es-CL';

/** The message for a key with its {params} filled in. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  const text: string = esCL[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
