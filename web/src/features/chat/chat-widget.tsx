import { chatLanguageForPath, CHAT_TOPICS, chatTopicForPath } from '@domain/content/domain/chat';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { t } from '../../i18n/t';
import { onFirstInteraction } from '../../lib/first-interaction';
import type { WebchatConfig } from './api/get-webchat-config';
import { loadChat } from './load-chat';
import { isLoadableScript, loadScriptOnce } from './load-script';
import { openSession, type ChatSession, type EngagementData } from './webchat-session';

const ChatForm = lazy(() => import('./chat-form'));

const APP = 'comparador';
const CLOSING_MESSAGE = 'El visitante cerró la pestaña del sitio.';

type Phase = 'closed' | 'form' | 'starting' | 'engaged';

const warn = (error: unknown) =>
  console.warn(`Chat no disponible: ${error instanceof Error ? error.message : String(error)}`);

/**
 * The chat (spec 02 §7, spec 03 §4 Chat): nothing is asked before the visitor's first interaction, and
 * nothing shows unless api/chat/available says active. The launcher opens the pre-engagement form (spec 03
 * §5, topic preset from the path, spec 03 §2); its submission loads the provider's script (once per page),
 * starts the engagement and sends the typed question as the first message. Restart minimises the chat and
 * restarts the engagement; closing the tab sends a closing message and hides the chat. Configuration,
 * availability and script errors are only logged: the chat then does not open.
 */
export function ChatWidget() {
  const location = useLocation();
  const [chat, setChat] = useState<WebchatConfig | null>(null);
  const [phase, setPhase] = useState<Phase>('closed');
  const session = useRef<Promise<ChatSession> | null>(null);
  const language = chatLanguageForPath(location.pathname);

  useEffect(() => {
    let cancelled = false;
    const cancel = onFirstInteraction(() => {
      void loadChat(APP, language.toLowerCase()).then((config) => {
        if (cancelled || !config) return;
        if (isLoadableScript(config.baseConfig.scriptUrl)) setChat(config);
        else warn(new Error('la configuración no trae un script válido'));
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
    // Asked once per page load, in the language of the page it started on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (phase !== 'engaged' || !session.current) return;
    const current = session.current;
    const closing = () => {
      const message = typeof chat?.valuesConfig.closingMessage === 'string' ? chat.valuesConfig.closingMessage : null;
      void current.then((s) => s.close(message ?? CLOSING_MESSAGE));
    };
    window.addEventListener('pagehide', closing);
    return () => window.removeEventListener('pagehide', closing);
  }, [phase, chat]);

  if (!chat) return null;
  const scriptUrl = chat.baseConfig.scriptUrl as string;
  const sessionOf = () => {
    session.current ??= loadScriptOnce(scriptUrl).then(() => openSession(chat, language));
    return session.current;
  };
  const fail = (error: unknown) => {
    warn(error);
    session.current = null;
    setPhase('closed');
    setChat(null);
  };
  const openForm = () => {
    setPhase('form');
    // The script starts loading while the visitor types (its failure is reported on submission).
    sessionOf().catch(() => undefined);
  };
  const submit = (data: EngagementData) => {
    setPhase('starting');
    sessionOf()
      .then((s) => s.start(data))
      .then(() => setPhase('engaged'))
      .catch(fail);
  };
  const restart = () => {
    void sessionOf()
      .then((s) => s.restart())
      .then(() => setPhase('closed'))
      .catch(fail);
  };
  const title = typeof chat.valuesConfig.title === 'string' ? chat.valuesConfig.title : t('chat.open');

  if (phase === 'closed') {
    return (
      <button type="button" className="chat-launcher" onClick={openForm} data-testid="chat-launcher">
        {title}
      </button>
    );
  }
  if (phase === 'engaged') {
    return (
      <div className="chat-engaged" role="group" aria-label={title}>
        <button type="button" className="chat-launcher" onClick={restart} data-testid="chat-restart">
          {t('chat.restart')}
        </button>
      </div>
    );
  }
  return (
    <Suspense fallback={null}>
      <ChatForm
        title={title}
        topics={CHAT_TOPICS}
        defaultTopic={chatTopicForPath(location.pathname)}
        busy={phase === 'starting'}
        onSubmit={submit}
        onClose={() => setPhase('closed')}
      />
    </Suspense>
  );
}
