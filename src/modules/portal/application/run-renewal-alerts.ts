import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { IDENTITY, type CustomerAccounts } from '../../identity/index.js';
import { POLICIES, type CustomerPolicies } from '../../policies/index.js';
import { chileanToday } from '../../pricing/index.js';
import {
  PRICE_ALERTS,
  RENEWAL_NOTICE_DAYS,
  type ProposeRenewalAlert,
  type RenewalAlertOutcome,
} from '../../profile/index.js';
import { SALES, type CustomerSales } from '../../sales/index.js';
import { PORTAL } from '../tokens.js';
import type { PreferencesStore, PurchaseStore } from './ports.js';

/** The consent "Datos y preferencias" records: contact by e-mail accepted in Portal Personas. */
export const PORTAL_EMAIL_CONSENT = {
  version: 'portal-preferencias-correo',
  text: 'Acepto que me contacten por correo electrónico (Portal Personas, Datos y preferencias).',
} as const;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export type RenewalRunResult = Partial<Record<RenewalAlertOutcome | 'no-account' | 'no-sale', number>> & {
  policies: number;
};

/**
 * The renewal job (issue 29), daily: every ACTIVE individual policy bought here (policies) whose end date falls
 * within the next RENEWAL_NOTICE_DAYS days, whose sale belongs to a portal account, is handed to the profile
 * module's ProposeRenewalAlert with the account's e-mail, the product and the profile the sale was priced for
 * (sales), and the customer's e-mail contact consent from "Datos y preferencias" (used only by a person who has
 * no price-alert consent of their own). Pricing, the weekly limit and "once per renewal" are the profile module's.
 */
@injectable()
export class RunRenewalAlerts {
  constructor(
    @inject(PORTAL.PurchaseStore) private readonly purchases: PurchaseStore,
    @inject(PORTAL.PreferencesStore) private readonly preferences: PreferencesStore,
    @inject(POLICIES.CustomerPolicies) private readonly policies: CustomerPolicies,
    @inject(SALES.CustomerSales) private readonly sales: CustomerSales,
    @inject(IDENTITY.CustomerAccounts) private readonly accounts: CustomerAccounts,
    @inject(PRICE_ALERTS.ProposeRenewalAlert) private readonly propose: ProposeRenewalAlert,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<RenewalRunResult> {
    const today = chileanToday(this.clock);
    const due = await this.policies.renewingBetween(addDays(today, 1), addDays(today, RENEWAL_NOTICE_DAYS));
    const result: RenewalRunResult = { policies: due.length };
    const count = (key: keyof Omit<RenewalRunResult, 'policies'>) => (result[key] = (result[key] ?? 0) + 1);
    for (const { policy, renewalDate } of due) {
      const purchase = await this.purchases.ofSale(policy.saleId);
      const account = purchase ? await this.accounts.find(purchase.customerId) : null;
      if (!purchase || !account) {
        count('no-account');
        continue;
      }
      const bought = await this.sales.purchaseProfile(policy.saleId);
      if (!bought) {
        count('no-sale');
        continue;
      }
      const preferences = await this.preferences.get(purchase.customerId);
      const { outcome } = await this.propose.execute({
        policyId: policy.id,
        policyNumber: policy.number,
        endDate: renewalDate,
        email: account.email,
        productCode: bought.productCode,
        productName: policy.productName,
        profile: bought.profile,
        consent:
          preferences?.consent && preferences.channel === 'email'
            ? { ...PORTAL_EMAIL_CONSENT, givenAt: this.clock.now() }
            : null,
      });
      count(outcome);
    }
    return result;
  }
}
