import { describe, expect, it } from 'vitest';
import { CustomerSales } from './customer-sales.js';
import type { RequestRefund } from './request-refund.js';
import type { SaleRepository, SalesSettings } from './ports.js';
import { checkCardLinkToken } from './subscription-links.js';
import type { SubscriptionRecord, SubscriptionRepository } from './subscription-ports.js';

const SALE = '0b6f3c0e-8a43-4c55-9a8e-3f1f5d0f9a11';
const SECRET = 'a-link-secret-of-thirty-two-chars!';
const settings = { publicUrl: 'https://comparador.example', linkSecret: SECRET } as SalesSettings;

const subscription = (status: SubscriptionRecord['status']): SubscriptionRecord => ({
  id: 'f4d1b6a2-1111-4c22-8d33-444455556666',
  saleId: SALE,
  paymentType: 't-subscriptions',
  provider: 'sandbox',
  tokenRef: 'sbx_tok_1',
  cardBrand: 'visa',
  cardLast4: '4242',
  status,
  chargeDay: 5,
  createdAt: '2026-11-01T12:00:00Z',
  updatedAt: '2026-11-01T12:00:00Z',
});

/** The repository port with one sale's subscription (a fake of the port, not of the database). */
const withSubscription = (record: SubscriptionRecord | null) =>
  new CustomerSales({} as SaleRepository, {} as RequestRefund, settings, {
    findBySale: (saleId: string) => Promise.resolve(saleId === SALE ? record : null),
  } as SubscriptionRepository);

describe("a Portal Personas customer's monthly card", () => {
  it('shows the card and a signed page that replaces it', async () => {
    const card = await withSubscription(subscription('SUCCESS')).monthlyCard(SALE);
    expect(card).toMatchObject({ cardBrand: 'visa', cardLast4: '4242', status: 'SUCCESS' });
    const url = new URL(card!.changeCardUrl);
    expect(url.origin + url.pathname).toBe(
      'https://comparador.example/pago-automatico/f4d1b6a2-1111-4c22-8d33-444455556666/tarjeta',
    );
    expect(checkCardLinkToken(subscription('SUCCESS').id, url.searchParams.get('t') ?? undefined, SECRET)).toBe(true);
  });

  it('offers it while declined or paused too (the card is what needs changing)', async () => {
    for (const status of ['DECLINED', 'PAUSED', 'PENDING'] as const)
      expect((await withSubscription(subscription(status)).monthlyCard(SALE))?.status).toBe(status);
  });

  it('has none for a purchase paid once, a cancelled subscription or an id that is no sale', async () => {
    expect(await withSubscription(null).monthlyCard(SALE)).toBeNull();
    expect(await withSubscription(subscription('CANCELED')).monthlyCard(SALE)).toBeNull();
    expect(await withSubscription(subscription('SUCCESS')).monthlyCard('not-a-sale')).toBeNull();
  });
});
