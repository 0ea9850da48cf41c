import { QueryTypes, type Sequelize } from 'sequelize';
import type {
  CardVault,
  EnrolledChargeRequest,
  EnrolmentStart,
  EnrolmentStarted,
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
 *
 * Its enrolment page plays Transbank Oneclick's inscription: startEnrolment opens an inscription and sends the
 * buyer to the sandbox's page (the site's /sandbox/inscripcion/{reference}, same origin), where the test card is
 * tokenised in the browser and handed to completeInscription (the provider's side); the buyer then goes back to
 * our return route with TBK_TOKEN, and finishEnrolment answers the enrolled card (token reference, brand, last 4).
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

  async startEnrolment(request: EnrolmentStart): Promise<EnrolmentStarted> {
    // The page is this site's: the buyer comes back to the return route's path on the same origin.
    const target = new URL(request.returnUrl, 'http://sandbox.invalid');
    const [row] = await this.sequelize.query<{ reference: string }>(
      `INSERT INTO sandbox_provider_inscriptions (reference, return_path)
       VALUES ('sbxi_' || replace(gen_random_uuid()::text, '-', ''), $1) RETURNING reference`,
      { bind: [`${target.pathname}${target.search}`], type: QueryTypes.SELECT },
    );
    const reference = row!.reference;
    return { status: 'redirect', reference, redirectUrl: `/sandbox/inscripcion/${reference}` };
  }

  /**
   * The sandbox page's call (the provider's side): the card typed there, as the sandbox library's token, is
   * enrolled under the inscription (once: a repeat keeps the first card). Answers where the buyer goes back to,
   * with TBK_TOKEN as Oneclick sends it; null for an unknown or finished inscription. `token` null: the buyer
   * cancelled on the page.
   */
  async completeInscription(
    reference: string,
    token: string | null,
  ): Promise<{ returnUrl: string } | { declined: string } | null> {
    const [inscription] = await this.sequelize.query<{ return_path: string; token_ref: string | null }>(
      'SELECT return_path, token_ref FROM sandbox_provider_inscriptions WHERE reference = $1 AND finished_at IS NULL',
      { bind: [reference], type: QueryTypes.SELECT },
    );
    if (!inscription) return null;
    if (token !== null && inscription.token_ref === null) {
      const enrolled = await this.enrol({ token, saleId: '', buyerEmail: null });
      if (enrolled.status === 'declined') return { declined: enrolled.code };
      await this.sequelize.query(
        'UPDATE sandbox_provider_inscriptions SET token_ref = $2 WHERE reference = $1 AND token_ref IS NULL',
        { bind: [reference, enrolled.tokenRef] },
      );
    }
    const separator = inscription.return_path.includes('?') ? '&' : '?';
    return { returnUrl: `${inscription.return_path}${separator}TBK_TOKEN=${encodeURIComponent(reference)}` };
  }

  async finishEnrolment(
    params: Record<string, string>,
    enrolment: { reference: string; saleId: string },
  ): Promise<EnrolResult> {
    if (params.TBK_TOKEN !== enrolment.reference) return { status: 'declined', code: '3005' };
    const [row] = await this.sequelize.query<{ token_ref: string | null; brand: string | null; last4: string | null }>(
      `UPDATE sandbox_provider_inscriptions i SET finished_at = coalesce(i.finished_at, now())
         FROM sandbox_provider_inscriptions o LEFT JOIN sandbox_provider_enrolments e ON e.token_ref = o.token_ref
        WHERE i.reference = $1 AND o.reference = i.reference
       RETURNING o.token_ref, e.brand, e.last4`,
      { bind: [enrolment.reference], type: QueryTypes.SELECT },
    );
    if (!row) return { status: 'declined', code: '3005' };
    if (!row.token_ref) return { status: 'declined', code: 'ENROLMENT_ABORTED' };
    return { status: 'enrolled', tokenRef: row.token_ref, cardBrand: row.brand, cardLast4: row.last4 };
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
