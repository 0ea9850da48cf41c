import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Browser } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleData } from '../../scripts/seed/sample-data.js';
import { loadConfig } from '../../src/platform/config.js';
import { createLogger } from '../../src/platform/logger.js';
import { closeServer } from '../../src/platform/shutdown.js';
import { createTestDatabase, TEST_REDIS_URL } from '../../src/platform/testing/test-database.js';
import { deleteKeys } from '../../src/platform/testing/test-runtime.js';
import { createRuntime, type Runtime } from '../../src/runtime.js';
import { purchasableProduct } from '../../src/modules/sales/adapters/sales-test-support.js';
import { gotoHydrated, launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { fillUpToPayment, payByCard } from './support/purchase-journey.js';
import { patience } from '../../src/platform/testing/patience.js';

const CARD = '4242424242424242';

describe('online purchase in Chromium (spec 03 §2 §4 §8)', { timeout: patience(120_000) }, () => {
  let runtime: Runtime;
  let server: Server;
  let baseUrl: string;
  let browser: Browser;
  let productCode: string;
  let dropDatabase: () => Promise<void>;
  const prefix = `cmpt_${randomBytes(4).toString('hex')}`;
  // Every log line the server writes (trace level), to search for card data afterwards.
  let log = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });

  beforeAll(async () => {
    const database = await createTestDatabase();
    dropDatabase = database.drop;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '5',
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: prefix,
      OUTBOX_POLL_MS: '50',
      JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
      JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'trace',
    });
    runtime = await createRuntime(config, createLogger('trace', sink));
    await loadSampleData(runtime, { onlyIfEmpty: false, scale: 80, plans: 0 });
    runtime.startBackground();
    server = await new Promise((resolve) => {
      const listening = runtime.createHttpApp().listen(0, '127.0.0.1', () => resolve(listening));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    productCode = await purchasableProduct(runtime.createHttpApp(), runtime as never, 'SEGURO SALUD');
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    if (server) await closeServer(server);
    await runtime?.close();
    await dropDatabase?.();
    await deleteKeys(TEST_REDIS_URL, `${prefix}:*`);
  });

  it('a visitor buys with the sandbox approved card and sees Confirmacion; the card number is nowhere in the database or the log', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const started = Date.now();
    // Any capitalisation redirects to /Compra-Online.
    await page.goto(`${baseUrl}/compra-online/${productCode}`);
    await fillUpToPayment(page, 'ana.compra@correo.cl');
    await payByCard(page, CARD);
    await page.getByTestId('sale-confirmed').waitFor({ timeout: patience(30_000) });
    const journeyMs = Date.now() - started;
    console.warn(`[bench] purchase journey (open → Confirmacion, 5 steps) in Chromium: ${journeyMs} ms`);
    expect(page.url()).toMatch(new RegExp(`/Compra-Online/${productCode}/Confirmacion$`));
    expect(await page.getByTestId('sale-confirmed').textContent()).toContain('¡Listo! Tu compra está confirmada');
    await screenshot(page, 'sales-confirmacion');

    const [sale] = await runtime.sequelize.query<{ status: string; card_last4: string }>(
      `SELECT s.status, p.card_last4 FROM sales s JOIN sale_payments p ON p.sale_id = s.id WHERE s.buyer_email = $1`,
      { bind: ['ana.compra@correo.cl'], type: QueryTypes.SELECT },
    );
    expect(sale).toEqual({ status: 'OK', card_last4: '4242' });

    // Search every table, every row, as text, for the card number.
    const tables = await runtime.sequelize.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      { type: QueryTypes.SELECT },
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { name: table_name } of tables) {
      const [hit] = await runtime.sequelize.query<{ n: string }>(
        `SELECT count(*) AS n FROM "${table_name}" t WHERE t::text LIKE '%' || $1 || '%'`,
        { bind: [CARD], type: QueryTypes.SELECT },
      );
      expect({ table: table_name, hits: Number(hit!.n) }).toEqual({ table: table_name, hits: 0 });
    }
    expect(log.length).toBeGreaterThan(1000); // the request log was written
    expect(log).toContain('/payments');
    expect(log).not.toContain(CARD);
    expect(log).not.toContain('4242 4242 4242 4242');
    await context.close();
  });

  it('a declined card shows the Spanish advice; a retry with another card succeeds', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/Compra-Online/${productCode}`);
    await fillUpToPayment(page, 'rechazo@correo.cl');
    await payByCard(page, '4000000000009995');
    await page.getByTestId('payment-declined').waitFor({ timeout: patience(30_000) });
    expect(await page.getByTestId('payment-message').textContent()).toBe('La tarjeta no tiene fondos suficientes.');
    expect(await page.getByTestId('payment-advice').textContent()).toBe(
      'Intenta con otra tarjeta u otro medio de pago.',
    );
    await screenshot(page, 'sales-declined-mobile');
    const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(width[0]).toBeLessThanOrEqual(width[1]!);
    await payByCard(page, '5555555555554444');
    await page.getByTestId('sale-confirmed').waitFor({ timeout: patience(30_000) });
    await context.close();
  });

  it('transfer shows its instructions', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await gotoHydrated(page, `${baseUrl}/Compra-Online/${productCode}`);
    await fillUpToPayment(page, 'transfer@correo.cl');
    await page.getByLabel('Transferencia bancaria').check();
    await page.getByRole('button', { name: 'Pagar por transferencia' }).click();
    const box = page.getByTestId('transfer-instructions');
    await box.waitFor({ timeout: patience(30_000) });
    const text = (await box.textContent()) ?? '';
    expect(text).toContain('Instrucciones para tu transferencia');
    expect(text).toContain('Número de cuenta');
    expect(text).toMatch(/Referencia.*sbx-/);
    await screenshot(page, 'sales-transfer');
    await context.close();
  });
});
