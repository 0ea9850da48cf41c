import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../src/modules/identity/testing/identity-fixtures.js';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { patience } from '../../src/platform/testing/patience.js';

const EXECUTIVE = { email: 'eva.ejecutiva@example.com', password: 'Ejecut#2026' };
const SUPERVISOR = { email: 'sara.supervisora@example.com', password: 'Superv#2026' };

describe('back-office as an executive (EJECUTIVO: lead:read, lead:update)', () => {
  let server: RunningServer;
  let browser: Browser;
  let leadId: number;

  beforeAll(async () => {
    server = await startServer(async (runtime) => {
      await createTestUser(runtime, ['EJECUTIVO'], { ...EXECUTIVE, name: 'Eva Ejecutiva' });
      await createTestUser(runtime, ['EJECUTIVO'], { email: 'raul.ejecutivo@example.com', name: 'Raúl Ejecutivo' });
      await createTestUser(runtime, ['SUPERVISOR'], { ...SUPERVISOR, name: 'Sara Supervisora' });
    });
    // A lead submitted through the leads module's public route, as the site does.
    const response = await request(server.baseUrl)
      .post('/api/solicitarplans')
      .send({
        nombre: 'Ana Pérez',
        rutsolicitud: '12.345.678-5',
        email: 'ana.perez@correo.cl',
        telefono: '+56 9 1234 5678',
        agree: true,
        contactChannel: 'llamada',
        contactTime: 'manana',
        product: { id: 'p-1', code: 'C-p-1', name: 'Seguro de salud Plus' },
        profile: { cotizante: [{ sexo: 'Femenino', edad: 34, ingreso: 1650000 }] },
        leadAttributionInfo: [{ referrer: 'https://google.cl', date: new Date().toISOString() }],
      });
    expect(response.status).toBe(201);
    leadId = response.body.data.id;
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signIn(page: Page, who = EXECUTIVE) {
    await page.goto(`${server.baseUrl}/admin/`);
    await page.getByLabel('Correo').fill(who.email);
    await page.getByLabel('Contraseña').fill(who.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('menuitem', { name: 'Solicitudes' }).waitFor({ timeout: patience(30_000) });
  }

  it('shows only the permitted menus and the lead charts', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page);
    const menu = await page.getByRole('menuitem').allTextContents();
    expect(menu.map((item) => item.trim())).toEqual(expect.arrayContaining(['Solicitudes']));
    for (const hidden of ['Usuarios', 'Roles', 'Buzón de desarrollo']) {
      expect(
        menu.some((item) => item.includes(hidden)),
        hidden,
      ).toBe(false);
    }
    await page.getByText('Solicitudes por estado').waitFor();
    await screenshot(page, 'admin-executive-dashboard');

    // A screen outside the role is refused even by direct address.
    await page.goto(`${server.baseUrl}/admin/#/users`);
    await page
      .getByText(/No tienes permiso|Acceso denegado/)
      .first()
      .waitFor({ timeout: patience(30_000) });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("changes a lead's status and sub-status; no reassign button without lead:assign", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Solicitudes' }).click();
    await page.getByText('Ana Pérez').click();
    await page.getByText('ana.perez@correo.cl').waitFor();
    expect(await page.getByRole('button', { name: 'Reasignar' }).count()).toBe(0);

    // Evaluated in the page (the Node type check has no DOM types).
    const token = await page.evaluate<string>("JSON.parse(localStorage.getItem('backoffice.session')).accessToken");
    const readLead = () =>
      request(server.baseUrl).get(`/api/admin/leads/${leadId}`).set('Authorization', `Bearer ${token}`);
    expect((await readLead()).body.subStatusLabel).not.toBe('Contactado');

    await page.getByRole('link', { name: 'Cambiar estado' }).click();
    await page.getByRole('combobox', { name: 'Estado', exact: true }).click();
    await page.getByRole('option', { name: 'Asignado', exact: true }).click();
    await page.getByRole('combobox', { name: 'Subestado', exact: true }).click();
    await page.getByRole('option', { name: 'Contactado', exact: true }).click();
    await screenshot(page, 'admin-executive-lead-edit');
    await page.getByRole('button', { name: 'Guardar' }).click();

    await page.getByText('Elemento actualizado').waitFor({ timeout: patience(30_000) });
    await page.waitForURL(/#\/leads\/\d+\/show$/);
    await page.getByText('Contactado').waitFor();
    await screenshot(page, 'admin-executive-lead-show');
    // Stored: read back through the API as the server sees it.
    expect((await readLead()).body).toMatchObject({ status: 2, statusLabel: 'Asignado', subStatusLabel: 'Contactado' });
    await page.close();
  }, 120_000);

  it('a supervisor (lead:assign) reassigns the lead to another executive', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await signIn(page, SUPERVISOR);
    await page.getByRole('menuitem', { name: 'Solicitudes' }).click();
    await page.getByText('Ana Pérez').click();
    await page.getByRole('button', { name: 'Reasignar' }).click();
    await page.getByRole('combobox', { name: 'Ejecutivo' }).click();
    await page.getByRole('option', { name: /Raúl Ejecutivo/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reasignar' }).click();
    await page.getByText('Solicitud reasignada').waitFor({ timeout: patience(30_000) });
    await page.getByText('Raúl Ejecutivo').first().waitFor();
    await screenshot(page, 'admin-supervisor-reassigned');
    const token = await page.evaluate<string>("JSON.parse(localStorage.getItem('backoffice.session')).accessToken");
    const lead = await request(server.baseUrl)
      .get(`/api/admin/leads/${leadId}`)
      .set('Authorization', `Bearer ${token}`);
    expect(lead.body.executive).toMatchObject({ name: 'Raúl Ejecutivo', email: 'raul.ejecutivo@example.com' });
    await page.close();
  }, 120_000);

  it('changes their own password from the user menu', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    page.setDefaultTimeout(30_000);
    await signIn(page);
    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Cambiar mi contraseña' }).click();
    await page.getByLabel(/^Contraseña actual/).fill(EXECUTIVE.password);
    await page.getByLabel(/^Contraseña nueva/).fill(EXECUTIVE.password);
    await page.getByLabel(/^Repite la contraseña nueva/).fill(EXECUTIVE.password);
    await page.getByRole('button', { name: 'Cambiar contraseña', exact: true }).click();
    await page
      .getByText('La contraseña no puede ser igual a ninguna de las últimas 4.')
      .first()
      .waitFor({ timeout: patience(30_000) });
    await page.getByLabel(/^Contraseña nueva/).fill('Cambio#2026z');
    await page.getByLabel(/^Repite la contraseña nueva/).fill('Cambio#2026z');
    await page.getByRole('button', { name: 'Cambiar contraseña', exact: true }).click();
    await page.getByText('Tu contraseña fue cambiada.').waitFor({ timeout: patience(30_000) });
    // The session goes on with the new tokens.
    await page.getByRole('menuitem', { name: 'Solicitudes' }).click();
    await page.getByText('Ana Pérez').waitFor({ timeout: patience(30_000) });
    const login = await request(server.baseUrl)
      .post('/token')
      .send({ username: EXECUTIVE.email, password: 'Cambio#2026z' });
    expect(login.status).toBe(200);
    await page.close();
  }, 120_000);
});
