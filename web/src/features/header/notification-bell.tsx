import {
  readIdsAfterOpening,
  unreadMarker,
  unreadNotifications,
  type PublishedNotification,
} from '@domain/content/domain/site-notification';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../i18n/t';
import { onFirstInteraction } from '../../lib/first-interaction';
import { readJson, writeJson } from '../../lib/local-store';
import { fetchNotifications } from './api/get-notifications';

/** Browser storage of the ids this visitor has read (spec 02 §4 "Notification read state"). */
const READ_KEY = 'notifications-read';

const storedReadIds = (): number[] => {
  const stored = readJson<unknown>(READ_KEY);
  return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : [];
};

/**
 * The header's bell (spec 02 §2.7): a popover of the published messages (title and HTML, sanitised by the
 * server) with a "+N" marker while some are unread in this browser; opening it marks them read. Asked at the
 * visitor's first interaction (a pointer move is enough: the page's load keeps its request budget) and hidden
 * while nothing is published.
 */
export function NotificationBell() {
  const [messages, setMessages] = useState<PublishedNotification[]>([]);
  const [readIds, setReadIds] = useState<number[]>([]);
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    const cancel = onFirstInteraction(() => {
      setReadIds(storedReadIds());
      fetchNotifications()
        .then((data) => live && setMessages(data))
        .catch(() => undefined); // no bell: the page goes on without it
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  if (messages.length === 0) return null;
  const unread = unreadNotifications(messages, readIds).length;
  const marker = unreadMarker(unread);
  const toggle = () => {
    if (!open) {
      const next = readIdsAfterOpening(messages, readIds);
      writeJson(READ_KEY, next);
      setReadIds(next);
    }
    setOpen(!open);
  };

  return (
    <div
      ref={rootRef}
      className="notification-bell"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="bell-button"
        aria-label={marker ? t('header.notifications.unread', { count: unread }) : t('header.notifications')}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={toggle}
        data-testid="notification-bell"
      >
        <span aria-hidden="true">🔔</span>
        {marker && (
          <span className="bell-marker" data-testid="bell-unread">
            {marker}
          </span>
        )}
      </button>
      {open && (
        <div id={id} role="region" aria-label={t('header.notifications')} className="bell-panel">
          <h2 className="bell-title">{t('header.notifications')}</h2>
          <ul>
            {messages.map((message) => (
              <li key={message.id} className="bell-message">
                <h3>{message.title}</h3>
                {/* Sanitised by the server when saved (content/adapters/html-sanitizer.ts). */}
                <div className="bell-html" dangerouslySetInnerHTML={{ __html: message.message }} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
