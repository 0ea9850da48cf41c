import { randomBytes } from 'node:crypto';
import { type Double, recorder, serve } from './serve.js';

/**
 * Transbank's documented integration cards, as this double plays them: the Visa is enrolled and authorized,
 * the Mastercard is enrolled and every authorization on it is rejected (response_code -1).
 */
export const ONECLICK_TEST_CARDS = {
  approved: { type: 'Visa', number: '4051885600446623' },
  rejected: { type: 'Mastercard', number: '5186059559590568' },
} as const;

/** What the card does when authorized: approve, reject (-1), or exceed the daily limits (-97). */
export type OneclickScenario = 'approve' | 'reject' | 'limit';

interface Inscription {
  username: string;
  email: string;
  responseUrl: string;
  /** What the buyer did on Transbank's page (null until then). */
  outcome: 'approved' | 'rejected' | 'declined-card' | 'aborted' | null;
  finished: boolean;
}

interface OneclickUser {
  username: string;
  cardType: string;
  cardNumber: string;
  scenario: OneclickScenario;
  deleted: boolean;
}

type Authorization = Record<string, unknown> & { details: Record<string, unknown>[] };

/**
 * Transbank Oneclick Mall REST v1.2 (what transbank-sdk's Oneclick.MallInscription / MallTransaction send, with
 * Tbk-Api-Key-Id / Tbk-Api-Key-Secret of the mall): POST /inscriptions {username, email, response_url} answers
 * {token, url_webpay}; the buyer's browser posts TBK_TOKEN to url_webpay (Transbank's enrolment page), enrols
 * a card there, and Transbank posts TBK_TOKEN back to response_url; PUT /inscriptions/{token} finishes it
 * ({response_code 0, tbk_user, authorization_code, card_type, card_number masked}; -1 when the card was
 * refused; a second finish or an unfinished one is refused with 422); DELETE /inscriptions {tbk_user, username}
 * answers 204. POST /transactions {username, tbk_user, buy_order, details[{commerce_code, buy_order, amount,
 * installments_number}]} authorizes on the card (each detail AUTHORIZED with response_code 0, or FAILED with the
 * card's code); a buy order already used is refused with 422, as Transbank refuses it, and GET
 * /transactions/{buy_order} answers the authorization it made. Only the mall's child commerce codes are accepted.
 */
export function oneclickDouble(keys: { commerceCode: string; apiKey: string; childCommerceCode: string }): Promise<
  Double & {
    inscriptions: Map<string, Inscription>;
    users: Map<string, OneclickUser>;
    /** The authorizations Transbank holds, by parent buy order (what a test counts). */
    authorizations: Map<string, Authorization>;
    /** Acts out the buyer on the enrolment page without a browser: the fields Transbank posts back. */
    enrolAs(
      token: string,
      outcome: 'approved' | 'declined-card' | 'rejected' | 'aborted',
    ): Promise<{ url: string; fields: Record<string, string> }>;
    /** Makes an enrolled card answer otherwise from now on (a card blocked or over its limits). */
    setScenario(tbkUser: string, scenario: OneclickScenario): void;
  }
