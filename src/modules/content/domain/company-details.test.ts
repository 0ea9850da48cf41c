import { describe, expect, it } from 'vitest';
import {
  contactGroupsOf,
  EMPTY_COMPANY_DETAILS,
  missingCompanyDetails,
  publicCompanyDetails,
  SAMPLE_COMPANY_DETAILS,
  transferAccountOf,
} from './company-details.js';

describe('company details', () => {
  it('shows no contact channel, no account and lists every required detail while nothing is set', () => {
    expect(contactGroupsOf(EMPTY_COMPANY_DETAILS)).toEqual([]);
    expect(transferAccountOf(EMPTY_COMPANY_DETAILS)).toBeNull();
    expect(missingCompanyDetails(EMPTY_COMPANY_DETAILS)).toEqual([
      'Razón social',
      'RUT de la empresa',
      'Teléfono de contacto',
      'Correo de contacto',
      'Correo de pagos',
      'Banco',
      'Tipo de cuenta',
      'Número de cuenta',
      'Titular de la cuenta',
      'RUT del titular',
    ]);
  });

  it('builds the contact page from the channels that are set, with dialable links', () => {
    const details = { ...EMPTY_COMPANY_DETAILS, whatsapp: '+56 9 1234 5678', contactEmail: 'hola@empresa.cl' };
    expect(contactGroupsOf(details)).toEqual([
      {
        group: 'contacto',
        items: [
          { name: 'whatsapp', info: '+56 9 1234 5678', link: 'https://wa.me/56912345678' },
          { name: 'email', info: 'hola@empresa.cl', link: 'mailto:hola@empresa.cl' },
        ],
      },
    ]);
  });

  it('offers a transfer only with the whole account, and never shows the account publicly', () => {
    expect(transferAccountOf({ ...SAMPLE_COMPANY_DETAILS, bankAccountNumber: null })).toBeNull();
    expect(transferAccountOf(SAMPLE_COMPANY_DETAILS)).toMatchObject({
      banco: 'Banco de ejemplo',
      tipoCuenta: 'Cuenta corriente',
    });
    expect(JSON.stringify(publicCompanyDetails(SAMPLE_COMPANY_DETAILS))).not.toContain('00-000-00000-00');
  });

  it('labels every sample value that could pass for a real one', () => {
    for (const field of ['legalName', 'phone', 'whatsapp', 'bankAccountNumber', 'bankName'] as const) {
      expect(SAMPLE_COMPANY_DETAILS[field]).toMatch(/ejemplo/);
    }
    expect(SAMPLE_COMPANY_DETAILS.contactEmail).toMatch(/ejemplo/);
    expect(missingCompanyDetails(SAMPLE_COMPANY_DETAILS)).toEqual([]);
  });
});
