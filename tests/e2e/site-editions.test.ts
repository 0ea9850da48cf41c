/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../../src/platform/testing/patience.js';
import { launchBrowser, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(o: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

/**
 * Issue 27 in Chromium: one built site, three editions by host (Chromium resolves *.localhost to
 * 127.0.0.1). Each edition's home lists its own lines, its comparator opens, the page carries the edition the
 * server resolved, and Chile answers 404 for the other editions' pages.
 */
describe('editions of the site (issue 27)', () => {
  let server: RunningServer;
  let browser: Browser;
  let port: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    port = new URL(server.baseUrl).port;
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const EDITIONS = [
    { host: 'pe.localhost', siteBase: '2', lang: 'es-PE', country: 'Perú', line: 'SCTR', path: '/Comparar/SCTR' },
    {
      host: 'co.localhost',
      siteBase: '3',
      lang: 'es-CO',
      country: 'Colombia',
      line: 'Medicina Prepagada',
      path: '/Comparar/Medicina-Prepagada',
    },
    {
      host: 'int.localhost',
      siteBase: '4',
      lang: 'es',
      country: 'Internacional',
      line: 'Seguros de Salud Internacionales',
      path: '/Comparar/Seguro-Internacional',
    },
  ];

  it.each(EDITIONS)('$host: home → its comparator line, accessible', async (edition) => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    try {
      await page.goto(`http://${edition.host}:${port}/`);
      await expect(page.locator('html').getAttribute('data-site-base')).resolves.toBe(edition.siteBase);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(edition.lang);
      await page.locator('h1', { hasText: edition.country }).waitFor({ timeout: patience(20_000) });
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('link', { name: edition.line, exact: true }).click();
      await page.waitForURL((url) => url.pathname === edition.path, { timeout: patience(20_000) });
      // The comparator's own page, its heading naming the line (the home's heading is gone).
      await page.locator('h1', { hasText: edition.line }).waitFor({ timeout: patience(20_000) });
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('answers each edition its own pages and Chile 404 for theirs', async () => {
    const app = server.runtime.createHttpApp();
    await request(app).get('/Comparar/SCTR').set('Host', 'pe.localhost').expect(200);
    await request(app).get('/Comparar/EPS/Empresa').set('Host', 'pe.localhost').expect(200);
    await request(app).get('/Comparar/Medicina-Prepagada').set('Host', 'co.localhost').expect(200);
    await request(app).get('/Comparar/Seguro-Internacional').set('Host', 'int.localhost').expect(200);
    for (const path of [
      '/Comparar/SCTR',
      '/Comparar/EPS',
      '/Comparar/Medicina-Prepagada',
      '/Comparar/Seguro-Internacional',
    ])
      await request(app).get(path).set('Host', 'localhost').expect(404);
    await request(app).get('/Comparar/Isapres').set('Host', 'co.localhost').expect(404);
    const chile = await request(app).get('/').set('Host', 'localhost').expect(200);
    expect(chile.text).toContain('<html lang="es-CL" data-site-base="1">');
  });

  it('shows the 404 page for another edition’s route on the Chilean host', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    try {
      await page.goto(`http://localhost:${port}/Comparar/SCTR`);
      await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor({ timeout: patience(20_000) });
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
