/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { patience } from '../../src/platform/testing/patience.js';

/** The provider's script, served by this test (page.route) instead of the provider: the chat's local double. */
const CHAT_SCRIPT = 'https://chat-double.test/webchat.js';
const DOUBLE = readFileSync('tests/e2e/fixtures/webchat-double.js', 'utf8');
const DAY = 24 * 60 * 60 * 1000;

type Call = [string, Record<string, unknown> | null];
const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __webchatDouble?: { calls: Call[] } }).__webchatDouble?.calls ?? []);
const names = async (page: Page) => (await calls(page)).map(([name]) => name);

/**
 * Moves the pointer until the bell shows: the page asks for its messages at the first interaction, which
 * counts only once React has hydrated the server's page (a move before that has no listener yet).
 */
async function interactUntilBell(page: Page) {
  let step = 0;
  await expect
    .poll(async () => {
      step += 1;
      await page.mouse.move(200 + (step % 2) * 40, 300);
      return page.getByTestId('notification-bell').count();
    })
    .toBe(1);
}

/** A family of two (holder and child) already entered: the results say "Precios para 2 personas". */
const STORED_PROFILE = {
  values: {
    productType: 'SEGURO SALUD',
    country: 'chile',
    cotizante: { sexo: 'Masculino', edad: '40', ingreso: '1.650.000' },
    cargas: [{ sexo: 'Femenino', edad: '8', parentescoCarga: 'Hijo' }],
    mascota: [],
    cantidadempleados: '',
    titular: { nacionalidad: '', paisCobertura: '' },
    epsActual: '',
  },
  profile: {
    cotizante: [{ sexo: 'Masculino', edad: 40, ingreso: 1_650_000, type: 'cotizante' }],
    cargas: [{ sexo: 'Femenino', edad: 8, parentescoCarga: 'Hijo' }],
  },
  ingresodatos: true,
  savedAt: new Date().toISOString(),
};

/**
 * Issue 30's visitor features in Chromium: the notification bell (unread "+N", read once opened and after a
 * reload), the insurable-persons popover, the clinics banner of the list and compare views, and the chat's
 * whole lifecycle against a local double of a Twilio Flex-style web chat.
 */
