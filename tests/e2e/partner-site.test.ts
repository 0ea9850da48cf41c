import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleData } from '../../scripts/seed/sample-data.js';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

describe('partner sub-domain in Chromium (issue 14): demo.localhost', () => {
  let server: RunningServer;
  let browser: Browser;
  let demoUrl: string;

  beforeAll(async () => {
    server = await startServer((runtime) => loadSampleData(runtime, { onlyIfEmpty: false, scale: 600, plans: 0 }));
    browser = await launchBrowser();
    demoUrl = server.baseUrl.replace('127.0.0.1', 'demo.localhost');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('goes from the root to the health comparison with the partner banner, colours, SEO title and only its insurers', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${demoUrl}/`);
    await page.waitForURL(/\/Comparar\/Seguros-de-Salud$/);
    const banner = page.getByTestId('partner-banner');
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.textContent()).toContain('Seguros de salud para socios Demo');
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('linear-gradient');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim()),
    ).toBe('#f97316');
    await page.waitForFunction(() => document.title === 'Comparador de seguros Socio Demo', undefined, {
      timeout: 15_000,
    });
    // Only the two insurers the partner allows (the server filters; the cards show what it answered).
    const cards = page.getByTestId('card-action');
    await cards.first().waitFor({ timeout: 30_000 });
    const organizations = await page.evaluate(async () => {
      const response = await fetch('/api/insurance/compare/metadata', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'], take: 100 }),
      });
      const body = (await response.json()) as { data: { organization: { organizationCode: string } }[] };
      return [...new Set(body.data.map((c) => c.organization.organizationCode))].sort();
    });
    expect(organizations).toEqual(['ASE-CONSORCIO', 'ASE-METLIFE']);
    // Every card on the page belongs to one of them (logo text or image alt).
    const shown = await page.getByTestId('product-card').evaluateAll((cards) =>
      cards.map((card) => {
        const logo = card.querySelector('.card-logo');
        return logo?.getAttribute('alt') ?? logo?.textContent ?? '';
      }),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect([...new Set(shown)].every((name) => ['MetLife', 'Consorcio'].includes(name))).toBe(true);
    await screenshot(page, 'partner-demo-desktop');
    await page.close();
  });
});
