/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, hydrated, launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { patience } from '../../src/platform/testing/patience.js';
import { seriousViolations } from './support/accessibility.js';

const pesos = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** Runs an action that starts a plan search and waits for its answer and the cards. */
async function search(page: Page, action: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/buscarplanes/compare/metadataPlanesPersonas'));
  await action();
  await answered;
  await page.locator('[data-testid="plan-cards"][data-complete="true"]').waitFor({ state: 'attached' });
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="plan-cards"]')?.closest('[aria-busy="false"]'),
  );
}

describe('isapre plan comparator in Chromium on the 5,000 sample plans (issue 13)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(undefined, {}, {});
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the plan list: 20 cards in at most 4 API calls, no detail call before the cards; axe clean', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    const api: string[] = [];
    let cardsShown = false;
    const detailBeforeCards: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/')) return;
      api.push(`${request.method()} ${url.pathname}`);
      if (!cardsShown && url.pathname.startsWith('/api/infoplanes/')) detailBeforeCards.push(url.pathname);
    });
    expect((await page.goto(`${server.baseUrl}/Comparar/Isapres`))?.status()).toBe(200);
    await page.locator('[data-testid="plan-cards"][data-complete="true"]').waitFor({ state: 'attached' });
    cardsShown = true;
    expect(await page.getByTestId('plan-card').count()).toBe(20);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    console.warn(`plan list: ${api.length} API calls (${api.join(', ')})`);
    expect(api.length).toBeLessThanOrEqual(4);
    expect(api.filter((c) => c.includes('metadataPlanesPersonas'))).toHaveLength(1);
    expect(detailBeforeCards).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  }, 90_000);

  it('household with income → filter by clinic and modality → compare 3 → plan tab → birth scenario with per-plan totals and breakdown', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await gotoHydrated(page, `${server.baseUrl}/Comparar/Isapres`);
    await page.locator('[data-testid="plan-cards"][data-complete="true"]').waitFor({ state: 'attached' });

    // The household: a 40-year-old contributor earning $2.400.000 gross and a 6-year-old dependant.
    await page.getByTestId('open-profile').click();
    const dialog = page.getByRole('dialog', { name: '¿Quiénes se asegurarán?' });
    await dialog.getByTestId('profile-age').fill('40');
    await dialog.getByLabel('Ingreso bruto mensual (opcional)').fill('2400000');
    await dialog.getByTestId('open-dependants').click();
    const menu = page.getByRole('dialog', { name: 'Cargas' });
    await menu.getByTestId('add-carga').click();
    const row = menu.getByTestId('carga-row').nth(0);
    await row.getByLabel('Edad').fill('6');
    await row.locator('select').first().selectOption('Hijo');
    await menu.getByTestId('dependants-done').click();
    await menu.waitFor({ state: 'detached' });
    await search(page, () => dialog.getByTestId('profile-submit').click());
    await dialog.waitFor({ state: 'detached' });
    // 2.400.000 / 0,8 = 3.000.000 taxable → 7% = $210.000
    await expect.poll(() => page.getByTestId('plan-budget').textContent()).toContain('$210.000');
    const firstPrice = pesos(await page.getByTestId('plan-price').first().textContent());
    expect(firstPrice).toBeGreaterThan(0);

    // Filter by a clinic and by the preferred-provider modality.
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const clinics = page.getByRole('group', { name: /Clínicas o prestadores/ });
    await search(page, () => clinics.getByRole('checkbox', { name: /Alemana/ }).click());
    expect(page.url()).toContain('clinica=');
    const modality = page.getByRole('group', { name: 'Modalidad' });
    await search(page, () => modality.getByRole('checkbox', { name: 'Prestador preferente' }).click());
    expect(page.url()).toContain('modalidad=1');
    const modalities = await page.getByTestId('plan-modality').allTextContents();
    expect(modalities.length).toBeGreaterThan(2);
    expect(new Set(modalities)).toEqual(new Set(['Prestador preferente']));
    const networks = await page.locator('.plan-network').allTextContents();
    expect(networks.length).toBeGreaterThan(0);
    expect(networks.every((text) => /Alemana/.test(text))).toBe(true);

    // Compare 3 plans: the 4th box is disabled; the comparison is in the URL (shareable).
    const cards = page.getByTestId('plan-card');
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i);
      codes.push((await card.getAttribute('data-code'))!);
      await card.getByRole('checkbox').click();
      await expect.poll(() => page.url()).toContain(encodeURIComponent(codes.join(',')).replace(/%2C/g, '%2C'));
    }
    await expect.poll(() => cards.nth(3).getByRole('checkbox').isDisabled()).toBe(true);
    await page.getByTestId('open-compare').click();
    const compare = page.getByTestId('plan-compare');
    await expect.poll(() => compare.locator('thead a').count()).toBe(3);
    expect(await compare.getByRole('rowheader', { name: 'Tope anual' }).count()).toBe(1);
    await screenshot(page, 'plans-compare-desktop');
    // The shared address opens the same comparison.
    const shared = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await gotoHydrated(shared, page.url());
    await shared.getByTestId('open-compare').click();
    await expect.poll(() => shared.getByTestId('plan-compare').locator('thead a').count()).toBe(3);
    await shared.close();

    // The birth scenario: each plan shows its estimated yearly total and '¿Cómo se calculó?'.
    await page.getByText('Simulador de costo de atención').first().click();
    const birth = page.getByRole('checkbox', { name: /^Parto normal/ });
    await search(page, () => birth.click());
    expect(page.url()).toContain('escenarios=parto-normal');
    await page.getByTestId('scenario-note').waitFor();
    expect(await page.getByTestId('scenario-note').textContent()).toMatch(/Datos de ejemplo.*2026-11-01/);
    const totals = (await page.getByTestId('care-yearly').allTextContents()).map(pesos);
    expect(totals.length).toBeGreaterThan(2);
    expect(totals.every((t) => t > firstPrice * 12)).toBe(true);
    await search(page, () => page.getByTestId('plan-sort').selectOption('yearlyCost'));
    const sorted = (await page.getByTestId('plan-cards').getByTestId('care-yearly').allTextContents()).map(pesos);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    const firstCard = page.getByTestId('plan-card').first();
    await firstCard.locator('summary', { hasText: '¿Cómo se calculó?' }).click();
    const breakdown = firstCard.locator('.care-breakdown');
    await expect.poll(() => breakdown.locator('tbody tr').count()).toBe(3);
    expect(await breakdown.locator('.care-steps').textContent()).toMatch(/Total anual estimado/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'plans-simulator-desktop');

    // Open a plan page tab.
    const planLink = firstCard.getByRole('heading').getByRole('link');
    const planName = (await planLink.textContent())!.trim();
    await planLink.click();
    await page.getByRole('heading', { level: 1, name: planName }).waitFor();
    await page
      .getByRole('navigation', { name: 'Secciones del plan' })
      .getByRole('link', { name: 'Factores de riesgo' })
      .click();
    await expect
      .poll(() => page.url(), { timeout: patience(15_000) })
      .toMatch(/\/Isapre\/[^/]+\/Planes\/[^/]+\/factores-de-riesgo$/);
    await expect.poll(() => page.getByTestId('plan-tab').locator('tbody tr').count()).toBeGreaterThan(5);
    await page
      .getByRole('navigation', { name: 'Secciones del plan' })
      .getByRole('link', { name: 'Prestadores' })
      .click();
    await expect
      .poll(() =>
        page
          .getByTestId('plan-tab')
          .getByText(/Alemana/)
          .count(),
      )
      .toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'plan-page-desktop');
    await page.close();
  }, 180_000);

  it('the plan page prices the 7% from the imponible; the simulator adds a catalogue insurance to every plan', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await gotoHydrated(page, `${server.baseUrl}/Comparar/Isapres`);
    await page.locator('[data-testid="plan-cards"][data-complete="true"]').waitFor({ state: 'attached' });
    // A 35-year-old contributor who types $2.000.000.
    await page.getByTestId('open-profile').click();
    const dialog = page.getByRole('dialog', { name: '¿Quiénes se asegurarán?' });
    await dialog.getByTestId('profile-age').fill('35');
    await dialog.getByLabel('Ingreso bruto mensual (opcional)').fill('2000000');
    await search(page, () => dialog.getByTestId('profile-submit').click());
    await dialog.waitFor({ state: 'detached' });
    // Gross: 2.000.000 / 0,8 = 2.500.000 → 7% = $175.000. Declared taxable: 7% of 2.000.000 = $140.000.
    await expect.poll(() => page.getByTestId('plan-budget').textContent()).toContain('$175.000');
    await search(page, () => page.getByLabel('Mi ingreso ya es imponible (no dividir por 0,8)').click());
    await expect.poll(() => page.getByTestId('plan-budget').textContent()).toContain('$140.000');
    expect(page.url()).toContain('renta=imponible');

    // The isapre filter: only Colmena's plans (the filter sends the isapre's URL segment).
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const isapreFilter = page.getByRole('group', { name: 'Isapre', exact: true });
    await search(page, () => isapreFilter.getByRole('checkbox', { name: 'Isapre Colmena' }).click());
    expect(page.url()).toContain('isapre=Colmena');
    expect(new Set(await page.locator('.plan-card .plan-isapre').allTextContents())).toEqual(
      new Set(['Isapre Colmena']),
    );

    // The simulator with a complementary insurance of the catalogue: every plan's yearly total includes it.
    await page.getByText('Simulador de costo de atención').first().click();
    await search(page, () => page.getByRole('checkbox', { name: /^Parto normal/ }).click());
    const picker = page.getByTestId('insurance-picker');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="insurance-option"]:not([disabled])').length > 0,
    );
    const option = picker.locator('[data-testid="insurance-option"]:not([disabled])').first();
    const optionLabel = (await option.locator('xpath=..').locator('strong').textContent())!.trim();
    await search(page, () => option.click());
    await expect.poll(() => page.url()).toMatch(/seguro=[A-Za-z0-9_-]+/);
    const notes = await page.getByTestId('care-insurance').allTextContents();
    expect(notes.length).toBeGreaterThan(2);
    expect(notes.every((note) => note.includes(optionLabel))).toBe(true);
    const firstCard = page.getByTestId('plan-card').first();
    await firstCard.locator('summary', { hasText: '¿Cómo se calculó?' }).click();
    await expect
      .poll(() => firstCard.locator('.care-breakdown thead th').allTextContents())
      .toContain('Paga el seguro');
    expect(await firstCard.locator('.care-steps').textContent()).toMatch(/reembolsa según el porcentaje/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'plans-simulator-insurance-desktop');

    // The plan page keeps the taxable choice: 7% of the declared 2.000.000; unticking divides by 0,8.
    const planLink = firstCard.getByRole('heading').getByRole('link');
    expect(await planLink.getAttribute('href')).toMatch(/\?renta=imponible$/);
    await planLink.click();
    const payment = page.getByTestId('plan-payment');
    await payment.waitFor();
    await expect.poll(() => payment.getByTestId('payment-contribution').textContent()).toContain('$140.000');
    expect(await payment.getByTestId('payment-imponible').textContent()).toMatch(/declaraste.*\$2\.000\.000/);
    const planPrice = pesos(await payment.getByTestId('payment-plan').locator('td').textContent());
    const headline = (await page.getByTestId('payment-headline').textContent())!;
    // Above the 7% the buyer pays the difference; below it the difference is their surplus (excedente).
    const above = planPrice > 140_000;
    const difference = payment.getByTestId(above ? 'payment-extra' : 'payment-excedente').locator('td');
    expect(pesos(await difference.textContent())).toBe(Math.abs(planPrice - 140_000));
    expect(headline).toMatch(above ? /además de tu 7%/ : /excedente/);
    expect(pesos(await payment.getByTestId('payment-deduction').locator('td').textContent())).toBe(
      Math.max(planPrice, 140_000),
    );
    await payment.getByTestId('payment-taxable').click();
    await expect.poll(() => payment.getByTestId('payment-contribution').textContent()).toContain('$175.000');
    expect(await payment.getByTestId('payment-imponible').textContent()).toMatch(/2\.000\.000 ÷ 0,8.*\$2\.500\.000/);
    expect(page.url()).not.toContain('renta=imponible');

    // The plan page's simulator: the outpatient year with the visitor's 10 consultations and 3 exams.
    await page.getByText('Simulador de costo de atención').click();
    await page.getByRole('checkbox', { name: /^Un año ambulatorio típico/ }).click();
    const costed = page.waitForResponse((r) => r.url().includes('/api/infoplanes/costo') && r.url().includes('10'));
    await page.getByLabel('Consultas médicas al año').fill('10');
    await costed;
    await page.getByLabel('Exámenes de laboratorio al año').fill('3');
    const total = page.getByTestId('care-total');
    await total.locator('summary', { hasText: '¿Cómo se calculó?' }).click();
    const rows = async () => (await total.locator('tbody th').allTextContents()).join(' | ');
    await expect.poll(rows).toMatch(/Consultas médicas × 10.*Exámenes de laboratorio × 3/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'plan-page-payment-desktop');
    await page.close();
  }, 180_000);

  it('legacy plan paths reach the plan page; an unknown plan goes to the comparator', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    await page.goto(`${server.baseUrl}/Comparar/Isapres`);
    await page.locator('[data-testid="plan-cards"][data-complete="true"]').waitFor({ state: 'attached' });
    const code = (await page.getByTestId('plan-card').first().getAttribute('data-code'))!;
    await page.goto(`${server.baseUrl}/plan/${code}`);
    await expect
      .poll(() => page.url(), { timeout: patience(15_000) })
      .toMatch(new RegExp(`/Isapre/[^/]+/Planes/${code}$`));
    await page.goto(`${server.baseUrl}/Colmena/planes/${code}/coberturas`);
    await expect
      .poll(() => page.url(), { timeout: patience(15_000) })
      .toMatch(new RegExp(`/Isapre/[^/]+/Planes/${code}/coberturas$`));
    await page.goto(`${server.baseUrl}/Isapre/Colmena/Planes/NO-EXISTE-999`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: patience(15_000) }).toBe('/Comparar/Isapres');
    await page.close();
  }, 90_000);

  it('where I can be treated: clinics nearest a chosen place on a self-drawn SVG map, keyboard list filters the plans', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.baseUrl) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    await gotoHydrated(page, `${server.baseUrl}/Comparar/Isapres`);
    await page.locator('[data-testid="plan-cards"][data-complete="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    // Keyboard only: open the section, choose a place, tick the nearest clinic.
    await page.getByText('¿Dónde me puedo atender?').focus();
    await page.keyboard.press('Enter');
    const map = page.getByTestId('clinics-map');
    await map.waitFor();
    expect(await map.locator('circle').count()).toBeGreaterThan(5);
    const answered = page.waitForResponse((r) => r.url().includes('/api/buscarplanes/prestadores?lat='));
    await page.getByTestId('near-place').focus();
    await page.getByTestId('near-place').selectOption('Las Condes');
    await answered;
    await expect.poll(() => page.getByTestId('clinic-distance').count()).toBeGreaterThan(5);
    const distances = (await page.getByTestId('clinic-distance').allTextContents()).map((t) =>
      Number(t.replace(/[^\d.]/g, '')),
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const nearest = page.getByTestId('clinic-list').getByRole('checkbox').first();
    await nearest.focus();
    await search(page, () => page.keyboard.press('Space'));
    expect(page.url()).toContain('clinica=');
    expect(await map.locator('circle.is-chosen').count()).toBe(1);
    // A click on the map is another way to choose the point.
    const clicked = page.waitForResponse((r) => r.url().includes('/api/buscarplanes/prestadores?lat='));
    await map.click({ position: { x: 40, y: 40 } });
    await clicked;
    expect(foreign).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'plans-where-care-desktop');
    await page.close();
  }, 90_000);
});
