import { describe, expect, it } from 'vitest';
import {
  buildSteps,
  leadSubStatusOf,
  readyToPay,
  resumeStep,
  sectionsFor,
  sessionIsStale,
  stepBySegment,
  stepSegment,
} from './steps.js';

describe('purchase steps (spec 03 §2, §3, §4)', () => {
  it('segments come from titles; Pago shows as Confirmacion', () => {
    expect(stepSegment('Datos personales')).toBe('Datos-personales');
    expect(stepSegment('Estado de salud')).toBe('Estado-de-salud');
    expect(stepSegment('Datos Isapre')).toBe('Datos-Isapre');
    expect(stepSegment('Información del Niño / Ñandú')).toBe('Informacion-del-Nino-Nandu');
    expect(stepSegment('Pago')).toBe('Confirmacion');
    expect(stepSegment('pago')).toBe('Confirmacion');
  });
  it('sections by product family', () => {
    expect(sectionsFor({ upperType: 'SEGURO SALUD', organizationType: 'ASEGURADORA' })).toEqual([
      'PERSONAL_DATA_PAYMENT',
      'DPS_PAYMENT',
      'BENEFICIARIES_PAYMENT',
      'SIGNATURE',
      'PAYMENT',
    ]);
    expect(sectionsFor({ upperType: 'SEGURO SALUD', organizationType: 'ISAPRE' })).toContain('ISAPRE_PERSONAL_DATA');
    expect(sectionsFor({ upperType: 'SEGURO VIDA', organizationType: 'ASEGURADORA' })).not.toContain('DPS_PAYMENT');
    expect(sectionsFor({ upperType: 'SEGURO COLECTIVO', organizationType: 'ASEGURADORA' })).toEqual([
      'COMPANY_DATA_PAYMENT',
      'MASS_INSURED_PAYMENT_FULL',
      'SIGNATURE',
      'PAYMENT',
    ]);
    expect(
      sectionsFor({ upperType: 'SEGURO COLECTIVO', organizationType: 'ASEGURADORA', partialPayroll: true }),
    ).toContain('MASS_INSURED_PAYMENT_PARTIAL');
    expect(sectionsFor({ upperType: 'SEGURO_MASCOTAS', organizationType: 'ASEGURADORA' })).toEqual([
      'PERSONAL_DATA_PAYMENT',
      'SIGNATURE',
      'PAYMENT',
    ]);
  });
  it("a product's own list wins, with the payment last and once", () => {
    expect(
      sectionsFor({ upperType: 'SEGURO SALUD', organizationType: 'ISAPRE' }, ['PAYMENT', 'DPS_PAYMENT', 'DPS_PAYMENT']),
    ).toEqual(['DPS_PAYMENT', 'PAYMENT']);
  });
  it('steps are ordered from 1, found by segment in any capitalisation', () => {
    const steps = buildSteps(['PERSONAL_DATA_PAYMENT', 'DPS_PAYMENT', 'PAYMENT'], new Set(['PERSONAL_DATA_PAYMENT']));
    expect(steps.map((s) => [s.orderPosition, s.segment, s.status])).toEqual([
      [1, 'Datos-personales', 'COMPLETED'],
      [2, 'Estado-de-salud', 'PENDING'],
      [3, 'Confirmacion', 'PENDING'],
    ]);
    expect(stepBySegment(steps, 'estado-DE-salud')?.code).toBe('DPS_PAYMENT');
    expect(stepBySegment(steps, 'nada')).toBeUndefined();
    expect(resumeStep(steps)?.code).toBe('DPS_PAYMENT');
    expect(readyToPay(steps)).toBe(false);
  });
  it('the lead sub-status follows the step the buyer is on (500: 300-305)', () => {
    const codes = ['PERSONAL_DATA_PAYMENT', 'DPS_PAYMENT', 'SIGNATURE', 'PAYMENT'] as const;
    expect(leadSubStatusOf(buildSteps(codes))).toBe(300);
    expect(leadSubStatusOf(buildSteps(codes, new Set(['PERSONAL_DATA_PAYMENT'])))).toBe(301);
    expect(leadSubStatusOf(buildSteps(codes, new Set(['PERSONAL_DATA_PAYMENT', 'DPS_PAYMENT'])))).toBe(302);
    const allButPay = new Set(['PERSONAL_DATA_PAYMENT', 'DPS_PAYMENT', 'SIGNATURE']);
    expect(leadSubStatusOf(buildSteps(codes, allButPay))).toBe(303);
    expect(readyToPay(buildSteps(codes, allButPay))).toBe(true);
    expect(resumeStep(buildSteps(codes, allButPay))?.code).toBe('PAYMENT');
    expect(leadSubStatusOf(buildSteps(['COMPANY_DATA_PAYMENT', 'MASS_INSURED_PAYMENT_FULL', 'PAYMENT']))).toBe(304);
    expect(
      leadSubStatusOf(
        buildSteps(['COMPANY_DATA_PAYMENT', 'MASS_INSURED_PAYMENT_FULL', 'PAYMENT'], new Set(['COMPANY_DATA_PAYMENT'])),
      ),
    ).toBe(305);
  });
  it('a session of 10 hours or more is reloaded', () => {
    const saved = new Date('2026-11-23T00:00:00Z');
    expect(sessionIsStale(saved, new Date('2026-11-23T09:59:59Z'))).toBe(false);
    expect(sessionIsStale(saved, new Date('2026-11-23T10:00:00Z'))).toBe(true);
  });
});