describe('bell, popovers, banner and chat in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await startServer(
      async (runtime) => {
        const now = Date.now();
        await runtime.sequelize.query(
          `INSERT INTO content_site_notifications (title, message, publish_from, publish_until, updated_by) VALUES
             ('Nuevo comparador de mascotas', '<p>Ya puedes comparar <strong>seguros de mascotas</strong>.</p>', $1, NULL, 'test'),
             ('Cyber Day', '<p>Descuentos hasta el domingo.</p>', $2, $3, 'test'),
             ('Mensaje vencido', '<p>No se muestra.</p>', $4, $2, 'test')`,
          {
            bind: [
              new Date(now - 2 * DAY).toISOString(),
              new Date(now - DAY).toISOString(),
              new Date(now + 3 * DAY).toISOString(),
              new Date(now - 10 * DAY).toISOString(),
            ],
          },
        );
      },
      {
        CHAT_PROVIDER: 'twilio',
        CHAT_WEBCHAT_SCRIPT_URL: CHAT_SCRIPT,
        CHAT_TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
        CHAT_TWILIO_FLEX_FLOW_SID: `FO${'b'.repeat(32)}`,
      },
      {},
    );
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.route(CHAT_SCRIPT, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: DOUBLE }),
    );
    await context.addInitScript((stored) => {
      if (!localStorage.getItem('perfil-chile')) localStorage.setItem('perfil-chile', stored);
    }, JSON.stringify(STORED_PROFILE));
  }, patience(300_000));

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it(
    'shows the bell, the insurable persons, the banner, and runs the chat against the double',
    async () => {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await gotoHydrated(page, `${server.baseUrl}/Comparar/Seguros-de-Salud`);

      // The bell and the chat are asked at the first interaction; then two published messages (the expired
      // one is not), both unread.
      await interactUntilBell(page);
      const bell = page.getByTestId('notification-bell');
      await expect.poll(() => page.getByTestId('bell-unread').textContent()).toBe('+2');
      expect(await bell.getAttribute('aria-label')).toBe('Notificaciones: 2 sin leer');
      await bell.click();
      const panel = page.getByRole('region', { name: 'Notificaciones' });
      expect(await panel.locator('h3').allTextContents()).toEqual(['Cyber Day', 'Nuevo comparador de mascotas']);
      expect(await panel.locator('strong').textContent()).toBe('seguros de mascotas');
      expect(await page.getByTestId('bell-unread').count()).toBe(0);
      await screenshot(page, 'site-bell-open');
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });

      // The banner and the "Precios para 2 personas" line with its popover.
      expect(await page.getByTestId('clinics-banner').getByRole('link', { name: 'Ver clínicas' }).count()).toBe(1);
      expect(await page.getByTestId('insured-count').textContent()).toBe('Precios para 2 personas');
      await page.getByRole('button', { name: '¿A quiénes se puede asegurar?' }).click();
      const insurable = page.getByTestId('insurable-persons');
      expect(await insurable.textContent()).toContain('Tú, como titular');
      expect(await insurable.textContent()).toContain('Mascotas: cotízalas en Seguros de Mascotas');

      // The chat: shown after the first interaction (the clicks above), its form preset to the path's topic.
      await page.getByTestId('chat-launcher').click();
      const form = page.getByTestId('chat-form');
      expect(await form.getByLabel('Tema').inputValue()).toBe('0');
      expect(await form.locator('select option:checked').textContent()).toBe('Seguros de salud');
      await form.getByLabel('Correo electrónico').fill('ana@');
      await form.getByRole('button', { name: 'Iniciar chat' }).click();
      expect(await form.locator('.chat-error').allTextContents()).toEqual([
        'campo requerido',
        'Por favor, ingrese su dirección de correo electrónico válido',
        'campo requerido',
      ]);
      await form.getByLabel('Nombre').fill('Ana Pérez');
      await form.getByLabel('Correo electrónico').fill('ana@example.cl');
      await form.getByLabel('Teléfono').fill('+56 9 1234 5678');
      await form.getByLabel('Tu pregunta (opcional)').fill('¿El seguro cubre parto?');
      await screenshot(page, 'site-chat-form');
      await form.getByRole('button', { name: 'Iniciar chat' }).click();
      await page.getByTestId('chat-restart').waitFor();
      const started = await calls(page);
      expect(started.map(([name]) => name)).toEqual(['createWebChat', 'init', 'StartEngagement', 'SendMessage']);
      // spec 03 §2: the first path segment upper-cased, ES by default.
      expect(started[0]![1]).toMatchObject({ accountSid: `AC${'a'.repeat(32)}`, language: 'ES', app: 'comparador' });
      expect(started[2]![1]).toEqual({
        formData: {
          friendlyName: 'Ana Pérez',
          name: 'Ana Pérez',
          email: 'ana@example.cl',
          phone: '+56 9 1234 5678',
          topic: 'Seguros de salud',
          question: '¿El seguro cubre parto?',
        },
      });
      expect(started[3]![1]).toEqual({ body: '¿El seguro cubre parto?' });
      expect(await page.locator('#webchat-double').getAttribute('data-state')).toBe('engaged');

      // Restart: minimised, engagement restarted, the launcher is back; a second engagement reuses the script.
      await page.getByTestId('chat-restart').click();
      await page.getByTestId('chat-launcher').waitFor();
      expect((await names(page)).slice(4)).toEqual(['MinimizeChat', 'RestartEngagement']);
      await page.getByTestId('chat-launcher').click();
      await form.getByLabel('Nombre').fill('Ana Pérez');
      await form.getByLabel('Correo electrónico').fill('ana@example.cl');
      await form.getByLabel('Teléfono').fill('912345678');
      await form.getByRole('button', { name: 'Iniciar chat' }).click();
      await page.getByTestId('chat-restart').waitFor();
      expect((await names(page)).slice(6)).toEqual(['StartEngagement']);
      expect(
        await page.evaluate(() => (window as unknown as { __webchatDouble: { loads: number } }).__webchatDouble.loads),
      ).toBe(1);
      expect(await page.locator(`script[src="${CHAT_SCRIPT}"]`).count()).toBe(1);

      // Closing the tab: a closing message, then the chat is hidden.
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
      await expect
        .poll(async () => (await calls(page)).slice(7))
        .toEqual([
          ['SendMessage', { body: 'El visitante cerró la pestaña del sitio.' }],
          ['HideChat', null],
        ]);
      expect(await page.locator('#webchat-double').getAttribute('data-state')).toBe('hidden');
      expect(errors).toEqual([]);
      await page.close();
    },
    patience(120_000),
  );

  it(
    'keeps the messages read after a reload, and the compare view shows the clinics banner',
    async () => {
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/Comparar-Planes`);
      await page.getByTestId('clinics-banner').waitFor();
      await interactUntilBell(page);
      const bell = page.getByTestId('notification-bell');
      await bell.waitFor();
      expect(await bell.getAttribute('aria-label')).toBe('Notificaciones');
      expect(await page.getByTestId('bell-unread').count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('notifications-read'))).toMatch(/^\[\d+,\d+\]$/);
      await page.close();
    },
    patience(60_000),
  );
});
