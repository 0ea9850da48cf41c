import { randomUUID } from 'node:crypto';
import type { Browser, Page, Request } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../src/modules/identity/testing/identity-fixtures.js';
import { rutFor } from '../../src/modules/policies/testing/people-generator.js';
import type { SaleCompleted } from '../../src/modules/sales/index.js';
import { newEvent, type EventPublisher } from '../../src/platform/outbox/integration-events.js';
import { patience } from '../../src/platform/testing/patience.js';
import { PLATFORM } from '../../src/platform/tokens.js';
import { openRow } from './support/admin-list.js';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

const ADMIN = { email: 'ada.clientes@example.com', password: 'Cobra#2026x' };
const EXECUTIVE = { email: 'eli.clientes@example.com', password: 'Cobra#2026x' };
const CUSTOMER = 'carla.cliente@correo.cl';

/**
 * The back-office's Portal Personas customers (issue 29) in Chromium: an ADMIN (customer:read, customer:update)
 * finds the customer by e-mail, sees the policy and its payment periods, and signs them out everywhere; an
 * EJECUTIVO (neither permission) is not offered the screen.
 */
describe('back-office Clientes Portal Personas', () => {
  let server: RunningServer;
  let browser: Browser;
  let policyNumber: string;

  beforeAll(async () => {
    server = await startServer(async (runtime) => {
      await createTestUser(runtime, ['ADMIN'], { ...ADMIN, name: 'Ada Admin' });
      await createTestUser(runtime, ['EJECUTIVO'], { ...EXECUTIVE, name: 'Eli Ejecutivo' });
    });
    const now = new Date().toISOString();
    const event: SaleCompleted = newEvent('SaleCompleted', {
      saleId: randomUUID(),
      productId: null,
      productCode: 'VIDA1',
      productName: 'Seguro de Vida Simple',
      insurerId: null,
      buyer: {
        rut: rutFor(60),
        firstName: 'Carla',
        paternalSurname: 'Rojas',
        relationship: 'TITULAR',
        email: CUSTOMER,
      },
      insured: [],
      premium: { amount: '19990', currency: 'CLP' },
      periodicityMonths: 1,
      payment: {
        paymentId: `pay-${randomUUID()}`,
        provider: 'sandbox',
        amount: { amount: '19990', currency: 'CLP' },
        paidAt: now,
      },
      completedAt: now,
    });
    const { runtime } = server;
    await runtime.sequelize.transaction((tx) =>
      runtime.container.get<EventPublisher>(PLATFORM.EventPublisher).publish(tx, event),
    );
    const until = Date.now() + patience(60_000);
    for (;;) {
      const [row] = await runtime.sequelize.query<{ number: string }>(
        `SELECT p.number FROM policies p JOIN portal_purchases pp ON pp.sale_id = p.sale_id
          WHERE EXISTS (SELECT 1 FROM billing_payments b WHERE b.policy_id = p.id)`,
        { type: QueryTypes.SELECT },
      );
      if (row) {
        policyNumber = row.number;
        break;
      }
      if (Date.now() > until) throw new Error('the policy and its periods did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    browser = await launchBrowser();
  }, patience(180_000));

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function apiRequestsWhileOpen(page: Page): Promise<number> {
    const urls: string[] = [];
    const count = (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) urls.push(request.url());
    };
    page.on('request', count);
    await page.waitForTimeout(5_000);
    page.off('request', count);
    return urls.length;
  }

  async function signIn(user: { email: string; password: string }): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.baseUrl}/admin/`);
    await page.getByLabel('Correo').fill(user.email);
    await page.getByLabel('Contraseña').fill(user.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page
      .locator('a[role=menuitem]')
      .first()
      .waitFor({ timeout: patience(30_000) });
    return { page, errors };
  }

  it(
    'an ADMIN finds the customer, sees the policy and its payments, and signs them out everywhere',
    async () => {
      const { page, errors } = await signIn(ADMIN);
      try {
        await page.locator('a[role=menuitem][href="#/customers"]').click();
        await page.getByLabel('Correo exacto del cliente').fill(CUSTOMER);
        await openRow(page, page.getByRole('cell', { name: CUSTOMER }), /#\/customers\/[^/]+\/show/, CUSTOMER);
        await page.getByRole('cell', { name: policyNumber }).waitFor({ timeout: patience(30_000) });
        await page.getByRole('tab', { name: 'Pagos' }).click();
        await page
          .getByRole('cell', { name: policyNumber })
          .first()
          .waitFor({ timeout: patience(30_000) });
        await screenshot(page, 'admin-customer-show');
        // Left open 5 s, the customer's screen asks the API at most 10 times (the site's request budget).
        expect(await apiRequestsWhileOpen(page)).toBeLessThanOrEqual(10);
        await page.getByRole('button', { name: 'Cerrar sus sesiones' }).click();
        await page.getByText('Sesiones cerradas: 0.').waitFor({ timeout: patience(30_000) });
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
    patience(120_000),
  );

  it('an EJECUTIVO, without customer:read, is not offered the screen', async () => {
    const { page, errors } = await signIn(EXECUTIVE);
    try {
      expect(await page.locator('a[role=menuitem][href="#/customers"]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
