import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeProfileParam,
  embeddingDecision,
  encodeProfileParam,
  originOf,
  referidoOf,
  type EmbeddingCheck,
} from './embedding';

const standard = { code: 'demo', embedType: 'standard' as const, allowedUrls: ['https://socio.cl'] };
const partnerType = { code: 'corredora', embedType: 'partner' as const, allowedUrls: ['https://corredora.cl'] };
const check = (patch: Partial<EmbeddingCheck> = {}): EmbeddingCheck => ({
  token: 'tok',
  tokenPartner: standard,
  sitePartnerCode: 'demo',
  embedderOrigin: 'https://socio.cl',
  encodedProfile: null,
  siteOrigin: 'https://demo.comparador.cl',
  ...patch,
});

describe('embedding access (spec 02 §5)', () => {
  it("lets the partner's own token frame its site from an authorized page", () => {
    expect(embeddingDecision(check())).toEqual({ allowed: true });
    expect(embeddingDecision(check({ sitePartnerCode: null }))).toEqual({ allowed: true });
  });

  it('refuses a frame without a token, with an unknown token, or with another partner’s token', () => {
    expect(embeddingDecision(check({ token: null }))).toEqual({ allowed: false, reason: 'no-token' });
    expect(embeddingDecision(check({ token: '  ' }))).toEqual({ allowed: false, reason: 'no-token' });
    expect(embeddingDecision(check({ tokenPartner: null }))).toEqual({ allowed: false, reason: 'unknown-token' });
    expect(embeddingDecision(check({ sitePartnerCode: 'clinica' }))).toEqual({
      allowed: false,
      reason: 'other-partner',
    });
  });

  it('refuses an embedding page outside the authorized list (denyAccess on), unless unknown or the site itself', () => {
    expect(embeddingDecision(check({ embedderOrigin: 'https://intruso.cl' }))).toEqual({
      allowed: false,
      reason: 'origin',
    });
    expect(embeddingDecision(check({ embedderOrigin: null }))).toEqual({ allowed: true });
    expect(embeddingDecision(check({ embedderOrigin: 'https://demo.comparador.cl' }))).toEqual({ allowed: true });
  });

  it('asks a partner-type frame for an encoded profile with a referido', () => {
    const base = check({
      tokenPartner: partnerType,
      sitePartnerCode: 'corredora',
      embedderOrigin: 'https://corredora.cl',
    });
    expect(embeddingDecision(base)).toEqual({ allowed: false, reason: 'no-referido' });
    const noReferido = encodeProfileParam({ cotizante: [{ edad: 30 }] });
    expect(embeddingDecision({ ...base, encodedProfile: noReferido })).toEqual({
      allowed: false,
      reason: 'no-referido',
    });
    const withReferido = encodeProfileParam({ referido: 'asesora@corredora.cl' });
    expect(embeddingDecision({ ...base, encodedProfile: withReferido })).toEqual({ allowed: true });
    expect(embeddingDecision({ ...base, encodedProfile: '{"referido":{"email":"a@b.cl"}}' })).toEqual({
      allowed: true,
    });
  });
});

describe('the encoded profile', () => {
  it('round-trips any JSON object through base64url, accents included (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
        (profile) => {
          expect(decodeProfileParam(encodeProfileParam(profile))).toEqual(JSON.parse(JSON.stringify(profile)));
        },
      ),
    );
    expect(decodeProfileParam(encodeProfileParam({ referido: 'Ñuñoa José' }))).toEqual({ referido: 'Ñuñoa José' });
  });

  it('reads padded base64 and plain JSON, and nothing else', () => {
    expect(decodeProfileParam(btoa('{"referido":"x"}'))).toEqual({ referido: 'x' });
    expect(decodeProfileParam('{"referido":"x"}')).toEqual({ referido: 'x' });
    for (const bad of [null, '', 'no es base64!', btoa('[1,2]'), btoa('texto'), '{roto'])
      expect(decodeProfileParam(bad), String(bad)).toBeNull();
  });

  it('finds the referido as text or as an object with an e-mail or a name', () => {
    expect(referidoOf({ referido: ' a@b.cl ' })).toBe('a@b.cl');
    expect(referidoOf({ referido: { name: 'Ana' } })).toBe('Ana');
    expect(referidoOf({ referido: '' })).toBeNull();
    expect(referidoOf({ referido: 3 })).toBeNull();
    expect(referidoOf(null)).toBeNull();
  });

  it('takes the origin of http(s) URLs only', () => {
    expect(originOf('https://socio.cl/pagina?x=1')).toBe('https://socio.cl');
    expect(originOf('http://localhost:4000/')).toBe('http://localhost:4000');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('')).toBeNull();
    expect(originOf('no es url')).toBeNull();
  });
});
