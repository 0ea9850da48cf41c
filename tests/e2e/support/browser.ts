import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { patience } from '../../../src/platform/testing/patience.js';

export const ARTIFACTS_DIR = path.resolve('artifacts/screenshots');

/**
 * What an action, a waitFor or a navigation waits for by default: Playwright's 30 s, stretched by
 * TEST_PATIENCE (issue 26: on a busy machine a page can take longer than 30 s to hydrate).
 */
export const BROWSER_TIMEOUT_MS = patience(30_000);

/**
 * Debian's Chromium, headless, with the flags this closed network needs (TOOLCHAIN.md). Every context
 * (and so every browser.newPage(), which opens its own) waits BROWSER_TIMEOUT_MS by default.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(BROWSER_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(BROWSER_TIMEOUT_MS);
    return context;
  };
  return browser;
}

export const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 390, height: 844 },
} as const;

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: false });
}

/**
 * The layout shift a first screen may show and still count as still: a few pixels of one line on a loaded
 * runner (seen: 0.00095-0.003). A swapped layout or a late list scores 0.01 and more; "good" CLS is 0.1.
 */
export const FIRST_SCREEN_STILL = 0.005;

/**
 * Waits until React listens on the site's page: main.tsx marks `<html data-hydrated>` once its first commit is
 * done (the server's page hydrated, or the browser's own rendered). Before that the page is the server's HTML:
 * its code starts after the first paint (issue 31), a link clicked then is held for the client router and
 * followed by the browser after a few seconds (a full page load), a button's click and typed text are held
 * and given to React once hydrated. A test that means React to handle what it presses waits for this first.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** page.goto on a page of the site, then {@link hydrated}. */
export async function gotoHydrated(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(url, options);
  await hydrated(page);
  return response;
}

/** page.reload on a page of the site, then {@link hydrated}. */
export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
}
