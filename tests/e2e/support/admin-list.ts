import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { patience } from '../../../src/platform/testing/patience.js';

/**
 * Opens a record from a react-admin list just filtered by typing: the filter applies after a pause and re-renders
 * the list, so a click on a row that is then replaced is lost (seen on a loaded machine). Clicks the row's cell
 * until the record's page (`opened`, matched against the URL) is open.
 */
export async function openRow(page: Page, cell: Locator, opened: RegExp): Promise<void> {
  await expect
    .poll(async () => {
      if (!opened.test(page.url())) await cell.click({ timeout: patience(30_000) });
      return page.url();
    })
    .toMatch(opened);
}
