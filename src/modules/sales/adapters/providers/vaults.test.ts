import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrolledChargeRequest } from '../../application/ports.js';
import { lookupPaymentError } from '../../domain/error-catalogue.js';
import { KUSHKI_TEST_CARDS, kushkiDouble } from './doubles/kushki-double.js';
import { oneclickDouble } from './doubles/oneclick-double.js';
import { KushkiVault } from './kushki-vault.js';
import { mercadoPagoDouble, mercadoPagoCardToken } from './doubles/mercadopago-double.js';
import { MercadoPagoProvider } from './mercadopago-provider.js';
import { MercadoPagoVault } from './mercadopago-vault.js';
import { oneclickBuyOrders, oneclickUsername, TransbankOneclickVault } from './transbank-oneclick-vault.js';

const SALE = '1d2e3f40-5a6b-4c7d-8e9f-aabbccddeeff';
const chargeOf = (tokenRef: string, key: string, amount = '23490'): EnrolledChargeRequest => ({
  chargeId: '7c0a4f7e-1a2b-4c3d-9e8f-001122334455',
  tokenRef,
  idempotencyKey: key,
  amount: { amount, currency: 'CLP' },
  description: 'Cuota 2',
});

describe('Transbank Oneclick Mall vault (transbank-sdk) against a local double of its API', () => {
  let double: Awaited<ReturnType<typeof oneclickDouble>>;
  let vault: TransbankOneclickVault;
  const returnUrl = 'http://localhost:3000/api/sales/payments/7f0c1c1e-0000-4000-8000-000000000001/enrolment';
  const START = {
    paymentId: '7f0c1c1e-0000-4000-8000-000000000001',
    saleId: SALE,
    buyerEmail: 'ana@correo.cl',
    buyerName: 'Ana Pérez',
    returnUrl,
  };

  /** Inscription start, the buyer on Transbank's page, and the TBK_TOKEN it posts back to our route. */
  const enrolOn = async (outcome: 'approved' | 'declined-card' | 'rejected' | 'aborted') => {
    const started = await start();
    const back = await double.enrolAs(started.reference, outcome);
    expect(back.url).toBe(returnUrl);
    return vault.finishEnrolment(back.fields, { reference: started.reference, saleId: SALE });
  };

  const start = async () => {
    const started = await vault.startEnrolment(START);
    if (started.status !== 'redirect') throw new Error(`inscription not started: ${started.code}`);
    return started;
  };

  beforeAll(async () => {
    double = await oneclickDouble({
      commerceCode: '597055555541',
      apiKey: 'oneclick-secret',
      childCommerceCode: '597055555542',
    });
    vault = new TransbankOneclickVault({
      commerceCode: '597055555541',
      apiKey: 'oneclick-secret',
      childCommerceCode: '597055555542',
      environment: double.url,
      timeoutMs: 3000,
    });
  });
  afterAll(() => double.close());

  it("starts the inscription and sends the buyer to Transbank's page with TBK_TOKEN", async () => {
    const started = await start();
    expect(started.redirectUrl).toBe(`${double.url}/webpayserver/bp_inscription.cgi?TBK_TOKEN=${started.reference}`);
    const sent = double.received.find((r) => r.path.endsWith('/oneclick/v1.2/inscriptions') && r.method === 'POST');
    expect(sent?.body).toEqual({ username: oneclickUsername(SALE), email: 'ana@correo.cl', response_url: returnUrl });
    expect(sent?.headers['tbk-api-key-id']).toBe('597055555541');
    const page = await fetch(started.redirectUrl);
    expect(await page.text()).toContain('Inscripción Oneclick');
  });

  it('finishes the inscription: keeps the username and tbk_user, the card type and last four, never a number', async () => {
    const enrolled = await enrolOn('approved');
    expect(enrolled).toMatchObject({ status: 'enrolled', cardBrand: 'visa', cardLast4: '6623' });
    if (enrolled.status !== 'enrolled') return;
    const [username, tbkUser] = enrolled.tokenRef.split('|');
    expect(username).toBe(oneclickUsername(SALE));
    expect(double.users.get(tbkUser!)).toBeDefined();
    expect(enrolled.tokenRef).not.toMatch(/4051885600446623|\d{12,}/);
  });

  it('an inscription the bank refused, or the buyer abandoned, enrols nothing', async () => {
    expect(await enrolOn('rejected')).toEqual({ status: 'declined', code: '577' });
    expect(await enrolOn('aborted')).toEqual({ status: 'declined', code: '3008' });
    expect(await vault.enrol({ token: 'not-a-token', saleId: SALE, buyerEmail: null })).toEqual({
      status: 'declined',
      code: '3003',
    });
  });

  it("authorizes a period on the tbk_user with the buy orders of its key, for the mall's store", async () => {
    const enrolled = await enrolOn('approved');
    if (enrolled.status !== 'enrolled') throw new Error('not enrolled');
    const result = await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-101-attempt-1'));
    const orders = oneclickBuyOrders('period-101-attempt-1');
    expect(result).toMatchObject({ status: 'approved', reference: orders.parent });
    const sent = double.received.filter((r) => r.path.endsWith('/oneclick/v1.2/transactions')).at(-1);
    expect(sent?.body).toEqual({
      username: oneclickUsername(SALE),
      tbk_user: enrolled.tokenRef.split('|')[1],
      buy_order: orders.parent,
      details: [{ amount: 23490, commerce_code: '597055555542', buy_order: orders.child, installments_number: 1 }],
    });
    expect(orders.parent.length).toBeLessThanOrEqual(26);
  });

  it('a retry with the same key answers the first authorization and authorizes nothing new', async () => {
    const enrolled = await enrolOn('approved');
    if (enrolled.status !== 'enrolled') throw new Error('not enrolled');
    const first = await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-102-attempt-1'));
    const count = double.authorizations.size;
    // The card is blocked meanwhile: the replay still answers the first (approved) authorization.
    double.setScenario(enrolled.tokenRef.split('|')[1]!, 'reject');
    const again = await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-102-attempt-1'));
    expect(again).toEqual(first);
    expect(double.authorizations.size).toBe(count);
    // A new attempt (another key) is a new authorization, declined now.
    const next = await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-102-attempt-2'));
    expect(next).toMatchObject({ status: 'declined', code: '577' });
    expect(double.authorizations.size).toBe(count + 1);
  });

  it('declines map to the error catalogue: a rejected card, the daily limits, a deleted inscription', async () => {
    const declining = await enrolOn('declined-card');
    if (declining.status !== 'enrolled') throw new Error('not enrolled');
    expect(declining).toMatchObject({ cardBrand: 'mastercard', cardLast4: '0568' });
    const rejected = await vault.chargeEnrolled(chargeOf(declining.tokenRef, 'period-103-attempt-1'));
    expect(rejected).toMatchObject({ status: 'declined', code: '577', data: { responseCode: -1 } });
    expect(lookupPaymentError('577').advice).toBe('other-method');

    const limited = await enrolOn('approved');
    if (limited.status !== 'enrolled') throw new Error('not enrolled');
    double.setScenario(limited.tokenRef.split('|')[1]!, 'limit');
    const overLimit = await vault.chargeEnrolled(chargeOf(limited.tokenRef, 'period-104-attempt-1'));
    expect(overLimit).toMatchObject({ status: 'declined', code: 'cc_amount_rate_limit_exceeded' });
    expect(lookupPaymentError('cc_amount_rate_limit_exceeded').message).toContain('límite');

    await vault.unenrol(limited.tokenRef);
    expect(double.users.get(limited.tokenRef.split('|')[1]!)?.deleted).toBe(true);
    const deleted = await vault.chargeEnrolled(chargeOf(limited.tokenRef, 'period-104-attempt-2'));
    expect(deleted).toMatchObject({ status: 'declined', code: '3008' });
    expect(lookupPaymentError('3008').advice).toBe('retry');
  });
});

