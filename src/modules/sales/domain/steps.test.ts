import { describe, expect, it } from 'vitest';
import {
  buildSteps,
  leadSubStatusOf,
  readyToPay,
  resumeStep,
  DEFAULT_SECTIONS,
  normaliseSections,
  sectionsProblem,
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
  it("a product's stored list is used with known codes once each and the payment last", () => {
    expect(normaliseSections(['PAYMENT', 'DPS_PAYMENT', 'DPS_PAYMENT', 'OTRA'])).toEqual(['DPS_PAYMENT', 'PAYMENT']);
    expect(normaliseSections(['PERSONAL_DATA_PAYMENT', 'SIGNATURE'])).toEqual([
      'PERSONAL_DATA_PAYMENT',
      'SIGNATURE',
      'PAYMENT',
    ]);
    expect(normaliseSections(DEFAULT_SECTIONS)).toEqual(['PERSONAL_DATA_PAYMENT', 'SIGNATURE', 'PAYMENT']);
  });
  it('a list that cannot be a purchase form is refused with a Spanish reason', () => {
    expect(
      sectionsProblem(['PERSONAL_DATA_PAYMENT', 'DPS_PAYMENT', 'BENEFICIARIES_PAYMENT', 'SIGNATURE', 'PAYMENT']),
    ).toBeNull();
    expect(sectionsProblem(['COMPANY_DATA_PAYMENT', 'MASS_INSURED_PAYMENT_PARTIAL', 'PAYMENT'])).toBeNull();
    expect(sectionsProblem(['DPS_PAYMENT', 'PAYMENT'])).toMatch(/datos personales del titular/);
    expect(sectionsProblem(['PERSONAL_DATA_PAYMENT', 'FOO'])).toBe('Sección desconocida: FOO.');
    expect(sectionsProblem(['COMPANY_DATA_PAYMENT', 'PAYMENT'])).toMatch(/nómina/);
    expect(sectionsProblem(['PERSONAL_DATA_PAYMENT', 'MASS_INSURED_PAYMENT_FULL'])).toMatch(
      /requiere los datos de la empresa/,
    );
    expect(
      sectionsProblem(['COMPANY_DATA_PAYMENT', 'MASS_INSURED_PAYMENT_FULL', 'MASS_INSURED_PAYMENT_PARTIAL']),
    ).toMatch(/no ambos/);
    expect(sectionsProblem([])).not.toBeNull();
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
