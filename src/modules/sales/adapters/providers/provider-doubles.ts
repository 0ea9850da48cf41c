import express, { type Express } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local HTTP doubles of the payment providers' documented APIs (their sandboxes are unreachable from
 * these machines). Each answers the requests the real SDK sends, with the provider's documented shapes
 * and errors, and records what it received. For adapter tests only.
 */
export interface Double {
  url: string;
  received: { method: string; path: string; headers: Record<string, unknown>; body: unknown }[];
  close(): Promise<void>;
}

async function serve(app: Express, received: Double['received']): Promise<Double> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function recorder(received: Double['received']) {
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    received.push({ method: req.method, path: req.path, headers: req.headers, body: req.body });
    next();
  });
  return app;
}

/** MercadoPago /v1/payments (create, get, search) and /v1/payments/{id}/refunds. */
export function mercadoPagoDouble(accessToken: string): Promise<Double> {
  const received: Double['received'] = [];
  const app = recorder(received);
  const payments = new Map<string, Record<string, unknown>>();
  let next = 1000;
  app.use((req, res, nextFn) => {
    if (req.header('authorization') !== `Bearer ${accessToken}`) {
      res
        .status(401)
        .json({ message: 'invalid access token', error: 'unauthorized', status: 401, cause: [{ code: 2034 }] });
      return;
    }
    nextFn();
  });
  app.post('/v1/payments', (req, res) => {
    const body = req.body as { token?: string; transaction_amount?: number; external_reference?: string };
    if (!body.token) {
      res.status(400).json({
        message: 'token is required',
        error: 'bad_request',
        status: 400,
        cause: [{ code: 4000, description: "token attribute can't be null" }],
      });
      return;
    }
    if (body.token === 'bad-token') {
      res.status(400).json({
        message: 'Invalid card_token_id',
        error: 'bad_request',
        status: 400,
        cause: [{ code: 2006, description: 'Card Token not found' }],
      });
      return;
    }
    const id = String(next++);
    const rejected = body.token.startsWith('rej:');
    const payment = {
      id: Number(id),
      status: rejected ? 'rejected' : body.token === 'pending' ? 'in_process' : 'approved',
      status_detail: rejected ? body.token.slice(4) : 'accredited',
      transaction_amount: body.transaction_amount,
      external_reference: body.external_reference,
    };
    payments.set(id, payment);
    res.status(201).json(payment);
  });
  app.get('/v1/payments/search', (req, res) => {
    const results = [...payments.values()].filter((p) => p.external_reference === req.query.external_reference);
    res.json({ results, paging: { total: results.length, limit: 30, offset: 0 } });
  });
  app.get('/v1/payments/:id', (req, res) => {
    const payment = payments.get(req.params.id);
    if (!payment) {
      res.status(404).json({ message: 'Payment not found', error: 'not_found', status: 404, cause: [{ code: 2000 }] });
      return;
    }
    res.json(payment);
  });
  app.post('/v1/payments/:id/refunds', (req, res) => {
    const payment = payments.get(req.params.id);
    if (!payment) {
      res.status(404).json({ message: 'Payment not found', error: 'not_found', status: 404, cause: [] });
      return;
    }
    payment.status = 'refunded';
    res
      .status(201)
      .json({ id: next++, payment_id: Number(req.params.id), status: 'approved', amount: payment.transaction_amount });
  });
  return serve(app, received);
}

