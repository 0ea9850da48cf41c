import { randomBytes } from 'node:crypto';
import { type Double, recorder, serve } from './serve.js';

type Outcome = 'approve' | 'reject' | 'abort' | 'timeout' | 'error';

interface WebpayTransaction {
  buy_order: string;
  session_id: string;
  amount: number;
  return_url: string;
  /** INITIALIZED until committed; AUTHORIZED / FAILED after the commit; REVERSED after a refund. */
  status: 'INITIALIZED' | 'AUTHORIZED' | 'FAILED' | 'REVERSED';
  /** What the buyer did on the form (Webpay holds it until the commerce commits). */
  paid: 'approved' | 'rejected' | null;
  response_code?: number;
  commits: number;
}

/**
 * Transbank Webpay Plus REST v1.2 (what transbank-sdk sends: Tbk-Api-Key-Id / Tbk-Api-Key-Secret):
 * create (POST), commit (PUT), status (GET), refund (POST …/refunds); and Webpay's payment form at the
 * `url` create answers, reached by a POST of token_ws (or a GET with it). The form's buttons act out
 * the buyer: pay (approved), pay with a rejected card, "Anular" and let it expire; Webpay then sends
 * the buyer back to return_url as its documentation says: GET with token_ws after the form (API 1.1+),
 * POST with TBK_TOKEN, TBK_ORDEN_COMPRA and TBK_ID_SESION after "Anular", POST with TBK_ORDEN_COMPRA
 * and TBK_ID_SESION only when the form expired, and all four (token_ws too) when the buyer went back to
 * the commerce from the form's error page ("pago inválido"). A commit of a form not completed, or a second commit,
 * is refused with 422 as Webpay does.
 */
export function transbankDouble(
  commerceCode: string,
  apiKey: string,
): Promise<
  Double & {
    transactions: Map<string, WebpayTransaction>;
    /** Acts out the buyer on the form without a browser (adapter tests). */
    act(
      token: string,
      outcome: Outcome,
    ): Promise<{ method: 'GET' | 'POST'; url: string; fields: Record<string, string> }>;
  }
