import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest } from '../../application/ports.js';
import { KUSHKI_TEST_CARDS, kushkiDouble } from './doubles/kushki-double.js';
import { MERCADOPAGO_CHALLENGE_CARD, mercadoPagoDouble, mercadoPagoCardToken } from './doubles/mercadopago-double.js';
import { transbankDouble } from './doubles/transbank-double.js';
import { KushkiProvider } from './kushki-provider.js';
import { MercadoPagoProvider } from './mercadopago-provider.js';
import { TransbankProvider, webpayBuyOrder } from './transbank-provider.js';

const charge = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  paymentId: '7c0a4f7e-1a2b-4c3d-9e8f-001122334455',
  saleId: '1d2e3f40-5a6b-4c7d-8e9f-aabbccddeeff',
  idempotencyKey: 'key-1',
  paymentType: 'tdc-one-time',
  amount: { amount: '23490', currency: 'CLP' },
  token: 'tok-ok',
  // What MercadoPago's Card Payment Brick answers with the token of its test Mastercard.
  paymentMethodId: 'master',
  issuerId: '1',
  buyerEmail: 'ana@correo.cl',
  description: 'Seguro de prueba',
  returnUrl: 'http://localhost:3000/api/sales/payments/7c0a4f7e-1a2b-4c3d-9e8f-001122334455/return',
  ...overrides,
});
const now = () => new Date().toISOString();

