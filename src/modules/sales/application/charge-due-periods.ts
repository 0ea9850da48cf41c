import { inject, injectable } from 'inversify';
import type { Logger } from '../../../platform/logger.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { candidateWindow, chargeClp, chargeDateOf, chargeIdempotencyKey, dueAttempt } from '../domain/subscriptions.js';
import { SALES } from '../tokens.js';
import { chargeSettlement } from './charge-settlement.js';
import type { PaymentProviders, ProviderResult, SalesSettings } from './ports.js';
import type { DuePeriod, PeriodChargeRecord, SubscriptionRepository } from './subscription-ports.js';

const BATCH = 500;
/** Charges in flight at once: the provider's latency, not our CPU, bounds a run. */
const CONCURRENCY = 8;

export interface ChargeRunCounts {
  examined: number;
  charged: number;
  declined: number;
  late: number;
  skipped: number;
  resumed: number;
  stale: number;
  unanswered: number;
}

/**
 * The monthly run of automatic card charges (issue 28), for one Chilean day: every period of a charging
 * subscription whose attempt is due that day (its charge date, then days 4 and 8 while declined) is charged in
 * CLP through the provider's card vault with the key of its period and attempt. The charge row is written before
 * the provider is called (one per key; one in flight and one approved per period, by unique indexes), so a
 * second worker or a re-run charges nothing twice, and a charge a dead process left unanswered is resumed with
 * the same key (the provider answers the first charge again). A period older than the retry window is left to
 * staff, never charged late on its own (Redis down for days).
 */
@injectable()
export class ChargeDuePeriods {
  constructor(
    @inject(SALES.SubscriptionRepository) private readonly repository: SubscriptionRepository,
    @inject(SALES.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(today: string): Promise<ChargeRunCounts> {
    const counts: ChargeRunCounts = {
      examined: 0,
      charged: 0,
      declined: 0,
      late: 0,
      skipped: 0,
      resumed: 0,
      stale: 0,
      unanswered: 0,
    };
    for (const charge of await this.repository.abandonedCharges(BATCH)) {
      counts.resumed++;
      this.count(counts, await this.resume(charge));
    }
    const { from, to } = candidateWindow(today);
    let after = 0;
    for (;;) {
      const candidates = await this.repository.chargeCandidates(from, to, after, BATCH);
      if (candidates.length === 0) break;
      after = candidates[candidates.length - 1]!.periodId;
      counts.examined += candidates.length;
      const work: { period: DuePeriod; attempt: number }[] = [];
      for (const period of candidates) {
        const chargeDate = chargeDateOf(period.billingDate, period.subscription.chargeDay);
        const due = dueAttempt({ chargeDate, attemptsMade: period.attempts, today });
        if ('attempt' in due) work.push({ period, attempt: due.attempt });
        else if (due.wait === 'stale') counts.stale++;
      }
      await inParallel(work, CONCURRENCY, async ({ period, attempt }) => {
        this.count(counts, await this.chargeOne(period, attempt));
      });
    }
    return counts;
  }

  private count(counts: ChargeRunCounts, outcome: 'OK' | 'DECLINED' | 'LATE' | 'skipped' | 'unanswered'): void {
    if (outcome === 'OK') counts.charged++;
    else if (outcome === 'DECLINED') counts.declined++;
    else if (outcome === 'LATE') {
      counts.declined++;
      counts.late++;
    } else if (outcome === 'skipped') counts.skipped++;
    else counts.unanswered++;
  }

  private async chargeOne(
    period: DuePeriod,
    attempt: number,
  ): Promise<'OK' | 'DECLINED' | 'LATE' | 'skipped' | 'unanswered'> {
    const amountClp = period.amountClp ?? chargeClp(period.amount, period.currency, null);
    if (!amountClp || amountClp <= 0) {
      this.logger.warn({ periodId: period.periodId }, 'Período sin monto en pesos: no se cobra');
      return 'skipped';
    }
    const begun = await this.repository.beginCharge(
      {
        periodId: period.periodId,
        subscriptionId: period.subscription.id,
        source: 'subscription',
        attempt,
        idempotencyKey: chargeIdempotencyKey(period.periodId, attempt),
        provider: period.subscription.provider,
        paymentType: period.subscription.paymentType,
        amountClp,
        cardLast4: period.subscription.cardLast4,
      },
      this.settings.paymentLeaseMs,
    );
    if ('conflict' in begun) return 'skipped';
    return this.resume({ ...begun.charge, tokenRef: period.subscription.tokenRef });
  }

  /** Calls the provider for a PENDING charge (new, or left by a dead process) and settles its answer. */
  private async resume(charge: PeriodChargeRecord): Promise<'OK' | 'DECLINED' | 'LATE' | 'unanswered'> {
    const vault = this.providers.get(charge.provider)?.vault;
    if (!vault || !charge.tokenRef) return 'unanswered';
    const result = await this.call(charge.id, () =>
      vault.chargeEnrolled({
        chargeId: charge.id,
        tokenRef: charge.tokenRef!,
        idempotencyKey: charge.idempotencyKey,
        amount: { amount: String(charge.amountClp), currency: 'CLP' },
        description: `Cuota ${charge.periodId}`,
      }),
    );
    const settlement = chargeSettlement(charge, result);
    if (!settlement) return 'unanswered';
    await this.repository.settleCharge(charge.id, settlement);
    if (settlement.status === 'OK') return 'OK';
    return settlement.late ? 'LATE' : 'DECLINED';
  }

  /** The provider's answer within the payment timeout, renewing the charge's lease while it waits. */
  private async call(chargeId: string, work: () => Promise<ProviderResult>): Promise<ProviderResult> {
    const leaseMs = this.settings.paymentLeaseMs;
    const renewal = setInterval(
      () => {
        this.repository.renewChargeLease(chargeId, leaseMs).catch((error: unknown) => {
          this.logger.warn({ err: error, chargeId }, 'No se pudo renovar el plazo del cobro en curso');
        });
      },
      Math.max(100, Math.floor(leaseMs / 3)),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<ProviderResult>((resolve) => {
      timer = setTimeout(() => resolve({ status: 'error', code: 'K027' }), this.settings.providerTimeoutMs);
    });
    try {
      return await Promise.race([work(), timeout]);
    } catch (error) {
      this.logger.warn(
        { err: error, chargeId },
        'El proveedor falló al cobrar la cuota; se retoma en la próxima pasada',
      );
      return { status: 'error', code: '2004' };
    } finally {
      clearTimeout(timer);
      clearInterval(renewal);
    }
  }
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  });
  await Promise.all(lanes);
}
