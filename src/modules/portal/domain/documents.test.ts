import { describe, expect, it } from 'vitest';
import { certificateDocument, receiptDocument } from './documents.js';

describe('certificate and receipt texts', () => {
  it('the certificate names the policy, product, insurer, dates, people and coverages', () => {
    const doc = certificateDocument({
      policyNumber: 'IND-000123',
      productName: 'Seguro de Vida Simple',
      insurerName: 'Aseguradora Sur',
      statusLabel: 'Vigente',
      startDate: '2026-11-23',
      endDate: null,
      premium: { amount: '1.3500', currency: 'UF' },
      periodicityLabel: 'Mensual',
      holderEmail: 'ana@correo.cl',
      people: [
        { name: 'Ana Pérez', rut: '11.111.111-1', role: 'Titular', relationship: null },
        { name: 'Luis Pérez', rut: '22.222.222-2', role: 'Carga', relationship: 'Hijo(a)' },
      ],
      coverages: ['Muerte accidental', 'Telemedicina'],
      issuedOn: '2026-11-27',
    });
    const text = [doc.title, ...doc.sections.flatMap((s) => [s.heading, ...s.lines]), doc.footer].join('\n');
    expect(doc.title).toBe('Certificado de cobertura - Póliza IND-000123');
    expect(text).toContain('Vigencia: desde 23-11-2026 (renovación automática)');
    expect(text).toContain('Prima: UF 1,35 mensual');
    expect(text).toContain('Luis Pérez, RUT 22.222.222-2 - Carga (Hijo(a))');
    expect(text).toContain('Telemedicina');
    expect(text).toContain('Emitido el 27-11-2026');
  });

  it('the receipt states amount, period and method', () => {
    const doc = receiptDocument({
      receiptId: 7,
      policyNumber: 'IND-000123',
      periodStart: '2026-11-23',
      periodEnd: '2026-12-22',
      amountClp: 52939,
      method: 'provider',
      provider: 'sandbox',
      paidAt: '2026-11-23T13:00:00.000Z',
    });
    const lines = doc.sections[0]!.lines;
    expect(lines).toContain('Monto pagado: $52.939');
    expect(lines).toContain('Período: 23-11-2026 a 22-12-2026');
    expect(lines).toContain('Medio de pago: Pago en línea (sandbox)');
  });
});
