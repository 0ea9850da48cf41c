import { describe, expect, it } from 'vitest';
import { CHILE, COLOMBIA, INTERNATIONAL, PERU } from '../../profile/domain/editions';
import {
  IDENTIFICATION_MESSAGES,
  identificationError,
  identificationMessage,
  isValidIdentification,
  normaliseIdentification,
} from './identification';
import { requestFormErrors, requestFormMessages } from './request-form';

describe('identificationError by edition (spec 02 §5)', () => {
  it('Chile keeps the RUT with its check digit', () => {
    expect(identificationError(CHILE, '12.345.678-5')).toBeNull();
    expect(identificationError(CHILE, '12345678-9')).toBe('invalidRut');
    expect(identificationError(CHILE, '12345678')).toBe('invalidRut');
    expect(normaliseIdentification(CHILE, '123456785')).toBe('12.345.678-5');
  });

  it('Peru and Colombia take 8 to 12 digits', () => {
    for (const edition of [PERU, COLOMBIA]) {
      expect(identificationError(edition, '1234567')).toBe('invalidDocument');
      expect(identificationError(edition, '12345678')).toBeNull();
      expect(identificationError(edition, '123456789012')).toBeNull();
      expect(identificationError(edition, '1234567890123')).toBe('invalidDocument');
      expect(identificationError(edition, '1.234.567-8')).toBeNull();
      expect(identificationError(edition, '12345678A')).toBe('invalidDocument');
      expect(identificationError(edition, 'ABCDEFGH')).toBe('invalidDocument');
    }
    expect(normaliseIdentification(COLOMBIA, ' 1.020.304.050 ')).toBe('1020304050');
  });

  it('the international edition takes 5 to 12 letters or digits', () => {
    expect(identificationError(INTERNATIONAL, 'ABCDE')).toBeNull();
    expect(identificationError(INTERNATIONAL, 'abcde')).toBeNull();
    expect(identificationError(INTERNATIONAL, 'AB12')).toBe('invalidPassport');
    expect(identificationError(INTERNATIONAL, 'A1B2C3D4E5F6')).toBeNull();
    expect(identificationError(INTERNATIONAL, 'A1B2C3D4E5F6G')).toBe('invalidPassport');
    expect(identificationError(INTERNATIONAL, 'AB_123')).toBe('invalidPassport');
    expect(identificationError(INTERNATIONAL, 'ÑANDU1')).toBe('invalidPassport');
    expect(normaliseIdentification(INTERNATIONAL, 'pa-12 345')).toBe('PA12345');
  });

  it('every edition requires the number unless told otherwise', () => {
    for (const edition of [CHILE, PERU, COLOMBIA, INTERNATIONAL]) {
      expect(identificationError(edition, '')).toBe('required');
      expect(identificationError(edition, '   ')).toBe('required');
      expect(identificationError(edition, null)).toBe('required');
      expect(identificationError(edition, '', { required: false })).toBeNull();
    }
  });

  it('accepts the identification kind itself and answers Spanish messages', () => {
    expect(identificationError('digits', '12345678')).toBeNull();
    expect(isValidIdentification('passport', 'ABCDE')).toBe(true);
    expect(isValidIdentification(PERU, '1234567')).toBe(false);
    expect(identificationMessage(PERU, '1234567')).toBe('El número de documento debe tener entre 8 y 12 dígitos.');
    expect(identificationMessage(INTERNATIONAL, 'AB')).toBe(
      'El número de documento debe tener entre 5 y 12 letras o números.',
    );
    expect(identificationMessage(CHILE, '1')).toBe(IDENTIFICATION_MESSAGES.invalidRut);
    expect(identificationMessage(CHILE, '12.345.678-5')).toBeNull();
  });
});

describe('the request form takes the edition', () => {
  const form = {
    nombre: 'Ana Pérez',
    email: 'ana@example.com',
    telefono: '+51 912 345 678',
    agree: true,
    contactChannel: 'whatsapp',
    contactTime: 'manana',
  };
  const today = new Date('2026-11-27T12:00:00Z');
  const options = (edition: typeof PERU) => ({
    requireRut: true,
    requireAgree: true,
    acceptNoPreference: true,
    edition,
  });

  it('refuses 7 digits and accepts 8 in Peru and Colombia', () => {
    for (const edition of [PERU, COLOMBIA]) {
      const bad = requestFormErrors({ ...form, rutsolicitud: '1234567' }, today, options(edition));
      expect(bad.rutsolicitud).toBe('invalidDocument');
      expect(requestFormMessages(bad).rutsolicitud).toBe('El número de documento debe tener entre 8 y 12 dígitos.');
      expect(
        requestFormErrors({ ...form, rutsolicitud: '12345678' }, today, options(edition)).rutsolicitud,
      ).toBeUndefined();
    }
  });

  it('accepts a 5-letter passport internationally and checks the partner number too', () => {
    expect(
      requestFormErrors({ ...form, rutsolicitud: 'ABCDE' }, today, options(INTERNATIONAL)).rutsolicitud,
    ).toBeUndefined();
    expect(
      requestFormErrors({ ...form, rutsolicitud: 'ABCDE', rutsolicitudpareja: 'AB' }, today, options(INTERNATIONAL))
        .rutsolicitudpareja,
    ).toBe('invalidPassport');
  });

  it('keeps the RUT without an edition', () => {
    expect(requestFormErrors({ ...form, rutsolicitud: '12345678' }, today, { requireRut: true }).rutsolicitud).toBe(
      'invalidRut',
    );
    expect(requestFormErrors({ ...form }, today, { requireRut: false }).rutsolicitud).toBeUndefined();
    expect(requestFormErrors({ ...form }, today, { requireRut: true }).rutsolicitud).toBe('required');
  });
});
