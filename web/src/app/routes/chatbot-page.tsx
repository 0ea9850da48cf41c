import { useEffect } from 'react';
import { useParams } from 'react-router';
import { getChatAvailability } from '../../features/chat/api/get-chat-availability';
import { getWebchatConfig } from '../../features/chat/api/get-webchat-config';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';

/** '{app}-{language}' ('comparador-es'); the language defaults to es. */
export function chatbotKey(key: string): { app: string; language: string } {
  const cut = key.lastIndexOf('-');
  return cut > 0 && /^[a-z]{2}$/.test(key.slice(cut + 1))
    ? { app: key.slice(0, cut), language: key.slice(cut + 1) }
    : { app: key, language: 'es' };
}

/**
 * /chatbot/{key} (spec 02 §2.1 "chatbot test page"): staff check the chat of an app and language before
 * publishing it: whether it is active now and the configuration the site would load. Not indexed.
 */
export default function ChatbotPage() {
  const { key = '' } = useParams();
  const { app, language } = chatbotKey(key);
  const [state, retry] = useLoad(`${app}-${language}`, async () => {
    const active = await getChatAvailability(app).catch(() => false);
    const config = await getWebchatConfig(app, language).catch(() => null);
    return { active, config };
  });
  useEffect(() => {
    document.title = `Prueba del chat ${app} | ${t('site.name')}`;
  }, [app]);
  return (
    <main className="container landing" aria-labelledby="chatbot-title">
      <h1 id="chatbot-title">Prueba del chat: {app}</h1>
      <p className="lead">Idioma: {language.toUpperCase()}</p>
      {state.status === 'loading' && <p aria-busy="true">Consultando el chat…</p>}
      {state.status === 'error' && (
        <p role="alert" className="form-error">
          No pudimos consultar el chat.{' '}
          <button type="button" className="button button-outline" onClick={retry}>
            {t('error.retry')}
          </button>
        </p>
      )}
      {state.status === 'ok' && (
        <>
          <p role="status" data-testid="chatbot-status">
            {state.value.active ? 'El chat está activo.' : 'El chat no está activo en este momento.'}
          </p>
          {state.value.config ? (
            <pre className="chatbot-config">{JSON.stringify(state.value.config, null, 2)}</pre>
          ) : (
            <p>No hay configuración de chat para esta aplicación e idioma.</p>
          )}
        </>
      )}
    </main>
  );
}
