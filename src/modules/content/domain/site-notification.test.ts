import { describe, expect, it } from 'vitest';
import {
  isPublished,
  notificationDraftErrors,
  readIdsAfterOpening,
  unreadMarker,
  unreadNotifications,
  type SiteNotificationDraft,
} from './site-notification';

const draft: SiteNotificationDraft = {
  title: 'Nuevo comparador',
  message: '<p>Ya puedes comparar <strong>seguros de mascotas</strong>.</p>',
  publishFrom: '2026-11-01T00:00:00.000Z',
  publishUntil: '2026-12-01T00:00:00.000Z',
};

describe('notification drafts (spec 02 §2.7)', () => {
  it('accepts a title, an HTML message and a window; an open end is allowed', () => {
    expect(notificationDraftErrors(draft)).toEqual({});
    expect(notificationDraftErrors({ ...draft, publishUntil: null })).toEqual({});
  });

  it('refuses a short title, an empty message (tags only), a bad date and a window that ends first', () => {
    expect(
      notificationDraftErrors({ title: 'ab', message: '<p> </p>', publishFrom: 'mañana', publishUntil: 'x' }),
    ).toEqual({
      title: 'El título debe tener entre 3 y 120 caracteres.',
      message: 'El mensaje no puede quedar vacío.',
      publishFrom: 'Indica desde cuándo se publica.',
      publishUntil: 'La fecha de término no es válida.',
    });
    expect(notificationDraftErrors({ ...draft, publishUntil: draft.publishFrom })).toEqual({
      publishUntil: 'La publicación debe terminar después de empezar.',
    });
    expect(Object.keys(notificationDraftErrors({ ...draft, message: `<p>${'a'.repeat(5000)}</p>` }))).toEqual([
      'message',
    ]);
  });
});

describe('publication window', () => {
  it('shows from the start (inclusive) until the end (exclusive)', () => {
    expect(isPublished(draft, new Date('2026-10-31T23:59:59Z'))).toBe(false);
    expect(isPublished(draft, new Date('2026-11-01T00:00:00Z'))).toBe(true);
    expect(isPublished(draft, new Date('2026-11-30T23:59:59Z'))).toBe(true);
    expect(isPublished(draft, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isPublished({ ...draft, publishUntil: null }, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('read state (spec 02 §4)', () => {
  const messages = [{ id: 3 }, { id: 5 }, { id: 8 }];

  it('counts the messages whose id this browser has not stored, with a "+N" marker', () => {
    expect(unreadNotifications(messages, [])).toEqual(messages);
    expect(unreadNotifications(messages, [5, 99])).toEqual([{ id: 3 }, { id: 8 }]);
    expect(unreadMarker(1)).toBe('+1');
    expect(unreadMarker(2)).toBe('+2');
    expect(unreadMarker(0)).toBeNull();
  });

  it('opening the bell stores every shown id and forgets ids no longer shown', () => {
    const read = readIdsAfterOpening(messages, [1, 5]);
    expect(read).toEqual([3, 5, 8]);
    expect(unreadNotifications(messages, read)).toEqual([]);
    expect(unreadNotifications([...messages, { id: 9 }], read)).toEqual([{ id: 9 }]);
  });
});
