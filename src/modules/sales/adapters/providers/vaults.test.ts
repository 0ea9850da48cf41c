import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrolledChargeRequest } from '../../application/ports.js';
import { lookupPaymentError } from '../../domain/error-catalogue.js';
import { oneclickDouble } from './doubles/oneclick-double.js';
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
  const returnUrl = 'http://localhost:3000/api/sales/subscriptions/oneclick/return';

  /** Inscription start, the buyer on Transbank's page, and the TBK_TOKEN it posts back to our route. */
  const enrolOn = async (outcome: 'approved' | 'declined-card' | 'rejected' | 'aborted') => {
    const started = await vault.startEnrolment({ saleId: SALE, buyerEmail: 'ana@correo.cl', returnUrl });
    const back = await double.enrolAs(started.token, outcome);
    expect(back.url).toBe(returnUrl);
    return vault.enrol({ token: back.fields.TBK_TOKEN!, saleId: SALE, buyerEmail: 'ana@correo.cl' });
  };

  beforeAll(async () => {
    double = await oneclickDouble({ commerceCode: '597055555541', apiKey: 'oneclick-secret', childCommerceCode: '597055555542' });
    vault = new TransbankOneclickVault({
      commerceCode: '597055555541',
      apiKey: 'oneclick-secret',
      childCommerceCode: '597055555542',
      environment: double.url,
      timeoutMs: 3000,
    });
  });
  afterAll(() => double.close());

  it('starts the inscription and sends the buyer to Transbank\'s page with TBK_TOKEN', async () => {
    const started = await vault.startEnrolment({ saleId: SALE, buyerEmail: 'ana@correo.cl', returnUrl });
    expect(started.redirectUrl).toBe(`${double.url}/webpayserver/bp_inscription.cgi?TBK_TOKEN=${started.token}`);
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

  it('authorizes a period on the tbk_user with the buy orders of its key, for the mall\'s store', async () => {
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
