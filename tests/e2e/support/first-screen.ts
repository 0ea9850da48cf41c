/// <reference lib="dom" />
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { patience } from '../../../src/platform/testing/patience.js';
import { FIRST_SCREEN_STILL, VIEWPORTS } from './browser.js';

/**
 * The instrumentation of the first-screen tests (first-screen.test.ts, first-screen-kinds.test.ts): what a
 * page paints and moves from its first byte, and whether the browser kept the server's nodes.
 */

/** A phone's user agent: the server renders the phone layout for it (platform/http/device-hint.ts). */
export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/** A phone as the server sees it (Chromium's own client hint would say desktop: Sec-CH-UA-Mobile wins). */
export const PHONE: BrowserContextOptions & { viewport: typeof VIEWPORTS.mobile } = {
  viewport: VIEWPORTS.mobile,
  userAgent: PHONE_UA,
  extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
};

export interface LayoutShift {
  value: number;
  at: number;
  /** What moved, so that a failure names it. */
  sources: string[];
}

export interface LargestPaint {
  at: number;
  tag: string;
  text: string;
  /** The painted element was parsed from the server's HTML (in the DOM when the page's scripts ran). */
  fromServer: boolean;
}

/**
 * Records, from before any script of the page runs: layout shifts (until the test first presses), the
 * largest paints, and the server's heading and parts (`parts`, a selector) as they were at DOMContentLoaded.
 */
export async function instrument(page: Page, parts: string): Promise<void> {
  await page.addInitScript((selector) => {
    const w = window as unknown as Record<string, unknown>;
    const shifts: { value: number; at: number; sources: string[] }[] = [];
    const paints: { at: number; tag: string; text: string; fromServer: boolean }[] = [];
    w.__shifts = shifts;
    w.__lcp = paints;
    // What the page moves by itself: a test's click opens a dialog whose code arrives more than 500 ms later
    // (beyond the browser's own "recent input" window), so shifts stop counting at the first press.
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
              const [was, now] = [source.previousRect, source.currentRect];
              return `${name} x ${was.x}→${now.x} y ${was.y}→${now.y} w ${was.width}→${now.width} h ${was.height}→${now.height}`;
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
    // The server's nodes, before any script of the page has run.
    document.addEventListener('DOMContentLoaded', () => {
      w.__serverNodes = new WeakSet(Array.from(document.querySelectorAll('*')));
      w.__serverHeading = document.querySelector('h1');
      w.__serverCards = Array.from(document.querySelectorAll(selector));
      w.__scriptsAt = performance.now();
    });
  }, parts);
}

/** What the page holds now against what the server sent (`parts`: the selector given to instrument). */
export function observed(page: Page, parts: string) {
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
  }, parts);
}

/** The layout shift a page made by itself (the sum of its shifts). */
export const totalShift = (shifts: readonly LayoutShift[]): number =>
  shifts.reduce((sum, shift) => sum + shift.value, 0);

/**
 * The first screen came from the server and stayed: the browser kept the server's heading and parts, the page
 * did not move, logged no error, and its first largest paint was a node of the server's HTML.
 */
export function expectStillServerScreen(state: Awaited<ReturnType<typeof observed>>, errors: readonly string[]): void {
  expect(state.sameHeading).toBe(true);
  expect(state.sameCards).toBe(true);
  expect(totalShift(state.shifts), JSON.stringify(state.shifts)).toBeLessThan(FIRST_SCREEN_STILL);
  expect(errors).toEqual([]);
  expect(state.lcp[0]!.fromServer, JSON.stringify(state.lcp)).toBe(true);
}

/**
 * Clicks the server's button until React answers it (a click before hydration does nothing; the one after it
 * shows the backdrop at once and the dialog a moment later, its code loaded then), then closes the dialog.
 */
export async function untilHydrated(page: Page, button: string): Promise<void> {
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

/** Waits until React's fiber is on the page's heading (hydrated: a fresh render would have made a new one). */
export async function headingHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
    undefined,
    { timeout: patience(30_000) },
  );
}

/** The page's errors and console errors (a failed resource load aside), as they come. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}
