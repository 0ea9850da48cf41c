import { describe, expect, it } from 'vitest';
import { CONTACT_CHANNEL_LABELS, CONTACT_CHANNELS, NO_PREFERENCE, orNoPreference } from './contact-consent';
import { requestFormErrors } from './request-form';

const form = {
  nombre: 'Ana Pérez',
  rutsolicitud: '12.345.678-5',
  email: 'ana@correo.cl',
  telefono: '+56 9 1234 5678',
  agree: true,
  contactChannel: NO_PREFERENCE,
  contactTime: NO_PREFERENCE,
};
const today = new Date('2026-11-23T12:00:00Z');

describe('contact consent without a preference (issue 9)', () => {
  it('stores a channel or time that was not sent as sin-preferencia, and keeps one that was', () => {
    expect(orNoPreference(undefined)).toBe(NO_PREFERENCE);
    expect(orNoPreference(null)).toBe(NO_PREFERENCE);
    expect(orNoPreference('  ')).toBe(NO_PREFERENCE);
    expect(orNoPreference(' whatsapp ')).toBe('whatsapp');
  });

  it('is shown plainly and is never one of the choices our own form offers', () => {
    expect(CONTACT_CHANNEL_LABELS[NO_PREFERENCE]).toBe('Sin preferencia indicada');
    expect(CONTACT_CHANNELS as readonly string[]).not.toContain(NO_PREFERENCE);
  });

  it('is accepted only by the server (our own form keeps asking for the channel and time)', () => {
    expect(requestFormErrors(form, today, { requireRut: true, requireAgree: true, acceptNoPreference: true })).toEqual(
      {},
    );
    expect(requestFormErrors(form, today)).toEqual({ contactChannel: 'invalidChannel', contactTime: 'invalidTime' });
    expect(requestFormErrors({ ...form, contactChannel: '' }, today, { acceptNoPreference: true })).toMatchObject({
      contactChannel: 'invalidChannel',
    });
  });
});