describe('MercadoPago adapter (the mercadopago SDK) against a local double of its API', () => {
  let double: Awaited<ReturnType<typeof mercadoPagoDouble>>;
  let provider: MercadoPagoProvider;
  const cardToken = (holder: string, number?: string) =>
    mercadoPagoCardToken(double.url, 'TEST-public', holder, number);
  beforeAll(async () => {
    double = await mercadoPagoDouble({ accessToken: 'TEST-token', publicKey: 'TEST-public' });
    provider = new MercadoPagoProvider({
      accessToken: 'TEST-token',
      webhookSecret: 'mp-secret',
      baseUrl: double.url,
      timeoutMs: 3000,
    });
  });
  afterAll(() => double.close());

  it('creates an approved payment, sending the amount, the token, its card brand and an idempotency key', async () => {
    const token = await cardToken('APRO');
    const result = await provider.charge(charge({ token }));
    expect(result).toMatchObject({ status: 'approved' });
    const sent = double.received.find((r) => r.method === 'POST' && r.path === '/v1/payments')!;
    expect(sent.body).toMatchObject({
      transaction_amount: 23490,
      token,
      external_reference: charge().paymentId,
      installments: 1,
      payment_method_id: 'master',
      issuer_id: 1,
    });
    expect(sent.headers['x-idempotency-key']).toBe(`${charge().saleId}:key-1`);
    // The same idempotency key replayed answers the first payment: MercadoPago charges once.
    expect(await provider.charge(charge({ token }))).toEqual(result);
    expect(double.payments.size).toBe(1);
  });
  it('maps a rejection detail and an API error code to declines with the §8 code', async () => {
    const key = (k: string) => ({ idempotencyKey: k });
    expect(await provider.charge(charge({ token: await cardToken('FUND'), ...key('k2') }))).toMatchObject({
      status: 'declined',
      code: 'cc_rejected_insufficient_amount',
    });
    expect(await provider.charge(charge({ token: 'nunca-emitido', ...key('k3') }))).toMatchObject({
      status: 'declined',
      code: '2006',
    });
    expect(await provider.charge(charge({ token: await cardToken('CONT'), ...key('k4') }))).toMatchObject({
      status: 'pending',
    });
    const bad = await fetch(`${double.url}/v1/card_tokens?public_key=TEST-public`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ card_number: '4242424242424241', security_code: '123', expiration_month: 1 }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { cause: { code: string }[] }).cause[0]!.code).toBe('E301');
  });
  it('asks the status by external reference, refunds, and verifies webhook signatures with the SDK validator', async () => {
    const paymentId = 'aaaaaaaa-1a2b-4c3d-9e8f-001122334455';
    const created = await provider.charge(charge({ paymentId, token: await cardToken('APRO'), idempotencyKey: 'k5' }));
    const reference = (created as { reference: string }).reference;
    expect(
      await provider.status({ paymentId, reference: null, amount: charge().amount, createdAt: now() }),
    ).toMatchObject({ status: 'approved', reference });
    expect(
      await provider.status({ paymentId: 'nope', reference: null, amount: charge().amount, createdAt: now() }),
    ).toMatchObject({ status: 'declined' });
    expect(await provider.refund({ paymentId, reference, amount: charge().amount })).toMatchObject({
      status: 'approved',
    });

    const ts = '1742505638683';
    const manifest = `id:${reference};request-id:req-1;ts:${ts};`;
    const v1 = createHmac('sha256', 'mp-secret').update(manifest).digest('hex');
    const notice = await provider.parseWebhook(
      { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': 'req-1' },
      { type: 'payment', data: { id: reference } },
    );
    expect(notice).toMatchObject({ reference, status: 'refunded' });
    expect(
      await provider.parseWebhook(
        { 'x-signature': `ts=${ts},v1=${'0'.repeat(64)}`, 'x-request-id': 'req-1' },
        { data: { id: reference } },
      ),
    ).toBeNull();
  });
  it('3-D Secure: the payment is created with three_d_secure_mode optional; a challenge comes back pending with its page and CReq; the return reads the outcome', async () => {
    const paymentId = 'bbbbbbbb-1a2b-4c3d-9e8f-001122334455';
    const token = await cardToken('APRO', MERCADOPAGO_CHALLENGE_CARD);
    const created = await provider.charge(charge({ paymentId, token, idempotencyKey: 'k3ds-1' }));
    expect(double.received.at(-1)!.body).toMatchObject({ three_d_secure_mode: 'optional' });
    expect(created).toMatchObject({
      status: 'pending',
      challenge: { url: `${double.url}/3ds/challenge`, creq: expect.any(String) },
    });
    const reference = (created as { reference: string }).reference;
    const { url, creq } = (created as { challenge: { url: string; creq: string } }).challenge;
    // Before the buyer answers, the return reads it still pending (with its challenge).
    expect(await provider.completeReturn({}, { paymentId, reference })).toMatchObject({
      kind: 'result',
      result: { status: 'pending', challenge: { url } },
    });
    // The issuer's page takes the CReq by form POST; the buyer confirms.
    const page = await fetch(url, { method: 'POST', body: new URLSearchParams({ creq }) });
    expect(await page.text()).toContain('Confirmar compra');
    const answer = await fetch(`${double.url}/3ds/challenge/answer`, {
      method: 'POST',
      body: new URLSearchParams({ creq, answer: 'approve' }),
    });
    expect(await answer.text()).toContain("status: 'COMPLETE'");
    expect(await provider.completeReturn({}, { paymentId, reference })).toEqual({
      kind: 'result',
      result: { status: 'approved', reference },
    });

    // A refused challenge is MercadoPago's cc_rejected_3ds_challenge.
    const refusedId = 'cccccccc-1a2b-4c3d-9e8f-001122334455';
    const refused = (await provider.charge(
      charge({
        paymentId: refusedId,
        token: await cardToken('APRO', MERCADOPAGO_CHALLENGE_CARD),
        idempotencyKey: 'k3ds-2',
      }),
    )) as { reference: string; challenge: { creq: string } };
    await fetch(`${double.url}/3ds/challenge/answer`, {
      method: 'POST',
      body: new URLSearchParams({ creq: refused.challenge.creq, answer: 'refuse' }),
    });
    expect(await provider.completeReturn({}, { paymentId: refusedId, reference: refused.reference })).toMatchObject({
      result: { status: 'declined', code: 'cc_rejected_3ds_challenge' },
    });
  });
  it('3-D Secure abandoned: the reconciliation leaves a young challenge pending, cancels an old one at MercadoPago (never charged later)', async () => {
    const paymentId = 'dddddddd-1a2b-4c3d-9e8f-001122334455';
    const created = (await provider.charge(
      charge({ paymentId, token: await cardToken('APRO', MERCADOPAGO_CHALLENGE_CARD), idempotencyKey: 'k3ds-3' }),
    )) as { reference: string; challenge: { creq: string } };
    const query = { paymentId, reference: created.reference, amount: charge().amount };
    expect(await provider.status({ ...query, createdAt: now() })).toMatchObject({ status: 'pending' });
    const old = new Date(Date.now() - 11 * 60_000).toISOString();
    expect(await provider.status({ ...query, createdAt: old })).toEqual({
      status: 'declined',
      reference: created.reference,
      code: 'expired',
      data: { providerStatus: 'cancelled' },
    });
    expect(double.payments.get(created.reference)).toMatchObject({ status: 'cancelled' });
    expect(double.received.some((r) => r.method === 'PUT' && r.path === `/v1/payments/${created.reference}`)).toBe(
      true,
    );
    // The buyer's late answer cannot charge a cancelled payment.
    const late = await fetch(`${double.url}/3ds/challenge/answer`, {
      method: 'POST',
      body: new URLSearchParams({ creq: created.challenge.creq, answer: 'approve' }),
    });
    expect(late.status).toBe(200);
    expect(double.payments.get(created.reference)).toMatchObject({ status: 'cancelled' });
  });
  it('a wrong access token is a decline with the provider code, not a crash', async () => {
    const wrong = new MercadoPagoProvider({
      accessToken: 'otro',
      webhookSecret: 'x',
      baseUrl: double.url,
      timeoutMs: 3000,
    });
    expect(await wrong.charge(charge({ idempotencyKey: 'k6' }))).toMatchObject({ status: 'declined', code: '2034' });
  });
});

