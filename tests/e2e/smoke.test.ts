import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { patience } from '../../src/platform/testing/patience.js';

describe('smoke: the built site and back-office in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the site at / and shows the UF value in the server-rendered home', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const response = await page.goto(`${server.baseUrl}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first().textContent()).resolves.toMatch(/Compara seguros/);
    await page.getByTestId('uf-value').waitFor();
    // The tests' database holds only the reference value of 2025: never called today's.
    expect(await page.getByTestId('uf-value').textContent()).toBe('UF al 01-01-2025: $39.214,8');
    await screenshot(page, 'smoke-home-desktop');
    await page.close();
  });

  it('opens the back-office at /admin', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${server.baseUrl}/admin`);
    expect(response?.status()).toBe(200);
    await page
      .locator('#root')
      .locator('*')
      .first()
      .waitFor({ timeout: patience(15_000) });
    await screenshot(page, 'smoke-admin-desktop');
    expect(errors).toEqual([]);
    await page.close();
  });
});
