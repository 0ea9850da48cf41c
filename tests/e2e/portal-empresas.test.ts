import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../src/modules/identity/testing/identity-fixtures.js';
import { activationXlsx, readXlsxRows } from '../../src/modules/policies/testing/bulk-files.js';
import { createCompanyWithPolicy } from '../../src/modules/policies/testing/policies-fixtures.js';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { patience } from '../../src/platform/testing/patience.js';

const MANAGER = { email: 'paula.remuneraciones@alfa.cl', password: 'Nomina#2026' };
const ROWS = 400;
// Titular rows not followed by their dependant (index % 5 != 3), so exactly these 4 rows fail.
const BAD = new Set([2, 150, 271, 397]);

describe('Portal Empresas: a payroll manager loads a payroll file and accepts an activation', () => {
  let server: RunningServer;
  let browser: Browser;
  let policyId: number;
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-'));

  beforeAll(async () => {
    server = await startServer(async (runtime) => {
      const alfa = await createCompanyWithPolicy(runtime, {
        name: 'Alfa SpA',
        groups: [{ code: 'GENERAL', name: 'General' }],
      });
      await createCompanyWithPolicy(runtime, { name: 'Beta Ltda' });
      policyId = alfa.policy.id;
      await createTestUser(runtime, ['PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE'], {
        ...MANAGER,
        name: 'Paula Remuneraciones',
        companyId: alfa.organizationId,
      });
    });
    writeFileSync(
      path.join(folder, 'nomina-alfa.xlsx'),
      await activationXlsx({ rows: ROWS, badRows: BAD, withDependants: true }),
    );
    browser = await launchBrowser();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('uploads a file, watches the bar reach 100 %, downloads the error report and accepts a pending activation', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, acceptDownloads: true });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.baseUrl}/admin/`);
    await page.getByLabel('Correo').fill(MANAGER.email);
    await page.getByLabel('Contraseña').fill(MANAGER.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();

    // Only the company portal's screens.
    await page.getByText('Portal Empresas').waitFor({ timeout: patience(30_000) });
    const menu = (await page.getByRole('menuitem').allTextContents()).map((item) => item.trim());
    expect(menu).toEqual(expect.arrayContaining(['Pólizas', 'Asegurados', 'Cargas masivas']));
    for (const hidden of ['Solicitudes', 'Usuarios', 'Roles', 'Productos'])
      expect(
        menu.some((m) => m.includes(hidden)),
        hidden,
      ).toBe(false);

    // Only its own company's policy.
    await page.getByRole('menuitem', { name: 'Pólizas' }).click();
    await page
      .getByText('Alfa SpA')
      .first()
      .waitFor({ timeout: patience(30_000) });
    expect(await page.getByText('Beta Ltda').count()).toBe(0);

    await page.getByRole('menuitem', { name: 'Cargas masivas' }).click();
    await page.goto(`${server.baseUrl}/admin/#/bulk-loads/create`);
    await page.getByText('Carga masiva de altas o bajas').waitFor({ timeout: patience(30_000) });
    await page
      .getByRole('combobox', { name: 'Póliza' })
      .filter({ hasText: /\d{4}-\d{6}/ })
      .waitFor({ timeout: patience(30_000) });
    await page.locator('input[type=file]').setInputFiles(path.join(folder, 'nomina-alfa.xlsx'));
    await page.getByText('nomina-alfa.xlsx').waitFor();
    await page.getByRole('button', { name: 'Subir y procesar' }).click();

    const bar = page.getByRole('progressbar', { name: 'Avance de la carga' });
    await bar.waitFor({ timeout: patience(30_000) });
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Avance de la carga"]')?.getAttribute('aria-valuenow') === '100',
      undefined,
      { timeout: patience(90_000) },
    );
    await expect
      .poll(() => page.getByTestId('bulk-load-counts').textContent(), { timeout: patience(30_000) })
      .toBe(`400 de 400 filas · 396 correctas · 4 con error`);
    await page
      .getByTestId('bulk-load-status')
      .getByText(/Terminada · 100%/)
      .waitFor();
    await screenshot(page, 'portal-empresas-bulk-load-done');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar informe de errores' }).click(),
    ]);
    const reportPath = path.join(folder, 'errores.xlsx');
    await download.saveAs(reportPath);
    const rows = await readXlsxRows(readFileSync(reportPath));
    expect(rows[0]).toEqual(['Fila', 'Columna', 'Valor', 'Motivo']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([...BAD].map((i) => i + 2));

    // The load's insured wait for acceptance: accept the first one.
    await page.getByRole('link', { name: 'Ver asegurados de la carga' }).click();
    const accept = page.getByRole('button', { name: 'Aceptar alta' });
    await accept.first().waitFor({ timeout: patience(30_000) });
    await accept.first().click();
    await page.getByText('Aceptar alta: listo.').waitFor({ timeout: patience(30_000) });
    await page
      .getByText('Vigente')
      .first()
      .waitFor({ timeout: patience(30_000) });
    await screenshot(page, 'portal-empresas-accepted');

    const active = await server.runtime.sequelize.query<{ n: string }>(
      "SELECT count(*) AS n FROM policy_memberships WHERE policy_id = $1 AND status = 'ACTIVE'",
      { bind: [policyId], type: QueryTypes.SELECT },
    );
    expect(Number(active[0]?.n)).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