> {
  const received: Double['received'] = [];
  const app = recorder(received);
  const base = '/rswebpaytransaction/api/webpay/v1.2/transactions';
  const transactions = new Map<string, WebpayTransaction>();
  let origin = '';

  /** What the buyer's browser is sent back with, per the documented flows. */
  function decide(
    token: string,
    outcome: Outcome,
  ): { method: 'GET' | 'POST'; url: string; fields: Record<string, string> } {
    const tx = transactions.get(token)!;
    if (outcome === 'approve' || outcome === 'reject') {
      tx.paid = outcome === 'approve' ? 'approved' : 'rejected';
      return { method: 'GET', url: tx.return_url, fields: { token_ws: token } };
    }
    if (outcome === 'error') {
      return {
        method: 'POST',
        url: tx.return_url,
        fields: { token_ws: token, TBK_TOKEN: token, TBK_ORDEN_COMPRA: tx.buy_order, TBK_ID_SESION: tx.session_id },
      };
    }
    if (outcome === 'abort') {
      return {
        method: 'POST',
        url: tx.return_url,
        fields: { TBK_TOKEN: token, TBK_ORDEN_COMPRA: tx.buy_order, TBK_ID_SESION: tx.session_id },
      };
    }
    return {
      method: 'POST',
      url: tx.return_url,
      fields: { TBK_ORDEN_COMPRA: tx.buy_order, TBK_ID_SESION: tx.session_id },
    };
  }

  // Webpay's payment form (the buyer's side).
  app.all('/webpayserver/initTransaction', (req, res) => {
    const token = String((req.body as { token_ws?: string })?.token_ws ?? req.query.token_ws ?? '');
    const tx = transactions.get(token);
    if (!tx || tx.status !== 'INITIALIZED' || tx.paid) {
      res.status(400).type('html').send('<h1>Transacción inválida</h1>');
      return;
    }
    const button = (outcome: Outcome, label: string) =>
      `<form method="post" action="/webpayserver/decide"><input type="hidden" name="token" value="${token}">` +
      `<input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
    res
      .type('html')
      .send(
        `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Webpay (doble de pruebas)</title></head><body>` +
          `<h1>Webpay</h1><p data-testid="webpay-amount">Monto: $${tx.amount}</p>` +
          button('approve', 'Pagar') +
          button('reject', 'Pagar con tarjeta rechazada') +
          button('abort', 'Anular compra y volver al comercio') +
          button('timeout', 'Dejar expirar el formulario') +
          button('error', 'Volver al comercio tras un error del formulario') +
          `</body></html>`,
      );
  });
  app.post('/webpayserver/decide', (req, res) => {
    const { token, outcome } = req.body as { token?: string; outcome?: Outcome };
    if (!token || !transactions.has(token) || !outcome) {
      res.status(400).type('html').send('<h1>Transacción inválida</h1>');
      return;
    }
    const back = decide(token, outcome);
    if (back.method === 'GET') {
      res.redirect(303, `${back.url}?${new URLSearchParams(back.fields).toString()}`);
      return;
    }
    const inputs = Object.entries(back.fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
      .join('');
    res
      .type('html')
      .send(
        `<!doctype html><html lang="es"><body><form id="back" method="post" action="${back.url}">${inputs}` +
          `<button type="submit">Volver al comercio</button></form>` +
          `<script>document.getElementById('back').submit()</script></body></html>`,
      );
  });

  app.use('/rswebpaytransaction', (req, res, nextFn) => {
    if (req.header('tbk-api-key-id') !== commerceCode || req.header('tbk-api-key-secret') !== apiKey) {
      res.status(401).json({ error_message: 'Not Authorized' });
      return;
    }
    nextFn();
  });
  app.post(base, (req, res) => {
    const body = req.body as { buy_order?: string; session_id?: string; amount?: number; return_url?: string };
    if (!body.buy_order || body.buy_order.length > 26 || !body.amount || !body.return_url || !body.session_id) {
      res.status(422).json({ error_message: 'Invalid value for parameter: amount' });
      return;
    }
    const token = `01ab${randomBytes(30).toString('hex')}`;
    transactions.set(token, {
      buy_order: body.buy_order,
      session_id: body.session_id,
      amount: body.amount,
      return_url: body.return_url,
      status: 'INITIALIZED',
      paid: null,
      commits: 0,
    });
    res.json({ token, url: `${origin}/webpayserver/initTransaction` });
  });
  app.put(`${base}/:token`, (req, res) => {
    const tx = transactions.get(req.params.token);
    if (!tx) {
      res.status(422).json({ error_message: 'Invalid value for parameter: token' });
      return;
    }
    if (tx.status !== 'INITIALIZED' || !tx.paid) {
      res.status(422).json({
        error_message:
          tx.status === 'INITIALIZED'
            ? 'Invalid status 0 for transaction while authorizing. Commerce will be notified by webpay to authorize'
            : 'Transaction already locked by another process',
      });
      return;
    }
    tx.commits++;
    Object.assign(
      tx,
      tx.paid === 'approved' ? { status: 'AUTHORIZED', response_code: 0 } : { status: 'FAILED', response_code: -1 },
    );
    res.json(commitJson(tx));
  });
  app.get(`${base}/:token`, (req, res) => {
    const tx = transactions.get(req.params.token);
    if (!tx) {
      res.status(422).json({ error_message: 'Invalid value for parameter: token' });
      return;
    }
    res.json(commitJson(tx));
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

  return serve(app, received).then((double) => {
    origin = double.url;
    return {
      ...double,
      transactions,
      act: async (token: string, outcome: Outcome) => decide(token, outcome),
    };
  });
}

function commitJson(tx: WebpayTransaction) {
  return {
    vci: tx.status === 'AUTHORIZED' ? 'TSY' : undefined,
    amount: tx.amount,
    status: tx.status,
    buy_order: tx.buy_order,
    session_id: tx.session_id,
    card_detail: { card_number: '6623' },
    accounting_date: '1124',
    transaction_date: new Date().toISOString(),
    authorization_code: tx.status === 'AUTHORIZED' ? '1213' : undefined,
    payment_type_code: 'VN',
    response_code: tx.response_code,
    installments_number: 0,
  };
}
