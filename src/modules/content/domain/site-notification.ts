/**
 * The notification bell's messages (spec 02 §2.7, §3 Notification, §4 "Notification read state"): a title and
 * an HTML message, published between two instants set in the back-office. The bell shows the published ones
 * with a "+N" marker counting those this browser has not read; opening the bell marks them read. Pure: the API
 * checks drafts and filters the window with it, the site counts unread messages with it.
 */

export interface SiteNotificationDraft {
  title: string;
  /** HTML, sanitised by the server before it is stored. */
  message: string;
  /** ISO instant from which the message shows. */
  publishFrom: string;
  /** ISO instant at which it stops showing; null: until removed. */
  publishUntil: string | null;
}

export interface SiteNotification extends SiteNotificationDraft {
  id: number;
  createdAt: string;
  updatedAt: string;
}

/** What the public call gives the bell: no back-office dates. */
export type PublishedNotification = Pick<SiteNotification, 'id' | 'title' | 'message' | 'publishFrom'>;

export const NOTIFICATION_LIMITS = { title: { min: 3, max: 120 }, message: { max: 5000 } } as const;

/** At most this many published messages reach the bell (newest first). */
export const BELL_MAX_MESSAGES = 10;

/** Field → Spanish message for the back-office form; empty when the draft is valid. */
export function notificationDraftErrors(
  draft: SiteNotificationDraft,
): Partial<Record<keyof SiteNotificationDraft, string>> {
  const errors: Partial<Record<keyof SiteNotificationDraft, string>> = {};
  const title = draft.title.trim();
  if (title.length < NOTIFICATION_LIMITS.title.min || title.length > NOTIFICATION_LIMITS.title.max)
    errors.title = `El título debe tener entre ${NOTIFICATION_LIMITS.title.min} y ${NOTIFICATION_LIMITS.title.max} caracteres.`;
  const text = draft.message.replace(/<[^>]*>/g, '').trim();
  if (text === '') errors.message = 'El mensaje no puede quedar vacío.';
  else if (draft.message.length > NOTIFICATION_LIMITS.message.max)
    errors.message = `El mensaje debe tener ${NOTIFICATION_LIMITS.message.max} caracteres o menos.`;
  const from = Date.parse(draft.publishFrom);
  if (Number.isNaN(from)) errors.publishFrom = 'Indica desde cuándo se publica.';
  if (draft.publishUntil !== null) {
    const until = Date.parse(draft.publishUntil);
    if (Number.isNaN(until)) errors.publishUntil = 'La fecha de término no es válida.';
    else if (!Number.isNaN(from) && until <= from)
      errors.publishUntil = 'La publicación debe terminar después de empezar.';
  }
  return errors;
}

/** Published at `now`: from publishFrom (inclusive) until publishUntil (exclusive). */
export function isPublished(
  notification: Pick<SiteNotificationDraft, 'publishFrom' | 'publishUntil'>,
  now: Date,
): boolean {
  const at = now.getTime();
  if (Date.parse(notification.publishFrom) > at) return false;
  return notification.publishUntil === null || Date.parse(notification.publishUntil) > at;
}

/** The messages not yet read in this browser (read state: the ids stored when the bell was opened). */
export function unreadNotifications<T extends { id: number }>(messages: readonly T[], readIds: readonly number[]): T[] {
  const read = new Set(readIds);
  return messages.filter((message) => !read.has(message.id));
}

/** The "+N" marker's text; null when every message is read. */
export function unreadMarker(unread: number): string | null {
  return unread > 0 ? `+${unread}` : null;
}

/**
 * The read ids to store once the bell is opened: those of the messages shown, plus earlier ones still
 * published; ids of messages no longer shown are dropped so the list stays as small as the bell.
 */
export function readIdsAfterOpening(messages: readonly { id: number }[], readIds: readonly number[]): number[] {
  const shown = new Set(messages.map((message) => message.id));
  return [...new Set([...readIds.filter((id) => shown.has(id)), ...shown])].sort((a, b) => a - b);
}