describe('Transbank Webpay Plus adapter (transbank-sdk) against a local double of its API', () => {
  let double: Awaited<ReturnType<typeof transbankDouble>>;
  let provider: TransbankProvider;
  const returned = (fields: Record<string, string>, paymentId = charge().paymentId, reference: string | null = null) =>
    provider.completeReturn(fields, { paymentId, reference });
  beforeAll(async () => {
    double = await transbankDouble('597055555532', 'secret-key');
    provider = new TransbankProvider({
      commerceCode: '597055555532',
      apiKey: 'secret-key',
      environment: double.url,
      timeoutMs: 3000,
    });
  });
  afterAll(() => double.close());

  it('create -> the buyer pays on Webpay -> return with token_ws -> commit: approved; a repeated return reads the status', async () => {
    const created = await provider.charge(charge());
    expect(created.status).toBe('pending');
    const { reference, redirectUrl } = created as { reference: string; redirectUrl: string };
    expect(redirectUrl).toBe(`${double.url}/webpayserver/initTransaction?token_ws=${reference}`);
    const sent = double.received.find((r) => r.method === 'POST')!;
    expect(sent.body).toMatchObject({
      amount: 23490,
      return_url: charge().returnUrl,
      buy_order: webpayBuyOrder(charge().paymentId),
    });
    expect(webpayBuyOrder(charge().paymentId)).toBe('7c0a4f7e1a2b4c3d9e8f001122');
    expect(sent.headers['tbk-api-key-id']).toBe('597055555532');

    // Before the buyer completes the form, the reconciliation's commit is refused: still pending.
    expect(
      await provider.status({ reference, paymentId: 'x', amount: charge().amount, createdAt: now() }),
    ).toMatchObject({ status: 'pending' });
    const back = await double.act(reference, 'approve');
    expect(back).toMatchObject({ method: 'GET', fields: { token_ws: reference } });
    expect(await returned(back.fields)).toEqual({ kind: 'result', result: { status: 'approved', reference } });
    expect(double.transactions.get(reference)!.commits).toBe(1);
    // The browser sends the return twice: Webpay refuses a second commit, the status answers the same.
    expect(await returned(back.fields)).toEqual({ kind: 'result', result: { status: 'approved', reference } });
    expect(double.transactions.get(reference)!.commits).toBe(1);
    expect(
      await provider.status({ reference, paymentId: 'x', amount: charge().amount, createdAt: now() }),
    ).toMatchObject({ status: 'approved' });
    expect(await provider.refund({ reference, paymentId: 'x', amount: charge().amount })).toMatchObject({
      status: 'approved',
    });
  });
  it('a rejected card commits as declined (577); an unknown token is an error', async () => {
    const { reference } = (await provider.charge(charge())) as { reference: string };
    const back = await double.act(reference, 'reject');
    expect(await returned(back.fields)).toMatchObject({
      kind: 'result',
      result: { status: 'declined', code: '577' },
    });
    expect(await returned({ token_ws: 'inventado' })).toEqual({
      kind: 'result',
      result: { status: 'error', code: '3003' },
    });
  });
  it('"Anular" (TBK_TOKEN) and an expired form (TBK_ORDEN_COMPRA only) are voided without a commit', async () => {
    const { reference } = (await provider.charge(charge())) as { reference: string };
    const aborted = await double.act(reference, 'abort');
    expect(aborted).toMatchObject({ method: 'POST', fields: { TBK_TOKEN: reference } });
    expect(await returned(aborted.fields)).toEqual({ kind: 'voided', reference, code: 'TBK_ABORTED' });
    // token_ws and TBK_TOKEN together: back from the form's error page, voided without a commit either.
    expect(await returned({ ...aborted.fields, token_ws: reference })).toMatchObject({
      kind: 'voided',
      code: 'TBK_FORM_ERROR',
    });
    expect(double.transactions.get(reference)!.commits).toBe(0);

    const second = (await provider.charge(charge())) as { reference: string };
    const expired = await double.act(second.reference, 'timeout');
    expect(expired.fields).toEqual({ TBK_ORDEN_COMPRA: '7c0a4f7e1a2b4c3d9e8f001122', TBK_ID_SESION: charge().saleId });
    expect(await returned(expired.fields, charge().paymentId, second.reference)).toEqual({
      kind: 'voided',
      reference: second.reference,
      code: 'TBK_TIMEOUT',
    });
    // Another payment's buy order does not void this one.
    expect(await returned(expired.fields, 'ffffffff-1a2b-4c3d-9e8f-001122334455')).toMatchObject({
      kind: 'result',
      result: { status: 'error' },
    });
    // A form abandoned long ago that Webpay will not commit ends for the reconciliation (TBK_TIMEOUT).
    const old = new Date(Date.now() - 3600_000).toISOString();
    expect(
      await provider.status({ reference: second.reference, paymentId: 'x', amount: charge().amount, createdAt: old }),
    ).toMatchObject({ status: 'declined', code: 'TBK_TIMEOUT' });
    expect(await provider.parseWebhook()).toBeNull();
  });
  it('wrong credentials fail the create (the payment is left to the reconciliation)', async () => {
    const wrong = new TransbankProvider({ commerceCode: '1', apiKey: 'x', environment: double.url, timeoutMs: 3000 });
    await expect(wrong.charge(charge())).rejects.toThrow(/Not Authorized/);
  });
});

