import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestUser, loginAs } from '../../src/modules/identity/testing/identity-fixtures.js';
import { patience } from '../../src/platform/testing/patience.js';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

const ADMIN = { email: 'sara.soporte@example.com', password: 'Soport#2026z', name: 'Sara Soporte' };
const PARTNER = { email: 'pablo.partner@example.com', password: 'Partne#2026z', name: 'Pablo Partner' };
const wait = { timeout: patience(30_000) };

/**
 * Issue 30: the back-office screens that were missing — support tickets (assign, status, answer by e-mail),
 * referral advisors, feedback, contact information, isapre plans — and the demo-access view.
 */
describe('back-office: support tickets, advisors, feedback, contact information, isapre plans, demo view', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(
      async (runtime) => {
        await createTestUser(runtime, ['ADMIN'], ADMIN);
        await createTestUser(runtime, ['ADMIN_PARTNER'], PARTNER);
        await runtime.sequelize.query(`
        INSERT INTO support_tickets (subject, description, requester_name, requester_email)
          VALUES ('No veo mi póliza', 'En el portal no aparece la póliza.', 'Carlos Cliente', 'carlos@correo.cl');
        INSERT INTO lead_advisors (email, name) VALUES ('carla.asesora@example.com', 'Carla Asesora');
        INSERT INTO lead_feedbacks (score, comment) VALUES (5, 'Muy buena atención');`);
        // A country landing, as staff create it through the content service's back-office API.
        const app = runtime.createHttpApp();
        const admin = await loginAs(app, ADMIN.email, ADMIN.password);
        await request(app)
          .post('/api/admin/country-landings')
          .set({ Authorization: `Bearer ${admin.access_token}` })
          .send({ slug: 'Landing-Pymes', title: 'Seguros para pymes', body: 'Texto de la landing.', activo: true })
          .expect(201);
      },
      {},
      { scale: 5, plans: 20 },
    );
    browser = await launchBrowser();
  }, 180_000);

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

  it('support assigns a ticket (Nuevo → Abierto), answers the customer, and opens the other new screens', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, ADMIN);
    try {
      await workTheTicket(page);
    } catch (error) {
      await screenshot(page, 'admin-support-failure');
      throw error;
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  async function workTheTicket(page: Page) {
    await page.getByRole('menuitem', { name: 'Tickets de soporte' }).click(wait);
    await page.getByRole('cell', { name: 'Nuevo', exact: true }).waitFor(wait);
    await page.getByRole('cell', { name: 'No veo mi póliza' }).click();
    await page.getByRole('combobox', { name: 'Asignado a' }).click(wait);
    await page.getByRole('option', { name: 'Sara Soporte' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    // Assigning a new ticket opens it: the status select now shows Abierto.
    await page.getByRole('combobox', { name: 'Estado' }).filter({ hasText: 'Abierto' }).waitFor(wait);

    await page.getByRole('textbox', { name: /Responder al cliente/ }).fill('Ya la cargamos, revisa de nuevo.');
    await page.getByRole('button', { name: 'Enviar respuesta por correo' }).click();
    await page.getByText('Respuesta guardada: se enviará a carlos@correo.cl.').waitFor(wait);
    await page.getByTestId('ticket-messages').getByText('Ya la cargamos, revisa de nuevo.').waitFor(wait);
    await screenshot(page, 'admin-support-ticket');

    await page.getByRole('menuitem', { name: 'Asesores referidos' }).click();
    await page.getByRole('cell', { name: 'Carla Asesora' }).waitFor(wait);
    await page.getByRole('menuitem', { name: 'Opiniones' }).click();
    await page.getByRole('cell', { name: 'Muy buena atención' }).waitFor(wait);
    await page.getByRole('menuitem', { name: 'Información de contacto' }).click();
    await page.getByRole('cell', { name: 'whatsapp' }).waitFor(wait);
    await page.getByRole('link', { name: 'Editar en Datos de la empresa' }).waitFor(wait);
    await page.getByRole('menuitem', { name: 'Planes de isapre' }).click();
    await page.getByRole('columnheader', { name: 'Código' }).waitFor(wait);
    expect(await page.getByRole('row').count()).toBeGreaterThan(1);
  }

  it('a user without lead:read gets the demo view: "Ud. tiene acceso Demo a esta vista"', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await signIn(page, PARTNER);
    await page.getByTestId('demo-access').waitFor(wait);
    expect(await page.getByTestId('demo-access').innerText()).toContain('Ud. tiene acceso Demo a esta vista');
    await page.getByText('Solicitudes por estado').waitFor(wait);
    await screenshot(page, 'admin-demo-access');
    await page.close();
  }, 180_000);

  it('staff publish a bell message, see the content-service landings and purge the site cache', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, ADMIN);
    try {
      // Campana del sitio: a message published now is what the site's bell reads.
      await page.getByRole('menuitem', { name: 'Campana del sitio' }).click(wait);
      // With no message yet the list shows react-admin's empty page: its create link is the visible one.
      await page.locator('a[href="#/site-notifications/create"]:visible').first().click(wait);
      await page.getByLabel('Título').fill('Nuevo comparador de viajes');
      await page.getByLabel('Mensaje (HTML)').fill('<p>Ya puedes <strong>comparar</strong> seguros de viaje.</p>');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByRole('cell', { name: 'Nuevo comparador de viajes' }).waitFor(wait);
      const bell = (await (await page.request.get(`${server.baseUrl}/api/notifications`)).json()) as {
        data: { title: string; message: string }[];
      };
      expect(bell.data).toContainEqual(
        expect.objectContaining({
          title: 'Nuevo comparador de viajes',
          message: '<p>Ya puedes <strong>comparar</strong> seguros de viaje.</p>',
        }),
      );

      // Landings por país (content service): the landing is listed with its preview button.
      await page.getByRole('menuitem', { name: 'Landings por país' }).click(wait);
      await page.getByRole('cell', { name: 'Seguros para pymes' }).waitFor(wait);
      await page.getByRole('button', { name: 'Vista previa' }).first().waitFor(wait);

      // Contenido del sitio: the purge button empties the server-rendered pages (cloudflare-cache/{app}).
      await page.getByRole('menuitem', { name: 'Contenido del sitio' }).click(wait);
      await page.getByRole('button', { name: 'Vaciar caché del sitio' }).click(wait);
      await page.getByText(/Caché del sitio vaciada \(\d+ páginas\)\./).waitFor(wait);
      await screenshot(page, 'admin-site-cache-purged');
    } catch (error) {
      await screenshot(page, 'admin-content-screens-failure');
      throw error;
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
