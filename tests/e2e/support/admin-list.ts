import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { patience } from '../../../src/platform/testing/patience.js';

/**
 * Opens a record from a react-admin list just filtered by typing `typed`. The filter applies after a 500 ms pause
 * by navigating to the list's URL with the filter in it; a row clicked before that is either replaced by the
 * re-render (the click is lost) or opened and then left again when the pending filter navigates back to the list
 * (both seen on a loaded machine). So: wait until the list's URL carries the typed filter, then click the row's
 * cell until the record's page (`opened`, matched against the URL) is open.
 */
export async function openRow(page: Page, cell: Locator, opened: RegExp, typed: string): Promise<void> {
  const filterApplied = () => {
    const hash = decodeURIComponent(new URL(page.url()).hash);
    return hash.includes('filter=') && hash.includes(JSON.stringify(typed));
  };
  await expect.poll(filterApplied, { timeout: patience(30_000) }).toBe(true);
  await expect
    .poll(async () => {
      if (!opened.test(page.url())) await cell.click({ timeout: patience(30_000) });
      return page.url();
    })
    .toMatch(opened);
}
