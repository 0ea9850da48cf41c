import { describe, expect, it } from 'vitest';
import { requestFormErrors, requestFormMessages, type RequestFormFields } from './request-form';

const today = new Date('2026-11-22T12:00:00Z');
const valid: RequestFormFields = {
  nombre: 'Ana Pérez',
  rutsolicitud: '12.345.678-5',
  email: 'ana@correo.cl',
  telefono: '+56 9 1234 5678',
  fechanacimiento: '1990-05-04',
  agree: true,
  contactChannel: 'whatsapp',
  contactTime: 'tarde',
};

describe('request form (spec 03 §3 §5)', () => {
  it('has no errors for a complete valid form', () => {
    expect(requestFormErrors(valid, today)).toEqual({});
  });

  it('keys each broken field with its error', () => {
    const errors = requestFormErrors(
      {
        ...valid,
        nombre: 'A1',
        rutsolicitud: '12.345.678-9',
        rutsolicitudpareja: '11.111.111-2',
        email: 'ana@',
        telefono: '9 1234 567',
        fechanacimiento: '2030-01-01',
        agree: false,
        contactChannel: 'paloma',
        contactTime: '',
      },
      today,
    );
    expect(errors).toEqual({
      nombre: 'invalidName',
      rutsolicitud: 'invalidRut',
      rutsolicitudpareja: 'invalidRut',
      email: 'invalidEmail',
      telefono: 'nominimo',
      fechanacimiento: 'invalidDate',
      agree: 'mustAgree',
      contactChannel: 'invalidChannel',
      contactTime: 'invalidTime',
    });
    expect(requestFormMessages(errors).rutsolicitud).toBe('El RUT ingresado no es válido.');
  });

  it('reports empty required fields as required', () => {
    const errors = requestFormErrors({ ...valid, nombre: ' ', rutsolicitud: '', email: '', telefono: '' }, today);
    expect(errors).toMatchObject({
      nombre: 'required',
      rutsolicitud: 'required',
      email: 'required',
      telefono: 'required',
    });
  });
});

describe('contact form variant', () => {
  it('does not need the RUT nor the agreement, and allows apostrophes in the name', () => {
    const contact = { ...valid, nombre: "Bernardo O'Higgins", rutsolicitud: '', agree: false };
    expect(requestFormErrors(contact, today, { contactName: true })).toEqual({});
    expect(requestFormErrors({ ...contact, rutsolicitud: '1-1' }, today, { contactName: true })).toEqual({
      rutsolicitud: 'invalidRut',
    });
  });
});
