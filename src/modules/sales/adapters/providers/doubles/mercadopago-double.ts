import { randomBytes } from 'node:crypto';
import { cors, type Double, luhn, recorder, serve } from './serve.js';

/**
 * MercadoPago's test users decide the outcome by the card holder's name (its documented test
 * behaviour): APRO approved, CONT pending, CALL call for authorisation, FUND insufficient amount,
 * SECU bad security code, EXPI bad expiry date, FORM bad filled form, OTHE other reason.
 */
export const MERCADOPAGO_HOLDERS: Readonly<Record<string, { status: string; detail: string }>> = {
  APRO: { status: 'approved', detail: 'accredited' },
  CONT: { status: 'in_process', detail: 'pending_contingency' },
  CALL: { status: 'rejected', detail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', detail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', detail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', detail: 'cc_rejected_bad_filled_other' },
  OTHE: { status: 'rejected', detail: 'cc_rejected_other_reason' },
};

/**
 * MercadoPago: POST /v1/card_tokens?public_key= (what MercadoPago.js's createCardToken sends),
 * /v1/payments (create, get, search) and /v1/payments/{id}/refunds with the access token. /js/v2 is a
 * stand-in of MercadoPago.js (`new MercadoPago(publicKey, { locale })`, `createCardToken({...})`) on
 * this double. Create honours X-Idempotency-Key: a key replayed answers the first payment.
 */
export function mercadoPagoDouble(keys: {
  accessToken: string;
  publicKey: string;
}): Promise<Double & { payments: Map<string, Record<string, unknown>> }> {
  const received: Double['received'] = [];
  const app = recorder(received);
  const tokens = new Map<string, { holder: string; lastFour: string; used: boolean }>();
  const payments = new Map<string, Record<string, unknown>>();
  const byIdempotencyKey = new Map<string, string>();
  let next = 1_000_000;

  app.get('/js/v2', (_req, res) => {
    res.type('application/javascript').send(browserLibrary());
  });
  app.use('/v1/card_tokens', cors('Content-Type'));
  app.post('/v1/card_tokens', (req, res) => {
    if (req.query.public_key !== keys.publicKey) {
      res.status(401).json({ message: 'invalid public key', error: 'unauthorized', status: 401, cause: [] });
      return;
    }
    const body = req.body as {
      card_number?: string;
      security_code?: string;
      expiration_month?: number;
      expiration_year?: number;
      cardholder?: { name?: string };
    };
    const number = String(body.card_number ?? '').replace(/\D/g, '');
    const cause = !number
      ? { code: '205', description: 'parameter cardNumber can not be null/empty' }
      : !luhn(number)
        ? { code: 'E301', description: 'invalid parameter cardNumber' }
        : !/^\d{3,4}$/.test(String(body.security_code ?? ''))
          ? { code: 'E302', description: 'invalid parameter securityCode' }
          : !body.expiration_month || body.expiration_month < 1 || body.expiration_month > 12
            ? { code: '325', description: 'invalid parameter cardExpirationMonth' }
            : !body.cardholder?.name
              ? { code: '221', description: 'parameter cardholderName can not be null/empty' }
              : null;
    if (cause) {
      res.status(400).json({ message: 'bad request', error: 'bad_request', status: 400, cause: [cause] });
      return;
    }
    const id = randomBytes(16).toString('hex');
    tokens.set(id, { holder: body.cardholder!.name!.trim().toUpperCase(), lastFour: number.slice(-4), used: false });
    res
      .status(201)
      .json({ id, first_six_digits: number.slice(0, 6), last_four_digits: number.slice(-4), status: 'active' });
  });

  app.use('/v1/payments', (req, res, nextFn) => {
    if (req.header('authorization') !== `Bearer ${keys.accessToken}`) {
      res
        .status(401)
        .json({ message: 'invalid access token', error: 'unauthorized', status: 401, cause: [{ code: 2034 }] });
      return;
    }
    nextFn();
  });
  app.post('/v1/payments', (req, res) => {
    const key = req.header('x-idempotency-key');
    const replay = key ? byIdempotencyKey.get(key) : undefined;
    if (replay) {
      res.status(201).json(payments.get(replay));
      return;
    }
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
    const token = tokens.get(body.token);
    if (!token || token.used) {
      res.status(400).json({
        message: 'Invalid card_token_id',
        error: 'bad_request',
        status: 400,
        cause: [{ code: 2006, description: 'Card Token not found' }],
      });
      return;
    }
    token.used = true;
    const outcome = MERCADOPAGO_HOLDERS[token.holder] ?? MERCADOPAGO_HOLDERS.APRO!;
    const id = String(next++);
    const payment = {
      id: Number(id),
      status: outcome.status,
      status_detail: outcome.detail,
      transaction_amount: body.transaction_amount,
      external_reference: body.external_reference,
      card: { last_four_digits: token.lastFour },
    };
    payments.set(id, payment);
    if (key) byIdempotencyKey.set(key, id);
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
    if (!payment || payment.status !== 'approved') {
      res
        .status(400)
        .json({ message: 'Payment not refundable', error: 'bad_request', status: 400, cause: [{ code: 3005 }] });
      return;
    }
    payment.status = 'refunded';
    res
      .status(201)
      .json({ id: next++, payment_id: Number(req.params.id), status: 'approved', amount: payment.transaction_amount });
  });

  return serve(app, received).then((double) => ({ ...double, payments }));

  /** The stand-in of MercadoPago.js: its constructor and createCardToken, on this double. */
  function browserLibrary(): string {
    return `(function () {
  var api = (document.currentScript && new URL(document.currentScript.src).origin) || '';
  function MercadoPago(publicKey, options) { this.publicKey = publicKey; this.locale = (options && options.locale) || 'es-CL'; }
  MercadoPago.prototype.createCardToken = function (data) {
    return fetch(api + '/v1/card_tokens?public_key=' + encodeURIComponent(this.publicKey), {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        card_number: data.cardNumber, security_code: data.securityCode,
        expiration_month: Number(data.cardExpirationMonth), expiration_year: Number(data.cardExpirationYear),
        cardholder: { name: data.cardholderName, identification: { type: data.identificationType, number: data.identificationNumber } }
      })
    }).then(function (r) { return r.json().then(function (j) { if (!r.ok) throw j; return j; }); });
  };
  window.MercadoPago = MercadoPago;
})();`;
  }
}
