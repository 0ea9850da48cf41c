import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { inlineHashes, isAdminPath, securityHeaders, sha256Source } from './security-headers.js';

const directive = (csp: string | undefined, name: string) =>
  csp
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('inline hashes of a built page', () => {
  it('hashes the exact text of each <style> and executable inline <script>, skipping data blocks and files', () => {
    // The well-known SHA-256 of the empty string, and of "abc".
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(sha256Source('abc')).toBe("'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='");
    const html = [
      '<html><head><style>abc</style><style media="print">abc</style>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script type="application/json" id="partner-data">{}</script>',
      '<script></script></head><body></body></html>',
    ].join('\n');
    expect(inlineHashes(html)).toEqual({
      styles: ["'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='"],
      scripts: ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
    });
  });
});

describe('Content-Security-Policy per area', () => {
  const app = express();
  app.use(securityHeaders({ siteHtml: '<head><style>.card{color:red}</style></head>' }));
  app.get(/.*/, (_req, res) => {
    res.send('ok');
  });
  const cspOf = async (path: string) => (await request(app).get(path)).headers['content-security-policy'] as string;

  it('allows inline styles under /admin only (MUI writes its styles at run time)', async () => {
    for (const path of ['/admin', '/admin/', '/admin/assets/index.js']) {
      expect(directive(await cspOf(path), 'style-src'), path).toBe("style-src 'self' 'unsafe-inline'");
    }
  });

  it("gives the site, the API and paths merely starting with 'admin' the built page's hash, no unsafe-inline", async () => {
    const hash = sha256Source('.card{color:red}');
    for (const path of ['/', '/Comparar/Seguros-de-Salud', '/api/globales/uf', '/api/admin/leads', '/administracion']) {
      const csp = await cspOf(path);
      expect(csp, path).not.toContain('unsafe-inline');
      expect(directive(csp, 'style-src'), path).toBe(`style-src 'self' ${hash}`);
      expect(directive(csp, 'style-src-attr'), path).toBe("style-src-attr 'none'");
      expect(directive(csp, 'script-src'), path).toBe("script-src 'self'");
    }
  });

  it('knows which paths are the back-office', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/#/leads')).toBe(true);
    expect(isAdminPath('/administracion')).toBe(false);
    expect(isAdminPath('/api/admin/leads')).toBe(false);
  });
});
