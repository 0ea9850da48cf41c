import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest } from '../../application/ports.js';
import { KushkiProvider } from './kushki-provider.js';
import { MercadoPagoProvider } from './mercadopago-provider.js';
import { kushkiDouble, mercadoPagoDouble, transbankDouble, type Double } from './provider-doubles.js';
import { TransbankProvider } from './transbank-provider.js';

const charge = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  paymentId: '7c0a4f7e-1a2b-4c3d-9e8f-001122334455',
  saleId: '1d2e3f40-5a6b-4c7d-8e9f-aabbccddeeff',
  idempotencyKey: 'key-1',
  paymentType: 'tdc-one-time',
  amount: { amount: '23490', currency: 'CLP' },
  token: 'tok-ok',
  buyerEmail: 'ana@correo.cl',
  description: 'Seguro de prueba',
  returnUrl: 'http://localhost:3000/Compra-Online/QPS1/Confirmacion',
  ...overrides,
});

describe('MercadoPago adapter (the mercadopago SDK) against a local double of its API', () => {
  let double: Double;
  let provider: MercadoPagoProvider;
  beforeAll(async () => {
    double = await mercadoPagoDouble('TEST-token');
    provider = new MercadoPagoProvider({
      accessToken: 'TEST-token',
      webhookSecret: 'mp-secret',
      baseUrl: double.url,
      timeoutMs: 3000,
    });
  });
  afterAll(() => double.close());

  it('creates an approved payment, sending the amount, the token and an idempotency key', async () => {
    const result = await provider.charge(charge());
    expect(result).toMatchObject({ status: 'approved' });
    const sent = double.received.find((r) => r.method === 'POST' && r.path === '/v1/payments')!;
    expect(sent.body).toMatchObject({
      transaction_amount: 23490,
      token: 'tok-ok',
      external_reference: charge().paymentId,
      installments: 1,
    });
    expect(sent.headers['x-idempotency-key']).toBe(`${charge().saleId}:key-1`);
  });
  it('maps a rejection detail and an API error code to declines with the §8 code', async () => {
    expect(await provider.charge(charge({ token: 'rej:cc_rejected_insufficient_amount' }))).toMatchObject({
      status: 'declined',
      code: 'cc_rejected_insufficient_amount',
    });
    expect(await provider.charge(charge({ token: 'bad-token' }))).toMatchObject({ status: 'declined', code: '2006' });
    expect(await provider.charge(charge({ token: 'pending' }))).toMatchObject({ status: 'pending' });
  });
  it('asks the status by external reference, refunds, and verifies webhook signatures with the SDK validator', async () => {
    const paymentId = 'aaaaaaaa-1a2b-4c3d-9e8f-001122334455';
    const created = await provider.charge(charge({ paymentId }));
    const reference = (created as { reference: string }).reference;
    expect(await provider.status({ paymentId, reference: null, amount: charge().amount })).toMatchObject({
      status: 'approved',
      reference,
    });
    expect(await provider.status({ paymentId: 'nope', reference: null, amount: charge().amount })).toMatchObject({
      status: 'declined',
    });
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
  it('a wrong access token is a decline with the provider code, not a crash', async () => {
    const wrong = new MercadoPagoProvider({
      accessToken: 'otro',
      webhookSecret: 'x',
      baseUrl: double.url,
      timeoutMs: 3000,
    });
    expect(await wrong.charge(charge())).toMatchObject({ status: 'declined', code: '2034' });
  });
});

describe('Transbank Webpay Plus adapter (transbank-sdk) against a local double of its API', () => {
  let double: Double;
  let provider: TransbankProvider;
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

  it('create -> redirect -> commit: approved', async () => {
    const created = await provider.charge(charge());
    expect(created.status).toBe('pending');
    const { reference, redirectUrl } = created as { reference: string; redirectUrl: string };
    expect(redirectUrl).toBe(`https://webpay3gint.transbank.cl/webpayserver/initTransaction?token_ws=${reference}`);
    const sent = double.received.find((r) => r.method === 'POST')!;
    expect(sent.body).toMatchObject({
      amount: 23490,
      return_url: charge().returnUrl,
      buy_order: '7c0a4f7e1a2b4c3d9e8f001122',
    });
    expect(sent.headers['tbk-api-key-id']).toBe('597055555532');
    await fetch(`${double.url}/__double/pay/${reference}/ok`, {
      method: 'POST',
      headers: { 'tbk-api-key-id': '597055555532', 'tbk-api-key-secret': 'secret-key' },
    });
    expect(await provider.parseWebhook({}, { token_ws: reference })).toMatchObject({ reference, status: 'approved' });
    expect(await provider.status({ reference, paymentId: 'x', amount: charge().amount })).toMatchObject({
      status: 'approved',
    });
    expect(await provider.refund({ reference, paymentId: 'x', amount: charge().amount })).toMatchObject({
      status: 'approved',
    });
  });
  it('a rejected payment commits as declined (577); an unknown token is refused as a notice', async () => {
    const { reference } = (await provider.charge(charge())) as { reference: string };
    await fetch(`${double.url}/__double/pay/${reference}/no`, {
      method: 'POST',
      headers: { 'tbk-api-key-id': '597055555532', 'tbk-api-key-secret': 'secret-key' },
    });
    expect(await provider.parseWebhook({}, { token_ws: reference })).toMatchObject({ status: 'declined', code: '577' });
    expect(await provider.parseWebhook({}, { token_ws: 'inventado' })).toBeNull();
    expect(await provider.parseWebhook({}, {})).toBeNull();
  });
  it('wrong credentials fail the create (the payment is left to the reconciliation)', async () => {
    const wrong = new TransbankProvider({ commerceCode: '1', apiKey: 'x', environment: double.url, timeoutMs: 3000 });
    await expect(wrong.charge(charge())).rejects.toThrow(/Not Authorized/);
  });
});

describe('Kushki adapter against a local double of its card API', () => {
  let double: Double;
  let provider: KushkiProvider;
  beforeAll(async () => {
    double = await kushkiDouble('merchant-1');
    provider = new KushkiProvider('kushki_ad', {
      privateMerchantId: 'merchant-1',
      baseUrl: double.url,
      webhookSecret: 'k-secret',
      timeoutMs: 3000,
    });
  });
  afterAll(() => double.close());

  it('charges with the token; a processor code comes back as the decline code', async () => {
    expect(await provider.charge(charge({ token: 'kushki-token' }))).toMatchObject({ status: 'approved' });
    expect(double.received.at(-1)!.body).toMatchObject({
      token: 'kushki-token',
      amount: { subtotalIva0: 23490, currency: 'CLP' },
    });
    expect(await provider.charge(charge({ token: 'K322' }))).toMatchObject({ status: 'declined', code: 'K322' });
  });
  it('status by our payment id, refund, webhook signature', async () => {
    const paymentId = 'bbbbbbbb-1a2b-4c3d-9e8f-001122334455';
    const { reference } = (await provider.charge(charge({ paymentId, token: 'kushki-token' }))) as {
      reference: string;
    };
    expect(await provider.status({ paymentId, reference: null, amount: charge().amount })).toMatchObject({
      status: 'approved',
      reference,
    });
    expect(await provider.status({ paymentId: 'nope', reference: null, amount: charge().amount })).toMatchObject({
      status: 'declined',
      code: '3005',
    });
    expect(await provider.refund({ paymentId, reference, amount: charge().amount })).toMatchObject({
      status: 'approved',
    });
    const body = { ticketNumber: reference, transactionStatus: 'APPROVAL' };
    const signature = createHmac('sha256', 'k-secret').update(JSON.stringify(body)).digest('hex');
    expect(await provider.parseWebhook({ 'x-kushki-signature': signature }, body)).toMatchObject({
      reference,
      status: 'approved',
    });
    expect(await provider.parseWebhook({ 'x-kushki-signature': 'f'.repeat(64) }, body)).toBeNull();
  });
});
