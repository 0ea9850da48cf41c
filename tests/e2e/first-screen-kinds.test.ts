/// <reference lib="dom" />
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STILL, launchBrowser, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { patience } from '../../src/platform/testing/patience.js';

/** A phone's user agent: the server renders the phone layout for it (platform/http/device-hint.ts). */
const PHONE: BrowserContextOptions = {
  viewport: VIEWPORTS.mobile,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
};

/**
 * Records, from before any script of the page runs: layout shifts (until the test first presses), the
 * largest paints, and the server's heading and cards (`cards`, a selector) as they were at DOMContentLoaded.
 */
async function instrument(page: Page, cards: string): Promise<void> {
  await page.addInitScript((selector) => {
    const w = window as unknown as Record<string, unknown>;
    const shifts: { value: number; at: number; sources: string[] }[] = [];
    const paints: { at: number; tag: string; text: string; fromServer: boolean }[] = [];
    w.__shifts = shifts;
    w.__lcp = paints;
    let pressedAt = Infinity;
    addEventListener('pointerdown', () => (pressedAt = Math.min(pressedAt, performance.now())), true);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        if (!entry.hadRecentInput && entry.startTime < pressedAt)
          shifts.push({
            value: entry.value,
            at: entry.startTime,
            sources: (entry.sources ?? []).map((source) => {
              const node = source.node as Element | null | undefined;
              const name = node
                ? `${node.nodeName}.${node.className ?? ''} "${(node.textContent ?? '').slice(0, 40)}"`
                : '?';
              return `${name} y ${source.previousRect.y}→${source.currentRect.y} h ${source.previousRect.height}→${source.currentRect.height}`;
            }),
          });
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        paints.push({
          at: entry.startTime,
          tag: entry.element?.tagName ?? '',
          text: entry.element?.textContent?.slice(0, 60) ?? '',
          // Parsed from the server's HTML: in the DOM when the page's scripts ran (or painted before they did).
          fromServer: !w.__serverNodes || (w.__serverNodes as WeakSet<Element>).has(entry.element!),
        });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.__serverNodes = new WeakSet(Array.from(document.querySelectorAll('*')));
      w.__serverHeading = document.querySelector('h1');
      w.__serverCards = Array.from(document.querySelectorAll(selector));
      w.__scriptsAt = performance.now();
    });
  }, cards);
}

/** What the page holds now against what the server sent. */
function observed(page: Page, cards: string) {
  return page.evaluate((selector) => {
    const w = window as unknown as Record<string, unknown>;
    const serverCards = w.__serverCards as Element[];
    const now = Array.from(document.querySelectorAll(selector));
    return {
      sameHeading: w.__serverHeading === document.querySelector('h1'),
      serverCards: serverCards.length,
      sameCards: now.length === serverCards.length && now.every((card, index) => card === serverCards[index]),
      shifts: w.__shifts as { value: number; at: number; sources: string[] }[],
      lcp: w.__lcp as { at: number; tag: string; text: string; fromServer: boolean }[],
      scriptsAt: w.__scriptsAt as number,
    };
  }, cards);
}

/** Clicks the server's button until React answers it (a click before hydration does nothing). */
async function untilHydrated(page: Page, button: string): Promise<void> {
  await expect
    .poll(async () => {
      if ((await page.locator('.dialog-backdrop').count()) === 0) {
        await page
          .getByTestId(button)
          .click({ timeout: patience(2_000) })
          .catch(() => undefined);
      }
      return page.getByRole('dialog').count();
    })
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');
}

/**
 * Issue 31: the route kinds beyond the result list render their first screen on the server with its data,
 * and the browser hydrates it (the server's nodes stay, nothing moves, the largest paint precedes scripts).
 */
