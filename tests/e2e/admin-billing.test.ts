import type { Browser, Page } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/modules/billing/domain/dates.js';
import { createTestUser } from '../../src/modules/identity/testing/identity-fixtures.js';
import type { PolicyActivated } from '../../src/modules/policies/index.js';
import { newEvent, type EventPublisher } from '../../src/platform/outbox/integration-events.js';
import { PLATFORM } from '../../src/platform/tokens.js';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { chileanDate } from '../../src/modules/pricing/index.js';
import { patience } from '../../src/platform/testing/patience.js';

const ADMIN = { email: 'cora.cobranza@example.com', password: 'Cobra#2026x' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const today = chileanDate(new Date());

/** An annual company policy whose single period fell `count` days into arrears today. */
const policy = (policyId: number, name: string, count: number): PolicyActivated['payload'] => ({
  policyId,
  policyNumber: `${name.slice(0, 3).toUpperCase()}-${policyId}`,
  clientOrganizationId: 800 + policyId,
  clientOrganizationName: name,
  billingEmail: `pagos@${name.split(' ')[0]!.toLowerCase()}.cl`,
  insurerId: 1,
  productId: 1,
  periodicityMonths: 12,
  startDate: addDays(today, -count - 11),
  endDate: null,
  monthlyPremium: { amount: '10000', currency: 'CLP' },
  premiumBasis: 'per-policy',
  saleId: null,
  renewalOf: null,
});

describe('back-office billing: dashboard, overdue periods, a transfer payment, run the arrears job now', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(async (runtime) => {
      await createTestUser(runtime, ['ADMIN'], { ...ADMIN, name: 'Cora Cobranza' });
      const publisher = runtime.container.get<EventPublisher>(PLATFORM.EventPublisher);
      await runtime.sequelize.transaction((tx) =>
        publisher.publish(
          tx,
          newEvent('PolicyActivated', policy(1, 'Andes SpA', 0)),
          newEvent('PolicyActivated', policy(2, 'Boreal Ltda', 9)),
        ),
      );
    });
    browser = await launchBrowser();
    const until = Date.now() + patience(30_000);
    while ((await count('SELECT count(*) FROM billing_periods')) < 2) {
      if (Date.now() > until) throw new Error('periods not opened');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function count(sql: string): Promise<number> {
    const [row] = await server.runtime.sequelize.query<{ count: string }>(sql, { type: QueryTypes.SELECT });
    return Number(row?.count ?? 0);
  }

  async function uploadReceipt(page: Page) {
    await page.locator('input[type=file][aria-label="Subir comprobante"]').setInputFiles({
      name: 'comprobante.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByText('comprobante.pdf: subido').waitFor({ timeout: patience(30_000) });
  }

  it('staff see the charts, filter overdue periods, pay one in two transfers and run the reminders now', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${server.baseUrl}/admin/`);
      await page.getByLabel('Correo').fill(ADMIN.email);
      await page.getByLabel('Contraseña').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Ingresar' }).click();

      await page.getByRole('menuitem', { name: 'Cobranza' }).click({ timeout: patience(30_000) });
      await page.getByText('Organizaciones con más mora').waitFor({ timeout: patience(30_000) });
      await page.getByText('Períodos vencidos:').waitFor();
      expect(await page.getByLabel('Mora por antigüedad').locator('svg').count()).toBeGreaterThan(0);
      await screenshot(page, 'admin-billing-dashboard');

      await page.getByRole('menuitem', { name: 'Períodos de pago' }).click();
      await page.getByRole('combobox', { name: 'Estado', exact: true }).click();
      await page.getByRole('option', { name: 'Vencido' }).click();
      await page.waitForURL(/state/);
      await page.getByRole('cell', { name: 'Boreal Ltda' }).waitFor({ timeout: patience(30_000) });
      await page.getByRole('cell', { name: 'Andes SpA' }).waitFor();
      await screenshot(page, 'admin-billing-overdue');

      await page.getByRole('cell', { name: 'Boreal Ltda' }).click();
      await page.getByText('Registrar pago por transferencia').waitFor({ timeout: patience(30_000) });
      await uploadReceipt(page);
      await page.getByLabel('Monto (CLP)').fill('50000');
      await page.getByRole('button', { name: 'Registrar pago' }).click();
      await page.getByText('Pago registrado: Pago parcial').waitFor({ timeout: patience(30_000) });
      await page.getByText('Pago parcial', { exact: true }).waitFor({ timeout: patience(30_000) });

      await uploadReceipt(page);
      await page.getByLabel('Monto (CLP)').fill('70000');
      await page.getByRole('button', { name: 'Registrar pago' }).click();
      await page.getByText('Pago registrado: Pagado').waitFor({ timeout: patience(30_000) });
      await page
        .getByText('Pagado', { exact: true })
        .first()
        .waitFor({ timeout: patience(30_000) });
      await screenshot(page, 'admin-billing-paid');
      expect(await count("SELECT count(*) FROM billing_periods WHERE status = 'PAID'")).toBe(1);

      // Pre-invoices: one per company and billing month, opened on its billed periods.
      await page.getByRole('menuitem', { name: 'Prefacturas' }).click();
      await page
        .getByRole('cell', { name: 'Boreal Ltda' })
        .first()
        .click({ timeout: patience(30_000) });
      await page.getByText('Períodos facturados').waitFor({ timeout: patience(30_000) });
      await page.getByRole('cell', { name: 'BOR-2' }).waitFor({ timeout: patience(30_000) });

      await page.getByRole('menuitem', { name: 'Trabajos programados' }).click();
      await page.getByText('Actualización de la UF de los períodos abiertos').waitFor({ timeout: patience(30_000) });
      await page
        .getByRole('button', { name: /Ejecutar ahora: Recordatorios de mora/ })
        .click({ timeout: patience(30_000) });
      await page.getByText('Trabajo encolado').waitFor({ timeout: patience(30_000) });
      const until = Date.now() + patience(30_000);
      while ((await count("SELECT count(*) FROM mail_messages WHERE idempotency_key LIKE 'billing-reminder-%'")) < 1) {
        if (Date.now() > until) throw new Error('reminder not sent');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await page.reload();
      await page.getByText(/OK · manual/).waitFor({ timeout: patience(30_000) });
      await screenshot(page, 'admin-billing-jobs');

      await page.getByRole('menuitem', { name: 'Buzón de desarrollo' }).click();
      await page
        .getByRole('cell', { name: 'Primer aviso: pago pendiente de la póliza AND-1' })
        .waitFor({ timeout: patience(30_000) });
      // The paid period (Boreal) gets no reminder.
      expect(await page.getByText(/póliza BOR-2/).count()).toBe(0);
      expect(await count("SELECT count(*) FROM mail_messages WHERE idempotency_key LIKE 'billing-reminder-%'")).toBe(1);
      expect(errors).toEqual([]);
    } catch (error) {
      await screenshot(page, 'admin-billing-failure');
      throw error;
    }
  }, 180_000);
});
