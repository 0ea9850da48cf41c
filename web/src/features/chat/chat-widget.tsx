import { useEffect, useState } from 'react';
import { t } from '../../i18n/t';
import type { WebchatConfig } from './api/get-webchat-config';
import { loadChat } from './load-chat';

const APP = 'comparador';
const LANGUAGE = 'es';
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * The chat launcher (spec 02 §7: a chat widget for Chile). Nothing is asked before the visitor's first
 * interaction (the first screen stays light), and nothing is shown unless api/chat/available says
 * active — by default it does not, so the site shows no widget.
 */
export function ChatWidget() {
  const [chat, setChat] = useState<WebchatConfig | null>(null);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const start = () => {
      for (const event of FIRST_INTERACTION) window.removeEventListener(event, start);
      void loadChat(APP, LANGUAGE).then((config) => {
        if (!cancelled) setChat(config);
      });
    };
    for (const event of FIRST_INTERACTION) window.addEventListener(event, start, { once: true, passive: true });
    return () => {
      cancelled = true;
      for (const event of FIRST_INTERACTION) window.removeEventListener(event, start);
    };
  }, []);

  if (!chat) return null;
  const open = () => {
    if (opened) return;
    setOpened(true);
    const url = chat.baseConfig.scriptUrl;
    if (typeof url === 'string' && /^https:\/\//.test(url)) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      document.body.appendChild(script);
    }
  };
  return (
    <button type="button" className="chat-launcher" onClick={open} aria-label={t('chat.open')}>
      {typeof chat.valuesConfig.title === 'string' ? chat.valuesConfig.title : t('chat.open')}
    </button>
  );
}
