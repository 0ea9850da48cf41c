import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { IDENTITY, type CustomerAccount, type CustomerAccounts } from '../../identity/index.js';
import { PRICE_ALERTS, type CustomerAlerts } from '../../profile/index.js';
import { PORTAL } from '../tokens.js';
import type { CustomerPortal } from './customer-portal.js';
import type { PurchaseStore } from './ports.js';

export interface CustomerListRow {
  id: number;
  email: string;
  purchases: number;
  lastPurchaseAt: string;
}

const notFound = () => new AppError('NOT_FOUND', 'El cliente no existe.');

/**
 * The back-office's view of a Portal Personas customer (issue 29): their policies and payments (what the portal
 * shows them, through the same facades), their saved searches and the alerts decided for them (profile), under
 * customer:read; signing them out everywhere and withdrawing their alerts' consent under customer:update.
 */
@injectable()
export class CustomerAdmin {
  constructor(
    @inject(PORTAL.PurchaseStore) private readonly purchases: PurchaseStore,
    @inject(PORTAL.CustomerPortal) private readonly portal: CustomerPortal,
    @inject(IDENTITY.CustomerAccounts) private readonly accounts: CustomerAccounts,
    @inject(PRICE_ALERTS.CustomerAlerts) private readonly alerts: CustomerAlerts,
  ) {}

  async list(page: {
    offset: number;
    limit: number;
    filter: { email?: string; id?: number[] };
  }): Promise<{ rows: CustomerListRow[]; total: number }> {
    let ids = page.filter.id;
    if (page.filter.email) {
      const account = await this.accounts.findByEmail(page.filter.email);
      if (!account) return { rows: [], total: 0 };
      ids = ids ? ids.filter((id) => id === account.id) : [account.id];
    }
    const found = await this.purchases.customers({ offset: page.offset, limit: page.limit, customerIds: ids });
    const rows = await Promise.all(
      found.rows.map(async (row) => ({
        id: row.customerId,
        email: (await this.accounts.find(row.customerId))?.email ?? '',
        purchases: row.purchases,
        lastPurchaseAt: row.lastPurchaseAt,
      })),
    );
    return { rows, total: found.total };
  }

  async get(id: number) {
    const customer = await this.account(id);
    const [policies, payments, alerts] = await Promise.all([
      this.portal.policies(customer),
      this.portal.payments(customer),
      this.alerts.ofEmail(customer.email),
    ]);
    return {
      id: customer.id,
      email: customer.email,
      policies: policies.map((p) => ({
        id: p.id,
        number: p.number,
        productName: p.productName,
        insurerName: p.insurerName,
        status: p.status,
        statusLabel: p.statusLabel,
        startDate: p.startDate,
        endDate: p.endDate,
        premium: p.premium,
        periodicityLabel: p.periodicityLabel,
      })),
      // Staff read the periods; the signed pay links stay the customer's.
      payments: payments.map(({ payUrl: _payUrl, ...period }) => period),
      alertsConsentWithdrawnAt: alerts.consentWithdrawnAt,
      savedSearches: alerts.savedSearches,
      alerts: alerts.alerts,
    };
  }

  /** Revokes every portal session of the customer (a lost phone, a shared computer). */
  async signOutEverywhere(id: number): Promise<{ revoked: number }> {
    const customer = await this.account(id);
    return { revoked: await this.accounts.signOutEverywhere(customer.id) };
  }

  /** Withdraws the consent behind the customer's price and renewal alerts (asked by phone, say). */
  async withdrawAlerts(id: number): Promise<{ withdrawn: boolean }> {
    const customer = await this.account(id);
    return { withdrawn: await this.alerts.withdraw(customer.email) };
  }

  private async account(id: number): Promise<CustomerAccount> {
    const customer = await this.accounts.find(id);
    // Only accounts that bought here are the portal's customers.
    if (!customer || (await this.purchases.ofCustomer(id)).length === 0) throw notFound();
    return customer;
  }
}
