import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../platform/config.js';
import { createLogger } from '../../../platform/logger.js';
import { visitorFlags } from '../domain/feature-flags.js';
import { CachedFeatureFlags } from './cached-feature-flags.js';
import { GrowthBookFeatureFlags } from './growthbook-feature-flags.js';

/**
 * The GrowthBook adapter against a local HTTP double of GrowthBook's documented SDK endpoint
 * (GET /api/features/{clientKey}), no mock of fetch: the double answers like a self-hosted GrowthBook.
 */
const FEATURES = {
  status: 200,
  features: {
    DISTANCETEST: { defaultValue: false },
    TESTABCLUSTER: {
      defaultValue: 'clusterOne',
      rules: [
        { key: 'TESTABCLUSTER', variations: ['clusterOne', 'clusterTwo'], weights: [0.5, 0.5], hashAttribute: 'id' },
      ],
    },
    'color-contratar': {
      defaultValue: '#0b4f8a',
      rules: [{ variations: ['#111111', '#222222'], weights: [0.5, 0.5], hashAttribute: 'id' }],
    },
    'banner-navidad': { defaultValue: 'no', rules: [{ force: 'Feliz Navidad' }] },
    'objeto-ignorado': { defaultValue: { a: 1 } },
  },
  dateUpdated: '2026-11-24T12:00:00Z',
};

describe('GrowthBook as the flag service (FEATURE_FLAGS_PROVIDER=growthbook)', () => {
  let server: Server;
  let baseUrl: string;
  let calls = 0;
  let failing = false;

  beforeAll(async () => {
    server = createServer((req, res) => {
      calls++;
      if (failing) {
        res.writeHead(503).end();
        return;
      }
      if (req.url !== '/api/features/sdk-clave-prueba') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"status":404}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(FEATURES));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the features: experiment rules split, forced rules fix the value, false switches off', async () => {
    const definitions = await new GrowthBookFeatureFlags(`${baseUrl}/`, 'sdk-clave-prueba').definitions();
    const byKey = Object.fromEntries(definitions.map((d) => [d.key, d]));
    expect(byKey.DISTANCETEST).toMatchObject({ enabled: false, variants: [] });
    expect(byKey.TESTABCLUSTER).toMatchObject({ enabled: true, variants: ['clusterOne', 'clusterTwo'] });
    expect(byKey['banner-navidad']).toMatchObject({ enabled: true, defaultValue: 'Feliz Navidad' });
    expect(byKey['objeto-ignorado']).toMatchObject({ enabled: false, defaultValue: null });

    const flags = visitorFlags(definitions, 'visitante-gb-01', new Date('2026-11-24T12:00:00Z'));
    expect(flags.flags.DISTANCETEST).toBe('originalDistance');
    expect(flags.experiments.DISTANCETEST).toBeUndefined();
    expect(['#111111', '#222222']).toContain(flags.flags['color-contratar']);
    expect(flags.flags['banner-navidad']).toBe('Feliz Navidad');
  });

  it('fails on an unknown client key', async () => {
    await expect(new GrowthBookFeatureFlags(baseUrl, 'otra-clave').definitions()).rejects.toThrow(/404/);
  });

  it('is asked at most once per period, and a failure keeps the last answer (the site never breaks)', async () => {
    let now = 0;
    const cached = new CachedFeatureFlags(
      new GrowthBookFeatureFlags(baseUrl, 'sdk-clave-prueba'),
      { now: () => new Date(now) },
      createLogger('silent'),
      1000,
    );
    calls = 0;
    const first = await cached.definitions();
    await cached.definitions();
    expect(calls).toBe(1);
    failing = true;
    now = 5000;
    expect(await cached.definitions()).toEqual(first);
    expect(calls).toBe(2);
    failing = false;
    now = 10_000;
    await cached.definitions();
    expect(calls).toBe(3);
  });

  it('is chosen by configuration, which asks for the host and the key', () => {
    expect(() => loadConfig({ FEATURE_FLAGS_PROVIDER: 'growthbook' })).toThrow(ConfigError);
    const config = loadConfig({
      FEATURE_FLAGS_PROVIDER: 'growthbook',
      GROWTHBOOK_API_HOST: baseUrl,
      GROWTHBOOK_CLIENT_KEY: 'sdk-clave-prueba',
    });
    expect(config.FEATURE_FLAGS_PROVIDER).toBe('growthbook');
    expect(loadConfig({}).FEATURE_FLAGS_PROVIDER).toBe('database');
  });
});
