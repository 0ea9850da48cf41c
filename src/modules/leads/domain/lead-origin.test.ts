import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORIGIN, LEAD_SOURCES, MAX_ORIGIN_LENGTH, ORIGIN_SYSTEMS, resolveOrigin } from './lead-origin';

describe('resolveOrigin: a lead is never refused for its origin (issue 9)', () => {
  it("is the site's own origin when nothing is sent", () => {
    for (const sent of [undefined, null, '', '   ']) {
      expect(resolveOrigin(sent)).toEqual({ origin: DEFAULT_ORIGIN, known: true });
    }
  });

  it('maps every origin system and its spellings to the system (case, accents, separators)', () => {
    for (const origin of ORIGIN_SYSTEMS) expect(resolveOrigin(origin)).toEqual({ origin, known: true });
    expect(resolveOrigin('queplan.cl').origin).toBe('QUEPLAN.CL');
    expect(resolveOrigin('QuePlan').origin).toBe('QUEPLAN.CL');
    expect(resolveOrigin('www.queplan.cl').origin).toBe('QUEPLAN.CL');
    expect(resolveOrigin('RedSalud TLMK').origin).toBe('REDSALUD_TLMK');
    expect(resolveOrigin('redsalud-zapier').origin).toBe('REDSALUD_ZAPIER');
    expect(resolveOrigin('Red Salud').origin).toBe('REDSALUD');
    expect(resolveOrigin(' Empresas ').origin).toBe('EMPRESAS');
  });

  it('knows the sources of spec 03 §3 (QPCRON, QPCLIENTS, QPOPTIMIZE) in any spelling', () => {
    expect([...LEAD_SOURCES]).toEqual(['QPCRON', 'QPCLIENTS', 'QPOPTIMIZE']);
    for (const source of LEAD_SOURCES) expect(resolveOrigin(source)).toEqual({ origin: source, known: true });
    expect(resolveOrigin('qp-optimize')).toEqual({ origin: 'QPOPTIMIZE', known: true });
    expect(resolveOrigin('QP Cron')).toEqual({ origin: 'QPCRON', known: true });
  });

  it('stores anything else as given, trimmed, with spaces collapsed, cut to 100 characters', () => {
    expect(resolveOrigin('  Portal   Socios ')).toEqual({ origin: 'Portal Socios', known: false });
    expect(resolveOrigin('x'.repeat(300)).origin).toHaveLength(MAX_ORIGIN_LENGTH);
  });

  it('always answers a non-empty origin of at most 100 characters (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 400 }), { nil: undefined }), (sent) => {
        const { origin } = resolveOrigin(sent);
        expect(origin.length).toBeGreaterThan(0);
        expect(origin.length).toBeLessThanOrEqual(MAX_ORIGIN_LENGTH);
      }),
    );
  });
});
