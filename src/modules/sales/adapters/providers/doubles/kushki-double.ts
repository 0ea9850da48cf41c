import type { Request, Response } from 'express';
import { createHmac, randomBytes } from 'node:crypto';
import { luhnValid } from '../../../domain/card-number.js';
import { cors, type Double, recorder, serve } from './serve.js';

/**
 * Test cards of this double (the number decides the processor's answer, as Kushki's test cards do):
 * every other valid number is approved.
 */
export const KUSHKI_TEST_CARDS = {
  approved: '5451951574925480',
  securityRule: '4000000000000002', // K322
  expired: '4000000000000069', // K017
  declined: '4000000000009995', // K505
  /** The issuer asks for a 3-D Secure challenge (the merchant has 3DS active, as ours does). */
  threeDs: '4000000000003105',
} as const;
const OUTCOME: Record<string, string> = {
  [KUSHKI_TEST_CARDS.securityRule]: 'K322',
  [KUSHKI_TEST_CARDS.expired]: 'K017',
  [KUSHKI_TEST_CARDS.declined]: 'K505',
};

interface Transaction {
  ticket_number: string;
  transaction_status: 'APPROVAL' | 'DECLINED' | 'REFUND' | 'VOID';
  response_code: string | null;
  approved_transaction_amount: number;
  currency_code: string;
  payment_method: 'card';
  created: number;
  metadata: Record<string, unknown> | null;
  last_four_digits: string;
  /** The card subscription an on-demand charge was made on. */
  subscription_id?: string;
}

interface Subscription {
  number: string;
  periodicity: string;
  status: 'active' | 'cancelled';
  /** The processor's answer to its charges (null approves): tests change it as a bank blocking the card would. */
  outcome: string | null;
}

/**
 * Kushki: the browser library's calls (GET merchant/v1/merchant/settings, POST card/v1/tokens with
 * Public-Merchant-Id, as @kushki/js sends them), the server's card API with Private-Merchant-Id
 * (POST card/v1/charges, DELETE v1/charges/{ticket} void, DELETE v1/refund/{ticket}), and the
 * Analytics transactions list (GET analytics/v1/transactions-list?from&to), Kushki's documented way to
 * look a card charge up. /kushki.min.js is a stand-in of Kushki's browser library (`new Kushki({
 * merchantId, inTestEnvironment })`, `requestToken({ amount, currency, card }, callback)`) that talks to
 * this double. A token is single-use, as Kushki's are. Card subscriptions (issue 28): POST
 * subscriptions/v1/card on a token (an expired card is refused, K017), GET subscriptions/v1/card/search/{id}
 * (the card's brand and last four only), POST subscriptions/v1/card/{id} charges it on demand (the card's
 * processor code declines it, with its ticket), DELETE subscriptions/v1/card/{id} cancels it.
 */
export function kushkiDouble(keys: {
  publicMerchantId: string;
  privateMerchantId: string;
  /** The merchant's "webhook signature" (Kushki's console), which signs the notices this double sends. */
  webhookSignature?: string;
}): Promise<
  Double & {
    /** The charges Kushki holds (what a test counts). */
    transactions: Transaction[];
    /** The card subscriptions Kushki holds, by subscriptionId. */
    subscriptions: Map<string, Subscription>;
    /** Makes the next charges answer late: each is taken at once, its answer waits (a slow processor). */
    delayChargesMs(ms: number): void;
    /**
     * Sends Kushki's webhook for a transaction to `url`, signed as Kushki documents it (X-Kushki-Id the
     * time in ms; X-Kushki-Signature hex HMAC-SHA256 of `${body}.${id}` with the webhook signature;
     * X-Kushki-SimpleSignature of the id alone; X-Kushki-Key the merchant). `tamper` sends a bad one.
     */
    notify(
      url: string,
      ticketNumber: string,
      options?: { secret?: string; tamper?: 'signature' | 'body' | 'missing' },
    ): Promise<{ status: number; body: unknown }>;
  }
