import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { patience } from '../../../src/platform/testing/patience.js';

/**
 * The purchase steps of a sample health product (Datos personales, Estado de salud, Beneficiarios,
 * Firma) filled as a visitor does, up to the payment step (Confirmacion). Shared by the purchase
 * journeys with the sandbox provider and with the real providers' browser flows.
 */
export async function fillUpToPayment(page: Page, email: string): Promise<void> {
  await page.getByTestId('step-PERSONAL_DATA_PAYMENT').waitFor({ timeout: patience(30_000) });
  expect(page.url()).toMatch(/\/Compra-Online\/[^/]+\/Datos-personales$/);
  // A bad RUT is refused in the browser with the domain's Spanish message, and nothing moves on.
  await page.getByLabel('RUT', { exact: true }).fill('12.345.678-9');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect.poll(() => page.getByTestId('error-rut').textContent()).toBe('El RUT no es válido.');
  await page.getByLabel('RUT', { exact: true }).fill('12.345.678-5');
  await page.getByLabel('Nombres', { exact: true }).fill('Ana María');
  await page.getByLabel('Apellido paterno').fill('Pérez');
  await page.getByLabel('Fecha de nacimiento').fill('1990-05-01');
  await page.getByLabel('Femenino').check();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('+56 9 1234 5678');
  await page.getByLabel('Dirección').fill('Av. Providencia 1234');
  await page.getByLabel('Comuna').fill('Providencia');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.getByTestId('step-DPS_PAYMENT').waitFor();
  for (const group of await page.getByRole('group').all()) {
    const no = group.getByLabel('No', { exact: true });
    if ((await no.count()) === 1) await no.check();
  }
  // Back keeps what was typed, forward again.
  await page.getByRole('button', { name: 'Volver' }).click();
  await page.getByTestId('step-PERSONAL_DATA_PAYMENT').waitFor();
  expect(await page.getByLabel('Nombres', { exact: true }).inputValue()).toBe('Ana María');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByTestId('step-DPS_PAYMENT').waitFor();
  expect(await page.getByRole('group').first().getByLabel('No', { exact: true }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.getByTestId('step-BENEFICIARIES_PAYMENT').waitFor();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByTestId('step-SIGNATURE').waitFor();
  await page.getByLabel(/Declaro que los datos son verdaderos/).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/Confirmacion$/);
  await page.getByTestId('sale-total').waitFor();
}

/** The card typed on the payment step (tokenised in the browser by the configured provider's library). */
export async function payByCard(page: Page, number: string, holder = 'ANA PEREZ'): Promise<void> {
  await page.getByLabel('Número de tarjeta').fill(number);
  await page.getByLabel(/Nombre del titular/).fill(holder);
  await page.getByLabel(/Mes de vencimiento/).fill('12');
  await page.getByLabel(/Año de vencimiento/).fill('30');
  await page.getByLabel(/Código de seguridad/).fill('123');
  await page.getByRole('button', { name: /^Pagar/ }).click();
}
