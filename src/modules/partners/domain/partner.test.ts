import { describe, expect, it } from 'vitest';
import { embedSnippet, inScope, partnerScopeOf, publicPartner, type Partner } from './partner';
import { DEFAULT_PARTNER_CONFIG } from './partner-config';

const partner: Partner = {
  id: 1,
  code: 'demo',
  name: 'Demo',
  active: true,
  embedType: 'standard',
  iframeToken: 'tok en',
  config: DEFAULT_PARTNER_CONFIG,
  adminUserIds: [7],
  sample: true,
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T00:00:00.000Z',
};

describe('partner scope (ADMIN_PARTNER sees only its own partner)', () => {
  it('lets users who may create partners see every partner', () => {
    const scope = partnerScopeOf({ id: 1, permissions: ['partner:read', 'partner:create'] });
    expect(scope).toEqual({ all: true });
    expect(inScope(scope, { adminUserIds: [] })).toBe(true);
  });

  it('limits anyone else to the partners they are linked to', () => {
    const scope = partnerScopeOf({ id: 7, permissions: ['partner:read', 'partner:update'] });
    expect(scope).toEqual({ all: false, userId: 7 });
    expect(inScope(scope, { adminUserIds: [7] })).toBe(true);
    expect(inScope(scope, { adminUserIds: [8] })).toBe(false);
  });
});

describe('what the site sees of a partner', () => {
  it('never includes its token or back-office users', () => {
    const shown = publicPartner(partner);
    expect(Object.keys(shown).sort()).toEqual(['code', 'config', 'embedType', 'name']);
  });

  it('builds the embed snippet on the default path with the encoded IFRAME_AUTH token', () => {
    expect(embedSnippet('http://localhost:3000/', partner)).toBe(
      '<iframe src="http://localhost:3000/Comparar/Seguros-de-Salud?IFRAME_AUTH=tok%20en" title="Comparador de seguros" style="width:100%;min-height:900px;border:0" loading="lazy"></iframe>',
    );
  });
});
