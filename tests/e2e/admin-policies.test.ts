import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../src/modules/identity/testing/identity-fixtures.js';
import type { InsurerDirectory } from '../../src/modules/policies/application/ports.js';
import type { InsurerProductRef } from '../../src/modules/policies/domain/insurer.js';
import { rutFor } from '../../src/modules/policies/testing/people-generator.js';
import { POLICIES } from '../../src/modules/policies/tokens.js';
import { openRow } from './support/admin-list.js';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { patience } from '../../src/platform/testing/patience.js';

const ADMIN = { email: 'patricia.polizas@example.com', password: 'Poliz#2026a' };
const BACKOFFICE = { email: 'bruno.backoffice@example.com', password: 'Backo#2026b' };
const COMPANY = 'Minera Atacama SpA';
const COMPANY_RUT = rutFor(4321, 76_000_000);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('back-office: staff create a company and its policy, manage it, and set up an insurer', () => {
  let server: RunningServer;
  let browser: Browser;
  let product: InsurerProductRef;
  let insurerName: string;
  const folder = mkdtempSync(path.join(tmpdir(), 'polizas-'));

  beforeAll(async () => {
    server = await startServer(
      async (runtime) => {
        await createTestUser(runtime, ['ADMIN'], { ...ADMIN, name: 'Patricia Pólizas' });
        await createTestUser(runtime, ['BACKOFFICE'], { ...BACKOFFICE, name: 'Bruno Backoffice' });
        const directory = runtime.container.get<InsurerDirectory>(POLICIES.InsurerDirectory);
        product = (await directory.products({ offset: 0, limit: 1 })).rows[0]!;
        insurerName = (await directory.insurer(product.insurerId))!.name;
      },
      {},
      { scale: 30, plans: 0 },
    );
    writeFileSync(path.join(folder, 'contrato.pdf'), PDF);
    writeFileSync(path.join(folder, 'condiciones.pdf'), PDF);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signIn(page: Page, user: { email: string; password: string }) {
    await page.goto(`${server.baseUrl}/admin/`);
    await page.getByLabel('Correo').fill(user.email);
    await page.getByLabel('Contraseña').fill(user.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
  }

  async function choose(page: Page, label: string, text: string) {
    const box = page.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(text.slice(0, 12));
    await page
      .getByRole('option', { name: text })
      .first()
      .click({ timeout: patience(30_000) });
  }

  const query = <T extends object>(sql: string, bind: unknown[] = []) =>
    server.runtime.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });

  it('ADMIN: company, policy (catalogue insurer and product), status, edit, document, history, one insured', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, ADMIN);

    // A new client company.
    await page.getByRole('menuitem', { name: 'Empresas clientes' }).click({ timeout: patience(30_000) });
    await page.getByRole('link', { name: 'Nueva empresa' }).click();
    await page.getByLabel('Razón social').fill(COMPANY);
    await page.getByLabel('RUT').fill('76.004.321-0');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByText('El RUT no es válido (revisa el dígito verificador).')
      .first()
      .waitFor({ timeout: patience(30_000) });
    await page.getByLabel('RUT').fill(COMPANY_RUT);
    await page.getByLabel('Grupo (holding)').fill('HOLDING-ATACAMA');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Metropolitana').waitFor({ timeout: patience(30_000) });
    await page.getByText(COMPANY).first().waitFor();

    // Its collective policy, from the company's page.
    await page.getByRole('link', { name: 'Nueva póliza' }).click();
    await page
      .getByText('Nueva póliza colectiva')
      .first()
      .waitFor({ timeout: patience(30_000) });
    expect(await page.getByRole('combobox', { name: 'Empresa' }).inputValue()).toBe(COMPANY);
    await choose(page, 'Aseguradora', insurerName);
    await choose(page, 'Producto del catálogo', product.name);
    await page.getByLabel(/^Prima/).fill('0.95');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('tab', { name: 'Resumen' }).waitFor({ timeout: patience(30_000) });
    await page
      .getByText('Pendiente')
      .first()
      .waitFor({ timeout: patience(30_000) });
    await page.getByText(insurerName).first().waitFor();
    await page.getByText(product.name).first().waitFor();
    const [policy] = await query<{ id: number; number: string }>(
      `SELECT p.id, p.number FROM policies p JOIN policy_client_organizations o ON o.id = p.client_organization_id
        WHERE o.name = $1`,
      [COMPANY],
    );
    expect(policy!.number).toMatch(/^\d{4}-\d{6}$/);

    // Activate it.
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    await page.getByRole('menuitem', { name: 'Vigente', exact: true }).click();
    await page.getByText('La póliza quedó vigente.').waitFor({ timeout: patience(30_000) });
    await page.getByText('Vigente').first().waitFor();

    // Edit its periodicity.
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('combobox', { name: 'Periodicidad' }).click({ timeout: patience(30_000) });
    await page.getByRole('option', { name: 'Trimestral', exact: true }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByText('Trimestral')
      .first()
      .waitFor({ timeout: patience(30_000) });

    // A document, then its review.
    await page.getByRole('tab', { name: 'Documentos' }).click();
    await page.getByLabel('Documento de la póliza').setInputFiles(path.join(folder, 'contrato.pdf'));
    await page.getByRole('cell', { name: 'contrato.pdf' }).waitFor({ timeout: patience(30_000) });
    await page.getByRole('combobox', { name: 'Revisión de contrato.pdf' }).click();
    await page.getByRole('option', { name: 'Aprobado', exact: true }).click();
    await expect
      .poll(async () => (await query<{ status: string }>('SELECT status FROM policy_documents'))[0]?.status)
      .toBe('APPROVED');

    // One insured person by form: back on the policy's insured, waiting for acceptance.
    await page.getByRole('tab', { name: 'Resumen' }).click();
    await page.getByRole('link', { name: 'Agregar asegurado' }).click();
    await page.getByLabel(/^RUT/).fill(rutFor(9, 15_000_000));
    await page.getByLabel('Nombres').fill('Ignacio');
    await page.getByLabel('Apellido paterno').fill('Fuentes');
    await page.getByLabel('Fecha de nacimiento').fill('1988-07-14');
    await page.getByRole('combobox', { name: 'Género' }).click();
    await page.getByRole('option', { name: 'Masculino', exact: true }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ignacio Fuentes').waitFor({ timeout: patience(30_000) });
    await page.getByText('En proceso de alta').first().waitFor();
    await screenshot(page, 'admin-policies-insured');

    // The history names every change and its user.
    await page.getByRole('tab', { name: 'Historial' }).click();
    const history = page.getByRole('table', { name: 'Historial de la póliza' });
    await history.waitFor({ timeout: patience(30_000) });
    const text = await history.textContent();
    for (const label of [
      'Creación',
      'Cambio de estado',
      'Edición',
      'Documento subido',
      'Revisión de documento',
      'Alta individual',
    ])
      expect(text, label).toContain(label);
    expect(text).toContain('Patricia Pólizas');
    expect(text).toContain('periodicityMonths: 1 → 3');
    await screenshot(page, 'admin-policies-history');

    const [member] = await query<{ status: string }>(
      `SELECT m.status FROM policy_memberships m WHERE m.policy_id = $1`,
      [policy!.id],
    );
    expect(member?.status).toBe('PROCESS_ACTIVATION');
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it('ADMIN sets an insurer up (cutting day, contact, document); BACKOFFICE reads it with the fields locked', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, ADMIN);
    await page.getByRole('menuitem', { name: 'Aseguradoras' }).click({ timeout: patience(30_000) });
    await page.getByPlaceholder('Aseguradora').fill(insurerName);
    await openRow(
      page,
      page.getByRole('cell', { name: insurerName, exact: true }),
      /#\/insurer-settings\/[^/?]+/,
      insurerName,
    );
    const cutting = page.getByLabel('Día de corte');
    await cutting.waitFor({ timeout: patience(30_000) });
    expect(await cutting.inputValue()).toBe('20');
    await cutting.fill('10');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Elemento actualizado').waitFor({ timeout: patience(30_000) });

    await page.getByRole('link', { name: 'Agregar contacto' }).click();
    await page.getByLabel('Nombre').fill('Marta Cortés');
    await page.getByLabel('Cargo').fill('Ejecutiva de colectivos');
    await page.getByLabel('Correo').fill('marta.cortes@aseguradora.cl');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('cell', { name: 'Marta Cortés' }).waitFor({ timeout: patience(30_000) });

    await page.getByLabel('Descripción').fill('Condiciones generales 2026');
    await page.getByLabel('Documento de la aseguradora').setInputFiles(path.join(folder, 'condiciones.pdf'));
    await page.getByRole('cell', { name: 'condiciones.pdf' }).waitFor({ timeout: patience(30_000) });
    await page.getByRole('cell', { name: 'Condiciones generales 2026' }).waitFor();
    await screenshot(page, 'admin-policies-insurer');

    const [settings] = await query<{ cutting_day: number }>(
      'SELECT cutting_day FROM policy_insurer_settings WHERE insurer_id = $1',
      [product.insurerId],
    );
    expect(settings?.cutting_day).toBe(10);
    expect(errors).toEqual([]);
    await page.close();

    // BACKOFFICE reads the insurer (insurer:read) but may not change its calendar nor see its contacts.
    const reader = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await signIn(reader, BACKOFFICE);
    await reader.getByRole('menuitem', { name: 'Aseguradoras' }).click({ timeout: patience(30_000) });
    await reader.getByPlaceholder('Aseguradora').fill(insurerName);
    await openRow(
      reader,
      reader.getByRole('cell', { name: insurerName, exact: true }),
      /#\/insurer-settings\/[^/?]+/,
      insurerName,
    );
    const locked = reader.getByLabel('Día de corte');
    await locked.waitFor({ timeout: patience(30_000) });
    expect(await locked.inputValue()).toBe('10');
    expect(await locked.isDisabled()).toBe(true);
    await reader.getByRole('cell', { name: 'condiciones.pdf' }).waitFor({ timeout: patience(30_000) });
    expect(await reader.getByText('Marta Cortés').count()).toBe(0);
    expect(await reader.getByRole('button', { name: 'Guardar' }).count()).toBe(0);
    await reader.close();
  }, 240_000);
});
