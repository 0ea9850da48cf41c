import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../src/modules/identity/testing/identity-fixtures.js';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { patience } from '../../src/platform/testing/patience.js';

const ADMIN = { email: 'ada.admin@example.com', password: 'Admin#2026x' };
const NEW_USER = { email: 'nico.nuevo@example.com', name: 'Nico Nuevo', password: 'Nuevo#2026q' };

describe('back-office as ADMIN: create a user and grant a role', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(async (runtime) => {
      await createTestUser(runtime, ['ADMIN'], { ...ADMIN, name: 'Ada Admin' });
    });
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${server.baseUrl}/admin/`);
    await page.getByLabel('Correo').fill(email);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
  }

  const menuOf = async (page: Page) => (await page.getByRole('menuitem').allTextContents()).map((t) => t.trim());

  it('creates a user (server errors on the form), grants a role, and the user signs in with the one-time password', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('menuitem', { name: 'Usuarios' }).waitFor({ timeout: patience(30_000) });
    expect(await menuOf(page)).toEqual(
      expect.arrayContaining(['Inicio', 'Solicitudes', 'Usuarios', 'Roles', 'Buzón de desarrollo']),
    );

    await page.getByRole('menuitem', { name: 'Usuarios' }).click();
    await page.getByRole('link', { name: 'Crear' }).click();
    await page.waitForURL(/#\/users\/create$/);
    // First with an e-mail already taken: the server's message appears under the field.
    // Roles first: their choices arrive from the API, and the form is settled once they are there.
    await page.getByRole('combobox', { name: 'Roles' }).click();
    await page.getByRole('option', { name: 'EJECUTIVO', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Correo' }).fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Nombre' }).fill(NEW_USER.name);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByText('Ya existe un usuario con ese correo.')
      .first()
      .waitFor({ timeout: patience(30_000) })
      .catch(async (error: unknown) => {
        await screenshot(page, 'admin-users-failure');
        throw error;
      });
    await screenshot(page, 'admin-users-create-error');

    await page.getByRole('textbox', { name: 'Correo' }).fill(NEW_USER.email);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const notice = page.getByText(/Contraseña de un solo uso: /);
    await notice.waitFor({ timeout: patience(30_000) });
    const oneTimePassword = /Contraseña de un solo uso: (\S+)/.exec((await notice.textContent()) ?? '')![1]!;
    expect(oneTimePassword).toHaveLength(12);
    await screenshot(page, 'admin-users-created');

    // Grant a second role on the edit form.
    await page.getByRole('cell', { name: NEW_USER.name, exact: true }).click();
    await page.getByRole('combobox', { name: 'Roles' }).click();
    await page.getByRole('option', { name: 'SUPERVISOR', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Elemento actualizado').waitFor({ timeout: patience(30_000) });
    const token = await page.evaluate<string>("JSON.parse(localStorage.getItem('backoffice.session')).accessToken");
    const list = await request(server.baseUrl)
      .get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: NEW_USER.email }))}`)
      .set('Authorization', `Bearer ${token}`);
    expect(list.body).toEqual([
      expect.objectContaining({ email: NEW_USER.email, roles: ['EJECUTIVO', 'SUPERVISOR'], status: 'Activo' }),
    ]);
    expect(errors).toEqual([]);
    await page.close();

    // The new user: the one-time password forces a change, then the permitted menus appear.
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const userPage = await context.newPage();
    await signIn(userPage, NEW_USER.email, oneTimePassword);
    await userPage.getByLabel(/^Contraseña nueva/).fill(NEW_USER.password);
    await userPage.getByLabel('Repite la contraseña nueva').fill(NEW_USER.password);
    await screenshot(userPage, 'admin-users-forced-change');
    await userPage.getByRole('button', { name: 'Cambiar contraseña e ingresar' }).click();
    await userPage.getByRole('menuitem', { name: 'Solicitudes' }).waitFor({ timeout: patience(30_000) });
    const menu = await menuOf(userPage);
    expect(menu).toEqual(expect.arrayContaining(['Solicitudes', 'Usuarios']));
    expect(menu).not.toContain('Roles');
    expect(menu).not.toContain('Buzón de desarrollo');
    await context.close();
  }, 180_000);

  it('a forgotten password: the e-mail lands in the development mailbox and its link sets a new password', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/admin/`);
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByLabel('Correo').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText(/recibirás un enlace/).waitFor({ timeout: patience(30_000) });

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('menuitem', { name: 'Buzón de desarrollo' }).click();
    await page.getByText('Restablece tu contraseña del back-office').first().click();
    const body = (await page.getByText(/restablecer-contrasena\?token=/).textContent()) ?? '';
    const link = /https?:\/\/\S+restablecer-contrasena\?token=\S+/.exec(body)![0];
    await screenshot(page, 'admin-mailbox-reset-mail');
    await context.close();

    const resetPage = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await resetPage.goto(link.replace(/^https?:\/\/[^/]+/, server.baseUrl));
    await resetPage.getByLabel(/^Contraseña nueva/).fill('corta');
    await resetPage.getByRole('button', { name: 'Guardar contraseña' }).click();
    await resetPage.getByText(/entre 8 y 12 caracteres/).waitFor();
    await resetPage.getByLabel(/^Contraseña nueva/).fill('Olvido#2026k');
    await resetPage.getByRole('button', { name: 'Guardar contraseña' }).click();
    await resetPage
      .getByText('Tu contraseña fue actualizada. Ya puedes iniciar sesión.')
      .waitFor({ timeout: patience(30_000) });
    await resetPage.getByRole('button', { name: 'Ir a ingresar' }).click();
    await resetPage.getByLabel('Correo').fill(ADMIN.email);
    await resetPage.getByLabel('Contraseña').fill('Olvido#2026k');
    await resetPage.getByRole('button', { name: 'Ingresar' }).click();
    await resetPage.getByRole('menuitem', { name: 'Usuarios' }).waitFor({ timeout: patience(30_000) });
    await resetPage.close();
  }, 180_000);

  it("edits a role's permissions: the change reaches the role's users at their next sign-in", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await signIn(page, ADMIN.email, 'Olvido#2026k');
    await page.getByRole('menuitem', { name: 'Roles' }).click();
    await page.getByRole('cell', { name: 'EJECUTIVO', exact: true }).click();
    const mailbox = page.getByRole('group', { name: 'mailbox' }).getByLabel('read');
    await mailbox.waitFor({ timeout: patience(30_000) });
    expect(await mailbox.isChecked()).toBe(false);
    await mailbox.check();
    await screenshot(page, 'admin-roles-edit');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Elemento actualizado').waitFor({ timeout: patience(30_000) });
    await page.close();

    const login = await request(server.baseUrl)
      .post('/token')
      .send({ username: NEW_USER.email, password: NEW_USER.password });
    expect(login.status).toBe(200);
    expect(login.body.user.permissions).toEqual(expect.arrayContaining(['lead:read', 'lead:update', 'mailbox:read']));
  }, 180_000);
});
