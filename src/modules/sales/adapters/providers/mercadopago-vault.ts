import { CardToken, Customer, CustomerCard, MercadoPagoConfig, MercadoPagoError, Payment } from 'mercadopago';
import mercadoPagoConfig from 'mercadopago/dist/utils/config/index.js';
import type {
  CardVault,
  EnrolledChargeRequest,
  EnrolRequest,
  EnrolResult,
  ProviderResult,
} from '../../application/ports.js';
import { MercadoPagoProvider, type MercadoPagoOptions } from './mercadopago-provider.js';

/** The token reference we store: MercadoPago's customer, its saved card and the card's payment method (brand). */
const tokenRefOf = (customerId: string, cardId: string, paymentMethodId: string) =>
  `${customerId}|${cardId}|${paymentMethodId}`;
function readTokenRef(tokenRef: string) {
  const [customerId, cardId, paymentMethodId, ...rest] = tokenRef.split('|');
  return customerId && cardId && paymentMethodId && rest.length === 0 ? { customerId, cardId, paymentMethodId } : null;
}

/** A 4xx of the API as a refusal with its cause's code (a catalogue code: 2006, 2002, 4050…). */
function refusal(error: unknown): { status: 'declined'; code: string } {
  if (error instanceof MercadoPagoError && error.status >= 400 && error.status < 500) {
    const cause = (error.causes as { code?: number | string }[] | undefined)?.[0];
    return { status: 'declined', code: String(cause?.code ?? error.status) };
  }
  throw error;
}

/**
 * MercadoPago card on file (issue 28) through the mercadopago SDK: the card tokenised in the browser by
 * MercadoPago.js is saved to the buyer's customer (found by e-mail, else created); only the customer id, the card
 * id and its payment method are kept, with the last four digits. Each period is a payment on a token of the saved
 * card (POST /v1/card_tokens { card_id, customer_id }: MercadoPago's automatic payments, no CVV) with payer
 * { type: 'customer' } and the charge's key as X-Idempotency-Key, so a retry answers the first payment.
 * Rejections come back as status_detail (cc_rejected_…), the catalogue's rejection details. MercadoPago's
 * payment notices name the payment, whose external_reference is our charge id: HandleWebhook settles it.
 */
export class MercadoPagoVault implements CardVault {
  private readonly customers: Customer;
  private readonly customerCards: CustomerCard;
  private readonly cardTokens: CardToken;
  private readonly payments: Payment;

  constructor(options: MercadoPagoOptions) {
    if (options.baseUrl)
      (mercadoPagoConfig.AppConfig as { BASE_URL: string }).BASE_URL = options.baseUrl.replace(/\/+$/, '');
    const client = new MercadoPagoConfig({
      accessToken: options.accessToken,
      options: { timeout: options.timeoutMs, maxRetries: 0 } as never,
    });
    this.customers = new Customer(client);
    this.customerCards = new CustomerCard(client);
    this.cardTokens = new CardToken(client);
    this.payments = new Payment(client);
  }

  async enrol(request: EnrolRequest): Promise<EnrolResult> {
    // MercadoPago's customers are found by e-mail (its only search); without one the card cannot be saved.
    if (!request.buyerEmail) return { status: 'declined', code: '4050' };
    try {
      const customerId = await this.customerFor(request.buyerEmail);
      const card = (await this.customerCards.create({ customerId, body: { token: request.token } })) as {
        id?: string;
        last_four_digits?: string;
        payment_method?: { id?: string };
      };
      if (!card.id || !card.payment_method?.id) return { status: 'declined', code: '2006' };
      return {
        status: 'enrolled',
        tokenRef: tokenRefOf(customerId, String(card.id), card.payment_method.id),
        cardBrand: card.payment_method.id,
        cardLast4: card.last_four_digits ?? null,
      };
    } catch (error) {
      return refusal(error);
    }
  }

  private async customerFor(email: string): Promise<string> {
    const found = await this.customers.search({ options: { email } });
    const existing = (found.results ?? [])[0]?.id;
    if (existing) return String(existing);
    const created = await this.customers.create({ body: { email } });
    return String(created.id);
  }

  async chargeEnrolled(request: EnrolledChargeRequest): Promise<ProviderResult> {
    const card = readTokenRef(request.tokenRef);
    if (!card) return { status: 'declined', reference: null, code: '3008' };
    let token: string;
    try {
      const created = await this.cardTokens.create({ body: { card_id: card.cardId, customer_id: card.customerId } });
      if (!created.id) return { status: 'declined', reference: null, code: '3008' };
      token = created.id;
    } catch (error) {
      const refused = refusal(error);
      // The saved card is gone (deleted, replaced at MercadoPago): the buyer must enrol a card again.
      return { status: 'declined', reference: null, code: refused.code === '2002' ? '3008' : refused.code };
    }
    try {
      const payment = await this.payments.create({
        body: {
          transaction_amount: Number(request.amount.amount),
          token,
          description: request.description,
          installments: 1,
          payment_method_id: card.paymentMethodId,
          external_reference: request.chargeId,
          payer: { type: 'customer', id: card.customerId },
        },
        requestOptions: { idempotencyKey: request.idempotencyKey },
      });
      return MercadoPagoProvider.resultOf(payment as Parameters<typeof MercadoPagoProvider.resultOf>[0]);
    } catch (error) {
      const refused = refusal(error);
      return { status: 'declined', reference: null, code: refused.code };
    }
  }

  async unenrol(tokenRef: string): Promise<void> {
    const card = readTokenRef(tokenRef);
    if (!card) return;
    await this.customerCards.remove({ customerId: card.customerId, cardId: card.cardId });
  }
}