> {
  const received: Double['received'] = [];
  const app = recorder(received);
  const base = '/rswebpaytransaction/api/oneclick/v1.2';
  const inscriptions = new Map<string, Inscription>();
  const users = new Map<string, OneclickUser>();
  const authorizations = new Map<string, Authorization>();
  const childOrders = new Set<string>();
  let origin = '';

  function decide(token: string, outcome: Exclude<Inscription['outcome'], null>) {
    const inscription = inscriptions.get(token)!;
    inscription.outcome = outcome;
    return { url: inscription.responseUrl, fields: { TBK_TOKEN: token } };
  }

  // Transbank's enrolment page (the buyer's side): TBK_TOKEN by form POST (or GET).
  app.all('/webpayserver/bp_inscription.cgi', (req, res) => {
    const token = String((req.body as { TBK_TOKEN?: string })?.TBK_TOKEN ?? req.query.TBK_TOKEN ?? '');
    const inscription = inscriptions.get(token);
    if (!inscription || inscription.outcome) {
      res.status(400).type('html').send('<h1>Inscripción inválida</h1>');
      return;
    }
    const button = (outcome: string, label: string) =>
      `<form method="post" action="/webpayserver/bp_inscription_decide"><input type="hidden" name="token" value="${token}">` +
      `<input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
    res
      .type('html')
      .send(
        `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Oneclick (doble de pruebas)</title></head><body>` +
          `<h1>Inscripción Oneclick</h1>` +
          button('approved', `Inscribir ${ONECLICK_TEST_CARDS.approved.type} terminada en 6623`) +
          button('declined-card', `Inscribir ${ONECLICK_TEST_CARDS.rejected.type} terminada en 0568`) +
          button('rejected', 'Inscripción rechazada por el banco') +
          button('aborted', 'Anular y volver al comercio') +
          `</body></html>`,
      );
  });
  app.post('/webpayserver/bp_inscription_decide', (req, res) => {
    const { token, outcome } = req.body as { token?: string; outcome?: Exclude<Inscription['outcome'], null> };
    if (!token || !inscriptions.has(token) || !outcome) {
      res.status(400).type('html').send('<h1>Inscripción inválida</h1>');
      return;
    }
    const back = decide(token, outcome);
    res
      .type('html')
      .send(
        `<!doctype html><html lang="es"><body><form id="back" method="post" action="${back.url}">` +
          `<input type="hidden" name="TBK_TOKEN" value="${token}"><button type="submit">Volver al comercio</button></form>` +
          `<script>document.getElementById('back').submit()</script></body></html>`,
      );
  });

  app.use('/rswebpaytransaction', (req, res, nextFn) => {
    if (req.header('tbk-api-key-id') !== keys.commerceCode || req.header('tbk-api-key-secret') !== keys.apiKey) {
      res.status(401).json({ error_message: 'Not Authorized' });
      return;
    }
    nextFn();
  });

  app.post(`${base}/inscriptions`, (req, res) => {
    const body = req.body as { username?: string; email?: string; response_url?: string };
    if (!body.username || body.username.length > 40 || !body.email || !body.response_url) {
      res.status(422).json({ error_message: 'Invalid value for parameter: username, email or response_url' });
      return;
    }
    const token = `01ab${randomBytes(30).toString('hex')}`;
    inscriptions.set(token, {
      username: body.username,
      email: body.email,
      responseUrl: body.response_url,
      outcome: null,
      finished: false,
    });
    res.json({ token, url_webpay: `${origin}/webpayserver/bp_inscription.cgi` });
  });

  app.put(`${base}/inscriptions/:token`, (req, res) => {
    const inscription = inscriptions.get(req.params.token);
    if (!inscription || inscription.finished || !inscription.outcome) {
      res.status(422).json({ error_message: 'Invalid value for parameter: token' });
      return;
    }
    inscription.finished = true;
    if (inscription.outcome === 'rejected' || inscription.outcome === 'aborted') {
      res.json({ response_code: inscription.outcome === 'aborted' ? -96 : -1 });
      return;
    }
    const card = inscription.outcome === 'approved' ? ONECLICK_TEST_CARDS.approved : ONECLICK_TEST_CARDS.rejected;
    const tbkUser = randomBytes(18).toString('hex');
    users.set(tbkUser, {
      username: inscription.username,
      cardType: card.type,
      cardNumber: card.number,
      scenario: inscription.outcome === 'approved' ? 'approve' : 'reject',
      deleted: false,
    });
    res.json({
      response_code: 0,
      tbk_user: tbkUser,
      authorization_code: '1213',
      card_type: card.type,
      card_number: `XXXXXXXXXXXX${card.number.slice(-4)}`,
    });
  });

  app.delete(`${base}/inscriptions`, (req, res) => {
    const body = req.body as { tbk_user?: string; username?: string };
    const user = body.tbk_user ? users.get(body.tbk_user) : undefined;
    if (!user || user.deleted || user.username !== body.username) {
      res.status(422).json({ error_message: 'Invalid value for parameter: tbk_user' });
      return;
    }
    user.deleted = true;
    res.status(204).end();
  });

  app.post(`${base}/transactions`, (req, res) => {
    const body = req.body as {
      username?: string;
      tbk_user?: string;
      buy_order?: string;
      details?: { commerce_code?: string; buy_order?: string; amount?: number; installments_number?: number }[];
    };
    const details = body.details ?? [];
    if (
      !body.buy_order ||
      body.buy_order.length > 26 ||
      details.length === 0 ||
      details.some((d) => !d.buy_order || d.buy_order.length > 26 || !d.amount || d.amount <= 0)
    ) {
      res.status(422).json({ error_message: 'Invalid value for parameter: buy_order or amount' });
      return;
    }
    if (details.some((d) => d.commerce_code !== keys.childCommerceCode)) {
      res.status(422).json({ error_message: 'Invalid value for parameter: commerce_code' });
      return;
    }
    if (authorizations.has(body.buy_order) || details.some((d) => childOrders.has(d.buy_order!))) {
      res.status(422).json({ error_message: 'Invalid value for parameter: buy_order (already used)' });
      return;
    }
    const user = body.tbk_user ? users.get(body.tbk_user) : undefined;
    const code = !user || user.deleted || user.username !== body.username ? -96 : codeOf(user.scenario);
    const authorization: Authorization = {
      buy_order: body.buy_order,
      card_detail: { card_number: user ? user.cardNumber.slice(-4) : '' },
      accounting_date: '1127',
      transaction_date: new Date().toISOString(),
      details: details.map((d) => ({
        amount: d.amount,
        status: code === 0 ? 'AUTHORIZED' : 'FAILED',
        authorization_code: code === 0 ? randomBytes(3).toString('hex') : '000000',
        payment_type_code: 'VN',
        response_code: code,
        installments_number: d.installments_number ?? 0,
        commerce_code: d.commerce_code,
        buy_order: d.buy_order,
      })),
    };
    authorizations.set(body.buy_order, authorization);
    for (const d of details) childOrders.add(d.buy_order!);
    res.json(authorization);
  });

  app.get(`${base}/transactions/:buyOrder`, (req, res) => {
    const authorization = authorizations.get(req.params.buyOrder);
    if (!authorization) {
      res.status(422).json({ error_message: 'Invalid value for parameter: buy_order' });
      return;
    }
    res.json(authorization);
  });

  return serve(app, received).then((double) => {
    origin = double.url;
    return {
      ...double,
      inscriptions,
      users,
      authorizations,
      enrolAs: async (token, outcome) => decide(token, outcome),
      setScenario: (tbkUser, scenario) => {
        users.get(tbkUser)!.scenario = scenario;
      },
    };
  });
}

function codeOf(scenario: OneclickScenario): number {
  if (scenario === 'approve') return 0;
  return scenario === 'limit' ? -97 : -1;
}
