import { randomBytes } from 'node:crypto';
import { luhnValid } from '../../../domain/card-number.js';
import { cors, type Double, recorder, serve } from './serve.js';

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

/** MercadoPago's documented test card for a 3-D Secure challenge (with three_d_secure_mode 'optional'). */
export const MERCADOPAGO_CHALLENGE_CARD = '5483928164574623';

/**
 * What MercadoPago.js (the Card Payment Brick's fields) sends to the double for a card typed by `holder` (its test
 * users decide the payment's outcome): answers the card token's id.
 */
export async function mercadoPagoCardToken(
  doubleUrl: string,
  publicKey: string,
  holder: string,
  number = '5031755734530604',
): Promise<string> {
  const response = await fetch(`${doubleUrl}/v1/card_tokens?public_key=${publicKey}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      card_number: number,
      security_code: '123',
      expiration_month: 11,
      expiration_year: 2030,
      cardholder: { name: holder },
    }),
  });
  return ((await response.json()) as { id: string }).id;
}

/**
 * MercadoPago: POST /v1/card_tokens?public_key= (what MercadoPago.js sends to tokenise a card),
 * /v1/payments (create, get, search) and /v1/payments/{id}/refunds with the access token. /js/v2 is a
 * stand-in of MercadoPago.js's Card Payment Brick (`new MercadoPago(publicKey, { locale })
 * .bricks().create('cardPayment', containerId, { initialization: { amount }, callbacks: { onReady,
 * onSubmit, onError } })`): it renders the card form in the container, tokenises the card typed there
 * with this double and hands onSubmit its documented form data ({ token, issuer_id, payment_method_id,
 * transaction_amount, installments, payer }). A payment needs payment_method_id with the token, and it
 * must be the token's card brand, as MercadoPago documents. Create honours X-Idempotency-Key: a key
 * replayed answers the first payment. With
 * three_d_secure_mode 'optional', the challenge test card answers pending / pending_challenge with
 * three_ds_info { external_resource_url, creq }; /3ds/challenge is that page (the issuer's ACS): it takes
 * the CReq by form POST in a frame, the buyer confirms or refuses, the payment becomes approved or
 * rejected (cc_rejected_3ds_challenge) and the page tells its parent { status: 'COMPLETE' }.
 * PUT /v1/payments/{id} { status: 'cancelled' } cancels a payment not yet approved. Card on file (issue 28):
 * GET /v1/customers/search?email, POST /v1/customers, POST /v1/customers/{id}/cards { token } saves the card
 * (its brand and last four answered), DELETE …/cards/{cardId}, and POST /v1/card_tokens { card_id, customer_id }
 * with the access token gives a token of the saved card for a payment (the card's holder still decides it).
 */
export function mercadoPagoDouble(keys: { accessToken: string; publicKey: string }): Promise<
  Double & {
    payments: Map<string, Record<string, unknown>>;
    customers: Map<string, { id: string; email: string }>;
    cards: Map<
      string,
      { customerId: string; holder: string; number: string; paymentMethodId: string; deleted: boolean }
    >;
  }
> {
  const received: Double['received'] = [];
  const app = recorder(received);
  const tokens = new Map<
    string,
    { holder: string; number: string; lastFour: string; paymentMethodId: string; used: boolean }
  >();
  const payments = new Map<string, Record<string, unknown>>();
  const customers = new Map<string, { id: string; email: string }>();
  /** Saved cards (card on file): the holder decides the outcome of their payments, as for the test users. */
  const cards = new Map<
    string,
    { customerId: string; holder: string; number: string; paymentMethodId: string; deleted: boolean }
  >();
  const byIdempotencyKey = new Map<string, string>();
  let next = 1_000_000;

  app.get('/js/v2', (_req, res) => {
    res.type('application/javascript').send(browserLibrary());
  });
  // A saved card's token (the server's side, with the access token): card_id and customer_id, no CVV (the
  // automatic-payments permission MercadoPago grants the application).
  app.post('/v1/card_tokens', (req, res, nextFn) => {
    const body = req.body as { card_id?: string; customer_id?: string };
    if (!body.card_id) {
      nextFn();
      return;
    }
    if (req.header('authorization') !== `Bearer ${keys.accessToken}`) {
      res.status(401).json({ message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });
      return;
    }
    const card = cards.get(body.card_id);
    if (!card || card.deleted || card.customerId !== body.customer_id) {
      res.status(404).json({
        message: 'card not found',
        error: 'not_found',
        status: 404,
        cause: [{ code: '2002', description: 'Card not found for this customer' }],
      });
      return;
    }
    const id = randomBytes(16).toString('hex');
    tokens.set(id, {
      holder: card.holder,
      number: card.number,
      lastFour: card.number.slice(-4),
      paymentMethodId: card.paymentMethodId,
      used: false,
    });
    res.status(201).json({ id, card_id: body.card_id, last_four_digits: card.number.slice(-4), status: 'active' });
  });
  // Customers and their saved cards (card on file), with the access token.
  app.use('/v1/customers', (req, res, nextFn) => {
    if (req.header('authorization') !== `Bearer ${keys.accessToken}`) {
      res.status(401).json({ message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });
      return;
    }
    nextFn();
  });
  app.get('/v1/customers/search', (req, res) => {
    const results = [...customers.values()].filter((c) => c.email === req.query.email);
    res.json({ paging: { total: results.length, limit: 10, offset: 0 }, results });
  });
  app.post('/v1/customers', (req, res) => {
    const email = (req.body as { email?: string }).email ?? '';
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
      res.status(400).json({ message: 'invalid email', error: 'bad_request', status: 400, cause: [{ code: '100' }] });
      return;
    }
    if ([...customers.values()].some((c) => c.email === email)) {
      res.status(400).json({
        message: 'the customer already exist',
        error: 'bad_request',
        status: 400,
        cause: [{ code: '101', description: 'the customer already exist' }],
      });
      return;
    }
    const customer = { id: `${next++}-cus${randomBytes(4).toString('hex')}`, email };
    customers.set(customer.id, customer);
    res.status(201).json(customer);
  });
  app.post('/v1/customers/:id/cards', (req, res) => {
    const token = tokens.get(String((req.body as { token?: string }).token ?? ''));
    if (!customers.has(req.params.id)) {
      res.status(404).json({ message: 'customer not found', error: 'not_found', status: 404, cause: [] });
      return;
    }
    if (!token || token.used) {
      res.status(400).json({
        message: 'invalid parameter card_token_id',
        error: 'bad_request',
        status: 400,
        cause: [{ code: '2006', description: 'Card Token not found' }],
      });
      return;
    }
    token.used = true;
    const id = String(next++);
    cards.set(id, {
      customerId: req.params.id,
      holder: token.holder,
      number: token.number,
      paymentMethodId: token.paymentMethodId,
      deleted: false,
    });
    res.status(200).json({
      id,
      customer_id: req.params.id,
      first_six_digits: token.number.slice(0, 6),
      last_four_digits: token.number.slice(-4),
      payment_method: { id: token.paymentMethodId, name: token.paymentMethodId, payment_type_id: 'credit_card' },
      cardholder: { name: token.holder },
    });
  });
  app.delete('/v1/customers/:id/cards/:cardId', (req, res) => {
    const card = cards.get(req.params.cardId);
    if (!card || card.customerId !== req.params.id || card.deleted) {
      res.status(404).json({ message: 'card not found', error: 'not_found', status: 404, cause: [] });
      return;
    }
    card.deleted = true;
    res.json({ id: req.params.cardId, customer_id: req.params.id });
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
      : !luhnValid(number)
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
    tokens.set(id, {
      holder: body.cardholder!.name!.trim().toUpperCase(),
      number,
      lastFour: number.slice(-4),
      paymentMethodId: paymentMethodOf(number),
      used: false,
    });
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
    const body = req.body as {
      token?: string;
      transaction_amount?: number;
      external_reference?: string;
      three_d_secure_mode?: string;
      payment_method_id?: string;
    };
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
    if (body.payment_method_id !== token.paymentMethodId) {
      res.status(400).json({
        message: body.payment_method_id ? 'diff_param_bins' : 'payment_method_id attribute can not be null',
        error: 'bad_request',
        status: 400,
        cause: [{ code: body.payment_method_id ? 3034 : 4020, description: 'Invalid payment_method_id' }],
      });
      return;
    }
    token.used = true;
    const outcome = MERCADOPAGO_HOLDERS[token.holder] ?? MERCADOPAGO_HOLDERS.APRO!;
    const id = String(next++);
    const challenge = body.three_d_secure_mode === 'optional' && token.number === MERCADOPAGO_CHALLENGE_CARD;
    const payment: Record<string, unknown> = {
      id: Number(id),
      status: challenge ? 'pending' : outcome.status,
      status_detail: challenge ? 'pending_challenge' : outcome.detail,
      transaction_amount: body.transaction_amount,
      external_reference: body.external_reference,
      card: { last_four_digits: token.lastFour },
      ...(challenge
        ? {
            three_ds_info: {
              external_resource_url: `${req.protocol}://${req.get('host')}/3ds/challenge`,
              creq: Buffer.from(JSON.stringify({ paymentId: id, messageVersion: '2.2.0' })).toString('base64'),
            },
          }
        : {}),
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
  app.put('/v1/payments/:id', (req, res) => {
    const payment = payments.get(req.params.id);
    if (!payment) {
      res.status(404).json({ message: 'Payment not found', error: 'not_found', status: 404, cause: [{ code: 2000 }] });
      return;
    }
    if ((req.body as { status?: string }).status === 'cancelled') {
      if (payment.status !== 'pending' && payment.status !== 'in_process') {
        res
          .status(400)
          .json({ message: 'Payment cannot be cancelled', error: 'bad_request', status: 400, cause: [{ code: 3005 }] });
        return;
      }
      payment.status = 'cancelled';
      payment.status_detail = 'by_collector';
      delete payment.three_ds_info;
    }
    res.json(payment);
  });
  // The issuer's challenge page (ACS), opened in a frame by a form POST of the CReq.
  const pending = (creq: unknown) => {
    try {
      const { paymentId } = JSON.parse(Buffer.from(String(creq), 'base64').toString('utf8')) as { paymentId?: string };
      const payment = paymentId ? payments.get(paymentId) : undefined;
      return payment && payment.status_detail === 'pending_challenge' ? payment : undefined;
    } catch {
      return undefined;
    }
  };
  app.post('/3ds/challenge', (req, res) => {
    const creq = (req.body as { creq?: string }).creq;
    if (!pending(creq)) {
      res.status(400).type('html').send('<p>Desafío no válido o vencido.</p>');
      return;
    }
    const button = (answer: string, label: string) =>
      `<form method="post" action="/3ds/challenge/answer" style="display:inline"><input type="hidden" name="creq" value="${creq}"><input type="hidden" name="answer" value="${answer}"><button type="submit">${label}</button></form>`;
    res
      .type('html')
      .send(
        `<!doctype html><html lang="es"><body><p>Banco de pruebas: confirma la compra con el código enviado a tu teléfono.</p>${button('approve', 'Confirmar compra')} ${button('refuse', 'Rechazar')}</body></html>`,
      );
  });
  app.post('/3ds/challenge/answer', (req, res) => {
    const body = req.body as { creq?: string; answer?: string };
    const payment = pending(body.creq);
    if (payment) {
      const approved = body.answer === 'approve';
      payment.status = approved ? 'approved' : 'rejected';
      payment.status_detail = approved ? 'accredited' : 'cc_rejected_3ds_challenge';
      delete payment.three_ds_info;
    }
    // As MercadoPago's challenge does: the frame tells the page the challenge is over.
    res
      .type('html')
      .send(
        `<!doctype html><html lang="es"><body><p>Listo.</p><script>parent.postMessage({ status: 'COMPLETE' }, '*');</script></body></html>`,
      );
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

  return serve(app, received).then((double) => ({ ...double, payments, customers, cards }));

  /**
   * The stand-in of MercadoPago.js's Card Payment Brick on this double. Its fields are plain inputs in the
   * container (the real Brick's are MercadoPago's iframes); no style attributes (the site's CSP refuses them).
   */
  function browserLibrary(): string {
    return `(function () {
  var api = (document.currentScript && new URL(document.currentScript.src).origin) || '';
  function el(tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (k) { if (k in node) node[k] = props[k]; else node.setAttribute(k, props[k]); });
    (children || []).forEach(function (c) { node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c); });
    return node;
  }
  function brand(number) { return /^4/.test(number) ? 'visa' : /^3[47]/.test(number) ? 'amex' : /^5/.test(number) ? 'master' : 'debmaster'; }
  var MESSAGES = { '205': 'Ingresa el número de tarjeta.', E301: 'Revisa el número de tarjeta.', E302: 'Revisa el código de seguridad.', '325': 'Revisa la fecha de vencimiento.', '326': 'Revisa la fecha de vencimiento.', '221': 'Ingresa el nombre del titular.' };
  function MercadoPago(publicKey, options) { this.publicKey = publicKey; this.locale = (options && options.locale) || 'es-CL'; }
  MercadoPago.prototype.bricks = function () {
    var mp = this;
    return {
      create: function (name, containerId, settings) {
        if (name !== 'cardPayment') return Promise.reject(new Error('brick not available in this double: ' + name));
        var container = document.getElementById(containerId);
        if (!container) return Promise.reject(new Error('container not found'));
        var callbacks = settings.callbacks || {};
        var amount = Number((settings.initialization || {}).amount);
        var payer = (settings.initialization || {}).payer || {};
        function field(id, label, autocomplete) {
          var input = el('input', { id: 'mp-' + id, autocomplete: autocomplete, inputMode: id === 'holder' ? 'text' : 'numeric' });
          return { input: input, row: el('div', { className: 'mp-field' }, [el('label', { htmlFor: 'mp-' + id }, [label]), input]) };
        }
        var number = field('number', 'Número de tarjeta', 'cc-number');
        var expiry = field('expiry', 'Vencimiento (MM/AA)', 'cc-exp');
        var cvv = field('cvv', 'Código de seguridad', 'cc-csc');
        var holder = field('holder', 'Nombre del titular como aparece en la tarjeta', 'cc-name');
        var error = el('p', { className: 'mp-error', role: 'alert' });
        var button = el('button', { type: 'submit' }, ['Pagar']);
        var form = el('form', { className: 'mp-card-payment-brick', noValidate: true }, [number.row, expiry.row, cvv.row, holder.row, error, button]);
        form.addEventListener('submit', function (event) {
          event.preventDefault();
          error.textContent = '';
          var digits = number.input.value.replace(/\\D/g, '');
          var parts = expiry.input.value.split('/');
          button.disabled = true;
          fetch(api + '/v1/card_tokens?public_key=' + encodeURIComponent(mp.publicKey), {
            method: 'POST', headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              card_number: digits, security_code: cvv.input.value.trim(),
              expiration_month: Number(parts[0]), expiration_year: Number('20' + String(parts[1] || '').trim().slice(-2)),
              cardholder: { name: holder.input.value.trim() }
            })
          }).then(function (r) { return r.json().then(function (j) { if (!r.ok) throw j; return j; }); })
            .then(function (token) {
              // A token serves one payment: the number and code are typed again for another.
              number.input.value = ''; cvv.input.value = '';
              return Promise.resolve(callbacks.onSubmit({
                token: token.id, issuer_id: '1', payment_method_id: brand(digits),
                transaction_amount: amount, installments: 1,
                payer: { email: payer.email || '', identification: { type: 'RUT', number: '' } }
              })).catch(function () { /* the integrator shows its own error */ });
            }, function (failure) {
              var cause = failure && failure.cause && failure.cause[0] && String(failure.cause[0].code);
              error.textContent = MESSAGES[cause] || 'Revisa los datos de tu tarjeta.';
              if (callbacks.onError) callbacks.onError({ type: 'non_critical', cause: cause || 'unknown', message: error.textContent });
            })
            .then(function () { button.disabled = false; });
        });
        container.appendChild(form);
        if (callbacks.onReady) setTimeout(callbacks.onReady, 0);
        return Promise.resolve({ unmount: function () { form.remove(); } });
      }
    };
  };
  window.MercadoPago = MercadoPago;
})();`;
  }
}

/** The card brand MercadoPago names a number by (its payment_method_id). */
function paymentMethodOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^3[47]/.test(number)) return 'amex';
  if (number.startsWith('5')) return 'master';
  return 'debmaster';
}
