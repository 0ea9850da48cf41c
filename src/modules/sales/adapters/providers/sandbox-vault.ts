import { QueryTypes, type Sequelize } from 'sequelize';
import type {
  CardVault,
  EnrolledChargeRequest,
  EnrolRequest,
  EnrolResult,
  ProviderResult,
} from '../../application/ports.js';
import { parseSandboxToken } from '../../domain/sandbox-cards.js';

/**
 * The sandbox's card enrolment (issue 28), playing a provider's card-on-file: the enrolment keeps the test
 * card's scenario under a token reference (sandbox_provider_enrolments, the provider's side), and a charge on
 * it is idempotent by its key like Oneclick's buy order or Kushki's idempotency header: a replayed key answers
 * the first charge and collects nothing new. Tests make an enrolled card start declining by changing its
 * scenario, as a card blocked by its bank would.
 */
export class SandboxVault implements CardVault {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly timeoutDelayMs: number,
  ) {}

  async enrol(request: EnrolRequest): Promise<EnrolResult> {
    const card = parseSandboxToken(request.token);
    if (!card) return { status: 'declined', code: '3003' };
    const [row] = await this.sequelize.query<{ token_ref: string }>(
      `INSERT INTO sandbox_provider_enrolments (token_ref, scenario, decline_code, brand, last4)
       VALUES ('sbxe_' || replace(gen_random_uuid()::text, '-', ''), $1, $2, $3, $4) RETURNING token_ref`,
      {
        bind: [card.scenario === 'declined' ? 'declined' : 'ok', card.declineCode, card.brand, card.last4],
        type: QueryTypes.SELECT,
      },
    );
    return { status: 'enrolled', tokenRef: row!.token_ref, cardBrand: card.brand, cardLast4: card.last4 };
  }

  async chargeEnrolled(request: EnrolledChargeRequest): Promise<ProviderResult> {
    const replay = await this.previous(request.idempotencyKey);
    if (replay) return replay;
    const [card] = await this.sequelize.query<{ scenario: string; decline_code: string | null }>(
      'SELECT scenario, decline_code FROM sandbox_provider_enrolments WHERE token_ref = $1',
      { bind: [request.tokenRef], type: QueryTypes.SELECT },
    );
    if (!card) return { status: 'declined', reference: null, code: 'K004' };
    const status = card.scenario === 'declined' ? 'declined' : 'approved';
    const code = status === 'declined' ? (card.decline_code ?? 'K505') : null;
    await this.sequelize.query(
      `INSERT INTO sandbox_provider_charges (reference, merchant_order, kind, status, amount, currency, decline_code,
         idempotency_key)
       VALUES ('sbx-' || gen_random_uuid(), $1, 'charge', $2, $3::numeric, $4, $5, $6)
       ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING`,
      {
        bind: [request.chargeId, status, request.amount.amount, request.amount.currency, code, request.idempotencyKey],
      },
    );
    if (card.scenario === 'timeout') await new Promise((resolve) => setTimeout(resolve, this.timeoutDelayMs));
    return (await this.previous(request.idempotencyKey))!;
  }

  private async previous(key: string): Promise<ProviderResult | null> {
    const [row] = await this.sequelize.query<{ reference: string; status: string; decline_code: string | null }>(
      'SELECT reference, status, decline_code FROM sandbox_provider_charges WHERE idempotency_key = $1',
      { bind: [key], type: QueryTypes.SELECT },
    );
    if (!row) return null;
    return row.status === 'approved'
      ? { status: 'approved', reference: row.reference }
      : { status: 'declined', reference: row.reference, code: row.decline_code ?? 'K505' };
  }
}
