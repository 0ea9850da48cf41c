import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { isPurchasePage, providerCspMiddleware, withSources } from './provider-csp.js';

const BASE = "default-src 'self'; script-src 'self'; form-action 'self'";

/** A site whose every page answers the base policy, widened by the providers' middleware. */
function site(additions: Record<string, string[]>) {
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', BASE);
    next();
  });
  app.use(providerCspMiddleware(additions));
  app.get('/{*path}', (_req, res) => {
    res.type('html').send('<!doctype html><p>página</p>');
  });
  return app;
}

describe("the providers' origins in the Content-Security-Policy", () => {
  const additions = { 'script-src': ['https://cdn.kushkipagos.com'], 'connect-src': ['https://api.kushkipagos.com'] };

  it("widens only the purchase's pages, any capitalisation", async () => {
    const app = site(additions);
    for (const path of ['/Compra-Online/SALUD-1/Pago', '/compra-online/SALUD-1', '/COMPRA-ONLINE']) {
      expect((await request(app).get(path)).headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self' https://cdn.kushkipagos.com;form-action 'self';connect-src 'self' https://api.kushkipagos.com",
      );
    }
    for (const path of ['/', '/Comparar/Seguros-de-Salud', '/Compra-Onlinex', '/Seguro/Compra-Online']) {
      expect((await request(app).get(path)).headers['content-security-policy']).toBe(BASE);
    }
  });

  it('adds nothing without configured providers (sandbox)', async () => {
    const app = site({ 'script-src': [], 'connect-src': [] });
    expect((await request(app).get('/Compra-Online/X/Pago')).headers['content-security-policy']).toBe(BASE);
  });

  it('withSources creates a missing directive and never repeats a source', () => {
    expect(withSources("script-src 'self' https://a", { 'script-src': ['https://a', 'https://b'] })).toBe(
      "script-src 'self' https://a https://b",
    );
    expect(isPurchasePage('/Compra-Online')).toBe(true);
    expect(isPurchasePage('/Compra-Online-falsa')).toBe(false);
    expect(isPurchasePage('/pagar-cuota/12')).toBe(true);
    expect(isPurchasePage('/pagar-cuotas')).toBe(false);
  });
});
