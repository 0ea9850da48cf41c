import type { Browser, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../src/modules/identity/testing/identity-fixtures.js';
import {
  APPROVED_TOKEN,
  fillSteps,
  onlineProductCodes,
  PROFILE,
  type StartedSale,
} from '../../src/modules/sales/adapters/sales-test-support.js';
import { patience } from '../../src/platform/testing/patience.js';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

const BACKOFFICE = { email: 'bea.backoffice@example.com', password: 'Cobra#2026x' };
const ADMIN = { email: 'ada.admin@example.com', password: 'Cobra#2026x' };

/**
 * The back-office Suscripciones screen (issue 28) in Chromium: BACKOFFICE (payment:read and payment:create, no
 * payment:delete) finds the subscription, pauses it and moves its charge date, and is not offered the cancel
 * button; an ADMIN is.
 */
describe('back-office Suscripciones: list, detail and the staff actions by permission', () => {
  let server: RunningServer;
  let browser: Browser;
  let subscriptionId: string;
  let nextBillingDate: string;

  const query = <T extends object>(sql: string, bind: unknown[] = []) =>
    server.runtime.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });

  beforeAll(async () => {
    server = await startServer(
      async (runtime) => {
        await createTestUser(runtime, ['BACKOFFICE'], { ...BACKOFFICE, name: 'Bea Backoffice' });
        await createTestUser(runtime, ['ADMIN'], { ...ADMIN, name: 'Ada Admin' });
      },
      {},
      { scale: 80, plans: 0 },
    );
    let sale: StartedSale | undefined;
    for (const code of await onlineProductCodes(server.runtime)) {
      const started = await request(server.baseUrl).post('/api/sales').send({ productCode: code, profile: PROFILE });
      if (started.status !== 201) continue;
      const [row] = await query<{ periodicity_months: number }>('SELECT periodicity_months FROM sales WHERE id = $1', [
        started.body.data.id,
      ]);
      if (row?.periodicity_months === 1) {
        sale = started.body.data as StartedSale;
        break;
      }
    }
    expect(sale).toBeDefined();
    await fillSteps(server.baseUrl, sale!);
    await request(server.baseUrl)
      .post(`/api/sales/${sale!.id}/payments`)
      .set('x-sale-token', sale!.token)
      .set('Idempotency-Key', randomUUID())
      .send({ paymentType: 't-subscriptions', provider: 'sandbox', token: APPROVED_TOKEN })
      .expect(201);
    const until = Date.now() + patience(60_000);
    for (;;) {
      const rows = await query<{ billing_date: string }>(
        'SELECT billing_date::text FROM sale_billing_periods WHERE sale_id = $1 AND seq = 2',
        [sale!.id],
      );
      if (rows[0]) {
        nextBillingDate = rows[0].billing_date;
        break;
      }
      if (Date.now() > until) throw new Error('periods not received');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [subscription] = await query<{ id: string }>('SELECT id FROM sale_subscriptions WHERE sale_id = $1', [
      sale!.id,
    ]);
    subscriptionId = subscription!.id;
    browser = await launchBrowser();
  }, patience(240_000));

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signIn(user: { email: string; password: string }): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.baseUrl}/admin/`);
    await page.getByLabel('Correo').fill(user.email);
    await page.getByLabel('Contraseña').fill(user.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.locator('a[role=menuitem][href="#/subscriptions"]').waitFor({ timeout: patience(30_000) });
    return { page, errors };
  }

  const status = async () =>
    (
      await query<{ status: string; charge_day: number | null }>(
        'SELECT status, charge_day FROM sale_subscriptions WHERE id = $1',
        [subscriptionId],
      )
    )[0]!;

  it(
    'BACKOFFICE pauses the subscription and moves its charge date; no cancel button without payment:delete',
    async () => {
      const { page, errors } = await signIn(BACKOFFICE);
      try {
        await page.locator('a[role=menuitem][href="#/subscriptions"]').click();
        await page
          .getByRole('cell', { name: 'Al día' })
          .first()
          .click({ timeout: patience(30_000) });
        await page.getByRole('button', { name: 'Pausar' }).waitFor({ timeout: patience(30_000) });
        await page.getByText('•••• 4242').first().waitFor();
        await page.getByText('Tarjeta inscrita').waitFor();
        expect(await page.getByRole('button', { name: 'Cancelar suscripción' }).count()).toBe(0);
        await screenshot(page, 'admin-subscription-show');

        await page.getByRole('button', { name: 'Pausar' }).click();
        await page.getByText('Suscripción pausada').waitFor({ timeout: patience(30_000) });
        await page.getByRole('button', { name: 'Reanudar' }).waitFor({ timeout: patience(30_000) });
        expect((await status()).status).toBe('PAUSED');

        await page.getByRole('button', { name: 'Cambiar fecha de cobro' }).click();
        await page.getByLabel('Nueva fecha de cobro').fill(`${nextBillingDate.slice(0, 7)}-28`);
        await page.getByRole('button', { name: 'Confirmar' }).click();
        await page
          .getByText('Fecha de cobro cambiada')
          .first()
          .waitFor({ timeout: patience(30_000) });
        expect((await status()).charge_day).toBe(28);
        await screenshot(page, 'admin-subscription-paused');
        expect(errors).toEqual([]);
      } catch (error) {
        await screenshot(page, 'admin-subscription-failure');
        throw new Error(`page errors: ${errors.join(' | ')} — ${String(error).slice(0, 300)}`);
      } finally {
        await page.close();
      }
    },
    patience(180_000),
  );

  it('an ADMIN is offered the cancel button', async () => {
    const { page, errors } = await signIn(ADMIN);
    try {
      await page.goto(`${server.baseUrl}/admin/#/subscriptions/${subscriptionId}/show`);
      await page.getByRole('button', { name: 'Cancelar suscripción' }).waitFor({ timeout: patience(30_000) });
      await page.getByRole('button', { name: 'Reanudar' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