> {
  const received: Double['received'] = [];
  const app = recorder(received);
  const tokens = new Map<string, { number: string; used: boolean; secureId: string | null }>();
  /** 3-D Secure sessions: the challenge's answer (the ACS's) and whether the library validated it. */
  const secure = new Map<string, { outcome: 'pending' | 'approved' | 'refused'; validated: boolean }>();
  const transactions: Transaction[] = [];
  const subscriptions = new Map<string, Subscription>();
  let delayMs = 0;
  let next = 180_000_000_000;

  app.get('/kushki.min.js', (_req, res) => {
    res.type('application/javascript').send(browserLibrary());
  });

  const publicApi = cors('Content-Type, Public-Merchant-Id, X-Amz-Meta-Kushki-Info');
  app.use(['/merchant', '/card/v1/tokens'], publicApi);
  app.get('/merchant/v1/merchant/settings', (req, res) => {
    if (req.header('public-merchant-id') !== keys.publicMerchantId) {
      res.status(401).json({ code: 'K004', message: 'ID de comercio o credencial no válido' });
      return;
    }
    // 3-D Secure active for the merchant; sandboxEnable: Kushki's library shows its own challenge modal.
    res.json({
      merchant_name: 'Comparador (doble de pruebas)',
      sandboxEnable: true,
      active_3dsecure: true,
      processors: {},
    });
  });
  // The JWT of 3-D Secure's device data collection, which the library puts in the token request.
  app.use('/card/v1/authToken', publicApi);
  app.get('/card/v1/authToken', (req, res) => {
    if (req.header('public-merchant-id') !== keys.publicMerchantId) {
      res.status(401).json({ code: 'K004', message: 'ID de comercio o credencial no válido' });
      return;
    }
    res.json({ jwt: `jwt.${randomBytes(12).toString('hex')}` });
  });
  // The issuer's challenge page (Cardinal's, in Kushki's sandbox a modal): the buyer's answer.
  app.use(['/3ds/challenge', '/rules/v1/secureValidation'], publicApi);
  app.post('/3ds/challenge', (req, res) => {
    const body = req.body as { secureId?: string; outcome?: string };
    const session = body.secureId ? secure.get(body.secureId) : undefined;
    if (!session || session.outcome !== 'pending') {
      res.status(400).json({ code: 'E012', message: 'Campos 3DS inválidos' });
      return;
    }
    session.outcome = body.outcome === 'approve' ? 'approved' : 'refused';
    res.json({ ok: true });
  });
  // What requestValidate3DS asks after the challenge (rules/v1/secureValidation, as @kushki/js calls it).
  app.post('/rules/v1/secureValidation', (req, res) => {
    if (req.header('public-merchant-id') !== keys.publicMerchantId) {
      res.status(401).json({ code: 'K004', message: 'ID de comercio o credencial no válido' });
      return;
    }
    const body = req.body as { secureServiceId?: string };
    const session = body.secureServiceId ? secure.get(body.secureServiceId) : undefined;
    if (!session) {
      res.status(400).json({ code: 'E012', message: 'Campos 3DS inválidos' });
      return;
    }
    if (session.outcome === 'approved') {
      session.validated = true;
      res.json({ code: '3DS000', message: 'ok' });
      return;
    }
    res.json({ code: '3DS100', message: 'Autenticación fallida' });
  });
  app.post('/card/v1/tokens', (req, res) => {
    if (req.header('public-merchant-id') !== keys.publicMerchantId) {
      res.status(401).json({ code: 'K004', message: 'ID de comercio o credencial no válido' });
      return;
    }
    const card = (req.body as { card?: Record<string, string> }).card ?? {};
    const number = String(card.number ?? '').replace(/\D/g, '');
    if (!luhnValid(number)) {
      res.status(400).json({ code: 'K001', message: 'Número de tarjeta inválido' });
      return;
    }
    if (!/^\d{3,4}$/.test(String(card.cvv ?? ''))) {
      res.status(400).json({ code: 'K001', message: 'Código de seguridad inválido' });
      return;
    }
    const token = randomBytes(16).toString('hex');
    // With 3-D Secure active (a jwt in the request), the answer says whether the issuer asks a challenge.
    const jwt = (req.body as { jwt?: string }).jwt;
    if (jwt && number === KUSHKI_TEST_CARDS.threeDs) {
      const secureId = randomBytes(16).toString('hex');
      secure.set(secureId, { outcome: 'pending', validated: false });
      tokens.set(token, { number, used: false, secureId });
      res.json({
        token,
        secureService: '3dsecure',
        secureId,
        security: {
          authRequired: true,
          acsURL: `${req.protocol}://${req.get('host')}/3ds/challenge`,
          authenticationTransactionId: randomBytes(10).toString('hex'),
          paReq: Buffer.from(JSON.stringify({ secureId })).toString('base64'),
          specificationVersion: '2.2.0',
        },
      });
      return;
    }
    tokens.set(token, { number, used: false, secureId: null });
    res.json(jwt ? { token, secureService: '3dsecure', security: { authRequired: false } } : { token });
  });

  app.use(['/card/v1/charges', '/v1', '/analytics'], (req, res, nextFn) => {
    if (req.header('private-merchant-id') !== keys.privateMerchantId) {
      res.status(401).json({ code: 'K004', message: 'ID de comercio o credencial no válido' });
      return;
    }
    nextFn();
  });
  app.post('/card/v1/charges', async (req, res) => {
    const body = req.body as {
      token?: string;
      amount?: { subtotalIva0?: number; currency?: string };
      metadata?: Record<string, unknown>;
    };
    const token = body.token ? tokens.get(body.token) : undefined;
    if (!token || token.used) {
      res.status(400).json({ code: 'K001', message: 'Token inválido o ya usado' });
      return;
    }
    token.used = true;
    // A token whose 3-D Secure challenge was not passed is not charged (Kushki refuses it).
    const unauthenticated = token.secureId !== null && !secure.get(token.secureId)?.validated;
    const declined = unauthenticated ? 'K322' : OUTCOME[token.number];
    const transaction: Transaction = {
      ticket_number: String(next++),
      transaction_status: declined ? 'DECLINED' : 'APPROVAL',
      response_code: declined ?? '000',
      approved_transaction_amount: declined ? 0 : Number(body.amount?.subtotalIva0 ?? 0),
      currency_code: body.amount?.currency ?? 'CLP',
      payment_method: 'card',
      created: Date.now(),
      metadata: body.metadata ?? null,
      last_four_digits: token.number.slice(-4),
    };
    transactions.push(transaction);
    // A slow processor: the charge is taken, its answer comes late (or never, if the caller died).
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (declined) {
      res.status(400).json({
        code: declined,
        message: 'Transacción rechazada',
        details: { ticketNumber: transaction.ticket_number },
      });
      return;
    }
    res.status(201).json({
      ticketNumber: transaction.ticket_number,
      transactionReference: `ref-${transaction.ticket_number}`,
      details: { transactionStatus: 'APPROVAL', lastFourDigits: transaction.last_four_digits },
    });
  });
  app.get('/analytics/v1/transactions-list', (req, res) => {
    const from = Date.parse(`${String(req.query.from)}Z`);
    const to = Date.parse(`${String(req.query.to)}Z`);
    if (!Number.isFinite(from) || !Number.isFinite(to)) {
      res.status(400).json({ code: 'K001', message: 'from y to son obligatorios' });
      return;
    }
    const rows = transactions.filter((t) => t.created >= from && t.created <= to);
    const offset = Number(req.query.offset ?? 0) || 0;
    const limit = Number(req.query.limit ?? 600) || 600;
    res.json({ data: rows.slice(offset, offset + limit), total: rows.length });
  });
  // Card subscriptions (Private-Merchant-Id): create on a card token, read, charge on demand, cancel.
  app.use('/subscriptions/v1/card', (req, res, nextFn) => {
    if (req.header('private-merchant-id') !== keys.privateMerchantId) {
      res.status(401).json({ code: 'K004', message: 'ID de comercio o credencial no válido' });
      return;
    }
    nextFn();
  });
  app.post('/subscriptions/v1/card', (req, res) => {
    const body = req.body as { token?: string; planName?: string; periodicity?: string; startDate?: string };
    const token = body.token ? tokens.get(body.token) : undefined;
    if (!token || token.used) {
      res.status(400).json({ code: 'K001', message: 'Token inválido o ya usado' });
      return;
    }
    if (!body.planName || !body.periodicity || !/^\d{4}-\d{2}-\d{2}$/.test(body.startDate ?? '')) {
      res.status(400).json({ code: 'K001', message: 'Cuerpo de la petición inválido' });
      return;
    }
    token.used = true;
    // An expired card cannot be subscribed (Kushki validates the card when the subscription is created).
    if (OUTCOME[token.number] === 'K017') {
      res.status(400).json({ code: 'K017', message: 'Tarjeta vencida' });
      return;
    }
    const subscriptionId = String(next++);
    subscriptions.set(subscriptionId, {
      number: token.number,
      periodicity: body.periodicity,
      status: 'active',
      outcome: OUTCOME[token.number] ?? null,
    });
    res.status(201).json({ subscriptionId });
  });
  app.get('/subscriptions/v1/card/search/:id', (req, res) => {
    const subscription = subscriptions.get(req.params.id);
    if (!subscription) {
      res.status(404).json({ code: 'K041', message: 'Suscripción no encontrada' });
      return;
    }
    res.json({
      subscriptionId: req.params.id,
      periodicity: subscription.periodicity,
      status: subscription.status,
      cardDetails: {
        lastFourDigits: subscription.number.slice(-4),
        brand: subscription.number.startsWith('4') ? 'VISA' : 'MASTERCARD',
      },
    });
  });
  app.post('/subscriptions/v1/card/:id', async (req, res) => {
    const subscription = subscriptions.get(req.params.id);
    const body = req.body as {
      amount?: { subtotalIva0?: number; currency?: string };
      metadata?: Record<string, unknown>;
    };
    if (!subscription || subscription.status !== 'active') {
      res.status(400).json({ code: 'K041', message: 'Suscripción no encontrada o cancelada' });
      return;
    }
    const declined = subscription.outcome;
    const transaction: Transaction = {
      ticket_number: String(next++),
      transaction_status: declined ? 'DECLINED' : 'APPROVAL',
      response_code: declined ?? '000',
      approved_transaction_amount: declined ? 0 : Number(body.amount?.subtotalIva0 ?? 0),
      currency_code: body.amount?.currency ?? 'CLP',
      payment_method: 'card',
      created: Date.now(),
      metadata: body.metadata ?? null,
      last_four_digits: subscription.number.slice(-4),
      subscription_id: req.params.id,
    };
    transactions.push(transaction);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (declined) {
      res.status(400).json({
        code: declined,
        message: 'Transacción rechazada',
        details: { ticketNumber: transaction.ticket_number },
      });
      return;
    }
    res.status(201).json({
      ticketNumber: transaction.ticket_number,
      transactionReference: `ref-${transaction.ticket_number}`,
      details: { transactionStatus: 'APPROVAL', lastFourDigits: transaction.last_four_digits },
    });
  });
  app.delete('/subscriptions/v1/card/:id', (req, res) => {
    const subscription = subscriptions.get(req.params.id);
    if (!subscription) {
      res.status(404).json({ code: 'K041', message: 'Suscripción no encontrada' });
      return;
    }
    subscription.status = 'cancelled';
    res.json({ code: 'K000', message: 'Suscripción cancelada' });
  });
  const settle =
    (status: 'REFUND' | 'VOID') =>
    (req: Request<{ ticket: string }>, res: Response): void => {
      const transaction = transactions.find((t) => t.ticket_number === req.params.ticket);
      if (!transaction || transaction.transaction_status !== 'APPROVAL') {
        res.status(400).json({ code: 'K006', message: 'Ticket no válido' });
        return;
      }
      transaction.transaction_status = status;
      res.json({ ticketNumber: `R${req.params.ticket}`, code: 'K000', message: 'Solicitud aceptada' });
    };
  app.delete('/v1/refund/:ticket', settle('REFUND'));
  app.delete('/v1/charges/:ticket', settle('VOID'));

  return serve(app, received).then((double) => ({
    ...double,
    transactions,
    subscriptions,
    delayChargesMs: (ms: number) => {
      delayMs = ms;
    },
    notify: async (url, ticketNumber, options = {}) => {
      const transaction = transactions.find((t) => t.ticket_number === ticketNumber);
      if (!transaction) throw new Error(`Kushki double: no transaction ${ticketNumber}`);
      const secret = options.secret ?? keys.webhookSignature ?? '';
      const id = String(Date.now());
      const body = JSON.stringify({ ...transaction, merchant_id: keys.publicMerchantId });
      const sign = (text: string) => createHmac('sha256', secret).update(text).digest('hex');
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'X-Kushki-Id': id,
        'X-Kushki-Key': keys.publicMerchantId,
        'X-Kushki-Signature':
          options.tamper === 'signature' ? sign(`${body}.${Number(id) + 1}`) : sign(`${body}.${id}`),
        'X-Kushki-SimpleSignature': sign(id),
      };
      if (options.tamper === 'missing') delete headers['X-Kushki-Signature'];
      const sent = options.tamper === 'body' ? body.replace(/"APPROVAL"|"DECLINED"/, '"REFUND"') : body;
      const response = await fetch(url, { method: 'POST', headers, body: sent });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
  }));

  /**
   * The stand-in of Kushki's browser library on this double: its constructor, requestToken (merchant
   * settings, the 3-D Secure JWT when the merchant has 3DS active, then the token) and
   * requestValidate3DS ({ secureId, security }): with authRequired it shows the issuer's challenge in a
   * modal (as Kushki's sandbox modal does), posts the buyer's answer to the ACS, then asks
   * rules/v1/secureValidation and answers { isValid } (code 3DS000 is valid), else { isValid: true }.
   */
  function browserLibrary(): string {
    return `(function () {
  var api = (document.currentScript && new URL(document.currentScript.src).origin) || '';
  function json(r) { return r.json().then(function (j) { if (!r.ok) throw j; return j; }); }
  function fail(callback) { return function (e) { callback({ code: (e && e.code) || 'E002', message: (e && e.message) || 'Error', error: (e && e.message) || 'Error' }); }; }
  function Kushki(options) { this.merchantId = options.merchantId; this.inTestEnvironment = !!options.inTestEnvironment; }
  Kushki.prototype.requestToken = function (body, callback) {
    var mid = this.merchantId;
    var headers = { 'Content-Type': 'application/json', 'Public-Merchant-Id': mid };
    var merchant;
    fetch(api + '/merchant/v1/merchant/settings', { headers: { 'Public-Merchant-Id': mid } })
      .then(json)
      .then(function (m) {
        merchant = m;
        if (!m.active_3dsecure) return null;
        return fetch(api + '/card/v1/authToken', { headers: { 'Public-Merchant-Id': mid } }).then(json);
      })
      .then(function (auth) {
        var card = body.card || {};
        var request = {
          card: { name: card.name, number: card.number, cvv: card.cvc, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear },
          totalAmount: Number(body.amount), currency: body.currency, isDeferred: false, merchantName: merchant.merchant_name
        };
        if (auth && auth.jwt) request.jwt = auth.jwt;
        return fetch(api + '/card/v1/tokens', { method: 'POST', headers: headers, body: JSON.stringify(request) });
      })
      .then(json)
      .then(function (j) { callback(j); })
      .catch(fail(callback));
  };
  Kushki.prototype.requestValidate3DS = function (body, callback) {
    var mid = this.merchantId;
    if (!body || !body.security) return callback({ code: 'E012', message: 'Campos 3DS inválidos' });
    if (!body.security.authRequired) return callback({ isValid: true });
    var overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-label', 'Autenticación 3-D Secure de tu banco');
    overlay.setAttribute('data-kushki-3ds', '');
    overlay.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:9999';
    overlay.innerHTML = '<div><p>Banco de pruebas: confirma la compra.</p>' +
      '<button type="button" data-answer="approve">Confirmar compra</button> <button type="button" data-answer="refuse">Rechazar</button></div>';
    // Styles through the CSSOM: the site's CSP refuses style attributes in markup.
    overlay.firstChild.style.cssText = 'background:#fff;padding:24px;max-width:360px';
    document.body.appendChild(overlay);
    overlay.addEventListener('click', function (event) {
      var answer = event.target && event.target.getAttribute && event.target.getAttribute('data-answer');
      if (!answer) return;
      overlay.remove();
      fetch(body.security.acsURL, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Public-Merchant-Id': mid },
        body: JSON.stringify({ secureId: body.secureId, outcome: answer }) })
        .then(json)
        .then(function () {
          return fetch(api + '/rules/v1/secureValidation', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Public-Merchant-Id': mid },
            body: JSON.stringify({ secureServiceId: body.secureId, otpValue: '' }) });
        })
        .then(json)
        .then(function (r) { callback({ isValid: (r.code === '3DS000' && r.message === 'ok') || (r.message === '3DS000' && r.code === 'ok') }); })
        .catch(fail(callback));
    });
  };
  window.Kushki = Kushki;
})();`;
  }
}