describe('Kushki card subscriptions vault (on demand) against a local double of its API', () => {
  let double: Awaited<ReturnType<typeof kushkiDouble>>;
  let vault: KushkiVault;
  /** What @kushki/js answers for a card typed in the browser. */
  const cardToken = async (number: string) => {
    const response = await fetch(`${double.url}/card/v1/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Public-Merchant-Id': 'public-1' },
      body: JSON.stringify({
        card: { name: 'Ana Pérez', number, cvv: '123', expiryMonth: '12', expiryYear: '30' },
        totalAmount: 23490,
        currency: 'CLP',
      }),
    });
    return ((await response.json()) as { token: string }).token;
  };
  const enrolCard = async (number: string) => {
    const enrolled = await vault.enrol({ token: await cardToken(number), saleId: SALE, buyerEmail: 'ana@correo.cl' });
    if (enrolled.status !== 'enrolled') throw new Error(`not enrolled: ${JSON.stringify(enrolled)}`);
    return enrolled;
  };

  beforeAll(async () => {
    double = await kushkiDouble({ publicMerchantId: 'public-1', privateMerchantId: 'merchant-1' });
    vault = new KushkiVault({
      privateMerchantId: 'merchant-1',
      baseUrl: double.url,
      webhookSecret: 'k',
      timeoutMs: 3000,
    });
  });
  afterAll(() => double.close());

  it('subscribes the card on demand and keeps the subscriptionId with the brand and last four only', async () => {
    const enrolled = await enrolCard(KUSHKI_TEST_CARDS.approved);
    expect(enrolled).toMatchObject({ status: 'enrolled', cardBrand: 'mastercard', cardLast4: '5480' });
    expect(double.subscriptions.get(enrolled.tokenRef)?.periodicity).toBe('custom');
    const sent = double.received.find((r) => r.path === '/subscriptions/v1/card' && r.method === 'POST');
    expect(sent?.headers['private-merchant-id']).toBe('merchant-1');
    expect(sent?.body).toMatchObject({ periodicity: 'custom', contactDetails: { email: 'ana@correo.cl' } });
    expect(enrolled.tokenRef).not.toContain(KUSHKI_TEST_CARDS.approved);
  });

  it('refuses to subscribe an expired card, with its processor code', async () => {
    const result = await vault.enrol({
      token: await cardToken(KUSHKI_TEST_CARDS.expired),
      saleId: SALE,
      buyerEmail: null,
    });
    expect(result).toEqual({ status: 'declined', code: 'K017' });
    expect(lookupPaymentError('K017').advice).toBe('other-method');
  });

  it('charges a period on the subscription, with our charge id and key in the metadata', async () => {
    const enrolled = await enrolCard(KUSHKI_TEST_CARDS.approved);
    const result = await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-201-attempt-1'));
    expect(result).toMatchObject({ status: 'approved' });
    const made = double.transactions.at(-1)!;
    expect(made).toMatchObject({
      subscription_id: enrolled.tokenRef,
      transaction_status: 'APPROVAL',
      approved_transaction_amount: 23490,
      metadata: { chargeId: '7c0a4f7e-1a2b-4c3d-9e8f-001122334455', idempotencyKey: 'period-201-attempt-1' },
    });
    expect(result).toEqual({ status: 'approved', reference: made.ticket_number });
  });

  it('a retry with the same key answers the first charge and charges nothing new', async () => {
    const enrolled = await enrolCard(KUSHKI_TEST_CARDS.approved);
    const first = await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-202-attempt-1'));
    const count = double.transactions.length;
    const again = await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-202-attempt-1'));
    expect(again).toEqual(first);
    expect(double.transactions.length).toBe(count);
  });

  it('a busy day: the key is found on a later page of the transactions list, and nothing is charged again', async () => {
    const enrolled = await enrolCard(KUSHKI_TEST_CARDS.approved);
    const first = await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-206-attempt-1'));
    // 1,300 other charges of the day listed before ours (more than two pages of 600).
    const others = Array.from({ length: 1300 }, (_, i) => ({
      ...double.transactions.at(-1)!,
      ticket_number: String(900_000_000 + i),
      metadata: { chargeId: randomUUID(), idempotencyKey: `period-other-${i}-attempt-1` },
    }));
    double.transactions.unshift(...others);
    const count = double.transactions.length;
    expect(await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-206-attempt-1'))).toEqual(first);
    expect(double.transactions.length).toBe(count);
    double.transactions.splice(0, others.length);
  });

  it('a declined period maps to the catalogue (K505, K322), and its retry answers the same decline', async () => {
    const declining = await enrolCard(KUSHKI_TEST_CARDS.declined);
    const declined = await vault.chargeEnrolled(chargeOf(declining.tokenRef, 'period-203-attempt-1'));
    expect(declined).toMatchObject({ status: 'declined', code: 'K505' });
    expect(declined.status === 'declined' && declined.reference).toBeTruthy();
    const count = double.transactions.length;
    expect(await vault.chargeEnrolled(chargeOf(declining.tokenRef, 'period-203-attempt-1'))).toEqual(declined);
    expect(double.transactions.length).toBe(count);

    const ruled = await enrolCard(KUSHKI_TEST_CARDS.securityRule);
    const byRule = await vault.chargeEnrolled(chargeOf(ruled.tokenRef, 'period-204-attempt-1'));
    expect(byRule).toMatchObject({ status: 'declined', code: 'K322' });
    expect(lookupPaymentError('K322').advice).toBe('other-method');
  });

  it('a card that starts declining declines the next attempt; a cancelled subscription charges nothing', async () => {
    const enrolled = await enrolCard(KUSHKI_TEST_CARDS.approved);
    double.subscriptions.get(enrolled.tokenRef)!.outcome = 'K505';
    expect(await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-205-attempt-1'))).toMatchObject({
      status: 'declined',
      code: 'K505',
    });
    await vault.unenrol(enrolled.tokenRef);
    expect(double.subscriptions.get(enrolled.tokenRef)?.status).toBe('cancelled');
    expect(await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-205-attempt-2'))).toMatchObject({
      status: 'declined',
      code: '3008',
    });
  });
});

describe('MercadoPago card-on-file vault (mercadopago SDK) against a local double of its API', () => {
  let double: Awaited<ReturnType<typeof mercadoPagoDouble>>;
  let vault: MercadoPagoVault;
  const cardToken = (holder: string, number?: string) =>
    mercadoPagoCardToken(double.url, 'TEST-public', holder, number);
  const enrolCard = async (holder: string, email = 'ana@correo.cl') => {
    const enrolled = await vault.enrol({ token: await cardToken(holder), saleId: SALE, buyerEmail: email });
    if (enrolled.status !== 'enrolled') throw new Error(`not enrolled: ${JSON.stringify(enrolled)}`);
    return enrolled;
  };

  beforeAll(async () => {
    double = await mercadoPagoDouble({ accessToken: 'TEST-token', publicKey: 'TEST-public' });
    vault = new MercadoPagoVault({
      accessToken: 'TEST-token',
      webhookSecret: 'mp-secret',
      baseUrl: double.url,
      timeoutMs: 3000,
    });
  });
  afterAll(() => double.close());

  it("saves the card to the buyer's customer (one per e-mail), keeping ids, brand and last four only", async () => {
    const first = await enrolCard('APRO');
    expect(first).toMatchObject({ status: 'enrolled', cardBrand: 'master', cardLast4: '0604' });
    const [customerId, cardId, method] = first.tokenRef.split('|');
    expect(double.customers.get(customerId!)?.email).toBe('ana@correo.cl');
    expect(double.cards.get(cardId!)?.customerId).toBe(customerId);
    expect(method).toBe('master');
    expect(first.tokenRef).not.toContain('5031755734530604');
    const second = await enrolCard('APRO');
    expect(second.tokenRef.split('|')[0]).toBe(customerId);
    expect(double.customers.size).toBe(1);
  });

  it('refuses a spent token and a buyer without e-mail, with catalogue codes', async () => {
    const token = await cardToken('APRO');
    await vault.enrol({ token, saleId: SALE, buyerEmail: 'ana@correo.cl' });
    expect(await vault.enrol({ token, saleId: SALE, buyerEmail: 'ana@correo.cl' })).toEqual({
      status: 'declined',
      code: '2006',
    });
    expect(await vault.enrol({ token: await cardToken('APRO'), saleId: SALE, buyerEmail: null })).toEqual({
      status: 'declined',
      code: '4050',
    });
    expect(lookupPaymentError('2006').advice).toBe('retry');
  });

  it('charges a period with a token of the saved card, payer customer, our charge id and the key', async () => {
    const enrolled = await enrolCard('APRO');
    const result = await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-301-attempt-1'));
    expect(result).toMatchObject({ status: 'approved' });
    const sent = double.received.filter((r) => r.path === '/v1/payments' && r.method === 'POST').at(-1)!;
    expect(sent.headers['x-idempotency-key']).toBe('period-301-attempt-1');
    expect(sent.body).toMatchObject({
      transaction_amount: 23490,
      payment_method_id: 'master',
      external_reference: '7c0a4f7e-1a2b-4c3d-9e8f-001122334455',
      payer: { type: 'customer', id: enrolled.tokenRef.split('|')[0] },
    });
  });

  it('a retry with the same key answers the first payment and pays nothing new', async () => {
    const enrolled = await enrolCard('APRO');
    const first = await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-302-attempt-1'));
    const count = double.payments.size;
    double.cards.get(enrolled.tokenRef.split('|')[1]!)!.holder = 'FUND';
    expect(await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-302-attempt-1'))).toEqual(first);
    expect(double.payments.size).toBe(count);
  });

  it("MercadoPago's signed notice of a period payment names our charge id (external_reference); a forged one is refused", async () => {
    const enrolled = await enrolCard('APRO');
    const paid = await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-305-attempt-1'));
    const reference = paid.status === 'approved' ? paid.reference : '';
    const provider = new MercadoPagoProvider({
      accessToken: 'TEST-token',
      webhookSecret: 'mp-secret',
      baseUrl: double.url,
      timeoutMs: 3000,
    });
    const ts = '1742505638683';
    const v1 = createHmac('sha256', 'mp-secret').update(`id:${reference};request-id:req-9;ts:${ts};`).digest('hex');
    expect(
      await provider.parseWebhook(
        { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': 'req-9' },
        { type: 'payment', data: { id: reference } },
      ),
    ).toMatchObject({ reference, status: 'approved', chargeId: '7c0a4f7e-1a2b-4c3d-9e8f-001122334455' });
    expect(
      await provider.parseWebhook(
        { 'x-signature': `ts=${ts},v1=${'0'.repeat(64)}`, 'x-request-id': 'req-9' },
        { type: 'payment', data: { id: reference } },
      ),
    ).toBeNull();
  });

  it('a declined period answers its rejection detail from the catalogue; a removed card asks for a new one', async () => {
    const enrolled = await enrolCard('FUND');
    const declined = await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-303-attempt-1'));
    expect(declined).toMatchObject({ status: 'declined', code: 'cc_rejected_insufficient_amount' });
    expect(lookupPaymentError('cc_rejected_insufficient_amount').advice).toBe('other-method');
    const count = double.payments.size;
    expect(await vault.chargeEnrolled(chargeOf(enrolled.tokenRef, 'period-303-attempt-1'))).toEqual(declined);
    expect(double.payments.size).toBe(count);

    const calling = await enrolCard('CALL');
    expect(await vault.chargeEnrolled(chargeOf(calling.tokenRef, 'period-304-attempt-1'))).toMatchObject({
      status: 'declined',
      code: 'cc_rejected_call_for_authorize',
    });
    expect(lookupPaymentError('cc_rejected_call_for_authorize').advice).toBe('call-bank');

    await vault.unenrol(calling.tokenRef);
    expect(await vault.chargeEnrolled(chargeOf(calling.tokenRef, 'period-304-attempt-2'))).toMatchObject({
      status: 'declined',
      code: '3008',
    });
  });
});
