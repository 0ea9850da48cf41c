// transbank-sdk is CommonJS without named-export hints: Node's ESM loader only sees its default export.
import transbank from 'transbank-sdk';
import { createHash } from 'node:crypto';
import type {
  CardVault,
  EnrolledChargeRequest,
  EnrolmentStart,
  EnrolmentStarted,
  EnrolRequest,
  EnrolResult,
  ProviderResult,
} from '../../application/ports.js';

export interface OneclickOptions {
  /** The Oneclick Mall's commerce code and secret (Transbank issues them apart from Webpay Plus's). */
  commerceCode: string;
  apiKey: string;
  /** The mall's store that collects the premiums (each authorization has one detail, for it). */
  childCommerceCode: string;
  /** The API's base URL (Environment.Integration / Production, or a local double). */
  environment: string;
  timeoutMs: number;
}

const { Options, Oneclick, TransactionDetail } = transbank;

type Detail = { status?: string; response_code?: number; buy_order?: string; authorization_code?: string };
type Authorization = { buy_order?: string; details?: Detail[] };

/** Oneclick's username for a sale's buyer (at most 40 characters): the sale's id, stable across card changes. */
export function oneclickUsername(saleId: string): string {
  return `s${saleId.replace(/-/g, '')}`.slice(0, 40);
}

/**
 * The buy orders (parent and child, at most 26 characters each) of a charge: derived from its idempotency key
 * (one per period and attempt), so a retried charge sends the same buy order and Transbank, which refuses a buy
 * order already used, never authorizes it twice.
 */
export function oneclickBuyOrders(idempotencyKey: string): { parent: string; child: string } {
  const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 25);
  return { parent: `P${digest}`, child: `C${digest}` };
}

/**
 * Oneclick's response codes in the provider error catalogue (spec 03 §8): -96 the inscription no longer exists
 * (the buyer must enrol the card again), -97 to -99 the card's daily amount or count limits, any other code a
 * rejection by the card or its issuer (processor code 577, "use another card").
 */
export function oneclickDeclineCode(responseCode: number | undefined): string {
  if (responseCode === -96) return '3008';
  if (responseCode === -97 || responseCode === -98 || responseCode === -99) return 'cc_amount_rate_limit_exceeded';
  return '577';
}

/** The token reference we store: Oneclick needs the username with the tbk_user (no card data in either). */
const tokenRefOf = (username: string, tbkUser: string) => `${username}|${tbkUser}`;
function readTokenRef(tokenRef: string): { username: string; tbkUser: string } | null {
  const [username, tbkUser, ...rest] = tokenRef.split('|');
  return username && tbkUser && rest.length === 0 ? { username, tbkUser } : null;
}

/**
 * Transbank Oneclick Mall through transbank-sdk (issue 28, t-subscriptions-one-click): the buyer enrols the card
 * on Transbank's page (inscription start -> url_webpay with TBK_TOKEN -> back to our route -> finish, which
 * answers the tbk_user), then each period is authorized on the tbk_user with a buy order derived from the
 * charge's key. Only the username and tbk_user are kept (with the card type and last four digits Transbank
 * shows). Oneclick sends no notifications: the authorization's answer is the result, and its status call
 * (by buy order) recovers an answer lost to a timeout or a dead process.
 */
export class TransbankOneclickVault implements CardVault {
  private readonly inscription: InstanceType<typeof Oneclick.MallInscription>;
  private readonly transaction: InstanceType<typeof Oneclick.MallTransaction>;

  constructor(private readonly options: OneclickOptions) {
    const sdkOptions = new Options(
      options.commerceCode,
      options.apiKey,
      options.environment.replace(/\/+$/, ''),
      options.timeoutMs,
    );
    this.inscription = new Oneclick.MallInscription(sdkOptions);
    this.transaction = new Oneclick.MallTransaction(sdkOptions);
  }