describe('every public route kind paints its first screen from the server', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(undefined, {}, {});
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends the isapre plan list with its first plan cards, readable without JavaScript', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/Comparar/Isapres`);
    const body = (await page.locator('#root').getAttribute('data-first-comparison'))!;
    const api = await fetch(`${server.baseUrl}/api/buscarplanes/compare/metadataPlanesPersonas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const answer = (await api.json()) as { data: { nombreplan: string; price: { text: string } }[] };
    expect(answer.data.length).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="plan-card"] h3').allTextContents()).toEqual(
      answer.data.map((plan) => plan.nombreplan),
    );
    expect(await page.getByTestId('plan-price').first().textContent()).toBe(answer.data[0]!.price.text);
    expect(await page.getByTestId('plan-card').first().isVisible()).toBe(true);
    await context.close();
  });

  it.each([
    ['a phone', PHONE],
    ['a desktop', { viewport: VIEWPORTS.desktop }],
  ] as const)(
    'paints the isapre plan list from the server HTML and hydrates it without replacing or moving anything (%s)',
    async (_name, options) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
      });
      const searches: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/buscarplanes/compare/metadataPlanesPersonas') {
          searches.push(request.postData() ?? '');
        }
      });
      await instrument(page, '[data-testid="plan-card"]');
      await page.goto(`${server.baseUrl}/Comparar/Isapres`);
      await untilHydrated(page, 'open-profile');
      const state = await observed(page, '[data-testid="plan-card"]');
      expect(state.serverCards).toBeGreaterThan(0);
      expect(state.sameHeading).toBe(true);
      expect(state.sameCards).toBe(true);
      const moved = state.shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(moved, JSON.stringify(state.shifts)).toBeLessThan(FIRST_SCREEN_STILL);
      expect(errors).toEqual([]);
      expect(state.lcp[0]!.fromServer, JSON.stringify(state.lcp)).toBe(true);
      // One search, the start-up's, taken by the hydrated list (no second one for the same cards).
      expect(searches).toHaveLength(1);
      expect(JSON.parse(searches[0]!)).toEqual(
        JSON.parse((await page.locator('#root').getAttribute('data-first-comparison'))!),
      );
      await context.close();
    },
  );

  it.each([
    ['a phone', PHONE],
    ['a desktop', { viewport: VIEWPORTS.desktop }],
  ] as const)(
    'paints a product detail page from the server HTML and hydrates it from its data without moving anything (%s)',
    async (_name, options) => {
      const compare = await fetch(`${server.baseUrl}/api/insurance/compare/metadata`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ comparator: 'Seguros-de-Salud', organizationType: ['ASEGURADORA'], take: 1 }),
      });
      const [card] = ((await compare.json()) as { data: { url: string; displayName: string }[] }).data;
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
      });
      const lookups: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (/^\/api\/(insurance\/product|organization\/institucion|seguro-adicional\/prestadores)/.test(path)) {
          lookups.push(path);
        }
      });
      await instrument(page, '[data-testid="product-price"], [data-testid="product-solicitar"]');
      await page.goto(`${server.baseUrl}${card!.url}`);
      // Hydrated: React's fiber is on the heading the page shows (a fresh render would have made a new one).
      await page.waitForFunction(
        () => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
        undefined,
        { timeout: patience(30_000) },
      );
      const state = await observed(page, '[data-testid="product-price"], [data-testid="product-solicitar"]');
      expect(await page.locator('h1').textContent()).toBe(card!.displayName);
      expect(state.serverCards).toBe(2);
      expect(state.sameHeading).toBe(true);
      expect(state.sameCards).toBe(true);
      const moved = state.shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(moved, JSON.stringify(state.shifts)).toBeLessThan(FIRST_SCREEN_STILL);
      expect(errors).toEqual([]);
      expect(state.lcp[0]!.fromServer, JSON.stringify(state.lcp)).toBe(true);
      // The page started from the server's data: the browser resolved nothing again.
      expect(lookups).toEqual([]);
      await context.close();
    },
  );

  it('paints an isapre plan page from the server HTML and hydrates it from its data without moving anything', async () => {
    const search = await fetch(`${server.baseUrl}/api/buscarplanes/compare/metadataPlanesPersonas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ take: 1 }),
    });
    const [plan] = ((await search.json()) as { data: { url: string; nombreplan: string }[] }).data;
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const lookups: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/infoplanes/infoplan') lookups.push(path);
    });
    const parts = '[data-testid="plan-price"], #plan-title';
    await instrument(page, parts);
    await page.goto(`${server.baseUrl}${plan!.url}`);
    await page.waitForFunction(
      () => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
      undefined,
      { timeout: patience(30_000) },
    );
    const state = await observed(page, parts);
    expect(await page.locator('h1').textContent()).toBe(plan!.nombreplan);
    expect(state.serverCards).toBe(2);
    expect(state.sameHeading).toBe(true);
    expect(state.sameCards).toBe(true);
    const moved = state.shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(moved, JSON.stringify(state.shifts)).toBeLessThan(FIRST_SCREEN_STILL);
    expect(errors).toEqual([]);
    expect(state.lcp[0]!.fromServer, JSON.stringify(state.lcp)).toBe(true);
    expect(lookups).toEqual([]);
    await context.close();
  });

  it('paints an organization page from the server HTML and hydrates it with its products without moving anything', async () => {
    const compare = await fetch(`${server.baseUrl}/api/insurance/compare/metadata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ comparator: 'Seguros-de-Salud', organizationType: ['ASEGURADORA'], take: 1 }),
    });
    const [card] = ((await compare.json()) as { data: { url: string }[] }).data;
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/insurance/compare/metadata' || path.startsWith('/api/organization/institucion'))
        asked.push(path);
    });
    await instrument(page, '[data-testid="product-card"]');
    await page.goto(`${server.baseUrl}${card!.url.split('/').slice(0, 3).join('/')}`);
    await page.waitForFunction(
      () => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
      undefined,
      { timeout: patience(30_000) },
    );
    const state = await observed(page, '[data-testid="product-card"]');
    expect(state.serverCards).toBeGreaterThan(0);
    expect(state.sameHeading).toBe(true);
    expect(state.sameCards).toBe(true);
    const moved = state.shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(moved, JSON.stringify(state.shifts)).toBeLessThan(FIRST_SCREEN_STILL);
    expect(errors).toEqual([]);
    expect(state.lcp[0]!.fromServer, JSON.stringify(state.lcp)).toBe(true);
    expect(asked).toEqual([]);
    await context.close();
  });
});