/** Transbank Webpay Plus REST v1.2: create, commit (PUT), status (GET), refund. */
export function transbankDouble(commerceCode: string, apiKey: string): Promise<Double> {
  const received: Double['received'] = [];
  const app = recorder(received);
  const base = '/rswebpaytransaction/api/webpay/v1.2/transactions';
  const transactions = new Map<string, { amount: number; buy_order: string; status: string; response_code?: number }>();
  app.use((req, res, nextFn) => {
    if (req.header('tbk-api-key-id') !== commerceCode || req.header('tbk-api-key-secret') !== apiKey) {
      res.status(401).json({ error_message: 'Not Authorized' });
      return;
    }
    nextFn();
  });
  app.post(base, (req, res) => {
    const body = req.body as { buy_order?: string; session_id?: string; amount?: number; return_url?: string };
    if (!body.buy_order || !body.amount || !body.return_url) {
      res.status(422).json({ error_message: 'Invalid value for parameter: amount' });
      return;
    }
    const token = `01ab${Math.random().toString(16).slice(2).padEnd(60, '0')}`.slice(0, 64);
    transactions.set(token, { amount: body.amount, buy_order: body.buy_order, status: 'INITIALIZED' });
    res.json({ token, url: 'https://webpay3gint.transbank.cl/webpayserver/initTransaction' });
  });
  // The double's stand-in for the buyer paying on Webpay's page: approve or reject a token.
  app.post('/__double/pay/:token/:outcome', (req, res) => {
    const tx = transactions.get(req.params.token);
    if (tx)
      Object.assign(
        tx,
        req.params.outcome === 'ok'
          ? { status: 'AUTHORIZED', response_code: 0 }
          : { status: 'FAILED', response_code: -1 },
      );
    res.json({ ok: !!tx });
  });
  app.put(`${base}/:token`, (req, res) => {
    const tx = transactions.get(req.params.token);
    if (!tx) {
      res.status(422).json({ error_message: 'Invalid value for parameter: token' });
      return;
    }
    res.json({
      vci: 'TSY',
      amount: tx.amount,
      status: tx.status,
      buy_order: tx.buy_order,
      card_detail: { card_number: '6623' },
      response_code: tx.response_code ?? -1,
      installments_number: 0,
    });
  });
  app.get(`${base}/:token`, (req, res) => {
    const tx = transactions.get(req.params.token);
    if (!tx) {
      res.status(422).json({ error_message: 'Invalid value for parameter: token' });
      return;
    }
    res.json({ amount: tx.amount, status: tx.status, buy_order: tx.buy_order, response_code: tx.response_code });
  });
  app.post(`${base}/:token/refunds`, (req, res) => {
    const tx = transactions.get(req.params.token);
    if (!tx || tx.status !== 'AUTHORIZED') {
      res.status(422).json({ error_message: 'Transaction not found or not authorized' });
      return;
    }
    tx.status = 'REVERSED';
    res.json({ type: 'REVERSED' });
  });
  return serve(app, received);
}

/** Kushki card API: charges, refunds, and a transaction lookup. */
export function kushkiDouble(privateMerchantId: string): Promise<Double> {
  const received: Double['received'] = [];
  const app = recorder(received);
  const tickets = new Map<string, { paymentId: string; status: string; code?: string }>();
  let next = 500_000;
  app.use((req, res, nextFn) => {
    if (req.header('private-merchant-id') !== privateMerchantId) {
      res.status(401).json({ code: 'K004', message: 'ID de comercio o credencial no válido' });
      return;
    }
    nextFn();
  });
  app.post('/card/v1/charges', (req, res) => {
    const body = req.body as { token?: string; metadata?: { paymentId?: string } };
    const ticketNumber = String(next++);
    if (body.token?.startsWith('K')) {
      tickets.set(ticketNumber, { paymentId: body.metadata?.paymentId ?? '', status: 'DECLINED', code: body.token });
      res.status(400).json({ code: body.token, message: 'Transacción rechazada' });
      return;
    }
    tickets.set(ticketNumber, { paymentId: body.metadata?.paymentId ?? '', status: 'APPROVAL' });
    res
      .status(201)
      .json({ ticketNumber, transactionReference: `ref-${ticketNumber}`, details: { transactionStatus: 'APPROVAL' } });
  });
  app.get('/analytics/v1/transactions/:paymentId', (req, res) => {
    const found = [...tickets.entries()].find(([, t]) => t.paymentId === req.params.paymentId);
    if (!found) {
      res.status(404).json({ code: 'K001', message: 'Transacción no encontrada' });
      return;
    }
    res.json({ ticketNumber: found[0], transactionStatus: found[1].status, responseCode: found[1].code });
  });
  app.delete('/v1/refund/:ticket', (req, res) => {
    const ticket = tickets.get(req.params.ticket);
    if (!ticket || ticket.status !== 'APPROVAL') {
      res.status(400).json({ code: 'K006', message: 'Ticket no válido' });
      return;
    }
    ticket.status = 'REFUND';
    res.json({ ticketNumber: `R${req.params.ticket}`, code: 'K000', message: 'Reembolso solicitado' });
  });
  return serve(app, received);
}