  async startEnrolment(request: EnrolmentStart): Promise<EnrolmentStarted> {
    // Oneclick enrols by e-mail: the purchase form asks for it, so a sale without one cannot reach this.
    if (!request.buyerEmail) return { status: 'declined', code: '3003' };
    const started = (await this.inscription.start(
      oneclickUsername(request.saleId),
      request.buyerEmail,
      request.returnUrl,
    )) as { token: string; url_webpay: string };
    // Transbank's page takes TBK_TOKEN by form POST (the payment step posts the query as a form).
    return {
      status: 'redirect',
      reference: started.token,
      redirectUrl: `${started.url_webpay}?TBK_TOKEN=${encodeURIComponent(started.token)}`,
    };
  }

  /** The buyer's return from Transbank's page: its TBK_TOKEN must be the inscription this payment started. */
  finishEnrolment(
    params: Record<string, string>,
    enrolment: { reference: string; saleId: string },
  ): Promise<EnrolResult> {
    if (params.TBK_TOKEN !== enrolment.reference) return Promise.resolve({ status: 'declined', code: '3005' });
    return this.enrol({ token: enrolment.reference, saleId: enrolment.saleId, buyerEmail: null });
  }

  /** Finishes the inscription the buyer completed on Transbank's page (`token` is the TBK_TOKEN it returned). */
  async enrol(request: EnrolRequest): Promise<EnrolResult> {
    let finished: { response_code?: number; tbk_user?: string; card_type?: string; card_number?: string };
    try {
      finished = (await this.inscription.finish(request.token)) as typeof finished;
    } catch {
      // An unknown token, or one finished already (the return delivered twice): nothing was enrolled with it.
      return { status: 'declined', code: '3003' };
    }
    if (finished.response_code !== 0 || !finished.tbk_user) {
      return { status: 'declined', code: oneclickDeclineCode(finished.response_code) };
    }
    const last4 = /(\d{4})$/.exec(finished.card_number ?? '')?.[1] ?? null;
    return {
      status: 'enrolled',
      tokenRef: tokenRefOf(oneclickUsername(request.saleId), finished.tbk_user),
      cardBrand: finished.card_type ? finished.card_type.toLowerCase() : null,
      cardLast4: last4,
    };
  }

  async chargeEnrolled(request: EnrolledChargeRequest): Promise<ProviderResult> {
    const user = readTokenRef(request.tokenRef);
    if (!user) return { status: 'declined', reference: null, code: '3008' };
    const orders = oneclickBuyOrders(request.idempotencyKey);
    const detail = new TransactionDetail(
      Number(request.amount.amount),
      this.options.childCommerceCode,
      orders.child,
      1,
    );
    try {
      const authorized = (await this.transaction.authorize(user.username, user.tbkUser, orders.parent, [
        detail,
      ])) as Authorization;
      return resultOf(orders.parent, authorized);
    } catch (error) {
      // A buy order already used (this key was charged before: a retry, a resumed charge) is refused: the
      // first authorization's answer is read by its buy order. Nothing there: the error stands (unanswered).
      const first = await this.find(orders.parent);
      if (first) return first;
      throw error;
    }
  }

  /** The answer of a charge already sent with this key (null when Transbank has none). */
  private async find(parentBuyOrder: string): Promise<ProviderResult | null> {
    try {
      return resultOf(parentBuyOrder, (await this.transaction.status(parentBuyOrder)) as Authorization);
    } catch {
      return null;
    }
  }

  async unenrol(tokenRef: string): Promise<void> {
    const user = readTokenRef(tokenRef);
    if (!user) return;
    await this.inscription.delete(user.tbkUser, user.username);
  }
}

function resultOf(parentBuyOrder: string, authorization: Authorization): ProviderResult {
  const detail = authorization.details?.[0];
  if (detail?.status === 'AUTHORIZED' && detail.response_code === 0) {
    return {
      status: 'approved',
      reference: parentBuyOrder,
      data: { authorizationCode: detail.authorization_code ?? null },
    };
  }
  return {
    status: 'declined',
    reference: parentBuyOrder,
    code: oneclickDeclineCode(detail?.response_code),
    data: { responseCode: detail?.response_code ?? null },
  };
}