describe('Kushki adapter against a local double of its card API', () => {
  let double: Awaited<ReturnType<typeof kushkiDouble>>;
  let provider: KushkiProvider;
  /** What @kushki/js's requestToken sends (Public-Merchant-Id, card/v1/tokens). */
  const cardToken = async (number: string) => {
    const response = await fetch(`${double.url}/card/v1/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Public-Merchant-Id': 'public-1' },
      body: JSON.stringify({
        card: { name: 'ANA PEREZ', number, cvv: '123', expiryMonth: '12', expiryYear: '30' },
        totalAmount: 23490,
        currency: 'CLP',
      }),
    });
    return ((await response.json()) as { token: string }).token;
  };
  beforeAll(async () => {
    double = await kushkiDouble({ publicMerchantId: 'public-1', privateMerchantId: 'merchant-1' });
    provider = new KushkiProvider('kushki_ad', {
      privateMerchantId: 'merchant-1',
      baseUrl: double.url,
      webhookSecret: 'k-secret',
      timeoutMs: 3000,
    });
  });
  afterAll(() => double.close());

  it('charges with the token; a processor code comes back as the decline code; a token is single-use', async () => {
    const token = await cardToken(KUSHKI_TEST_CARDS.approved);
    expect(await provider.charge(charge({ token }))).toMatchObject({ status: 'approved' });
    expect(double.received.at(-1)!.body).toMatchObject({
      token,
      amount: { subtotalIva0: 23490, currency: 'CLP' },
      metadata: { paymentId: charge().paymentId },
    });
    expect(await provider.charge(charge({ token }))).toMatchObject({ status: 'declined', code: 'K001' });
    expect(await provider.charge(charge({ token: await cardToken(KUSHKI_TEST_CARDS.securityRule) }))).toMatchObject({
      status: 'declined',
      code: 'K322',
    });
  });
  it('status through the documented transactions list: by ticket, or by our payment id when the ticket was never learnt', async () => {
    const paymentId = 'bbbbbbbb-1a2b-4c3d-9e8f-001122334455';
    const { reference } = (await provider.charge(
      charge({ paymentId, token: await cardToken(KUSHKI_TEST_CARDS.approved) }),
    )) as { reference: string };
    const query = { amount: charge().amount, createdAt: now() };
    expect(await provider.status({ paymentId, reference: null, ...query })).toEqual({
      status: 'approved',
      reference,
    });
    expect(await provider.status({ paymentId: 'otro', reference, ...query })).toMatchObject({ status: 'approved' });
    const asked = double.received.filter((r) => r.path === '/analytics/v1/transactions-list');
    expect(asked).toHaveLength(2);
    expect(asked[0]!.headers['private-merchant-id']).toBe('merchant-1');
    const declinedId = 'cccccccc-1a2b-4c3d-9e8f-001122334455';
    await provider.charge(charge({ paymentId: declinedId, token: await cardToken(KUSHKI_TEST_CARDS.expired) }));
    expect(await provider.status({ paymentId: declinedId, reference: null, ...query })).toMatchObject({
      status: 'declined',
      code: 'K017',
    });
    expect(await provider.status({ paymentId: 'nope', reference: null, ...query })).toMatchObject({
      status: 'declined',
      code: '3005',
    });
    // A window that leaves the charge out does not find it.
    const longAgo = new Date(Date.now() - 10 * 86_400_000).toISOString();
    expect(
      await provider.status({ paymentId, reference: null, amount: charge().amount, createdAt: longAgo }),
    ).toMatchObject({
      code: '3005',
    });
  });
  it('refund and webhook signature', async () => {
    const paymentId = 'dddddddd-1a2b-4c3d-9e8f-001122334455';
    const { reference } = (await provider.charge(
      charge({ paymentId, token: await cardToken(KUSHKI_TEST_CARDS.approved) }),
    )) as { reference: string };
    expect(await provider.refund({ paymentId, reference, amount: charge().amount })).toMatchObject({
      status: 'approved',
    });
    expect(double.transactions.find((t) => t.ticket_number === reference)!.transaction_status).toBe('REFUND');
    // Kushki's documented signature: hex HMAC-SHA256 of `${raw body}.${X-Kushki-Id}` with the webhook secret.
    const raw = JSON.stringify({ ticket_number: reference, transaction_status: 'REFUND', response_code: '000' });
    const id = '1732350000123';
    const signed = (signature: string, kushkiId = id) => ({
      'x-kushki-id': kushkiId,
      'x-kushki-signature': signature,
    });
    const good = createHmac('sha256', 'k-secret').update(`${raw}.${id}`).digest('hex');
    expect(await provider.parseWebhook(signed(good), JSON.parse(raw), raw)).toMatchObject({
      reference,
      status: 'refunded',
    });
    // The bytes are what is signed: the same object sent with other spacing is refused.
    const spaced = JSON.stringify(JSON.parse(raw), null, 1);
    expect(await provider.parseWebhook(signed(good), JSON.parse(spaced), spaced)).toBeNull();
    // Another X-Kushki-Id, another secret, no signature, no id: refused.
    expect(await provider.parseWebhook(signed(good, '1732350000124'), JSON.parse(raw), raw)).toBeNull();
    const otherKey = createHmac('sha256', 'otra').update(`${raw}.${id}`).digest('hex');
    expect(await provider.parseWebhook(signed(otherKey), JSON.parse(raw), raw)).toBeNull();
    expect(await provider.parseWebhook({ 'x-kushki-id': id }, JSON.parse(raw), raw)).toBeNull();
    expect(await provider.parseWebhook({ 'x-kushki-signature': good }, JSON.parse(raw), raw)).toBeNull();
    // The signature of the old adapter (body alone) no longer passes.
    const bodyOnly = createHmac('sha256', 'k-secret').update(raw).digest('hex');
    expect(await provider.parseWebhook(signed(bodyOnly), JSON.parse(raw), raw)).toBeNull();
  });
});
