import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { spanishMessages } from './i18n-es';

/** es-CL texts over react-admin's English catalogue, so a key not yet translated still reads sensibly. */
function merge<T extends object>(base: T, over: object): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? merge(current as object, value)
        : value;
  }
  return out as T;
}

const messages = merge(englishMessages, spanishMessages);

export const i18nProvider = polyglotI18nProvider(() => messages, 'es', [{ locale: 'es', name: 'Español' }], {
  allowMissing: true,
});
