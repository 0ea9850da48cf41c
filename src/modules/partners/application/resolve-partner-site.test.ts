import { describe, expect, it } from 'vitest';
import type { Partner } from '../domain/partner';
import { DEFAULT_PARTNER_CONFIG } from '../domain/partner-config';
import type { PartnerRepository } from './ports';
import { PARTNER_CACHE_MS, ResolvePartnerSite } from './resolve-partner-site';

const partner = (code: string): Partner => ({
  id: code.length,
  code,
  name: code,
  active: true,
  embedType: 'standard',
  iframeToken: `t-${code}`,
  config: DEFAULT_PARTNER_CONFIG,
  adminUserIds: [],
  sample: false,
  createdAt: '',
  updatedAt: '',
});

function setup(codes: string[]) {
  let loads = 0;
  const state = { codes, now: 0 };
  const repository = {
    listActive: async () => {
      loads++;
      return state.codes.map(partner);
    },
  } as unknown as PartnerRepository;
  const sites = new ResolvePartnerSite(
    repository,
    { baseDomains: ['comparador.cl'], publicUrl: 'http://localhost:3000' },
    { now: () => new Date(state.now) },
  );
  return { sites, state, loads: () => loads };
}

describe('ResolvePartnerSite: the partner of a host, from a short per-process cache', () => {
  it('answers null on the main site without loading anything', async () => {
    const { sites, loads } = setup(['demo']);
    expect(await sites.byHost('comparador.cl')).toBeNull();
    expect(await sites.byHost('localhost:3000')).toBeNull();
    expect(loads()).toBe(0);
  });

  it('finds active partners by sub-domain, null for unknown ones, loading once for concurrent requests', async () => {
    const { sites, loads } = setup(['demo', 'clinica']);
    const [a, b, c] = await Promise.all([
      sites.byHost('demo.comparador.cl'),
      sites.byHost('clinica.localhost:3000'),
      sites.byHost('nadie.comparador.cl'),
    ]);
    expect(a?.code).toBe('demo');
    expect(b?.code).toBe('clinica');
    expect(c).toBeNull();
    expect(loads()).toBe(1);
  });

  it('reloads after 30 seconds, or at once when this process changed a partner', async () => {
    const { sites, state, loads } = setup(['demo']);
    await sites.byHost('demo.localhost');
    state.codes = ['demo', 'nuevo'];
    state.now = PARTNER_CACHE_MS - 1;
    expect(await sites.byHost('nuevo.localhost')).toBeNull();
    state.now = PARTNER_CACHE_MS + 1;
    expect((await sites.byHost('nuevo.localhost'))?.code).toBe('nuevo');
    expect(loads()).toBe(2);
    state.codes = [];
    sites.invalidate();
    expect(await sites.byHost('nuevo.localhost')).toBeNull();
    expect(loads()).toBe(3);
  });
});
