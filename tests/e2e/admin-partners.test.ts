import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../src/modules/identity/testing/identity-fixtures.js';
import { PARTNERS, type ResolvePartnerSite, type UpdatePartner } from '../../src/modules/partners/index.js';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { patience } from '../../src/platform/testing/patience.js';

const ADMIN = { email: 'ana.socios@example.com', password: 'Socio#2026x' };
const PARTNER_ADMIN = { email: 'pablo.clinica@example.com', password: 'Socio#2026y' };

describe('back-office partners screen with its live preview (issue 14)', () => {
  let server: RunningServer;
  let browser: Browser;
  let demoId: number;

  beforeAll(async () => {
    server = await startServer(
      async (runtime) => {
        await createTestUser(runtime, ['ADMIN'], { ...ADMIN, name: 'Ana Socios' });
        const partnerAdmin = await createTestUser(runtime, ['ADMIN_PARTNER'], {
          ...PARTNER_ADMIN,
          name: 'Pablo Clínica',
        });
        const sites = runtime.container.get<ResolvePartnerSite>(PARTNERS.ResolvePartnerSite);
        const clinica = (await sites.byCodeOf('clinica'))!;
        demoId = (await sites.byCodeOf('demo'))!.id;
        await runtime.container
          .get<UpdatePartner>(PARTNERS.UpdatePartner)
          .execute(clinica.id, { adminUserIds: [partnerAdmin.id] }, { id: 0, permissions: ['partner:create'] });
      },
      {},
      { scale: 40, plans: 0 },
    );
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

  it('ADMIN edits demo: the preview follows every change (server-checked), saving changes the site', async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, ADMIN);
    await page.getByRole('menuitem', { name: 'Socios' }).click({ timeout: patience(30_000) });
    await page.getByRole('cell', { name: 'demo', exact: true }).click({ timeout: patience(30_000) });
    await page.waitForURL(new RegExp(`#/partners/${demoId}$`));

    const preview = page.getByTestId('partner-preview');
    await preview.getByTestId('preview-banner').waitFor({ timeout: patience(30_000) });
    expect(await preview.getByTestId('preview-banner').textContent()).toBe('Seguros de salud para socios Demo');
    expect(await preview.getByTestId('preview-seo').textContent()).toContain('Comparador de seguros Socio Demo');
    expect(await page.getByTestId('embed-snippet').textContent()).toMatch(/IFRAME_AUTH=[A-Za-z0-9_%-]+"/);

    // An invalid colour: the form and the preview both say so (the spec's message).
    const bannerColor = page.getByLabel('Banner: color', { exact: true });
    await bannerColor.fill('#12');
    await preview.getByTestId('preview-errors').waitFor({ timeout: patience(15_000) });
    expect(await preview.getByTestId('preview-errors').textContent()).toContain('Invalid HEX color.');
    // A valid one (longer than 6 is cut to 6): the banner is drawn with it.
    await bannerColor.fill('#123456FF');
    await page.waitForFunction(
      () => {
        const banner = document.querySelector('[data-testid="preview-banner"]');
        return banner !== null && getComputedStyle(banner).backgroundImage.includes('rgb(18, 52, 86)');
      },
      undefined,
      { timeout: patience(15_000) },
    );
    await page.getByLabel('Texto del banner').fill('Demo: banner nuevo');
    await expect.poll(() => preview.getByTestId('preview-banner').textContent()).toBe('Demo: banner nuevo');

    // A hosted header: shown sanitised before saving (no script, no handler).
    await page.getByLabel('Usar cabecera propia').check();
    await page
      .getByLabel('HTML de la cabecera')
      .fill(
        '<header><a href="https://socio-demo.example" onclick="robar()">Socio Demo</a><script>alert(1)</script></header>',
      );
    const header = preview.getByTestId('preview-header');
    await expect
      .poll(() => header.innerHTML())
      .toBe('<header><a href="https://socio-demo.example">Socio Demo</a></header>');
    await screenshot(page, 'admin-partner-preview');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Elemento actualizado').waitFor({ timeout: patience(30_000) });

    // The site shows what was saved: the hosted header instead of the site's, and the new banner.
    const site = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await site.goto(`${server.baseUrl.replace('127.0.0.1', 'demo.localhost')}/Comparar/Seguros-de-Salud`);
    await site.getByTestId('partner-hosted-header').waitFor({ timeout: patience(30_000) });
    expect(await site.getByTestId('partner-hosted-header').innerHTML()).toBe(
      '<header><a href="https://socio-demo.example">Socio Demo</a></header>',
    );
    expect(await site.getByTestId('site-header').count()).toBe(0);
    expect(await site.getByTestId('partner-banner').textContent()).toBe('Demo: banner nuevo');
    await screenshot(site, 'partner-hosted-header');
    await site.close();
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('an ADMIN_PARTNER sees only its own partner and the experiments, not the flags', async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await signIn(page, PARTNER_ADMIN);
    await page.getByRole('menuitem', { name: 'Socios' }).click({ timeout: patience(30_000) });
    await page.getByRole('cell', { name: 'clinica', exact: true }).waitFor({ timeout: patience(30_000) });
    expect(await page.getByRole('cell', { name: 'demo', exact: true }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Feature flags' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Experimentos' }).click();
    await page
      .getByRole('cell', { name: 'TESTABCLUSTER' })
      .first()
      .waitFor({ timeout: patience(30_000) });
    expect(await page.getByRole('cell', { name: 'clusterTwo', exact: true }).count()).toBe(1);
    await page.close();
  }, 120_000);

  it('ADMIN switches an experiment off in the flags screen', async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await signIn(page, ADMIN);
    await page.getByRole('menuitem', { name: 'Feature flags' }).click({ timeout: patience(30_000) });
    await page.getByRole('cell', { name: 'DISTANCETEST', exact: true }).click({ timeout: patience(30_000) });
    const enabled = page.getByLabel(/Activo/);
    await enabled.waitFor({ timeout: patience(30_000) });
    expect(await enabled.isChecked()).toBe(true);
    await enabled.uncheck();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Elemento actualizado').waitFor({ timeout: patience(30_000) });
    const answer = await fetch(`${server.baseUrl}/api/experiments?visitorId=visitante-admin-01`);
    const body = (await answer.json()) as {
      data: { flags: Record<string, string>; experiments: Record<string, string> };
    };
    expect(body.data.flags.DISTANCETEST).toBe('originalDistance');
    expect(body.data.experiments.DISTANCETEST).toBeUndefined();
    await page.close();
  }, 120_000);
});
